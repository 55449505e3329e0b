package iri

import (
	"errors"
	"github.com/goiri/iri/internal/prose"
	"io"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/delim"
)

// iris returns the IRI field of each match.
func iris(ms []Match) []string {
	out := []string{}
	for _, m := range ms {
		out = append(out, m.IRI)
	}
	return out
}

func checkExtract(t *testing.T, text string, want []string, opts ...Option) {
	t.Helper()
	if want == nil {
		want = []string{}
	}
	if got := iris(Extract(text, opts...)); !reflect.DeepEqual(got, want) {
		t.Errorf("Extract(%q) = %q, want %q", text, got, want)
	}
}

type extractCase struct {
	text string
	want []string
}

func runExtractCases(t *testing.T, cases []extractCase, opts ...Option) {
	t.Helper()
	for _, tc := range cases {
		checkExtract(t, tc.text, tc.want, opts...)
	}
}

// RFC 3986 Appendix C's worked example contains exactly three URI
// references, listed there.
func TestExtractAppendixCExample(t *testing.T) {
	text := "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n" +
		"but you can probably pick it up from <ftp://foo.example.\n" +
		"com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n" +
		"ietf/uri/historical.html#WARNING>.\n"
	checkExtract(t, text, []string{
		"http://www.w3.org/Addressing/",
		"ftp://foo.example.com/rfc/",
		"http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
	})
}

// Schemes of the same length and first letter, registered or not, keep
// their own answer when they alternate: ftp and fax are in the IANA
// registry, foo is not.
func TestExtractSchemeLookupsAlternate(t *testing.T) {
	checkExtract(t, "foo:b ftp:a foo:b fax:1 FTP:c foo:d ftp:e", []string{"ftp:a", "fax:1", "FTP:c", "ftp:e"})
}

// The scheme is the run of scheme characters ending at the colon, from its
// first ASCII letter; it is taken when registered or followed by "//".
func TestExtractSchemeDetection(t *testing.T) {
	runExtractCases(t, []extractCase{
		{"1http://x/", []string{"http://x/"}},
		{"+-.http://x/", []string{"http://x/"}},
		{"text:http://example.com/", []string{"http://example.com/"}},
		{"google.com:500000", nil},
		{"git@github.com:user/repo.git", nil},
		{"foorandom:bar", nil},
		{"svn+ssh://h/x", []string{"svn+ssh://h/x"}},
		{"foorandom://h/x", []string{"foorandom://h/x"}},
		{"write to mailto:a@example.com today", []string{"mailto:a@example.com"}},
		{"urn:isbn:0451450523", []string{"urn:isbn:0451450523"}},
		{"HTTP://X/", []string{"HTTP://X/"}},
		{"éhttp://x/", []string{"http://x/"}},
		// Not IRIs in free text: no scheme.
		{"example.com www.example.com //host/x a@example.com", nil},
		{"see example.com/path and www.example.org.", nil},
	})
}

// AnyScheme accepts every syntactically valid scheme; the empty-after-scheme
// rule still applies.
func TestExtractAnySchemeOption(t *testing.T) {
	runExtractCases(t, []extractCase{
		{"foorandom:bar", []string{"foorandom:bar"}},
		{"x-y.z+w:1", []string{"x-y.z+w:1"}},
		{"Note: x", nil},
		{`C:\path`, nil},
		// "URL:" after "<" is Appendix C's prefix, not a scheme.
		{"<URL:http://example.com/a>", []string{"http://example.com/a"}},
		{"<url: foo:bar>", []string{"foo:bar"}},
		{"URL:x", []string{"URL:x"}},
	}, AnyScheme())
}

// The RFC 3987 grammar decides where the IRI ends: letters of every script
// go on, the first character the grammar refuses there ends it.
func TestExtractEndsWhereGrammarEnds(t *testing.T) {
	runExtractCases(t, []extractCase{
		{"http://例え.jp/パス?q=値#frag done", []string{"http://例え.jp/パス?q=値#frag"}},
		{"http://ru.wikipedia.org/wiki/Москва next", []string{"http://ru.wikipedia.org/wiki/Москва"}},
		{"http://x/😀🎉 y", []string{"http://x/😀🎉"}},
		{"http://x/مثال", []string{"http://x/مثال"}},
		{"http://x/a<b", []string{"http://x/a"}},
		{`http://x/a"b`, []string{"http://x/a"}},
		{"http://x/a{b", []string{"http://x/a"}},
		{"http://x/a}b", []string{"http://x/a"}},
		{"http://x/a|b", []string{"http://x/a"}},
		{`http://x/a\b`, []string{"http://x/a"}},
		{"http://x/a^b", []string{"http://x/a"}},
		{"http://x/a`b", []string{"http://x/a"}},
		{"http://x/a\x7Fb", []string{"http://x/a"}},
		{"http://x/a\u0085b", []string{"http://x/a"}},
		{"http://x/a\uFFF0b", []string{"http://x/a"}},
		{"http://x/a\xffb", []string{"http://x/a"}},
		// pct-encoded is "%" and two hexadecimal digits.
		{"http://x/a%41b", []string{"http://x/a%41b"}},
		{"http://x/a%zz", []string{"http://x/a"}},
		{"http://x/a%4", []string{"http://x/a"}},
		// ifragment has no "#"; iquery has "?" and "/".
		{"http://x/#a#b", []string{"http://x/#a"}},
		{"http://x/?a?b/c#d?e/f", []string{"http://x/?a?b/c#d?e/f"}},
		// iprivate is allowed in the query only.
		{"http://x/?a\uE000b", []string{"http://x/?a\uE000b"}},
		{"http://x/a\uE000b", []string{"http://x/a"}},
		{"http://x/#a\uE000b", []string{"http://x/#a"}},
		// The authority: userinfo, IP literals, ports of digits.
		{"http://user:pw@host/p", []string{"http://user:pw@host/p"}},
		{"http://a@b@c/", []string{"http://a@b"}},
		{"http://[::1]:8080/p", []string{"http://[::1]:8080/p"}},
		{"http://[v7.a:b]/p", []string{"http://[v7.a:b]/p"}},
		{"http://[::ffff:1.2.3.4]/", []string{"http://[::ffff:1.2.3.4]/"}},
		{"http://[zz]/p", nil},
		{"http://[::1%eth0]/p", nil},
		{"http://host:80abc", []string{"http://host:80"}},
		{"http://host:/p", []string{"http://host:/p"}},
		{"file:///etc/hosts", []string{"file:///etc/hosts"}},
	})
}

// Unicode white space ends an IRI even where it is ucschar (RFC 3986
// Appendix C), and so do the bidi formatting characters (RFC 3987 section
// 4.1).
func TestExtractWhiteSpaceAndBidiEndIRI(t *testing.T) {
	for _, sep := range []string{
		" ", "\t", "\n", "\r\n", "\u00A0", "\u1680", "\u2000", "\u2003", "\u200A",
		"\u2028", "\u2029", "\u202F", "\u205F", "\u3000",
		"\u200E", "\u200F", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E",
		"\u2066", "\u2067", "\u2068", "\u2069",
	} {
		checkExtract(t, "http://x/a"+sep+"b", []string{"http://x/a"})
	}
	// Other format characters near them are ucschar and stay.
	checkExtract(t, "http://x/a\u200Db", []string{"http://x/a\u200Db"})
}

