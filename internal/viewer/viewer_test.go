package viewer

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// get calls the handler and decodes the JSON answer.
func get(t *testing.T, h http.Handler, target string) (int, http.Header, map[string]any) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
	var body map[string]any
	if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Fatalf("GET %.80s: Content-Type %q", target, ct)
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatalf("GET %.80s: the answer is not JSON: %v: %.200q", target, err, rec.Body.String())
	}
	return rec.Code, rec.Header(), body
}

func analyzeURL(params ...string) string {
	q := url.Values{}
	for i := 0; i+1 < len(params); i += 2 {
		q.Set(params[i], params[i+1])
	}
	return "/api/analyze?" + q.Encode()
}

// The link of the issue: the URI form of http://résumé.example.org/ is
// http://xn--rsum-bpad.example.org/ (RFC 3987 section 3.1's IDNA
// ToASCII of "résumé" is "xn--rsum-bpad").
func TestAnalyzeGivesTheURIFormOfTheSharedLink(t *testing.T) {
	h := Handler(Config{})
	code, _, a := get(t, h, "/api/analyze?iri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org%2F")
	if code != http.StatusOK {
		t.Fatalf("status %d: %v", code, a)
	}
	if a["uri"] != "http://xn--rsum-bpad.example.org/" {
		t.Errorf("uri = %v", a["uri"])
	}
	if a["valid"] != true || a["scheme"] != "http" || a["host"] != "résumé.example.org" || a["port"] != nil {
		t.Errorf("components: valid %v scheme %v host %v port %v", a["valid"], a["scheme"], a["host"], a["port"])
	}
	// "http://" is 7 bytes, "résumé" 8 (two é of 2 bytes), ".example.org" 12.
	spans := a["spans"].(map[string]any)
	if got := spans["host"]; !slices.Equal(toInts(got), []int{7, 27}) {
		t.Errorf("host span %v, want [7 27]", got)
	}
	// The Public Suffix List has "org": the registrable domain is the
	// label before it with it, bytes 16-27.
	if rd, _ := a["registrable_domain"].(map[string]any); rd == nil || rd["text"] != "example.org" || rd["start"] != 16.0 || rd["end"] != 27.0 {
		t.Errorf("registrable_domain = %v", a["registrable_domain"])
	}
	// The two é, with their Unicode names.
	chars := a["characters"].([]any)
	if len(chars) != 2 || chars[0].(map[string]any)["name"] != "LATIN SMALL LETTER E WITH ACUTE" || chars[1].(map[string]any)["start"] != 13.0 {
		t.Errorf("characters = %v", chars)
	}
}

func toInts(v any) []int {
	var out []int
	for _, x := range v.([]any) {
		out = append(out, int(x.(float64)))
	}
	return out
}

// The members of the API are documented in docs/serve.md and stable: this
// list changes only with that page.
func TestAnalyzeMembersAreTheDocumentedOnes(t *testing.T) {
	h := Handler(Config{})
	keys := func(m map[string]any) []string {
		var ks []string
		for k := range m {
			ks = append(ks, k)
		}
		slices.Sort(ks)
		return ks
	}
	_, _, valid := get(t, h, analyzeURL("iri", "http://a/b", "base", "http://x/"))
	want := []string{"authority", "base", "characters", "direction", "display", "embedded", "errors",
		"findings", "fragment", "host", "host_kind", "hostport", "hostspecific", "input", "iri",
		"normalized", "path", "path_form", "port", "query", "registrable_domain", "resolved",
		"scheme", "spans", "uri", "userinfo", "valid", "variant", "variants", "visual", "warnings"}
	if got := keys(valid); !slices.Equal(got, want) {
		t.Errorf("members of a valid analysis:\n got %v\nwant %v", got, want)
	}
	_, _, invalid := get(t, h, analyzeURL("iri", "http://a b", "base", "http://x/"))
	want = []string{"base", "characters", "direction", "display", "embedded", "error", "errors",
		"findings", "input", "iri_error", "normalized", "registrable_domain", "resolve_error",
		"uri", "iri", "uri_error", "valid", "variant", "variants", "visual", "warnings"}
	slices.Sort(want)
	if got := keys(invalid); !slices.Equal(got, want) {
		t.Errorf("members of an invalid analysis:\n got %v\nwant %v", got, want)
	}
}

