package entry

import (
	"errors"
	"reflect"
	"testing"

	"github.com/goiri/iri"
)

// The worked example of 8.2: fullwidth scheme, colon and slashes,
// an ideographic full stop between host labels, angle brackets and a line
// break. Spans counted by hand: "<" is byte 0, each fullwidth form and
// "。" is 3 bytes.
func TestCleanFullwidthAndWrappers(t *testing.T) {
	in := "<ｈｔｔｐ：／／example。com／a\nb>"
	got, changes, err := Clean(in)
	if err != nil || got != "http://example.com/ab" {
		t.Fatalf("Clean(%q) = %q, %v", in, got, err)
	}
	want := []Change{
		{0, 1, ReasonWrapper, ""},
		{1, 4, ReasonFullwidth, "h"},
		{4, 7, ReasonFullwidth, "t"},
		{7, 10, ReasonFullwidth, "t"},
		{10, 13, ReasonFullwidth, "p"},
		{13, 16, ReasonFullwidth, ":"},
		{16, 19, ReasonFullwidth, "/"},
		{19, 22, ReasonFullwidth, "/"},
		{29, 32, ReasonLabelSeparator, "."},
		{35, 38, ReasonFullwidth, "/"},
		{39, 40, ReasonEmbeddedSpace, ""},
		{41, 42, ReasonWrapper, ""},
	}
	if !reflect.DeepEqual(changes, want) {
		t.Errorf("changes\n%+v\nwant\n%+v", changes, want)
	}
}

func TestCleanRepairs(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		reasons  []Reason
	}{
		{"  http://example.com/  ", "http://example.com/", []Reason{ReasonSurroundingSpace, ReasonSurroundingSpace}},
		{`"http://example.com/"`, "http://example.com/", []Reason{ReasonWrapper, ReasonWrapper}},
		{"<URL:http://example.com/>", "http://example.com/", []Reason{ReasonWrapper, ReasonURLPrefix, ReasonWrapper}},
		{"<URL: http://example.com/>", "http://example.com/", []Reason{ReasonWrapper, ReasonURLPrefix, ReasonSurroundingSpace, ReasonWrapper}},
		{"「http://example.com/」", "http://example.com/", []Reason{ReasonWrapper, ReasonWrapper}},
		{"http://example.com/a-\n   b", "http://example.com/a-b", []Reason{ReasonEmbeddedSpace}},
		{"http://example.com/a\u00A0b", "http://example.com/ab", []Reason{ReasonEmbeddedSpace}},
		// Bidi formatting characters copied from a display (4.1, 4.3).
		{"\u202Bhttp://example.com/\u0645\u062B\u0627\u0644\u202C", "http://example.com/\u0645\u062B\u0627\u0644", []Reason{ReasonBidi, ReasonBidi}},
		{"http://example.com/a\u200Eb", "http://example.com/ab", []Reason{ReasonBidi}},
		// LEIRI's characters beyond IRIs, percent-encoded in UTF-8 (7.1).
		{"http://example.com/a|b^c", "http://example.com/a%7Cb%5Ec", []Reason{ReasonPercentEncoded, ReasonPercentEncoded}},
		{"http://example.com/{x}", "http://example.com/%7Bx%7D", []Reason{ReasonPercentEncoded, ReasonPercentEncoded}},
		{"http://example.com/\uFFFD", "http://example.com/%EF%BF%BD", []Reason{ReasonPercentEncoded}},
		{"http://example.com/\uE000", "http://example.com/%EE%80%80", []Reason{ReasonPercentEncoded}},
		// Fullwidth forms that are not syntax stay.
		{"http://example.com/ｆｉｌｅ", "http://example.com/ｆｉｌｅ", nil},
		{"ｈｔｔｐ：／／例え．テスト／？ｑ＃ｆ", "http://例え.テスト/?ｑ#ｆ", []Reason{
			ReasonFullwidth, ReasonFullwidth, ReasonFullwidth, ReasonFullwidth, ReasonFullwidth, ReasonFullwidth, ReasonFullwidth,
			ReasonLabelSeparator, ReasonFullwidth, ReasonFullwidth, ReasonFullwidth}},
		{"http://example.com/", "http://example.com/", nil},
	} {
		got, changes, err := Clean(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("Clean(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
			continue
		}
		var reasons []Reason
		for _, c := range changes {
			reasons = append(reasons, c.Reason)
			if c.Start < 0 || c.End < c.Start || c.End > len(tc.in) {
				t.Errorf("Clean(%q): change %+v outside the input", tc.in, c)
			}
		}
		if !reflect.DeepEqual(reasons, tc.reasons) {
			t.Errorf("Clean(%q) reasons %q, want %q", tc.in, reasons, tc.reasons)
		}
	}
}

