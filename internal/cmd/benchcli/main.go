// Command benchcli measures the iri command line tool on a large corpus:
// for each command it runs the binary with the corpus on standard input and
// standard output to a file, and prints lines per second (wall clock), the
// CPU time of the child (user and system, all its threads) and its peak
// resident set size (getrusage, ru_maxrss).
//
// The corpus is testdata/corpus.txt (2000 IRI references written by
// internal/cmd/gencorpus, a quarter of them with non-ASCII characters) repeated
// until it has -lines lines. With -bin NAME=PATH given more than once, the
// binaries are measured side by side: each command runs on each binary in
// turn, -runs times, and the best run of each is kept, so that every binary
// sees the same load of the (shared) machine.
//
//	go run ./internal/cmd/benchcli                       # builds ./cmd/iri
//	go run ./internal/cmd/benchcli -bin before=/tmp/iri-old -bin after=/tmp/iri
//	go run ./internal/cmd/benchcli -lines 10000000 -only normalize
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

type binFlag []string

func (b *binFlag) String() string     { return strings.Join(*b, ",") }
func (b *binFlag) Set(v string) error { *b = append(*b, v); return nil }

// commands are the measured invocations, as the issue names them.
var commands = [][]string{
	{"normalize"},
	{"touri"},
	{"parse", "--json"},
	{"check", "--json"},
	{"variants", "--json"},
}

func main() {
	lines := flag.Int("lines", 1000000, "number of corpus lines")
	runs := flag.Int("runs", 1, "runs per command and binary (the best is kept)")
	only := flag.String("only", "", "comma-separated commands to run (default all)")
	corpus := flag.String("corpus", "testdata/corpus.txt", "the lines repeated into the benchmark input")
	var bins binFlag
	flag.Var(&bins, "bin", "NAME=PATH of a binary to measure (repeatable; default: build ./cmd/iri)")
	flag.Parse()

	dir, err := os.MkdirTemp("", "benchcli")
	check(err)
	defer os.RemoveAll(dir)
	if len(bins) == 0 {
		bin := filepath.Join(dir, "iri")
		cmd := exec.Command("go", "build", "-o", bin, "./cmd/iri")
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		check(cmd.Run())
		bins = append(bins, "iri="+bin)
	}
	in := filepath.Join(dir, "input.txt")
	n, size := writeCorpus(*corpus, in, *lines)
	fmt.Printf("corpus: %d lines, %.1f MB (%s repeated); GOMAXPROCS of the children: default\n\n", n, float64(size)/1e6, *corpus)
	fmt.Printf("%-16s %-10s %12s %10s %10s %10s %12s\n", "command", "binary", "lines/s", "seconds", "CPU s", "peak RSS", "output")
	for _, c := range commands {
		if *only != "" && !contains(strings.Split(*only, ","), c[0]) {
			continue
		}
		for _, b := range bins {
			name, path, _ := strings.Cut(b, "=")
			best := time.Duration(0)
			var rss int64
			var outSize int64
			var cpu time.Duration
			for r := 0; r < *runs; r++ {
				d, m, o, u := runOne(path, c, in, filepath.Join(dir, "out"))
				if best == 0 || d < best {
					best, cpu = d, u
				}
				rss = max(rss, m)
				outSize = o
			}
			fmt.Printf("%-16s %-10s %12.0f %10.2f %10.2f %7.1f MB %9.1f MB\n", strings.Join(c, " "), name,
				float64(n)/best.Seconds(), best.Seconds(), cpu.Seconds(), float64(rss)/1024, float64(outSize)/1e6)
		}
	}
}

// writeCorpus writes the lines of src, repeated, to dst until it holds n
// lines, and returns the number of lines and bytes written.
func writeCorpus(src, dst string, n int) (int, int64) {
	data, err := os.ReadFile(src)
	check(err)
	ls := strings.SplitAfter(string(data), "\n")
	if ls[len(ls)-1] == "" {
		ls = ls[:len(ls)-1]
	}
	f, err := os.Create(dst)
	check(err)
	w := bufio.NewWriterSize(f, 1<<20)
	var size int64
	for i := 0; i < n; i++ {
		k, _ := w.WriteString(ls[i%len(ls)])
		size += int64(k)
	}
	check(w.Flush())
	check(f.Close())
	return n, size
}

// runOne runs bin with args, stdin from in and stdout to out, and returns
// the wall time, the child's peak RSS in KiB, the output's size and the
// CPU time (user and system) of the child.
func runOne(bin string, args []string, in, out string) (time.Duration, int64, int64, time.Duration) {
	stdin, err := os.Open(in)
	check(err)
	defer stdin.Close()
	stdout, err := os.Create(out)
	check(err)
	defer stdout.Close()
	cmd := exec.Command(bin, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, nil
	start := time.Now()
	err = cmd.Run()
	d := time.Since(start)
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			check(err)
		}
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	st, err := stdout.Stat()
	check(err)
	cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	return d, ru.Maxrss, st.Size(), cpu
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchcli:", err)
		os.Exit(1)
	}
}