// "http://a b": the space at byte 8 is where ireg-name (RFC 3987 section
// 2.2) stops; every variant that rejects it says where.
func TestAnalyzeOfAnInvalidIRIMarksTheOffset(t *testing.T) {
	_, _, a := get(t, Handler(Config{}), analyzeURL("iri", "http://a b"))
	e := a["error"].(map[string]any)
	if a["valid"] != false || e["offset"] != 8.0 || e["rule"] != "ireg-name" || e["section"] != "RFC 3987 section 2.2" {
		t.Errorf("error = %v", e)
	}
	if _, ok := a["scheme"]; ok {
		t.Errorf("an invalid input has components: %v", a["scheme"])
	}
	for _, v := range a["variants"].([]any) {
		v := v.(map[string]any)
		if v["valid"] == false && v["error"].(map[string]any)["offset"] != 8.0 {
			t.Errorf("variant %v fails at %v, want byte 8", v["variant"], v["error"])
		}
	}
	// iri check: a SPACE finding on byte 8 (draft-ietf-iri-3987bis-00
	// section 7.3).
	found := false
	for _, f := range a["findings"].([]any) {
		f := f.(map[string]any)
		found = found || (f["code"] == "SPACE" && f["start"] == 8.0 && f["end"] == 9.0 && f["text"] == " ")
	}
	if !found {
		t.Errorf("no SPACE finding at byte 8: %v", a["findings"])
	}
}

// RFC 3986 section 5.4.1's examples, against "http://a/b/c/d;p?q".
func TestAnalyzeResolvesAgainstTheBase(t *testing.T) {
	h := Handler(Config{})
	for ref, want := range map[string]string{"../g": "http://a/b/g", "g:h": "g:h", "?y": "http://a/b/c/d;p?y", "": "http://a/b/c/d;p?q"} {
		_, _, a := get(t, h, analyzeURL("iri", ref, "base", "http://a/b/c/d;p?q"))
		if a["resolved"] != want {
			t.Errorf("%q resolved: %v, want %q (%v)", ref, a["resolved"], want, a["resolve_error"])
		}
	}
	_, _, a := get(t, h, analyzeURL("iri", "g", "base", "b/c"))
	if e, _ := a["resolve_error"].(map[string]any); e == nil || e["operand"] != "base" {
		t.Errorf("a relative base: resolve_error = %v", a["resolve_error"])
	}
	_, _, a = get(t, h, analyzeURL("iri", "a b", "base", "http://a/"))
	if e, _ := a["resolve_error"].(map[string]any); e == nil || e["operand"] != "reference" {
		t.Errorf("an invalid reference: resolve_error = %v", a["resolve_error"])
	}
	// Without base, no resolution members.
	_, _, a = get(t, h, analyzeURL("iri", "g"))
	if _, ok := a["base"]; ok {
		t.Errorf("no base given, but base = %v", a["base"])
	}
}

// RFC 3986 appendix C's example: one IRI in double quotes, two in angle
// brackets (the last broken over lines in the RFC, here on one), all on
// line 1.
func TestExtractFindsTheIRIsOfAppendixC(t *testing.T) {
	text := `Yes, Jim, I found it under "http://www.w3.org/Addressing/", but you can probably pick it up from <ftp://foo.example.com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING>.`
	code, _, a := get(t, Handler(Config{}), "/api/extract?text="+url.QueryEscape(text))
	if code != http.StatusOK || a["input"] != text {
		t.Fatalf("%d %v", code, a)
	}
	want := []struct {
		iri       string
		bracketed bool
	}{
		{"http://www.w3.org/Addressing/", false},
		{"ftp://foo.example.com/rfc/", true},
		{"http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", true},
	}
	found := a["iris"].([]any)
	if len(found) != len(want) {
		t.Fatalf("found %v", found)
	}
	for i, w := range want {
		m := found[i].(map[string]any)
		start, end := int(m["start"].(float64)), int(m["end"].(float64))
		if m["iri"] != w.iri || m["uri"] != w.iri || m["bracketed"] != w.bracketed || m["line"] != 1.0 || text[start:end] != w.iri {
			t.Errorf("IRI %d: %v, want %q (bracketed %v) at its place in the text", i, m, w.iri, w.bracketed)
		}
	}
	// "foo:bar" has no registered scheme: found only with any_scheme.
	_, _, a = get(t, Handler(Config{}), "/api/extract?text=see+foo:bar+now")
	if n := len(a["iris"].([]any)); n != 0 {
		t.Errorf("foo:bar found without any_scheme: %v", a["iris"])
	}
	_, _, a = get(t, Handler(Config{}), "/api/extract?any_scheme=true&text=see+foo:bar+now")
	if f := a["iris"].([]any); len(f) != 1 || f[0].(map[string]any)["iri"] != "foo:bar" {
		t.Errorf("foo:bar with any_scheme: %v", a["iris"])
	}
}

