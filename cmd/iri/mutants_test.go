package main

import (
	"fmt"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/goiri/iri/check"
)

// Tests that kill mutants of cmd/iri (make mutate PKG=cmd/iri) and the
// changes issue 15 lists. Offsets and columns are counted by hand.

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

// TestCharsetFailureEchoesInput: a line that is not valid in --charset is
// echoed (byte 0xFF escaped as \xff) with the error, on stderr, and sets the exit
// status.
func TestCharsetFailureEchoesInput(t *testing.T) {
	code, out, errs := runCLI(t, "http://a/\xff\nhttp://b/\n", "touri", "--charset", "utf-8")
	if code != exitInvalid || out != "http://b/\n" || !strings.HasPrefix(errs, "iri touri: http://a/\\xff\n") || !strings.Contains(errs, "invalid UTF-8 at byte 9") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
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

// maxWriter records the largest write it is given and the total.
type maxWriter struct{ max, total int }

func (w *maxWriter) Write(p []byte) (int, error) {
	w.max = max(w.max, len(p))
	w.total += len(p)
	return len(p), nil
}

// TestSpillBoundsWrites: the report of a line is handed to the writer in
// pieces once the output held passes spillSize, so no write holds the
// whole batch. Three lines of 750,000 "\b" give JSON records whose input
// field alone is 2,250,000 bytes ("\b" is escaped as "\\b"), so the
// batch is over 6.75 MB; the largest piece a worker must hold is one
// record's input and a finding, under 3 MiB.
func TestSpillBoundsWrites(t *testing.T) {
	var lines []string
	for i := 0; i < 3; i++ {
		lines = append(lines, "http://c/"+strings.Repeat("\\b", 750000))
	}
	var w maxWriter
	var errb strings.Builder
	code := run(&env{stdin: strings.NewReader(strings.Join(lines, "\n") + "\n"), stdout: &w, stderr: &errb},
		[]string{"check", "--json", "--max-line", "2000000"})
	if code != exitInvalid || w.total < 3*2250000 || w.max > 3<<20 {
		t.Errorf("exit %d, %d bytes written, largest write %d bytes; want exit %d, over 6.75 MB in writes of at most 3 MiB", code, w.total, w.max, exitInvalid)
	}
}

// readLines runs readBatches over input with --max-line maxLine and
// returns each batch sent: its lines as strings (the bytes kept), and
// whether it was flushed.
func readLines(t *testing.T, input string, maxLine int) (batches [][]string, flushed []bool) {
	t.Helper()
	free := make(chan *batch, 64)
	for i := 0; i < cap(free); i++ {
		free <- &batch{}
	}
	err := readBatches(strings.NewReader(input), maxLine, free, func(b *batch) {
		var ls []string
		for _, l := range b.lines {
			ls = append(ls, string(b.data[l.start:l.end]))
		}
		batches = append(batches, ls)
		flushed = append(flushed, b.flush)
	})
	if err != nil {
		t.Fatalf("readBatches: %v", err)
	}
	return batches, flushed
}

// TestReadBatchesCRLFAcrossBuffers: the reader's buffer is 64 KiB. A line
// of 65,535 bytes and "\r" fills it, so the "\n" comes alone in the next
// read: the "\r" before it still ends the line and is no part of it. A
// "\r" not followed by "\n" stays in the line.
func TestReadBatchesCRLFAcrossBuffers(t *testing.T) {
	long := strings.Repeat("a", 65535)
	for _, c := range []struct {
		in   string
		want []string
	}{
		{long + "\r\nb\n", []string{long, "b"}},
		{long + "\rc\nb\n", []string{long + "\rc", "b"}},
		{"x\r\n\r\ny\n", []string{"x", "", "y"}},
		{long + "\n\r\n", []string{long, ""}},
	} {
		batches, _ := readLines(t, c.in, 1<<20)
		got := slices.Concat(batches...)
		if !slices.Equal(got, c.want) {
			t.Errorf("lines of %d bytes of input: %d lines, want %d; equal: %v", len(c.in), len(got), len(c.want), slices.Equal(got, c.want))
		}
	}
}

// TestReadBatchesBounds: a batch is sent when it has batchLines (1024)
// lines or batchBytes (128 KiB) of line bytes, or when the reader has
// nothing more buffered (here only at the end of the input, flushed).
// 1,500 lines of 99 bytes: 1,024 lines hold 101,376 bytes, under 128 KiB,
// so the first batch has 1,024 lines and the second the other 476 (sent
// when the reader has read all, flushed). 300 lines of 999 bytes: 131 of
// them hold 130,869 bytes, 132 hold 131,868, at least 131,072: batches of
// 132, 132 and 36 lines. 300 lines of 1,024 bytes: 128 of them hold
// exactly 131,072 bytes, enough: batches of 128, 128 and 44. At the end
// of the input the reader sends what is left, here an empty batch,
// flushed.
func TestReadBatchesBounds(t *testing.T) {
	for _, c := range []struct {
		n, size int
		want    []int
	}{
		{1500, 99, []int{1024, 476, 0}},
		{300, 999, []int{132, 132, 36, 0}},
		{300, 1024, []int{128, 128, 44, 0}},
	} {
		line := strings.Repeat("a", c.size) + "\n"
		batches, flushed := readLines(t, strings.Repeat(line, c.n), 1<<20)
		var got []int
		for _, b := range batches {
			got = append(got, len(b))
		}
		if !slices.Equal(got, c.want) || !flushed[len(flushed)-1] || flushed[0] {
			t.Errorf("%d lines of %d bytes: batches of %v lines (flushed %v), want %v, only the last flushed", c.n, c.size, got, flushed, c.want)
		}
	}
}

// TestProgressRate: the rate is the lines done divided by the seconds
// since the start: 4,000 lines 2 seconds (and a little) after the start
// is a rate between 1,990 and 2,000 lines/s.
func TestProgressRate(t *testing.T) {
	var b strings.Builder
	then := time.Now().Add(-2 * time.Second)
	p := &progress{e: &env{stderr: &b}, name: "check", on: true, start: then, last: then}
	p.update(4000)
	var rate int
	if _, err := fmt.Sscanf(b.String(), "\riri check: 4000 lines, %d lines/s ", &rate); err != nil || rate < 1990 || rate > 2000 {
		t.Errorf("progress line %q: rate %d (%v), want 1990 to 2000", b.String(), rate, err)
	}
}

// TestReadBatchesTooLongKeepsPrefix: of a line longer than --max-line the
// first 64 bytes are kept, whatever they are. Here byte 63 is "\r" and
// the line fills the 64 KiB buffer, so its "\n" comes alone in the next
// read: the kept prefix still ends with that "\r" (it is inside the line,
// not before its "\n").
func TestReadBatchesTooLongKeepsPrefix(t *testing.T) {
	line := strings.Repeat("a", 63) + "\r" + strings.Repeat("b", 65536-64)
	batches, _ := readLines(t, line+"\nc\n", 100)
	got := slices.Concat(batches...)
	if want := []string{line[:64], "c"}; !slices.Equal(got, want) {
		t.Errorf("lines %q, want %q", got, want)
	}
}

// TestVariantFlagListsNames: the --variant flag's usage lists the built-in
// variants (README, "Variants") separated by ", ", with nothing before the
// first name.
func TestVariantFlagListsNames(t *testing.T) {
	const want = "grammar variant: rfc3987, 3987bis, draft2002, leiri, rfc3986, webaddress (default"
	code, out, errOut := runCLI(t, "", "parse", "--help")
	if code != exitOK || !strings.Contains(out+errOut, want) {
		t.Errorf("parse --help: exit %d, want a usage with %q:\n%s%s", code, want, out, errOut)
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
