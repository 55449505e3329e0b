package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/goiri/iri"
	"github.com/goiri/iri/check"
)

// Encoding/json is the reference for appendJSONString: the output must be
// the same bytes, for every kind of character it escapes or replaces.
func TestAppendJSONStringMatchesEncodingJSON(t *testing.T) {
	for _, s := range []string{
		"", "plain", `q"b\s`, "\x00\x01\x1f\x7f", "\b\f\n\r\t", "<&>", "é日本\U0001F600",
		"\u2028\u2029", "a\xffb", "\xc3", "\xed\xa0\x80", "%E2%80%AE\u202e",
		"\u2027\u202a x\u2028", "\xe2\x80", "\xe2", "é\u2029\x00\xff\u2028", "\u20ac\u2030",
		"a\ufffdb", "\ufffd\xff",
	} {
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(s); err != nil {
			t.Fatal(err)
		}
		got := string(appendJSONString(nil, s)) + "\n"
		if got != want.String() {
			t.Errorf("appendJSONString(%q) = %s, encoding/json %s", s, got, want.String())
		}
	}
}

// Output order equals input order across many batches (batchLines lines
// each) and workers: line i of the output is the normal form of line i.
func TestStreamOrder(t *testing.T) {
	const n = 5*batchLines + 17
	var in, want strings.Builder
	for i := 0; i < n; i++ {
		// Scheme and host lowercased (section 5.3.2.1), nothing else changes.
		fmt.Fprintf(&in, "HTTP://A%d.example/p\n", i)
		fmt.Fprintf(&want, "http://a%d.example/p\n", i)
	}
	code, out, errOut := runCLI(t, in.String(), "normalize")
	if code != exitOK || out != want.String() || errOut != "" {
		t.Errorf("exit %d, stderr %q, output equal: %v", code, errOut, out == want.String())
	}
}

// --aligned: one stdout line per input line; a failing line is the
// placeholder (and its report on stderr); the exit status says a line
// failed. An empty line is an empty IRI reference, valid, normalized to
// itself.
func TestAligned(t *testing.T) {
	code, out, errOut := runCLI(t, "HTTP://A/\nhttp://a b\n\nx y\n", "normalize", "--aligned")
	if code != exitInvalid {
		t.Errorf("exit %d, want 1", code)
	}
	if want := "http://a/\n<invalid>\n\n<invalid>\n"; out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
	// The space of "http://a b" is byte 8; "x y" has no scheme, so "x"
	// starts a path and the space (byte 1) ends it where the grammar
	// wants a segment character or the end.
	if !strings.HasPrefix(errOut, "iri normalize: http://a b\n"+strings.Repeat(" ", len("iri normalize: ")+8)+"^\n  error: ") {
		t.Errorf("stderr %q", errOut)
	}
	_, out, _ = runCLI(t, "http://a b\nhttp://a/\n", "touri", "--aligned", "--placeholder", "-")
	if out != "-\nhttp://a/\n" {
		t.Errorf("--placeholder: %q", out)
	}
	// Without --aligned the failing line has no stdout line.
	_, out, _ = runCLI(t, "http://a b\nhttp://a/\n", "toiri")
	if out != "http://a/\n" {
		t.Errorf("without --aligned: %q", out)
	}
}

