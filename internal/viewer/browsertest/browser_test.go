package browsertest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color/palette"
	"image/draw"
	"image/png"
	"math/rand/v2"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/goiri/iri/internal/viewer"
)

// The server and the browser all tests share: one Chromium, a new tab per
// test.
var (
	srv        *httptest.Server
	browserCtx context.Context
	noBrowser  string // why the browser tests are skipped
)

// findBrowser returns the Chromium to run: $IRI_BROWSER, or the first of
// the usual names on PATH.
func findBrowser() (string, bool) {
	if p := os.Getenv("IRI_BROWSER"); p != "" {
		return p, true
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, true
		}
	}
	return "", false
}

func TestMain(m *testing.M) {
	srv = httptest.NewServer(viewer.Handler(viewer.Config{LocalHostsOnly: true})) // as iri serve on 127.0.0.1
	path, ok := findBrowser()
	if !ok {
		noBrowser = "no Chromium found (install Debian's chromium package, or set IRI_BROWSER to a Chrome or Chromium binary): browser tests skipped"
		fmt.Fprintln(os.Stderr, noBrowser)
		code := m.Run()
		srv.Close()
		os.Exit(code)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox, // the tests may run as root (CI containers)
		chromedp.DisableGPU,
		chromedp.WindowSize(1200, 900),
		// Nothing but the test server: no proxy, no DNS prefetch, no
		// component updates.
		chromedp.Flag("no-proxy-server", true),
		chromedp.Flag("dns-prefetch-disable", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(allocCtx)
	// Start the browser now, so that a broken one skips every test at
	// once. (The first action starts the browser and ties it to the context
	// it is given: no timeout here, or the browser would die with it.)
	err := chromedp.Do(ctx, chromedp.Navigate("about:blank"))
	if err != nil {
		noBrowser = fmt.Sprintf("Chromium at %s does not start (%v): browser tests skipped", path, err)
		fmt.Fprintln(os.Stderr, noBrowser)
	}
	browserCtx = ctx
	code := m.Run()
	cancel()
	cancelAlloc()
	srv.Close()
	os.Exit(code)
}

// A tab is one test's page, with what it saw: every request the page
// made, dialogs it opened and exceptions thrown.
type tab struct {
	t   *testing.T
	ctx context.Context

	mu         sync.Mutex
	requests   []string
	dialogs    []string
	exceptions []string
}

// newTab opens a tab for t, or skips t when there is no browser.
func newTab(t *testing.T) *tab {
	t.Helper()
	if noBrowser != "" {
		t.Skip(noBrowser)
	}
	ctx, cancel := chromedp.NewContext(browserCtx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 90*time.Second)
	tb := &tab{t: t, ctx: ctx}
	t.Cleanup(func() {
		cancelTimeout()
		cancel()
	})
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	err := chromedp.Listen(ctx, func(ev any) {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		switch ev := ev.(type) {
		case *network.EventRequestWillBeSent:
			tb.requests = append(tb.requests, ev.Request.URL)
		case *page.EventJavascriptDialogOpening:
			tb.dialogs = append(tb.dialogs, ev.Message)
			go chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: false})
		case *runtime.EventExceptionThrown:
			d := ev.ExceptionDetails
			msg := fmt.Sprintf("%s at %s:%d:%d", d.Text, d.URL, d.LineNumber+1, d.ColumnNumber+1)
			if d.Exception != nil {
				msg += ": " + d.Exception.Description
			}
			tb.exceptions = append(tb.exceptions, msg)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1200, 900)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tb.checkClean)
	return tb
}

// checkClean fails the test if the page asked any host but the test
// server for anything, opened a dialog or threw.
func (tb *tab) checkClean() {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	base, _ := url.Parse(srv.URL)
	// The page's own requests must have been seen, or the check below
	// would pass without looking.
	sawAPI := false
	for _, r := range tb.requests {
		sawAPI = sawAPI || strings.HasPrefix(r, srv.URL+"/api/")
	}
	if !sawAPI && !tb.t.Skipped() {
		tb.t.Errorf("no request of the page to %s/api/ was seen: network events are not recorded (%d requests)", srv.URL, len(tb.requests))
	}
	for _, r := range tb.requests {
		u, err := url.Parse(r)
		if r == "about:blank" {
			continue
		}
		if err != nil || u.Host != base.Host || (u.Scheme != "http" && u.Scheme != "https") {
			tb.t.Errorf("the page made a request that is not for the test server %s: %.200q", base.Host, r)
		}
	}
	for _, d := range tb.dialogs {
		tb.t.Errorf("the page opened a dialog: %.200q", d)
	}
	for _, e := range tb.exceptions {
		tb.t.Errorf("the page threw: %.500s", e)
	}
}

func (tb *tab) do(actions ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, actions...); err != nil {
		tb.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](tb *tab, expr string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		tb.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// js returns s as a JavaScript string literal (JSON is a subset).
func js(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// waitFor waits until the page shows the analysis of input.
func (tb *tab) waitFor(input string) {
	tb.t.Helper()
	expr := `(() => { const r = document.getElementById('results'); return r.dataset.state === 'ready' && r.dataset.input === ` + js(input) + `; })()`
	if _, err := chromedp.Run(tb.ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		state := eval[string](tb, `document.getElementById('results').dataset.state + ' / ' + document.getElementById('status').textContent`)
		tb.t.Fatalf("the page never showed the analysis of %.80q: %v (state: %s)", input, err, state)
	}
}

// poll waits until the JavaScript expression is true.
func (tb *tab) poll(expr string) {
	tb.t.Helper()
	if _, err := chromedp.Run(tb.ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		tb.t.Fatalf("waiting for %s: %v", expr, err)
	}
}

func (tb *tab) open(query string) {
	tb.t.Helper()
	tb.do(chromedp.Navigate(srv.URL + "/" + query))
}

func (tb *tab) text(id string) string {
	tb.t.Helper()
	return eval[string](tb, `document.getElementById(`+js(id)+`).textContent`)
}

const resume = "http://résumé.example.org/"

func TestTypingUpdatesTheView(t *testing.T) {
	tb := newTab(t)
	tb.open("")
	tb.do(chromedp.WaitVisible(chromedp.ID("iri")))
	tb.do(chromedp.SendKeys(chromedp.ID("iri"), "http://résumé.example.org/"))
	tb.waitFor(resume)
	if m := tb.text("mappings"); !strings.Contains(m, "http://xn--rsum-bpad.example.org/") {
		t.Errorf("after typing %q the mappings do not show its URI form: %q", resume, m)
	}
	if loc := eval[string](tb, `location.search`); loc != "?iri="+url.QueryEscape(resume) {
		t.Errorf("the page's address did not follow the input: %q", loc)
	}
	// One more keystroke: a space makes it invalid under rfc3987.
	tb.do(chromedp.SendKeys(chromedp.ID("iri"), " x"))
	tb.waitFor(resume + " x")
	if s := tb.text("status"); !strings.HasPrefix(s, "Not valid under rfc3987") {
		t.Errorf("after typing a space the status says %q, want it to start with %q", s, "Not valid under rfc3987")
	}
	if v := tb.text("var-table"); !strings.Contains(v, "rejects") || !strings.Contains(v, "ipath-abempty") {
		t.Errorf("the variants table does not show rfc3987 rejecting in ipath-abempty: %q", v)
	}
}

func TestSharedLinkRestoresTheView(t *testing.T) {
	tb := newTab(t)
	tb.open("?iri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org%2F")
	tb.waitFor(resume)
	if v := eval[string](tb, `document.getElementById('iri').value`); v != resume {
		t.Errorf("input box holds %q, want %q", v, resume)
	}
	if m := tb.text("mappings"); !strings.Contains(m, "http://xn--rsum-bpad.example.org/") {
		t.Errorf("the shared link does not show the URI form: %q", m)
	}
	// The components, coloured from the parser's spans: the host segment
	// holds the host's characters and is labelled "host".
	host := eval[string](tb, `[...document.querySelectorAll('#comp-strip .c-host .cells')].map(e => e.textContent).join('|')`)
	if host != "résumé.|example.org" {
		t.Errorf("host segments of the component strip: %q, want %q (the registrable domain marked apart)", host, "résumé.|example.org")
	}

	// Mode, variant, base and direction come back too.
	tb.open("?mode=resolve&iri=..%2Fg&base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&variant=3987bis&dir=rtl")
	tb.waitFor("../g")
	got := eval[[]any](tb, `[document.getElementById('base').value, document.getElementById('variant').value, document.getElementById('rtl').checked, document.querySelector('input[name=mode]:checked').value]`)
	want := []any{"http://a/b/c/d;p?q", "3987bis", true, "resolve"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("restored base, variant, rtl, mode = %v, want %v", got, want)
	}
	// RFC 3986 section 5.4.1: "../g" against http://a/b/c/d;p?q.
	if r := tb.text("resolve-out"); !strings.Contains(r, "http://a/b/g") {
		t.Errorf("the resolution does not show http://a/b/g: %q", r)
	}
}

// The inputs the CLI's hostile tests use, and what the page must show of
// them: text, never markup or script.
var hostile = []string{
	`<script>window.__pwned=1</script>`,
	`"><img src=x onerror="window.__pwned=1">`,
	`javascript:window.__pwned=1//`,
	`javascript:alert(1)`,
	"http://example.org/\u202Egpj.exe",
	"http://\u202Eevil.example\u202C/\u2066x\u2069",
	`http://a/</textarea><svg onload=window.__pwned=1>`,
	"http://a/" + strings.Repeat("é<", 5000),
	// The CLI's (cmd/iri/echo_test.go): a terminal escape, a line break,
	// a byte-order mark, invisible characters, isolates, thousands of
	// backslashes, a 60,000-digit port.
	"http://a/\x1b[31mX",
	"http://a/\nb",
	"\ufeffhttp://a/",
	"http://exa\u200bmple.com/",
	"http://a/\u2067x\u2069",
	"http:" + strings.Repeat("\\", 5000),
	"http://a:" + strings.Repeat("9", 60000) + "/",
}

func TestHostileInputsAreShownAsText(t *testing.T) {
	tb := newTab(t)
	for _, in := range hostile {
		tb.open("?iri=" + url.QueryEscape(in))
		tb.waitFor(in)
		checkInert(tb, in)
		// A line break cannot be in the input box: the page analyses the
		// link's text and says so.
		if strings.ContainsAny(in, "\r\n") && !strings.Contains(tb.text("status"), "the input box cannot hold") {
			t.Errorf("input %.60q: the status does not say the box cannot hold it: %q", in, tb.text("status"))
		}
	}
	// Typed (set and announced as input) rather than linked.
	tb.open("")
	for _, in := range hostile[:3] {
		tb.do(chromedp.SetValue(chromedp.ID("iri"), in))
		tb.do(chromedp.Evaluate[chromedp.Void](`document.getElementById('iri').dispatchEvent(new Event('input'))`))
		tb.waitFor(in)
		checkInert(tb, in)
	}
}

// checkInert checks that in ran nothing and made no element, and that
// the page shows its characters.
func checkInert(tb *tab, in string) {
	tb.t.Helper()
	if eval[bool](tb, `window.__pwned !== undefined`) {
		tb.t.Errorf("input %.60q ran script", in)
	}
	if n := eval[int](tb, `document.querySelectorAll('img, svg, iframe, object, embed, script:not([src="/app.js"])').length`); n != 0 {
		tb.t.Errorf("input %.60q made %d elements", in, n)
	}
	// The logical-order strip shows every character of the input (up to
	// its cut of 2,000), one per cell, the invisible ones by code point.
	cells := eval[[]string](tb, `[...document.querySelectorAll('#logical .cell:not(.gap)')].map(e => e.textContent)`)
	var want []string
	for _, c := range in {
		switch {
		case c == ' ':
			want = append(want, "\u2423")
		case unicode.In(c, unicode.Cc, unicode.Cf, unicode.Zs):
			want = append(want, fmt.Sprintf("U+%04X", c))
		default:
			want = append(want, string(c))
		}
	}
	if len(want) > 2000 {
		want = want[:2000]
	}
	if strings.Join(cells, "") != strings.Join(want, "") {
		tb.t.Errorf("input %.60q: the logical strip shows %.200q, want %.200q", in, strings.Join(cells, ""), strings.Join(want, ""))
	}
	// No raw bidi control outside the one place meant to render it.
	if n := eval[int](tb, `(() => { const c = document.getElementById('results').cloneNode(true); c.querySelectorAll('.rendered').forEach(e => e.remove()); return (c.textContent.match(/[\u202A-\u202E\u2066-\u2069]/g) || []).length; })()`); n != 0 {
		tb.t.Errorf("input %.60q: %d bidi controls shown raw, where they reorder the page", in, n)
	}
}

func TestLongInputIsShown(t *testing.T) {
	tb := newTab(t)
	in := "http://example.org/" + strings.Repeat("a", 10000-len("http://example.org/"))
	tb.open("?iri=" + url.QueryEscape(in))
	tb.waitFor(in)
	if n := eval[int](tb, `document.querySelectorAll('#comp-strip .cell').length`); n != 10000 {
		t.Errorf("the component strip of a 10,000-character IRI has %d cells", n)
	}
	// Over the server's limit: a clear message, nothing cut.
	big := strings.Repeat("a", viewer.DefaultMaxInput+1)
	tb.open("?iri=" + big)
	tb.poll(`document.getElementById('results').dataset.state === 'error'`)
	if s := tb.text("status"); !strings.Contains(s, "over the server's limit") {
		t.Errorf("an input over the limit says %q", s)
	}
}

func TestKeyboardReachesEveryControl(t *testing.T) {
	tb := newTab(t)
	tb.open("?iri=a%3Ab")
	tb.waitFor("a:b")
	// From the IRI box, Tab goes to the variant list, then the direction
	// box; arrow keys choose a variant, space ticks the box, and the view
	// follows.
	tb.do(chromedp.Focus(chromedp.ID("iri")), chromedp.KeyEvent("\t"))
	if id := eval[string](tb, `document.activeElement.id`); id != "variant" {
		t.Fatalf("Tab from the IRI box went to %q, want the variant list", id)
	}
	tb.do(chromedp.KeyEvent("\t"))
	if id := eval[string](tb, `document.activeElement.id`); id != "rtl" {
		t.Fatalf("Tab from the variant list went to %q, want the direction box", id)
	}
	tb.do(chromedp.KeyEvent(" "))
	tb.poll(`location.search.includes('dir=rtl') && document.getElementById('results').dataset.state === 'ready'`)
	if d := tb.text("display"); !strings.Contains(d, "right-to-left") {
		t.Errorf("after ticking the box with the keyboard the display section says %q", d)
	}
	// Every form control has a label a screen reader reads.
	unlabelled := eval[[]string](tb, `[...document.querySelectorAll('input, select, textarea')].filter(e => !e.labels || e.labels.length === 0).map(e => e.id || e.name)`)
	if len(unlabelled) != 0 {
		t.Errorf("controls without a label: %v", unlabelled)
	}
}

func TestNarrowWindowHasNoSidewaysScroll(t *testing.T) {
	tb := newTab(t)
	tb.do(chromedp.EmulateViewport(360, 740))
	in := "http://user@r\u00e9sum\u00e9.example.org:8080/" + strings.Repeat("chemin/", 40) + "?q=\u05d0\u05d1#haut"
	tb.open("?iri=" + url.QueryEscape(in))
	tb.waitFor(in)
	if w := eval[int](tb, `document.documentElement.scrollWidth`); w > 360 {
		wide := eval[[]string](tb, `[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 361 && !e.closest('.scroll')).slice(0, 8).map(e => e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))`)
		t.Errorf("in a 360-pixel window the page is %d pixels wide; too wide: %v", w, wide)
	}
}

// TestScreenshot writes the picture of the page the README shows when
// IRI_SCREENSHOT names a file: go test -run Screenshot with
// IRI_SCREENSHOT=../../../docs/serve.png.
func TestScreenshot(t *testing.T) {
	out := os.Getenv("IRI_SCREENSHOT")
	if out == "" {
		t.Skip("IRI_SCREENSHOT not set: no screenshot written")
	}
	tb := newTab(t)
	tb.do(chromedp.EmulateViewport(1000, 1250))
	in := "http://r\u00e9sum\u00e9.example.org/\u05e7\u05d5\u05e8\u05d5\u05ea?q=\u00e9t\u00e9#haut"
	tb.open("?iri=" + url.QueryEscape(in))
	tb.waitFor(in)
	png, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, shrinkPNG(t, png), 0o644); err != nil {
		t.Fatal(err)
	}
}

// shrinkPNG re-encodes a screenshot with at most 256 colours, best
// compression: a page of text stays legible at a fraction of the size.
func shrinkPNG(t *testing.T, b []byte) []byte {
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	pal := image.NewPaletted(img.Bounds(), palette.Plan9)
	draw.Draw(pal, pal.Rect, img, img.Bounds().Min, draw.Src)
	var out bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&out, pal); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// TestLogicalAndVisualOrderSideBySide checks the example of
// draft-ietf-iri-3987bis-00 section 4.4: "http://ab.CDEFGH.ij/kl" with
// CDEFGH right-to-left letters is shown as "http://ab.HGFEDC.ij/kl", while
// the logical strip keeps the stored order, left to right on screen.
func TestLogicalAndVisualOrderSideBySide(t *testing.T) {
	tb := newTab(t)
	in := "http://ab.\u05d0\u05d1\u05d2\u05d3\u05d4\u05d5.ij/kl"
	tb.open("?iri=" + url.QueryEscape(in))
	tb.waitFor(in)
	cells := func(id string) string {
		return strings.Join(eval[[]string](tb, `[...document.querySelectorAll('#`+id+` .cell')].map(e => e.textContent)`), "")
	}
	if got := cells("logical"); got != in {
		t.Errorf("logical strip %q, want %q", got, in)
	}
	if got, want := cells("visual"), "http://ab.\u05d5\u05d4\u05d3\u05d2\u05d1\u05d0.ij/kl"; got != want {
		t.Errorf("visual strip %q, want %q", got, want)
	}
	// On screen, each strip's cells run left to right in their order: the
	// browser does not reorder them again.
	for _, id := range []string{"logical", "visual", "comp-strip"} {
		xs := eval[[]float64](tb, `[...document.querySelectorAll('#`+id+` .cell')].map(e => e.getBoundingClientRect().left)`)
		for i := 1; i < len(xs); i++ {
			if xs[i] <= xs[i-1] {
				t.Errorf("%s: cell %d is at x=%v, left of cell %d at x=%v", id, i, xs[i], i-1, xs[i-1])
				break
			}
		}
	}
}

// TestNoRequestLeavesForAnotherHost opens IRIs of other hosts, and markup
// that would fetch from them: the page links to none of them and asks
// nothing of any host but its own (checked by the tab's cleanup, from the
// browser's network events).
func TestNoRequestLeavesForAnotherHost(t *testing.T) {
	tb := newTab(t)
	for _, in := range []string{
		"http://evil.example/x.png",
		`"><img src="http://evil.example/i.png"><link rel=prefetch href="//evil.example/p">`,
		"https://evil.example/?q=<iframe src=https://evil.example/>",
		"//evil.example/@import",
	} {
		tb.open("?mode=resolve&base=" + url.QueryEscape("https://other.example/a/b") + "&iri=" + url.QueryEscape(in))
		tb.waitFor(in)
		if n := eval[int](tb, `document.querySelectorAll('a[href], link:not([href="/app.css"]), [src]:not([src="/app.js"])').length`); n != 0 {
			t.Errorf("input %q: %d elements that link or load", in, n)
		}
	}
}

// TestPolicyHoldsInThePage checks the server's Content-Security-Policy
// from inside the page: a fetch from another host is refused as a
// violation of connect-src, and writing HTML into the page throws
// (Trusted Types), so a bug that did either would be stopped.
func TestPolicyHoldsInThePage(t *testing.T) {
	tb := newTab(t)
	tb.open("?iri=a%3Ab")
	tb.waitFor("a:b")
	got, err := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`new Promise((resolve) => {
		document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
		fetch('http://evil.example/beacon').catch(() => {});
	})`, chromedp.EvalAwaitPromise))
	if err != nil || got != "connect-src" {
		t.Errorf("fetch from another host: violation %q (%v), want connect-src", got, err)
	}
	threw := eval[bool](tb, `(() => { try { document.body.innerHTML = '<b>x</b>'; return false; } catch (e) { return e instanceof TypeError; } })()`)
	if !threw {
		t.Errorf("writing HTML with innerHTML did not throw")
	}
}

