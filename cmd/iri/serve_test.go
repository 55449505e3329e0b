package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io"
	"math"
	"net"
	"net/http"
	"net/url"
	"reflect"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"
)

// startServe runs "iri serve" with args in-process until the test ends,
// and returns the address it says it listens on.
func startServe(t *testing.T, args ...string) string {
	t.Helper()
	addr, stop := launchServe(t, args...)
	t.Cleanup(func() {
		if code, _ := stop(); code != exitOK {
			t.Errorf("iri serve exited with %d after the interrupt, want 0", code)
		}
	})
	return addr
}

// lockedBuffer is a bytes.Buffer safe for one writer and one reader.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// launchServe runs "iri serve" with args in-process and returns the
// address it says it listens on and stop, which interrupts it as Ctrl-C
// does, waits for it to end and returns its exit status and what it wrote
// to standard error.
func launchServe(t *testing.T, args ...string) (addr string, stop func() (int, string)) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	old := serveContext
	serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	pr, pw := io.Pipe()
	var stderr lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(&env{stdin: strings.NewReader(""), stdout: pw, stderr: &stderr}, append([]string{"serve"}, args...))
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	go io.Copy(io.Discard, pr)
	var once sync.Once
	var code int
	stop = func() (int, string) {
		once.Do(func() {
			cancel()
			code = <-done
			serveContext = old
		})
		return code, stderr.String()
	}
	const head = "iri serve: listening on http://"
	if err != nil || !strings.HasPrefix(line, head) || !strings.HasSuffix(line, "/\n") {
		stop()
		t.Fatalf("start-up line %q (%v), want %q...", line, err, head)
	}
	return strings.TrimSuffix(strings.TrimPrefix(line, head), "/\n"), stop
}

func TestServeListensOnLoopbackByDefault(t *testing.T) {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	setupServe(fs)
	host, _, err := net.SplitHostPort(fs.Lookup("listen").DefValue)
	if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
		t.Errorf("default --listen %q is not a loopback address", fs.Lookup("listen").DefValue)
	}
}

func TestServeSaysWhereItListens(t *testing.T) {
	addr := startServe(t, "--listen", "127.0.0.1:0")
	host, port, err := net.SplitHostPort(addr)
	if err != nil || host != "127.0.0.1" || port == "0" {
		t.Fatalf("announced address %q, want 127.0.0.1 and the port picked", addr)
	}
	resp, err := http.Get("http://" + addr + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Errorf("GET /: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
}

// runServeStopped runs "iri serve" with args in-process as if interrupted
// at once: it returns when the server has started and stopped (or refused
// to start), with its exit status and standard error.
func runServeStopped(t *testing.T, args ...string) (int, string) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	old := serveContext
	serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	defer func() { serveContext = old }()
	code, _, errb := runCLI(t, "", append([]string{"serve"}, args...)...)
	return code, errb
}

// --max-input must be positive and --max-concurrent not negative (0, the
// default, is two per CPU): a usage error (status 2) otherwise, each on
// its own. At the smallest accepted values the server runs, and
// --max-input 1 admits a 1-byte IRI and refuses a 2-byte one with 413
// (docs/serve.md, "The API").
func TestServeLimitFlags(t *testing.T) {
	for _, args := range [][]string{
		{"--max-input", "0"},
		{"--max-input", "-1"},
		{"--max-concurrent", "-1"},
		{"--max-input", "0", "--max-concurrent", "-1"},
	} {
		code, errb := runServeStopped(t, append([]string{"--listen", "127.0.0.1:0"}, args...)...)
		if code != exitUsage || !strings.Contains(errb, "--max-input must be positive, --max-concurrent not negative") {
			t.Errorf("serve %v: exit %d, %q; want %d and the rule", args, code, errb, exitUsage)
		}
	}
	addr := startServe(t, "--listen", "127.0.0.1:0", "--max-input", "1", "--max-concurrent", "0")
	for iri, status := range map[string]int{"a": 200, "ab": 413} {
		resp, err := http.Get("http://" + addr + "/api/analyze?iri=" + iri)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != status {
			t.Errorf("--max-input 1, iri=%s: status %d, want %d", iri, resp.StatusCode, status)
		}
	}
}

// The server sets a soft memory limit of 64 MiB unless GOMEMLIMIT is in
// the environment (docs/serve.md, "Limits"). The runtime reads GOMEMLIMIT
// only when the process starts, so with it set the limit stays what it
// was.
func TestServeSoftMemoryLimit(t *testing.T) {
	old := debug.SetMemoryLimit(math.MaxInt64)
	t.Cleanup(func() { debug.SetMemoryLimit(old) })
	t.Setenv("GOMEMLIMIT", "")
	if code, errb := runServeStopped(t, "--listen", "127.0.0.1:0"); code != exitOK {
		t.Fatalf("serve: exit %d, %q", code, errb)
	}
	if got := debug.SetMemoryLimit(-1); got != 64<<20 {
		t.Errorf("memory limit without GOMEMLIMIT: %d, want 64 MiB (%d)", got, 64<<20)
	}
	debug.SetMemoryLimit(math.MaxInt64)
	t.Setenv("GOMEMLIMIT", "1GiB")
	if code, errb := runServeStopped(t, "--listen", "127.0.0.1:0"); code != exitOK {
		t.Fatalf("serve: exit %d, %q", code, errb)
	}
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Errorf("memory limit with GOMEMLIMIT set: %d, want it left alone (%d)", got, int64(math.MaxInt64))
	}
}

