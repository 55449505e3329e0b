package charset

import (
	"errors"
	"fmt"
	"github.com/goiri/iri/internal/chars"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/text/encoding/htmlindex"

	"github.com/goiri/iri"
)

func toURI(t *testing.T, in, want string, opts ...iri.Option) {
	t.Helper()
	if got, err := iri.ToURI(in, opts...); err != nil || got != want {
		t.Errorf("ToURI(%q) = %q, %v; want %q", in, got, err, want)
	}
}

func docCharset(t *testing.T, name string) iri.Option {
	t.Helper()
	o, err := DocumentCharset(name)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func TestConvertToUCS(t *testing.T) {
	s, doc, err := ConvertToUCS([]byte("http://example.org/r\xE9sum\xE9?q=\xE9"), "iso-8859-1")
	if err != nil || s != "http://example.org/r\u00E9sum\u00E9?q=\u00E9" {
		t.Fatalf("ConvertToUCS = %q, %v", s, err)
	}
	toURI(t, s, "http://example.org/r%C3%A9sum%C3%A9?q=%E9", doc)
	// UTF-16LE is Unicode: decoded, not normalized, and the query is UTF-8.
	s, doc, err = ConvertToUCS([]byte("h\x00:\x00e\x00\x01\x03?\x00\xE9\x00"), "utf-16le")
	if err != nil || s != "h:e\u0301?\u00E9" {
		t.Fatalf("ConvertToUCS(utf-16le) = %q, %v", s, err)
	}
	toURI(t, s, "h:e%CC%81?%C3%A9", doc)
	if _, _, err := ConvertToUCS([]byte("a\xFFb"), "utf-8"); !errors.Is(err, iri.ErrInvalidUTF8) {
		t.Errorf("invalid UTF-8: %v", err)
	}
	// Under UTF-8 a bad byte at offset 0 is an error like one anywhere else.
	if s, _, err := ConvertToUCS([]byte("\xffa"), "utf-8"); !errors.Is(err, iri.ErrInvalidUTF8) || !strings.Contains(err.Error(), "at byte 0") {
		t.Errorf("ConvertToUCS(\"\\xffa\", utf-8) = %q, %v; want ErrInvalidUTF8 at byte 0", s, err)
	}
	if _, _, err := ConvertToUCS([]byte("a"), "no-such"); !errors.Is(err, ErrUnknownCharset) {
		t.Errorf("unknown charset: %v", err)
	}
}

// RFC 3987 section 3.1 step 1 b: "the word "Vietnam" is natively written
// "Vi&#x1EC7;t Nam" ... in NFC, but a direct transcoding from the
// windows-1258 character encoding leads to "Vi&#xEA;&#x323;t Nam"". In
// windows-1258, 0xEA is U+00EA and 0xF2 is U+0323: step 1 b normalizes to
// NFC. Step 1 c: Unicode input is not normalized.
func TestConvertToUCSSection3_1Step1(t *testing.T) {
	s, _, err := ConvertToUCS([]byte("Vi\xEA\xF2t Nam"), "windows-1258")
	if err != nil || s != "Vi\u1EC7t Nam" {
		t.Errorf("ConvertToUCS(windows-1258) = %q, %v; want %q", s, err, "Vi\u1EC7t Nam")
	}
	s, _, err = ConvertToUCS([]byte("Vi\u00EA\u0323t Nam"), "utf-8")
	if err != nil || s != "Vi\u00EA\u0323t Nam" {
		t.Errorf("ConvertToUCS(utf-8) = %q, %v; want it unchanged", s, err)
	}
}

// draft-ietf-iri-3987bis-00 section 3.5: the query with a document charset.
func TestSection3_5QueryInDocumentCharset(t *testing.T) {
	// é is 0xE9 in iso-8859-1 (windows-1252 in the Encoding Standard); U+0101
	// (ā) is not in it: "&#257;" percent-encoded.
	in := "http://example.org/\u00E9?q=\u00E9\u0101"
	toURI(t, in, "http://example.org/%C3%A9?q=%E9%26%23257%3B", docCharset(t, "iso-8859-1"))
	// "This mapping is not applied for any other scheme or component."
	toURI(t, "ftp://example.org/?q=\u00E9", "ftp://example.org/?q=%C3%A9", docCharset(t, "iso-8859-1"))
	toURI(t, "http://example.org/#\u00E9", "http://example.org/#%C3%A9", docCharset(t, "iso-8859-1"))
	// A UCS-based document charset is UTF-8.
	toURI(t, "https://example.org/?q=\u00E9", "https://example.org/?q=%C3%A9", docCharset(t, "utf-16le"))
	// Shift_JIS: U+8868 is 0x95 0x5C; the trail byte "\" is percent-encoded too.
	toURI(t, "https://example.org/?q=\u8868", "https://example.org/?q=%95%5C", docCharset(t, "shift_jis"))
	// Unknown charsets are an error.
	if _, err := DocumentCharset("no-such-charset"); !errors.Is(err, ErrUnknownCharset) {
		t.Errorf("unknown charset: %v", err)
	}
}

// readingsByCharset returns charset → IRI.
func readingsByCharset(rs []Reading) map[string]string {
	m := map[string]string{}
	for _, r := range rs {
		m[r.Charset] = r.IRI
	}
	return m
}

// Section 8.7's example: software for Japanese may accept URIs in
// Shift_JIS and/or EUC-JP. 日本 is 93 FA 96 7B in Shift_JIS (the issue),
// C6 FC CB DC in EUC-JP, ESC $ B "F|K\" ESC ( B in ISO-2022-JP (JIS X 0208
// row 38 cell 92 and row 43 cell 60, from the code charts).
func TestReadingsJapanese(t *testing.T) {
	for _, tc := range []struct {
		uri     string
		charset string
	}{
		{"http://example.jp/%93%FA%96%7B", "shift_jis"},
		{"http://example.jp/%C6%FC%CB%DC", "euc-jp"},
		{"http://example.jp/%1B%24%42%46%7C%4B%5C%1B%28%42", "iso-2022-jp"},
	} {
		rs, err := Readings(tc.uri, "shift_jis", "euc-jp", "iso-2022-jp")
		if err != nil {
			t.Fatal(err)
		}
		got := readingsByCharset(rs)
		if got[tc.charset] != "http://example.jp/日本" {
			t.Errorf("Readings(%q) = %v, want %s: http://example.jp/日本", tc.uri, got, tc.charset)
		}
		checkRoundTrip(t, tc.uri, rs)
	}
	// The Shift_JIS octets are no UTF-8 and no EUC-JP (0x93 is no EUC-JP
	// lead byte): Shift_JIS is the only reading among the three.
	rs, _ := Readings("http://example.jp/%93%FA%96%7B", "shift_jis", "euc-jp")
	if len(rs) != 1 || rs[0].Charset != "shift_jis" || !reflect.DeepEqual(rs[0].Changes, []Change{{iri.ComponentPath, 18, 30, "日本"}}) {
		t.Errorf("Readings = %+v", rs)
	}
}

// The UTF-8 reading comes first when valid; components are named; ASCII
// octets inside a run stay percent-encoded; runs of ASCII octets only are
// left alone.
func TestReadingsUTF8FirstAndComponents(t *testing.T) {
	uri := "http://example.org/caf%C3%A9%2Fx?q=%C3%A9#%41"
	rs, err := Readings(uri, "windows-1252")
	if err != nil {
		t.Fatal(err)
	}
	want := []Reading{
		{"utf-8", "http://example.org/café%2Fx?q=é#%41", []Change{
			{iri.ComponentPath, 22, 31, "é%2F"}, {iri.ComponentQuery, 35, 41, "é"}}},
		// C3 is Ã and A9 is © in windows-1252.
		{"windows-1252", "http://example.org/cafÃ©%2Fx?q=Ã©#%41", []Change{
			{iri.ComponentPath, 22, 31, "Ã©%2F"}, {iri.ComponentQuery, 35, 41, "Ã©"}}},
	}
	if !reflect.DeepEqual(rs, want) {
		t.Errorf("Readings(%q) =\n%+v\nwant\n%+v", uri, rs, want)
	}
	checkRoundTrip(t, uri, rs)
	if rs, _ := Readings("http://example.org/%41"); rs != nil {
		t.Errorf("a URI of ASCII octets has readings %+v", rs)
	}
}

// A charset is left out when a run does not decode, or decodes to
// characters an IRI cannot hold (here C1 controls in ISO-8859-2: 0x85).
func TestReadingsLeaveOutBadDecodings(t *testing.T) {
	rs, err := Readings("http://x/%85", "iso-8859-2", "shift_jis")
	if err != nil {
		t.Fatal(err)
	}
	// 0x85 alone is a Shift_JIS lead byte without its trail byte, and
	// U+0085 in ISO-8859-2, a control; UTF-8 refuses a lone continuation.
	if len(rs) != 0 {
		t.Errorf("Readings = %+v, want none", rs)
	}
	if _, err := Readings("http://x/%85", "no-such"); !errors.Is(err, ErrUnknownCharset) {
		t.Errorf("unknown charset: %v", err)
	}
	var pe *iri.ParseError
	if _, err := Readings("http://x/\u00e9"); !errors.As(err, &pe) {
		t.Errorf("an IRI that is no URI: %v", err)
	}
}

// pctUTF8 percent-encodes the UTF-8 octets of r in uppercase hex.
func pctUTF8(r rune) string {
	var b strings.Builder
	for _, c := range []byte(string(r)) {
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}

// A UTF-8 reading holds a character only where RFC 3987 lets an IRI hold
// it. The expected values are the grammar of section 2.2: ucschar =
// %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ... /
// %xD0000-DFFFD / %xE1000-EFFFD anywhere an IRI holds non-ASCII characters;
// iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD in iquery only
// (not in ifragment); and section 4.1: "IRIs MUST NOT contain bidirectional
// formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)", U+200E,
// U+200F and U+202A-202E, though ucschar holds them.
func TestReadingsHoldOnlyCharactersAnIRIMayHold(t *testing.T) {
	for _, tc := range []struct {
		r           rune
		path, query bool
	}{
		{0x80, false, false}, // C1 controls: below ucschar
		{0x9F, false, false},
		{0xA0, true, true},
		{0xD7FF, true, true},
		{0xE000, false, true}, // iprivate
		{0xF8FF, false, true},
		{0xF900, true, true},
		{0xFDCF, true, true},
		{0xFDD0, false, false}, // noncharacters U+FDD0-FDEF
		{0xFDEF, false, false},
		{0xFDF0, true, true},
		{0xFFEF, true, true},
		{0xFFF0, false, false}, // specials U+FFF0-FFFF
		{0xFFFD, false, false},
		{0xFFFF, false, false},
		{0x10000, true, true},
		{0x1FFFD, true, true},
		{0x1FFFE, false, false}, // the last two of each plane
		{0x1FFFF, false, false},
		{0x20000, true, true},
		{0xDFFFD, true, true},
		{0xDFFFE, false, false},
		{0xE0000, false, false}, // tags U+E0000-E0FFF: in neither
		{0xE0001, false, false},
		{0xE0FFF, false, false},
		{0xE1000, true, true},
		{0xEFFFD, true, true},
		{0xEFFFE, false, false},
		{0xF0000, false, true}, // iprivate
		{0xFFFFD, false, true},
		{0xFFFFE, false, false},
		{0x100000, false, true},
		{0x10FFFD, false, true},
		{0x10FFFE, false, false},
		{0x200D, true, true},   // ZWJ: ucschar, no bidi formatting character
		{0x200E, false, false}, // LRM
		{0x200F, false, false}, // RLM
		{0x2010, true, true},
		{0x2029, true, true},
		{0x202A, false, false}, // LRE
		{0x202B, false, false}, // RLE
		{0x202C, false, false}, // PDF
		{0x202D, false, false}, // LRO
		{0x202E, false, false}, // RLO
		{0x202F, true, true},
	} {
		for _, at := range []struct {
			prefix string
			want   bool
		}{{"http://x/", tc.path}, {"http://x/?", tc.query}} {
			uri := at.prefix + pctUTF8(tc.r)
			rs, err := Readings(uri, "utf-8")
			if err != nil {
				t.Fatal(err)
			}
			if !at.want {
				if len(rs) != 0 {
					t.Errorf("Readings(%q) = %+v, want none: %U may not stand there", uri, rs, tc.r)
				}
				continue
			}
			if want := at.prefix + string(tc.r); len(rs) != 1 || rs[0].IRI != want {
				t.Errorf("Readings(%q) = %+v, want the UTF-8 reading %q", uri, rs, want)
			}
		}
	}
	// The other components: ucschar in iuserinfo, ireg-name and ifragment;
	// iprivate in none of them; LRM in none.
	for _, tc := range []struct {
		uri, want string
	}{
		{"http://%C3%A9@x/", "http://é@x/"},
		{"http://%C3%A9/", "http://é/"},
		{"http://x/#%C3%A9", "http://x/#é"},
		{"http://%EE%80%80@x/", ""},
		{"http://%EE%80%80/", ""},
		{"http://x/#%EE%80%80", ""},
		{"http://%E2%80%8E@x/", ""},
		{"http://%E2%80%8E/", ""},
		{"http://x/#%E2%80%8E", ""},
	} {
		rs, err := Readings(tc.uri, "utf-8")
		if err != nil {
			t.Fatal(err)
		}
		if tc.want == "" && len(rs) != 0 || tc.want != "" && (len(rs) != 1 || rs[0].IRI != tc.want) {
			t.Errorf("Readings(%q) = %+v, want %q", tc.uri, rs, tc.want)
		}
	}
}

// A legacy charset's characters pass the same test as UTF-8's. In
// GB18030, 84 31 A4 37 is U+FFFD (the four-byte form, GB 18030 maps every
// BMP code point), which round-trips but is no ucschar; in windows-1252,
// 80 is U+20AC (the euro sign, WHATWG index), ucschar; in windows-1255,
// FD and FE are LRM and RLM (U+200E, U+200F, WHATWG index), which section
// 4.1 keeps out of an IRI.
func TestReadingsLegacyCharactersAnIRIMayHold(t *testing.T) {
	for _, tc := range []struct {
		uri, charset, want string
	}{
		{"http://x/%84%31%A4%37", "gb18030", ""},
		{"http://x/%80", "windows-1252", "http://x/\u20AC"},
		{"http://x/%FD", "windows-1255", ""},
		{"http://x/%FE", "windows-1255", ""},
	} {
		rs, err := Readings(tc.uri, tc.charset)
		if err != nil {
			t.Fatal(err)
		}
		got := readingsByCharset(rs)
		if got[tc.charset] != tc.want {
			t.Errorf("Readings(%q, %s) = %v, want %q", tc.uri, tc.charset, got, tc.want)
		}
	}
}

// A run is kept when it holds an octet of 0x80 or more (here only 0x80,
// the euro sign in windows-1252) or an ESC; a run of ASCII octets up to
// 0x7F is left alone.
func TestReadingsRunsFromOctet80(t *testing.T) {
	rs, err := Readings("http://x/%80", "windows-1252")
	if err != nil {
		t.Fatal(err)
	}
	// %80 alone is no UTF-8 (a continuation byte): one reading.
	want := []Reading{{"windows-1252", "http://x/\u20AC", []Change{{iri.ComponentPath, 9, 12, "\u20AC"}}}}
	if !reflect.DeepEqual(rs, want) {
		t.Errorf("Readings(http://x/%%80) = %+v, want %+v", rs, want)
	}
	if rs, err := Readings("http://x/%7F%41", "windows-1252"); rs != nil || err != nil {
		t.Errorf("Readings(http://x/%%7F%%41) = %+v, %v; want none", rs, err)
	}
}

// Each charset is tried once, in the order given, UTF-8 first: naming
// UTF-8, or a charset twice (under two of its labels too), skips it and
// goes on with the rest.
func TestReadingsTryEachCharsetOnce(t *testing.T) {
	// 93 FA 96 7B is 日本 in Shift_JIS (section 8.7's example) and no
	// UTF-8; C6 FC CB DC is 日本 in EUC-JP. 93 FA 96 7B in EUC-JP: 0x93 is
	// no lead byte.
	uri := "http://example.jp/%93%FA%96%7B"
	rs, err := Readings(uri, "utf-8", "shift_jis", "sjis", "shift_jis", "utf-8", "windows-1252")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range rs {
		names = append(names, r.Charset)
	}
	// windows-1252: 93 is U+201C, FA U+00FA, 96 U+2013, 7B "{" kept
	// encoded: all ucschar.
	if want := []string{"shift_jis", "windows-1252"}; !reflect.DeepEqual(names, want) {
		t.Errorf("Readings(%q) charsets = %v, want %v", uri, names, want)
	}
}

// A reading must encode back to the URI's octets (issue 27: "percent-
// encoding its characters back in the same charset gives the input URI"):
// ISO-2022-JP's decoders take ESC $ @ (JIS C 6226-1978, RFC 1468) as well
// as ESC $ B, but 日本 encodes back with ESC $ B, other octets than the
// URI's, without an error. The ESC $ B form is read (TestReadingsJapanese).
func TestReadingsRoundTripOrNone(t *testing.T) {
	uri := "http://example.jp/%1B%24%40%46%7C%4B%5C%1B%28%42"
	rs, err := Readings(uri, "iso-2022-jp")
	if err != nil {
		t.Fatal(err)
	}
	if got := readingsByCharset(rs); got["iso-2022-jp"] != "" {
		t.Errorf("Readings(%q) = %v, want no iso-2022-jp reading", uri, got)
	}
	checkRoundTrip(t, uri, rs)
}

// checkRoundTrip checks each reading against uri: percent-encoding the
// characters of each change in the reading's charset gives the URI's
// octets back (up to hexadecimal case), and the changes make the IRI.
func checkRoundTrip(t *testing.T, uri string, rs []Reading) {
	t.Helper()
	for _, r := range rs {
		enc, err := htmlindex.Get(r.Charset)
		if err != nil {
			t.Fatal(err)
		}
		var rebuilt, back strings.Builder
		last := 0
		for _, c := range r.Changes {
			rebuilt.WriteString(uri[last:c.Start])
			rebuilt.WriteString(c.Text)
			last = c.End
			// Decode the percent-encoded ASCII, encode it all, then
			// percent-encode every octet.
			text := unescape(c.Text)
			octets, err := enc.NewEncoder().String(text)
			if err != nil {
				t.Errorf("%s: %q does not encode back: %v", r.Charset, text, err)
				continue
			}
			for i := 0; i < len(octets); i++ {
				fmt.Fprintf(&back, "%%%02X", octets[i])
			}
			if !strings.EqualFold(back.String(), uri[c.Start:c.End]) {
				t.Errorf("%s: %q encodes back to %s, want %s", r.Charset, c.Text, back.String(), uri[c.Start:c.End])
			}
			back.Reset()
		}
		rebuilt.WriteString(uri[last:])
		if rebuilt.String() != r.IRI {
			t.Errorf("%s: changes make %q, IRI is %q", r.Charset, rebuilt.String(), r.IRI)
		}
	}
}

// unescape decodes the "%HH" of s.
func unescape(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			b = append(b, chars.Unhex(s[i+1])<<4|chars.Unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// Every reading of a URI made of arbitrary octets round-trips, whatever
// the charset.
func FuzzReadings(f *testing.F) {
	f.Add([]byte("\x93\xfa\x96\x7b"), "a")
	f.Add([]byte("\xc3\xa9\x1b$BF|K\\\x1b(B"), "b")
	f.Fuzz(func(t *testing.T, octets []byte, lit string) {
		var b strings.Builder
		b.WriteString("http://x/")
		for _, c := range octets {
			fmt.Fprintf(&b, "%%%02X", c)
		}
		for _, c := range []byte(lit) {
			if 'a' <= c && c <= 'z' {
				b.WriteByte(c)
			}
		}
		uri := b.String()
		rs, err := Readings(uri)
		if err != nil {
			t.Fatalf("Readings(%q): %v", uri, err)
		}
		for i, r := range rs {
			if r.Charset == "utf-8" && i != 0 {
				t.Fatalf("Readings(%q): UTF-8 reading at %d", uri, i)
			}
			if _, err := iri.Parse(r.IRI); err != nil {
				t.Fatalf("Readings(%q): %s reading %q: %v", uri, r.Charset, r.IRI, err)
			}
		}
		checkRoundTrip(t, uri, rs)
	})
}
