package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestToURICommand(t *testing.T) {
	for _, c := range []struct {
		args     []string
		stdin    string
		code     int
		out, err string // out exactly; err as a substring
	}{
		{[]string{"touri", "http://r\u00E9sum\u00E9.example.org/\u00E9t\u00E9"}, "", 0,
			"http://xn--rsum-bpad.example.org/%C3%A9t%C3%A9\n", ""},
		{[]string{"touri", "--no-idna", "http://r\u00E9sum\u00E9.example.org/"}, "", 0,
			"http://r%C3%A9sum%C3%A9.example.org/\n", ""},
		{[]string{"touri", "http://a/b c"}, "", 1, "", "U+0020"},
		{[]string{"touri", "--lenient", "http://a/b c"}, "", 0, "http://a/b%20c\n", ""},
		{[]string{"touri", "--from", "leiri", "http://a/b c"}, "", 0, "http://a/b%20c\n", ""},
		{[]string{"touri", "--from", "webaddress", ` http://a\b c?d\e%zz `}, "", 0, "http://a/b%20c?d%5Ce%25zz\n", ""},
		{[]string{"touri", "--variant", "3987bis", "http://a/#b#c"}, "", 0, "http://a/#b%23c\n", ""},
		// Streaming stdin, one result per line; "\r\n" endings are removed.
		{[]string{"touri"}, "http://a/\u00E9\r\nhttp://b/\u00FC\n", 0, "http://a/%C3%A9\nhttp://b/%C3%BC\n", ""},
		// Legacy charset: the bytes are iso-8859-1; the http query uses it.
		{[]string{"touri", "--charset", "iso-8859-1"}, "http://a/\xE9?q=\xE9\n", 0, "http://a/%C3%A9?q=%E9\n", ""},
		{[]string{"touri", "--split", "http://a/\u00E9  http://b/"}, "", 0, "http://a/%C3%A9\nhttp://b/\n", ""},
		// Usage errors.
		{[]string{"touri", "--from", "uri", "x"}, "", 2, "", "--from"},
		{[]string{"touri", "--from", "leiri", "--variant", "rfc3987", "x"}, "", 2, "", "conflicts"},
		{[]string{"touri", "--variant", "nope", "x"}, "", 2, "", "unknown variant"},
		{[]string{"touri", "--charset", "nope", "http://a/"}, "", 2, "", "unknown charset"},
		{[]string{"toiri", "--charset", "nope", "http://a/"}, "", 2, "", "unknown charset"},
	} {
		code, out, errOut := runCLI(t, c.stdin, c.args...)
		if code != c.code || out != c.out || !strings.Contains(errOut, c.err) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, stderr with %q",
				c.args, code, out, errOut, c.code, c.out, c.err)
		}
	}
}

func TestToIRICommand(t *testing.T) {
	for _, c := range []struct {
		args     []string
		stdin    string
		code     int
		out, err string
	}{
		{[]string{"toiri", "http://xn--99zt52a.example.org/%e2%80%ae"}, "", 0,
			"http://\u7D0D\u8C46.example.org/%E2%80%AE\n", ""},
		{[]string{"toiri", "--no-idna", "http://xn--99zt52a.example.org/%e2%80%ae"}, "", 0,
			"http://xn--99zt52a.example.org/%E2%80%AE\n", ""},
		{[]string{"toiri", "http://www.example.org/D%C3%BCrst"}, "", 0, "http://www.example.org/D\u00FCrst\n", ""},
		// ToIRI takes IRIs as well as URIs (an RFC 3986 URI is an IRI);
		// --variant rfc3986 asks for URIs only.
		{[]string{"toiri", "http://\u00E9/"}, "", 0, "http://\u00E9/\n", ""},
		{[]string{"toiri", "--variant", "rfc3986", "http://\u00E9/"}, "", 1, "", "U+00E9"},
		{[]string{"toiri", "--variant", "rfc3987", "http://\u00E9/%C3%BC"}, "", 0, "http://\u00E9/\u00FC\n", ""},
		{[]string{"toiri", "--from", "leiri", "http://a/b c"}, "", 0, "http://a/b%20c\n", ""},
		{[]string{"toiri", "--from", "webaddress"}, "\thttp://a\\b c?100%\n", 0, "http://a/b%20c?100%25\n", ""},
		{[]string{"toiri", "--from", "iri", "x"}, "", 2, "", "--from"},
	} {
		code, out, errOut := runCLI(t, c.stdin, c.args...)
		if code != c.code || out != c.out || !strings.Contains(errOut, c.err) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, stderr with %q",
				c.args, code, out, errOut, c.code, c.out, c.err)
		}
	}
}

func TestMappingJSON(t *testing.T) {
	code, out, _ := runCLI(t, "", "touri", "--json", "http://r\u00E9sum\u00E9.example.org/", "http://a b/", "http://a\u200Db.example/")
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("got %d lines: %q", len(lines), out)
	}
	if want := `{"input":"http://résumé.example.org/","output":"http://xn--rsum-bpad.example.org/"}`; lines[0] != want {
		t.Errorf("got  %s\nwant %s", lines[0], want)
	}
	var parseErr struct {
		Input  string
		Output *string
		Error  struct {
			Offset int
			Rule   string
		}
	}
	if err := json.Unmarshal([]byte(lines[1]), &parseErr); err != nil {
		t.Fatal(err)
	}
	if parseErr.Output != nil || parseErr.Error.Offset != 8 || parseErr.Error.Rule != "ireg-name" {
		t.Errorf("parse error: %s", lines[1])
	}
	var mapErr struct {
		Error struct {
			Offset    *int
			Message   string
			Component string
			Label     string
		}
	}
	if err := json.Unmarshal([]byte(lines[2]), &mapErr); err != nil {
		t.Fatal(err)
	}
	if mapErr.Error.Offset != nil || mapErr.Error.Component != "host" || mapErr.Error.Label != "a\u200Db" ||
		!strings.Contains(mapErr.Error.Message, "host label") {
		t.Errorf("mapping error: %s", lines[2])
	}
}

func TestMappingHelp(t *testing.T) {
	for _, cmd := range []string{"touri", "toiri"} {
		code, out, _ := runCLI(t, "", cmd, "--help")
		if code != 0 || !strings.Contains(out, "Examples:") || !strings.Contains(out, "-no-idna") {
			t.Errorf("%s --help: exit %d, %q", cmd, code, out)
		}
	}
}

// TestCharsetFailureEchoesInput: a line that is not valid in --charset is
// echoed (byte 0xFF escaped as \xff) with the error, on stderr, and sets the exit
// status.
func TestCharsetFailureEchoesInput(t *testing.T) {
	code, out, errs := runCLI(t, "http://a/\xff\nhttp://b/\n", "touri", "--charset", "utf-8")
	if code != exitInvalid || out != "http://b/\n" || !strings.HasPrefix(errs, "iri touri: http://a/\\xff\n") || !strings.Contains(errs, "invalid UTF-8 at byte 9") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}
