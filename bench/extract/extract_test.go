// Package extractbench measures iri.Extract beside mvdan.cc/xurls/v2
// v2.6.0's Strict matcher on the same text. It is a module of its own so
// that xurls is no dependency of github.com/goiri/iri.
package extractbench

import (
	"testing"

	"mvdan.cc/xurls/v2"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/prose"
)

func BenchmarkExtractVsXurls(b *testing.B) {
	strict := xurls.Strict()
	for _, tc := range []struct {
		name string
		text string
	}{
		{"prose-iri-per-200B", prose.Prose(10<<20, true)},
		{"prose-no-iri", prose.Prose(10<<20, false)},
	} {
		b.Run(tc.name+"/iri.Extract", func(b *testing.B) {
			b.SetBytes(int64(len(tc.text)))
			for b.Loop() {
				iri.Extract(tc.text)
			}
		})
		b.Run(tc.name+"/xurls.Strict", func(b *testing.B) {
			b.SetBytes(int64(len(tc.text)))
			for b.Loop() {
				strict.FindAllStringIndex(tc.text, -1)
			}
		})
	}
}

// The corpus holds one IRI in every 200 bytes, as the root package's
// benchmark text does.
func TestCorpusIRIDensity(t *testing.T) {
	text := prose.Prose(1<<20, true)
	if n, want := len(iri.Extract(text)), len(text)/200; n < want-want/20 || n > want+want/20 {
		t.Fatalf("%d IRIs, want about %d", n, want)
	}
}
