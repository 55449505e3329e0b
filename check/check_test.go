package check

import (
	"errors"
	"math/rand"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/goiri/iri"
)

// got is a finding reduced to what the tests compare: the code and the
// text of its span.
type got struct {
	code Code
	text string
}

func reduce(s string, fs []Finding) []got {
	var out []got
	for _, f := range fs {
		out = append(out, got{f.Code, s[f.Span.Start:f.Span.End]})
	}
	return out
}

// TestCodeExamples checks that every registered code's example triggers
// that code and no other, with default severities and nothing ignored.
func TestCodeExamples(t *testing.T) {
	seen := map[Code]bool{}
	for _, c := range Codes() {
		if seen[c.Code] {
			t.Errorf("code %s registered twice", c.Code)
		}
		seen[c.Code] = true
		if c.Section == "" || c.Meaning == "" || c.Example == "" {
			t.Errorf("code %s: section, meaning and example must all be set", c.Code)
		}
		v, err := iri.LookupVariant(c.ExampleVariant)
		if err != nil {
			t.Fatalf("code %s: %v", c.Code, err)
		}
		fs := Run(c.Example, Grammar(v), IncludeIgnored())
		if len(fs) == 0 {
			t.Errorf("code %s: example %q triggers nothing", c.Code, c.Example)
		}
		if c.Code == CodeMoreFindings && len(fs) > 0 {
			// The summary only comes after DefaultMaxFindings others:
			// the example's 101 separate U+3000 give 100 SPACE_LOOKALIKE
			// findings, then one left out and counted.
			for _, f := range fs[:len(fs)-1] {
				if f.Code != CodeSpaceLookalike {
					t.Errorf("code %s: example triggers %v", c.Code, f)
				}
			}
			if len(fs) != DefaultMaxFindings+1 || !strings.HasPrefix(fs[len(fs)-1].Message, "1 more findings not reported") {
				t.Errorf("code %s: %d findings, last %v", c.Code, len(fs), fs[len(fs)-1])
			}
			fs = fs[len(fs)-1:]
		}
		for _, f := range fs {
			if f.Code != c.Code {
				t.Errorf("code %s: example %q also triggers %v", c.Code, c.Example, f)
			}
			if f.Severity != c.Severity {
				t.Errorf("code %s: severity %v, registry says %v", c.Code, f.Severity, c.Severity)
			}
			if f.Span.Start < 0 || f.Span.End > len(c.Example) || f.Span.Start > f.Span.End {
				t.Errorf("code %s: span %v outside the input", c.Code, f.Span)
			}
			if f.Message == "" || f.Section == "" {
				t.Errorf("code %s: finding without message or section: %v", c.Code, f)
			}
		}
	}
}

// TestCodesDoc fails when docs/codes.md is not the rendering of the code
// registry. Run with IRI_UPDATE_DOCS=1 to rewrite it: the test then writes
// the file and fails if it changed anything, so that an update is never
// mistaken for a pass.
func TestCodesDoc(t *testing.T) {
	checkDocFile(t, "../docs/codes.md", renderCodesDoc(), "TestCodesDoc", "the code registry")
}

// checkDocFile fails when the file at path is not want; with
// IRI_UPDATE_DOCS set it rewrites the file and fails if that changed
// anything, so that an update is never mistaken for a pass. test names the
// test to rerun, source what the file is rendered from.
func checkDocFile(t *testing.T, path, want, test, source string) {
	t.Helper()
	have, err := os.ReadFile(path)
	if os.Getenv("IRI_UPDATE_DOCS") != "" {
		if err == nil && string(have) == want {
			return
		}
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Fatalf("%s rewritten from %s; review and commit it", path, source)
	}
	if err != nil {
		t.Fatalf("%v (run IRI_UPDATE_DOCS=1 go test -run %s ./check)", err, test)
	}
	if string(have) != want {
		t.Errorf("%s is out of date with %s: run IRI_UPDATE_DOCS=1 go test -run %s ./check", path, source, test)
	}
}

