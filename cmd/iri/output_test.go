package main

import (
	"strings"
	"testing"
)

// TestParseOutputs checks what parse prints (stdout and stderr) besides the
// exit status. Offsets are counted by hand; the caret line has one space per
// character before the offending one.
func TestParseOutputs(t *testing.T) {
	for _, tc := range []struct {
		args           []string
		code           int
		stdout, stderr string
	}{
		{[]string{"parse", "--variant", "rfc3986", "--rule", "URI", "http://example.com/"}, 0,
			// "http" [0,4), "//" 5-6, "example.com" [7,18), "/" [18,19).
			"http://example.com/\n" +
				"  scheme       \"http\"  [0,4)\n" +
				"  authority    \"example.com\"  [7,18)\n" +
				"  userinfo     (absent)\n" +
				"  host         \"example.com\"  [7,18)  reg-name\n" +
				"  port         (absent)\n" +
				"  path         \"/\"  [18,19)  abempty\n" +
				"  query        (absent)\n" +
				"  fragment     (absent)\n" +
				// Section 3.2: HOSTPORT is the host (no port); HOSTSPECIFIC
				// what follows the authority.
				"  hostport     \"example.com\"  [7,18)\n" +
				"  hostspecific \"/\"  [18,19)\n", ""},
		// "é" is byte 8 (h t t p : / / r = bytes 0-7) and character 8.
		{[]string{"parse", "--variant", "rfc3986", "http://résumé.example/"}, 1,
			"http://résumé.example/\n" +
				"        ^\n" +
				"  error: iri: invalid character U+00E9 'é' at byte 8 in reg-name: U+00E9 'é' is not allowed in reg-name; percent-encode its UTF-8 bytes as %C3%A9 (RFC 3986 appendix A)\n", ""},
		// 3987bis allows "#" in ifragment; RFC 3987 does not (byte 5).
		{[]string{"parse", "--variant", "3987bis", "foo#a#b"}, 0,
			"foo#a#b\n" +
				"  scheme       (absent)\n" +
				"  authority    (absent)\n" +
				"  userinfo     (absent)\n" +
				"  host         (absent)\n" +
				"  port         (absent)\n" +
				"  path         \"foo\"  [0,3)  noscheme\n" +
				"  query        (absent)\n" +
				"  fragment     \"a#b\"  [4,7)\n" +
				// No authority: no HOSTPORT, HOSTSPECIFIC is the whole string.
				"  hostport     (absent)\n" +
				"  hostspecific \"foo#a#b\"  [0,7)\n", ""},
		{[]string{"parse", "foo#a#b"}, 1,
			"foo#a#b\n" +
				"     ^\n" +
				"  error: iri: invalid character U+0023 '#' at byte 5 in ifragment: a second '#' is not allowed: the first '#' starts the fragment; encode it as %23 (RFC 3987 section 2.2)\n", ""},
		// absolute-IRI has no fragment: the path "/" ends at byte 9.
		{[]string{"parse", "--rule", "absolute-IRI", "http://h/#f"}, 1,
			"http://h/#f\n" +
				"         ^\n" +
				"  error: iri: invalid character U+0023 '#' at byte 9 in ipath-abempty: an absolute IRI has no fragment; remove the '#' and what follows it, or encode the '#' as %23 (RFC 3987 section 2.2)\n", ""},
		// irelative-ref: no scheme, so "http" is a first segment, which
		// cannot hold ":" (byte 4).
		{[]string{"parse", "--rule", "irelative-ref", "http://h/"}, 1,
			"http://h/\n" +
				"    ^\n" +
				"  error: iri: invalid character U+003A ':' at byte 4 in isegment-nz-nc: a relative reference cannot start with a scheme, and \"http:\" is one; parse it as an IRI reference, or write ./http://h/ for a relative path, or encode the ':' as %3A (RFC 3987 section 2.2)\n", ""},
		{[]string{"parse", "http://h/", "--json"}, 0,
			`{"input":"http://h/","valid":true,"scheme":"http","authority":"h","userinfo":null,"host":"h","host_kind":"reg-name","port":null,"path":"/","path_form":"abempty","query":null,"fragment":null,"hostport":"h","hostspecific":"/","spans":{"authority":[7,8],"host":[7,8],"path":[8,9],"scheme":[0,4]}}` + "\n", ""},
		{[]string{"parse", "--", "-not-a-flag"}, 0,
			"-not-a-flag\n" +
				"  scheme       (absent)\n" +
				"  authority    (absent)\n" +
				"  userinfo     (absent)\n" +
				"  host         (absent)\n" +
				"  port         (absent)\n" +
				"  path         \"-not-a-flag\"  [0,11)  noscheme\n" +
				"  query        (absent)\n" +
				"  fragment     (absent)\n" +
				"  hostport     (absent)\n" +
				"  hostspecific \"-not-a-flag\"  [0,11)\n", ""},
		{[]string{"parse", "--variant", "nope", "a:b"}, 2, "",
			"iri: unknown variant \"nope\" (known: rfc3987, 3987bis, draft2002, leiri, rfc3986, webaddress)\n"},
		{[]string{"parse", "--rule", "nope", "a:b"}, 2, "",
			"iri: unknown rule \"nope\" for variant rfc3987 (known: IRI-reference, IRI, absolute-IRI, irelative-ref)\n"},
		{[]string{"parse", "--bogus"}, 2, "",
			// A usage error prints the command's usage line and a hint only.
			"iri parse: flag provided but not defined: -bogus\n" +
				"Usage: iri parse [--variant NAME] [--rule RULE] [--reference] [--json] [IRI ...]\n" +
				"Run \"iri parse --help\" for usage.\n"},
	} {
		code, out, errs := runCLI(t, "", tc.args...)
		if code != tc.code {
			t.Errorf("%q: exit %d, want %d", tc.args, code, tc.code)
		}
		if out != tc.stdout {
			t.Errorf("%q: stdout\n%s\nwant\n%s", tc.args, out, tc.stdout)
		}
		if errs != tc.stderr {
			t.Errorf("%q: stderr\n%s\nwant\n%s", tc.args, errs, tc.stderr)
		}
	}
}