// Trailing punctuation is removed repeatedly; a final ")" or "）" stays
// when it balances an opening one inside the IRI.
func TestExtractTrailingPunctuation(t *testing.T) {
	runExtractCases(t, []extractCase{
		{"See http://x/a.", []string{"http://x/a"}},
		{"See http://x/a.,;:!?'", []string{"http://x/a"}},
		{"http://x/a。", []string{"http://x/a"}},
		{"http://x/a、", []string{"http://x/a"}},
		{"http://x/a，", []string{"http://x/a"}},
		{"http://x/a．", []string{"http://x/a"}},
		{"http://x/a！", []string{"http://x/a"}},
		{"http://x/a？", []string{"http://x/a"}},
		{"http://x/a،", []string{"http://x/a"}},
		{"http://x/a؟", []string{"http://x/a"}},
		{"http://x/a।", []string{"http://x/a"}},
		{"http://x/a」』】〉》）”’»", []string{"http://x/a"}},
		{"http://en.wikipedia.org/wiki/Foo_(bar)", []string{"http://en.wikipedia.org/wiki/Foo_(bar)"}},
		{"http://en.wikipedia.org/wiki/Foo_(bar).", []string{"http://en.wikipedia.org/wiki/Foo_(bar)"}},
		{"(see http://x/a)", []string{"http://x/a"}},
		{"http://x/a)).", []string{"http://x/a"}},
		{"http://x/(a))", []string{"http://x/(a)"}},
		{"http://x/a（b）", []string{"http://x/a（b）"}},
		{"http://x/a）", []string{"http://x/a"}},
		{"http://x/a*", []string{"http://x/a*"}},
		{"http://x/a@", []string{"http://x/a@"}},
		{"http://x/a.b", []string{"http://x/a.b"}},
	})
}

// Wrappers are not part of the IRI: after an opening bracket or quote, the
// IRI ends at the first matching closer not balanced inside it.
func TestExtractWrappers(t *testing.T) {
	runExtractCases(t, []extractCase{
		{"(http://x/bar)more", []string{"http://x/bar"}},
		{"'http://x/bar'more", []string{"http://x/bar"}},
		{"「http://x/パス」を参照", []string{"http://x/パス"}},
		{`"http://x/"`, []string{"http://x/"}},
		{"[http://x/]", []string{"http://x/"}},
		{"{http://x/}", []string{"http://x/"}},
		{"«http://x/»", []string{"http://x/"}},
		{"『http://x/a』b", []string{"http://x/a"}},
		{"【http://x/a】b", []string{"http://x/a"}},
		{"〈http://x/a〉b", []string{"http://x/a"}},
		{"《http://x/a》b", []string{"http://x/a"}},
		{"（http://x/a）b", []string{"http://x/a"}},
		{"“http://x/a”b", []string{"http://x/a"}},
		{"‘http://x/a’b", []string{"http://x/a"}},
		{"(http://x/a(b)c)d", []string{"http://x/a(b)c"}},
		{"(http://en.wikipedia.org/wiki/Foo_(bar))", []string{"http://en.wikipedia.org/wiki/Foo_(bar)"}},
		{"(http://x/bar.)", []string{"http://x/bar"}},
		{"'http://x/a' and 'http://y/b'", []string{"http://x/a", "http://y/b"}},
		// Cut at the closer, "a:b" is no longer userinfo but a host and a
		// port that is not digits: the grammar's prefix is "http://a:",
		// whose ":" is trailing punctuation.
		{"(http://a:b)@c", []string{"http://a"}},
	})
}

// Angle brackets: the text between "<" and ">", white space removed and
// "URL:" stripped, is the IRI when it is one; else it is free text.
func TestExtractAngleBrackets(t *testing.T) {
	runExtractCases(t, []extractCase{
		{"<URL:http://example.com/a>", []string{"http://example.com/a"}},
		{"<URL: http://example.com/a>", []string{"http://example.com/a"}},
		{"< http://example.com/a >", []string{"http://example.com/a"}},
		{"<http://example.com/a-\n  b>", []string{"http://example.com/a-b"}},
		{"<http://example.com/a\n\tb\r\nc>", []string{"http://example.com/abc"}},
		{"<http://example.com/\u3000a>", []string{"http://example.com/a"}},
		{"<http://x/a.>", []string{"http://x/a."}},
		{"<http://x/a)>", []string{"http://x/a)"}},
		{`<http://x/a b"c>`, []string{"http://x/a"}},
		{"<http://x/a%zz>", []string{"http://x/a"}},
		{"<http://x/a", []string{"http://x/a"}},
		{"<see http://x/a>", []string{"http://x/a"}},
		{"<http:>", nil},
		{"<<http://x/a>>", []string{"http://x/a"}},
	})
}

// Nothing left after "scheme:", or "scheme://" with an empty authority and
// path, is not an IRI.
func TestExtractEmptyAfterSchemeRejected(t *testing.T) {
	runExtractCases(t, []extractCase{
		{"http://", nil},
		{"http://.", nil},
		{"http://?", nil},
		{"http://?q=1", nil},
		{"http://#", nil},
		{"see http://#top now", nil},
		{"mailto:", nil},
		{"mailto: a", nil},
		{"Note: x", nil},
		{`C:\path`, nil},
		{"http:// x", nil},
		{"http:/x", []string{"http:/x"}},
	})
}

// Cases in the style of linkifiers' fixtures, each worked out by hand from
// the rules: the grammar ends "[", "{" and white space; trailing
// punctuation and unbalanced ")" go; Markdown links give both IRIs.
func TestExtractLinkifierStyleText(t *testing.T) {
	runExtractCases(t, []extractCase{
		{"My http://example.com site", []string{"http://example.com"}},
		{"http://example.com/foo_bar_(wiki)_(again)", []string{"http://example.com/foo_bar_(wiki)_(again)"}},
		{"(Scoped http://example.com/foo_bar)", []string{"http://example.com/foo_bar"}},
		{"http://foo.com/blah_blah_[other]", []string{"http://foo.com/blah_blah_"}},
		{"http://example.com/123!!!", []string{"http://example.com/123"}},
		{"http://localhost:8000?", []string{"http://localhost:8000"}},
		{"http://example.com/#", []string{"http://example.com/#"}},
		{"[https://example.com](https://example.com)", []string{"https://example.com", "https://example.com"}},
		{"**http://example.com/**", []string{"http://example.com/**"}},
		{"Check http://example.com, http://example.org.", []string{"http://example.com", "http://example.org"}},
		{`<a href="http://x/">`, []string{"http://x/"}},
		{"javascript:alert(1)", []string{"javascript:alert(1)"}},
		{"magnet:?xt=urn:btih:abc", []string{"magnet:?xt=urn:btih:abc"}},
		{"tel:+1-201-555-0123.", []string{"tel:+1-201-555-0123"}},
		{"go://foo foo://", []string{"go://foo"}},
		{"see http://x/a:b:c:", []string{"http://x/a:b:c"}},
		{"http://例子.测试。", []string{"http://例子.测试"}},
		{"https://x/“quoted”", []string{"https://x/“quoted"}},
	})
}

// No splitting heuristics: the grammar allows a comma and a colon in a path.
func TestExtractNoSplitting(t *testing.T) {
	checkExtract(t, "http://a/x,http://b/y", []string{"http://a/x,http://b/y"})
	checkExtract(t, "http://a/x http://b/y", []string{"http://a/x", "http://b/y"})
}

// Start and End are byte offsets of the IRI in the input, Line the line of
// Start; worked out by counting bytes.
func TestExtractSpansAndLines(t *testing.T) {
	text := "é\nsee http://x/a.\n<ftp://y/\n z> (http://z/)"
	got := Extract(text)
	want := []Match{
		{IRI: "http://x/a", Start: 7, End: 17, Line: 2},
		{IRI: "ftp://y/z", Start: 20, End: 31, Line: 3, Bracketed: true},
		{IRI: "http://z/", Start: 34, End: 43, Line: 4},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Extract(%q) =\n%+v\nwant\n%+v", text, got, want)
	}
	for _, m := range got {
		if !m.Bracketed && text[m.Start:m.End] != m.IRI {
			t.Errorf("text[%d:%d] = %q, want %q", m.Start, m.End, text[m.Start:m.End], m.IRI)
		}
	}
}

