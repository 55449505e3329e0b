package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/goiri/iri"
	"github.com/goiri/iri/check"
)

func TestCheckCommandHuman(t *testing.T) {
	code, out, _ := runCLI(t, "", "check", "http://a/%C0%AF..")
	if code != exitInvalid {
		t.Errorf("exit %d, want %d", code, exitInvalid)
	}
	// The span %C0%AF is bytes 9-15: six carets from column 9.
	want := "http://a/%C0%AF..\n" +
		"         ^^^^^^\n" +
		"  error PCT_OVERLONG_UTF8 [bytes 9-15, path]: "
	if !strings.HasPrefix(out, want) {
		t.Errorf("got\n%s\nwant prefix\n%s", out, want)
	}
}

func TestCheckCommandCaretCountsCharacters(t *testing.T) {
	// "é" is two bytes but one column; the full-width "ａ" takes two columns.
	_, out, _ := runCLI(t, "", "check", "http://a/é\uFF41")
	lines := strings.Split(out, "\n")
	if len(lines) < 2 || lines[1] != strings.Repeat(" ", 10)+"^^" {
		t.Errorf("caret line %q, want 10 spaces and two carets\n%s", lines[1], out)
	}
}

func TestCheckCommandClean(t *testing.T) {
	code, out, _ := runCLI(t, "", "check", "http://example.org/r\u00E9sum\u00E9")
	if code != exitOK || out != "http://example.org/r\u00E9sum\u00E9\n  ok: no findings\n" {
		t.Errorf("exit %d, output %q", code, out)
	}
}

func TestCheckCommandWarningsExitZero(t *testing.T) {
	code, out, _ := runCLI(t, "", "check", "http://a:80/")
	if code != exitOK || !strings.Contains(out, "warning PORT_DEFAULT") {
		t.Errorf("exit %d, output %q", code, out)
	}
	code, _, _ = runCLI(t, "", "check", "--error", "PORT_DEFAULT", "http://a:80/")
	if code != exitInvalid {
		t.Errorf("--error: exit %d, want %d", code, exitInvalid)
	}
	code, out, _ = runCLI(t, "", "check", "--ignore", "port_default,NOT_NFC", "http://a:80/")
	if code != exitOK || !strings.Contains(out, "ok: no findings") {
		t.Errorf("--ignore: exit %d, output %q", code, out)
	}
	code, out, _ = runCLI(t, "", "check", "--warning", "PCT_OVERLONG_UTF8", "http://a/%C0%AF")
	if code != exitOK || !strings.Contains(out, "warning PCT_OVERLONG_UTF8") {
		t.Errorf("--warning: exit %d, output %q", code, out)
	}
}

func TestCheckCommandJSON(t *testing.T) {
	code, out, _ := runCLI(t, "http://a/b c\nhttp://a/\n", "check", "--json", "--variant", "leiri")
	if code != exitInvalid {
		t.Errorf("exit %d, want %d", code, exitInvalid)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("want one line per input, got %q", out)
	}
	want := `{"input":"http://a/b c","errors":1,"warnings":0,"findings":[{"code":"SPACE","severity":"error","component":"path","start":10,"end":11,"text":" ","section":"draft-ietf-iri-3987bis-00 section 7.3","message":"U+0020 ' ' is a space, not allowed in IRIs; percent-encode it as %20"}]}`
	if lines[0] != want {
		t.Errorf("got  %s\nwant %s", lines[0], want)
	}
	if lines[1] != `{"input":"http://a/","errors":0,"warnings":0,"findings":[]}` {
		t.Errorf("clean input: %s", lines[1])
	}
	// A grammar error has a component (from the failing rule) or null.
	_, out, _ = runCLI(t, "", "check", "--json", "http://[::1/")
	var v struct {
		Errors   int
		Findings []struct{ Code string }
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Findings) != 1 || v.Findings[0].Code != "SYNTAX" || v.Errors != 1 {
		t.Errorf("got %+v", v)
	}
}

