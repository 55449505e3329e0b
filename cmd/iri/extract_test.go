package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
