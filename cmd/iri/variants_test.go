package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

// iri variants --diff rfc3987 3987bis shows the README's three
// differences, with the shortest witnesses worked out by hand ("##": '#'
// in ifragment; "//%00": pct-encoded in ireg-name; "?" U+E0000: the tag
// range in iprivate), each with the verdict of both variants, and exits 1.
func TestVariantsDiff(t *testing.T) {
	code, out, errOut := runCLI(t, "", "variants", "--diff", "rfc3987", "3987bis")
	if code != exitInvalid || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{
		"rfc3987 and 3987bis (IRI-reference): ",
		"\"##\"\n  rfc3987     rejects at byte 1 in ifragment: a second '#' is not allowed: the first '#' starts the fragment\n  3987bis     accepts\n",
		"\"//%00\"\n  rfc3987     accepts\n  3987bis     rejects at byte 5 in iuserinfo",
		"\"?\\U000e0000\"\n  rfc3987     rejects at byte 1 in iquery: U+E0000 is not allowed in iquery\n  3987bis     accepts\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// Shortest first.
	if i, j := strings.Index(out, "\"##\""), strings.Index(out, "\"//%00\""); i < 0 || j < i {
		t.Errorf("not shortest first:\n%s", out)
	}
}

// --count, --json: one object per witness; a component difference names
// the component and each variant's value.
func TestVariantsDiffJSON(t *testing.T) {
	code, out, _ := runCLI(t, "", "variants", "--diff", "--json", "--count", "1", "rfc3987", "3987bis")
	if code != exitInvalid || strings.Count(out, "\n") != 1 {
		t.Fatalf("exit %d, %q", code, out)
	}
	var rec struct {
		Input      string  `json:"input"`
		AcceptedBy string  `json:"accepted_by"`
		Component  *string `json:"component"`
		Variants   []struct {
			Variant string `json:"variant"`
			Valid   bool   `json:"valid"`
			Error   *struct {
				Rule   string `json:"rule"`
				Reason string `json:"reason"`
			} `json:"error"`
		} `json:"variants"`
	}
	if err := json.Unmarshal([]byte(out), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Input != "##" || rec.AcceptedBy != "b" || rec.Component != nil || len(rec.Variants) != 2 ||
		rec.Variants[0].Valid || rec.Variants[0].Error.Rule != "ifragment" || !rec.Variants[1].Valid {
		t.Errorf("%s", out)
	}
	// leiri and webaddress both accept `/\`: a path for LEIRI, an empty
	// authority for a Web Address, which reads "\" as "/".
	_, out, _ = runCLI(t, "", "variants", "--diff", "--json", "--count", "0", "leiri", "webaddress")
	want := `{"input":"/\\","accepted_by":"both","component":"host","variants":[{"variant":"leiri","valid":true,"value":null},{"variant":"webaddress","valid":true,"value":""}]}` + "\n"
	if !strings.Contains(out, want) {
		t.Errorf("no %s in\n%s", want, out)
	}
}

// --rule applies to both variants: under IRI (a scheme required) the
// README's differences need a scheme, the shortest "a:". --corpus reads a
// file's lines (CRLF too) and searches them as well; its lines show no
// kind of difference that a shorter generated input does not.
func TestVariantsDiffRuleAndCorpus(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "c.txt")
	if err := os.WriteFile(file, []byte("a:#b#c\r\nx\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "variants", "--diff", "--rule", "IRI", "--corpus", file, "rfc3987", "3987bis")
	if code != exitInvalid || errOut != "" || !strings.HasPrefix(out, "rfc3987 and 3987bis (IRI): ") {
		t.Fatalf("exit %d, %q, %q", code, out, errOut)
	}
	var inputs []string
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, `"`) {
			inputs = append(inputs, line)
		}
	}
	want := []string{`"a:##"`, `"a://%00"`, `"a:?\U000e0000"`}
	if len(inputs) < 3 || strings.Join(inputs[:3], " ") != strings.Join(want, " ") {
		t.Errorf("witnesses %q, want them to start with %q", inputs, want)
	}
}

// Usage errors: not two variants, an unknown one, a missing corpus.
func TestVariantsDiffUsage(t *testing.T) {
	for _, args := range [][]string{
		{"variants", "--diff", "rfc3987"},
		{"variants", "--diff", "rfc3987", "nosuch"},
		{"variants", "--diff", "--corpus", "/nonexistent/file", "rfc3987", "3987bis"},
	} {
		code, out, errOut := runCLI(t, "", args...)
		if code != exitUsage || out != "" || errOut == "" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	// The same variant twice: no difference, exit 0.
	code, out, _ := runCLI(t, "", "variants", "--diff", "rfc3987", "rfc3987")
	if code != exitOK || !strings.Contains(out, ": 0 input(s)") {
		t.Errorf("exit %d, %q", code, out)
	}
}

// TestVariantsJSONEveryVariant: an IRI every variant accepts gets one
// entry per variant, in the order of "iri variants --list".
func TestVariantsJSONEveryVariant(t *testing.T) {
	const want = `{"input":"http://a/","variants":[{"variant":"rfc3987","valid":true},{"variant":"3987bis","valid":true},` +
		`{"variant":"draft2002","valid":true},{"variant":"leiri","valid":true},{"variant":"rfc3986","valid":true},{"variant":"webaddress","valid":true}]}` + "\n"
	code, out, _ := runCLI(t, "", "variants", "--json", "http://a/")
	if code != exitOK || out != want {
		t.Errorf("variants --json: exit %d\n got %s\nwant %s", code, out, want)
	}
}

// TestVariantsSummaryCases: the summary counts validity under the entry
// rule asked for ("//a" is a relative reference, which the IRI rule of
// every variant rejects: it needs a scheme); with no lines every share is
// 0.00%, not a division by zero; an error at the first byte says "at byte
// 0" (RFC 3986 takes no "é"); and the count and first line of a
// disagreement add up over many batches of lines.
func TestVariantsSummaryCases(t *testing.T) {
	_, out, _ := runCLI(t, "//a\n", "variants", "--summary", "--rule", "IRI")
	if !strings.Contains(out, "  rfc3987              0    0.00%\n") || !strings.Contains(out, "  webaddress           0    0.00%\n") {
		t.Errorf("variants --summary --rule IRI on //a:\n%s", out)
	}
	_, out, _ = runCLI(t, "", "variants", "--summary")
	if !strings.HasPrefix(out, "0 lines\n") || !strings.Contains(out, "  leiri                0    0.00%\n") || strings.Contains(out, "NaN") {
		t.Errorf("variants --summary on no lines:\n%s", out)
	}
	n := 3*batchLines + 5
	_, out, _ = runCLI(t, strings.Repeat("\u00e9\n", n), "variants", "--summary")
	want := fmt.Sprintf("  leiri accepts, rfc3986 rejects (lines: %d): line 1 \"\u00e9\"\n    rfc3986 fails at byte 0 in ", n)
	if !strings.Contains(out, want) {
		t.Errorf("variants --summary on %d lines of \"\u00e9\": want %q in\n%s", n, want, out)
	}
}

// In text, a witness both variants accept names the component they parse
// differently and each variant's value, or "no" and the component when a
// variant has none. leiri and webaddress both accept `/\`: a path for
// LEIRI (no authority), an empty authority for a Web Address, which reads
// "\" as "/".
func TestVariantsDiffTextComponent(t *testing.T) {
	code, out, _ := runCLI(t, "", "variants", "--diff", "--count", "0", "leiri", "webaddress")
	want := "\"/\\\\\"\n  leiri       accepts: no host\n  webaddress  accepts: host \"\"\n"
	if code != exitInvalid || !strings.Contains(out, want) {
		t.Errorf("exit %d; want %q in\n%s", code, want, out)
	}
}

// diffValue gives each component of a parse as DiffVariants names it,
// and whether the IRI has it: "http://u@h:1/p?q#f" has them all, the
// relative reference "p" (RFC 3986 section 4.2) only its path.
func TestDiffValue(t *testing.T) {
	full, err := iri.Parse("http://u@h:1/p?q#f")
	if err != nil {
		t.Fatal(err)
	}
	rel, err := iri.Parse("p") // Parse takes an IRI-reference
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		u         *iri.IRI
		component string
		val       string
		ok        bool
	}{
		{full, "scheme", "http", true},
		{full, "userinfo", "u", true},
		{full, "host", "h", true},
		{full, "port", "1", true},
		{full, "path", "/p", true},
		{full, "query", "q", true},
		{full, "fragment", "f", true},
		{rel, "scheme", "", false},
		{rel, "userinfo", "", false},
		{rel, "host", "", false},
		{rel, "port", "", false},
		{rel, "path", "p", true},
		{rel, "query", "", false},
		{rel, "fragment", "", false},
		{full, "no such component", "", false},
	} {
		if val, ok := diffValue(tt.u, tt.component); val != tt.val || ok != tt.ok {
			t.Errorf("diffValue(%q, %q) = %q, %v; want %q, %v", tt.u.String(), tt.component, val, ok, tt.val, tt.ok)
		}
	}
}

// A variant may reject a line with an error that is not a syntax error
// (not an *iri.ParseError, which every built-in variant returns today):
// the summary then gives the error's message as the rule and no byte
// offset (-1 in JSON).
func TestVariantSummaryErrorWithoutOffset(t *testing.T) {
	vars := iri.Variants()[:2] // rfc3987, 3987bis
	s := newVariantSummary(2)
	s.add(7, "x", []bool{true, false}, func(int) error { return errors.New("input too long") })
	want := "  rfc3987 accepts, 3987bis rejects (lines: 1): line 7 \"x\"\n    3987bis fails in input too long\n"
	if out := string(s.appendText(nil, vars)); !strings.HasSuffix(out, want) {
		t.Errorf("text summary ends\n%s\nwant\n%s", out, want)
	}
	wantJSON := `{"accepts":"rfc3987","rejects":"3987bis","lines":1,"first":{"line":7,"input":"x","offset":-1,"rule":"input too long"}}`
	if out := string(s.appendJSON(nil, vars)); !strings.Contains(out, wantJSON) {
		t.Errorf("JSON summary\n%s\nlacks %s", out, wantJSON)
	}
}