func TestCheckCommandUsage(t *testing.T) {
	for _, args := range [][]string{
		{"check", "--ignore", "NO_SUCH_CODE", "a"},
		{"check", "--variant", "nope", "a"},
		{"check", "--bogus"},
	} {
		code, _, errOut := runCLI(t, "", args...)
		if code != exitUsage || errOut == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
	code, out, _ := runCLI(t, "", "check", "--help")
	if code != exitOK || !strings.Contains(out, "iri check") || !strings.Contains(out, "--ignore") {
		t.Errorf("--help: exit %d, %q", code, out)
	}
	code, out, _ = runCLI(t, "", "check", "--codes")
	if code != exitOK || !strings.Contains(out, "BIDI_FORMATTING_CHARACTER") || !strings.Contains(out, "SCHEME_SYNTAX") {
		t.Errorf("--codes: exit %d, %q", code, out)
	}
}

func TestSpanCaretLine(t *testing.T) {
	for _, tt := range []struct {
		s          string
		start, end int
		want       string
	}{
		{"abc", 1, 2, " ^"},
		{"abc", 0, 3, "^^^"},
		{"abc", 3, 3, "   ^"},
		{"a\u05D0\u05D1c", 1, 5, " ^^"},
		{"abc", 1, 1, " ^"},
		// Display columns, not characters: a wide character takes two
		// columns, a combining mark none (Unicode Standard Annex #11;
		// nonspacing marks render on the preceding base character).
		{"\u4F8B\u3048.jp/%C0%AF", 10, 16, "        ^^^^^^"},
		{"re\u0301%C0%AF", 4, 10, "  ^^^^^^"},
		{"re\u0301x", 1, 4, " ^"},
		{"a\uFF41b", 1, 4, " ^^"},
	} {
		if _, got := window(tt.s, spanOf(tt.start, tt.end)); got != tt.want {
			t.Errorf("window(%q, %d, %d) = %q, want %q", tt.s, tt.start, tt.end, got, tt.want)
		}
	}
}

func spanOf(start, end int) iri.Span { return iri.Span{Start: start, End: end} }

func TestCheckCommandProfile(t *testing.T) {
	// PORT_DEFAULT is a warning by default, an error under strict, ignored
	// under lenient; --warning after the profile still wins.
	code, out, _ := runCLI(t, "", "check", "--profile", "strict", "http://a:80/")
	if code != exitInvalid || !strings.Contains(out, "error PORT_DEFAULT") {
		t.Errorf("strict: exit %d, output %q", code, out)
	}
	code, out, _ = runCLI(t, "", "check", "--profile", "LENIENT", "http://a:80/")
	if code != exitOK || !strings.Contains(out, "ok: no findings") {
		t.Errorf("lenient: exit %d, output %q", code, out)
	}
	code, out, _ = runCLI(t, "", "check", "--profile", "strict", "--warning", "PORT_DEFAULT", "http://a:80/")
	if code != exitOK || !strings.Contains(out, "warning PORT_DEFAULT") {
		t.Errorf("strict --warning: exit %d, output %q", code, out)
	}
	code, _, errOut := runCLI(t, "", "check", "--profile", "pedantic", "http://a/")
	if code != exitUsage || !strings.Contains(errOut, `unknown profile "pedantic"`) {
		t.Errorf("unknown profile: exit %d, stderr %q", code, errOut)
	}
}

// Offsets and columns in the tests below are counted by hand.

// TestCheckByteOrBytes: an empty span is "byte N", a non-empty one
// "bytes N-M".
func TestCheckByteOrBytes(t *testing.T) {
	code, out, _ := runCLI(t, "", "check", "http:/p")
	// http needs an authority; it is missing where the path starts, byte 5.
	want := "http:/p\n" +
		"     ^\n" +
		"  error SCHEME_COMPONENT_REQUIRED [byte 5, path]: http IRIs need an authority (\"//\" and a host) (RFC 9110 sections 4.2.1 and 4.2.4)\n"
	if code != exitInvalid || out != want {
		t.Errorf("exit %d, output\n%s\nwant\n%s", code, out, want)
	}
	_, out, _ = runCLI(t, "", "check", "http://a/b c")
	if !strings.Contains(out, "  error SPACE [bytes 10-11, path]: ") {
		t.Errorf("no SPACE at bytes 10-11 in\n%s", out)
	}
}

// TestCheckJSONWarningCount: "%41" is the unreserved "A" (RFC 3986 section
// 2.3), a warning; the counts say 0 errors, 1 warning, and the exit status
// is 0 (warnings only).
func TestCheckJSONWarningCount(t *testing.T) {
	code, out, _ := runCLI(t, "", "check", "--json", "http://a/b?x=%41")
	if code != exitOK || !strings.HasPrefix(out, `{"input":"http://a/b?x=%41","errors":0,"warnings":1,"findings":[{"code":"PCT_ENCODED_UNRESERVED","severity":"warning","component":"query","start":13,"end":16,"text":"%41",`) {
		t.Errorf("exit %d, %s", code, out)
	}
}

// TestCheckWindowThreshold: an input of echoWhole (160) bytes is echoed
// whole, with the carets under it; one byte more and the echo is cut with
// its length, and each finding gets a window: "..." and the 40 bytes
// before the span, the span, the rest (here "b"), carets under the span
// after 3 + 40 columns. "http://a/" (9 bytes), 148 "a" and "%7E" make 160
// bytes; the %7E is bytes 157-160.
func TestCheckWindowThreshold(t *testing.T) {
	s := "http://a/" + strings.Repeat("a", 148) + "%7E"
	finding := "  warning PCT_ENCODED_UNRESERVED [bytes 157-160, path]: %7E encodes the unreserved character '~'; write '~' instead (RFC 3986 section 2.3)\n"
	_, out, _ := runCLI(t, "", "check", s)
	if want := s + "\n" + strings.Repeat(" ", 157) + "^^^\n" + finding; out != want {
		t.Errorf("check of %d bytes:\n%s\nwant\n%s", len(s), out, want)
	}
	_, out, _ = runCLI(t, "", "check", s+"b")
	want := s + "... (161 bytes)\n" +
		"..." + strings.Repeat("a", 40) + "%7Eb\n" +
		strings.Repeat(" ", 43) + "^^^\n" + finding
	if out != want {
		t.Errorf("check of %d bytes:\n%s\nwant\n%s", len(s)+1, out, want)
	}
}

// TestSeverityFlagString: a severity flag's String lists the codes set to
// its severity, in order; its zero value (which the flag package makes to
// print defaults) has no list and gives "".
func TestSeverityFlagString(t *testing.T) {
	list := []severitySetting{
		{check.CodeSpace, check.SeverityWarning},
		{check.CodeUnwise, check.SeverityError},
		{check.CodeControl, check.SeverityWarning},
	}
	if got := (severityFlag{list: &list, sev: check.SeverityWarning}).String(); got != "SPACE,CONTROL" {
		t.Errorf("String() = %q, want %q", got, "SPACE,CONTROL")
	}
	if got := (severityFlag{}).String(); got != "" {
		t.Errorf("zero severityFlag String() = %q, want \"\"", got)
	}
}

// TestCheckCodesJSONEveryCode: `check --codes --json` prints one JSON
// object per code, in the order of check.Codes.
func TestCheckCodesJSONEveryCode(t *testing.T) {
	_, out, _ := runCLI(t, "", "check", "--codes", "--json")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	codes := check.Codes()
	if len(lines) != len(codes) {
		t.Fatalf("%d lines, want %d (one per code)", len(lines), len(codes))
	}
	for i, c := range codes {
		if prefix := `{"code":"` + string(c.Code) + `",`; !strings.HasPrefix(lines[i], prefix) {
			t.Errorf("line %d = %s, want it to start with %s", i+1, lines[i], prefix)
		}
	}
}

// An empty element of a --ignore, --error or --warning list (a leading,
// doubled or trailing comma, or blanks) is skipped and the codes after it
// still apply: PORT_DEFAULT (port 80 is http's default, RFC 3986 section
// 3.2.3) is ignored here, so the report has no findings.
func TestCheckSeverityListSkipsEmptyElements(t *testing.T) {
	for _, list := range []string{",PORT_DEFAULT", " , ,port_default,", "NOT_NFC,,PORT_DEFAULT"} {
		code, out, errOut := runCLI(t, "", "check", "--ignore", list, "http://a:80/")
		if code != exitOK || out != "http://a:80/\n  ok: no findings\n" || errOut != "" {
			t.Errorf("--ignore %q: exit %d, output %q, stderr %q", list, code, out, errOut)
		}
	}
}

// appendCheckText calls spill after each finding (so that a huge report
// is handed to the writer as it grows) and takes a nil spill: both give
// the same report. "http://a:80/b c" has three findings: the default port
// ":80" at bytes 8-11 (PORT_DEFAULT), and the space at byte 13, which the
// grammar rejects (SYNTAX) and which is named as a space (SPACE).
func TestAppendCheckTextSpillsAfterEachFinding(t *testing.T) {
	const s = "http://a:80/b c"
	fs := check.Run(s)
	if len(fs) != 3 {
		t.Fatalf("check.Run(%q) = %d findings, want 3: %+v", s, len(fs), fs)
	}
	var spilled []byte
	calls := 0
	got := appendCheckText(nil, s, fs, func(dst []byte) []byte {
		calls++
		spilled = append(spilled, dst...)
		return dst[:0]
	})
	if calls != len(fs) {
		t.Errorf("spill called %d times, want %d (once per finding)", calls, len(fs))
	}
	whole := appendCheckText(nil, s, fs, nil)
	if string(spilled)+string(got) != string(whole) {
		t.Errorf("spilled %q + rest %q != report %q", spilled, got, whole)
	}
	for _, want := range []string{"warning PORT_DEFAULT [bytes 8-11, port]", "error SYNTAX [bytes 13-14, path]", "error SPACE [bytes 13-14, path]"} {
		if !strings.Contains(string(whole), want) {
			t.Errorf("report lacks %q:\n%s", want, whole)
		}
	}
}