func renderCodesDoc() string {
	cell := func(s string) string {
		return strings.NewReplacer(`\`, `\\`, "`", "\\`", "|", `\|`, "<", "&lt;", ">", "&gt;").Replace(s)
	}
	var b strings.Builder
	b.WriteString("# Check codes\n\n")
	b.WriteString("Generated from the code registry (`check.Codes()`, check/codes.go) by `TestCodesDoc`;\n")
	b.WriteString("do not edit: run `IRI_UPDATE_DOCS=1 go test -run TestCodesDoc ./check` after changing the registry.\n\n")
	b.WriteString("Each example, checked with the variant named (default severities), triggers its code and no other;\n")
	b.WriteString("examples are Go string literals. Severity is the default: change it per code with\n")
	b.WriteString("`check.CodeSeverity` or `iri check --error/--warning/--ignore`.\n\n")
	b.WriteString("| Code | Severity | Section | Meaning | Example | Variant |\n")
	b.WriteString("| --- | --- | --- | --- | --- | --- |\n")
	for _, c := range Codes() {
		ex := strconv.Quote(c.Example)
		b.WriteString("| `" + string(c.Code) + "` | " + c.Severity.String() + " | " + cell(c.Section) + " | " +
			cell(c.Meaning) + " | <code>" + strings.ReplaceAll(cell(ex), "\\`", "`") + "</code> | " + c.ExampleVariant + " |\n")
	}
	return b.String()
}

func TestSeverityOptions(t *testing.T) {
	s := "http://a:80/%41"
	// Worked out by hand: port 80 is http's default, %41 is "A".
	fs := Run(s)
	if want := []got{{CodePortDefault, ":80"}, {CodePctUnreserved, "%41"}}; !slices.Equal(reduce(s, fs), want) {
		t.Fatalf("Run(%q) = %v, want %v", s, reduce(s, fs), want)
	}
	if HasErrors(fs) {
		t.Errorf("only warnings expected: %v", fs)
	}
	fs = Run(s, CodeSeverity(CodePctUnreserved, SeverityError))
	if !HasErrors(fs) || fs[1].Severity != SeverityError || fs[0].Severity != SeverityWarning {
		t.Errorf("CodeSeverity(error) not applied: %v", fs)
	}
	fs = Run(s, Ignore(CodePortDefault))
	if want := []got{{CodePctUnreserved, "%41"}}; !slices.Equal(reduce(s, fs), want) {
		t.Errorf("ignored code still reported: %v", fs)
	}
	fs = Run(s, Ignore(CodePortDefault), IncludeIgnored())
	if len(fs) != 2 || fs[0].Severity != SeverityIgnored {
		t.Errorf("IncludeIgnored: %v", fs)
	}
	// Later options win.
	fs = Run(s, Ignore(CodePortDefault), CodeSeverity(CodePortDefault, SeverityError))
	if len(fs) != 2 || fs[0].Severity != SeverityError {
		t.Errorf("later option should win: %v", fs)
	}
	for _, n := range []string{"error", "warning", "ignored", "ignore", "ERROR"} {
		if _, err := ParseSeverity(n); err != nil {
			t.Errorf("ParseSeverity(%q): %v", n, err)
		}
	}
	if _, err := ParseSeverity("fatal"); err == nil {
		t.Error("ParseSeverity(fatal) should fail")
	}
}

// TestCleanInputs: well-formed IRIs of each scheme produce no finding.
func TestCleanInputs(t *testing.T) {
	for _, s := range []string{
		"http://www.example.org/r\u00E9sum\u00E9.html",
		"http://r\u00E9sum\u00E9.example.org",
		"https://example.com:8443/a/b?c=d&e=f#g",
		"http://[::1]:8080/",
		"http://127.0.0.1/",
		"mailto:chris@example.com?subject=hello&body=hi",
		"mailto:",
		"urn:isbn:0451450523",
		"urn:example:a123,z456?+abc#frag",
		"file:///etc/hosts",
		"file://localhost/etc/hosts",
		"file:/etc/hosts",
		// data: and javascript: IRIs get DATA_SCHEME and SCRIPT_SCHEME
		// (TestActiveSchemes in spoof_test.go).
		"foo/bar?x#y",
		"//example.org/%E2%82%AC",
		"http://\u65E5\u672C\u8A9E\u30C6\u30B9\u30C8.jp/", // Han + Katakana: allowed combination
		"",
	} {
		if fs := Run(s); len(fs) != 0 {
			t.Errorf("Run(%q) = %v, want no findings", s, fs)
		}
	}
}

// TestFindings checks inputs against findings worked out by hand.
func TestFindings(t *testing.T) {
	long := strings.Repeat("a", 63)
	tests := []struct {
		in      string
		variant iri.Variant
		want    []got
	}{
		// Grammar error plus, from the LEIRI fallback parse, the 7.3 group.
		{"http://a/b c", iri.RFC3987, []got{{CodeSyntax, " "}, {CodeSpace, " "}}},
		{"http://a/b c", iri.LEIRI, []got{{CodeSpace, " "}}},
		{"http://a/b c", iri.RFC3986, []got{{CodeSyntax, " "}, {CodeSpace, " "}}},
		{"a\u200Fb c", iri.WebAddress, []got{{CodeBidiFormattingCharacter, "\u200F"}, {CodeSpace, " "}}},
		// One finding per run of adjacent characters of a code (bounds.go).
		{"http://a/{x}^`\\", iri.LEIRI, []got{{CodeUnwise, "{"}, {CodeUnwise, "}^`\\"}}},
		{"http://a/\u0085\u007F", iri.LEIRI, []got{{CodeControl, "\u0085\u007F"}}},
		{"http://a/\U0010FFFF\U000F0000", iri.LEIRI, []got{{CodeNonCharacter, "\U0010FFFF"}, {CodePrivateUse, "\U000F0000"}}},
		{"http://a/?\U000F0000#\U000F0000", iri.LEIRI, []got{{CodePrivateUseInQuery, "\U000F0000"}, {CodePrivateUse, "\U000F0000"}}},
		{"http://a/\xc3", iri.RFC3987, []got{{CodeInvalidUTF8, "\xc3"}}},
		{"\xff\xfe/\xed\xbf\xbf", iri.RFC3987, []got{{CodeInvalidUTF8, "\xff\xfe"}, {CodeSurrogate, "\xed\xbf\xbf"}}},
		// Percent-encoding (section 10).
		{"http://a/%C0%AF..", iri.RFC3987, []got{{CodePctOverlongUTF8, "%C0%AF"}}},
		{"http://a/%E0%80%AF", iri.RFC3987, []got{{CodePctOverlongUTF8, "%E0%80%AF"}}},
		{"http://a/%F0%80%80%AF", iri.RFC3987, []got{{CodePctOverlongUTF8, "%F0%80%80%AF"}}},
		{"http://a/%C0%AE%C0%AE/", iri.RFC3987, []got{{CodePctOverlongUTF8, "%C0%AE%C0%AE"}}},
		{"http://a/%ED%A0%80", iri.RFC3987, []got{{CodePctInvalidUTF8, "%ED%A0%80"}}},
		{"http://a/%FF%FE%41", iri.RFC3987, []got{{CodePctInvalidUTF8, "%FF%FE"}, {CodePctUnreserved, "%41"}}},
		{"http://a/%C3", iri.RFC3987, []got{{CodePctInvalidUTF8, "%C3"}}},
		{"http://a/%C3%A9%E2%82%AC", iri.RFC3987, nil},
		{"http://a/.%2e/%2E", iri.RFC3987, []got{{CodePctDotSegment, ".%2e"}, {CodePctDotSegment, "%2E"}}},
		{"http://a/%2E%2Ex", iri.RFC3987, []got{{CodePctUnreserved, "%2E%2E"}}},
		{"http://a/%5C%3F%23%40?%2F#%2F", iri.RFC3987, []got{{CodePctDelimiterInPath, "%5C%3F%23%40"}}},
		{"http://a/%2C%3B%20", iri.RFC3987, nil},
		// Host and port.
		{"http://1.2.3/", iri.RFC3987, []got{{CodeHostIPv4Like, "1.2.3"}}},
		{"http://0x7f.1/", iri.RFC3987, []got{{CodeHostIPv4Like, "0x7f.1"}}},
		{"http://01.2.3.4/", iri.RFC3987, []got{{CodeHostIPv4Like, "01.2.3.4"}}},
		{"http://1.2.3.4./", iri.RFC3987, []got{{CodeHostIPv4Like, "1.2.3.4."}}},
		{"http://1.2.3.com/", iri.RFC3987, nil},
		{"http://a:99999999999999999999/", iri.RFC3987, []got{{CodePortOutOfRange, "99999999999999999999"}}},
		{"http://a:65535/", iri.RFC3987, nil},
		{"http://a:0080/", iri.RFC3987, []got{{CodePortDefault, ":0080"}}},
		{"https://a:80/", iri.RFC3987, nil},
		{"http://" + long + "." + long + "/", iri.RFC3987, nil},
		{"http://\u00E9" + long + "/", iri.RFC3987, []got{{CodeHostLabelTooLong, "\u00E9" + long}}},
		{"foo://" + strings.Repeat("a", 70) + "/", iri.RFC3987, nil}, // not a DNS scheme
		// Mixed scripts that look like the ASCII label "acb".
		{"http://a\u0441b.c/", iri.RFC3987, []got{{CodeMixedScriptConfusable, "a\u0441b"}}},
		{"http://x.\u0440\u0443/", iri.RFC3987, nil}, // Latin label, Cyrillic label: each one script
		// Scheme rules.
		{"https://user@a/", iri.RFC3987, []got{{CodeSchemeForbidden, "user@"}}},
		{"http:///x", iri.RFC3987, []got{{CodeSchemeRequired, ""}}},
		{"file://h:1/x?y", iri.RFC3987, []got{{CodeSchemeForbidden, ":1"}, {CodeSchemeForbidden, "?y"}}},
		{"file:x", iri.RFC3987, []got{{CodeSchemeSyntax, "x"}}},
		{"urn:a:b", iri.RFC3987, []got{{CodeSchemeSyntax, "a"}}},
		{"urn:isbn:1?x", iri.RFC3987, []got{{CodeSchemeSyntax, "?x"}}},
		{"urn:isbn", iri.RFC3987, []got{{CodeSchemeSyntax, ""}}},
		{"mailto:a@b?subject&body=x", iri.RFC3987, []got{{CodeSchemeSyntax, "subject"}}},
		{"data:text;x,1", iri.RFC3987, []got{{CodeDataScheme, "data"}, {CodeSchemeSyntax, "text"}, {CodeSchemeSyntax, "x"}}},
		{"data:;base64,@@@", iri.RFC3987, []got{{CodeDataScheme, "data"}, {CodeSchemeSyntax, "@@@"}}},
		{"javascript://x", iri.RFC3987, []got{{CodeScriptScheme, "javascript"}, {CodeSchemeForbidden, "//x"}}},
		{"Mailto:x@y", iri.RFC3987, []got{{CodeSchemeNotLowercase, "Mailto"}}},
		{"ftp://u:p@h/", iri.RFC3987, []got{{CodeUserinfoPassword, "p"}}},
		{"ftp://u:@h/", iri.RFC3987, nil},
	}
	for _, tt := range tests {
		fs := Run(tt.in, Grammar(tt.variant))
		if g := reduce(tt.in, fs); !slices.Equal(g, tt.want) {
			t.Errorf("Run(%q, %s) = %q\nwant %q", tt.in, tt.variant, g, tt.want)
		}
	}
}

func TestFindingFields(t *testing.T) {
	s := "http://a/b\u200Ec"
	fs := Run(s, Grammar(iri.LEIRI))
	if len(fs) != 1 {
		t.Fatalf("Run(%q) = %v", s, fs)
	}
	f := fs[0]
	want := Finding{Code: CodeBidiFormattingCharacter, Severity: SeverityError, Component: iri.ComponentPath,
		HasComponent: true, Span: span(10, 13), Section: "draft-ietf-iri-3987bis-00 section 4.1 and 7.3"}
	f.Message = ""
	if f != want {
		t.Errorf("got %+v\nwant %+v", f, want)
	}
	if str := fs[0].String(); !strings.HasPrefix(str, "error BIDI_FORMATTING_CHARACTER at bytes 10-13 in path: ") {
		t.Errorf("String() = %q", str)
	}
	// A syntax error names the rule's component. "a:x" could still be a
	// userinfo waiting for "@", so the farthest failure is at the "/".
	fs = Run("http://a:x/")
	if len(fs) != 1 || fs[0].Code != CodeSyntax || fs[0].Span != (span(10, 11)) ||
		fs[0].Component != iri.ComponentUserinfo || !fs[0].HasComponent {
		t.Fatalf("Run(http://a:x/) = %v", fs)
	}
}

func TestCheckRule(t *testing.T) {
	fs := Run("a/b", Rule(iri.RuleIRI))
	if len(fs) == 0 || fs[0].Code != CodeSyntax {
		t.Errorf("relative reference checked as IRI: %v", fs)
	}
	if fs := Run("a/b"); len(fs) != 0 {
		t.Errorf("relative reference: %v", fs)
	}
}

func TestIPv4Like(t *testing.T) {
	for s, want := range map[string]bool{
		"1.2.3": true, "256.1.1.1": true, "123": true, "0x7f.1": true, "0x": true, "1..2": false,
		"1.2.3.a": false, "example": false, "": false, ".": false, "0xg": false,
		"0X7F.1": true, "0a.1": false, "0Xg": false, "10.20": true, "09": true,
	} {
		if got := ipv4Like(s); got != want {
			t.Errorf("ipv4Like(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestMixedScripts(t *testing.T) {
	for s, want := range map[string]string{
		"paypal":                 "",
		"p\u0430ypal":            "Latin+Cyrillic",
		"\u65E5\u672C\u3054abc":  "",                // Han, Hiragana, Latin
		"\u4E2D\u6587\u3105":     "",                // Han, Bopomofo
		"\uD55C\uAD6D\u8A9Eabc":  "",                // Hangul, Han, Latin
		"\u0391\u03B2c":          "Greek+Latin",     // Greek and Latin
		"\u05D0\u0627":           "Hebrew+Arabic",   // two RTL scripts
		"\u30AB\uD55C":           "Katakana+Hangul", // not one writing system
		"a-1_\u0301":             "",
		"\u0430\u0431\u0432-123": "",
	} {
		if got := mixedScripts(s); got != want {
			t.Errorf("mixedScripts(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestCheckPathological: odd and huge inputs give findings, never a panic,
// and every span lies inside the input on character boundaries.
func TestCheckPathological(t *testing.T) {
	inputs := []string{
		"%", "%%", "%4", "%C0", "%C0%", "http://%", "http://[", "http://a:", "::::", "?#?#", "#",
		strings.Repeat("%C0%AF", 5000), strings.Repeat("\xff", 10000), strings.Repeat("a.", 200) + "b",
		"http://" + strings.Repeat("\u05D0a", 3000), strings.Repeat("e\u0301", 3000),
		"data:;base64," + strings.Repeat("%", 100), "http://" + strings.Repeat(".", 300) + "/",
	}
	rng := rand.New(rand.NewSource(1))
	alphabet := []string{"a", "%", "C0", "AF", "/", ".", ":", "@", "?", "#", "[", "]", "\u05D0", "1", "\u200E",
		"\xff", "\xed\xa0\x80", "\uFF41", " ", "e\u0301", "http://", "=", "&", "\U000E0041", "\uFDD0"}
	for range 2000 {
		var b strings.Builder
		for range rng.Intn(20) {
			b.WriteString(alphabet[rng.Intn(len(alphabet))])
		}
		inputs = append(inputs, b.String())
	}
	for _, s := range inputs {
		for _, v := range iri.Variants() {
			for _, f := range Run(s, Grammar(v), IncludeIgnored()) {
				if f.Span.Start < 0 || f.Span.End > len(s) || f.Span.Start > f.Span.End {
					t.Fatalf("Run(%q, %s): span %v outside input", s, v, f.Span)
				}
				if utf8.ValidString(s) && (!utf8.RuneStart(at(s, f.Span.Start)) || !utf8.RuneStart(at(s, f.Span.End))) {
					t.Fatalf("Run(%q, %s): span %v splits a character", s, v, f.Span)
				}
				if f.Message == "" {
					t.Fatalf("Run(%q): empty message %v", s, f)
				}
			}
		}
	}
}

func at(s string, i int) byte {
	if i >= len(s) {
		return 'x'
	}
	return s[i]
}

// section73 classifies r by the groups of draft-ietf-iri-3987bis-00
// section 7.3, written from the section's list (not from charCode): the
// code a character finding for r may carry, or "".
func section73(r rune) Code {
	switch {
	case r == 0x20:
		return CodeSpace
	case r == 0x3C || r == 0x3E || r == 0x22:
		return CodeDelimiter
	case r == 0x5C || r == 0x5E || r == 0x60 || r == 0x7B || r == 0x7C || r == 0x7D:
		return CodeUnwise
	case r >= 0x0 && r <= 0x1F || r >= 0x7F && r <= 0x9F:
		return CodeControl
	case r == 0x200E || r == 0x200F || r >= 0x202A && r <= 0x202E:
		return CodeBidiFormattingCharacter
	case r >= 0xFFF0 && r <= 0xFFFD:
		return CodeSpecial
	case r >= 0xE000 && r <= 0xF8FF || r >= 0xF0000 && r <= 0xFFFFD || r >= 0x100000 && r <= 0x10FFFD:
		return CodePrivateUse
	case r >= 0xE0000 && r <= 0xE0FFF:
		return CodeTag
	case r >= 0xFDD0 && r <= 0xFDEF || r >= 0x1FFFE && r&0xFFFF >= 0xFFFE:
		return CodeNonCharacter
	case r == 0xFFFE || r == 0xFFFF:
		// Non-characters of the BMP (Unicode section 23.7), missing from
		// the section's list although outside ucschar and the specials.
		return CodeNonCharacter
	}
	return ""
}

// checkProperties checks the findings of s against facts established
// without the checker: the grammar (SYNTAX agrees with Parse), the section
// 7.3 groups (a character code's span holds only characters of its group),
// the options (severities) and the input (spans inside it, on character
// boundaries).
func checkProperties(t *testing.T, s string, v iri.Variant, over Code, sev Severity) {
	fs := Run(s, Grammar(v), CodeSeverity(over, sev), IncludeIgnored())
	_, err := v.Parse(s)
	var pe *iri.ParseError
	syntaxErr := errors.As(err, &pe) && pe.Err == iri.ErrSyntax
	nSyntax := 0
	for _, f := range fs {
		if f.Span.Start < 0 || f.Span.End > len(s) || f.Span.Start > f.Span.End {
			t.Fatalf("Run(%q, %s): span %v outside the input", s, v, f.Span)
		}
		if utf8.ValidString(s) && (!utf8.RuneStart(at(s, f.Span.Start)) || !utf8.RuneStart(at(s, f.Span.End))) {
			t.Fatalf("Run(%q, %s): span %v splits a character", s, v, f.Span)
		}
		want := sev
		if f.Code == CodeMoreFindings && over != CodeMoreFindings {
			// Its severity is the highest of the findings it counts
			// (bounds.go); it comes last.
			want = f.Severity
			if f != fs[len(fs)-1] {
				t.Fatalf("Run(%q, %s): %v is not the last finding", s, v, f)
			}
		} else if f.Code != over {
			info, ok := LookupCode(f.Code)
			if !ok {
				t.Fatalf("Run(%q, %s): unregistered code %s", s, v, f.Code)
			}
			want = info.Severity
		}
		if f.Severity != want {
			t.Fatalf("Run(%q, %s) with %s as %v: %v has severity %v, want %v", s, v, over, sev, f, f.Severity, want)
		}
		switch f.Code {
		case CodeSyntax:
			nSyntax++
			if !syntaxErr || f.Span.Start != pe.Offset {
				t.Fatalf("Run(%q, %s): %v, but Parse says %v", s, v, f, err)
			}
		case CodeSpace, CodeDelimiter, CodeUnwise, CodeControl, CodeBidiFormattingCharacter, CodeSpecial,
			CodeTag, CodeNonCharacter, CodePrivateUse, CodePrivateUseInQuery:
			want := f.Code
			if want == CodePrivateUseInQuery {
				want = CodePrivateUse
			}
			for _, r := range s[f.Span.Start:f.Span.End] {
				if section73(r) != want {
					t.Fatalf("Run(%q, %s): %v covers %U, which section 7.3 puts in %q", s, v, f, r, section73(r))
				}
			}
		}
	}
	// One finding per run: no two findings of a character code touch.
	ends := map[Code]map[int]bool{}
	for _, f := range fs {
		if mergingCodes[f.Code] && f.Span.Len() > 0 {
			if ends[f.Code] == nil {
				ends[f.Code] = map[int]bool{}
			}
			ends[f.Code][f.Span.End] = true
		}
	}
	for _, f := range fs {
		if mergingCodes[f.Code] && f.Span.Len() > 0 && ends[f.Code][f.Span.Start] {
			t.Fatalf("Run(%q, %s): %v touches another finding of its code", s, v, f)
		}
	}
	if len(fs) > DefaultMaxFindings+2 {
		t.Fatalf("Run(%q, %s): %d findings", s, v, len(fs))
	}
	if syntaxErr != (nSyntax == 1) {
		t.Fatalf("Run(%q, %s): %d SYNTAX findings, Parse error %v", s, v, nSyntax, err)
	}
}

func FuzzCheck(f *testing.F) {
	for _, c := range Codes() {
		f.Add(c.Example, uint8(0), uint8(0))
	}
	f.Add("http://a/b c", uint8(3), uint8(1))
	variants := iri.Variants()
	codes := Codes()
	f.Fuzz(func(t *testing.T, s string, vi, ci uint8) {
		v := variants[int(vi)%len(variants)]
		c := codes[int(ci)%len(codes)].Code
		checkProperties(t, s, v, c, Severity(ci%3))
	})
}

// TestCheckProperties runs the properties of FuzzCheck on the code
// examples and on random strings over a hostile alphabet.
func TestCheckProperties(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	alphabet := []string{"a", "%", "C0", "/", ".", ":", "@", "?", "#", "[", "]", "\u05D0", " ", "<", "^", "\x01",
		"\u0085", "\u200E", "\u202E", "\uFFF0", "\uE000", "\U000E0041", "\uFDD0", "\U0001FFFE", "\xff", "http://", "=", "&", "\uFF41"}
	inputs := []string{}
	for _, c := range Codes() {
		inputs = append(inputs, c.Example)
	}
	for range 1500 {
		var b strings.Builder
		for range rng.Intn(16) {
			b.WriteString(alphabet[rng.Intn(len(alphabet))])
		}
		inputs = append(inputs, b.String())
	}
	codes := Codes()
	for i, s := range inputs {
		for _, v := range iri.Variants() {
			checkProperties(t, s, v, codes[i%len(codes)].Code, Severity(i%3))
		}
	}
}

// TestSyntaxFindingComponent checks that a grammar error is reported in the
// component where the offending character lies (worked out by hand from the
// grammar of RFC 3987 section 2.2), including path errors whose rule name
// starts with "ip" (ipath-abempty, ipchar), which are no host rules.
func TestSyntaxFindingComponent(t *testing.T) {
	tests := []struct {
		in   string
		span iri.Span
		want iri.Component
	}{
		{"http://a/[x", span(9, 10), iri.ComponentPath},
		{"http://\u00FC/[x", span(10, 11), iri.ComponentPath},
		{"a/[", span(2, 3), iri.ComponentPath},
		{"http://[::1/", span(11, 12), iri.ComponentHost},
		{"http://a/?[", span(10, 11), iri.ComponentQuery},
		{"http://a/#[", span(10, 11), iri.ComponentFragment},
	}
	for _, tt := range tests {
		var syn []Finding
		for _, f := range Run(tt.in) {
			if f.Code == CodeSyntax {
				syn = append(syn, f)
			}
		}
		if len(syn) != 1 || syn[0].Span != tt.span || !syn[0].HasComponent || syn[0].Component != tt.want {
			t.Errorf("Run(%q) SYNTAX findings = %v, want one at %v in %v", tt.in, syn, tt.span, tt.want)
		}
	}
}

// TestRunIgnoresNilOption: New and Run ignore a nil Option, finding what
// they find without it.
func TestRunIgnoresNilOption(t *testing.T) {
	const s = "http://a:80/%7e\u200B"
	want := Run(s, Ignore(CodePctUnreserved))
	got := Run(s, nil, Ignore(CodePctUnreserved), nil)
	if len(got) != len(want) || len(got) == 0 {
		t.Fatalf("Run with nil options found %v, without %v", got, want)
	}
	for i := range got {
		if got[i].Code != want[i].Code || got[i].Span != want[i].Span {
			t.Errorf("finding %d: %v with nil options, %v without", i, got[i], want[i])
		}
	}
}