func TestAnalyzeInRightToLeftText(t *testing.T) {
	_, _, a := get(t, Handler(Config{}), analyzeURL("iri", "http://example.org/", "dir", "rtl"))
	// Section 4.1: in right-to-left text an IRI with a scheme is embedded.
	if a["direction"] != "rtl" || a["embedded"] != true || a["display"] != "\u202Ahttp://example.org/\u202C" {
		t.Errorf("direction %v embedded %v display %q", a["direction"], a["embedded"], a["display"])
	}
}

// Bad requests get a JSON error that says what is wrong, never a cut
// input or a panic.
func TestAPIErrorsAreClearJSON(t *testing.T) {
	h := Handler(Config{MaxInput: 100})
	for _, c := range []struct {
		target string
		code   int
		msg    string
	}{
		{analyzeURL("iri", strings.Repeat("a", 101)), 413, `parameter "iri" is 101 bytes, over the limit of 100 bytes`},
		{analyzeURL("iri", "a", "base", strings.Repeat("é", 51)), 413, `parameter "base" is 102 bytes`},
		{analyzeURL("iri", "a", "variant", "nope"), 400, "nope"},
		{analyzeURL("iri", "a", "dir", "up"), 400, `dir must be ltr or rtl, not "up"`},
		{analyzeURL("iri", "a", "colour", "red"), 400, `unknown parameter "colour"`},
		{"/api/analyze?iri=a&iri=b", 400, `parameter "iri" given 2 times`},
		{"/api/analyze?iri=%zz", 400, "the query string is not well-formed"},
		{"/api/extract?text=a&any_scheme=maybe", 400, `any_scheme must be true or false, not "maybe"`},
		{"/api/extract?text=a&variant=rfc3987", 400, `unknown parameter "variant"`},
		{"/api/extract?text=" + strings.Repeat("a", 101), 413, "over the limit"},
	} {
		code, _, body := get(t, h, c.target)
		e, _ := body["error"].(map[string]any)
		if code != c.code || e == nil || !strings.Contains(e["message"].(string), c.msg) {
			t.Errorf("GET %.60s: %d %v, want %d and a message with %q", c.target, code, body, c.code, c.msg)
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/analyze", strings.NewReader("iri=a")))
	if rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") != "GET, HEAD" {
		t.Errorf("POST: %d, Allow %q", rec.Code, rec.Header().Get("Allow"))
	}
}

func TestEveryAnswerHasTheSecurityHeaders(t *testing.T) {
	h := Handler(Config{})
	for _, target := range []string{"/", "/app.js", "/app.css", "/api/analyze?iri=a", "/api/info", "/nowhere", "/api/analyze?x=1"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
		hd := rec.Header()
		csp := hd.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'none'", "script-src 'self'", "frame-ancestors 'none'", "require-trusted-types-for 'script'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", target, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe") {
			t.Errorf("%s: CSP allows unsafe code: %q", target, csp)
		}
		if hd.Get("X-Content-Type-Options") != "nosniff" || hd.Get("X-Frame-Options") != "DENY" || hd.Get("Referrer-Policy") != "no-referrer" {
			t.Errorf("%s: headers %v", target, hd)
		}
	}
}

