package main

import (
	"strings"
	"testing"
)

// The example: %93%FA%96%7B is 日本 in Shift_JIS; it is no UTF-8
// and no EUC-JP, so one reading.
func TestToIRITryCharsets(t *testing.T) {
	code, out, errOut := runCLI(t, "", "toiri", "--try-charsets", "shift_jis,euc-jp", "--json", "http://example.jp/%93%FA%96%7B")
	want := `{"input":"http://example.jp/%93%FA%96%7B","readings":[{"charset":"shift_jis","iri":"http://example.jp/日本","changes":[{"component":"path","start":18,"end":30,"text":"日本"}]}]}` + "\n"
	if code != exitOK || out != want {
		t.Fatalf("exit %d, out %s, stderr %q\nwant %s", code, out, errOut, want)
	}
	code, out, _ = runCLI(t, "http://example.jp/%93%FA%96%7B\n", "toiri", "--try-charsets", "shift_jis")
	if code != exitOK || out != "http://example.jp/日本\tshift_jis\n" {
		t.Fatalf("text: exit %d, out %q", code, out)
	}
	if code, _, errOut := runCLI(t, "", "toiri", "--try-charsets", "no-such", "a:b"); code != exitUsage || !strings.Contains(errOut, "unknown charset") {
		t.Fatalf("unknown charset: exit %d, stderr %q", code, errOut)
	}
	if code, _, _ := runCLI(t, "", "toiri", "--try-charsets", "default", "http://x/%41"); code != exitInvalid {
		t.Fatalf("no readings: exit %d", code)
	}
}
