package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// Tests of the resolve, normalize and compare commands. Expected outputs
// come from RFC 3986 section 5.4 and draft-ietf-iri-3987bis-00 section 5.3.

func TestResolveCommand(t *testing.T) {
	// RFC 3986 section 5.4.1: "../g" = "http://a/b/g", "?y" =
	// "http://a/b/c/d;p?y", "g:h" = "g:h".
	code, out, errOut := runCLI(t, "", "resolve", "--base", "http://a/b/c/d;p?q", "../g", "?y", "g:h")
	if code != exitOK || out != "http://a/b/g\nhttp://a/b/c/d;p?y\ng:h\n" {
		t.Errorf("exit %d, out %q, err %q", code, out, errOut)
	}
	// Standard input, one reference per line, "\r\n" too.
	code, out, _ = runCLI(t, "g\r\n../..\n", "resolve", "--base", "http://a/b/c/d;p?q")
	if code != exitOK || out != "http://a/b/c/g\nhttp://a/\n" {
		t.Errorf("stdin: exit %d, out %q", code, out)
	}
	// Flags after the references.
	code, out, _ = runCLI(t, "", "resolve", "./ç", "--base", "http://é/a/b")
	if code != exitOK || out != "http://é/a/ç\n" {
		t.Errorf("non-ASCII: exit %d, out %q", code, out)
	}
}

func TestResolveCommandJSON(t *testing.T) {
	code, out, _ := runCLI(t, "", "resolve", "--json", "--base", "http://a/b/c/d;p?q", "#s", "a b")
	if code != exitInvalid {
		t.Errorf("exit %d, want %d", code, exitInvalid)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("got %d lines: %q", len(lines), out)
	}
	if want := `{"input":"#s","base":"http://a/b/c/d;p?q","output":"http://a/b/c/d;p?q#s"}`; lines[0] != want {
		t.Errorf("got  %s\nwant %s", lines[0], want)
	}
	var bad struct {
		Input  string  `json:"input"`
		Output *string `json:"output"`
		Error  *struct {
			Offset int `json:"offset"`
		} `json:"error"`
	}
	if err := json.Unmarshal([]byte(lines[1]), &bad); err != nil {
		t.Fatal(err)
	}
	// The space of "a b" is byte 1.
	if bad.Input != "a b" || bad.Output != nil || bad.Error == nil || bad.Error.Offset != 1 {
		t.Errorf("got %s", lines[1])
	}
}

func TestResolveCommandRelativize(t *testing.T) {
	code, out, _ := runCLI(t, "", "resolve", "--relativize", "--base", "http://a/b/c/d;p?q",
		"http://a/b/g", "http://a/b/c/d;p?y", "http://g")
	if code != exitOK || out != "../g\n?y\n//g\n" {
		t.Errorf("exit %d, out %q", code, out)
	}
	code, _, errOut := runCLI(t, "", "resolve", "--relativize", "--base", "http://a/b/c/d;p?q", "http://a/b/../g")
	if code != exitInvalid || !strings.Contains(errOut, "no reference resolves") {
		t.Errorf("unreachable target: exit %d, stderr %q", code, errOut)
	}
}

func TestResolveCommandUsage(t *testing.T) {
	if code, _, _ := runCLI(t, "", "resolve", "g"); code != exitUsage {
		t.Errorf("no --base: exit %d, want %d", code, exitUsage)
	}
	code, _, errOut := runCLI(t, "", "resolve", "--base", "a/b", "g")
	if code != exitUsage || !strings.Contains(errOut, "invalid --base") {
		t.Errorf("relative --base: exit %d, stderr %q", code, errOut)
	}
	code, out, _ := runCLI(t, "", "resolve", "--help")
	if code != exitOK || !strings.Contains(out, "Examples:") || !strings.Contains(out, "-relativize") {
		t.Errorf("--help: exit %d, out %q", code, out)
	}
}

