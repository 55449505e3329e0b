package check

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/publicsuffix"

	"github.com/goiri/iri"
)

// spoofCase is an input, the findings it must give (code and span text)
// and words the message of the first finding must hold.
type spoofCase struct {
	in   string
	want []got
	msg  []string
}

// isSpoofCode tells the codes of spoof.go.
func isSpoofCode(c Code) bool {
	switch c {
	case CodeWholeScriptConfusable, CodeMixedScriptConfusable, CodeMixedScriptLabel,
		CodeHostImitatesDomain, CodeScriptScheme, CodeDataScheme:
		return true
	}
	return false
}

func runSpoofCases(t *testing.T, cases []spoofCase) {
	t.Helper()
	for _, tt := range cases {
		fs := Run(tt.in)
		if g := reduce(tt.in, fs); !slices.Equal(g, tt.want) {
			t.Errorf("Run(%q) = %q\nwant %q", tt.in, g, tt.want)
			continue
		}
		// The messages are those of the first spoofing finding (a case may
		// also trigger a host rule of another code, such as
		// HOST_NOT_LOWERCASE).
		first := -1
		for i, f := range fs {
			if isSpoofCode(f.Code) {
				first = i
				break
			}
		}
		for _, m := range tt.msg {
			if first < 0 || !strings.Contains(fs[first].Message, m) {
				t.Errorf("Run(%q): no spoofing finding whose message has %q in %v", tt.in, m, fs)
			}
		}
		for _, f := range fs {
			if !isSpoofCode(f.Code) {
				continue
			}
			if f.Severity != SeverityWarning {
				t.Errorf("Run(%q): %s has severity %s, want warning", tt.in, f.Code, f.Severity)
			}
		}
	}
}

// TestWholeScriptConfusable: the skeletons follow confusables.txt of
// Unicode TS #39, read by hand: CYRILLIC SMALL LETTER A (U+0430) -> "a",
// ER (U+0440) -> "p", PALOCHKA (U+04CF) -> "l", IE (U+0435) -> "e",
// U (U+0443) -> "y", ES (U+0441) -> "c", O (U+043E) -> "o", ZE (U+0437) ->
// "3"; GREEK SMALL LETTER ALPHA (U+03B1) -> "a", RHO (U+03C1) -> "p";
// CHEROKEE LETTER GO (U+13AA) -> "A", YV (U+13F4) -> "B"; LATIN SMALL
// LETTER ALPHA (U+0251) -> "a".
func TestWholeScriptConfusable(t *testing.T) {
	wsc := func(label string) got { return got{CodeWholeScriptConfusable, label} }
	runSpoofCases(t, []spoofCase{
		// The example: all Cyrillic, looks like apple.com.
		{"http://\u0430\u0440\u0440\u04CF\u0435.com/", []got{wsc("\u0430\u0440\u0440\u04CF\u0435")},
			[]string{`"apple"`, "Cyrillic"}},
		// The same label as an A-label (RFC 3492 Punycode of the above).
		{"http://xn--80ak6aa92e.com/", []got{wsc("xn--80ak6aa92e")},
			[]string{`"apple"`, "the A-label of \"\u0430\u0440\u0440\u04CF\u0435\""}},
		{"http://XN--80AK6AA92E.com/", []got{{CodeHostNotLowercase, "XN--80AK6AA92E.com"}, wsc("XN--80AK6AA92E")}, []string{`"apple"`}},
		// Greek and Cherokee.
		{"http://\u03B1\u03C1\u03C1.example/", []got{wsc("\u03B1\u03C1\u03C1")}, []string{`"app"`, "Greek"}},
		{"http://\u13AA\u13F4.example/", []got{wsc("\u13AA\u13F4")}, []string{`"AB"`, "Cherokee"}},
		// Digits and hyphens are Common: they keep a label single-script.
		{"http://\u0430\u0440\u0440-2.example/", []got{wsc("\u0430\u0440\u0440-2")}, []string{`"app-2"`}},
		// Any label but those of the public suffix: ".\u0440\u0443" is not
		// a registered name anyone imitates, "\u0440\u0443" left of
		// "example" is.
		{"http://x.\u0440\u0443/", nil, nil},
		{"http://\u0440\u0443.example/", []got{wsc("\u0440\u0443")}, []string{`"py"`}},
		{"http://\u0440\u0443.example./", []got{wsc("\u0440\u0443")}, nil},
		{"http://\u0440\u0443.co.uk/", []got{wsc("\u0440\u0443")}, nil},
		{"http://a.\u0440\u0443.co.uk/", []got{wsc("\u0440\u0443")}, nil},
		{"http://a.\u0440\u0443/", nil, nil},
		{"http://a.\u0440\u0443./", nil, nil}, // the empty label after "." is not the suffix
		// When the host fails IDNA ToASCII only the last label counts as
		// the suffix.
		{"http://\u0301x.\u0440\u0443.uk/", []got{{CodeHostIDNA, "\u0301x.\u0440\u0443.uk"}, wsc("\u0440\u0443")}, nil},
		// A documented false positive: the Russian word "\u0441\u043E\u0440"
		// under .\u0440\u0444 (xn--p1ai) looks like "cop".
		{"http://\u0441\u043E\u0440.\u0440\u0444/", []got{wsc("\u0441\u043E\u0440")}, []string{`"cop"`}},
		// Not reported: a skeleton with no ASCII letter ("3"), a skeleton
		// outside ASCII (Cyrillic "\u043F\u0440\u0438\u043C\u0435\u0440"),
		// plain ASCII, and the legitimate IDNs of the issue; a Latin label
		// confusable within Latin (single-script) is
		// SINGLE_SCRIPT_CONFUSABLE's since issue 31.
		{"http://\u0437.example/", nil, nil},
		{"http://\u043F\u0440\u0438\u043C\u0435\u0440.example/", nil, nil},
		{"http://\u0251pple.example/", []got{{CodeSingleScriptConfusable, "\u0251pple"}}, nil}, // issue 31: reported now
		{"http://apple.com/", nil, nil},
		{"http://www.example.org/", nil, nil},
		{"http://r\u00E9sum\u00E9.example/", nil, nil},
		{"http://\u7D0D\u8C46.example/", nil, nil},
		{"http://\u65E5\u672C\u8A9E.jp/", nil, nil},
	})
}