// TestExtractModeListsTheIRIs opens the third mode from a link: the text
// comes back in its box, the IRIs found are listed with their URIs, markup
// in the text stays text, and a found IRI's button analyses it.
func TestExtractModeListsTheIRIs(t *testing.T) {
	tb := newTab(t)
	text := "see <http://r\u00e9sum\u00e9.example.org/> and \"><img src=x onerror=window.__pwned=1> then foo:bar"
	tb.open("?mode=extract&text=" + url.QueryEscape(text))
	tb.waitFor(text)
	if v := eval[string](tb, `document.getElementById('text').value`); v != text {
		t.Errorf("text box holds %q", v)
	}
	if s := tb.text("status"); s != "1 IRI found (draft-ietf-iri-3987bis-00 section 8.3)." {
		t.Errorf("status %q", s)
	}
	if out := tb.text("extract-out"); !strings.Contains(out, "http://xn--rsum-bpad.example.org/") {
		t.Errorf("the list does not show the URI of the IRI found: %q", out)
	}
	if eval[bool](tb, `window.__pwned !== undefined || document.querySelectorAll('img').length > 0`) {
		t.Errorf("the text ran script or made an element")
	}
	// Any scheme: foo:bar too; the box is in the address.
	tb.do(chromedp.Click(chromedp.ID("any")))
	tb.poll(`location.search.includes('any_scheme=true') && document.getElementById('status').textContent.startsWith('2 IRIs')`)
	// The button of the first IRI analyses it.
	tb.do(chromedp.Click(chromedp.CSS("#extract-out button")))
	tb.waitFor("http://r\u00e9sum\u00e9.example.org/")
	if m := eval[string](tb, `document.querySelector('input[name=mode]:checked').value`); m != "analyze" {
		t.Errorf("after the button the mode is %q", m)
	}
}

// TestRandomHostileInputsStayText is a property test of the page: inputs
// made of the pieces hostile inputs are made of (markup, script, quotes,
// bidi controls, invisibles, controls, delimiters, right-to-left letters),
// from a fixed seed, each shown as its own characters and running nothing.
func TestRandomHostileInputsStayText(t *testing.T) {
	tb := newTab(t)
	pieces := []string{"<", ">", `"`, "'", "&", "&lt;", "<script>", "</script>", "<img src=x onerror=window.__pwned=1>",
		"javascript:", "window.__pwned=1", "${", "}}", "`", "\u202e", "\u202a", "\u2066", "\u2069", "\u200b", "\ufeff",
		"\x00", "\x1b", "\n", "\t", " ", "%", "%zz", "#", "?", "/", "\\", "@", ":", "[", "]", "é", "\u05d0", "\u0627", "http://", "a"}
	r := rand.New(rand.NewPCG(28, 2026))
	for i := 0; i < 25; i++ {
		var b strings.Builder
		for n := 1 + r.IntN(12); n > 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		in := b.String()
		tb.open("?iri=" + url.QueryEscape(in))
		tb.waitFor(in)
		checkInert(tb, in)
	}
}