// DefaultScheme adds a scheme to schemeless input only; without it such
// input is no IRI.
func TestCleanDefaultScheme(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"example.com/a", "https://example.com/a"},
		{" www.example.com ", "https://www.example.com"},
		{"localhost:8080/a", "https://localhost:8080/a"},
		{"http://example.com/a", "http://example.com/a"},
		{"mailto:a@example.com", "mailto:a@example.com"},
		{"foo+bar://h/", "foo+bar://h/"},
	} {
		got, _, err := Clean(tc.in, DefaultScheme("https"))
		if err != nil || got != tc.want {
			t.Errorf("Clean(%q, DefaultScheme) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	if _, _, err := Clean("example.com/a"); err == nil {
		t.Errorf("Clean without DefaultScheme accepted schemeless text")
	}
}

// What cannot be repaired gets a *iri.ParseError.
func TestCleanUnrepairableIsParseError(t *testing.T) {
	for _, in := range []string{"", "   ", "http://example.com/%zz", "http://[::1/", "http://h:port/", "\xff", "1http://x/"} {
		_, _, err := Clean(in)
		var pe *iri.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Clean(%q) error %v, want a *iri.ParseError", in, err)
		}
	}
}

// Clean never panics; what it returns is an IRI, its changes lie inside
// the input, in order.
func FuzzClean(f *testing.F) {
	f.Add("<ｈｔｔｐ：／／example。com／a\nb>", false)
	f.Add("<URL: \u202Bhttp://a/|\u202C >", true)
	f.Fuzz(func(t *testing.T, in string, def bool) {
		var opts []Option
		if def {
			opts = append(opts, DefaultScheme("https"))
		}
		out, changes, err := Clean(in, opts...)
		if err != nil {
			var pe *iri.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Clean(%q): error %v is no *iri.ParseError", in, err)
			}
			return
		}
		if _, err := iri.ParseIRI(out); err != nil {
			t.Fatalf("Clean(%q) = %q, which does not parse: %v", in, out, err)
		}
		prev := 0
		for _, c := range changes {
			if c.Start < prev || c.End < c.Start || c.End > len(in) {
				t.Fatalf("Clean(%q): change %+v out of order or outside", in, c)
			}
			prev = c.Start
		}
	})
}

// Invalid UTF-8 is an error even where DefaultScheme would make the rest
// an IRI: the byte 0xFF is no character (RFC 3629), so nothing to clean.
func TestCleanInvalidUTF8FirstByteIsError(t *testing.T) {
	for _, in := range []string{"\xffexample.com", "\xff"} {
		if got, _, err := Clean(in, DefaultScheme("https")); err == nil {
			t.Errorf("Clean(%q, DefaultScheme) = %q, want an error", in, got)
		}
	}
}

// The default scheme's insertion is reported where the cleaned text
// starts: after removed surrounding space, at 0 for empty text. "https://"
// alone is an IRI (RFC 3986 section 3.2: an empty authority).
func TestCleanDefaultSchemeSpan(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		changes  []Change
	}{
		{"  example.com", "https://example.com", []Change{
			{0, 2, ReasonSurroundingSpace, ""}, {2, 2, ReasonDefaultScheme, "https://"}}},
		{"", "https://", []Change{{0, 0, ReasonDefaultScheme, "https://"}}},
		// A wrapper of nothing: "<>" leaves empty text (bytes counted by hand).
		{"<>", "https://", []Change{{0, 1, ReasonWrapper, ""}, {0, 0, ReasonDefaultScheme, "https://"}, {1, 2, ReasonWrapper, ""}}},
		// "URL:" and nothing after it leaves empty text.
		{"URL:", "https://", []Change{{0, 4, ReasonURLPrefix, ""}, {0, 0, ReasonDefaultScheme, "https://"}}},
	} {
		got, changes, err := Clean(tc.in, DefaultScheme("https"))
		if err != nil || got != tc.want {
			t.Errorf("Clean(%q, DefaultScheme) = %q, %v; want %q", tc.in, got, err, tc.want)
			continue
		}
		if !reflect.DeepEqual(changes, tc.changes) {
			t.Errorf("Clean(%q, DefaultScheme) changes\n%+v\nwant\n%+v", tc.in, changes, tc.changes)
		}
	}
}

// A wrapper is an opener first and its closer last; an opener alone is
// part of the text, and "(http" is no scheme (RFC 3986 section 3.1).
func TestCleanOpenerWithoutCloserStays(t *testing.T) {
	for _, in := range []string{"(http://example.com/a", "<http://example.com/a", "\"http://example.com/a'"} {
		if got, _, err := Clean(in); err == nil {
			t.Errorf("Clean(%q) = %q, want an error", in, got)
		}
	}
}

// "URL:" is removed in any case (RFC 3986 Appendix C shows "URL:" and
// scheme names are case-insensitive, section 3.1).
func TestCleanURLPrefixAnyCase(t *testing.T) {
	for _, in := range []string{"url:http://example.com/", "<Url:http://example.com/>", "uRl:http://example.com/"} {
		got, changes, err := Clean(in)
		if err != nil || got != "http://example.com/" {
			t.Errorf("Clean(%q) = %q, %v; want http://example.com/", in, got, err)
			continue
		}
		found := false
		for _, c := range changes {
			found = found || c.Reason == ReasonURLPrefix
		}
		if !found {
			t.Errorf("Clean(%q) changes %+v: no %q", in, changes, ReasonURLPrefix)
		}
	}
}