// The page loads nothing from another host and has no inline code the CSP
// would have to allow; its script writes user text only as text.
func TestPageHasNoInlineCodeOrExternalResource(t *testing.T) {
	page, _ := static.ReadFile("static/index.html")
	script, _ := static.ReadFile("static/app.js")
	style, _ := static.ReadFile("static/app.css")
	if m := regexp.MustCompile(`<script(?:[^>]*[^>]*)>`).FindAllString(string(page), -1); len(m) != 1 || !strings.Contains(m[0], `src="/app.js"`) {
		t.Errorf("script elements: %q, want only the one of /app.js", m)
	}
	if m := regexp.MustCompile(`(?i)\son\w+\s*=|style\s*=|<style`).FindAllString(string(page), -1); len(m) != 0 {
		t.Errorf("inline handlers or styles: %q", m)
	}
	for name, b := range map[string][]byte{"index.html": page, "app.js": script, "app.css": style} {
		if m := regexp.MustCompile(`(?i)(?:src|href)\s*=\s*"(?:https?:)?//|@import|https?://`).FindAllString(string(b), -1); len(m) != 0 {
			t.Errorf("%s refers to other hosts: %q", name, m)
		}
	}
	if strings.Contains(string(style), "url(") {
		t.Errorf("app.css loads a resource (url())")
	}
	for _, sink := range []string{"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "setTimeout('", ".href", ".src"} {
		if strings.Contains(string(script), sink) {
			t.Errorf("app.js uses %s", sink)
		}
	}
}

// With LocalHostsOnly (iri serve on a loopback address), a request for
// a host name other than localhost is refused: a page of another site
// whose name resolves to 127.0.0.1 cannot read the answers.
func TestLocalHostsOnlyRefusesOtherHostNames(t *testing.T) {
	h := Handler(Config{LocalHostsOnly: true})
	for host, want := range map[string]int{
		"127.0.0.1:3987": 200, "localhost:3987": 200, "LOCALHOST": 200, "[::1]:80": 200, "::1": 200,
		"evil.example": 421, "evil.example:3987": 421, "127.0.0.1.nip.io:3987": 421, "": 421,
	} {
		req := httptest.NewRequest(http.MethodGet, "/api/analyze?iri=a", nil)
		req.Host = host
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != want {
			t.Errorf("Host %q: %d, want %d", host, rec.Code, want)
		}
	}
}

func TestBusyServerAnswers503(t *testing.T) {
	h := newHandler(Config{MaxConcurrent: 1, QueueWait: time.Millisecond})
	h.slots <- struct{}{} // the one slot is taken
	code, hd, body := get(t, h, analyzeURL("iri", "a"))
	if code != http.StatusServiceUnavailable || hd.Get("Retry-After") == "" || !strings.Contains(body["error"].(map[string]any)["message"].(string), "busy") {
		t.Errorf("with every slot taken: %d %v %v", code, hd, body)
	}
	<-h.slots
	if code, _, _ := get(t, h, analyzeURL("iri", "a")); code != http.StatusOK {
		t.Errorf("with a free slot: %d", code)
	}
	if len(h.slots) != 0 {
		t.Errorf("%d slots still taken after the answer", len(h.slots))
	}
}

// startServer runs NewServer(c) on a free loopback port.
func startServer(t *testing.T, c Config) (string, *handler) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := NewServer(ln.Addr().String(), c)
	srv.ErrorLog = nil
	h := srv.Handler.(*handler)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String(), h
}

