package main

// Test selection for this command's own runner: a mutant can change what a
// test sees only if the test runs the code the mutant is in. So the tests
// of a package are run once each, alone, with coverage, and a mutant then
// runs only the tests whose coverage includes its position, and the tests
// that skip themselves under coverage (which must run on every mutant: an
// allocation test can catch a mutant no other test does). A position in
// no coverage block (a case expression, a package-level declaration) runs
// every test; a position in blocks no test runs runs only those (it still
// compiles, so a mutant that does not is "not viable").

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// coverBlock is a block of a coverage profile (positions are line and
// byte column, as gremlins and go/token count them) and the tests that ran
// it, as indices into selection.tests.
type coverBlock struct {
	startLine, startCol, endLine, endCol int
	tests                                []int
}

// selection is the per-test coverage of one file of a package. always
// holds the tests every mutant runs: those that skip themselves when
// coverage is on (allocation and inlining tests), whose coverage says
// nothing.
type selection struct {
	tests  []string
	blocks []coverBlock
	always []int
}

// testsFor returns the -run pattern that selects the tests a mutant at
// line and column must run: "" for all of them, "^$" for none.
func (s *selection) testsFor(line, col int) string {
	if s == nil {
		return ""
	}
	in, hit := false, map[int]bool{}
	for _, b := range s.blocks {
		if (line > b.startLine || line == b.startLine && col >= b.startCol) && (line < b.endLine || line == b.endLine && col <= b.endCol) {
			in = true
			for _, t := range b.tests {
				hit[t] = true
			}
		}
	}
	if !in {
		return ""
	}
	for _, t := range s.always {
		hit[t] = true
	}
	if len(hit) == 0 {
		return "^$"
	}
	var names []string
	for t := range hit {
		names = append(names, regexp.QuoteMeta(s.tests[t]))
	}
	sort.Strings(names)
	return "^(" + strings.Join(names, "|") + ")$"
}

// testSelection runs each test of package pkg (a directory from module
// mod's root, "./x") alone with coverage and returns, for each file of the
// package by import path, which tests run which of its blocks. It returns
// nil, meaning "run every test", when a test fails alone (the tests depend
// on each other) or a step fails.
func testSelection(mod, pkg string, env, goflags []string, limit time.Duration) map[string]*selection {
	pkgDir := filepath.Join(moduleDir(mod), pkg)
	if reexec(pkgDir) {
		// A test that runs the test binary again (as the command, say)
		// covers code in a process whose coverage the profile does not
		// hold: select nothing away.
		fmt.Fprintf(os.Stderr, "mutate: %s: a test runs the test binary again, so every mutant runs every test\n", pkg)
		return nil
	}
	tmp, err := os.MkdirTemp("", "mutate-cover-*")
	if err != nil {
		return nil
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "pkg.test")
	// Build flags only: the test flags of goflags (-short, -count,
	// -failfast) go to the binary below.
	args := []string{"test", "-c", "-cover", "-covermode=set", "-o", bin}
	for _, f := range goflags {
		if strings.HasPrefix(f, "-modfile=") || strings.HasPrefix(f, "-vet=") || strings.HasPrefix(f, "-ldflags=") {
			args = append(args, f)
		}
	}
	cmd := exec.Command("go", append(args, pkg)...)
	cmd.Dir, cmd.Env = moduleDir(mod), env
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "mutate: %s: no test selection (build: %v)\n%s\n", pkg, err, lastLines(out, 5))
		return nil
	}
	list := exec.Command(bin, "-test.list", ".")
	list.Dir, list.Env = pkgDir, env
	out, err := list.Output()
	if err != nil {
		return nil
	}
	var tests []string
	var always []int
	files := map[string]*selection{}
	blocks := map[string]map[[4]int]int{} // file -> position -> index in its blocks
	profile := filepath.Join(tmp, "cover.out")
	for _, name := range strings.Fields(string(out)) {
		if strings.HasPrefix(name, "Benchmark") {
			continue
		}
		run := exec.Command(bin, "-test.run", "^"+regexp.QuoteMeta(name)+"$", "-test.short", "-test.count=1", "-test.v", "-test.coverprofile="+profile, "-test.timeout="+limit.String())
		run.Dir, run.Env = pkgDir, env
		out, err := run.CombinedOutput()
		if err != nil {
			fmt.Fprintf(os.Stderr, "mutate: %s: %s fails when run alone, so every mutant runs every test (%v)\n%s\n", pkg, name, err, lastLines(out, 5))
			return nil
		}
		t := len(tests)
		tests = append(tests, name)
		if skipped(string(out), name) {
			always = append(always, t)
		}
		f, err := os.Open(profile)
		if err != nil {
			return nil
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			// file:startLine.startCol,endLine.endCol numStmts count
			line := sc.Text()
			file, rest, ok := strings.Cut(line, ":")
			if !ok || strings.HasPrefix(line, "mode:") {
				continue
			}
			var b [4]int
			var stmts, count int
			if _, err := fmt.Sscanf(rest, "%d.%d,%d.%d %d %d", &b[0], &b[1], &b[2], &b[3], &stmts, &count); err != nil {
				continue
			}
			s := files[file]
			if s == nil {
				s = &selection{}
				files[file], blocks[file] = s, map[[4]int]int{}
			}
			i, ok := blocks[file][b]
			if !ok {
				i = len(s.blocks)
				blocks[file][b] = i
				s.blocks = append(s.blocks, coverBlock{startLine: b[0], startCol: b[1], endLine: b[2], endCol: b[3]})
			}
			if count > 0 {
				s.blocks[i].tests = append(s.blocks[i].tests, t)
			}
		}
		f.Close()
		os.Remove(profile)
	}
	for _, s := range files {
		s.tests, s.always = tests, always
	}
	return files
}

// skipped reports whether the verbose output of a test run says that the
// top-level test name skipped itself (a test that skips under coverage).
func skipped(out, name string) bool {
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "--- SKIP: "+name+" ") {
			return true
		}
	}
	return false
}

// reexec reports whether a test file of the package in dir starts the
// test binary again (os.Args[0] or os.Executable).
func reexec(dir string) bool {
	files, _ := filepath.Glob(filepath.Join(dir, "*_test.go"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err == nil && (strings.Contains(string(b), "os.Args[0]") || strings.Contains(string(b), "os.Executable()")) {
			return true
		}
	}
	return false
}

// importPath returns the import path of the file f (a path from the
// repository root) in module mod.
func importPath(f, mod string) (string, error) {
	path, err := modulePath(moduleDir(mod))
	if err != nil {
		return "", err
	}
	return path + "/" + relToModule(f, mod), nil
}

// modulePath returns the module path the go.mod in directory dir declares.
func modulePath(dir string) (string, error) {
	data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return "", err
	}
	m := regexp.MustCompile(`(?m)^module\s+(\S+)`).FindSubmatch(data)
	if m == nil {
		return "", fmt.Errorf("%s/go.mod has no module line", dir)
	}
	if unq, err := strconv.Unquote(`"` + string(m[1]) + `"`); err == nil {
		return unq, nil
	}
	return string(m[1]), nil
}