// TestMixedScriptConfusable: a mixed-script label whose skeleton is ASCII
// is reported as MIXED_SCRIPT_CONFUSABLE instead of MIXED_SCRIPT_LABEL; one
// whose skeleton is not stays MIXED_SCRIPT_LABEL.
func TestMixedScriptConfusable(t *testing.T) {
	runSpoofCases(t, []spoofCase{
		{"http://p\u0430ypal.example/", []got{{CodeMixedScriptConfusable, "p\u0430ypal"}}, []string{`"paypal"`}},
		// Percent-encoded UTF-8 is decoded first (U+0430 is D0 B0).
		{"http://p%D0%B0ypal.example/", []got{{CodeHostPctEncoded, "p%D0%B0ypal.example"}, {CodeMixedScriptConfusable, "p%D0%B0ypal"}}, []string{"\"p\u0430ypal\"", `"paypal"`}},
		// Mixed-script and confusable whatever the label's position.
		{"http://example.c\u043Em/", []got{{CodeMixedScriptConfusable, "c\u043Em"}}, []string{`"com"`}},
		// Script_Extensions: U+30FC goes with Hiragana, not with Cyrillic.
		{"http://\u3072\u3089\u304C\u306A\u30FC.jp/", nil, nil},
		{"http://\u0430\u30FC.example/", []got{{CodeMixedScriptLabel, "\u0430\u30FC"}}, []string{"Cyrillic+Hiragana/Katakana"}},
		// CYRILLIC SMALL LETTER ZHE has no ASCII prototype.
		{"http://abc\u0436.example/", []got{{CodeMixedScriptLabel, "abc\u0436"}}, []string{"Latin+Cyrillic"}},
	})
}

