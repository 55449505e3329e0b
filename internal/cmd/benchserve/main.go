// Command benchserve is the load test of "iri serve": it starts the server
// (a child process, listening on 127.0.0.1 only), sends GET
// /api/analyze?iri=... for the lines of the corpus from -clients
// concurrent clients over keep-alive connections, until -requests
// requests are done or -duration has passed, whichever comes first, and
// prints the requests per second, the latency percentiles, the errors and
// the server's peak resident set size (getrusage ru_maxrss of the child).
//
// The corpus is testdata/corpus.txt (2000 IRI references written by
// testdata/gencorpus), each line one request, round and round.
//
//	go run ./internal/cmd/benchserve                        # builds ./cmd/iri
//	go run ./internal/cmd/benchserve -clients 64 -duration 20s -requests 200000
//	go run ./internal/cmd/benchserve -bin /tmp/iri -server-procs 2
//	go run ./internal/cmd/benchserve -pad 60000 -duration 10s  # long inputs
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

func main() {
	bin := flag.String("bin", "", "the iri binary (default: build ./cmd/iri)")
	clients := flag.Int("clients", 64, "concurrent clients")
	duration := flag.Duration("duration", 20*time.Second, "longest run")
	requests := flag.Int("requests", 500000, "most requests")
	corpus := flag.String("corpus", "testdata/corpus.txt", "IRIs, one per line")
	procs := flag.Int("server-procs", 0, "GOMAXPROCS of the server (default: the machine's)")
	slow := flag.Int("slow", 0, "also keep this many slow clients: each sends a request a byte every 100ms, and reconnects when cut off")
	vanish := flag.Int("vanish", 0, "also run this many clients that connect, send part or all of a request and hang up, over and over")
	pad := flag.Int("pad", 0, "lengthen each IRI to about this many bytes with \"/\u00e9\u202e\" segments (worst-case inputs)")
	flag.Parse()

	if *bin == "" {
		dir, err := os.MkdirTemp("", "benchserve")
		check(err)
		defer os.RemoveAll(dir)
		*bin = filepath.Join(dir, "iri")
		cmd := exec.Command("go", "build", "-o", *bin, "./cmd/iri")
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		check(cmd.Run())
	}

	srv := exec.Command(*bin, "serve", "--listen", "127.0.0.1:0")
	if *procs > 0 {
		srv.Env = append(os.Environ(), fmt.Sprintf("GOMAXPROCS=%d", *procs))
	}
	out, err := srv.StdoutPipe()
	check(err)
	srv.Stderr = os.Stderr
	check(srv.Start())
	line, err := bufio.NewReader(out).ReadString('\n')
	check(err)
	go io.Copy(io.Discard, out)
	addr := strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(line), "iri serve: listening on http://"), "/")
	host, _, err := net.SplitHostPort(addr)
	if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
		srv.Process.Kill()
		fmt.Fprintf(os.Stderr, "benchserve: the server says %q: not a loopback address\n", line)
		os.Exit(1)
	}

	lines := readLines(*corpus)
	if *pad > 0 {
		for i, l := range lines {
			if n := (*pad - len(l)) / len("/\u00e9\u202e"); n > 0 {
				lines[i] = l + strings.Repeat("/\u00e9\u202e", n)
			}
		}
	}
	targets := make([]string, len(lines))
	for i, l := range lines {
		targets[i] = "http://" + addr + "/api/analyze?iri=" + url.QueryEscape(l)
	}
	client := &http.Client{
		Timeout: 30 * time.Second,
		Transport: &http.Transport{
			MaxIdleConns: *clients, MaxIdleConnsPerHost: *clients, MaxConnsPerHost: *clients,
			DisableCompression: true,
		},
	}
	// Warm up: one pass over a tenth of the corpus.
	for _, t := range targets[:len(targets)/10] {
		if resp, err := client.Get(t); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	}

	var (
		next     atomic.Int64
		mu       sync.Mutex
		lats     []time.Duration
		errs     = map[string]int{}
		wg       sync.WaitGroup
		deadline = time.Now().Add(*duration)
	)
	stopAbuse := make(chan struct{})
	var cutOff, vanished atomic.Int64
	var abuse sync.WaitGroup
	for i := 0; i < *slow; i++ {
		abuse.Add(1)
		go func() {
			defer abuse.Done()
			slowClient(addr, stopAbuse, &cutOff)
		}()
	}
	for i := 0; i < *vanish; i++ {
		abuse.Add(1)
		go func(i int) {
			defer abuse.Done()
			vanishingClient(addr, targets[i%len(targets)], stopAbuse, &vanished)
		}(i)
	}
	start := time.Now()
	for c := 0; c < *clients; c++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			myErrs := map[string]int{}
			for time.Now().Before(deadline) {
				n := next.Add(1) - 1
				if n >= int64(*requests) {
					break
				}
				t0 := time.Now()
				resp, err := client.Get(targets[n%int64(len(targets))])
				if err != nil {
					myErrs[err.Error()]++
					continue
				}
				_, err = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				mine = append(mine, time.Since(t0))
				switch {
				case err != nil:
					myErrs["body: "+err.Error()]++
				case resp.StatusCode != http.StatusOK:
					myErrs[resp.Status]++
				}
			}
			mu.Lock()
			lats = append(lats, mine...)
			for k, v := range myErrs {
				errs[k] += v
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stopAbuse)
	abuse.Wait()

	// The peak resident set of the server: VmHWM of /proc where there is
	// one, else ru_maxrss after it exits. (The server is started before
	// the corpus is read, so that the memory of this process, shared with
	// the child between fork and exec, does not count in ru_maxrss.)
	maxrss := vmHWM(srv.Process.Pid)
	check(srv.Process.Signal(os.Interrupt))
	_ = srv.Wait()
	if ru, ok := srv.ProcessState.SysUsage().(*syscall.Rusage); ok && maxrss == 0 {
		maxrss = int64(ru.Maxrss) // kilobytes on Linux
	}
	// The server's CPU time (user and system, all threads, warm-up
	// included): on a shared machine, requests per CPU-second is the fair
	// figure.
	cpu := srv.ProcessState.UserTime() + srv.ProcessState.SystemTime()
	slices.Sort(lats)
	pct := func(p float64) time.Duration {
		if len(lats) == 0 {
			return 0
		}
		return lats[min(len(lats)-1, int(p*float64(len(lats))))]
	}
	nerr := 0
	for _, v := range errs {
		nerr += v
	}
	fmt.Printf("iri serve load test: %d clients, %d CPUs (server GOMAXPROCS %s), corpus %s (%d IRIs, padded to %d bytes)\n",
		*clients, runtime.NumCPU(), procsString(*procs), *corpus, len(lines), *pad)
	fmt.Printf("requests   %d in %.1fs: %.0f/s\n", len(lats), elapsed.Seconds(), float64(len(lats))/elapsed.Seconds())
	fmt.Printf("latency    p50 %v  p99 %v  max %v\n", pct(0.50).Round(10*time.Microsecond), pct(0.99).Round(10*time.Microsecond), pct(1).Round(10*time.Microsecond))
	fmt.Printf("errors     %d\n", nerr)
	for k, v := range errs {
		fmt.Printf("  %6d %s\n", v, k)
	}
	if *slow > 0 || *vanish > 0 {
		fmt.Printf("abusive    %d slow clients (cut off by the server %d times), %d vanishing clients (%d connections)\n",
			*slow, cutOff.Load(), *vanish, vanished.Load())
	}
	fmt.Printf("server     peak RSS %.1f MB, CPU %.1fs (%.0f requests per CPU-second)\n",
		float64(maxrss)/1024, cpu.Seconds(), float64(len(lats))/cpu.Seconds())
}

