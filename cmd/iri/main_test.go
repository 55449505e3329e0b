package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// runCLI runs the tool in-process and returns its exit status and output.
func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(&env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errb}, args)
	return code, out.String(), errb.String()
}

func TestParseJSON(t *testing.T) {
	code, out, _ := runCLI(t, "", "parse", "--json", "http://u@[::1]:/p?#")
	if code != 0 {
		t.Fatalf("exit %d, want 0", code)
	}
	// Key order, null for absent and "" for present-but-empty components
	// are part of the output format. Spans counted by hand: "http" [0,4),
	// "//" at 5-6, "u" [7,8), "@" 8, "[::1]" [9,14), ":" 14, port [15,15),
	// "/p" [15,17), "?" 17, "#" 18.
	want := `{"input":"http://u@[::1]:/p?#","valid":true,"scheme":"http","authority":"u@[::1]:","userinfo":"u","host":"[::1]","host_kind":"ipv6","port":"","path":"/p","path_form":"abempty","query":"","fragment":"","hostport":"[::1]","hostspecific":"/p?#","spans":{"authority":[7,15],"fragment":[19,19],"host":[9,14],"path":[15,17],"port":[15,15],"query":[18,18],"scheme":[0,4],"userinfo":[7,8]}}` + "\n"
	if out != want {
		t.Errorf("got  %s\nwant %s", out, want)
	}
}

func TestParseJSONAbsent(t *testing.T) {
	_, out, _ := runCLI(t, "", "parse", "--json", "a:b")
	want := `{"input":"a:b","valid":true,"scheme":"a","authority":null,"userinfo":null,"host":null,"host_kind":null,"port":null,"path":"b","path_form":"rootless","query":null,"fragment":null,"hostport":null,"hostspecific":"a:b","spans":{"path":[2,3],"scheme":[0,1]}}` + "\n"
	if out != want {
		t.Errorf("got  %s\nwant %s", out, want)
	}
}

