package viewer

import (
	"bytes"
	"embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"runtime"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/goiri/iri"
)

//go:embed static
var static embed.FS

// Config sets the limits of the viewer's server (the viewer of
// draft-ietf-iri-3987bis-00 section 8.2). The zero value of a field means
// its default.
type Config struct {
	// MaxInput is the largest iri, base or text parameter accepted, in
	// bytes after percent-decoding (default DefaultMaxInput). A larger one
	// gets a 413 answer with a JSON error: it is never cut.
	MaxInput int
	// MaxConcurrent bounds the analyses running at once (default two per
	// CPU: an analysis is CPU work, and the bound keeps the memory of
	// the largest inputs in check). A request that finds no free slot waits up to QueueWait, then
	// gets a 503 answer with a JSON error.
	MaxConcurrent int
	QueueWait     time.Duration // default 5s
	// LocalHostsOnly makes the server answer only requests whose Host is
	// an IP address or "localhost" (421 otherwise): for a server on a
	// loopback address, so that a web page whose host name an attacker
	// points at 127.0.0.1 (DNS rebinding) cannot read its answers.
	LocalHostsOnly bool
	// The timeouts of the http.Server NewServer makes (defaults 5s, 10s,
	// 30s, 60s).
	ReadHeaderTimeout, ReadTimeout, WriteTimeout, IdleTimeout time.Duration
}

// DefaultMaxInput is the default of Config.MaxInput: 64 KiB, room for
// the longest IRIs met in practice many times over.
const DefaultMaxInput = 64 << 10

func (c Config) withDefaults() Config {
	if c.MaxInput <= 0 {
		c.MaxInput = DefaultMaxInput
	}
	if c.MaxConcurrent <= 0 {
		c.MaxConcurrent = 2 * runtime.GOMAXPROCS(0)
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.QueueWait, 5*time.Second)
	def(&c.ReadHeaderTimeout, 5*time.Second)
	def(&c.ReadTimeout, 10*time.Second)
	def(&c.WriteTimeout, 30*time.Second)
	def(&c.IdleTimeout, 60*time.Second)
	return c
}

// NewServer returns an http.Server for addr that serves Handler(c), with
// c's timeouts and a header limit that fits the largest query the input
// limit allows (every byte percent-encoded, an IRI and a base).
func NewServer(addr string, c Config) *http.Server {
	c = c.withDefaults()
	return &http.Server{
		Addr:              addr,
		Handler:           Handler(c),
		ReadHeaderTimeout: c.ReadHeaderTimeout,
		ReadTimeout:       c.ReadTimeout,
		WriteTimeout:      c.WriteTimeout,
		IdleTimeout:       c.IdleTimeout,
		MaxHeaderBytes:    2*3*c.MaxInput + 64<<10,
	}
}

// The security headers of every answer. The page runs only its own
// script and style (no inline code), fetches only from its own origin,
// cannot be framed, and sends no Referer; require-trusted-types-for makes
// the browser refuse any HTML string written into the page, so user text
// can only ever be text.
var securityHeaders = map[string]string{
	"Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; " +
		"connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; " +
		"frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types 'none'",
	"X-Content-Type-Options":       "nosniff",
	"X-Frame-Options":              "DENY",
	"Referrer-Policy":              "no-referrer",
	"Cross-Origin-Opener-Policy":   "same-origin",
	"Cross-Origin-Resource-Policy": "same-origin",
	"Permissions-Policy":           "camera=(), microphone=(), geolocation=()",
}

// Handler returns the viewer draft-ietf-iri-3987bis-00 section 8.2
// suggests: the page at "/", its script and style, and
// the JSON API under "/api/" (see the package documentation).
func Handler(c Config) http.Handler { return newHandler(c) }

