// Package prose makes the text of the extraction benchmarks: prose of
// several scripts with colons that are not schemes, brackets and quotes,
// and optionally one IRI in every 200 bytes. The root package's extraction
// tests and benchmarks and the side-by-side benchmarks of bench/extract
// (xurls, linkify-it) use it, so that every figure is on the same text.
package prose

import "strings"

var (
	words = strings.Fields(`the of and to in a is that for it as was with be by on not this are or from at
		which but have an they you were there one all we their can has been if more when will would who so no
		café naïve Москва 日本語の文章 über straße مرحبا हिन्दी time: Note: e.g. (see below) 'quoted' "said" x:y 3:45 1.5, end.`)
	iris = []string{
		"https://example.com/path/to/page?id=42&lang=en",
		"http://例え.jp/パス/ファイル.html",
		"(https://en.wikipedia.org/wiki/Foo_(bar))",
		"<http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING>",
		"mailto:someone@example.org",
		"「https://ja.wikipedia.org/wiki/日本」",
		"ftp://ftp.example.net/pub/file.tar.gz.",
		"https://ru.wikipedia.org/wiki/Москва,",
	}
)

// Prose returns about size bytes of prose, with one IRI in every 200 bytes
// when withIRIs.
func Prose(size int, withIRIs bool) string {
	var b strings.Builder
	b.Grow(size + 256)
	seed, last, k := uint32(1), 0, 0
	for b.Len() < size {
		seed = seed*1664525 + 1013904223
		if withIRIs && b.Len()-last >= 200-len(iris[k]) {
			b.WriteString(iris[k])
			k = (k + 1) % len(iris)
			last = b.Len()
		} else {
			b.WriteString(words[int(seed>>8)%len(words)])
		}
		if seed>>28 == 0 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}