// A port another listener holds: exit status 1 and a message naming the
// address.
func TestServeAddressInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	code, errb := runServeStopped(t, "--listen", ln.Addr().String())
	if code != exitInvalid || !strings.HasPrefix(errb, "iri serve: ") || !strings.Contains(errb, ln.Addr().String()) {
		t.Errorf("serve on a port in use: exit %d, %q; want %d and a message naming %s", code, errb, exitInvalid, ln.Addr())
	}
}

// beginRequest opens a connection to addr and sends the start of a
// request, its headers unfinished, and returns when the server has
// accepted it: it accepts connections in order, so once a request on a
// second connection is answered the first is the server's.
func beginRequest(t *testing.T, addr string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	if _, err := io.WriteString(c, "GET /api/info HTTP/1.1\r\nHost: "+addr+"\r\n"); err != nil {
		t.Fatal(err)
	}
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	resp, err := client.Get("http://" + addr + "/api/info")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return c
}

// waitStopping returns once addr refuses connections: the server has
// closed its listener and is stopping.
func waitStopping(t *testing.T, addr string) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			return
		}
		c.Close()
	}
	t.Fatalf("%s still accepts connections 5 s after the interrupt", addr)
}

// Stopped, the server lets a running request finish, answers it and
// exits 0 without a word (docs/serve.md: "letting running requests
// finish"). The request is running as long as its answer waits for a
// client that reads it only after the server was stopped: for an IRI of
// 1,000,009 bytes (under --max-input 1 MiB) the answer is near 10 MB,
// more than the kernel's socket buffers hold (Linux: at most 4 MiB to
// send by default).
func TestServeLetsRunningRequestsFinish(t *testing.T) {
	addr, stop := launchServe(t, "--listen", "127.0.0.1:0", "--max-input", "1048576")
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	in := "http://a/" + strings.Repeat("a", 1000000)
	if _, err := io.WriteString(c, "GET /api/analyze?iri="+in+" HTTP/1.1\r\nHost: "+addr+"\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReaderSize(c, 4096)
	if _, err := br.Peek(1); err != nil { // the answer has begun
		t.Fatal(err)
	}
	type result struct {
		code   int
		stderr string
	}
	stopped := make(chan result, 1)
	go func() {
		code, errb := stop()
		stopped <- result{code, errb}
	}()
	waitStopping(t, addr)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatalf("the request running when the server was stopped: %v", err)
	}
	var api struct{ Input string }
	err = json.NewDecoder(resp.Body).Decode(&api)
	resp.Body.Close()
	if resp.StatusCode != 200 || err != nil || api.Input != in {
		t.Errorf("the request running when the server was stopped: status %d, %v, input of %d bytes, want %d", resp.StatusCode, err, len(api.Input), len(in))
	}
	if r := <-stopped; r.code != exitOK || r.stderr != "" {
		t.Errorf("stopped with a request running that then finished: exit %d, %q; want 0 and nothing", r.code, r.stderr)
	}
}

// A request still running when the time to finish is up: exit status 1
// and a message that says so (docs/serve.md). The 5 s of the command are
// shortened here.
func TestServeGivesUpOnRequestsStillRunning(t *testing.T) {
	old := serveShutdownTimeout
	serveShutdownTimeout = 50 * time.Millisecond
	t.Cleanup(func() { serveShutdownTimeout = old })
	addr, stop := launchServe(t, "--listen", "127.0.0.1:0")
	beginRequest(t, addr)
	code, errb := stop()
	if want := "iri serve: stopping with requests still running after 50ms"; code != exitInvalid || !strings.HasPrefix(errb, want) {
		t.Errorf("stopped with a request that never ends: exit %d, %q; want %d, %q...", code, errb, exitInvalid, want)
	}
}

func TestServeUsageErrors(t *testing.T) {
	if code, _, errb := runCLI(t, "", "serve", "extra"); code != exitUsage || !strings.Contains(errb, `unexpected argument "extra"`) {
		t.Errorf("serve extra: %d %q", code, errb)
	}
	if code, _, errb := runCLI(t, "", "serve", "--listen", "256.0.0.1:x"); code != exitInvalid || errb == "" {
		t.Errorf("serve on a bad address: %d %q", code, errb)
	}
}

