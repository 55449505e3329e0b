// Package browsertest tests the IRI viewer of "iri serve"
// (github.com/goiri/iri/internal/viewer) in a real browser: headless
// Chromium driven through the DevTools protocol by
// github.com/chromedp/chromedp. It is a module of its own so that chromedp
// never enters the library's go.mod.
//
// Run the tests with "make browsertest" (or "go test ." in this
// directory). They need Chromium: Debian's chromium package, another
// Chrome or Chromium on PATH, or the binary $IRI_BROWSER names; without
// one they say so and are skipped. IRI_SCREENSHOT=file writes the
// screenshot of the page the README shows (docs/serve.png).
package browsertest
