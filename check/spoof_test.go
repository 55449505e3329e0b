package check

import (
	"slices"
	"strings"
	"testing"

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