func newHandler(c Config) *handler {
	c = c.withDefaults()
	h := &handler{c: c, slots: make(chan struct{}, c.MaxConcurrent), mux: http.NewServeMux()}
	h.mux.HandleFunc("/", h.page)
	h.mux.HandleFunc("/app.js", h.asset("static/app.js", "text/javascript; charset=utf-8"))
	h.mux.HandleFunc("/app.css", h.asset("static/app.css", "text/css; charset=utf-8"))
	h.mux.HandleFunc("/favicon.ico", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	h.mux.HandleFunc("/api/analyze", h.analyze)
	h.mux.HandleFunc("/api/extract", h.extract)
	h.mux.HandleFunc("/api/info", h.info)
	return h
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	for k, v := range securityHeaders {
		w.Header().Set(k, v)
	}
	if h.c.LocalHostsOnly && !localHost(r.Host) {
		fail(w, http.StatusMisdirectedRequest, "host %q not served: this server answers only to an IP address or localhost", r.Host)
		return
	}
	h.mux.ServeHTTP(w, r)
}

// localHost says whether the Host header hostport names an IP address or
// localhost.
func localHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	if strings.EqualFold(host, "localhost") {
		return true
	}
	_, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]"))
	return err == nil
}

type handler struct {
	c     Config
	slots chan struct{} // one token per running analysis
	mux   *http.ServeMux
}

func (h *handler) page(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/" {
		http.NotFound(w, r)
		return
	}
	h.asset("static/index.html", "text/html; charset=utf-8")(w, r)
}

func (h *handler) asset(name, ctype string) http.HandlerFunc {
	body, err := static.ReadFile(name)
	if err != nil {
		panic(err) // the files are embedded: cannot happen
	}
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		w.Header().Set("Content-Type", ctype)
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(body)
	}
}