func TestNormalizeCommand(t *testing.T) {
	// draft-ietf-iri-3987bis-00 5.3.3: "http://example.com:80/" has the
	// normal form "http://example.com/"; 5.3.2.1: "HTTP://www.EXAMPLE.com/"
	// is equivalent to "http://www.example.com/".
	code, out, _ := runCLI(t, "", "normalize", "http://example.com:80/", "HTTP://www.EXAMPLE.com/")
	if code != exitOK || out != "http://example.com/\nhttp://www.example.com/\n" {
		t.Errorf("exit %d, out %q", code, out)
	}
	code, out, _ = runCLI(t, "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9\n", "normalize", "--level", "syntax")
	if code != exitOK || out != "example://a/b/c/%7Bfoo%7D/rosé\n" {
		t.Errorf("syntax: exit %d, out %q", code, out)
	}
	code, out, _ = runCLI(t, "", "normalize", "--level", "simple", "HTTP://A/./b")
	if code != exitOK || out != "HTTP://A/./b\n" {
		t.Errorf("simple: exit %d, out %q", code, out)
	}
	code, out, errOut := runCLI(t, "", "normalize", "http://a b", "http://xn--rsum-bpad.example.org")
	if code != exitInvalid || out != "http://résumé.example.org/\n" || !strings.Contains(errOut, "ireg-name") {
		t.Errorf("invalid input: exit %d, out %q, stderr %q", code, out, errOut)
	}
	if code, _, _ := runCLI(t, "", "normalize", "--level", "protocol", "http://a/"); code != exitUsage {
		t.Errorf("unknown level: exit %d, want %d", code, exitUsage)
	}
}

func TestNormalizeCommandJSON(t *testing.T) {
	code, out, _ := runCLI(t, "", "normalize", "--json", "http://Example.COM")
	want := `{"input":"http://Example.COM","level":"scheme","output":"http://example.com/"}` + "\n"
	if code != exitOK || out != want {
		t.Errorf("exit %d\ngot  %swant %s", code, out, want)
	}
	code, out, _ = runCLI(t, "", "normalize", "--json", "--level", "syntax", "%")
	if code != exitInvalid || !strings.HasPrefix(out, `{"input":"%","level":"syntax","error":{"offset":`) {
		t.Errorf("invalid: exit %d, out %q", code, out)
	}
}

func TestCompareCommand(t *testing.T) {
	// draft-ietf-iri-3987bis-00 5.3.3: the four http IRIs are equivalent,
	// "http://example.com/?" is not equivalent to them.
	code, out, _ := runCLI(t, "", "compare", "http://example.com", "http://example.com:80/")
	if code != exitOK || out != "equivalent (scheme): http://example.com/\n" {
		t.Errorf("exit %d, out %q", code, out)
	}
	code, out, _ = runCLI(t, "", "compare", "http://example.com/?", "http://example.com/")
	if code != exitInvalid || out != "different (scheme):\n  http://example.com/?\n  http://example.com/\n" {
		t.Errorf("exit %d, out %q", code, out)
	}
	// Equivalent at scheme level, not at syntax level.
	if code, _, _ := runCLI(t, "", "compare", "--level", "syntax", "http://example.com", "http://example.com/"); code != exitInvalid {
		t.Errorf("syntax level: exit %d, want %d", code, exitInvalid)
	}
	// 5.3.3: "http://r&#xE9;sum&#xE9;.example.org" and
	// "http://xn--rsum-bpad.example.org".
	if code, _, _ := runCLI(t, "", "compare", "http://résumé.example.org", "http://xn--rsum-bpad.example.org"); code != exitOK {
		t.Errorf("IDN: exit %d, want %d", code, exitOK)
	}
	// 5.3.2.2: never NFC.
	if code, _, _ := runCLI(t, "", "compare", "http://h/résumé", "http://h/re\u0301sume\u0301"); code != exitInvalid {
		t.Errorf("NFC: exit %d, want %d", code, exitInvalid)
	}
}

func TestCompareCommandJSON(t *testing.T) {
	code, out, _ := runCLI(t, "", "compare", "--json", "--level", "syntax", "http://a/%7e", "http://A/~")
	want := `{"input":["http://a/%7e","http://A/~"],"level":"syntax","equal":true,"output":["http://a/~","http://a/~"]}` + "\n"
	if code != exitOK || out != want {
		t.Errorf("exit %d\ngot  %swant %s", code, out, want)
	}
	code, out, _ = runCLI(t, "", "compare", "--json", "http://a/", "http://b/")
	want = `{"input":["http://a/","http://b/"],"level":"scheme","equal":false,"output":["http://a/","http://b/"]}` + "\n"
	if code != exitInvalid || out != want {
		t.Errorf("exit %d\ngot  %swant %s", code, out, want)
	}
	code, out, _ = runCLI(t, "", "compare", "--json", "http://a/", "http://a b/")
	if code != exitInvalid || !strings.HasPrefix(out, `{"input":["http://a/","http://a b/"],"level":"scheme","error":{"offset":8,`) {
		t.Errorf("invalid: exit %d, out %q", code, out)
	}
}