// Extract keeps every IRI whatever the density: sparse then dense text
// makes its result grow several times from its first guess.
func TestExtractKeepsAllWhenDensityChanges(t *testing.T) {
	var b strings.Builder
	var want []string
	b.WriteString(strings.Repeat("plain words without any link. ", 2000))
	for i := range 5000 {
		iri := "http://h" + strconv.Itoa(i) + ".example/"
		want = append(want, iri)
		b.WriteString(iri + " ")
	}
	text := b.String()
	got := Extract(text)
	if !reflect.DeepEqual(iris(got), want) {
		t.Fatalf("Extract found %d IRIs, want the %d written", len(got), len(want))
	}
	checkMatches(t, text, got)
}

// checkMatches checks the invariants of every extraction: spans inside the
// input, in order, not overlapping; verbatim IRIs equal to their span; each
// IRI an IRI of the RFC 3987 grammar.
func checkMatches(t *testing.T, text string, ms []Match) {
	t.Helper()
	prev := 0
	for _, m := range ms {
		if m.Start < prev || m.End < m.Start || m.End > len(text) {
			t.Fatalf("Extract(%q): span [%d,%d) after %d or outside the input", text, m.Start, m.End, prev)
		}
		prev = m.End
		if !m.Bracketed && text[m.Start:m.End] != m.IRI {
			t.Fatalf("Extract(%q): text[%d:%d] = %q, IRI %q", text, m.Start, m.End, text[m.Start:m.End], m.IRI)
		}
		if _, err := ParseIRI(m.IRI); err != nil {
			t.Fatalf("Extract(%q): %q does not parse as an RFC 3987 IRI: %v", text, m.IRI, err)
		}
	}
}

func FuzzExtract(f *testing.F) {
	for _, s := range []string{
		"Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\nbut <ftp://foo.example.\ncom/rfc/>.",
		"1http://x/ text:http://a/ (http://x/a(b)c)d 「http://x/パス」を参照",
		"<URL: http://[::1]:80/a-\n b> http://a@b@c/ http://x/?\uE000#a#b",
		"http://[v7.a:b]/ http://h:80x <http://x/%zz> mailto: http://. a:a:a:",
	} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, text string, any bool) {
		var opts []Option
		if any {
			opts = append(opts, AnyScheme())
		}
		checkMatches(t, text, Extract(text, opts...))
	})
}

// extractAll runs ExtractReader's extractor with a small window over text, read one
// byte at a time.
func extractAll(t *testing.T, text string, window, lookback, maxBracketed int, opts ...Option) []Match {
	t.Helper()
	e := newExtractor(iotest.OneByteReader(strings.NewReader(text)), window, lookback, opts)
	e.x.maxBracketed = maxBracketed
	var out []Match
	for e.Scan() {
		out = append(out, e.m)
	}
	if err := e.err; err != nil {
		t.Fatalf("extractor: %v", err)
	}
	return out
}

// ExtractReader's extractor finds what Extract finds when every IRI fits in its window,
// with offsets and lines counted from the start of the input.
func TestExtractReaderMatchesExtract(t *testing.T) {
	text := strings.Repeat("Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n"+
		"but you can probably pick it up from <ftp://foo.example.\n"+
		"com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n"+
		"ietf/uri/historical.html#WARNING>.\n 「http://x/パス」を参照 (http://en.wikipedia.org/wiki/Foo_(bar)) ", 20)
	want := Extract(text)
	if len(want) != 100 {
		t.Fatalf("Extract found %d IRIs, want 100", len(want))
	}
	for _, window := range []int{128, 1000, maxLookahead} {
		got := extractAll(t, text, window, 32, 100)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("window %d: extractor found\n%+v\nwant\n%+v", window, got, want)
		}
	}
}

// An IRI longer than the window is cut at the window's end, the longest
// prefix there that is an IRI, and the rest of it is skipped.
func TestExtractReaderCutsIRILongerThanWindow(t *testing.T) {
	long := "http://x/" + strings.Repeat("a", 300)
	text := long + " http://y/"
	got := extractAll(t, text, 128, 16, 100)
	if len(got) != 2 || got[0].Start != 0 || got[0].IRI != long[:128] || got[1].IRI != "http://y/" || got[1].Start != len(long)+1 {
		t.Fatalf("extractor found %+v", got)
	}
}

// An unclosed "<" does not make ExtractReader hold more than its window.
func TestExtractReaderUnclosedBracketKeepsWindow(t *testing.T) {
	text := "<http://x/a " + strings.Repeat("word ", 100000)
	e := newExtractor(strings.NewReader(text), 4096, 256, nil)
	var got []string
	for e.Scan() {
		got = append(got, e.m.IRI)
		if cap(e.buf) > 4096 {
			t.Fatalf("window grew to %d bytes", cap(e.buf))
		}
	}
	if !reflect.DeepEqual(got, []string{"http://x/a"}) {
		t.Fatalf("extractor found %q", got)
	}
}

// ExtractReader yields the IRIs found before a read error, then the error
// as its last value; without an error it yields the IRIs only.
func TestExtractReaderReportsReadErrorLast(t *testing.T) {
	errRead := errors.New("disk on fire")
	collect := func(r io.Reader) (iris []string, errs []error) {
		for m, err := range ExtractReader(r) {
			iris = append(iris, m.IRI)
			errs = append(errs, err)
		}
		return iris, errs
	}
	iris, errs := collect(io.MultiReader(strings.NewReader("see http://x/a and http://y/b "), iotest.ErrReader(errRead)))
	if !reflect.DeepEqual(iris, []string{"http://x/a", "http://y/b", ""}) || errs[0] != nil || errs[1] != nil || errs[2] != errRead {
		t.Errorf("with a read error: IRIs %q, errors %v", iris, errs)
	}
	iris, errs = collect(strings.NewReader("see http://x/a and http://y/b "))
	if !reflect.DeepEqual(iris, []string{"http://x/a", "http://y/b"}) || errs[0] != nil || errs[1] != nil {
		t.Errorf("without a read error: IRIs %q, errors %v", iris, errs)
	}
}

// extractAllWithin is extractAll, failing the test instead of hanging when
// the extractor makes no progress.
func extractAllWithin(t *testing.T, text string, window, lookback int) []Match {
	t.Helper()
	done := make(chan []Match, 1)
	go func() {
		e := newExtractor(iotest.OneByteReader(strings.NewReader(text)), window, lookback, nil)
		var out []Match
		for e.Scan() {
			out = append(out, e.m)
		}
		done <- out
	}()
	select {
	case out := <-done:
		return out
	case <-time.After(10 * time.Second):
		t.Fatalf("extractor made no progress on %q", text)
		return nil
	}
}

// An IRI longer than the window that starts past the look-back is cut at
// the end of the window slid to keep only the look-back before its ":".
// Window 128, look-back 16: the ":" is at 104, the slid window covers
// [88, 216), so the IRI found is text[100:216].
func TestExtractReaderCutsLongIRIAfterSlide(t *testing.T) {
	text := strings.Repeat("word ", 20) + "http://x/" + strings.Repeat("a", 300) + " http://y/"
	got := extractAllWithin(t, text, 128, 16)
	if len(got) != 2 || got[0].Start != 100 || got[0].End != 216 || got[0].IRI != text[100:216] ||
		got[1].IRI != "http://y/" || got[1].Start != 410 {
		t.Fatalf("extractor found %+v", got)
	}
}