// apiError is the body of an API answer that is not an analysis:
// {"error":{"message":...}}.
type apiError struct {
	Error ErrorJSON `json:"error"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // as the CLI writes it; the answer is never HTML
	if err := enc.Encode(v); err != nil {
		status = http.StatusInternalServerError
		b.Reset()
		fmt.Fprintf(&b, "{\"error\":{\"message\":%q}}\n", err.Error())
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

func fail(w http.ResponseWriter, status int, format string, args ...any) {
	writeJSON(w, status, apiError{ErrorJSON{Message: fmt.Sprintf(format, args...)}})
}

// params reads the query parameters of an API call: each at most once,
// none longer than the input limit, none but those named in allowed.
func (h *handler) params(w http.ResponseWriter, r *http.Request, allowed ...string) (url.Values, bool) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		fail(w, http.StatusMethodNotAllowed, "method %s not allowed: use GET", r.Method)
		return nil, false
	}
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		fail(w, http.StatusBadRequest, "the query string is not well-formed: %v", err)
		return nil, false
	}
	for k, vs := range q {
		known := false
		for _, a := range allowed {
			known = known || k == a
		}
		switch {
		case !known:
			fail(w, http.StatusBadRequest, "unknown parameter %q (known: %s)", k, strings.Join(allowed, ", "))
			return nil, false
		case len(vs) > 1:
			fail(w, http.StatusBadRequest, "parameter %q given %d times", k, len(vs))
			return nil, false
		case len(vs[0]) > h.c.MaxInput:
			fail(w, http.StatusRequestEntityTooLarge, "parameter %q is %d bytes, over the limit of %d bytes", k, len(vs[0]), h.c.MaxInput)
			return nil, false
		}
	}
	return q, true
}

// acquire waits for a free analysis slot; false (and the error answer
// written) when none frees up in time or the client went away.
func (h *handler) acquire(w http.ResponseWriter, r *http.Request) bool {
	select {
	case h.slots <- struct{}{}:
		return true
	default:
	}
	t := time.NewTimer(h.c.QueueWait)
	defer t.Stop()
	select {
	case h.slots <- struct{}{}:
		return true
	case <-r.Context().Done():
		return false // nobody to answer
	case <-t.C:
		w.Header().Set("Retry-After", "1")
		fail(w, http.StatusServiceUnavailable, "busy: %d analyses running; try again", cap(h.slots))
		return false
	}
}

func (h *handler) release() { <-h.slots }

func (h *handler) analyze(w http.ResponseWriter, r *http.Request) {
	q, ok := h.params(w, r, "iri", "variant", "base", "dir")
	if !ok {
		return
	}
	req := Request{IRI: q.Get("iri"), Base: q.Get("base"), HasBase: q.Has("base")}
	var err error
	if name := q.Get("variant"); name != "" {
		if req.Variant, err = iri.LookupVariant(name); err != nil {
			fail(w, http.StatusBadRequest, "%v", err)
			return
		}
	}
	switch q.Get("dir") {
	case "", "ltr":
	case "rtl":
		req.RTL = true
	default:
		fail(w, http.StatusBadRequest, "dir must be ltr or rtl, not %q", q.Get("dir"))
		return
	}
	if !h.acquire(w, r) {
		return
	}
	defer h.release()
	writeJSON(w, http.StatusOK, Analyze(req))
}

// Extracted is the answer of GET /api/extract: the IRIs iri.Extract finds
// in the text (draft-ietf-iri-3987bis-00 section 8.3, RFC 3986 appendix
// C), each with the members of iri extract --json.
type Extracted struct {
	Input    string         `json:"input"`
	InputB64 string         `json:"input_b64,omitempty"`
	IRIs     []ExtractedIRI `json:"iris"`
}

// ExtractedIRI is one IRI found, as iri extract --json prints it: the IRI
// as it should be used, its URI (iri.Match.URI, section 3.6; null when it
// has none), its byte span in the text, its line (from 1) and whether it
// was in angle brackets (RFC 3986 appendix C).
type ExtractedIRI struct {
	IRI       string  `json:"iri"`
	URI       *string `json:"uri"`
	Start     int     `json:"start"`
	End       int     `json:"end"`
	Line      int     `json:"line"`
	Bracketed bool    `json:"bracketed"`
}

// Extract returns the IRIs found in text, as GET /api/extract answers;
// anyScheme is iri.AnyScheme (every syntactically valid scheme, not only
// registered ones).
func Extract(text string, anyScheme bool) *Extracted {
	var opts []iri.Option
	if anyScheme {
		opts = append(opts, iri.AnyScheme())
	}
	out := &Extracted{Input: text, IRIs: []ExtractedIRI{}}
	if !utf8.ValidString(text) {
		out.InputB64 = base64.StdEncoding.EncodeToString([]byte(text))
	}
	for _, m := range iri.Extract(text, opts...) {
		e := ExtractedIRI{IRI: m.IRI, Start: m.Start, End: m.End, Line: m.Line, Bracketed: m.Bracketed}
		if uri, err := m.URI(); err == nil {
			e.URI = &uri
		}
		out.IRIs = append(out.IRIs, e)
	}
	return out
}

func (h *handler) extract(w http.ResponseWriter, r *http.Request) {
	q, ok := h.params(w, r, "text", "any_scheme")
	if !ok {
		return
	}
	var anyScheme bool
	switch q.Get("any_scheme") {
	case "", "0", "false":
	case "1", "true":
		anyScheme = true
	default:
		fail(w, http.StatusBadRequest, "any_scheme must be true or false, not %q", q.Get("any_scheme"))
		return
	}
	if !h.acquire(w, r) {
		return
	}
	defer h.release()
	writeJSON(w, http.StatusOK, Extract(q.Get("text"), anyScheme))
}

// Info is the answer of GET /api/info: what the page needs to know about
// the server: the grammar variants (draft-ietf-iri-3987bis-00 section 2.2,
// RFC 3987 section 2.2, ...) and the limits.
type Info struct {
	// The built-in variants, as iri variants --list --json gives them.
	Variants []VariantInfo `json:"variants"`
	MaxInput int           `json:"max_input"` // Config.MaxInput
	Extract  bool          `json:"extract"`   // whether /api/extract works
}

// VariantInfo is one variant of iri variants --list --json, its title
// naming the specification whose grammar it is.
type VariantInfo struct {
	Variant string `json:"variant"`
	Extends string `json:"extends"`
	Title   string `json:"title"`
}

func (h *handler) info(w http.ResponseWriter, r *http.Request) {
	if _, ok := h.params(w, r); !ok {
		return
	}
	in := Info{MaxInput: h.c.MaxInput, Extract: extractAvailable}
	for _, v := range iri.Variants() {
		in.Variants = append(in.Variants, VariantInfo{v.String(), v.Extends(), v.Title()})
	}
	writeJSON(w, http.StatusOK, in)
}

// extractAvailable says whether /api/extract extracts.
const extractAvailable = true
