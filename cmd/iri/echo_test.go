package main

import (
	"strings"
	"testing"
)

func TestInvisible(t *testing.T) {
	for _, r := range []rune{
		0x00, 0x1b, 0x0a, 0x7f, 0x85, 0x9f, // C0, DEL, C1
		0x200b, 0x00ad, 0xfeff, 0x2067, 0x2069, 0x202e, 0x200e, // Cf: ZWSP, soft hyphen, BOM, isolates, override, LRM
		0x200c, 0x200d, // join controls
		0x034f, 0x115f, 0x3164, // Other_Default_Ignorable_Code_Point
		0xfe0f, 0xe0100, // variation selectors
		0x00a0, 0x3000, 0x2028, // white space other than U+0020
	} {
		if !invisible(r) {
			t.Errorf("invisible(%U) = false", r)
		}
	}
	for _, r := range []rune{' ', 'a', '~', 0xa1, 0xe9, 0x65e5, 0x05d0, 0x0301, 0x1f600} {
		if invisible(r) {
			t.Errorf("invisible(%U) = true", r)
		}
	}
}

func TestAppendEcho(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://a/\x1b[31mX", `http://a/\x1b[31mX`},
		{"a\nb", `a\x0ab`},
		{"a\xffb", `a\xffb`},
		{"exa\u200bmple", "exaU+200Bmple"},
		{"\ufeff//a/", "U+FEFF//a/"},
		{"a\u2067x\u2069", "aU+2067xU+2069"},
		{"a\u0085b", "aU+0085b"},
		{"\U000E0001", "U+E0001"},
		{"résumé 日本", "résumé 日本"},
	} {
		if got := string(appendEcho(nil, tt.in)); got != tt.want {
			t.Errorf("appendEcho(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// The caret stays under the character after escaping: an escape takes as
// many columns as its text.
func TestWindowCaretAfterEscape(t *testing.T) {
	for _, tt := range []struct {
		s          string
		start, end int
		text, want string
	}{
		// "\x1b" is 4 columns: "X" (byte 10) is at column 9+4 = 13.
		{"http://a/\x1bX", 10, 11, `http://a/\x1bX`, strings.Repeat(" ", 13) + "^"},
		// The escape itself is under 4 carets.
		{"http://a/\x1bX", 9, 10, `http://a/\x1bX`, strings.Repeat(" ", 9) + "^^^^"},
		// U+200B (3 bytes) is 6 columns.
		{"a\u200bb", 4, 5, "aU+200Bb", strings.Repeat(" ", 7) + "^"},
		{"a\u200bb", 1, 4, "aU+200Bb", " ^^^^^^"},
	} {
		text, carets := window(tt.s, spanOf(tt.start, tt.end))
		if text != tt.text || carets != tt.want {
			t.Errorf("window(%q, %d, %d) = %q, %q; want %q, %q", tt.s, tt.start, tt.end, text, carets, tt.text, tt.want)
		}
	}
}

// A long input is shown as a window: echoContext characters each side of
// the span, at most echoSpan characters of the span.
func TestWindowLong(t *testing.T) {
	s := strings.Repeat("a", 100) + "X" + strings.Repeat("b", 100)
	text, carets := window(s, spanOf(100, 101))
	wantText := "..." + strings.Repeat("a", 40) + "X" + strings.Repeat("b", 40) + "..."
	if text != wantText || carets != strings.Repeat(" ", 43)+"^" {
		t.Errorf("got %q\n%q", text, carets)
	}
	// At the start: no leading "...".
	text, carets = window(s, spanOf(0, 1))
	if text != "a"+strings.Repeat("a", 40)+"..." || carets != "^" {
		t.Errorf("at start: %q %q", text, carets)
	}
	// A span of 100 characters: 80 shown, "...", then the context.
	s = strings.Repeat("x", 200)
	text, carets = window(s, spanOf(50, 150))
	wantText = "..." + strings.Repeat("x", 40) + strings.Repeat("x", 80) + "..." + strings.Repeat("x", 40) + "..."
	if text != wantText || carets != strings.Repeat(" ", 43)+strings.Repeat("^", 83) {
		t.Errorf("long span: %q\n%q", text, carets)
	}
	// Up to echoWhole bytes the input is whole.
	s = strings.Repeat("a", echoWhole)
	if text, _ := window(s, spanOf(echoWhole-1, echoWhole)); text != s {
		t.Errorf("at echoWhole: %q", text)
	}
}

func TestShortenMessage(t *testing.T) {
	long := strings.Repeat("9", 100000)
	if got := shortenMessage("port " + long + " is above 65535"); got != "port "+strings.Repeat("9", 32)+"... (100000 bytes) is above 65535" {
		t.Errorf("bare: %q", got)
	}
	if got := shortenMessage(`host "` + strings.Repeat("é", 40) + `" is bad`); got != `host "`+strings.Repeat("é", 16)+`..." (80 bytes) is bad` {
		t.Errorf("quoted: %q", got)
	}
	// 64 bytes is kept (both sides of the limit).
	w := strings.Repeat("x", quoteMax)
	if got := shortenMessage("a " + w + " b"); got != "a "+w+" b" {
		t.Errorf("at the limit: %q", got)
	}
	if got := shortenMessage("a " + w + "x b"); got != "a "+strings.Repeat("x", 32)+"... (65 bytes) b" {
		t.Errorf("over the limit: %q", got)
	}
}

// Issue 14 item 7, with its exact inputs.
func TestEchoEscapesHostileInput(t *testing.T) {
	// The ANSI escape is echoed as \x1b, never sent to the terminal.
	_, out, _ := runCLI(t, "", "check", "http://a/\x1b[31mX")
	if strings.ContainsRune(out, 0x1b) || !strings.HasPrefix(out, "http://a/\\x1b[31mX\n         ^^^^\n") {
		t.Errorf("check echo:\n%s", out)
	}
	// A newline in the argument: one echo line, the caret under the
	// escape of the newline (byte 9, column 9).
	_, out, _ = runCLI(t, "", "parse", "http://a/\nb")
	want := "http://a/\\x0ab\n         ^\n  error: iri: invalid character U+000A at byte 9 in ipath-abempty: the control character U+000A is not allowed; remove it, or encode it as %0A (RFC 3987 section 2.2)\n"
	if out != want {
		t.Errorf("parse newline: got\n%s\nwant\n%s", out, want)
	}
	// A 100,000-digit port is not quoted in full, in parse or check.
	port := strings.Repeat("9", 100000)
	_, out, _ = runCLI(t, "", "parse", "http://a:"+port+"/")
	if !strings.Contains(out, "  port         \""+strings.Repeat("9", 32)+"...\" (100000 bytes)  [9,100009)\n") || len(out) > 2000 {
		t.Errorf("parse port: %d bytes\n%.600s", len(out), out)
	}
	_, out, _ = runCLI(t, "", "check", "http://a:"+port+"/")
	if !strings.Contains(out, "port "+strings.Repeat("9", 32)+"... (100000 bytes) is above 65535") || len(out) > 2000 {
		t.Errorf("check port: %d bytes\n%.600s", len(out), out)
	}
	// A line starting with a byte-order mark: the mark is named.
	_, out, _ = runCLI(t, "\ufeffhttp://a/\n", "parse")
	want = "U+FEFFhttp://a/\n          ^\n" +
		"  error: iri: invalid character U+003A ':' at byte 7 in isegment-nz-nc: the input starts with a byte-order mark, U+FEFF, which is not part of an IRI: no scheme can start with it; remove the byte-order mark (RFC 3987 section 2.2)\n" +
		"  note: the input starts with a byte-order mark (U+FEFF, bytes EF BB BF), which is not part of an IRI: remove it\n"
	if out != want {
		t.Errorf("BOM: got\n%s\nwant\n%s", out, want)
	}
	_, out, _ = runCLI(t, "\ufeffhttp://a/\n", "normalize", "--json")
	if !strings.Contains(out, `"note":"the input starts with a byte-order mark (U+FEFF, bytes EF BB BF), which is not part of an IRI: remove it"`) {
		t.Errorf("BOM JSON: %s", out)
	}
	// Invisible characters in the echo of check.
	_, out, _ = runCLI(t, "", "check", "http://exa\u200bmple.com/")
	if !strings.HasPrefix(out, "http://exaU+200Bmple.com/\n") {
		t.Errorf("ZWSP: %q", out)
	}
	_, out, _ = runCLI(t, "", "check", "http://a/\u2067x\u2069")
	if !strings.HasPrefix(out, "http://a/U+2067xU+2069\n") {
		t.Errorf("isolates: %q", out)
	}
}

// Issue 14 item 8: the last severity flag for a code wins; --list --json
// is JSON.
func TestCheckLastSeverityFlagWinsAndJSONLists(t *testing.T) {
	// "http://a/\" has a SYNTAX error and an UNWISE finding for the
	// backslash (byte 9).
	unwise := "  %s UNWISE [bytes 9-10, path]: "
	code, out, _ := runCLI(t, "", "check", "--ignore", "UNWISE", "--error", "UNWISE", "http://a/\\")
	if code != exitInvalid || !strings.Contains(out, strings.Replace(unwise, "%s", "error", 1)) {
		t.Errorf("--ignore then --error: %q", out)
	}
	_, out, _ = runCLI(t, "", "check", "--error", "UNWISE", "--ignore", "UNWISE", "http://a/\\")
	if strings.Contains(out, "UNWISE") {
		t.Errorf("--error then --ignore: %q", out)
	}
	_, out, _ = runCLI(t, "", "check", "--ignore", "UNWISE", "--warning", "UNWISE", "http://a/\\")
	if !strings.Contains(out, strings.Replace(unwise, "%s", "warning", 1)) {
		t.Errorf("--ignore then --warning: %q", out)
	}
	code, out, _ = runCLI(t, "", "variants", "--list", "--json")
	first := strings.SplitN(out, "\n", 2)[0]
	if code != exitOK || first != `{"variant":"rfc3987","extends":"base","title":"RFC 3987 (2005), the IRI standard","parser":"fast"}` || strings.Count(out, "\n") != 6 {
		t.Errorf("--list --json: %q", out)
	}
	_, out, _ = runCLI(t, "", "check", "--codes", "--json")
	if !strings.HasPrefix(out, `{"code":"`) {
		t.Errorf("--codes --json: %.200s", out)
	}
}

// Issue 14 item 1: caret output is linear in the input: with 32,000
// backslashes each finding prints at most a window line, a caret line and
// its message, a few hundred bytes, whatever the input length (before, each
// caret line was as wide as its offset: 517 MB). Twice the backslashes,
// at most about twice the output (a little more: the byte offsets in the
// messages get longer), where quadratic output would be four times.
func TestCheckBackslashesLinear(t *testing.T) {
	size := func(n int) (int, int) {
		_, out, _ := runCLI(t, "http:"+strings.Repeat("\\", n)+"\n", "check")
		return len(out), strings.Count(out, "\n  error ") + strings.Count(out, "\n  warning ")
	}
	n1, f1 := size(16000)
	n2, f2 := size(32000)
	if f2 == 0 || n2 > 400*f2+400 {
		t.Errorf("%d bytes for %d findings", n2, f2)
	}
	if f1 == 0 || float64(n2) > 2.05*float64(n1) {
		t.Errorf("16,000 backslashes: %d bytes; 32,000: %d bytes", n1, n2)
	}
}

// A long input in check's text report: the echo is cut after echoWhole
// bytes, and each finding shows its window and carets.
func TestCheckTextLongInput(t *testing.T) {
	s := "http://a/" + strings.Repeat("b", 200) + "\\" // the backslash is byte 209
	_, out, _ := runCLI(t, "", "check", s)
	lines := strings.Split(out, "\n")
	// The window starts 40 characters before byte 209 (at 169) and ends
	// with the input; the caret is after "..." and those 40 characters.
	win := "..." + strings.Repeat("b", 40) + "\\"
	want := []string{
		s[:echoWhole] + "... (210 bytes)",
		win,
		strings.Repeat(" ", 43) + "^",
	}
	if len(lines) < 4 || lines[0] != want[0] || lines[1] != want[1] || lines[2] != want[2] ||
		!strings.HasPrefix(lines[3], "  error SYNTAX [bytes 209-210, path]: ") {
		t.Errorf("got\n%s", out)
	}
}

// TestCaretFormatCharacterWidth: the echo escapes the format character
// U+200E as "U+200E" (six columns), so its carets are six wide from column
// 9, and the space after "b" (byte 13: U+200E is bytes 9-11, "b" 12) is at
// column 9+6+1 = 16.
func TestCaretFormatCharacterWidth(t *testing.T) {
	_, out, _ := runCLI(t, "", "check", "http://a/\u200Eb c")
	lines := strings.Split(out, "\n")
	if len(lines) < 5 {
		t.Fatalf("short output:\n%s", out)
	}
	if lines[0] != "http://a/U+200Eb c" {
		t.Errorf("echo %q", lines[0])
	}
	if lines[1] != strings.Repeat(" ", 9)+"^^^^^^" || !strings.Contains(lines[2], "BIDI_FORMATTING_CHARACTER [bytes 9-12, path]") {
		t.Errorf("format character caret %q, finding %q", lines[1], lines[2])
	}
	if lines[3] != strings.Repeat(" ", 16)+"^" || !strings.Contains(lines[4], "[bytes 13-14, path]") {
		t.Errorf("space caret %q, finding %q", lines[3], lines[4])
	}
	// 1 ("a") + 6 ("U+200E") + 0 (the combining U+0301) + 2 (full-width
	// U+FF41) + 1 ("b").
	if got := echoWidth("a\u200E\u0301\uFF41b"); got != 10 {
		t.Errorf("echoWidth = %d, want 10", got)
	}
}

// TestEchoC1Control: U+0080, a C1 control, is not ASCII: it is echoed as
// U+0080, not as its first byte (\xc2); an ASCII control is echoed as its
// byte.
func TestEchoC1Control(t *testing.T) {
	if got := string(appendEcho(nil, "a\u0080b\x01")); got != `aU+0080b\x01` {
		t.Errorf("appendEcho = %q, want %q", got, `aU+0080b\x01`)
	}
}

// TestRuneCutEnds: runeCut returns len(s) for n at or past the end, and
// never goes before 0 when s starts with continuation bytes.
func TestRuneCutEnds(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want int
	}{
		{"abc", 3, 3},
		{"abc", 5, 3},
		{"\x80\x80abc", 1, 0},
		{"a\u00E9b", 2, 1}, // byte 2 is inside "é" (bytes 1-2)
	} {
		if got := runeCut(c.s, c.n); got != c.want {
			t.Errorf("runeCut(%q, %d) = %d, want %d", c.s, c.n, got, c.want)
		}
	}
}

// TestEchoWidthC1Control: the echo of U+0080 is "U+0080", 6 columns, that
// of an ASCII control or a bad byte "\xHH", 4; "a" and "b" 1 each.
func TestEchoWidthC1Control(t *testing.T) {
	for s, want := range map[string]int{"a\u0080b": 8, "a\x01b": 6, "a\xffb": 6} {
		if got := echoWidth(s); got != want {
			t.Errorf("echoWidth(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestShortenMessageQuoted: in a message longer than quoteMax (64) bytes,
// a quoted part is shortened only when it is longer than 64 bytes with
// its quotes: 62 "a" quoted (64 bytes) stay, 63 quoted (65 bytes) keep
// their first 32 and the length of the unquoted text, 63; a short quoted
// part stays as it is. A message of exactly 64 bytes is left alone.
func TestShortenMessageQuoted(t *testing.T) {
	tail := " is not " + strings.Repeat("b", 60)
	q62 := `"` + strings.Repeat("a", 62) + `"`
	q63 := `"` + strings.Repeat("a", 63) + `"`
	for _, c := range []struct{ in, want string }{
		{`the host "ab"` + tail, `the host "ab"` + tail},
		{"x " + q62 + tail, "x " + q62 + tail},
		{"x " + q63 + tail, `x "` + strings.Repeat("a", 32) + `..." (63 bytes)` + tail},
		{strings.Repeat("c", 64), strings.Repeat("c", 64)},
	} {
		if got := shortenMessage(c.in); got != c.want {
			t.Errorf("shortenMessage(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
