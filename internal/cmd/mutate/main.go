// Command mutate runs mutation testing with gremlins (pinned as a tool in
// tools/go.mod, the development tools' own module) on the hand-written files
// of the module, one file or package at a
// time or on the lines changed since a commit, and keeps the score
// reproducible: the mutants known to be equivalent (no test can tell them
// from the original) are listed with the reason in equivalent.txt, and are
// counted apart. "make mutate" runs it from the module root.
//
//	go run ./internal/cmd/mutate [-files a.go,check/scheme.go] [-pkg check] [-diff main | -rerun | -uncovered | -own] [-all-tests] [-report]
//
// Each run leaves the result of every file it ran in results/<file>.json
// (gremlins' JSON, that file only) and rewrites report.txt from all the
// results: per file, caught / non-equivalent and the surviving mutants with
// their source line. A run of one file therefore updates that file's row and
// keeps the others. -rerun runs again only the mutants that survived in the
// stored results of the selected files (after tests were added; the files
// themselves must be unchanged) and merges the new statuses.
//
// gremlins runs only the mutants on lines that coverage marks; a full run
// then applies the rest itself (uncovered.go), so that the score counts
// every mutant. -uncovered does only that, on stored results. -own runs
// every mutant of the files with that runner instead of gremlins: the
// mutants enumerated as gremlins does, each applied as a go test -overlay
// and run against the tests whose coverage holds it (selection.go), each
// status stored as it ends.
//
// The tests run in their fast mode (go test -short: the slowest corpus and
// pathological tests shrink, see TESTING.md), set through GOFLAGS, with
// -count=1 so that gremlins times an uncached coverage run (each mutant's
// timeout is ten times that).
//
// A nested module (beam/, with its own go.mod) is mutated from its own
// directory, where gremlins copies that module alone: outside the go.work
// of the repository's root, its requirement of the unreleased
// github.com/goiri/iri would then resolve to nothing, nothing would compile
// and every mutant would count as killed. The run therefore turns workspace
// mode off (GOWORK=off) and reads the nested module's go.mod through
// -modfile, a temporary copy that replaces each other module of the
// workspace by its absolute directory and whose relative replace targets, if
// any, are made absolute (nestedModfile).
//
// cmd/iri is package main, which gremlins v0.6.0 maps to the module's root
// package (it looks for a directory named after the package); a "go"
// wrapper placed first on PATH for that run turns the root package's
// import path in "go test" back into the command's (mainPackage), so each
// mutant of a command runs the command's own tests, as a library file's
// mutant runs its package's.
package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
)

// dir is where this command keeps its inputs and outputs, relative to the
// module root.
const dir = "testdata/mutate"

// generated lists the files that are not hand-written (or not built):
// gremlins never mutates them.
var generated = map[string]bool{
	"parser_gen.go": true, // pigeon's output (make generate)
	"gen.go":        true, // the generator itself, //go:build ignore
}

// devOnly holds the directories of development support, built and vetted
// by make test but never part of what the module ships, so never mutated:
// the development commands (this one, the benchmark drivers), the text of
// the extraction benchmarks (internal/prose, imported by tests and
// bench/extract only) and the side-by-side benchmark module bench/.
var devOnly = []string{"internal/cmd/", "internal/prose/", "bench/"}

// rerunRef is the --diff reference of a -rerun run: the git wrapper of
// rerunLived answers "git diff --merge-base rerunRef" with the survivors'
// lines.
const rerunRef = "mutate-rerun"

// timeoutCoefficient is gremlins' --timeout-coefficient: each mutant's
// tests may run that many times as long as the coverage run did (which, in
// a nested module, builds and runs every package of the module).
var timeoutCoefficient = 10

// mutators are the gremlins mutant types enabled on top of its defaults
// (arithmetic base, conditionals boundary and negation, increment-decrement,
// invert negatives): && and ||, break and continue.
var mutators = []string{"--invert-logical", "--invert-loopctrl"}

