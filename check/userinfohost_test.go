package check

import (
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// TestUserinfoShownMoved: BIDI_USERINFO_HOST_ORDER reports an authority
// that a display shows with the userinfo right of the '@' or the host or
// port left of it, and gives the authority as shown. The orders, worked
// out by hand with UAX #9 (Bidi Notation: uppercase letters are
// right-to-left, heb):
//   - "A@1.2.3.4": the digits after R stay EN (W2, W7), the '.' between
//     them EN (W4), the '@' between R and EN is R (N1); levels A@ 1, the
//     digits 2 (I1, I2); L2 reverses the digits, then "A@4.3.2.1":
//     "1.2.3.4@A".
//   - "A@B.com": the '@' between R and R is R (N1), the '.' between R and L
//     takes the embedding direction, L (N2); "A@B" is reversed: "B@A.com",
//     a host "A.com" to the reader.
//   - "A@B:80": the ':' between R and EN is R (W6 makes it ON, N1); "80" of
//     level 2, reversed twice: "80:B@A".
//   - "A@1/2" (a path "/2"): W4 makes the '/' between two digits EN, so
//     "1/2" is one number of level 2; the authority's characters "A", "@"
//     and "1" are shown "1", then the path's "/2", then "@A": "1@A" without
//     the path's characters.
//   - "A@1..2\u00E9" is shown "2..1@A\u00E9" (TestHostLabelOrderNeedsRightToLeftLabel).
func TestUserinfoShownMoved(t *testing.T) {
	for _, tt := range []struct {
		in, shown, readHost, host string
	}{
		{"foo://A@1.2.3.4/", "1.2.3.4@A", "A", "1.2.3.4"},
		{"foo://A@B.com/", "B@A.com", "A.com", "B.com"},
		{"foo://A@B:80/", "80:B@A", "A", "B"},
		{"foo://A@1/2", "1@A", "A", "1"},
		{"foo://A@1..2\u00E9/", "2..1@A\u00E9", "A\u00E9", "1..2\u00E9"},
	} {
		in := heb(tt.in)
		auth := in[strings.Index(in, "//")+2:]
		auth = auth[:strings.IndexAny(auth+"/", "/")]
		var got []Finding
		for _, f := range Run(in) {
			if f.Code == CodeBidiUserinfoHostOrder {
				got = append(got, f)
			}
		}
		if len(got) != 1 {
			t.Errorf("Run(%q): %v, want one %s", tt.in, got, CodeBidiUserinfoHostOrder)
			continue
		}
		f := got[0]
		start := strings.Index(in, auth)
		if f.Span != (iri.Span{Start: start, End: start + len(auth)}) || f.Component != iri.ComponentAuthority || !f.HasComponent || f.Severity != SeverityWarning {
			t.Errorf("Run(%q): %+v, want the authority, bytes %d to %d, a warning", tt.in, f, start, start+len(auth))
		}
		want := `a display shows the authority "` + auth + `" as "` + heb(tt.shown) +
			`": its right-to-left characters move the userinfo after the '@' or the host before it, so a reader going from left to right takes "` +
			heb(tt.readHost) + `" for the host, which is "` + heb(tt.host) + `"; remove the userinfo (rarely needed), or show each component isolated`
		if f.Message != want {
			t.Errorf("Run(%q):\n got %s\nwant %s", tt.in, f.Message, want)
		}
	}
}

// TestUserinfoShownInPlace: no BIDI_USERINFO_HOST_ORDER where the display
// keeps the userinfo left of the '@' and the host right of it (UAX #9, by
// hand). A '@' between a left-to-right and a right-to-left character
// takes the embedding direction, L (N2), so neither side moves over it
// ("a@B.com", "A@b.com"); without a right-to-left character in the
// authority its numbers after letters are L (W7), and a right-to-left
// path after them is shown after them ("u@1.2.3.4/A"); a right-to-left
// host after a left-to-right userinfo is reversed in place ("a@BC.DE" is
// shown "a@ED.CB": only its labels' order changes, BIDI_HOST_LABEL_ORDER's
// case). An explicit formatting character (U+202C, POP DIRECTIONAL
// FORMATTING) leaves the order to BIDI_FORMATTING_CHARACTER: these rules
// do not describe the display then.
func TestUserinfoShownInPlace(t *testing.T) {
	for _, in := range []string{
		"foo://a@B.com/",
		"foo://A@b.com/",
		"foo://1@2.3/",
		"foo://u@1.2.3.4/A",
		"foo://a@BC.DE/",
		"foo://A@1.2.3.4\u202C/",
	} {
		in = heb(in)
		for _, f := range Run(in) {
			if f.Code == CodeBidiUserinfoHostOrder {
				t.Errorf("Run(%q): %v", in, f)
			}
		}
	}
}
