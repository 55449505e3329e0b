package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/goiri/iri"
)

// RFC 3986 Appendix C's example gives its three URIs, one a line.
func TestExtractCommandPrintsOneIRIALine(t *testing.T) {
	in := "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n" +
		"but you can probably pick it up from <ftp://foo.example.\n" +
		"com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n" +
		"ietf/uri/historical.html#WARNING>.\n"
	code, out, errOut := runCLI(t, in, "extract")
	want := "http://www.w3.org/Addressing/\nftp://foo.example.com/rfc/\nhttp://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING\n"
	if code != exitOK || out != want {
		t.Fatalf("exit %d, out %q (stderr %q), want %q", code, out, errOut, want)
	}
}

// --json gives iri, uri (section 3.6: IDNA for the host, UTF-8
// percent-encoding for the path), start and end (byte offsets, counted by
// hand: "「" is 3 bytes), line.
func TestExtractCommandJSON(t *testing.T) {
	in := "x\n「http://例え.jp/パス」を参照\n"
	code, out, _ := runCLI(t, in, "extract", "--json")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	var got struct {
		IRI, URI   string
		Start, End int
		Line       int
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%q: %v", out, err)
	}
	if got.IRI != "http://例え.jp/パス" || got.URI != "http://xn--r8jz45g.jp/%E3%83%91%E3%82%B9" ||
		got.Start != 5 || got.End != 28 || got.Line != 2 || in[got.Start:got.End] != got.IRI {
		t.Fatalf("got %+v", got)
	}
}

// --from decodes a legacy document; the IRI is printed in UTF-8. The bytes
// are "http://x/" and 日本 in Shift_JIS (93 FA 96 7B).
func TestExtractCommandFromCharset(t *testing.T) {
	in := "see http://x/\x93\xfa\x96\x7b ok"
	code, out, _ := runCLI(t, in, "extract", "--from", "shift_jis")
	if code != exitOK || out != "http://x/日本\n" {
		t.Fatalf("exit %d, out %q", code, out)
	}
	if code, _, _ := runCLI(t, in, "extract", "--from", "no-such-charset"); code != exitUsage {
		t.Fatalf("unknown charset: exit %d, want %d", code, exitUsage)
	}
}

// Files are read in order and named in the JSON; no IRI found is exit 1.
func TestExtractCommandFiles(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	os.WriteFile(a, []byte("foorandom:bar http://a/"), 0o644)
	os.WriteFile(b, []byte("nothing here"), 0o644)
	code, out, _ := runCLI(t, "", "extract", "--json", a, b)
	if code != exitOK || !strings.Contains(out, `"file":"`+a+`"`) || strings.Count(out, "\n") != 1 {
		t.Fatalf("exit %d, out %q", code, out)
	}
	if code, _, _ := runCLI(t, "", "extract", b); code != exitInvalid {
		t.Fatalf("no IRI: exit %d, want %d", code, exitInvalid)
	}
	if code, out, _ := runCLI(t, "", "extract", "--any-scheme", a); code != exitOK || out != "foorandom:bar\nhttp://a/\n" {
		t.Fatalf("--any-scheme: exit %d, out %q", code, out)
	}
}

// extractReference is what iri extract --json prints for text, made with
// iri.Extract on the whole text.
func extractReference(text string, opts ...iri.Option) string {
	var b []byte
	for _, m := range iri.Extract(text, opts...) {
		b = appendExtractJSON(b, "", m)
		b = append(b, '\n')
	}
	return string(b)
}