func main() {
	files := flag.String("files", "", "comma-separated files to mutate (paths from the module root)")
	pkg := flag.String("pkg", "", "comma-separated package directories to mutate (., check, internal/chars, cmd/iri)")
	diff := flag.String("diff", "", "mutate only the lines changed since this commit or branch")
	reportOnly := flag.Bool("report", false, "only rewrite report.txt from results/")
	rerun := flag.Bool("rerun", false, "run again only the surviving mutants of the selected files' stored results (the files must not have changed since)")
	allTests := flag.Bool("all-tests", false, "own runner: run every test of the package on each mutant, not only those whose coverage includes it")
	own := flag.Bool("own", false, "run every mutant of the selected files with this command's own runner (uncovered.go) instead of gremlins")
	uncovered := flag.Bool("uncovered", false, "only apply the mutants that the selected files' stored results have not run: not covered by gremlins, or pending after an interrupted -own run (the files must not have changed since)")
	workers := flag.Int("workers", 0, "gremlins workers (0: its default, the number of CPUs)")
	flag.IntVar(&timeoutCoefficient, "timeout-coefficient", 10, "a mutant's tests time out after this many times the coverage run's time (a mutant that loops forever costs that long)")
	noSchemata := flag.Bool("no-schemata", false, "own runner: compile each mutant on its own instead of one schema per file (schemata.go)")
	flag.Parse()
	selectTests = !*allTests
	useSchemata = !*noSchemata

	nested, err := nestedModules()
	if err != nil {
		fatal(err)
	}
	all, err := handWritten(nested)
	if err != nil {
		fatal(err)
	}
	if !*reportOnly {
		sel, err := selectFiles(all, *files, *pkg)
		if err != nil {
			fatal(err)
		}
		// Group by module and package: a module's library files in one
		// run, each command (package main, see mainPackage) in a run of
		// its own.
		type group struct{ mod, mainDir string }
		groups := map[group][]string{}
		var keys []group
		for _, f := range sel {
			mod := moduleOf(f, nested)
			rel := strings.TrimPrefix(f, mod+"/")
			k := group{mod: mod}
			if strings.HasPrefix(rel, "cmd/") {
				k.mainDir = filepath.ToSlash(filepath.Dir(rel))
			}
			if _, ok := groups[k]; !ok {
				keys = append(keys, k)
			}
			groups[k] = append(groups[k], f)
		}
		sort.Slice(keys, func(i, j int) bool {
			if keys[i].mod != keys[j].mod {
				return keys[i].mod < keys[j].mod
			}
			return keys[i].mainDir < keys[j].mainDir
		})
		for _, k := range keys {
			switch {
			case *own:
				err = runAllOwn(groups[k], k.mod, *workers)
			case *uncovered:
				err = runOwn(groups[k], k.mod, *workers, notCovered)
			case *rerun:
				err = rerunLived(all, groups[k], k.mod, k.mainDir, *workers)
			default:
				err = run(all, groups[k], k.mod, k.mainDir, *diff, *workers)
			}
			if err != nil {
				fatal(err)
			}
		}
	}
	if err := writeReport(all); err != nil {
		fatal(err)
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "mutate:", err)
	os.Exit(1)
}

// handWritten lists the non-test, non-generated Go files outside testdata
// of the module and of the modules nested in it (nestedModules: beam/),
// sorted, as paths from the root.
func handWritten(nested []string) ([]string, error) {
	files, err := moduleGoFiles("")
	if err != nil {
		return nil, err
	}
	for _, mod := range nested {
		more, err := moduleGoFiles(mod)
		if err != nil {
			return nil, err
		}
		files = append(files, more...)
	}
	var out []string
	for _, p := range files {
		if slices.ContainsFunc(devOnly, func(d string) bool { return strings.HasPrefix(p, d) }) {
			continue
		}
		if !generated[p] && !isGenerated(p) {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out, nil
}

// isGenerated reports whether a Go file is a generator's output (the
// "Code generated ... DO NOT EDIT." line of go generate) or a generator
// that is never built (a //go:build ignore line before the package clause).
func isGenerated(p string) bool {
	b, err := os.ReadFile(p)
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "package ") {
			return false
		}
		if line == "//go:build ignore" || (strings.HasPrefix(line, "// Code generated ") && strings.HasSuffix(line, " DO NOT EDIT.")) {
			return true
		}
	}
	return false
}

func selectFiles(all []string, files, pkgs string) ([]string, error) {
	if files == "" && pkgs == "" {
		return all, nil
	}
	known := map[string]bool{}
	for _, f := range all {
		known[f] = true
	}
	var sel []string
	seen := map[string]bool{}
	add := func(f string) {
		if !seen[f] {
			seen[f] = true
			sel = append(sel, f)
		}
	}
	for _, f := range split(files) {
		f = filepath.ToSlash(filepath.Clean(f))
		if !known[f] {
			return nil, fmt.Errorf("%s is not a hand-written Go file of the module (generated, a test, or missing)", f)
		}
		add(f)
	}
	for _, p := range split(pkgs) {
		p = strings.TrimSuffix(filepath.ToSlash(filepath.Clean(p)), "/")
		n := 0
		for _, f := range all {
			if filepath.ToSlash(filepath.Dir(f)) == p {
				add(f)
				n++
			}
		}
		if n == 0 {
			return nil, fmt.Errorf("package directory %s has no hand-written Go files", p)
		}
	}
	sort.Strings(sel)
	return sel, nil
}