// The API's members carry the same values as the CLI's --json records of
// the same name: parse, variants, check, display, touri, toiri, normalize.
func TestServeAPIMembersAreTheCLIs(t *testing.T) {
	addr := startServe(t, "--listen", "127.0.0.1:0")
	for _, in := range []string{
		"http://résumé.example.org/%7euser?q=\u00e9t\u00e9#h",
		"http://ab.\u05d0\u05d1\u05d2.ij/kl",
		"http://a b/\u202e",
		"HTTP://www.EXAMPLE.com:80/./a/../b",
	} {
		resp, err := http.Get("http://" + addr + "/api/analyze?iri=" + url.QueryEscape(in))
		if err != nil {
			t.Fatal(err)
		}
		var api map[string]json.RawMessage
		err = json.NewDecoder(resp.Body).Decode(&api)
		resp.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		record := func(args ...string) map[string]json.RawMessage {
			_, out, _ := runCLI(t, "", append(args, "--json", in)...)
			var m map[string]json.RawMessage
			if err := json.Unmarshal([]byte(out), &m); err != nil {
				t.Fatalf("%v: %v: %q", args, err, out)
			}
			return m
		}
		same := func(cmd, cliKey string, cli map[string]json.RawMessage, apiKey string) {
			if string(cli[cliKey]) != string(api[apiKey]) {
				t.Errorf("%q: iri %s --json %q is %s, the API's %q is %s", in, cmd, cliKey, cli[cliKey], apiKey, api[apiKey])
			}
		}
		parse := record("parse")
		for k := range parse {
			same("parse", k, parse, k)
		}
		same("variants", "variants", record("variants"), "variants")
		chk := record("check")
		for _, k := range []string{"errors", "warnings", "findings"} {
			same("check", k, chk, k)
		}
		disp := record("display")
		for _, k := range []string{"display", "visual", "embedded", "direction"} {
			same("display", k, disp, k)
		}
		if touri := record("touri"); touri["output"] != nil {
			same("touri", "output", touri, "uri")
		}
		if toiri := record("toiri"); toiri["output"] != nil {
			same("toiri", "output", toiri, "iri")
		}
		var normalized []map[string]json.RawMessage
		json.Unmarshal(api["normalized"], &normalized)
		for i, level := range []string{"simple", "syntax", "scheme"} {
			n := record("normalize", "--level", level)
			if len(normalized) != 3 || string(n["output"]) != string(normalized[i]["output"]) {
				t.Errorf("%q: iri normalize --level %s gives %s, the API %v", in, level, n["output"], normalized)
			}
		}
	}
}

func TestServeWarnsWhenOtherHostsCanReachIt(t *testing.T) {
	for ip, warn := range map[string]bool{"127.0.0.1": false, "127.8.9.10": false, "::1": false,
		"0.0.0.0": true, "::": true, "192.0.2.1": true, "2001:db8::1": true} {
		if got := exposureWarning(net.ParseIP(ip)); (got != "") != warn {
			t.Errorf("%s: warning %q", ip, got)
		}
	}
	if w := exposureWarning(net.ParseIP("0.0.0.0")); !strings.Contains(w, "every interface") {
		t.Errorf("0.0.0.0: %q", w)
	}
	// On a loopback address the command says nothing on standard error.
	if code, errb := runServeStopped(t, "--listen", "127.0.0.1:0"); code != exitOK || errb != "" {
		t.Errorf("serve on 127.0.0.1: exit %d, standard error %q; want 0 and nothing", code, errb)
	}
}

// The members of /api/extract are those of iri extract --json.
func TestServeExtractMembersAreTheCLIs(t *testing.T) {
	addr := startServe(t, "--listen", "127.0.0.1:0")
	text := "voir <http://r\u00e9sum\u00e9.example.org/a\n b> et «https://例え.jp/パス»,\nou mailto:a@b.example."
	resp, err := http.Get("http://" + addr + "/api/extract?text=" + url.QueryEscape(text))
	if err != nil {
		t.Fatal(err)
	}
	var api struct{ IRIs []json.RawMessage }
	err = json.NewDecoder(resp.Body).Decode(&api)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	_, out, _ := runCLI(t, text, "extract", "--json")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(api.IRIs) != len(lines) || len(lines) != 3 {
		t.Fatalf("API found %d IRIs, iri extract --json %d (want 3):\n%s", len(api.IRIs), len(lines), out)
	}
	for i, l := range lines {
		var a, c any
		json.Unmarshal(api.IRIs[i], &a)
		json.Unmarshal([]byte(l), &c)
		if !reflect.DeepEqual(a, c) {
			t.Errorf("IRI %d: API %s, iri extract --json %s", i, api.IRIs[i], l)
		}
	}
}