// A cut IRI whose window ends with the first 3 bytes of a 4-byte character
// ends before that character, 3 bytes before the window's end, and the rest
// of it (up to the white space) is skipped, "http://y/" in it included.
// Window 32: "http://x/" and 20 "a" are 29 bytes.
func TestExtractReaderSkipsRestOfIRICutInCharacter(t *testing.T) {
	text := "http://x/" + strings.Repeat("a", 20) + "\U0001F600b/http://y/ http://z/"
	got := extractAllWithin(t, text, 32, 8)
	want := []string{"http://x/" + strings.Repeat("a", 20), "http://z/"}
	if len(got) != 2 || got[0].IRI != want[0] || got[0].Start != 0 || got[1].IRI != want[1] || got[1].Start != len(text)-9 {
		t.Fatalf("extractor found %+v, want %q", got, want)
	}
}

// The rest of a cut IRI is skipped even when the window ends in the IRI's
// trailing punctuation, which the cut match leaves out: with window 32,
// "http://x/" and 19 "a" fill 28 bytes, the window ends in "....", and
// "b/http://y/" is the same IRI's rest, not another IRI (Extract finds one
// IRI there). After the space, "http://z/" is found as usual. An IRI inside
// an unclosed "<" that ends at white space before the window's end loses
// nothing: the skip stops at that space.
func TestExtractReaderSkipsRestOfIRICutInPunctuation(t *testing.T) {
	text := "http://x/" + strings.Repeat("a", 19) + "....b/http://y/ http://z/"
	if all := Extract(text); len(all) != 2 || all[0].IRI != text[:len(text)-10] {
		t.Fatalf("Extract found %+v, want the long IRI and http://z/", all)
	}
	got := extractAllWithin(t, text, 32, 8)
	want := []string{"http://x/" + strings.Repeat("a", 19), "http://z/"}
	if len(got) != 2 || got[0].IRI != want[0] || got[1].IRI != want[1] || got[1].Start != len(text)-9 {
		t.Fatalf("extractor found %+v, want %q", got, want)
	}
	text = "<http://x/ " + strings.Repeat("word ", 10) + "http://y/ "
	got = extractAllWithin(t, text, 32, 8)
	if len(got) != 2 || got[0].IRI != "http://x/" || got[1].IRI != "http://y/" {
		t.Fatalf("unclosed <: extractor found %+v, want http://x/ and http://y/", got)
	}
}

// With a look-back of 1 byte, every long IRI is cut and its rest skipped,
// the second one too, whose ":" is then at 1 in the slid window. Window
// 16: each IRI found is the 16 bytes from its scheme.
func TestExtractReaderCutsEachLongIRI(t *testing.T) {
	text := "a://" + strings.Repeat("b", 30) + " a://" + strings.Repeat("c", 30) + "/http://d/ "
	got := extractAllWithin(t, text, 16, 1)
	var iris []string
	for _, m := range got {
		iris = append(iris, m.IRI)
	}
	want := []string{"a://" + strings.Repeat("b", 12), "a://" + strings.Repeat("c", 12)}
	if !reflect.DeepEqual(iris, want) || got[1].Start != 35 {
		t.Fatalf("extractor found %+v, want %q", got, want)
	}
}

// longestRun returns the length of the longest run of bytes of s in set.
func longestRun(s string, in func(byte) bool) int {
	best, n := 0, 0
	for i := 0; i < len(s); i++ {
		if in(s[i]) {
			n++
			best = max(best, n)
		} else {
			n = 0
		}
	}
	return best
}

// FuzzExtractor checks ExtractReader's matches (small window, input read a
// byte at a time) for the invariants of Extract's, and that they are
// Extract's when no match, scheme or white space run is near the window's
// size.
func FuzzExtractor(f *testing.F) {
	f.Add("Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\nbut <ftp://foo.example.\ncom/rfc/>.")
	f.Add("<http://x/a " + strings.Repeat("http://", 40) + " (http://x/a(b)c)d")
	f.Fuzz(func(t *testing.T, text string) {
		const window, lookback, maxBracketed = 256, 64, 64
		got := extractAll(t, text, window, lookback, maxBracketed)
		checkMatches(t, text, got)
		x := newExtractState(nil)
		x.setText(text, true)
		x.maxBracketed = maxBracketed
		var want []Match
		line, lineAt := 1, 0
		for {
			var m Match
			if ok, _ := x.next(&m); !ok {
				break
			}
			if m.End-m.Start > window/2 {
				return
			}
			line += strings.Count(text[lineAt:m.Start], "\n")
			lineAt, m.Line = m.Start, line
			want = append(want, m)
		}
		if longestRun(text, func(c byte) bool {
			return chars.Is(c, chars.SchemeChar) || delim.IsASCIISpace(c) || c == ':' || c == '<'
		}) > lookback/2 {
			return
		}
		if len(got) != len(want) || (len(got) > 0 && !reflect.DeepEqual(got, want)) {
			t.Fatalf("extractor found\n%+v\nExtract\n%+v", got, want)
		}
	})
}

// extractProse returns about size bytes of prose, with one IRI in every
// 200 bytes when withIRIs (internal/prose, shared with bench/extract).
func extractProse(size int, withIRIs bool) string { return prose.Prose(size, withIRIs) }

// The benchmark prose has one IRI in every 200 bytes, all found.
func TestExtractProseHasOneIRIPer200Bytes(t *testing.T) {
	text := extractProse(1<<20, true)
	n := len(Extract(text))
	if want := len(text) / 200; n < want-want/20 || n > want+want/20 {
		t.Fatalf("%d IRIs in %d bytes, want about %d", n, len(text), want)
	}
	if n := len(Extract(extractProse(1<<20, false))); n != 0 {
		t.Fatalf("%d IRIs in the prose without any", n)
	}
}

func BenchmarkExtract(b *testing.B) {
	for _, bc := range []struct {
		name string
		text string
	}{
		{"prose-iri-per-200B", extractProse(10<<20, true)},
		{"prose-no-iri", extractProse(10<<20, false)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.text)))
			b.ReportAllocs()
			for b.Loop() {
				Extract(bc.text)
			}
		})
		b.Run(bc.name+"/reader", func(b *testing.B) {
			b.SetBytes(int64(len(bc.text)))
			b.ReportAllocs()
			for b.Loop() {
				for range ExtractReader(strings.NewReader(bc.text)) {
				}
			}
		})
	}
}

// BenchmarkExtractAdversarial runs on 10 MB of text made to be slow: its
// MB/s, compared with BenchmarkExtract's, shows the time stays linear; the
// reader's B/op shows its memory stays within its window.
func BenchmarkExtractAdversarial(b *testing.B) {
	const size = 10_000_000
	for _, bc := range []struct {
		name string
		text string
	}{
		{"http", strings.Repeat("http://", size/7)},
		{"parens", strings.Repeat("(", size)},
		{"angles", strings.Repeat("<", size)},
		{"a-colon", strings.Repeat("a:", size/2)},
		{"angle-http", strings.Repeat("<http://", size/8)},
		{"unclosed-angle", "<http://" + extractProse(size, false)},
		{"unclosed-angle-no-space", "<http://" + strings.Repeat("a", size)},
	} {
		for _, any := range []bool{false, true} {
			var opts []Option
			name := bc.name
			if any {
				opts, name = append(opts, AnyScheme()), name+"/any-scheme"
			}
			b.Run(name, func(b *testing.B) {
				b.SetBytes(int64(len(bc.text)))
				b.ReportAllocs()
				for b.Loop() {
					Extract(bc.text, opts...)
				}
			})
			b.Run(name+"/reader", func(b *testing.B) {
				b.SetBytes(int64(len(bc.text)))
				b.ReportAllocs()
				for b.Loop() {
					for range ExtractReader(strings.NewReader(bc.text), opts...) {
					}
				}
			})
		}
	}
}