func split(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// gremlinsResult is the part of gremlins' JSON output (-o) this command
// reads.
type gremlinsResult struct {
	Files []struct {
		Filename  string     `json:"file_name"`
		Mutations []mutation `json:"mutations"`
	} `json:"files"`
	ElapsedTime float64 `json:"elapsed_time"`
}

type mutation struct {
	Type   string `json:"type"`
	Status string `json:"status"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
	By     string `json:"by,omitempty"` // byRunner: the status is this command's (uncovered.go), not gremlins'
}

// fileResult is what results/<file>.json holds.
type fileResult struct {
	File      string     `json:"file"`
	Date      string     `json:"date"`
	Seconds   float64    `json:"seconds"` // wall time of the gremlins run this file was part of, plus this command's own runs on it
	RunFiles  int        `json:"run_files"`
	SHA256    string     `json:"sha256"`           // of the file as mutated: a result applies to that text only
	Reruns    []string   `json:"reruns,omitempty"` // dates of -rerun runs merged into Mutations
	Own       []string   `json:"own,omitempty"`    // dates of runs of this command's own runner (uncovered.go) merged into Mutations
	Mutations []mutation `json:"mutations"`
}

func run(all, sel []string, mod, mainDir, diff string, workers int) error {
	byFile, start, secs, err := gremlins(sel, mod, mainDir, diff, workers, nil)
	if err != nil {
		return err
	}
	for _, f := range sel {
		muts := byFile[f]
		if diff != "" {
			// A changed-lines run does not replace a file's full result.
			printFile(os.Stdout, f, muts, loadEquivalent())
			continue
		}
		fr := fileResult{File: f, Date: start.UTC().Format(time.RFC3339), Seconds: secs, RunFiles: len(sel), SHA256: fileHash(f), Mutations: muts}
		if err := saveResult(fr); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "mutate: gremlins ran %.0f s for %d file(s)\n", secs, len(sel))
	if diff != "" {
		return nil
	}
	return runOwn(sel, mod, workers, notCovered)
}

// notCovered picks the mutants no run has run: those gremlins left "not
// covered", and those an interrupted -own run left "PENDING".
func notCovered(_ string, m mutation) bool { return m.Status == "NOT COVERED" || m.Status == "PENDING" }

func saveResult(fr fileResult) error {
	if err := os.MkdirAll(filepath.Join(dir, "results"), 0o755); err != nil {
		return err
	}
	b, _ := json.MarshalIndent(fr, "", "\t")
	return os.WriteFile(resultPath(fr.File), append(b, '\n'), 0o644)
}

func fileHash(f string) string {
	b, err := os.ReadFile(f)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%x", sha256.Sum256(b))
}

// rerunLived runs gremlins again on the lines of the selected files that
// hold a surviving mutant in the stored results, and merges the new
// statuses of those mutants into the results. gremlins' --diff takes the
// lines from "git diff --merge-base REF"; a git wrapper placed first on
// PATH answers that one command with a diff naming exactly those lines.
func rerunLived(all, sel []string, mod, mainDir string, workers int) error {
	eq := loadEquivalent()
	if err := rerunGremlins(sel, mod, mainDir, workers, eq); err != nil {
		return err
	}
	// The survivors this command's runner found (on lines gremlins does
	// not cover) run again through it, but for those equivalent.txt
	// lists (at their line's current text): nothing can kill them.
	return runOwn(sel, mod, workers, func(f string, m mutation) bool {
		if m.By != byRunner || m.Status != "LIVED" {
			return false
		}
		e, ok := eq[key(f, m)]
		return !ok || !e.holds(f, m.Line)
	})
}

func rerunGremlins(sel []string, mod, mainDir string, workers int, eq map[string]equivalent) error {
	var patch strings.Builder
	stored := map[string]fileResult{}
	for _, f := range sel {
		fr, err := loadResult(f)
		if err != nil {
			return err
		}
		if fr.SHA256 != fileHash(f) {
			return fmt.Errorf("%s changed since its stored result: run it in full", f)
		}
		stored[f] = fr
		lines := map[int]bool{}
		for _, m := range fr.Mutations {
			if m.Status == "LIVED" && m.By == "" {
				if _, ok := eq[key(f, m)]; !ok {
					lines[m.Line] = true
				}
			}
		}
		if len(lines) == 0 {
			continue
		}
		src, _ := os.ReadFile(f)
		text := strings.Split(string(src), "\n")
		// gremlins names files from its module's root.
		rf := relToModule(f, mod)
		fmt.Fprintf(&patch, "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n", rf, rf, rf, rf)
		var ls []int
		for l := range lines {
			ls = append(ls, l)
		}
		sort.Ints(ls)
		for _, l := range ls {
			fmt.Fprintf(&patch, "@@ -%d,0 +%d,1 @@\n+%s\n", l-1, l, text[l-1])
		}
	}
	if patch.Len() == 0 {
		fmt.Fprintln(os.Stderr, "mutate: no surviving mutants to rerun")
		return nil
	}
	realGit, err := exec.LookPath("git")
	if err != nil {
		return err
	}
	lived, err := os.CreateTemp("", "mutate-lived-*.diff")
	if err != nil {
		return err
	}
	defer os.Remove(lived.Name())
	_, err = lived.WriteString(patch.String())
	if cerr := lived.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	wrapper := "#!/bin/sh\nif [ \"$1 $2 $3\" = \"diff --merge-base " + rerunRef + "\" ]; then cat '" + lived.Name() + "'; exit 0; fi\nexec '" + realGit + "' \"$@\"\n"
	env, cleanup, err := onPath("git", wrapper, nil)
	if err != nil {
		return err
	}
	defer cleanup()
	byFile, start, secs, err := gremlins(sel, mod, mainDir, rerunRef, workers, env)
	if err != nil {
		return err
	}
	for _, f := range sel {
		fr, ok := stored[f]
		if !ok {
			continue
		}
		now := map[string]string{}
		for _, m := range byFile[f] {
			switch m.Status {
			case "KILLED", "LIVED", "TIMED OUT", "NOT VIABLE":
				now[key(f, m)] = m.Status
			}
		}
		n := 0
		for i, m := range fr.Mutations {
			if st, ok := now[key(f, m)]; ok && m.Status == "LIVED" && m.By == "" {
				fr.Mutations[i].Status = st
				n++
			}
		}
		fr.Reruns = append(fr.Reruns, start.UTC().Format(time.RFC3339))
		if err := saveResult(fr); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "mutate: %s: %d surviving mutant(s) run again\n", f, n)
	}
	fmt.Fprintf(os.Stderr, "mutate: gremlins ran %.0f s\n", secs)
	return nil
}

// gremlins runs gremlins on the selected files of module mod ("" for the
// root, else a nested module's directory) and returns its mutations by
// file (paths from the root), when it started and how long it took.
func gremlins(sel []string, mod, mainDir, diff string, workers int, extraEnv []string) (map[string][]mutation, time.Time, float64, error) {
	selected := map[string]bool{}
	for _, f := range sel {
		selected[relToModule(f, mod)] = true
	}
	out, err := os.CreateTemp("", "gremlins-*.json")
	if err != nil {
		return nil, time.Time{}, 0, err
	}
	out.Close()
	defer os.Remove(out.Name())

	args := []string{"tool", "gremlins", "unleash", "-o", out.Name(), "--timeout-coefficient", strconv.Itoa(timeoutCoefficient)}
	args = append(args, mutators...)
	if diff != "" {
		args = append(args, "--diff", diff)
	}
	if workers > 0 {
		args = append(args, "--workers", strconv.Itoa(workers))
	}
	// Exclude every Go file that is not selected (gremlins matches the
	// regexps against paths from the module root), and the generated ones.
	args = append(args, "--exclude-files", `(^|/)testdata/`)
	for g := range generated {
		args = append(args, "--exclude-files", "^"+regexp.QuoteMeta(g)+"$")
	}
	// Every other Go file of the module, hand-written or not (the
	// generated files and generators outside the root are not in all).
	goFiles, err := moduleGoFiles(mod)
	if err != nil {
		return nil, time.Time{}, 0, err
	}
	for _, f := range goFiles {
		if f = relToModule(f, mod); !selected[f] {
			args = append(args, "--exclude-files", "^"+regexp.QuoteMeta(f)+"$")
		}
	}
	args = append(args, ".")
	mode := ""
	var goflags []string
	if mod != "" {
		mode = " (module ./" + mod + ")"
		modfile, cleanup, err := nestedModfile(mod)
		if err != nil {
			return nil, time.Time{}, 0, err
		}
		defer cleanup()
		// -vet=off and -ldflags=-w: a nested module's test binaries link
		// Beam, and that link, not the tests, is most of each mutant's
		// cost; neither flag changes what the tests check.
		goflags = append(goflags, "-modfile="+modfile, "-vet=off", "-ldflags=-w")
		if diff != "" && diff != rerunRef {
			// gremlins names files from its module's root, git from the
			// repository's: ask git for paths relative to the module.
			gitEnv, cleanup, err := relativeGit(extraEnv)
			if err != nil {
				return nil, time.Time{}, 0, err
			}
			defer cleanup()
			extraEnv = append(extraEnv, gitEnv...)
		}
	}
	if mainDir != "" {
		mode += " (tests of ./" + filepath.ToSlash(filepath.Join(mod, mainDir)) + ")"
		wrapEnv, cleanup, err := mainPackage(mod, mainDir, extraEnv)
		if err != nil {
			return nil, time.Time{}, 0, err
		}
		defer cleanup()
		extraEnv = append(extraEnv, wrapEnv...)
	}
	fmt.Fprintf(os.Stderr, "mutate: %d file(s)%s: %s\n", len(sel), mode, strings.Join(sel, " "))
	// Run gremlins' binary itself, not "go tool gremlins": the go command
	// puts GOROOT/bin first on the PATH of the tools it runs, which would
	// hide the wrapper of mainPackage.
	bin, err := toolBinary("gremlins")
	if err != nil {
		return nil, time.Time{}, 0, err
	}
	cmd := exec.Command(strings.TrimSpace(string(bin)), args[2:]...)
	cmd.Dir = mod
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	// -count=1: gremlins times the coverage run to set each mutant's
	// timeout, and a cached run would make that timeout far too short.
	goflags = append([]string{os.Getenv("GOFLAGS"), "-short", "-count=1"}, goflags...)
	cmd.Env = append(os.Environ(), "GOFLAGS="+strings.TrimSpace(strings.Join(goflags, " ")))
	if mod != "" {
		cmd.Env = append(cmd.Env, "GOWORK=off") // -modfile does not work in workspace mode
	}
	cmd.Env = append(cmd.Env, extraEnv...)
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return nil, start, 0, fmt.Errorf("gremlins: %v", err)
	}
	secs := time.Since(start).Seconds()
	data, err := os.ReadFile(out.Name())
	if err != nil {
		return nil, start, secs, err
	}
	var res gremlinsResult
	if err := json.Unmarshal(data, &res); err != nil {
		return nil, start, secs, fmt.Errorf("reading gremlins' output: %v", err)
	}
	byFile := map[string][]mutation{}
	for _, f := range res.Files {
		name := filepath.ToSlash(f.Filename)
		if mod != "" {
			name = mod + "/" + name
		}
		byFile[name] = append(byFile[name], f.Mutations...)
	}
	for _, muts := range byFile {
		sortMutations(muts)
	}
	return byFile, start, secs, nil
}

// sortMutations orders mutants by line, column and type.
func sortMutations(muts []mutation) {
	sort.Slice(muts, func(i, j int) bool {
		a, b := muts[i], muts[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Column != b.Column {
			return a.Column < b.Column
		}
		return a.Type < b.Type
	})
}

func resultPath(f string) string {
	return filepath.Join(dir, "results", strings.ReplaceAll(f, "/", "__")+".json")
}

// equivalent is one line of equivalent.txt:
//
//	file:line:column TYPE | source text on that line | reason
//
// The fields are separated by " | " (a space on each side), so that the
// source text may hold "||".
type equivalent struct {
	key, text, reason string
}

// holds reports whether e still applies: line n of file still reads as
// e quotes it (else the entry is stale).
func (e equivalent) holds(file string, n int) bool {
	return strings.Contains(sourceLine(file, n), e.text)
}

func loadEquivalent() map[string]equivalent {
	m := map[string]equivalent{}
	f, err := os.Open(filepath.Join(dir, "equivalent.txt"))
	if err != nil {
		return m
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.SplitN(line, " | ", 3)
		if len(parts) != 3 {
			fmt.Fprintf(os.Stderr, "mutate: equivalent.txt: want \"file:line:col TYPE | text | reason\": %s\n", line)
			continue
		}
		e := equivalent{strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1]), strings.TrimSpace(parts[2])}
		m[e.key] = e
	}
	return m
}

func key(file string, m mutation) string {
	return fmt.Sprintf("%s:%d:%d %s", file, m.Line, m.Column, m.Type)
}

// sourceLine returns line n (1-based) of file, trimmed.
func sourceLine(file string, n int) string {
	b, err := os.ReadFile(file)
	if err != nil {
		return ""
	}
	lines := strings.Split(string(b), "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	return strings.TrimSpace(lines[n-1])
}

// counts tallies one file's mutants: killed, lived (not listed as
// equivalent), equivalent, and the rest (not covered, not viable, timed
// out: gremlins counts a timeout as caught, so do we).
type counts struct {
	killed, lived, equiv, notCovered, notViable, timedOut int
	own                                                   int // of the above, the mutants this command applied itself (uncovered.go)
	survivors                                             []string
	staleEquiv                                            []string
}

func tally(file string, muts []mutation, eq map[string]equivalent) counts {
	var c counts
	for _, m := range muts {
		k := key(file, m)
		if m.By == byRunner {
			c.own++
		}
		switch m.Status {
		case "KILLED":
			c.killed++
		case "TIMED OUT":
			c.timedOut++
		case "LIVED":
			if e, ok := eq[k]; ok {
				if !e.holds(file, m.Line) {
					src := sourceLine(file, m.Line)
					c.staleEquiv = append(c.staleEquiv, fmt.Sprintf("%s: line now reads %q, equivalent.txt says %q", k, src, e.text))
					c.lived++
					c.survivors = append(c.survivors, fmt.Sprintf("%s   %s", k, src))
				} else {
					c.equiv++
				}
				continue
			}
			c.lived++
			c.survivors = append(c.survivors, fmt.Sprintf("%s   %s", k, sourceLine(file, m.Line)))
		case "NOT COVERED", "PENDING":
			c.notCovered++
		case "NOT VIABLE":
			c.notViable++
		}
	}
	return c
}

func (c counts) caught() int    { return c.killed + c.timedOut }
func (c counts) nonEquiv() int  { return c.killed + c.timedOut + c.lived }
func (c counts) score() float64 { return pct(c.caught(), c.nonEquiv()) }

func pct(a, b int) float64 {
	if b == 0 {
		return 100
	}
	return 100 * float64(a) / float64(b)
}

func printFile(w *os.File, file string, muts []mutation, eq map[string]equivalent) {
	c := tally(file, muts, eq)
	fmt.Fprintf(w, "%s: %d / %d caught (%.1f%%), %d equivalent, %d not covered\n", file, c.caught(), c.nonEquiv(), c.score(), c.equiv, c.notCovered)
	for _, s := range c.survivors {
		fmt.Fprintln(w, "  LIVED", s)
	}
}

func writeReport(all []string) error {
	eq := loadEquivalent()
	var b strings.Builder
	fmt.Fprintf(&b, "Mutation testing report (gremlins, see testdata/mutate and TESTING.md).\n")
	fmt.Fprintf(&b, "caught = killed + timed out; non-equivalent = caught + lived, not counting\n")
	fmt.Fprintf(&b, "the mutants listed in equivalent.txt. own = mutants gremlins left \"not\n")
	fmt.Fprintf(&b, "covered\" that this command applied itself (counted in the score);\n")
	fmt.Fprintf(&b, "not-run = mutants still not covered and not applied (outside it).\n")
	fmt.Fprintf(&b, "Rewritten by every run of make mutate.\n\n")
	fmt.Fprintf(&b, "%-36s %8s %8s %7s %6s %6s %8s  %s\n", "file", "caught", "non-eq", "score", "equiv", "own", "not-run", "run (UTC), seconds")
	var tot counts
	notRun, changed := 0, 0
	var details strings.Builder
	// lived holds, for each file whose result is of its current text, the
	// keys of its surviving mutants: an equivalent.txt entry of such a file
	// that names none of them is an orphan (its mutant is caught, or gone
	// when lines moved).
	lived := map[string]map[string]bool{}
	for _, f := range all {
		data, err := os.ReadFile(resultPath(f))
		if err != nil {
			fmt.Fprintf(&b, "%-36s %8s\n", f, "not run")
			notRun++
			continue
		}
		var fr fileResult
		if err := json.Unmarshal(data, &fr); err != nil {
			return fmt.Errorf("%s: %v", resultPath(f), err)
		}
		c := tally(f, fr.Mutations, eq)
		tot.killed += c.killed
		tot.timedOut += c.timedOut
		tot.lived += c.lived
		tot.equiv += c.equiv
		tot.notCovered += c.notCovered
		tot.own += c.own
		rerun := ""
		if n := len(fr.Own); n > 0 {
			rerun = fmt.Sprintf(", own runner %s", fr.Own[n-1])
		}
		if n := len(fr.Reruns); n > 0 {
			rerun += fmt.Sprintf(", survivors rerun %s", fr.Reruns[n-1])
		}
		if fr.SHA256 != fileHash(f) {
			// The counts are those of an earlier text of the file.
			rerun += "; FILE CHANGED SINCE, run it again"
			changed++
		} else {
			lived[f] = map[string]bool{}
			for _, m := range fr.Mutations {
				// A timeout on a mutant listed as equivalent is the
				// machine's load, not a kill: the entry stays.
				if m.Status == "LIVED" || m.Status == "TIMED OUT" {
					lived[f][key(f, m)] = true
				}
			}
		}
		fmt.Fprintf(&b, "%-36s %8d %8d %6.1f%% %6d %6d %8d  %s, %.0f s for %d file(s)%s\n", f, c.caught(), c.nonEquiv(), c.score(), c.equiv, c.own, c.notCovered, fr.Date, fr.Seconds, fr.RunFiles, rerun)
		if len(c.survivors) > 0 || len(c.staleEquiv) > 0 {
			fmt.Fprintf(&details, "\n%s\n", f)
			for _, s := range c.survivors {
				fmt.Fprintf(&details, "  LIVED %s\n", s)
			}
			for _, s := range c.staleEquiv {
				fmt.Fprintf(&details, "  STALE equivalent.txt entry: %s\n", s)
			}
		}
	}
	fmt.Fprintf(&b, "%-36s %8d %8d %6.1f%% %6d %6d %8d\n", "total (files run)", tot.caught(), tot.nonEquiv(), tot.score(), tot.equiv, tot.own, tot.notCovered)
	fmt.Fprintf(&b, "\nOf %d hand-written files: %d not run, %d changed since their run (their rows count an\nearlier text). The total is the repository's score only when both are 0 and not-run is 0.\n", len(all), notRun, changed)
	if details.Len() > 0 {
		fmt.Fprintf(&b, "\nSurviving mutants (file:line:column TYPE, then the line):\n%s", details.String())
	}
	var orphans []string
	for k := range eq {
		file, _, _ := strings.Cut(k, ":")
		if l, ok := lived[file]; ok && !l[k] {
			orphans = append(orphans, k)
		}
	}
	if len(orphans) > 0 {
		sort.Strings(orphans)
		fmt.Fprintf(&b, "\nequivalent.txt entries that name no surviving mutant of their file's current result\n(caught now, or moved with the lines: delete or move them):\n")
		for _, k := range orphans {
			fmt.Fprintf(&b, "  ORPHAN %s\n", k)
		}
	}
	report := b.String()
	fmt.Print(report)
	return os.WriteFile(filepath.Join(dir, "report.txt"), []byte(report), 0o644)
}

// mainPackage returns the environment that makes gremlins test the package
// main in directory dir instead of the module's root package: PATH with a
// directory holding a "go" wrapper first, and a function that removes it.
// gremlins runs "go test [flags] PKG" for each mutant, where PKG is the
// module path for a package main; the wrapper replaces that argument by
// dir's import path and runs the real go with everything else unchanged
// (the coverage run, "go test ... ./...", passes through as it is).
func mainPackage(modDir, dir string, env []string) ([]string, func(), error) {
	modPath, err := modulePath(moduleDir(modDir))
	if err != nil {
		return nil, nil, err
	}
	realGo, err := exec.LookPath("go")
	if err != nil {
		return nil, nil, err
	}
	wrapper := "#!/bin/sh\n" +
		"if [ \"$1\" = test ]; then\n" +
		"\tfor a do shift; if [ \"$a\" = '" + modPath + "' ]; then set -- \"$@\" '" + modPath + "/" + dir + "'; else set -- \"$@\" \"$a\"; fi; done\n" +
		"fi\n" +
		"exec '" + realGo + "' \"$@\"\n"
	return onPath("go", wrapper, env)
}

// onPath writes an executable script named name to a new temporary
// directory and returns the environment that puts that directory first on
// the PATH (the PATH of env if it sets one, else this process's), and a
// function that removes the directory.
func onPath(name, script string, env []string) ([]string, func(), error) {
	tmp, err := os.MkdirTemp("", "mutate-"+name+"-*")
	if err != nil {
		return nil, nil, err
	}
	if err := os.WriteFile(filepath.Join(tmp, name), []byte(script), 0o755); err != nil {
		os.RemoveAll(tmp)
		return nil, nil, err
	}
	path := os.Getenv("PATH")
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "PATH="); ok {
			path = v
		}
	}
	return []string{"PATH=" + tmp + string(os.PathListSeparator) + path}, func() { os.RemoveAll(tmp) }, nil
}

// moduleGoFiles lists the non-test Go files outside testdata of module
// mod ("" for the root, else a nested module's directory), generated or
// not, as paths from the root; a module's files exclude those of the
// modules nested in it.
func moduleGoFiles(mod string) ([]string, error) {
	root := mod
	if root == "" {
		root = "."
	}
	var out []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(p, "go.mod")); p != root && err == nil {
				return filepath.SkipDir
			}
			return nil
		}
		if p = filepath.ToSlash(p); strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			out = append(out, p)
		}
		return nil
	})
	return out, err
}

// nestedModules lists the directories below the root, outside testdata,
// that hold a go.mod of their own (beam), sorted.
func nestedModules() ([]string, error) {
	var out []string
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() || p == "." {
			return nil
		}
		if d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if _, err := os.Stat(filepath.Join(p, "go.mod")); err == nil {
			out = append(out, filepath.ToSlash(p))
		}
		return nil
	})
	sort.Strings(out)
	return out, err
}

// moduleOf returns the innermost nested module holding file f (a path from
// the root), or "" for the root module.
func moduleOf(f string, nested []string) string {
	best := ""
	for _, m := range nested {
		if strings.HasPrefix(f, m+"/") && len(m) > len(best) {
			best = m
		}
	}
	return best
}

// relToModule turns a path from the root into a path from module mod's
// directory.
func relToModule(f, mod string) string {
	if mod == "" {
		return f
	}
	return strings.TrimPrefix(f, mod+"/")
}

// toolBinary returns the path of the executable of a tool of tools/go.mod,
// built if need be: "go tool -n" in the workspace of go.work, with
// -modfile=tools/go.mod when workspace mode is off.
func toolBinary(name string) (string, error) {
	args := []string{"tool", "-n", name}
	if work, err := exec.Command("go", "env", "GOWORK").Output(); err == nil && strings.TrimSpace(string(work)) == "" {
		args = []string{"tool", "-modfile=tools/go.mod", "-n", name}
	}
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %v", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out)), nil
}

// workspaceModules returns the path and absolute directory of each module
// of the workspace (go.work), none when workspace mode is off.
func workspaceModules() (map[string]string, error) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Path}} {{.Dir}}").Output()
	if err != nil {
		return nil, fmt.Errorf("go list -m: %v", err)
	}
	mods := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if path, dir, ok := strings.Cut(line, " "); ok {
			mods[path] = dir
		}
	}
	return mods, nil
}

// nestedModfile writes a copy of module mod's go.mod (and go.sum beside
// it, as -modfile wants, with the root's go.sum added) to a temporary
// directory, with a replace of each other workspace module it requires by
// that module's absolute directory and every relative replace target made
// absolute, and returns the copy's path and a function that removes it.
func nestedModfile(mod string) (string, func(), error) {
	data, err := os.ReadFile(filepath.Join(mod, "go.mod"))
	if err != nil {
		return "", nil, err
	}
	abs, err := filepath.Abs(mod)
	if err != nil {
		return "", nil, err
	}
	// A replace target is a module path or a directory; a directory starts
	// with ./ or ../ (go.mod's own rule).
	re := regexp.MustCompile(`(=>\s*)(\.\.?/\S*)`)
	n := 0
	data = re.ReplaceAllFunc(data, func(m []byte) []byte {
		sub := re.FindSubmatch(m)
		n++
		return append(append([]byte{}, sub[1]...), filepath.Join(abs, string(sub[2]))...)
	})
	work, err := workspaceModules()
	if err != nil {
		return "", nil, err
	}
	var paths []string
	for p := range work {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		if work[p] != abs && regexp.MustCompile(`(?m)^\s*(require\s+)?`+regexp.QuoteMeta(p)+`\s+v`).Match(data) {
			data = append(data, "\nreplace "+p+" => "+work[p]+"\n"...)
			n++
		}
	}
	if n == 0 {
		fmt.Fprintf(os.Stderr, "mutate: %s/go.mod requires no workspace module and has no relative replace\n", mod)
	}
	tmp, err := os.MkdirTemp("", "mutate-mod-*")
	if err != nil {
		return "", nil, err
	}
	cleanup := func() { os.RemoveAll(tmp) }
	sum, err := os.ReadFile(filepath.Join(mod, "go.sum"))
	if err != nil && !os.IsNotExist(err) {
		cleanup()
		return "", nil, err
	}
	// The replaced modules' own requirements need their sums too.
	rootSum, err := os.ReadFile("go.sum")
	if err != nil && !os.IsNotExist(err) {
		cleanup()
		return "", nil, err
	}
	sum = append(sum, rootSum...)
	if err := os.WriteFile(filepath.Join(tmp, "go.mod"), data, 0o644); err != nil {
		cleanup()
		return "", nil, err
	}
	if err := os.WriteFile(filepath.Join(tmp, "go.sum"), sum, 0o644); err != nil {
		cleanup()
		return "", nil, err
	}
	return filepath.Join(tmp, "go.mod"), cleanup, nil
}

// relativeGit returns the environment that makes gremlins' "git diff
// --merge-base REF" name files from the current directory (--relative), as
// gremlins does when it runs in a nested module: PATH with a "git" wrapper
// first, and a function that removes it.
func relativeGit(env []string) ([]string, func(), error) {
	realGit, err := exec.LookPath("git")
	if err != nil {
		return nil, nil, err
	}
	wrapper := "#!/bin/sh\nif [ \"$1 $2\" = \"diff --merge-base\" ]; then exec '" + realGit + "' \"$@\" --relative; fi\nexec '" + realGit + "' \"$@\"\n"
	return onPath("git", wrapper, env)
}