// Cut into chunks where no IRI can span the cut, the input gives what
// iri.Extract gives on all of it: offsets and lines count from the start,
// bracketed IRIs over line breaks and "<" near the cuts included. Small
// blocks make many cuts; text with an unclosed "<" on every line has none
// and goes through iri.ExtractReader.
func TestExtractCommandChunksMatchExtract(t *testing.T) {
	defer func(b, m int) { extractBlock, extractMaxBlock = b, m }(extractBlock, extractMaxBlock)
	extractBlock, extractMaxBlock = 256, 1024
	var sb strings.Builder
	for i := 0; sb.Len() < 200_000; i++ {
		switch i % 7 {
		case 0:
			sb.WriteString("Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n")
		case 1:
			sb.WriteString("but you can probably pick it up from <ftp://foo.example.\ncom/rfc/>.\n")
		case 2:
			sb.WriteString("a < b and c > d, see <http://x/a-\n  b> or (http://en.wikipedia.org/wiki/Foo_(bar)).\n")
		case 3:
			sb.WriteString("「http://例え.jp/パス」を参照 x:y 3:45 Note: mailto:a@example.org\n")
		case 4:
			sb.WriteString("<\n")
		case 5:
			sb.WriteString(strings.Repeat("words ", i%50) + "<URL:\n http://x/" + strings.Repeat("p", i%300) + ">\n")
		case 6:
			sb.WriteString("<http://unclosed/" + strings.Repeat("q", i%40) + " and text\n")
		}
	}
	text := sb.String()
	want := extractReference(text)
	if strings.Count(want, "\n") < 1000 {
		t.Fatalf("reference found only %d IRIs", strings.Count(want, "\n"))
	}
	code, out, errOut := runCLI(t, text, "extract", "--json")
	if code != exitOK || out != want {
		t.Fatalf("exit %d, stderr %q; output differs from iri.Extract (%d vs %d bytes)", code, errOut, len(out), len(want))
	}
	unclosed := strings.Repeat("a < b http://x/y\n", 5000)
	if _, out, _ := runCLI(t, unclosed, "extract", "--json"); out != extractReference(unclosed) {
		t.Fatalf("no place to cut: output differs from iri.Extract")
	}
}

func TestSafeSplit(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
	}{
		{"aaaa\nbbbb\ncc", 10},
		{"aaaa\nbb\nb<c\ncc", 8}, // "<" unclosed before the last break: the one before
		{"aaaa\nb<b>b\ncc", 11},  // closed by ">"
		{"aa\nbbbbbbbbbbbb", -1}, // the only break is in the first half
		{"aa<a\nbbbb\ncccc", -1}, // "<" before every break of the second half
	} {
		if got := safeSplit([]byte(tc.in)); got != tc.want {
			t.Errorf("safeSplit(%q) = %d, want %d", tc.in, got, tc.want)
		}
	}
}

// chanWriter sends each write on a channel.
type chanWriter chan string

func (c chanWriter) Write(p []byte) (int, error) { c <- string(p); return len(p), nil }

