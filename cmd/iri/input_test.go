package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// Standard input is one text, line break included: the example
// gives http://example.com/ab.
func TestInputCommandReadsStdinAsOneText(t *testing.T) {
	code, out, errOut := runCLI(t, "<ｈｔｔｐ：／／example。com／a\nb>", "input")
	if code != exitOK || !strings.HasPrefix(out, "http://example.com/ab\n  0-1 wrapper removed\n") {
		t.Fatalf("exit %d, out %q, stderr %q", code, out, errOut)
	}
}

func TestInputCommandJSON(t *testing.T) {
	code, out, _ := runCLI(t, "", "input", "--json", "--default-scheme", "https", " example.com/a ")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	var got struct {
		IRI, URI string
		Changes  []struct {
			Start, End   int
			Reason, Text string
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	// " " at 0 and at 14 removed, "https://" inserted at 1.
	if got.IRI != "https://example.com/a" || got.URI != "https://example.com/a" || len(got.Changes) != 3 ||
		got.Changes[1].Start != 1 || got.Changes[1].Text != "https://" || got.Changes[2].Start != 14 {
		t.Fatalf("got %+v", got)
	}
}

func TestInputCommandUnrepairable(t *testing.T) {
	code, out, errOut := runCLI(t, "", "input", "http://example.com/%zz")
	if code != exitInvalid || out != "" || !strings.Contains(errOut, "iri input:") {
		t.Fatalf("exit %d, out %q, stderr %q", code, out, errOut)
	}
	code, out, _ = runCLI(t, "", "input", "--json", "http://example.com/%zz")
	if code != exitInvalid || !strings.Contains(out, `"error":{"offset":`) {
		t.Fatalf("exit %d, out %q", code, out)
	}
}

// Each TEXT is taken in turn, whatever the one before gave: with --json one
// object each; without, an unrepairable text is reported on stderr and the
// next one still printed, exit 1 (doc.go).
func TestInputCommandEveryText(t *testing.T) {
	code, out, _ := runCLI(t, "", "input", "--json", "http://a/", "http://b/")
	if code != exitOK || strings.Count(out, "\n") != 2 || !strings.Contains(out, `"iri":"http://b/"`) {
		t.Errorf("--json: exit %d, out %q", code, out)
	}
	code, out, errOut := runCLI(t, "", "input", "http://example.com/%zz", "http://b/")
	if code != exitInvalid || out != "http://b/\n" || !strings.Contains(errOut, "iri input:") {
		t.Errorf("text: exit %d, out %q, stderr %q", code, out, errOut)
	}
}