func TestParseText(t *testing.T) {
	_, out, _ := runCLI(t, "", "parse", "//u@h:/")
	// "//" at 0-1, "u" [2,3), "@" 3, "h" [4,5), ":" 5, port [6,6), "/" [6,7).
	// HOSTPORT is the host (empty port); HOSTSPECIFIC what follows the
	// authority (draft-ietf-iri-3987bis-00 section 3.2).
	want := strings.Join([]string{
		"//u@h:/",
		`  scheme       (absent)`,
		`  authority    "u@h:"  [2,6)`,
		`  userinfo     "u"  [2,3)`,
		`  host         "h"  [4,5)  reg-name`,
		`  port         ""  [6,6)`,
		`  path         "/"  [6,7)  abempty`,
		`  query        (absent)`,
		`  fragment     (absent)`,
		`  hostport     "h"  [4,5)`,
		`  hostspecific "/"  [6,7)`,
	}, "\n") + "\n"
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

func TestParseInvalidJSON(t *testing.T) {
	code, out, _ := runCLI(t, "", "parse", "--json", "http://a b")
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	var got struct {
		Input string `json:"input"`
		Valid bool   `json:"valid"`
		Error struct {
			Offset  int    `json:"offset"`
			Rule    string `json:"rule"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	// The space is byte 8; the host is the rule being matched there.
	if got.Input != "http://a b" || got.Valid || got.Error.Offset != 8 || got.Error.Rule != "ireg-name" {
		t.Errorf("got %+v", got)
	}
	if got.Error.Message != "iri: invalid character U+0020 ' ' at byte 8 in ireg-name (RFC 3987 section 2.2)" {
		t.Errorf("message %q", got.Error.Message)
	}
}

func TestParseHumanCaret(t *testing.T) {
	code, out, _ := runCLI(t, "", "parse", "http://é b")
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(out, "\n")
	// The caret sits under the space: 8 characters in, although it is byte 9.
	if len(lines) < 2 {
		t.Fatalf("want the input, then a caret line; got\n%s", out)
	}
	if lines[0] != "http://é b" || lines[1] != "        ^" {
		t.Errorf("input line %q, caret line %q in\n%s", lines[0], lines[1], out)
	}
}

func TestParseStdinStreaming(t *testing.T) {
	code, out, _ := runCLI(t, "a:b\r\n//host\nhttp://a b\nlast", "parse", "--json")
	if code != 1 {
		t.Fatalf("exit %d, want 1 (one invalid line)", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d lines, want 4:\n%s", len(lines), out)
	}
	for i, want := range []string{`"input":"a:b","valid":true`, `"input":"//host","valid":true`, `"input":"http://a b","valid":false`, `"input":"last","valid":true`} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("line %d = %s, want it to contain %s", i, lines[i], want)
		}
	}
}

func TestParseVariantAndRule(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"parse", "--variant", "rfc3986", "--rule", "URI", "http://example.com/"}, 0},
		{[]string{"parse", "--variant", "rfc3986", "http://résumé.example/"}, 1},
		{[]string{"parse", "--variant", "3987bis", "foo#a#b"}, 0},
		{[]string{"parse", "foo#a#b"}, 1},
		{[]string{"parse", "--rule", "absolute-IRI", "http://h/#f"}, 1},
		{[]string{"parse", "--rule", "irelative-ref", "http://h/"}, 1},
		{[]string{"parse", "http://h/", "--json"}, 0}, // flags after arguments
		{[]string{"parse", "--", "-not-a-flag"}, 0},   // relative reference after "--"
		{[]string{"parse", "--variant", "nope", "a:b"}, 2},
		{[]string{"parse", "--rule", "nope", "a:b"}, 2},
		{[]string{"parse", "--bogus"}, 2},
		{[]string{"nope"}, 2},
	} {
		if code, out, errs := runCLI(t, "", tc.args...); code != tc.code {
			t.Errorf("%q: exit %d, want %d\n%s%s", tc.args, code, tc.code, out, errs)
		}
	}
}

func TestVariantsCommand(t *testing.T) {
	code, out, _ := runCLI(t, "", "variants", "foo\\bar")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{
		"rfc3987     rejects at byte 3 in isegment-nz-nc",
		"rfc3986     rejects at byte 3 in segment-nz-nc",
		"leiri       accepts",
		"webaddress  accepts",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	code, _, _ = runCLI(t, "", "variants", "\x01 \x7f")
	// U+0001 is allowed by leiri-ucschar, so at least one variant accepts.
	if code != 0 {
		t.Errorf("exit %d, want 0", code)
	}
	code, _, _ = runCLI(t, "", "variants", "http://[::1")
	if code != 1 {
		t.Errorf("exit %d for an input no variant accepts, want 1", code)
	}
	// Invalid UTF-8 has no rule: the line names the problem instead of
	// ending in "in ".
	code, out, _ = runCLI(t, "", "variants", "a\xffb")
	if code != 1 || !strings.Contains(out, "rfc3987     rejects at byte 1: invalid UTF-8\n") {
		t.Errorf("exit %d, want 1 and the invalid UTF-8 named:\n%s", code, out)
	}
}

// TestVariantsListParser: --list --json says which parser each variant
// runs. Every built-in grammar has the fast path's structure (rfc3986,
// 3987bis, leiri and webaddress change only character classes) or, for
// draft2002, a recogniser of its own; --reference turns every fast path
// off.
func TestVariantsListParser(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"variants", "--list", "--json"}, `"parser":"fast"}`},
		{[]string{"variants", "--list", "--json", "--reference"}, `"parser":"generated"}`},
	} {
		code, out, _ := runCLI(t, "", c.args...)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if code != exitOK || len(lines) != 6 {
			t.Fatalf("%v: exit %d, %d lines", c.args, code, len(lines))
		}
		for _, l := range lines {
			if !strings.HasSuffix(l, c.want) {
				t.Errorf("%v: %s, want %s", c.args, l, c.want)
			}
		}
	}
}

func TestHelp(t *testing.T) {
	code, out, _ := runCLI(t, "", "help")
	if code != 0 || !strings.Contains(out, "parse") || !strings.Contains(out, "variants") {
		t.Errorf("help: exit %d\n%s", code, out)
	}
	for name := range commands {
		code, out, _ := runCLI(t, "", name, "--help")
		if code != 0 || !strings.Contains(out, "Examples:") {
			t.Errorf("%s --help: exit %d, no examples:\n%s", name, code, out)
		}
	}
}