func mustGet(t *testing.T, addr, target string) int {
	t.Helper()
	resp, err := http.Get("http://" + addr + target)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

// A client that sends its request a byte at a time and never finishes is
// cut off by the read timeouts; the others are served meanwhile.
func TestSlowClientIsCutOffOthersServed(t *testing.T) {
	addr, _ := startServer(t, Config{ReadHeaderTimeout: 300 * time.Millisecond, ReadTimeout: 300 * time.Millisecond})
	slow, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Close()
	closed := make(chan error, 1)
	go func() {
		req := "GET /api/analyze?iri=" + strings.Repeat("a", 1000) + " HTTP/1.1\r\nHost: x\r\n"
		for i := 0; i < len(req); i++ {
			if _, err := slow.Write([]byte{req[i]}); err != nil {
				closed <- err
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
		closed <- nil
	}()
	if code := mustGet(t, addr, analyzeURL("iri", "http://a/")); code != 200 {
		t.Errorf("a normal client while a slow one sends: %d", code)
	}
	// The server answers the slow client with an error or closes its
	// connection well before the request would be complete (1,000 bytes
	// at 20ms each is 20s).
	slow.SetReadDeadline(time.Now().Add(15 * time.Second))
	b, err := io.ReadAll(slow)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		t.Fatalf("the slow client's connection is still open after 15s (read %q)", b)
	}
	if len(b) > 0 && !strings.HasPrefix(string(b), "HTTP/1.1 408") && !strings.HasPrefix(string(b), "HTTP/1.1 400") {
		t.Errorf("the slow client got %.100q", b)
	}
}

// Clients that go away in the middle of their request, or before reading
// the answer, leave no analysis slot taken and the server serving.
func TestClientsThatDisconnectMidRequest(t *testing.T) {
	addr, h := startServer(t, Config{MaxConcurrent: 4})
	big := url.QueryEscape("http://example.org/" + strings.Repeat("é\u202e", 5000))
	for i := 0; i < 40; i++ {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		full := "GET /api/analyze?iri=" + big + " HTTP/1.1\r\nHost: x\r\n\r\n"
		switch i % 4 {
		case 0: // half the request line
			io.WriteString(c, full[:len(full)/2])
		case 1: // the headers without their end
			io.WriteString(c, full[:len(full)-2])
		case 2: // the whole request, then gone before the answer
			io.WriteString(c, full)
		case 3: // reads the first bytes of the answer only
			io.WriteString(c, full)
			bufio.NewReader(c).ReadByte()
		}
		if tc, ok := c.(*net.TCPConn); ok && i%2 == 0 {
			tc.SetLinger(0) // a reset rather than a clean close
		}
		c.Close()
	}
	if code := mustGet(t, addr, analyzeURL("iri", "http://a/")); code != 200 {
		t.Errorf("after the disconnections: %d", code)
	}
	deadline := time.Now().Add(10 * time.Second)
	for len(h.slots) != 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := len(h.slots); n != 0 {
		t.Errorf("%d analysis slots still taken after every client left", n)
	}
}

// FuzzAnalyzeHandler sends any parameters to the API: the answer is
// always JSON, 200 or a 4xx error with a message, and a 200 answer's
// offsets all lie in the input and slice it as its members say.
func FuzzAnalyzeHandler(f *testing.F) {
	for _, s := range []string{
		"http://résumé.example.org/", "<script>alert(1)</script>", `"><img src=x onerror=alert(1)>`,
		"javascript:alert(1)", "http://example.org/\u202Egpj.exe", "http://a b", "\xff\xfe", "%zz",
		"http://[::1]:80/?q#f", "//u@h:/p", "",
		// The CLI's hostile inputs (cmd/iri/echo_test.go).
		"http://a/\x1b[31mX", "http://a/\nb", "\ufeffhttp://a/", "http://exa\u200bmple.com/",
		"http://a/\u2067x\u2069", "http:" + strings.Repeat("\\", 2000), "http://a:" + strings.Repeat("9", 4000) + "/",
	} {
		f.Add(s, "", "", "", false)
		f.Add(s, "webaddress", "http://a/b/c", "rtl", true)
	}
	h := Handler(Config{MaxInput: 4096})
	f.Fuzz(func(t *testing.T, in, variant, base, dir string, hasBase bool) {
		q := url.Values{"iri": {in}}
		if variant != "" {
			q.Set("variant", variant)
		}
		if hasBase {
			q.Set("base", base)
		}
		if dir != "" {
			q.Set("dir", dir)
		}
		code, _, a := get(t, h, "/api/analyze?"+q.Encode())
		if code != http.StatusOK {
			e, _ := a["error"].(map[string]any)
			if code < 400 || code >= 500 || e == nil || e["message"] == "" {
				t.Fatalf("%d %v", code, a)
			}
			return
		}
		got := a["input"].(string)
		if utf8.ValidString(in) {
			if got != in {
				t.Fatalf("input %q came back as %q", in, got)
			}
		} else if b, _ := base64.StdEncoding.DecodeString(a["input_b64"].(string)); string(b) != in {
			t.Fatalf("input_b64 of %q is %q", in, b)
		}
		inSpan := func(what string, start, end float64) {
			if start < 0 || start > end || int(end) > len(in) {
				t.Fatalf("%s [%v,%v) outside the %d bytes of %q", what, start, end, len(in), in)
			}
		}
		for _, f := range a["findings"].([]any) {
			f := f.(map[string]any)
			inSpan("finding "+f["code"].(string), f["start"].(float64), f["end"].(float64))
		}
		for _, c := range a["characters"].([]any) {
			c := c.(map[string]any)
			inSpan("character", c["start"].(float64), c["end"].(float64))
		}
		if a["valid"] == true {
			for name, sp := range a["spans"].(map[string]any) {
				s := toInts(sp)
				inSpan(name, float64(s[0]), float64(s[1]))
				if v, ok := a[name].(string); ok && v != in[s[0]:s[1]] {
					t.Fatalf("%s is %q but its span [%d,%d) holds %q", name, v, s[0], s[1], in[s[0]:s[1]])
				}
			}
		}
	})
}

// BenchmarkAnalyze measures one analysis (no HTTP): a short IRI of the
// corpus kind, and a long one of non-ASCII and bidi characters.
func BenchmarkAnalyze(b *testing.B) {
	for _, c := range []struct{ name, in string }{
		{"short", "https://résumé.example.com/login/news?q=1#top"},
		{"long60k", "http://example.org" + strings.Repeat("/\u00e9\u202e", 10000)},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(c.in)))
			for b.Loop() {
				Analyze(Request{IRI: c.in})
			}
		})
	}
}

