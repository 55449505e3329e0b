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
