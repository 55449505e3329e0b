package main

import (
	"os"
	"path/filepath"
	"testing"
)

func TestTestsForPicksTheTestsWhoseBlocksHoldThePosition(t *testing.T) {
	s := &selection{
		tests: []string{"TestA", "TestB", "ExampleC"},
		blocks: []coverBlock{
			{startLine: 10, startCol: 5, endLine: 12, endCol: 3, tests: []int{0, 2}},
			{startLine: 12, startCol: 8, endLine: 20, endCol: 2, tests: []int{1}},
			{startLine: 30, startCol: 1, endLine: 31, endCol: 9}, // run by no test
		},
	}
	for _, tc := range []struct {
		line, col int
		want      string
	}{
		{10, 5, "^(ExampleC|TestA)$"}, // the first byte of a block
		{12, 3, "^(ExampleC|TestA)$"}, // its last
		{11, 80, "^(ExampleC|TestA)$"},
		{12, 8, "^(TestB)$"},
		{10, 4, ""},   // just before: in no block, every test
		{12, 5, ""},   // between two blocks on one line (a case expression)
		{25, 1, ""},   // outside every block
		{30, 4, "^$"}, // in a block no test runs: none
		{31, 10, ""},  // just past it
	} {
		if got := s.testsFor(tc.line, tc.col); got != tc.want {
			t.Errorf("testsFor(%d, %d) = %q, want %q", tc.line, tc.col, got, tc.want)
		}
	}
	// A test that skips under coverage runs with every mutant that runs
	// any test selection would pick.
	s.always = []int{1}
	if got := s.testsFor(10, 5); got != "^(ExampleC|TestA|TestB)$" {
		t.Errorf("with TestB always: testsFor(10, 5) = %q", got)
	}
	if got := s.testsFor(30, 4); got != "^(TestB)$" {
		t.Errorf("with TestB always: testsFor(30, 4) = %q", got)
	}
	if got := s.testsFor(25, 1); got != "" {
		t.Errorf("with TestB always: testsFor(25, 1) = %q, want every test", got)
	}
	var none *selection
	if got := none.testsFor(1, 1); got != "" {
		t.Errorf("no selection: %q, want every test", got)
	}
}

func TestReexecFindsATestThatRunsItsOwnBinary(t *testing.T) {
	dir := t.TempDir()
	if reexec(dir) {
		t.Error("an empty directory: reexec true")
	}
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a_test.go", "package p\n")
	write("b.go", "package p\nvar _ = os.Args[0]\n") // not a test file
	if reexec(dir) {
		t.Error("os.Args[0] outside a test file: reexec true")
	}
	write("c_test.go", "package p\nfunc f() { exec.Command(os.Args[0]) }\n")
	if !reexec(dir) {
		t.Error("a test running os.Args[0]: reexec false")
	}
}

func TestSkippedReadsTheVerboseOutput(t *testing.T) {
	out := "=== RUN   TestAllocs\n    x_test.go:9: coverage counters change what escapes\n--- SKIP: TestAllocs (0.00s)\n=== RUN   TestAllocs2\n--- PASS: TestAllocs2 (0.00s)\n"
	if !skipped(out, "TestAllocs") {
		t.Error("TestAllocs: not seen as skipped")
	}
	if skipped(out, "TestAllocs2") || skipped(out, "TestAll") {
		t.Error("a passing test, or a prefix of a name, seen as skipped")
	}
	if skipped("    --- SKIP: TestA/sub (0.00s)\n", "TestA") {
		t.Error("a skipped subtest seen as its test skipping")
	}
}