// FuzzExtractHandler sends any text to /api/extract: the answer is JSON,
// and every IRI found lies in the text, is the text there unless it was
// in angle brackets, and is on a line from 1.
func FuzzExtractHandler(f *testing.F) {
	for _, s := range []string{
		"see <http://a/b> and http://c/d.", `"><img src=x onerror=alert(1)> http://e/`, "javascript:alert(1)",
		"http://example.org/\u202Egpj.exe", "<URL:http://a/\n b>", "\xff http://a/", "a:b:c:d", "",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	h := Handler(Config{MaxInput: 4096})
	f.Fuzz(func(t *testing.T, text string, anyScheme bool) {
		q := url.Values{"text": {text}}
		if anyScheme {
			q.Set("any_scheme", "true")
		}
		code, _, a := get(t, h, "/api/extract?"+q.Encode())
		if code != http.StatusOK {
			if code != http.StatusRequestEntityTooLarge {
				t.Fatalf("%d %v", code, a)
			}
			return
		}
		for _, m := range a["iris"].([]any) {
			m := m.(map[string]any)
			start, end, line := int(m["start"].(float64)), int(m["end"].(float64)), m["line"].(float64)
			if start < 0 || start > end || end > len(text) || line < 1 {
				t.Fatalf("%v outside the %d bytes of %q", m, len(text), text)
			}
			if m["bracketed"] == false && utf8.ValidString(text) && text[start:end] != m["iri"] {
				t.Fatalf("%v: the text there is %q", m, text[start:end])
			}
		}
	})
}

// The defaults of a zero Config, as Config's documentation and
// docs/serve.md ("Limits") give them: 64 KiB of input, two analyses per
// CPU (runtime.GOMAXPROCS) waiting up to 5 s for a slot, timeouts of 5 s
// (read header), 10 s (read), 30 s (write), 60 s (idle), and request
// headers of 6 x max-input + 64 KiB.
func TestConfigDefaults(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(3))
	h := newHandler(Config{})
	if h.c.MaxInput != 64<<10 || cap(h.slots) != 6 || h.c.QueueWait != 5*time.Second {
		t.Errorf("max input %d, %d slots, queue wait %v; want 65536, 6, 5s", h.c.MaxInput, cap(h.slots), h.c.QueueWait)
	}
	srv := NewServer("127.0.0.1:0", Config{})
	if srv.ReadHeaderTimeout != 5*time.Second || srv.ReadTimeout != 10*time.Second ||
		srv.WriteTimeout != 30*time.Second || srv.IdleTimeout != 60*time.Second {
		t.Errorf("timeouts: read header %v, read %v, write %v, idle %v; want 5s, 10s, 30s, 60s",
			srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout, srv.IdleTimeout)
	}
	if srv.MaxHeaderBytes != 6*65536+65536 {
		t.Errorf("MaxHeaderBytes %d, want %d", srv.MaxHeaderBytes, 6*65536+65536)
	}
}