// Match.URI maps the IRI (section 3.6): IDNA for the host, UTF-8
// percent-encoding for the path; a host IDNA refuses (a label starting
// with U+200D ZERO WIDTH JOINER, CONTEXTJ of RFC 5892) is percent-encoded
// instead.
func TestMatchURI(t *testing.T) {
	for in, want := range map[string]string{
		"http://例え.jp/パス":      "http://xn--r8jz45g.jp/%E3%83%91%E3%82%B9",
		"http://\u200Db.com/é": "http://%E2%80%8Db.com/%C3%A9",
	} {
		if got, err := (Match{IRI: in}).URI(); err != nil || got != want {
			t.Errorf("Match{%q}.URI() = %q, %v; want %q", in, got, err, want)
		}
	}
}

// checkMatchSpans compares the IRI, Start, End and Bracketed of each match.
func checkMatchSpans(t *testing.T, what string, got, want []Match) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: found %+v, want %+v", what, got, want)
		return
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.IRI != w.IRI || g.Start != w.Start || g.End != w.End || g.Bracketed != w.Bracketed {
			t.Errorf("%s: match %d is %+v, want %+v", what, i, g, w)
		}
	}
}

// White space may stand between "<" (or "<URL:") and the IRI (RFC 3986
// Appendix C, docs/extract.md rule 6); the IRI in brackets then loses its
// inner white space, unlike the plain reading, which ends at the space.
// "< http://a/b c>": "<" at 0, space at 1, the IRI from 2 to the ">" at 14.
// "<URL:http://a/b c>": the IRI from 5 to the ">" at 17.
// "<URL: http://a/(b)>": the IRI from 6 to the ">" at 18.
func TestExtractBracketsAfterWhiteSpaceOrURLPrefix(t *testing.T) {
	for _, tc := range []struct {
		text string
		want Match
	}{
		{"< http://a/b c>", Match{IRI: "http://a/bc", Start: 2, End: 14, Bracketed: true}},
		{"<URL:http://a/b c>", Match{IRI: "http://a/bc", Start: 5, End: 17, Bracketed: true}},
		{"<URL: http://a/b c>", Match{IRI: "http://a/bc", Start: 6, End: 18, Bracketed: true}},
	} {
		checkMatchSpans(t, tc.text, Extract(tc.text), []Match{tc.want})
	}
}

// What follows "scheme:" may be any IRI character, a "%" triplet or a
// non-ASCII letter included (RFC 3987 section 2.2: ipath-rootless); a
// scheme ending the text, or whose IRI would be empty once its trailing
// punctuation is removed, gives nothing (docs/extract.md rules 2 and 5).
func TestExtractAfterSchemeColon(t *testing.T) {
	checkMatchSpans(t, "%7E", Extract("see http:%7Euser now"), []Match{{IRI: "http:%7Euser", Start: 4, End: 16}})
	checkMatchSpans(t, "ü", Extract("see http:über now"), []Match{{IRI: "http:über", Start: 4, End: 14}})
	for _, text := range []string{"see http:", "see http:. ok", "see http:: ok", "(http:.)"} {
		checkExtract(t, text, nil)
	}
}

// A scheme starts at the first ASCII letter of the run of scheme
// characters before the colon: a run without a letter is no scheme, even
// with "//" after the colon (RFC 3986 section 3.1: ALPHA first).
func TestExtractSchemeNeedsALetter(t *testing.T) {
	checkExtract(t, "see 12://x/ and 3://y/ or +.-://z/", nil)
	checkExtract(t, "1://x/", nil)
}

// Schemes are case-insensitive (RFC 3986 section 3.1): upper-case names of
// registered schemes are found, "A" and "Z" included ("data" and "z39.50r"
// are in the IANA registry; neither is followed by "//").
func TestExtractUpperCaseRegisteredSchemes(t *testing.T) {
	checkExtract(t, "DATA:,x", []string{"DATA:,x"})
	checkExtract(t, "see Z39.50R:db and z39.50s:db", []string{"Z39.50R:db", "z39.50s:db"})
	checkExtract(t, "MAILTO:a@b", []string{"MAILTO:a@b"})
}

// An IRI whose ":" is the last byte of ExtractReader's first window is
// found whole: the window slides (keeping the look-back) to see the rest.
// Window 32: 26 "x", a space, "http" from 27, its ":" at 31.
func TestExtractReaderColonAtWindowEnd(t *testing.T) {
	for _, pad := range []int{26, 25, 24, 23} {
		text := strings.Repeat("x", pad) + " http://y/ "
		want := []Match{{IRI: "http://y/", Start: pad + 1, End: pad + 10}}
		checkMatchSpans(t, "Extract "+strconv.Itoa(pad), Extract(text), want)
		checkMatchSpans(t, "ExtractReader "+strconv.Itoa(pad), extractAllWithin(t, text, 32, 8), want)
	}
}

// The rest of a cut IRI is skipped up to the first character no IRI holds
// (docs/extract.md): a '"' ends it, and an IRI after it is found as
// Extract finds it; non-ASCII letters belong to the rest. Window 32:
// "http://x/" and 23 "a" fill it, the IRI is cut at 32.
func TestExtractReaderSkipStopsWhereIRIEnds(t *testing.T) {
	head := "http://x/" + strings.Repeat("a", 23)
	text := head + "aa\"http://y/ http://z/"
	want := []Match{{IRI: head, Start: 0, End: 32}, {IRI: "http://y/", Start: 35, End: 44}, {IRI: "http://z/", Start: 45, End: 54}}
	checkMatchSpans(t, "quote", extractAllWithin(t, text, 32, 8), want)
	text = head + "aaé/http://y/ http://z/"
	want = []Match{{IRI: head, Start: 0, End: 32}, {IRI: "http://z/", Start: 47, End: 56}}
	checkMatchSpans(t, "é", extractAllWithin(t, text, 32, 8), want)
	text = head + "a/http://y/ http://z/"
	want = []Match{{IRI: head, Start: 0, End: 32}, {IRI: "http://z/", Start: 44, End: 53}}
	checkMatchSpans(t, "slash", extractAllWithin(t, text, 32, 8), want)
}

// After an IRI ExtractReader could see no further than the end of an
// unclosed "<" (cut at the window's end), the skip stops at once at the
// white space after it, and an IRI later in the same window is found: the
// bracket is never closed, so Extract finds both. "<" at 0, "http://x/"
// from 1 to 10, "http://y/" from 16 to 25, window 32.
func TestExtractReaderSkipAtWhiteSpaceKeepsWindow(t *testing.T) {
	text := "<http://x/ word http://y/ " + strings.Repeat("word ", 10)
	want := []Match{{IRI: "http://x/", Start: 1, End: 10}, {IRI: "http://y/", Start: 16, End: 25}}
	checkMatchSpans(t, "Extract", Extract(text), want)
	checkMatchSpans(t, "ExtractReader", extractAllWithin(t, text, 32, 8), want)
}

// An IRI longer than ExtractReader's window whose ":" is the second byte
// of the input is cut at the window's end, and its rest, "http://d/"
// included, is skipped up to the white space (docs/extract.md), as for an
// IRI starting anywhere else. Window 16: "a://" and 12 "b".
func TestExtractReaderCutsLongIRIAtInputStart(t *testing.T) {
	text := "a://" + strings.Repeat("b", 30) + "/http://d/ e://f/"
	want := []Match{{IRI: "a://" + strings.Repeat("b", 12), Start: 0, End: 16}, {IRI: "e://f/", Start: 45, End: 51}}
	checkMatchSpans(t, "ExtractReader", extractAllWithin(t, text, 16, 1), want)
}

