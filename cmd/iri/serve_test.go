package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"io"
	"net"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

// startServe runs "iri serve" with args in-process until the test ends,
// and returns the address it says it listens on.
func startServe(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	old := serveContext
	serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- run(&env{stdin: strings.NewReader(""), stdout: pw, stderr: io.Discard}, append([]string{"serve"}, args...))
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	go io.Copy(io.Discard, pr)
	t.Cleanup(func() {
		cancel()
		if code := <-done; code != exitOK {
			t.Errorf("iri serve exited with %d after the interrupt, want 0", code)
		}
		serveContext = old
	})
	const head = "iri serve: listening on http://"
	if err != nil || !strings.HasPrefix(line, head) || !strings.HasSuffix(line, "/\n") {
		t.Fatalf("start-up line %q (%v), want %q...", line, err, head)
	}
	return strings.TrimSuffix(strings.TrimPrefix(line, head), "/\n")
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