// JSON keeps every byte: invalid UTF-8 is U+FFFD in "input" and the exact
// bytes are in "input_b64".
func TestJSONInputB64(t *testing.T) {
	code, out, _ := runCLI(t, "http://a/\xff\nhttp://a/\n", "normalize", "--json")
	if code != exitInvalid {
		t.Errorf("exit %d", code)
	}
	lines := strings.Split(out, "\n")
	// base64 of "http://a/" is "aHR0cDovL2Ev" (9 bytes, three groups of
	// three); 0xFF alone is "/w==" (0xFF = 111111 11|0000: '/' 'w' and two
	// pads).
	want := `{"input":"http://a/\ufffd","input_b64":"aHR0cDovL2Ev/w==","level":"scheme","error":{"offset":9,"message":"iri: invalid UTF-8 byte 0xFF at byte 9: an IRI is text in UTF-8, and this byte is not part of a UTF-8 character; convert the input to UTF-8 from its encoding, or write the byte as %FF (RFC 3987 section 2.2)","section":"RFC 3987 section 2.2","reason":"an IRI is text in UTF-8, and this byte is not part of a UTF-8 character","suggestion":"convert the input to UTF-8 from its encoding, or write the byte as %FF"}}`
	if lines[0] != want {
		t.Errorf("got  %s\nwant %s", lines[0], want)
	}
	if lines[1] != `{"input":"http://a/","level":"scheme","output":"http://a/"}` {
		t.Errorf("valid line: %s", lines[1])
	}
	var rec struct {
		InputB64 string `json:"input_b64"`
	}
	for _, cmd := range [][]string{{"parse", "--json"}, {"check", "--json"}, {"variants", "--json"}, {"touri", "--json"}} {
		_, out, _ := runCLI(t, "a\x80\xfe\n", cmd...)
		if err := json.Unmarshal([]byte(out), &rec); err != nil {
			t.Fatalf("%v: %v: %s", cmd, err, out)
		}
		if b, _ := base64.StdEncoding.DecodeString(rec.InputB64); string(b) != "a\x80\xfe" {
			t.Errorf("%v: input_b64 %q decodes to %q", cmd, rec.InputB64, b)
		}
	}
	// compare: one member per operand, null for valid UTF-8.
	_, out, _ = runCLI(t, "a\xff\tb\n", "compare", "--json")
	if !strings.HasPrefix(out, `{"input":["a\ufffd","b"],"input_b64":["Yf8=",null],"level":"scheme","error":{"offset":1,`) ||
		!strings.HasSuffix(out, `,"operand":"first"}}`+"\n") {
		t.Errorf("compare: %s", out)
	}
}

// One JSON record per input line, in order, bad lines included, for every
// line-reading command.
func TestOneRecordPerLine(t *testing.T) {
	in := "http://a/\nhttp://a b\n\n\xff\nhttp://a/\u00e9\n"
	for _, cmd := range [][]string{
		{"normalize", "--json"}, {"touri", "--json"}, {"toiri", "--json"}, {"parse", "--json"},
		{"check", "--json"}, {"variants", "--json"}, {"resolve", "--json", "--base", "http://b/"},
		{"compare", "--json", "--to", "http://a/"},
	} {
		_, out, _ := runCLI(t, in, cmd...)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != 5 {
			t.Errorf("%v: %d records, want 5:\n%s", cmd, len(lines), out)
			continue
		}
		for i, want := range []string{`"http://a/"`, `"http://a b"`, `""`, `"\ufffd"`, `"http://a/é"`} {
			if !strings.Contains(lines[i], `"input":`+want) && !strings.Contains(lines[i], `"input":[`+want) {
				t.Errorf("%v: record %d %s, want input %s", cmd, i, lines[i], want)
			}
		}
	}
}

// A line longer than --max-line is one error record; the stream goes on.
// A line of 200,000 bytes is longer than the 64 KiB read buffer: only its
// first 64 bytes are kept.
func TestMaxLine(t *testing.T) {
	long := "http://a/" + strings.Repeat("x", 200000-9)
	in := "http://a/\n" + long + "\nhttp://b/\n"
	code, out, _ := runCLI(t, in, "normalize", "--json", "--max-line", "1000")
	if code != exitInvalid {
		t.Errorf("exit %d", code)
	}
	want := `{"input":"http://a/","level":"scheme","output":"http://a/"}` + "\n" +
		`{"input":"` + long[:64] + `","input_length":200000,"valid":false,"error":{"code":"LINE_TOO_LONG","message":"line 2: 200000 bytes, longer than --max-line (1000 bytes): not read"}}` + "\n" +
		`{"input":"http://b/","level":"scheme","output":"http://b/"}` + "\n"
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	// Both sides of the limit: a line of exactly --max-line bytes is read.
	_, out, _ = runCLI(t, "http://a/\nhttp://a/b\n", "normalize", "--max-line", "9", "--aligned")
	if out != "http://a/\n<invalid>\n" {
		t.Errorf("at the limit: %q", out)
	}
	_, out, errOut := runCLI(t, "http://a/b\n", "normalize", "--max-line", "9")
	if out != "" || errOut != "iri: http://a/b...\n  error: line 1: 10 bytes, longer than --max-line (9 bytes): not read\n" {
		t.Errorf("text: stdout %q, stderr %q", out, errOut)
	}
	// A "\r\n" line end is not part of the line.
	_, out, _ = runCLI(t, "http://a/\r\n", "normalize", "--max-line", "9")
	if out != "http://a/\n" {
		t.Errorf("CRLF: %q", out)
	}
}