// A line arriving on a pipe is answered before the pipe closes.
func TestExtractCommandAnswersLineByLine(t *testing.T) {
	pr, pw := io.Pipe()
	out := make(chanWriter, 10)
	done := make(chan error, 1)
	go func() {
		format := func(dst []byte, m iri.Match) []byte { return append(append(dst, m.IRI...), '\n') }
		_, err := extractParallel(pr, nil, format, bufio.NewWriter(out))
		done <- err
	}()
	for _, tc := range []struct{ line, want string }{
		{"see http://a/\n", "http://a/\n"},
		{"and <ftp://b/\n c>\n", "ftp://b/c\n"},
	} {
		pw.Write([]byte(tc.line))
		select {
		case got := <-out:
			if got != tc.want {
				t.Fatalf("after %q: got %q, want %q", tc.line, got, tc.want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no output after %q", tc.line)
		}
	}
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// Read a byte at a time, the input still gives what iri.Extract gives.
func TestExtractCommandOneByteReads(t *testing.T) {
	text := strings.Repeat("x <http://a/\n b> (http://c/d) y:z http://e/ < f\n", 200)
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	format := func(dst []byte, m iri.Match) []byte { return appendExtractJSON(dst, "", m) }
	if _, err := extractParallel(iotest.OneByteReader(strings.NewReader(text)), nil, func(dst []byte, m iri.Match) []byte {
		return append(format(dst, m), '\n')
	}, w); err != nil {
		t.Fatal(err)
	}
	if b.String() != extractReference(text) {
		t.Fatalf("output differs from iri.Extract")
	}
}

// runCLIReader is runCLI with standard input read from r.
func runCLIReader(t *testing.T, r io.Reader, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(&env{stdin: r, stdout: &out, stderr: &errb}, args)
	return code, out.String(), errb.String()
}

// Every argument is read, in order, whatever happened to the ones before:
// "-" is standard input wherever it stands, a file that cannot be opened is
// reported and skipped, and the exit status is 2 when any of them failed
// (doc.go: 2 on read errors), even if another found IRIs.
func TestExtractCommandReadsEveryArgument(t *testing.T) {
	dir := t.TempDir()
	a, missing := filepath.Join(dir, "a.txt"), filepath.Join(dir, "missing.txt")
	os.WriteFile(a, []byte("file http://a/ here\n"), 0o644)
	code, out, errOut := runCLI(t, "stdin http://s/ here\n", "extract", "-", a)
	if code != exitOK || out != "http://s/\nhttp://a/\n" {
		t.Errorf("- then a file: exit %d, out %q, stderr %q", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "", "extract", missing, a)
	if code != exitUsage || out != "http://a/\n" || !strings.Contains(errOut, "missing.txt") {
		t.Errorf("missing file then a file: exit %d, out %q, stderr %q", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "stdin http://s/ here\n", "extract", missing, "-")
	if code != exitUsage || out != "http://s/\n" || !strings.Contains(errOut, "missing.txt") {
		t.Errorf("missing file then -: exit %d, out %q, stderr %q", code, out, errOut)
	}
}

// A read error names where it happened: "standard input" for stdin, the
// file's name otherwise (a directory opens but cannot be read).
func TestExtractCommandReadErrorNamesTheInput(t *testing.T) {
	code, _, errOut := runCLIReader(t, iotest.ErrReader(errors.New("boom")), "extract")
	if code != exitUsage || errOut != "iri extract: standard input: boom\n" {
		t.Errorf("stdin: exit %d, stderr %q", code, errOut)
	}
	dir := t.TempDir()
	code, _, errOut = runCLI(t, "", "extract", dir)
	if code != exitUsage || !strings.HasPrefix(errOut, "iri extract: "+dir+": ") {
		t.Errorf("directory: exit %d, stderr %q", code, errOut)
	}
}

// zeroReader returns 0, nil n times, then reads from r.
type zeroReader struct {
	n int
	r io.Reader
}

func (z *zeroReader) Read(p []byte) (int, error) {
	if z.n > 0 {
		z.n--
		return 0, nil
	}
	return z.r.Read(p)
}

// A reader that returns no data and no error a few times is read again (io.Reader
// allows it); one that does so forever is a read error (io.ErrNoProgress),
// not a hang.
func TestExtractCommandEmptyReads(t *testing.T) {
	code, out, errOut := runCLIReader(t, &zeroReader{n: 5, r: strings.NewReader("see http://a/ ok\n")}, "extract")
	if code != exitOK || out != "http://a/\n" {
		t.Errorf("a few empty reads: exit %d, out %q, stderr %q", code, out, errOut)
	}
	type result struct {
		code   int
		errOut string
	}
	done := make(chan result, 1)
	go func() {
		code, _, errOut := runCLIReader(t, &zeroReader{n: 1 << 62}, "extract")
		done <- result{code, errOut}
	}()
	select {
	case r := <-done:
		if r.code != exitUsage || !strings.Contains(r.errOut, io.ErrNoProgress.Error()) {
			t.Errorf("endless empty reads: exit %d, stderr %q", r.code, r.errOut)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("endless empty reads: no answer after 10s")
	}
}

// No cut falls within 4096 bytes after an unclosed "<" (its look-ahead,
// docs/extract.md), even when the text arrives a line at a time: the
// bracketed IRI over the line break is found whole, its white space
// removed. Here the cut after the break would be 4092 bytes after the "<"
// and the ">" 4093 bytes after it; and a "<" at the very start of what was
// read counts too.
func TestExtractCommandNoCutAfterUnclosedBracket(t *testing.T) {
	path := strings.Repeat("a", 4081)
	first := "x <http://x/" + path + "\n" // "<" at 2, the cut at 4094
	if len(first)-2 != 4092 {
		t.Fatalf("first part is %d bytes after the <", len(first)-2)
	}
	in := io.MultiReader(strings.NewReader(first), strings.NewReader("b> y\n"))
	code, out, _ := runCLIReader(t, in, "extract")
	if want := "http://x/" + path + "b\n"; code != exitOK || out != want {
		t.Errorf("look-ahead: exit %d, out %d bytes %.40q..., want %d bytes", code, len(out), out, len(want))
	}
	in = io.MultiReader(strings.NewReader("<http://x/a\n"), strings.NewReader("b>\n"))
	if code, out, _ := runCLIReader(t, in, "extract"); code != exitOK || out != "http://x/ab\n" {
		t.Errorf("< at the start: exit %d, out %q", code, out)
	}
}

// A line longer than a chunk is read whole (up to 8 MiB) and searched
// with Extract (docs/extract.md, "iri extract on every core"): an IRI of 100 KiB, longer than ExtractReader's window, is
// printed whole. Beyond the most read looking for a cut (here made 64 KiB,
// exactly a chunk doubled twice), the rest goes through ExtractReader,
// which reports an IRI longer than its window cut at the window's end
// (docs/extract.md, Streaming), still a found IRI (exit 0).
func TestExtractCommandLongLine(t *testing.T) {
	long := "http://x/" + strings.Repeat("a", 100<<10)
	// 300 KiB without a line break: more than a chunk (256 KiB).
	code, out, _ := runCLI(t, "see "+long+strings.Repeat(" word", 40<<10), "extract")
	if code != exitOK || out != long+"\n" {
		t.Errorf("default sizes: exit %d, out %d bytes, want %d", code, len(out), len(long)+1)
	}
	defer func(b, m int) { extractBlock, extractMaxBlock = b, m }(extractBlock, extractMaxBlock)
	extractBlock, extractMaxBlock = 16<<10, 64<<10
	code, out, _ = runCLI(t, "see "+long+" ok", "extract")
	got := strings.TrimSuffix(out, "\n")
	if code != exitOK || strings.Count(out, "\n") != 1 || len(got) >= len(long) || len(got) < 32<<10 || !strings.HasPrefix(long, got) {
		t.Errorf("past the most read: exit %d, out %d bytes, want a prefix of the %d-byte IRI", code, len(out), len(long))
	}
}

// safeSplit tries the last 64 line breaks of the second half, no more
// (its doc comment): with an unclosed "<" before 64 breaks the one before
// it is not tried; before 63, it is.
func TestSafeSplitTriesAtMost64Breaks(t *testing.T) {
	head := "http://a/" + strings.Repeat("p", 200) + "\n"
	for _, tc := range []struct {
		breaks, want int
	}{
		{63, len(head)},
		{64, -1},
	} {
		in := head + "<" + strings.Repeat("\n", tc.breaks)
		if got := safeSplit([]byte(in)); got != tc.want {
			t.Errorf("%d breaks after the <: safeSplit = %d, want %d", tc.breaks, got, tc.want)
		}
	}
	if got := safeSplit([]byte("<aaa\nbb\n")); got != -1 {
		t.Errorf("unclosed < at 0: safeSplit = %d, want -1", got)
	}
}