// A scheme registered with RegisterScheme is found in free text whatever
// its length up to 64 bytes, and whatever its case, as the IANA ones are;
// 16 and 17 bytes straddle the lengths Extract remembers between lookups.
func TestExtractLongRegisteredSchemes(t *testing.T) {
	for _, n := range []int{16, 17, 63, 64} {
		name := "x-extract-" + strings.Repeat("q", n-10)
		RegisterScheme(Scheme{Name: name})
		text := "a " + strings.ToUpper(name) + ":v and " + name + ":w and " + name + "z:v"
		want := []Match{{IRI: strings.ToUpper(name) + ":v", Start: 2, End: n + 4}, {IRI: name + ":w", Start: n + 9, End: 2*n + 11}}
		checkMatchSpans(t, strconv.Itoa(n), Extract(text), want)
	}
}

// ExtractReader finds what Extract finds when every IRI fits in its
// window, even when the window is barely longer than an IRI and its ":"
// or its end falls a few bytes before the window's end. Window 8:
// "x<ftp:c>" has the ":" at 5, and "ftp:c" (2 to 7) is bracketed, then
// "ftp:y" from 9. Window 11: "ftp:abc" (0 to 7) ends at U+200E, a bidi
// formatting character (docs/extract.md rule 3), whose 3 bytes and "f"
// end the window; "ftp:y" follows from 10. The look-backs (5 and 4) hold
// the schemes before the ":".
func TestExtractReaderSmallWindowMatchesExtract(t *testing.T) {
	for _, tc := range []struct {
		text             string
		window, lookback int
		want             []Match
	}{
		{"x<ftp:c>/ftp:y ", 8, 5, []Match{{IRI: "ftp:c", Start: 2, End: 7, Bracketed: true}, {IRI: "ftp:y", Start: 9, End: 14}}},
		{"ftp:abc\u200Eftp:y ", 11, 4, []Match{{IRI: "ftp:abc", Start: 0, End: 7}, {IRI: "ftp:y", Start: 10, End: 15}}},
	} {
		checkMatchSpans(t, "Extract", Extract(tc.text), tc.want)
		checkMatchSpans(t, "ExtractReader "+strconv.Itoa(tc.window), extractAllWithin(t, tc.text, tc.window, tc.lookback), tc.want)
	}
}

// White space right after the colon, inside angle brackets, is removed
// like any other there (RFC 3986 Appendix C: "<http:\n//x/y>" is an IRI
// wrapped at its colon); outside brackets, or with no ">", such a colon
// ends the text ("Note: this"). Offsets counted by hand: the IRI starts at
// the "h" and ends before ">".
func TestExtractWhiteSpaceAfterColonInBrackets(t *testing.T) {
	for _, tc := range []struct {
		text, iri  string
		start, end int
	}{
		{"<http: a/b>", "http:a/b", 1, 10},
		{"<http:\n//x/y>", "http://x/y", 1, 12},
		{"<URL:http:\n//x/y>", "http://x/y", 5, 16},
		{"Note: this", "", 0, 0},
		{"<Note: this>", "", 0, 0},
		{"<http: a/b", "", 0, 0},
		{"see <http: >", "", 0, 0},
	} {
		got := Extract(tc.text)
		if tc.iri == "" {
			if len(got) != 0 {
				t.Errorf("Extract(%q) = %+v, want nothing", tc.text, got)
			}
			continue
		}
		if len(got) != 1 || got[0].IRI != tc.iri || got[0].Start != tc.start || got[0].End != tc.end || !got[0].Bracketed {
			t.Errorf("Extract(%q) = %+v, want %q at %d-%d, bracketed", tc.text, got, tc.iri, tc.start, tc.end)
		}
	}
}

// The skip over the rest of a cut IRI stops at a character no IRI holds
// even when it is not ASCII: U+200E (a bidi formatting character, RFC 3987
// section 4.1) ends the long IRI, so "http://y/" after it is found, as
// Extract finds it.
func TestExtractReaderSkipStopsAtNonASCIICharacterNoIRIHolds(t *testing.T) {
	text := "http://x/" + strings.Repeat("a", 25) + "\u200Ehttp://y/ http://z/"
	var want []string
	for _, m := range Extract(text) {
		want = append(want, m.IRI)
	}
	if len(want) != 3 || want[1] != "http://y/" {
		t.Fatalf("Extract found %q, want the long IRI, http://y/ and http://z/", want)
	}
	got := extractAllWithin(t, text, 32, 8)
	if len(got) != 3 || got[1].IRI != "http://y/" || got[1].Start != 37 || got[2].IRI != "http://z/" {
		t.Fatalf("extractor found %+v, want http://y/ at 37 after the cut IRI", got)
	}
}

// extractWithin is Extract, failing the test instead of hanging when it
// makes no progress.
func extractWithin(t *testing.T, text string, opts ...Option) []Match {
	t.Helper()
	done := make(chan []Match, 1)
	go func() { done <- Extract(text, opts...) }()
	select {
	case ms := <-done:
		return ms
	case <-time.After(10 * time.Second):
		t.Fatalf("Extract(%q) made no progress", text)
		return nil
	}
}

type extractSpanCase struct {
	text string
	want []Match
}

func runExtractSpanCases(t *testing.T, cases []extractSpanCase, opts ...Option) {
	t.Helper()
	for _, tc := range cases {
		checkMatchSpans(t, tc.text, extractWithin(t, tc.text, opts...), tc.want)
	}
}

// The authority (RFC 3987 section 2.2: iauthority = [ iuserinfo "@" ]
// ihost [ ":" port ]) ends where its grammar does (docs/extract.md rule
// 2): a "%" triplet goes on in a host or a userinfo, a "%" without two
// hexadecimal digits, "<" or a non-ASCII character that is not ucschar
// (U+00A0 is white space) ends it, a port is digits only, and it may end
// the text (after its port, or after the "@" of an empty host: ireg-name
// may be empty). Offsets counted by hand: "see " is 4 bytes.
func TestExtractAuthorityEndsWhereGrammarEnds(t *testing.T) {
	runExtractSpanCases(t, []extractSpanCase{
		{"see http://a%41b.example/x now", []Match{{IRI: "http://a%41b.example/x", Start: 4, End: 26}}},
		{"http://user%41@h/x", []Match{{IRI: "http://user%41@h/x", Start: 0, End: 18}}},
		{"http://x%41y/p", []Match{{IRI: "http://x%41y/p", Start: 0, End: 14}}},
		{"http://%7Eu@h/", []Match{{IRI: "http://%7Eu@h/", Start: 0, End: 14}}},
		{"http://a%4", []Match{{IRI: "http://a", Start: 0, End: 8}}},
		{"http://a%", []Match{{IRI: "http://a", Start: 0, End: 8}}},
		{"http://a%4g/", []Match{{IRI: "http://a", Start: 0, End: 8}}},
		{"http://a<bc/ x", []Match{{IRI: "http://a", Start: 0, End: 8}}},
		{"http://a\u00A0b/ x", []Match{{IRI: "http://a", Start: 0, End: 8}}},
		{"http://a\u200Eb/ x", []Match{{IRI: "http://a", Start: 0, End: 8}}},
		{"see http://example.com:8080", []Match{{IRI: "http://example.com:8080", Start: 4, End: 27}}},
		{"see http://user@", []Match{{IRI: "http://user@", Start: 4, End: 16}}},
		{"see http://u@h:80", []Match{{IRI: "http://u@h:80", Start: 4, End: 17}}},
		{"http://u@h:80x/p", []Match{{IRI: "http://u@h:80", Start: 0, End: 13}}},
		{"see http://[::1]:80", []Match{{IRI: "http://[::1]:80", Start: 4, End: 19}}},
	})
}

