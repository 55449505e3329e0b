package iri

import (
	"os"
	"strings"
	"testing"
)

// TestREADMEIsALandingPage: README.md stays a landing page of at most 250
// lines that tells a newcomer how to get the library and the command (the
// manuals live in the packages' documentation).
func TestREADMEIsALandingPage(t *testing.T) {
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if n := strings.Count(text, "\n"); n > 250 {
		t.Errorf("README.md has %d lines, at most 250: move the detail to a package's doc.go or docs/", n)
	}
	for _, want := range []string{
		"go get github.com/goiri/iri",
		"go install github.com/goiri/iri/cmd/iri",
		"make test",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("README.md lacks %q", want)
		}
	}
}