func TestCompareCommandUsage(t *testing.T) {
	// No arguments is not a usage error: the pairs come from standard input.
	for _, args := range [][]string{{"compare", "a:b"}, {"compare", "a:", "b:", "c:"}} {
		if code, _, _ := runCLI(t, "", args...); code != exitUsage {
			t.Errorf("%q: exit %d, want %d", args, code, exitUsage)
		}
	}
	code, out, _ := runCLI(t, "", "compare", "--help")
	if code != exitOK || !strings.Contains(out, "Examples:") {
		t.Errorf("--help: exit %d, out %q", code, out)
	}
}

// TestComparePairsFromStdin streams pairs: TAB-separated, space-separated,
// and a line that is not a pair. Expected results are worked out from
// RFC 3986 section 6.2.2 (case of the scheme and host, %7E is "~").
func TestComparePairsFromStdin(t *testing.T) {
	in := "http://a/%7e\thttp://a/~\n" + // equivalent (percent-encoding normalization)
		"HTTP://A/  http://a/\n" + // equivalent (case normalization), split at spaces
		"http://a/\thttp://b/\n" + // different hosts
		"just-one\n"
	code, out, errOut := runCLI(t, in, "compare", "--level", "syntax")
	want := "equivalent (syntax): http://a/~\n" +
		"equivalent (syntax): http://a/\n" +
		"different (syntax):\n  http://a/\n  http://b/\n"
	if code != 1 || out != want || !strings.Contains(errOut, `"just-one"`) {
		t.Errorf("exit %d\nstdout %q, want %q\nstderr %q", code, out, want, errOut)
	}
	code, out, _ = runCLI(t, "http://a/%7e\thttp://a/~\n", "compare", "--json")
	if code != 0 || out != `{"input":["http://a/%7e","http://a/~"],"level":"scheme","equal":true,"output":["http://a/~","http://a/~"]}`+"\n" {
		t.Errorf("--json: exit %d, %q", code, out)
	}
}

// Issue 14, case 3: an invisible character that the comparison removes
// (IDNA maps U+200B to nothing in a host) is named, not hidden; an IRI
// without one gets no note.
func TestCompareNamesInvisible(t *testing.T) {
	code, out, _ := runCLI(t, "", "compare", "http://example.com/", "http://exa\u200bmple.com/")
	want := "equivalent (scheme): http://example.com/\n" +
		"  note: the second IRI holds the invisible character U+200B, which a reader cannot see (iri check reports it)\n"
	if code != exitOK || out != want {
		t.Errorf("compare = %d, %q; want 0, %q", code, out, want)
	}
	code, out, _ = runCLI(t, "", "compare", "http://a/", "http://a")
	if want := "equivalent (scheme): http://a/\n"; code != exitOK || out != want {
		t.Errorf("compare = %d, %q; want 0, %q", code, out, want)
	}
}

// "-" stands for standard input elsewhere; as one IRI of a pair it is a
// usage error that points at --to.
func TestCompareDashOperand(t *testing.T) {
	for _, args := range [][]string{{"compare", "-", "http://a/"}, {"compare", "http://a/", "-"}} {
		code, out, errOut := runCLI(t, "http://a/\n", args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, "use --to B") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}

// TestCompareStdinFields: a line must hold exactly two IRIs; a bad line is
// reported and sets the exit status, the others are still compared.
func TestCompareStdinFields(t *testing.T) {
	code, out, errs := runCLI(t, "http://a/ http://a/ http://a/\nhttp://a/\thttp://A/\n", "compare")
	if code != exitInvalid || out != "equivalent (scheme): http://a/\n" ||
		errs != "iri compare: want two IRIs separated by a TAB or spaces, got \"http://a/ http://a/ http://a/\"\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestCompareNoNoteForVisibleCharacters: "é" is not invisible, so a pair
// found equivalent gets no note ("é" and "%C3%A9" are the same host once
// the percent-encoding is normalized, draft-ietf-iri-3987bis-00 section
// 5.3.2.3).
func TestCompareNoNoteForVisibleCharacters(t *testing.T) {
	code, out, _ := runCLI(t, "", "compare", "http://\u00e9.example/", "http://%C3%A9.example/")
	if want := "equivalent (scheme): http://\u00e9.example/\n"; code != exitOK || out != want {
		t.Errorf("compare: exit %d, output %q, want %q", code, out, want)
	}
}