// An IP literal is "[" IPv6address or IPvFuture "]" (RFC 3986 section
// 3.2.2, RFC 3987 section 2.2); IPvFuture is "v" 1*HEXDIG "." 1*( unreserved
// / sub-delims / ":" ). An invalid one leaves the authority empty, and
// "http://" alone is no IRI (docs/extract.md rules 2 and 7). A zone
// ("%25en0", RFC 6874) is not in RFC 3986's grammar.
func TestExtractIPLiterals(t *testing.T) {
	runExtractSpanCases(t, []extractSpanCase{
		{"http://[vAF.x]/p", []Match{{IRI: "http://[vAF.x]/p", Start: 0, End: 16}}},
		{"http://[V1.a-b:c]/", []Match{{IRI: "http://[V1.a-b:c]/", Start: 0, End: 18}}},
		{"http://[v1]/", nil},
		{"http://[v.x]/", nil},
		{"http://[v1.]/", nil},
		{"http://[v1.é]/", nil},
		{"http://[v1.a@b]/", nil},
		{"http://[fe80::1%25en0]/p", nil},
	})
}

// A wrapper's closer cuts the IRI only when it is not balanced inside it
// (docs/extract.md rule 5), with an ASCII or a non-ASCII wrapper; an IRI
// after an opener with no closer runs to the end of the text. "「" is 3
// bytes, "(" and "'" one.
func TestExtractWrapperWithoutCloserOrNested(t *testing.T) {
	runExtractSpanCases(t, []extractSpanCase{
		{"see (http://x/a", []Match{{IRI: "http://x/a", Start: 5, End: 15}}},
		{"'http://x/a", []Match{{IRI: "http://x/a", Start: 1, End: 11}}},
		{"「http://x/a", []Match{{IRI: "http://x/a", Start: 3, End: 13}}},
		{"「http://x/「a」b」c", []Match{{IRI: "http://x/「a」b", Start: 3, End: 20}}},
	})
}

// Angle brackets (RFC 3986 Appendix C, docs/extract.md rule 6): "<" with
// white space and "URL:" before the IRI; a "%" triplet inside; the span
// ends at the IRI's last character, not at the white space before ">". A
// ":" that is not that of "<URL:" (or "URL:" with no "<") gives free text,
// as does an invalid byte before the ">", or a character cut by the
// text's end (the text is all there: Extract does not wait for more). A word and a colon at the very start of the
// text, or after white space there, start nothing ("note" is no
// registered scheme).
func TestExtractAngleBracketsPrefixes(t *testing.T) {
	runExtractSpanCases(t, []extractSpanCase{
		{"note: see <http://x/>", []Match{{IRI: "http://x/", Start: 11, End: 20, Bracketed: true}}},
		{" note: see <http://x/>", []Match{{IRI: "http://x/", Start: 12, End: 21, Bracketed: true}}},
		{"< http: //x/y>", []Match{{IRI: "http://x/y", Start: 2, End: 13, Bracketed: true}}},
		{"< URL:http://x/ y>", []Match{{IRI: "http://x/y", Start: 6, End: 17, Bracketed: true}}},
		{"URL:http://x/> y", []Match{{IRI: "http://x/", Start: 4, End: 13}}},
		{"note:http://a/ b>", []Match{{IRI: "http://a/", Start: 5, End: 14}}},
		{"<http://x/%41 b>", []Match{{IRI: "http://x/%41b", Start: 1, End: 15, Bracketed: true}}},
		{"<http://x/a >", []Match{{IRI: "http://x/a", Start: 1, End: 11, Bracketed: true}}},
		{"<http://x/a\xff>", []Match{{IRI: "http://x/a", Start: 1, End: 11}}},
		{"<http://x/a\xc3", []Match{{IRI: "http://x/a", Start: 1, End: 11}}},
	})
	// With AnyScheme, "URL" after "< " is still the prefix, not a scheme.
	runExtractSpanCases(t, []extractSpanCase{
		{"< URL:http://x/ y>", []Match{{IRI: "http://x/y", Start: 6, End: 17, Bracketed: true}}},
		{"<URL: http://x/ y>", []Match{{IRI: "http://x/y", Start: 6, End: 17, Bracketed: true}}},
	}, AnyScheme())
}

// From a "<" Extract looks at most 4096 bytes ahead for the ">"
// (docs/extract.md, "Look-ahead"): a ">" 4096 bytes after the "<" closes
// the brackets, one 4097 bytes after does not, and the text is free text.
// "<http://x/a b" is 13 bytes, the "c" fill the rest.
func TestExtractAngleBracketLookaheadBound(t *testing.T) {
	in := "<http://x/a b" + strings.Repeat("c", 4096-13) + ">"
	checkMatchSpans(t, "'>' at 4096", extractWithin(t, in),
		[]Match{{IRI: "http://x/ab" + strings.Repeat("c", 4096-13), Start: 1, End: 4096, Bracketed: true}})
	out := "<http://x/a b" + strings.Repeat("c", 4097-13) + ">"
	checkMatchSpans(t, "'>' at 4097", extractWithin(t, out),
		[]Match{{IRI: "http://x/a", Start: 1, End: 11}})
}

// ExtractReader finds an IRI in angle brackets that its first window cuts
// as Extract does: inside a character (window 32: "é" at 31 and 32), or
// before the ">" that the look-ahead (20 bytes here) still reaches ("<" at
// 12, ">" at 32). Both windows slide, the ":" being past the look-back.
func TestExtractReaderBracketsCutByWindow(t *testing.T) {
	text := "word word <http://x/a b" + strings.Repeat("c", 8) + "é>"
	want := []Match{{IRI: "http://x/ab" + strings.Repeat("c", 8) + "é", Start: 11, End: 33, Line: 1, Bracketed: true}}
	checkMatchSpans(t, "Extract", Extract(text), want)
	checkMatchSpans(t, "cut in é", extractAll(t, text, 32, 8, maxBracketed), want)
	text = "words words <http://x/a b" + strings.Repeat("c", 7) + ">"
	want = []Match{{IRI: "http://x/ab" + strings.Repeat("c", 7), Start: 13, End: 32, Line: 1, Bracketed: true}}
	checkMatchSpans(t, "cut before >", extractAll(t, text, 32, 8, 20), want)
}

// ExtractReader waits for more text only for a character its window may
// have cut: an invalid byte ("\xff", "\x80": no character starts with
// them) near the window's end inside an unclosed "<" is refused at once, as
// Extract refuses it, and the free text there gives Extract's matches,
// "http://y/" after the second "#" included (RFC 3987 section 2.2:
// ifragment has no "#"). Before, the reader waited, then forced the
// candidate and skipped "#http://y/" as the rest of a cut IRI. The same
// when the window ends exactly at the look-ahead's bound (31 bytes from
// the "<" at 0: the window's 32 bytes) with no ">" in it: the brackets are
// not closed, whatever follows. Window 32, look-back 8.
func TestExtractReaderInvalidByteOrBoundAtWindowEnd(t *testing.T) {
	want := []Match{{IRI: "http://x/a#b", Start: 1, End: 13}, {IRI: "http://y/", Start: 14, End: 23}}
	for _, text := range []string{
		"<http://x/a#b#http://y/ ccccccc\xffccc> z",
		"<http://x/a#b#http://y/ ccccccc\x80ccc> z",
		"<http://x/a#b#http://y/ cccc\xffccc> z",
	} {
		checkMatchSpans(t, "Extract "+strconv.Quote(text), Extract(text), want)
		checkMatchSpans(t, "reader "+strconv.Quote(text), extractAll(t, text, 32, 8, maxBracketed), want)
	}
	text := "<http://x/a#b#http://y/ " + strings.Repeat("c", 9) + "> z"
	checkMatchSpans(t, "reader, look-ahead 31", extractAll(t, text, 32, 8, 31), want)
	// With no white space in the window the bound still decides: the
	// brackets are not closed, and "http://y/" + ten "c" (14 to 33) is
	// found, not skipped as the rest of a cut IRI.
	text = "<http://x/a#b#http://y/" + strings.Repeat("c", 10) + "> z"
	want = []Match{{IRI: "http://x/a#b", Start: 1, End: 13}, {IRI: "http://y/" + strings.Repeat("c", 10), Start: 14, End: 33}}
	checkMatchSpans(t, "Extract, no space", Extract(text), want)
	checkMatchSpans(t, "reader, look-ahead 31, no space", extractAll(t, text, 32, 8, 31), want)
}

