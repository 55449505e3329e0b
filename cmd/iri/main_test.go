package main

import (
	"bytes"
	"encoding/json"
	"runtime/debug"
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
	if got.Error.Message != "iri: invalid character U+0020 ' ' at byte 8 in ireg-name: space is not allowed; encode it as %20 (RFC 3987 section 2.2)" {
		t.Errorf("message %q", got.Error.Message)
	}
}

// The JSON error of a syntax error has "reason" and "suggestion"; in text
// the error line holds them. "_:b0" (a blank node label of RDF, not an
// IRI): no scheme starts with "_", so the ':' is in the first segment of a
// relative reference (RFC 3986 sections 3.1 and 4.2).
func TestParseErrorReasonOutput(t *testing.T) {
	_, out, _ := runCLI(t, "", "parse", "--json", "_:b0")
	var got struct {
		Error struct {
			Reason     string `json:"reason"`
			Suggestion string `json:"suggestion"`
		} `json:"error"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Error.Reason != "a relative reference cannot have ':' in its first segment: a scheme must start with a letter" ||
		got.Error.Suggestion != "write ./_:b0 for a relative path, or encode the ':' as %3A" {
		t.Errorf("%+v", got.Error)
	}
	_, out, _ = runCLI(t, "", "parse", "_:b0")
	if !strings.Contains(out, "\n  error: iri: invalid character U+003A ':' at byte 1 in isegment-nz-nc: a relative reference cannot have ':' in its first segment: a scheme must start with a letter; write ./_:b0 for a relative path, or encode the ':' as %3A (RFC 3987 section 2.2)\n") {
		t.Errorf("text:\n%s", out)
	}
	// A syntax error with no clear suggestion has no "suggestion" member.
	_, out, _ = runCLI(t, "", "parse", "--json", "http://[v1x]/")
	if !strings.Contains(out, `"reason":"'x' is not allowed in IPvFuture"`) || strings.Contains(out, `"suggestion"`) {
		t.Errorf("%s", out)
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

// Without a scheme there is no default port to drop: HOSTPORT keeps the
// port ("//h:1/x?y": host "h", port "1", so "h:1"), in JSON and in text.
// With a scheme whose default port it is, the port goes ("http://h:80/").
func TestParseHostPortWithoutScheme(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"//h:1/x?y", `"hostport":"h:1"`},
		{"http://h:80/", `"hostport":"h"`},
		{"http://h:81/", `"hostport":"h:81"`},
	} {
		_, out, _ := runCLI(t, "", "parse", "--json", tt.in)
		if !strings.Contains(out, tt.want) {
			t.Errorf("parse --json %q: %s, want %s", tt.in, out, tt.want)
		}
	}
	// In text, "h:1" spans bytes 2 to 5: "//" at 0-1, "h" 2, ":" 3, "1" 4.
	_, out, _ := runCLI(t, "", "parse", "//h:1/x?y")
	if !strings.Contains(out, "\n  hostport     \"h:1\"  [2,5)\n") {
		t.Errorf("parse text:\n%s", out)
	}
}

// "iri help NAME" for a command that does not exist is an error (exit 2,
// nothing on stdout), with a suggestion when the name is close to one.
func TestHelpUnknownCommand(t *testing.T) {
	code, out, errOut := runCLI(t, "", "help", "nosuch")
	if code != exitUsage || out != "" || errOut != "iri help: unknown command \"nosuch\"\nRun \"iri help\" for the list of commands.\n" {
		t.Errorf("help nosuch: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "", "help", "chek")
	if code != exitUsage || out != "" || !strings.HasPrefix(errOut, "iri help: unknown command \"chek\" (did you mean \"check\"?)\n") {
		t.Errorf("help chek: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// A mistyped command gets the commands closest to it: "normalise" (British
// spelling) is one substitution from "normalize", "pasre" two from
// "parse", "varients" one from "variants", "touir" two from both "touri"
// and "toiri" (listed in order); "norm" starts "normalize", and two
// letters are enough for that ("ch" starts only "check", three edits from
// it). A name far from every command gets no suggestion.
func TestUnknownCommandSuggestion(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"normalise", ` (did you mean "normalize"?)`},
		{"NORMALIZE", ` (did you mean "normalize"?)`},
		{"pasre", ` (did you mean "parse"?)`},
		{"varients", ` (did you mean "variants"?)`},
		{"touir", ` (did you mean "toiri" or "touri"?)`},
		{"norm", ` (did you mean "normalize"?)`},
		{"ch", ` (did you mean "check"?)`},
		{"nosuch", ``},
		{"x", ``},
	} {
		code, out, errOut := runCLI(t, "", tt.in)
		want := "iri: unknown command \"" + tt.in + "\"" + tt.want + "\nRun \"iri help\" for the list of commands.\n"
		if code != exitUsage || out != "" || errOut != want {
			t.Errorf("%s: exit %d, stdout %q, stderr %q, want %q", tt.in, code, out, errOut, want)
		}
	}
}

// editDistance is the Levenshtein distance, worked out by hand.
func TestEditDistance(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"", "abc", 3}, {"abc", "", 3}, {"parse", "parse", 0},
		{"normalise", "normalize", 1}, {"kitten", "sitting", 3}, {"pasre", "parse", 2},
		{"touir", "touri", 2}, {"chek", "check", 1},
	} {
		if got := editDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestVersionStringDirty: only vcs.modified=true marks a build dirty; the
// revision is cut to 12 characters; another setting that happens to be
// "true" changes nothing.
func TestVersionStringDirty(t *testing.T) {
	info := &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v1.2.3"}}
	info.Settings = []debug.BuildSetting{
		{Key: "-trimpath", Value: "true"},
		{Key: "vcs.revision", Value: "0123456789abcdef"},
		{Key: "vcs.modified", Value: "false"},
	}
	if got, want := versionString(info), "iri v1.2.3 0123456789ab go1.26.0"; got != want {
		t.Errorf("versionString = %q, want %q", got, want)
	}
	info.Settings[2].Value = "true"
	if got, want := versionString(info), "iri v1.2.3 0123456789ab+dirty go1.26.0"; got != want {
		t.Errorf("versionString = %q, want %q", got, want)
	}
}

// TestDoubleDashThenDoubleDash: the first "--" ends the flags, so a second
// one is an operand, the relative reference "--" (a path segment), which
// normalizes to itself.
func TestDoubleDashThenDoubleDash(t *testing.T) {
	code, out, errOut := runCLI(t, "", "normalize", "--", "--")
	if code != exitOK || out != "--\n" || errOut != "" {
		t.Errorf("normalize -- --: exit %d, output %q, stderr %q, want \"--\\n\"", code, out, errOut)
	}
}
