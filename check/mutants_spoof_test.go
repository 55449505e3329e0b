package check

import (
	"slices"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// Tests that kill mutants of check/spoof.go (make mutate PKG=check). The
// expected findings are worked out by hand: "http://" is bytes 0-6, so a
// host starts at byte 7; each Cyrillic letter used here (U+0430 a, U+0435
// ie, U+0440 er, U+04CF palochka) is 2 bytes of UTF-8. The skeletons
// (confusables.txt of TS #39): U+0430 -> "a", U+0440 -> "p", U+04CF -> "l",
// U+0435 -> "e"; ASCII "a", "p", "l", "e", "y", "_" are prototypes (they
// map to themselves). "example" is not on the Public Suffix List, so the
// default rule "*" makes it a one-label public suffix.

func checkSpoofAt(t *testing.T, s string, want []codeSpan) {
	t.Helper()
	if g := runCodesWhere(s, isSpoofCode); !slices.Equal(g, want) {
		t.Errorf("Run(%q): spoofing findings %v, want %v", s, g, want)
	}
}

// TestSpoofLabelsAfterSkipped: labelScripts goes on with the next label
// after a label it skips (empty, not UTF-8 once decoded, an A-label that is
// not Punycode) and after a label it reports (MIXED_SCRIPT_CONFUSABLE,
// WHOLE_SCRIPT_CONFUSABLE). "\u0430\u0440\u0440\u04CF\u0435" (10 bytes) is
// all Cyrillic with skeleton "apple", so a whole-script confusable;
// "p\u0430ypal" (7 bytes) mixes Latin and Cyrillic with skeleton "paypal",
// so a mixed-script confusable. In every host here the public suffix is
// the single last label ("example", or the last label when IDNA ToASCII
// fails), so only the last label is left out of the whole-script rule.
func TestSpoofLabelsAfterSkipped(t *testing.T) {
	apple := "\u0430\u0440\u0440\u04CF\u0435"
	wsc := func(start int) codeSpan { return codeSpan{CodeWholeScriptConfusable, span(start, start+10)} }
	for _, c := range []struct {
		in   string
		want []codeSpan
	}{
		// An empty first label (bytes 7-7), "." at 7, the Cyrillic label
		// at 8-17.
		{"http://." + apple + ".example/", []codeSpan{wsc(8)}},
		// "%80" (bytes 7-9) decodes to a lone continuation byte, not
		// UTF-8: skipped; "." at 10, the Cyrillic label at 11-20.
		{"http://%80." + apple + ".example/", []codeSpan{wsc(11)}},
		// "xn--a_" (bytes 7-12): "_" is no Punycode digit (RFC 3492
		// section 5: a-z, 0-9), so decoding fails and it is skipped; "."
		// at 13, the Cyrillic label at 14-23.
		{"http://xn--a_." + apple + ".example/", []codeSpan{wsc(14)}},
		// A mixed-script confusable (bytes 7-13) then a whole-script one
		// (15-24): both reported.
		{"http://p\u0430ypal." + apple + ".example/", []codeSpan{
			{CodeMixedScriptConfusable, span(7, 14)}, wsc(15)}},
		// The other way round: whole-script at 7-16, mixed at 18-24.
		{"http://" + apple + ".p\u0430ypal.example/", []codeSpan{
			wsc(7), {CodeMixedScriptConfusable, span(18, 25)}}},
	} {
		checkSpoofAt(t, c.in, c.want)
	}
}

// TestSpoofLabelNotUTF8: a label whose percent-decoding is not UTF-8 is
// not checked at all. Decoded, "a\u0430%80" is "a", U+0430 and the byte
// 80: Latin with Cyrillic, which as UTF-8 would be a mixed-script label.
func TestSpoofLabelNotUTF8(t *testing.T) {
	checkSpoofAt(t, "http://a\u0430%80.example/", nil)
}

// TestSpoofC1ControlInLabel: a character outside ASCII whose skeleton is
// empty adds nothing to the ASCII label. The skeleton function drops the
// characters that are not graphic (go.mau.fi/util/confusable), such as the
// C1 control U+0080, so "\u0430\u0440\u0440\u04CF\u0435" + U+0080 has the
// skeleton "apple", the ASCII label "apple" has it too, and the resolved
// script set is {Cyrillic} (U+0080 is Common: ALL): whole-script
// confusable. In an IRI U+0080 is percent-encoded, %C2%80 (6 bytes), so
// the label is bytes 7-22 of the input; IDNA ToASCII fails on U+0080, so
// the public suffix is the last label alone.
func TestSpoofC1ControlInLabel(t *testing.T) {
	target, whole, ok := asciiConfusable("\u0430\u0440\u0440\u04CF\u0435\u0080")
	if target != "apple" || !whole || !ok {
		t.Errorf("asciiConfusable(apple in Cyrillic + U+0080) = %q, %v, %v, want \"apple\", true, true", target, whole, ok)
	}
	checkSpoofAt(t, "http://\u0430\u0440\u0440\u04CF\u0435%C2%80.example/",
		[]codeSpan{{CodeWholeScriptConfusable, span(7, 23)}})
}

// TestSpoofTargetNotLDH: the ASCII label must be letters, digits and
// hyphens even when the skeletons agree. "\u0430\u0440\u0440_" (U+0430,
// U+0440, U+0440, "_") gives the ASCII label "app_", and both have the
// skeleton "app_"; "_" is not LDH, so it is no host name label and nothing
// is reported (the label's resolved set is {Cyrillic}: "_" is Common, so
// it is not mixed-script either).
func TestSpoofTargetNotLDH(t *testing.T) {
	if target, whole, ok := asciiConfusable("\u0430\u0440\u0440_"); target != "" || whole || ok {
		t.Errorf("asciiConfusable(\"\\u0430\\u0440\\u0440_\") = %q, %v, %v, want \"\", false, false", target, whole, ok)
	}
	checkSpoofAt(t, "http://\u0430\u0440\u0440_.example/", nil)
}

// TestIsASCIIByte80: every byte from 0x80 up is outside ASCII, 0x80 itself
// included. (Through Run isASCII only sees UTF-8, where a byte 0x80 always
// follows a lead byte of 0xC2 or more.)
func TestIsASCIIByte80(t *testing.T) {
	for s, want := range map[string]bool{"": true, "\x7F": true, "a\x7F": true, "\x80": false, "a\x80": false, "\xFF": false} {
		if got := isASCII(s); got != want {
			t.Errorf("isASCII(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestSpoofSuffixOfTwoLabels: the whole-script rule leaves out every label
// of the public suffix, which the Public Suffix List may make two labels
// long: its rule "*.kh" makes any label before "kh" part of the suffix, so
// in "a.\u0430\u0440\u0440\u04CF\u0435.kh" (A-labels:
// "a.xn--80ak6aa92e.kh") the suffix is "xn--80ak6aa92e.kh" and the
// Cyrillic label is not reported; it is not mixed-script either. Before
// "example" (a one-label suffix) the same label, bytes 9-18, is.
func TestSpoofSuffixOfTwoLabels(t *testing.T) {
	checkSpoofAt(t, "http://a.\u0430\u0440\u0440\u04CF\u0435.kh/", nil)
	checkSpoofAt(t, "http://a.\u0430\u0440\u0440\u04CF\u0435.example/",
		[]codeSpan{{CodeWholeScriptConfusable, span(9, 19)}})
}

// TestPublicSuffixLabelsNoLabels: publicSuffixLabels looks at the last
// label only when there is one. "a.co.uk" has the public suffix "co.uk"
// (2 labels); with the labels of "a.co.uk." (the last one empty, after the
// final dot) it is 3.
func TestPublicSuffixLabelsNoLabels(t *testing.T) {
	for _, c := range []struct {
		in         string
		withLabels bool
		want       int
	}{
		{"http://a.co.uk/", false, 2},
		{"http://a.co.uk./", true, 3},
	} {
		u, err := iri.Parse(c.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.in, err)
		}
		r := &checkRun{s: c.in, u: u, sp: u.Spans()}
		var labels []iri.Span
		if c.withLabels {
			labels = splitSpans(r.s, r.sp.Host, ".")
		}
		if got := r.publicSuffixLabels(labels); got != c.want {
			t.Errorf("publicSuffixLabels(%q, %d labels) = %d, want %d", c.in, len(labels), got, c.want)
		}
	}
}

// TestImitatedDomainOwnDomainFirst: a candidate whose registrable domain is
// the host's own is passed over and the shorter candidates are still
// looked at. In "paypal.com.example.com.example.com" the registrable
// domain is "example.com" and the leading labels are "paypal", "com",
// "example", "com". Candidate of 4 labels: "paypal.com.example.com",
// registrable domain "example.com", the host's own: passed over. Of 3:
// "paypal.com.example" ends with "example", not on the list (no ICANN
// suffix): passed over. Of 2: "paypal.com", registrable domain
// "paypal.com": reported, on the first two labels as written, bytes 7-16.
func TestImitatedDomainOwnDomainFirst(t *testing.T) {
	const s = "http://paypal.com.example.com.example.com/"
	checkSpoofAt(t, s, []codeSpan{{CodeHostImitatesDomain, span(7, 17)}})
	for _, f := range Run(s) {
		if f.Code == CodeHostImitatesDomain && (!strings.Contains(f.Message, `"paypal.com"`) || !strings.Contains(f.Message, `"example.com"`)) {
			t.Errorf("Run(%q): message %q", s, f.Message)
		}
	}
}

// TestImitatedDomainNoRegistrableSpan: when the host as written does not
// split into as many labels as its ASCII form, RegistrableDomain returns
// false and the finding covers the host. "paypal%2Ecom.evil.example"
// decodes to "paypal.com.evil.example" (4 labels, registrable domain
// "evil.example", leading "paypal.com") but has 3 labels as written (a
// percent-encoded dot separates nothing); the host is bytes 7-31 (25
// bytes).
func TestImitatedDomainNoRegistrableSpan(t *testing.T) {
	checkSpoofAt(t, "http://paypal%2Ecom.evil.example/", []codeSpan{{CodeHostImitatesDomain, span(7, 32)}})
}
