package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