// TestMixedScriptsScx: the resolved script set uses Script_Extensions
// (TS #39 section 5.1). U+30FC KATAKANA-HIRAGANA PROLONGED SOUND MARK has
// Script Common but Script_Extensions {Hiragana, Katakana}
// (ScriptExtensions.txt: "30FC ; Hira Kana").
func TestMixedScriptsScx(t *testing.T) {
	for s, want := range map[string]string{
		"\u3072\u3089\u304C\u306A\u30FC": "", // Hiragana + U+30FC: {Hira, Jpan} left
		"\u30AB\u30FC":                   "", // Katakana + U+30FC
		"\u65E5\u672C\u3072\u30AB":       "", // Han, Hiragana, Katakana: {Jpan}
		"abc\u3072\u30FC":                "", // Latin + Hiragana: a highly restrictive set
		// With Script alone U+30FC would be Common and this single-script.
		"\u0430\u30FC":       "Cyrillic+Hiragana/Katakana",
		"\u30FC\uD55C":       "Hiragana/Katakana+Hangul", // no set has both
		"\uD55C\u65E5":       "",                         // Hangul + Han: {Kore}
		"\u4E2D\u3105":       "",                         // Han + Bopomofo: {Hanb}
		"a\u0301b":           "",                         // Inherited goes with anything
		"\u0430\u0485":       "",                         // U+0485: scx {Cyrillic, Latin}
		"a\u0485":            "",
		"\u03B1\u0485":       "Greek+Cyrillic/Latin",
		"\u0378a":            "Unknown+Latin", // unassigned code point
		"\u05D0-\u0627":      "Hebrew+Arabic",
		"\u0627\u0640\u0628": "", // U+0640 ARABIC TATWEEL: scx has Arabic
	} {
		if got := mixedScripts(s); got != want {
			t.Errorf("mixedScripts(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestResolvedScripts: TS #39 section 5.1 examples worked by hand.
func TestResolvedScripts(t *testing.T) {
	for _, tt := range []struct {
		in    string
		all   bool
		names []string
	}{
		{"", true, nil},
		{"123-", true, nil},
		{"ab", false, []string{"Latin"}},
		{"\u65E5", false, []string{"Han", scriptHanb, scriptJpan, scriptKore}},
		{"\u65E5\u3072", false, []string{scriptJpan}},
		{"\u3105", false, []string{"Bopomofo", scriptHanb}},
		{"\uD55C", false, []string{"Hangul", scriptKore}},
		{"a\u0430", false, nil},
	} {
		got := resolvedScripts(tt.in)
		if got.all != tt.all || strings.Join(got.names, ",") != strings.Join(tt.names, ",") {
			t.Errorf("resolvedScripts(%q) = %+v, want all=%v %q", tt.in, got, tt.all, tt.names)
		}
	}
}

func TestIsLDHLabel(t *testing.T) {
	for s, want := range map[string]bool{
		"a": true, "Z": true, "a-1": true, "1a": true, "123": false, "-": false, "": false,
		"a.b": false, "a_b": false, "a b": false, "\u00E9": false, "z9": true, "@": false, "[": false, "`": false, "{": false,
	} {
		if got := isLDHLabel(s); got != want {
			t.Errorf("isLDHLabel(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestDelimiterLookalike: confusables.txt maps each of these to the
// delimiter (read by hand); the others are left out by category or range.
func TestDelimiterLookalike(t *testing.T) {
	for c, want := range map[rune]string{
		0x2044: `"/"`, // FRACTION SLASH (Sm)
		0x2215: `"/"`, // DIVISION SLASH (Sm)
		0x29F8: `"/"`, // BIG SOLIDUS (Sm)
		0x2216: `"\"`, // SET MINUS (Sm)
		0xFE68: `"\"`, // SMALL REVERSE SOLIDUS (Po)
		0x2024: `"."`, // ONE DOT LEADER (Po)
		0x0589: `":"`, // ARMENIAN FULL STOP (Po)
		0x2236: `":"`, // RATIO (Sm)
		0xA789: `":"`, // MODIFIER LETTER COLON (Sk)
		0x30CE: "",    // KATAKANA LETTER NO: skeleton "/", but a letter
		0x0660: "",    // ARABIC-INDIC DIGIT ZERO: skeleton ".", but a digit
		0x0903: "",    // DEVANAGARI SIGN VISARGA: skeleton ":", but a mark
		0xFF1A: "",    // FULLWIDTH COLON: skeleton ":", but FULLWIDTH_LATIN's
		0xFF3C: "",    // FULLWIDTH REVERSE SOLIDUS: likewise
		'/':    "",    // ASCII itself
		0x00D7: "",    // MULTIPLICATION SIGN: skeleton "x"
		0x00A7: "",    // SECTION SIGN: no prototype
	} {
		if got := delimiterLookalike(c); got != want {
			t.Errorf("delimiterLookalike(%U) = %q, want %q", c, got, want)
		}
	}
	fs := Run("http://a/b\u2215c")
	if g, want := reduce("http://a/b\u2215c", fs), []got{{CodeDelimiterLookalike, "\u2215"}}; !slices.Equal(g, want) ||
		!strings.Contains(fs[0].Message, `look-alike of "/"`) {
		t.Errorf("Run(division slash) = %v", fs)
	}
}

// TestHostImitatesDomain: the registrable domains are those of the Public
// Suffix List ("com", "co.uk" and "xn--p1ai" are ICANN suffixes; "example"
// is not on the list, so the last label is the suffix).
func TestHostImitatesDomain(t *testing.T) {
	imit := func(s string) got { return got{CodeHostImitatesDomain, s} }
	runSpoofCases(t, []spoofCase{
		{"http://paypal.com.account-verify.example/", []got{imit("paypal.com")},
			[]string{`"paypal.com"`, `"account-verify.example"`}},
		{"http://www.paypal.com.evil.example.co.uk/", []got{imit("paypal.com")},
			[]string{`"paypal.com"`, `"example.co.uk"`}},
		{"http://login.bank.co.uk.evil.example/", []got{imit("bank.co.uk")}, []string{`"bank.co.uk"`}},
		{"http://PayPal.COM.evil.example./", []got{{CodeHostNotLowercase, "PayPal.COM.evil.example."}, imit("PayPal.COM")}, []string{`"paypal.com"`}},
		{"http://a.paypal.com.b.evil.example/", []got{imit("paypal.com")}, nil},
		{"http://www.com.evil.example/", []got{imit("www.com")}, nil},
		{"http://login.bank.com.au.evil.example/", []got{imit("bank.com.au")}, []string{`"bank.com.au"`}},
		// Many labels: only the last ones of each candidate are looked at.
		{"http://a.b.c.d.e.f.g.h.i.j.paypal.com.evil.example/", []got{imit("paypal.com")}, nil},
		// U+3002 separates labels for IDNA but not for the span: the
		// labels as written do not line up, so the span is the host.
		{"http://paypal\u3002com.evil.example/", []got{imit("paypal\u3002com.evil.example"), {CodeDelimiterLookalike, "\u3002"}}, []string{`"paypal.com"`}},
		// A Unicode registrable domain: the span is the labels as written.
		{"http://paypal.com.\u00E9vil.example/", []got{imit("paypal.com")}, []string{`"xn--vil-9la.example"`}},
		// Not reported: single-label country codes and newer generic TLDs
		// (documented misses), the registrable domain itself, a lone
		// suffix label, plain hosts.
		{"http://paypal.de.evil.example/", nil, nil},
		{"http://api.dev.example.com/", nil, nil},
		{"http://example.com.example.com/", nil, nil},
		{"http://com.evil.example/", nil, nil},
		{"http://co.uk.evil.example/", nil, nil},         // a suffix alone
		{"http://foo.github.io.evil.example/", nil, nil}, // github.io: private section
		{"http://www.example.com/", nil, nil},
		{"http://a.b.example.com/", nil, nil},
		{"http://localhost/", nil, nil},
		{"http://[::1]/", nil, nil},
	})
}

// TestActiveSchemes: the scheme is matched case-insensitively and only as
// the scheme.
func TestActiveSchemes(t *testing.T) {
	runSpoofCases(t, []spoofCase{
		{"javascript:alert(1)", []got{{CodeScriptScheme, "javascript"}}, []string{"javascript:", "runs script"}},
		{"vbscript:msgbox(1)", []got{{CodeScriptScheme, "vbscript"}}, []string{"vbscript:"}},
		{"JavaScript:x", []got{{CodeSchemeNotLowercase, "JavaScript"}, {CodeScriptScheme, "JavaScript"}}, nil},
		{"data:,A%20brief%20note", []got{{CodeDataScheme, "data"}}, []string{"data:"}},
		{"data:text/plain;charset=iso-8859-7,%be%d3%be", []got{{CodeDataScheme, "data"}}, nil},
		{"data:text/plain;base64,SGVsbG8=", []got{{CodeDataScheme, "data"}}, nil},
		{"http://a/javascript:x", nil, nil},
		{"javascripts:x", nil, nil},
		{"./data:x", nil, nil},
	})
	if fs := Run("javascript:x", Ignore(CodeScriptScheme)); len(fs) != 0 {
		t.Errorf("ignored SCRIPT_SCHEME: %v", fs)
	}
	if fs := Run("data:,x", CodeSeverity(CodeDataScheme, SeverityError)); len(fs) != 1 || fs[0].Severity != SeverityError {
		t.Errorf("DATA_SCHEME as error: %v", fs)
	}
	if fs := Run("javascript:x"); len(fs) != 1 || fs[0].Component != iri.ComponentScheme || !fs[0].HasComponent {
		t.Errorf("SCRIPT_SCHEME component: %v", fs)
	}
}

// FuzzSpoofHost runs the host checks on arbitrary hosts: no panic, and
// every spoofing finding lies in the host on character boundaries.
func FuzzSpoofHost(f *testing.F) {
	for _, h := range []string{"\u0430\u0440\u0440\u04CF\u0435.com", "paypal.com.a.example", "xn--80ak6aa92e.com",
		"p\u0430ypal.example", "a.\u0440\u0443", "x%2E.y", "xn--", "XN--zz.com", "\u3002.", "..", "a.b.c.d.e.f.g.h.i.co.uk"} {
		f.Add(h)
	}
	f.Fuzz(func(t *testing.T, h string) {
		s := "http://" + h + "/"
		for _, fi := range Run(s) {
			switch fi.Code {
			case CodeWholeScriptConfusable, CodeMixedScriptConfusable, CodeMixedScriptLabel, CodeHostImitatesDomain:
			default:
				continue
			}
			if fi.Span.Start < 7 || fi.Span.End > 7+len(h) || fi.Span.Start > fi.Span.End {
				t.Fatalf("Run(%q): %s span %v outside the host", s, fi.Code, fi.Span)
			}
		}
	})
}

// TestSingleScriptConfusable: a host label outside ASCII whose TS #39
// skeleton is an ASCII label it is not gets SINGLE_SCRIPT_CONFUSABLE
// whatever its scripts (issue 31), when neither MIXED_SCRIPT_CONFUSABLE nor
// WHOLE_SCRIPT_CONFUSABLE reports it. The ASCII labels are worked out from
// confusables.txt: U+0261 LATIN SMALL LETTER SCRIPT G and U+0251 LATIN
// SMALL LETTER ALPHA map to "g" and "a", U+0131 LATIN SMALL LETTER DOTLESS
// I to "i". Not reported: a label IDNA maps to the ASCII label it looks
// like (full-width letters, a ligature, a soft hyphen, the Kelvin sign:
// each has its own code), labels whose skeleton is not ASCII, plain ASCII,
// the labels the two other codes report, and a whole-script confusable in
// the public suffix (".\u0440\u0443").
func TestSingleScriptConfusable(t *testing.T) {
	for _, tt := range []struct{ in, label, target string }{
		{"http://\u0261oogle.com/", "\u0261oogle", "google"},
		{"http://paypa\u0131.com/", "paypa\u0131", "paypai"},
		{"http://\u0251pple.example/", "\u0251pple", "apple"},
		{"http://www.\u0261oogle.co.uk/", "\u0261oogle", "google"},
		{"http://example.\u0261ov/", "\u0261ov", "gov"},          // a suffix label that is no whole-script confusable
		{"http://xn--oogle-qmc.com/", "xn--oogle-qmc", "google"}, // the A-label of "\u0261oogle" (RFC 3492 Punycode by golang.org/x/net/idna)
		// U+2160 ROMAN NUMERAL ONE (Latin, Nl) has the prototype "l" in
		// confusables.txt, so "app\u2160e" looks like "apple"; IDNA maps it
		// (UTS #46: NFKC "I", case-folded) to "i", so the name looked up is
		// "appie", neither "apple" in another case nor of its skeleton
		// ("appie" is its own skeleton): reported.
		{"http://app\u2160e.example/", "app\u2160e", "apple"},
		// U+0080, a C1 control, has an empty skeleton (not graphic), so
		// "\u0261mail" + U+0080 (written %C2%80) has the skeleton "grnail"
		// (ASCII "m" has the prototype "rn"); the ASCII label built
		// character by character is "gmail" (U+0261 -> "g", U+0080 -> ""),
		// whose skeleton is "grnail" too, so "gmail" is named, not "grnail".
		{"http://\u0261mail%C2%80.example/", "\u0261mail%C2%80", "gmail"},
		{"http://\uFF47oogle.com/", "", ""},
		{"http://\uFB01le.example/", "", ""},
		{"http://go\u00ADogle.com/", "", ""},
		{"http://\u212Aelvin.example/", "", ""},
		{"http://r\u00E9sum\u00E9.example/", "", ""},
		{"http://google.com/", "", ""},
		{"http://p\u0430ypal.example/", "", ""},
		{"http://\u0430\u0440\u0440\u04CF\u0435.com/", "", ""},
		{"http://x.\u0440\u0443/", "", ""},
	} {
		var got []Finding
		for _, f := range Run(tt.in) {
			if f.Code == CodeSingleScriptConfusable {
				got = append(got, f)
			}
		}
		switch {
		case tt.label == "" && len(got) > 0:
			t.Errorf("Run(%q): %v", tt.in, got)
		case tt.label == "":
		case len(got) != 1:
			t.Errorf("Run(%q): %d SINGLE_SCRIPT_CONFUSABLE findings, want 1", tt.in, len(got))
		case tt.in[got[0].Span.Start:got[0].Span.End] != tt.label:
			t.Errorf("Run(%q): span %v, want the label %q", tt.in, got[0].Span, tt.label)
		case !strings.Contains(got[0].Message, `ASCII label "`+tt.target+`"`) || got[0].Severity != SeverityWarning:
			t.Errorf("Run(%q): %v, want a warning naming %q", tt.in, got[0], tt.target)
		}
	}
}

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

// TestImitatedDomainPrivateSuffixOfSevenLabels: a candidate's public
// suffix is that of all its last labels (up to maxSuffixLabels), not of
// fewer. The Public Suffix List of golang.org/x/net has, in its private
// section, the seven-label rule
// "*.001.test.code-builder-stg.platform.salesforce.com", so in
// "x.y.w.001.test.code-builder-stg.platform.salesforce.com.evil.example"
// (registrable domain "evil.example", nine leading labels) the leading
// labels y..com have the private public suffix "w.001.…salesforce.com":
// a private-section domain, like "foo.github.io", not reported. Looked at
// through its last six labels only ("001.test.…salesforce.com", which that
// rule does not reach), the same candidate would seem to end with the ICANN
// "com" and hold "salesforce.com". The shorter candidates end with "w",
// "001", "test", "code-builder-stg", "platform" or "salesforce", none on
// the list (the default rule "*", not ICANN), so nothing is reported.
func TestImitatedDomainPrivateSuffixOfSevenLabels(t *testing.T) {
	// The premise, from the list (not from the code under test): if a
	// newer list drops the rule, pick another rule of seven labels.
	const lead = "y.w.001.test.code-builder-stg.platform.salesforce.com"
	if ps, icann := publicsuffix.PublicSuffix(lead); ps != lead[2:] || icann {
		t.Fatalf("PublicSuffix(%q) = %q, %v: the list no longer has the private rule *.001.test.code-builder-stg.platform.salesforce.com", lead, ps, icann)
	}
	checkSpoofAt(t, "http://x."+lead+".evil.example/", nil)
}
