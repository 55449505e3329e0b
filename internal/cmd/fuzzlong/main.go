// Command fuzzlong runs the fuzz targets of the module in turn, each for a
// given time or number of executions (-time, as go test's -fuzztime: "10m",
// or "1000000x" for that many executions), and appends a line per target and run to
// testdata/fuzz/log.tsv (make fuzz-long). It is run from the module root.
//
// Each run resumes: "go test -fuzz" starts from the committed seed corpus
// (testdata/fuzz/<target> of the target's package, and the f.Add seeds)
// and from the inputs earlier runs found interesting, which Go keeps in
// its fuzz cache (go env GOCACHE, under fuzz/), so a long run may be cut
// into shorter ones on the same machine. A failing
// input is written by Go to the package's testdata/fuzz/<target>/, where
// it becomes part of the corpus once committed.
//
// The log has a header line and, per run, tab-separated: the date and
// time (UTC, RFC 3339) the run ended, the target ("FuzzParse", or
// "check/FuzzCheck" for a package below the root), the seconds the run
// took (wall clock: building the instrumented test binary and gathering
// the baseline coverage of the corpus are included, so a short run fuzzes
// for less), the executions Go reported, the failures (0, or 1: fuzzing stops at the
// first) and the commit (git rev-parse --short HEAD, "+dirty" when the
// work tree has changes). Executions are what the last "fuzz: elapsed:"
// line of the run says.
//
// Usage:
//
//	go run ./internal/cmd/fuzzlong [-time 10m | -time 1000000x] [-targets FuzzParse,check/FuzzCheck] [-parallel 1] [-log testdata/fuzz/log.tsv] [-commit C]
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"regexp"
	"strconv"
	"strings"
	"time"
)

const header = "date\ttarget\tseconds\texecutions\tfailures\tcommit\n"

func main() {
	fuzzTime := flag.String("time", "10m", `how long to fuzz each target: a duration ("10m") or a number of executions ("1000000x"), as go test's -fuzztime`)
	targets := flag.String("targets", "", "comma-separated targets to run (default: every Fuzz function of the module), e.g. FuzzParse,check/FuzzCheck")
	parallel := flag.Int("parallel", 1, "fuzzing workers per target (go test -parallel)")
	logFile := flag.String("log", "testdata/fuzz/log.tsv", "the log to append to")
	commitFlag := flag.String("commit", "", "the commit to log (default: git rev-parse --short HEAD, +dirty when the work tree has changes); for a run in an exported copy of a commit")
	flag.Parse()
	if err := checkFuzzTime(*fuzzTime); err != nil {
		fail(err)
	}

	all, err := listTargets()
	if err != nil {
		fail(err)
	}
	run := all
	if *targets != "" {
		run = nil
		for _, name := range strings.Split(*targets, ",") {
			t, ok := findTarget(all, strings.TrimSpace(name))
			if !ok {
				fail(fmt.Errorf("no fuzz target %q (known: %s)", name, names(all)))
			}
			run = append(run, t)
		}
	}
	commit := *commitFlag
	if commit == "" {
		commit = gitCommit()
	}
	failed := 0
	for _, t := range run {
		fmt.Fprintf(os.Stderr, "fuzzlong: %s for %s\n", t.name(), *fuzzTime)
		start := time.Now()
		execs, ok, err := fuzz(t, *fuzzTime, *parallel)
		if err != nil {
			fail(err)
		}
		secs := int(time.Since(start).Round(time.Second).Seconds())
		failures := 0
		if !ok {
			failures = 1
			failed++
		}
		line := fmt.Sprintf("%s\t%s\t%d\t%d\t%d\t%s\n", time.Now().UTC().Format(time.RFC3339), t.name(), secs, execs, failures, commit)
		if err := appendLog(*logFile, line); err != nil {
			fail(err)
		}
		fmt.Fprint(os.Stderr, "fuzzlong: ", line)
	}
	if failed > 0 {
		fmt.Fprintf(os.Stderr, "fuzzlong: %d target(s) failed; the failing inputs are under their package's testdata/fuzz\n", failed)
		os.Exit(1)
	}
}

// A target is a fuzz function and its package, relative to the module
// root ("." or "./check").
type target struct{ pkg, fn string }