// The output of a line is written before the next line arrives: the
// engine flushes when the input has nothing more buffered (tail -f).
func TestInteractiveFlush(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int)
	go func() {
		done <- run(&env{stdin: inR, stdout: outW, stderr: io.Discard}, []string{"check"})
		outW.Close()
	}()
	lines := bufio.NewReader(outR)
	for _, l := range []string{"http://a/", "http://b/"} {
		fmt.Fprintln(inW, l)
		got := make(chan string)
		go func() {
			a, _ := lines.ReadString('\n')
			b, _ := lines.ReadString('\n')
			got <- a + b
		}()
		select {
		case s := <-got:
			if s != l+"\n  ok: no findings\n" {
				t.Errorf("got %q", s)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("no answer to %q while the input stays open", l)
		}
	}
	inW.Close()
	if code := <-done; code != exitOK {
		t.Errorf("exit %d", code)
	}
}

// --stats: lines, valid, invalid, and the failures by rule, most frequent
// first; nothing on stderr without it (not a terminal).
func TestStats(t *testing.T) {
	in := "http://a/\nhttp://a b\nhttp://c d\nx y\n"
	_, _, errOut := runCLI(t, in, "normalize", "--stats")
	// "http://a b", "http://c d" fail in ireg-name; "x y" in
	// ipath-noscheme's first segment, isegment-nz-nc.
	want := "iri normalize: 4 lines, 1 valid, 3 invalid\n" +
		"          2  syntax: ireg-name\n" +
		"          1  syntax: isegment-nz-nc\n"
	if !strings.HasSuffix(errOut, want) {
		t.Errorf("stderr %q, want suffix %q", errOut, want)
	}
	_, _, errOut = runCLI(t, "http://a/\n", "normalize")
	if errOut != "" {
		t.Errorf("without --stats: %q", errOut)
	}
	// check counts findings by code; a line fails when one has severity
	// error. "http://a:80/" has a warning only (PORT_DEFAULT).
	_, _, errOut = runCLI(t, "http://a:80/\nhttp://a/\n", "check", "--stats")
	if errOut != "iri check: 2 lines, 2 without errors, 0 with errors\n          1  PORT_DEFAULT\n" {
		t.Errorf("check --stats: %q", errOut)
	}
}