// A value given is kept (only the zero value means the default), and the
// header limit follows the input limit: 6 x 1000 + 65536 bytes.
func TestConfigValuesGivenAreKept(t *testing.T) {
	c := Config{MaxInput: 1000, MaxConcurrent: 7, QueueWait: time.Second,
		ReadHeaderTimeout: 2 * time.Second, ReadTimeout: 3 * time.Second, WriteTimeout: 4 * time.Second, IdleTimeout: 6 * time.Second}
	h := newHandler(c)
	if h.c.MaxInput != 1000 || cap(h.slots) != 7 || h.c.QueueWait != time.Second {
		t.Errorf("max input %d, %d slots, queue wait %v; want 1000, 7, 1s", h.c.MaxInput, cap(h.slots), h.c.QueueWait)
	}
	srv := NewServer("127.0.0.1:0", c)
	if srv.ReadHeaderTimeout != 2*time.Second || srv.ReadTimeout != 3*time.Second ||
		srv.WriteTimeout != 4*time.Second || srv.IdleTimeout != 6*time.Second {
		t.Errorf("timeouts: read header %v, read %v, write %v, idle %v; want 2s, 3s, 4s, 6s",
			srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout, srv.IdleTimeout)
	}
	if srv.MaxHeaderBytes != 71536 {
		t.Errorf("MaxHeaderBytes %d, want 71536", srv.MaxHeaderBytes)
	}
}

// docs/serve.md: a parameter longer than the limit is refused; one of
// exactly the limit is not.
func TestParameterOfExactlyTheLimitIsAccepted(t *testing.T) {
	h := Handler(Config{MaxInput: 100})
	if code, _, body := get(t, h, analyzeURL("iri", strings.Repeat("a", 100))); code != http.StatusOK {
		t.Errorf("an iri of 100 bytes, the limit: %d %v", code, body)
	}
	if code, _, body := get(t, h, "/api/extract?text="+strings.Repeat("é", 50)); code != http.StatusOK {
		t.Errorf("a text of 100 bytes, the limit: %d %v", code, body)
	}
}

// The page is at "/" only (any other path is 404), and the page and its
// assets answer GET and HEAD, and 405 with Allow: GET, HEAD to any other
// method.
func TestPageAndAssetsAnswerGETAndHEADOnly(t *testing.T) {
	h := Handler(Config{})
	for _, c := range []struct {
		method, target string
		code           int
		ctype          string
	}{
		{http.MethodGet, "/", 200, "text/html; charset=utf-8"},
		{http.MethodHead, "/", 200, "text/html; charset=utf-8"},
		{http.MethodGet, "/app.js", 200, "text/javascript; charset=utf-8"},
		{http.MethodHead, "/app.css", 200, "text/css; charset=utf-8"},
		{http.MethodGet, "/index.html", 404, ""},
		{http.MethodGet, "/nowhere", 404, ""},
		{http.MethodPost, "/", 405, ""},
		{http.MethodPut, "/app.js", 405, ""},
		{http.MethodDelete, "/app.css", 405, ""},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(c.method, c.target, nil))
		if rec.Code != c.code {
			t.Errorf("%s %s: %d, want %d", c.method, c.target, rec.Code, c.code)
		}
		if c.ctype != "" && rec.Header().Get("Content-Type") != c.ctype {
			t.Errorf("%s %s: Content-Type %q, want %q", c.method, c.target, rec.Header().Get("Content-Type"), c.ctype)
		}
		if c.code == 405 && rec.Header().Get("Allow") != "GET, HEAD" {
			t.Errorf("%s %s: Allow %q, want GET, HEAD", c.method, c.target, rec.Header().Get("Allow"))
		}
		if c.method == http.MethodGet && c.code == 200 && rec.Body.Len() == 0 {
			t.Errorf("GET %s: empty body", c.target)
		}
	}
}