// A colon at the very start of the text has no scheme before it: it is
// passed over, and the IRIs after it are found (docs/extract.md rule 1).
// ":-) see " is 8 bytes, so "http://x/" spans 8 to 17; ": " and ":"
// alone give nothing.
func TestExtractTextStartingWithColon(t *testing.T) {
	checkMatchSpans(t, ":-)", Extract(":-) see http://x/"), []Match{{IRI: "http://x/", Start: 8, End: 17}})
	checkMatchSpans(t, ": ", Extract(": http://x/"), []Match{{IRI: "http://x/", Start: 2, End: 11}})
	for _, text := range []string{":", ": ", "::", ":x"} {
		checkExtract(t, text, nil)
	}
}

// ExtractReader finds what Extract finds when an IRI ends at a character
// that cannot continue it ("[" after a path segment, RFC 3987 section 2.2)
// exactly 4 bytes before the window's end: the IRI was not cut, so the
// next one, right after the "[", is found too. Window 16, look-back 8:
// "http://x/abc" is 0 to 12, the window holds "[htt" after it;
// "http://y/" is 13 to 22.
func TestExtractReaderIRIEndingNearWindowEndIsNotCut(t *testing.T) {
	text := "http://x/abc[http://y/ "
	want := []Match{{IRI: "http://x/abc", Start: 0, End: 12}, {IRI: "http://y/", Start: 13, End: 22}}
	checkMatchSpans(t, "Extract", Extract(text), want)
	checkMatchSpans(t, "ExtractReader", extractAllWithin(t, text, 16, 8), want)
}

// When the candidate ExtractReader must cut at its window's end is no IRI
// (rule 7: "http://?" has an empty authority and path, the rest is its
// query), an IRI found after it in the same window was not cut, and the
// text after that one is scanned as Extract scans it. Window 24, look-back
// 8: the query of "http://?" runs past the window; "http://z" (8 to 16:
// the port "x" is not digits, the ":" is trailing punctuation) and
// "http://w/" (19 to 28) are Extract's matches, offsets counted by hand.
func TestExtractReaderMatchAfterRejectedCutCandidateIsNotCut(t *testing.T) {
	text := "http://?http://z:x/http://w/ "
	want := []Match{{IRI: "http://z", Start: 8, End: 16}, {IRI: "http://w/", Start: 19, End: 28}}
	checkMatchSpans(t, "Extract", Extract(text), want)
	checkMatchSpans(t, "ExtractReader", extractAllWithin(t, text, 24, 8), want)
}

// ExtractReader asks for more text when the run of characters an
// authority can hold reaches its window's end, not only the IRI's end:
// "http://a:bbbbbb@h/" (11 to 29, offsets counted by hand) is a userinfo
// and a host once the "@" (26) is seen, and "http://a" (a host and an empty
// port, ending at 19) before it. Window 24, look-back 8: the first window
// ends in the b's, 5 bytes after where "http://a" would end.
func TestExtractReaderWaitsForTheWholeAuthority(t *testing.T) {
	text := "xxxxxxxxxx http://a:bbbbbb@h/ end"
	want := []Match{{IRI: "http://a:bbbbbb@h/", Start: 11, End: 29}}
	checkMatchSpans(t, "Extract", Extract(text), want)
	checkMatchSpans(t, "ExtractReader", extractAllWithin(t, text, 24, 8), want)
}

// A forced candidate's match that ends before white space in the window
// was not cut by the window's end: the text after it is scanned, not
// skipped as the rest of a cut IRI. Window 32, look-back 8, "<" with no ">"
// in the window: "http://x/a#b" (1 to 13) and "http://y/" (14 to 23) are
// Extract's matches, offsets counted by hand.
func TestExtractReaderForcedMatchBeforeSpaceIsNotCut(t *testing.T) {
	text := "<http://x/a#b#http://y/ ccccccccc> z"
	want := []Match{{IRI: "http://x/a#b", Start: 1, End: 13}, {IRI: "http://y/", Start: 14, End: 23}}
	checkMatchSpans(t, "Extract", Extract(text), want)
	checkMatchSpans(t, "ExtractReader", extractAllWithin(t, text, 32, 8), want)
}

// The skip over the rest of an IRI cut at the window's end stops at once
// when the next window starts with white space: window 16, look-back 8,
// "http://abcdefghi" fills the first window (its colon within the
// look-back, so it is read as cut at 16) and "http://y/" (17 to 26, offsets
// counted by hand) follows the space.
func TestExtractReaderSkipEndsAtSpaceAfterCut(t *testing.T) {
	text := "http://abcdefghi http://y/ "
	want := []Match{{IRI: "http://abcdefghi", Start: 0, End: 16}, {IRI: "http://y/", Start: 17, End: 26}}
	checkMatchSpans(t, "ExtractReader", extractAllWithin(t, text, 16, 8), want)
}

// ExtractReader waits for more text when its window ends inside a "%"
// triplet or a character, and takes a stop at any other byte as final.
// Offsets counted by hand: "xxxxxxxxxx " is 11 bytes, the IRI starts at
// 11; window 23 ends after "%4", window 22 between the two bytes of "é";
// windows 14 and 15, look-back 8, end 2 and 3 bytes after the "[" that
// stops "http://x/abc" (a stop no text can move, so final), window 15
// right after "%zz" or 2 bytes after "\xff".
func TestExtractReaderWindowEndInsideTripletOrCharacter(t *testing.T) {
	for _, tt := range []struct {
		text   string
		window int
		want   []Match
	}{
		{"xxxxxxxxxx http://x/a%41b/ end", 23, []Match{{IRI: "http://x/a%41b/", Start: 11, End: 26}}},
		{"xxxxxxxxxx http://x/aé/ end", 22, []Match{{IRI: "http://x/aé/", Start: 11, End: 24}}},
		{"http://x/abc[http://y/ ", 14, []Match{{IRI: "http://x/abc", Start: 0, End: 12}, {IRI: "http://y/", Start: 13, End: 22}}},
		{"http://x/abc[http://y/ ", 15, []Match{{IRI: "http://x/abc", Start: 0, End: 12}, {IRI: "http://y/", Start: 13, End: 22}}},
		// "%zz" ends window 15: two visible bytes no text can make hex.
		{"http://x/abc%zzhttp://y/ ", 15, []Match{{IRI: "http://x/abc", Start: 0, End: 12}, {IRI: "zzhttp://y/", Start: 13, End: 24}}},
		// An invalid byte is a whole character: no text can change it.
		{"http://x/abc\xffhttp://y/ ", 15, []Match{{IRI: "http://x/abc", Start: 0, End: 12}, {IRI: "http://y/", Start: 13, End: 22}}},
	} {
		checkMatchSpans(t, "Extract", Extract(tt.text), tt.want)
		checkMatchSpans(t, "ExtractReader", extractAllWithin(t, tt.text, tt.window, 8), tt.want)
	}
}