// slowClient sends a request one byte every 100ms until the server cuts
// it off, then starts again, until stop.
func slowClient(addr string, stop <-chan struct{}, cutOff *atomic.Int64) {
	req := "GET /api/analyze?iri=" + strings.Repeat("a", 2000) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
	for {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			return
		}
		for i := 0; ; i++ {
			select {
			case <-stop:
				c.Close()
				return
			case <-time.After(100 * time.Millisecond):
			}
			if _, err := c.Write([]byte{req[i%len(req)]}); err != nil {
				cutOff.Add(1)
				break
			}
		}
		c.Close()
	}
}

// vanishingClient connects, sends half a request, all of one, or all of
// one and reads a byte of the answer, and hangs up (a reset every other
// time), over and over until stop.
func vanishingClient(addr, target string, stop <-chan struct{}, n *atomic.Int64) {
	full := "GET " + strings.TrimPrefix(target, "http://"+addr) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
	for i := 0; ; i++ {
		select {
		case <-stop:
			return
		default:
		}
		c, err := net.Dial("tcp", addr)
		if err != nil {
			return
		}
		switch i % 3 {
		case 0:
			io.WriteString(c, full[:len(full)/2])
		case 1:
			io.WriteString(c, full)
		case 2:
			io.WriteString(c, full)
			c.Read(make([]byte, 1))
		}
		if tc, ok := c.(*net.TCPConn); ok && i%2 == 0 {
			tc.SetLinger(0)
		}
		c.Close()
		n.Add(1)
		time.Sleep(time.Millisecond)
	}
}

// vmHWM returns the peak resident set size of process pid in kilobytes,
// from /proc/pid/status, or 0.
func vmHWM(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			var kb int64
			fmt.Sscanf(strings.TrimSpace(v), "%d", &kb)
			return kb
		}
	}
	return 0
}

func procsString(p int) string {
	if p <= 0 {
		return "default"
	}
	return fmt.Sprint(p)
}

func readLines(path string) []string {
	f, err := os.Open(path)
	check(err)
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	check(sc.Err())
	return out
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchserve:", err)
		os.Exit(1)
	}
}