// Fullwidth forms are mapped in the scheme only: the text before the first
// colon when it is all scheme characters (RFC 3986 section 3.1: ALPHA
// first, then ALPHA, DIGIT, "+", "-", "."). Fullwidth letters after a
// colon, or after a character no scheme has, stay.
func TestCleanFullwidthSchemeOnlyBeforeFirstColon(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		// The scheme ends at the first colon: "ｅｘ" is the path.
		{"urn:ｅｘ:a", "urn:ｅｘ:a"},
		// "+" is a scheme character after the first.
		{"ｆｏｏ+ｂａｒ：//h/", "foo+bar://h/"},
		{"ｓ3：//h/", "s3://h/"},
	} {
		got, _, err := Clean(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("Clean(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	// "/" is no scheme character, so "example.com/ｐａｔｈ" has no scheme
	// and its letters stay.
	in := "example.com/ｐａｔｈ:x"
	if got, _, err := Clean(in, DefaultScheme("https")); err != nil || got != "https://example.com/ｐａｔｈ:x" {
		t.Errorf("Clean(%q, DefaultScheme) = %q, %v; want https://example.com/ｐａｔｈ:x", in, got, err)
	}
}

// U+3002 and U+FF0E are mapped to "." only between the labels of the host
// of "scheme://host" (3987bis 8.2): not first in the host, not after a
// ".", not in userinfo, path, query or fragment, not without "//".
func TestCleanLabelSeparatorOnlyBetweenHostLabels(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		changes  []Change
	}{
		// Bytes counted by hand: "http://example" is 14 bytes, "。" 3.
		{"http://example。com", "http://example.com", []Change{{14, 17, ReasonLabelSeparator, "."}}},
		{"http://example．com。", "http://example.com.", []Change{{14, 17, ReasonLabelSeparator, "."}, {20, 23, ReasonLabelSeparator, "."}}},
		{"http://。example.com/", "http://。example.com/", nil},
		{"http://a.。b/", "http://a.。b/", nil},
		{"http://example.com/a。b/c", "http://example.com/a。b/c", nil},
		{"http://example.com?a。b", "http://example.com?a。b", nil},
		// "http://a。b@" is 13 bytes; "http://a。b@example" 20.
		{"http://a。b@example。com/", "http://a。b@example.com/", []Change{{20, 23, ReasonLabelSeparator, "."}}},
		{"http://user@。example.com/", "http://user@。example.com/", nil},
		{"http:/example。com", "http:/example。com", nil},
		{"about:", "about:", nil},
		{"http:/", "http:/", nil},
	} {
		got, changes, err := Clean(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("Clean(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
			continue
		}
		if !reflect.DeepEqual(changes, tc.changes) {
			t.Errorf("Clean(%q) changes\n%+v\nwant\n%+v", tc.in, changes, tc.changes)
		}
	}
	// Without a scheme there is no host: "//example。com" is a relative
	// reference, and "://" has an empty scheme name (RFC 3986 section 3.1).
	for _, in := range []string{"//example。com", "://example。com"} {
		_, changes, _ := Clean(in)
		for _, c := range changes {
			if c.Reason == ReasonLabelSeparator {
				t.Errorf("Clean(%q) mapped a full stop outside a host: %+v", in, c)
			}
		}
	}
}

// C0 controls are leiri-ucschar (%x0-1F) but not ucschar, so they are
// percent-encoded (3987bis 7.1): U+0000 as "%00", U+0001 as "%01".
func TestCleanPercentEncodesC0Controls(t *testing.T) {
	in := "http://example.com/a\x00b\x01"
	got, changes, err := Clean(in)
	if err != nil || got != "http://example.com/a%00b%01" {
		t.Fatalf("Clean(%q) = %q, %v; want http://example.com/a%%00b%%01", in, got, err)
	}
	want := []Change{{20, 21, ReasonPercentEncoded, "%00"}, {22, 23, ReasonPercentEncoded, "%01"}}
	if !reflect.DeepEqual(changes, want) {
		t.Errorf("changes %+v, want %+v", changes, want)
	}
}

// A scheme name not registered and not followed by "//" is no scheme, so
// DefaultScheme adds one ("foo" is not in the IANA registry).
func TestCleanDefaultSchemeUnregisteredNameWithoutSlashes(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"foo:", "https://foo:"},
		{"foo:/", "https://foo:/"},
		{"foo:/x", "https://foo:/x"},
		{"foo://x", "foo://x"},
	} {
		got, _, err := Clean(tc.in, DefaultScheme("https"))
		if err != nil || got != tc.want {
			t.Errorf("Clean(%q, DefaultScheme) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}