// check --stats does not call "invalid" a line that parses:
// "http://a:99999/" is a valid IRI (port = *DIGIT, RFC 3986 section
// 3.2.3) with an error finding (PORT_OUT_OF_RANGE), so the line counts
// "with errors", not "invalid".
func TestCheckStatsWording(t *testing.T) {
	if _, err := iri.Parse("http://a:99999/"); err != nil {
		t.Fatalf("the example no longer parses: %v", err)
	}
	code, _, errOut := runCLI(t, "http://a:99999/\nhttp://a/\n", "check", "--stats")
	if code != exitInvalid || !strings.Contains(errOut, "iri check: 2 lines, 1 without errors, 1 with errors\n") || strings.Contains(errOut, "invalid") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// "-" as an operand stands for the lines of standard input, in its place
// among the other operands; a second "-" finds standard input at its end.
func TestDashOperandReadsStdin(t *testing.T) {
	code, out, errOut := runCLI(t, "HTTP://B/\nHTTP://C/\n", "normalize", "HTTP://A/", "-", "HTTP://D/", "-")
	if code != exitOK || errOut != "" || out != "http://a/\nhttp://b/\nhttp://c/\nhttp://d/\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	// "-" alone is standard input, not the IRI "-".
	code, out, _ = runCLI(t, "a:b\n", "parse", "--json", "-")
	if code != exitOK || !strings.HasPrefix(out, `{"input":"a:b",`) || strings.Count(out, "\n") != 1 {
		t.Errorf("parse -: exit %d, %q", code, out)
	}
	// An empty standard input adds no line.
	code, out, _ = runCLI(t, "", "normalize", "-", "HTTP://A/")
	if code != exitOK || out != "http://a/\n" {
		t.Errorf("empty stdin: exit %d, %q", code, out)
	}
}

func TestProgressOnlyOnTerminal(t *testing.T) {
	st := &stream{name: "x", sf: &streamFlags{}}
	for _, tt := range []struct {
		stdoutTTY, stderrTTY, flag, want bool
	}{
		{false, false, false, false},
		{false, true, false, true},
		{true, true, false, false}, // the output is on the terminal too
		{false, false, true, true},
	} {
		st.sf.progress = tt.flag
		p := newProgress(&env{stdoutTTY: tt.stdoutTTY, stderrTTY: tt.stderrTTY}, st)
		if p.on != tt.want {
			t.Errorf("%+v: on = %v", tt, p.on)
		}
	}
	var b bytes.Buffer
	p := &progress{e: &env{stderr: &b}, name: "check", on: true, start: time.Now().Add(-2 * time.Second), last: time.Now().Add(-2 * time.Second)}
	p.update(4000)
	if !strings.HasPrefix(b.String(), "\riri check: 4000 lines, ") || !strings.HasSuffix(b.String(), " lines/s ") {
		t.Errorf("progress line %q", b.String())
	}
	p.update(5000) // less than a second later: nothing
	if strings.Contains(b.String(), "5000") {
		t.Errorf("progress printed twice within a second: %q", b.String())
	}
}

func TestCompareTo(t *testing.T) {
	code, out, _ := runCLI(t, "", "compare", "--to", "http://a/", "HTTP://A:80", "http://a/b")
	// HTTP://A:80 at scheme level: lowercased, default port and empty path
	// become "http://a/" (section 5.3.3).
	want := "equivalent (scheme): http://a/\ndifferent (scheme):\n  http://a/b\n  http://a/\n"
	if code != exitInvalid || out != want {
		t.Errorf("exit %d, got %q, want %q", code, out, want)
	}
	code, out, _ = runCLI(t, "HTTP://A/\nhttp://b/\nhttp://a b\n", "compare", "--to", "http://a/", "--aligned")
	if code != exitInvalid || out != "equivalent\ndifferent\n<invalid>\n" {
		t.Errorf("stream --aligned: exit %d, %q", code, out)
	}
	code, _, errOut := runCLI(t, "", "compare", "--to", "http://a b", "http://a/")
	if code != exitUsage || !strings.HasPrefix(errOut, "iri compare: --to: http://a b\n") {
		t.Errorf("invalid --to: exit %d, %q", code, errOut)
	}
	// Pairs of a stream, JSON.
	_, out, _ = runCLI(t, "http://a/%7e\thttp://a/~\n", "compare", "--json", "--level", "syntax")
	if out != `{"input":["http://a/%7e","http://a/~"],"level":"syntax","equal":true,"output":["http://a/~","http://a/~"]}`+"\n" {
		t.Errorf("pair JSON: %s", out)
	}
}

// Issue 14 item 7: compare says which operand failed.
func TestCompareNamesOperand(t *testing.T) {
	_, _, errOut := runCLI(t, "", "compare", "http://a/", "http://a b")
	head := "iri compare: second IRI: "
	want := head + "http://a b\n" + strings.Repeat(" ", len(head)+8) + "^\n" +
		"  error: iri: invalid character U+0020 ' ' at byte 8 in ireg-name: space is not allowed; encode it as %20 (RFC 3987 section 2.2)\n"
	if errOut != want {
		t.Errorf("got\n%s\nwant\n%s", errOut, want)
	}
	_, _, errOut = runCLI(t, "", "compare", "http://a b", "http://a/")
	if !strings.HasPrefix(errOut, "iri compare: first IRI: http://a b\n") {
		t.Errorf("first operand: %q", errOut)
	}
	_, out, _ := runCLI(t, "", "compare", "--json", "http://a/", "http://a b")
	if !strings.HasSuffix(out, `,"operand":"second"}}`+"\n") {
		t.Errorf("JSON: %s", out)
	}
}

func TestVersionString(t *testing.T) {
	info := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/goiri/iri", Version: "v1.2.3"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "true"}}}
	if got := versionString(info); got != "iri v1.2.3 0123456789ab+dirty go1.26.8" {
		t.Errorf("got %q", got)
	}
	info = &debug.BuildInfo{GoVersion: "go1.26.8"}
	if got := versionString(info); got != "iri (devel) go1.26.8" {
		t.Errorf("devel: %q", got)
	}
	if got := versionString(nil); got != "iri (unknown version: no build information)" {
		t.Errorf("nil: %q", got)
	}
	code, out, _ := runCLI(t, "", "--version")
	if code != exitOK || !strings.HasPrefix(out, "iri ") {
		t.Errorf("--version: exit %d, %q", code, out)
	}
}

// Usage errors print the command's synopsis and a hint, not the list of
// commands.
func TestUsageErrorsShort(t *testing.T) {
	code, out, errOut := runCLI(t, "", "nosuch")
	if code != exitUsage || out != "" || errOut != "iri: unknown command \"nosuch\"\nRun \"iri help\" for the list of commands.\n" {
		t.Errorf("unknown command: exit %d, %q, %q", code, out, errOut)
	}
	code, _, errOut = runCLI(t, "", "normalize", "--bogus")
	want := "iri normalize: flag provided but not defined: -bogus\n" +
		"Usage: iri normalize [--level simple|syntax|scheme] [--variant NAME] [--json] [IRI ...]\n" +
		"Run \"iri normalize --help\" for usage.\n"
	if code != exitUsage || errOut != want {
		t.Errorf("bad flag: exit %d, got\n%s\nwant\n%s", code, errOut, want)
	}
	_, _, errOut = runCLI(t, "", "compare", "a")
	if !strings.HasPrefix(errOut, "iri compare: want two IRIs (or --to B and any number), got 1\nUsage: iri compare ") {
		t.Errorf("compare: %q", errOut)
	}
}

func TestVariantsSummary(t *testing.T) {
	// Line 1 is accepted by every variant. Line 2, "http://a/é": rfc3986
	// allows no non-ASCII character; its path-abempty stops at byte 9.
	// Line 3, "a\b": the backslash is allowed only by the LEIRI, Web
	// Address and 2002 draft grammars; the others stop at byte 1 in the
	// first segment of a relative path (segment-nz-nc / isegment-nz-nc).
	in := "http://a/\nhttp://a/\u00e9\na\\b\n"
	code, out, _ := runCLI(t, in, "variants", "--summary")
	if code != exitOK {
		t.Errorf("exit %d", code)
	}
	want := `3 lines

accepted by each variant:
  rfc3987              2   66.67%
  3987bis              2   66.67%
  draft2002            3  100.00%
  leiri                3  100.00%
  rfc3986              1   33.33%
  webaddress           3  100.00%

lines the row's variant accepts and the column's rejects:
                  rfc3987     3987bis   draft2002       leiri     rfc3986  webaddress
  rfc3987               -           0           0           0           1           0
  3987bis               0           -           0           0           1           0
  draft2002             1           1           -           0           2           0
  leiri                 1           1           0           -           2           0
  rfc3986               0           0           0           0           -           0
  webaddress            1           1           0           0           2           -

first line of each disagreement:
  rfc3987 accepts, rfc3986 rejects (lines: 1): line 2 "http://a/é"
    rfc3986 fails at byte 9 in path-abempty
  3987bis accepts, rfc3986 rejects (lines: 1): line 2 "http://a/é"
    rfc3986 fails at byte 9 in path-abempty
  draft2002 accepts, rfc3987 rejects (lines: 1): line 3 "a\\b"
    rfc3987 fails at byte 1 in isegment-nz-nc
  draft2002 accepts, 3987bis rejects (lines: 1): line 3 "a\\b"
    3987bis fails at byte 1 in isegment-nz-nc
  draft2002 accepts, rfc3986 rejects (lines: 2): line 2 "http://a/é"
    rfc3986 fails at byte 9 in path-abempty
  leiri accepts, rfc3987 rejects (lines: 1): line 3 "a\\b"
    rfc3987 fails at byte 1 in isegment-nz-nc
  leiri accepts, 3987bis rejects (lines: 1): line 3 "a\\b"
    3987bis fails at byte 1 in isegment-nz-nc
  leiri accepts, rfc3986 rejects (lines: 2): line 2 "http://a/é"
    rfc3986 fails at byte 9 in path-abempty
  webaddress accepts, rfc3987 rejects (lines: 1): line 3 "a\\b"
    rfc3987 fails at byte 1 in isegment-nz-nc
  webaddress accepts, 3987bis rejects (lines: 1): line 3 "a\\b"
    3987bis fails at byte 1 in isegment-nz-nc
  webaddress accepts, rfc3986 rejects (lines: 2): line 2 "http://a/é"
    rfc3986 fails at byte 9 in path-abempty
`
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	_, out, _ = runCLI(t, in, "variants", "--summary", "--json")
	var sum struct {
		Lines    int
		Variants []struct {
			Variant string
			Accepts int
		}
		Pairs []struct {
			Accepts, Rejects string
			Lines            int
			First            *struct {
				Line   int
				Input  string
				Offset int
				Rule   string
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if sum.Lines != 3 || len(sum.Variants) != 6 || sum.Variants[4].Variant != "rfc3986" || sum.Variants[4].Accepts != 1 || len(sum.Pairs) != 30 {
		t.Errorf("got %+v", sum)
	}
	// Pairs in row order without the diagonal: the 4th is rfc3987 > rfc3986.
	p := sum.Pairs[3]
	if p.Accepts != "rfc3987" || p.Rejects != "rfc3986" || p.Lines != 1 || p.First == nil ||
		p.First.Line != 2 || p.First.Input != "http://a/\u00e9" || p.First.Offset != 9 || p.First.Rule != "path-abempty" {
		t.Errorf("pair %+v %+v", p, p.First)
	}
	if sum.Pairs[0].First != nil || sum.Pairs[0].Lines != 0 {
		t.Errorf("rfc3987 > 3987bis: %+v", sum.Pairs[0])
	}
}

// The first example of a pair is the first in input order, whatever the
// batches: the disagreeing line comes after several batches.
func TestVariantsSummaryFirstAcrossBatches(t *testing.T) {
	in := strings.Repeat("http://a/\n", 3*batchLines+5) + "http://a/\u00e9\nhttp://b/\u00fc\n"
	_, out, _ := runCLI(t, in, "variants", "--summary")
	want := fmt.Sprintf("  rfc3987 accepts, rfc3986 rejects (lines: 2): line %d \"http://a/é\"\n", 3*batchLines+6)
	if !strings.Contains(out, want) {
		t.Errorf("want %q in\n%s", want, out)
	}
}

// The per-line work of parse --json and of normalize on an input already
// in normal form allocates nothing once the buffers have grown.
func TestPerLineAllocations(t *testing.T) {
	var u iri.IRI
	buf := make([]byte, 0, 4096)
	s := "http://example.org/a/b?q=1#f"
	if n := testing.AllocsPerRun(100, func() {
		err := iri.RFC3987.ParseInto(&u, s, iri.RuleIRIReference)
		buf = appendParseJSON(buf[:0], s, &u, err)
	}); n != 0 {
		t.Errorf("parse --json: %v allocations per line", n)
	}
	if n := testing.AllocsPerRun(100, func() {
		out, _ := normalizeWith(iri.RFC3987, s, iri.LevelSyntax)
		buf = append(buf[:0], out...)
	}); n != 0 {
		t.Errorf("normalize: %v allocations per line", n)
	}
	if n := testing.AllocsPerRun(100, func() {
		buf = appendJSONString(buf[:0], "http://r\u00e9sum\u00e9.example/\x01")
	}); n != 0 {
		t.Errorf("appendJSONString: %v allocations", n)
	}
}

// errWriter fails every write.
type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, fmt.Errorf("disk full") }

// A write error is reported and ends with exit status 2, like a read
// error.
func TestWriteError(t *testing.T) {
	var errb bytes.Buffer
	code := run(&env{stdin: strings.NewReader("http://a/\n"), stdout: errWriter{}, stderr: &errb}, []string{"normalize"})
	if code != exitUsage || errb.String() != "iri normalize: writing the output: disk full\n" {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}

// A read error after some lines: their records are written, then the
// error, exit status 2.
func TestReadError(t *testing.T) {
	in := io.MultiReader(strings.NewReader("HTTP://A/\nhttp://b"), iotestErr{})
	var out, errb bytes.Buffer
	code := run(&env{stdin: in, stdout: &out, stderr: &errb}, []string{"normalize"})
	if code != exitUsage || out.String() != "http://a/\nhttp://b/\n" || errb.String() != "iri normalize: broken\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
}

type iotestErr struct{}

func (iotestErr) Read([]byte) (int, error) { return 0, fmt.Errorf("broken") }

// A line whose report is larger than spillSize is handed to the writer in
// pieces; the output is the same bytes, in the same order, as the reports
// built whole, with lines before and after it in other batches.
func TestSpillKeepsOrder(t *testing.T) {
	var lines []string
	for i := 0; i < batchLines+3; i++ {
		lines = append(lines, fmt.Sprintf("http://a/%d", i))
	}
	// check bounds its findings (check.MaxFindings), so a report is large
	// through the input it quotes: JSON records of 1.5 MB lines, in one
	// batch, make over 4 MiB.
	for i := 0; i < 3; i++ {
		lines = append(lines, fmt.Sprintf("http://c/%d/", i)+strings.Repeat("\\b", 750000))
	}
	for i := 0; i < 2*batchLines; i++ {
		lines = append(lines, fmt.Sprintf("http://b/%d\\", i))
	}
	var want []byte
	for _, l := range lines {
		want = appendCheckJSON(want, l, check.Run(l), nil)
	}
	if len(want) < 4*spillSize {
		t.Fatalf("the report is only %d bytes", len(want))
	}
	_, out, _ := runCLI(t, strings.Join(lines, "\n")+"\n", "check", "--json", "--max-line", "2000000")
	if out != string(want) {
		i := 0
		for i < len(out) && i < len(want) && out[i] == want[i] {
			i++
		}
		lo := max(i-80, 0)
		t.Errorf("output differs at byte %d: %d bytes, want %d\n got %q\nwant %q", i, len(out), len(want), out[lo:min(i+80, len(out))], want[lo:min(i+80, len(want))])
	}
}

// --stats names the cause of each failure: the rule of a syntax error,
// "invalid UTF-8" when no rule was being matched, the component of a
// mapping error.
func TestStatsKeys(t *testing.T) {
	// 60 "é" are a label whose A-label is longer than 63 octets (ToASCII
	// fails: a mapping error of the host); 0xFF is invalid UTF-8.
	long := "http://" + strings.Repeat("\u00e9", 60) + ".example/"
	_, _, errOut := runCLI(t, long+"\nhttp://a/\xff\nhttp://a b\n", "touri", "--stats")
	want := "iri touri: 3 lines, 0 valid, 3 invalid\n" +
		"          1  mapping: host\n" +
		"          1  syntax: invalid UTF-8\n" +
		"          1  syntax: ireg-name\n"
	if !strings.HasSuffix(errOut, want) {
		t.Errorf("stderr %q, want suffix %q", errOut, want)
	}
	// The text report of that mapping error: no caret (not a syntax
	// error), the label quoted and shortened (120 bytes).
	if !strings.Contains(errOut, "iri touri: "+long+"\n  error: iri: cannot map host label \""+strings.Repeat("\u00e9", 16)+"...\" (120 bytes): ") {
		t.Errorf("mapping error report: %q", errOut)
	}
	// compare: a line that is not a pair, and a pair that differs.
	_, _, errOut = runCLI(t, "a b c\nhttp://a/ http://b/\n", "compare", "--stats")
	if !strings.HasSuffix(errOut, "iri compare: 2 lines, 0 valid, 2 invalid\n          1  different\n          1  pair: not two IRIs\n") {
		t.Errorf("compare --stats: %q", errOut)
	}
}

// A line that is not a pair, in text and in JSON.
func TestCompareNotAPair(t *testing.T) {
	code, out, errOut := runCLI(t, "a b c\n", "compare", "--aligned")
	if code != exitInvalid || out != "<invalid>\n" || errOut != "iri compare: want two IRIs separated by a TAB or spaces, got \"a b c\"\n" {
		t.Errorf("text: exit %d, %q, %q", code, out, errOut)
	}
	_, out, _ = runCLI(t, "a b c\n", "compare", "--json")
	if out != `{"input":["a b c",""],"level":"scheme","error":{"message":"want two IRIs separated by a TAB or spaces, got \"a b c\""}}`+"\n" {
		t.Errorf("JSON: %s", out)
	}
}

// Lines longer than --max-line in check --json and in variants --summary.
func TestMaxLineOtherCommands(t *testing.T) {
	_, out, _ := runCLI(t, "http://a/bcd\nhttp://a/\n", "check", "--json", "--max-line", "10")
	want := `{"input":"http://a/bcd","input_length":12,"valid":false,"error":{"code":"LINE_TOO_LONG","message":"line 1: 12 bytes, longer than --max-line (10 bytes): not read"}}` + "\n" +
		`{"input":"http://a/","errors":0,"warnings":0,"findings":[]}` + "\n"
	if out != want {
		t.Errorf("check: got\n%s\nwant\n%s", out, want)
	}
	code, out, _ := runCLI(t, "http://a/bcd\nhttp://a/\n", "variants", "--summary", "--max-line", "10")
	if code != exitInvalid || !strings.HasPrefix(out, "2 lines\n\naccepted by each variant:\n  rfc3987              1   50.00%\n") {
		t.Errorf("variants --summary: exit %d\n%s", code, out)
	}
}

// resolve --aligned, and the base in its JSON records.
func TestResolveAligned(t *testing.T) {
	code, out, _ := runCLI(t, "g\na b\n../h\n", "resolve", "--aligned", "--base", "http://a/b/c")
	// RFC 3986 5.4.1: g -> http://a/b/g; ../h from /b/c -> http://a/h.
	if code != exitInvalid || out != "http://a/b/g\n<invalid>\nhttp://a/h\n" {
		t.Errorf("exit %d, %q", code, out)
	}
	_, out, _ = runCLI(t, "g\n", "resolve", "--json", "--base", "http://a/b/c")
	if out != `{"input":"g","base":"http://a/b/c","output":"http://a/b/g"}`+"\n" {
		t.Errorf("JSON: %s", out)
	}
}

func TestEchoCut(t *testing.T) {
	s := strings.Repeat("a", echoWhole)
	if got := echo(s, 0); got != s {
		t.Errorf("at echoWhole: %q", got)
	}
	if got := echo(s+"\u00e9", 0); got != s+"... (162 bytes)" {
		t.Errorf("over echoWhole: %q", got)
	}
	// The cut is on a character boundary: "é" at bytes 159-160 is left out whole.
	if got := echo(strings.Repeat("a", echoWhole-1)+"\u00e9b", 0); got != strings.Repeat("a", echoWhole-1)+"... (162 bytes)" {
		t.Errorf("cut inside a character: %q", got)
	}
	if got := quoteValue(strings.Repeat("x", quoteMax)); got != `"`+strings.Repeat("x", quoteMax)+`"` {
		t.Errorf("quoteValue at the limit: %q", got)
	}
	if got := quoteValue(strings.Repeat("x", quoteMax+1)); got != `"`+strings.Repeat("x", quoteKeep)+`..." (65 bytes)` {
		t.Errorf("quoteValue over the limit: %q", got)
	}
}

func TestProgressDone(t *testing.T) {
	var b bytes.Buffer
	p := &progress{e: &env{stderr: &b}, on: true}
	p.done()
	if b.Len() != 0 {
		t.Errorf("done without a progress line printed %q", b.String())
	}
	p.printed = true
	p.done()
	if b.String() != "\r"+strings.Repeat(" ", 60)+"\r" {
		t.Errorf("done: %q", b.String())
	}
	p.done() // cleared once: nothing more
	if b.Len() != 62 {
		t.Errorf("done twice: %q", b.String())
	}
}

// orderLog records, for the writes to standard error, how many bytes had
// reached standard output before each.
type orderLog struct {
	stdout   int
	atStderr []int
}

type orderOut struct{ l *orderLog }

func (w orderOut) Write(p []byte) (int, error) { w.l.stdout += len(p); return len(p), nil }

type orderErr struct{ l *orderLog }

func (w orderErr) Write(p []byte) (int, error) {
	w.l.atStderr = append(w.l.atStderr, w.l.stdout)
	return len(p), nil
}

// The output of the lines before a failing one reaches standard output
// before the failure's report reaches standard error, so that a terminal
// (or 2>&1) shows them in input order. A full batch (batchLines lines read
// at once) is not flushed on its own: its output, about 10 kB, would sit
// in the 64 kB buffer while the next batch's error is written.
func TestStdoutFlushedBeforeStderr(t *testing.T) {
	var in strings.Builder
	for i := 0; i < batchLines; i++ {
		in.WriteString("HTTP://A/\n")
	}
	in.WriteString("http://a b\nHTTP://C/\n")
	var l orderLog
	code := run(&env{stdin: strings.NewReader(in.String()), stdout: orderOut{&l}, stderr: orderErr{&l}}, []string{"normalize"})
	before := batchLines * len("http://a/\n")
	if code != exitInvalid || len(l.atStderr) != 1 || l.atStderr[0] != before || l.stdout != before+len("http://c/\n") {
		t.Errorf("exit %d; stdout had %v bytes at each stderr write, want [%d]; %d in all", code, l.atStderr, before, l.stdout)
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

// A read error of standard input named by the operand "-" is reported
// like one without operands: the records before it are written (the
// operand, then the lines read), then the error, exit status 2.
func TestReadErrorOfDashOperand(t *testing.T) {
	in := io.MultiReader(strings.NewReader("http://b\n"), iotestErr{})
	var out, errb bytes.Buffer
	code := run(&env{stdin: in, stdout: &out, stderr: &errb}, []string{"normalize", "HTTP://A/", "-"})
	// RFC 3986 section 6.2.2.1 lowercases scheme and host; section 6.2.3
	// gives an empty http path as "/".
	if code != exitUsage || out.String() != "http://a/\nhttp://b/\n" || errb.String() != "iri normalize: broken\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
}

// isTerminal is true of a character device only: not of a regular file,
// nor of a file it cannot stat (closed); /dev/null is a character device.
func TestIsTerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	if isTerminal(f) {
		t.Errorf("isTerminal(regular file) = true")
	}
	f.Close()
	if isTerminal(f) {
		t.Errorf("isTerminal(closed file) = true")
	}
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	if st, err := null.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		t.Skipf("%s is not a character device here", os.DevNull)
	}
	if !isTerminal(null) {
		t.Errorf("isTerminal(%s) = false, want true (a character device)", os.DevNull)
	}
}