func (t target) name() string {
	if t.pkg == "." {
		return t.fn
	}
	return strings.TrimPrefix(t.pkg, "./") + "/" + t.fn
}

func names(ts []target) string {
	var s []string
	for _, t := range ts {
		s = append(s, t.name())
	}
	return strings.Join(s, ", ")
}

func findTarget(all []target, name string) (target, bool) {
	for _, t := range all {
		if t.name() == name || t.fn == name && t.pkg == "." {
			return t, true
		}
	}
	return target{}, false
}

// listTargets returns the fuzz functions of every package of the module,
// as "go test -list" gives them.
func listTargets() ([]target, error) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{.Dir}}", "./...").Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %w", err)
	}
	// The module of the current directory: "go list -m" would list every
	// module of the workspace (go.work), one a line.
	mod, err := exec.Command("go", "list", "-f", "{{.Module.Path}}", ".").Output()
	if err != nil {
		return nil, fmt.Errorf("go list -f {{.Module.Path}} .: %w", err)
	}
	root := strings.TrimSpace(string(mod))
	var ts []target
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		imp, _, _ := strings.Cut(line, " ")
		rel := "." + strings.TrimPrefix(imp, root)
		if rel != "." && !strings.HasPrefix(rel, "./") {
			continue
		}
		list, err := exec.Command("go", "test", "-list", "^Fuzz", rel).Output()
		if err != nil {
			return nil, fmt.Errorf("go test -list %s: %w", rel, err)
		}
		for _, fn := range strings.Fields(string(list)) {
			if strings.HasPrefix(fn, "Fuzz") {
				ts = append(ts, target{pkg: path.Clean(rel), fn: fn})
			}
		}
	}
	for i := range ts {
		if ts[i].pkg != "." {
			ts[i].pkg = "./" + ts[i].pkg
		}
	}
	return ts, nil
}

// statusLine matches Go's progress lines: "fuzz: elapsed: 20s, execs:
// 123456 (6172/sec), new interesting: ...".
var statusLine = regexp.MustCompile(`^fuzz: elapsed: [^,]*, execs: (\d+) `)

// fuzz runs one target and returns the executions of its last status line
// and whether it passed.
func fuzz(t target, fuzzTime string, parallel int) (int64, bool, error) {
	args := []string{"test", "-run", "^$", "-fuzz", "^" + t.fn + "$", "-fuzztime", fuzzTime, "-parallel", strconv.Itoa(parallel), t.pkg}
	cmd := exec.Command("go", args...)
	var out bytes.Buffer
	cmd.Stdout = io.MultiWriter(&out, os.Stderr)
	cmd.Stderr = cmd.Stdout
	err := cmd.Run()
	var execs int64
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		if m := statusLine.FindStringSubmatch(sc.Text()); m != nil {
			execs, _ = strconv.ParseInt(m[1], 10, 64)
		}
	}
	if _, isExit := err.(*exec.ExitError); err != nil && !isExit {
		return 0, false, fmt.Errorf("go test -fuzz %s: %w", t.name(), err)
	}
	return execs, err == nil, nil
}

// checkFuzzTime accepts what go test's -fuzztime does: a positive duration,
// or a positive count of executions followed by "x".
func checkFuzzTime(s string) error {
	if n, ok := strings.CutSuffix(s, "x"); ok {
		if v, err := strconv.ParseInt(n, 10, 64); err == nil && v > 0 {
			return nil
		}
	} else if d, err := time.ParseDuration(s); err == nil && d > 0 {
		return nil
	}
	return fmt.Errorf("-time %q: want a duration such as 10m or a count of executions such as 1000000x", s)
}

// gitCommit returns the short commit of HEAD, with "+dirty" when the work
// tree has changes, or "unknown".
func gitCommit() string {
	out, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	c := strings.TrimSpace(string(out))
	if st, err := exec.Command("git", "status", "--porcelain", "--untracked-files=no").Output(); err == nil && len(bytes.TrimSpace(st)) > 0 {
		c += "+dirty"
	}
	return c
}

// appendLog appends line to the log, writing the header first when the log
// is new.
func appendLog(name, line string) error {
	_, err := os.Stat(name)
	isNew := os.IsNotExist(err)
	f, err := os.OpenFile(name, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	if isNew {
		line = header + line
	}
	if _, err := f.WriteString(line); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "fuzzlong:", err)
	os.Exit(2)
}