// TestUnknownCommandAndHelp checks the top-level usage: every command is
// listed on its own line with its summary, an unknown command is named on
// stderr before the usage, and each command's --help starts with its name
// and summary and a Usage line.
func TestUnknownCommandAndHelp(t *testing.T) {
	code, out, errs := runCLI(t, "", "nope")
	if code != 2 || out != "" {
		t.Errorf("nope: exit %d, stdout %q; want 2 and nothing on stdout", code, out)
	}
	// Not the whole list of commands: the error and a hint.
	if errs != "iri: unknown command \"nope\"\nRun \"iri help\" for the list of commands.\n" {
		t.Errorf("nope: stderr\n%s", errs)
	}
	code, help, errs := runCLI(t, "", "help")
	if code != 0 || errs != "" {
		t.Errorf("help: exit %d, stderr %q", code, errs)
	}
	if !strings.HasPrefix(help, "iri: Internationalized Resource Identifiers (RFC 3987, draft-ietf-iri-3987bis)\n\nUsage: iri <command> [flags] [IRI ...]\n") {
		t.Errorf("help starts\n%s", help)
	}
	if len(commands) != 12 {
		t.Errorf("%d commands, want the 12 of the README (check compare display extract input normalize parse resolve serve toiri touri variants)", len(commands))
	}
	for _, name := range []string{"check", "compare", "display", "extract", "input", "normalize", "parse", "resolve", "serve", "toiri", "touri", "variants"} {
		c, ok := commands[name]
		if !ok {
			t.Errorf("no command %s", name)
			continue
		}
		line := "\n  " + name + strings.Repeat(" ", 11-len(name)) + c.summary + "\n"
		if !strings.Contains(help, line) {
			t.Errorf("help has no line %q:\n%s", line, help)
		}
		code, out, _ := runCLI(t, "", name, "--help")
		head := "iri " + name + ": " + c.summary + "\n\nUsage: iri " + name + " "
		if code != 0 || !strings.HasPrefix(out, head) {
			t.Errorf("%s --help: exit %d, want 0 and a start %q:\n%s", name, code, head, out)
		}
	}
}

// TestVariantsOutputs checks the lines of variants, not only its exit
// status: the input first, then one line per variant in the order of
// "iri variants" (rfc3987, 3987bis, draft2002, leiri, rfc3986, webaddress).
func TestVariantsOutputs(t *testing.T) {
	// U+0001 and DEL are leiri-ucschar (3987bis section 7.1), so LEIRI and
	// Web Address accept; every other variant fails on the first byte.
	code, out, _ := runCLI(t, "", "variants", "\x01 \x7f")
	if code != 0 {
		t.Errorf("exit %d, want 0", code)
	}
	lines := strings.Split(out, "\n")
	// The echo escapes the controls (\x01, \x7f).
	want := []string{`\x01 \x7f`, "  rfc3987     rejects at byte 0 in ", "  3987bis     rejects at byte 0 in ",
		"  draft2002   rejects at byte 0 in ", "  leiri       accepts", "  rfc3986     rejects at byte 0 in ",
		"  webaddress  accepts", ""}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), out)
	}
	for i, w := range want {
		if strings.HasSuffix(w, " in ") && !strings.HasPrefix(lines[i], w) || !strings.HasSuffix(w, " in ") && lines[i] != w {
			t.Errorf("line %d = %q, want %q", i, lines[i], w)
		}
	}
	// The IP literal is not closed: every variant fails at the end, byte
	// 11; RFC 3986 and its descendants name IP-literal, the rule that
	// wants "]".
	code, out, _ = runCLI(t, "", "variants", "http://[::1")
	if code != 1 {
		t.Errorf("exit %d for an input no variant accepts, want 1", code)
	}
	for _, w := range []string{"http://[::1\n", "\n  rfc3987     rejects at byte 11 in IP-literal\n",
		"\n  3987bis     rejects at byte 11 in IP-literal\n", "\n  draft2002   rejects at byte 11 in ",
		"\n  leiri       rejects at byte 11 in IP-literal\n", "\n  rfc3986     rejects at byte 11 in IP-literal\n",
		"\n  webaddress  rejects at byte 11 in IP-literal\n"} {
		if !strings.Contains(out, w) {
			t.Errorf("missing %q in\n%s", w, out)
		}
	}
}
