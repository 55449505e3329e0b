package main

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

func TestApplyMutantReplacesTheTokenAtLineAndColumn(t *testing.T) {
	src := []byte("package p\n\nfunc f(a, b int) bool {\n\treturn a < b && a-1 >= 0 || b == 2\n}\n")
	for _, tc := range []struct {
		m    mutation
		want string
	}{
		{mutation{Type: "CONDITIONALS_BOUNDARY", Line: 4, Column: 11}, "return a <= b && a-1 >= 0 || b == 2"},
		{mutation{Type: "CONDITIONALS_NEGATION", Line: 4, Column: 11}, "return a >= b && a-1 >= 0 || b == 2"},
		{mutation{Type: "INVERT_LOGICAL", Line: 4, Column: 15}, "return a < b || a-1 >= 0 || b == 2"},
		{mutation{Type: "ARITHMETIC_BASE", Line: 4, Column: 19}, "return a < b && a+1 >= 0 || b == 2"},
		{mutation{Type: "CONDITIONALS_BOUNDARY", Line: 4, Column: 22}, "return a < b && a-1 > 0 || b == 2"},
		{mutation{Type: "CONDITIONALS_NEGATION", Line: 4, Column: 22}, "return a < b && a-1 < 0 || b == 2"},
		{mutation{Type: "CONDITIONALS_NEGATION", Line: 4, Column: 32}, "return a < b && a-1 >= 0 || b != 2"},
	} {
		got, err := applyMutant(src, tc.m)
		if err != nil {
			t.Errorf("%+v: %v", tc.m, err)
			continue
		}
		if line := strings.Split(string(got), "\n")[3]; line != "\t"+tc.want {
			t.Errorf("%+v: line 4 = %q, want %q", tc.m, line, "\t"+tc.want)
		}
	}
}

func TestApplyMutantLoopControlAndIncrement(t *testing.T) {
	src := []byte("package p\n\nfunc f() {\n\tfor i := 0; i < 3; i++ {\n\t\tbreak\n\t}\n}\n")
	got, err := applyMutant(src, mutation{Type: "INVERT_LOOPCTRL", Line: 5, Column: 3})
	if err != nil || !strings.Contains(string(got), "\t\tcontinue\n") {
		t.Errorf("break: got %q, %v", got, err)
	}
	got, err = applyMutant(src, mutation{Type: "INCREMENT_DECREMENT", Line: 4, Column: 22})
	if err != nil || !strings.Contains(string(got), "i < 3; i-- {") {
		t.Errorf("i++: got %q, %v", got, err)
	}
}

func TestApplyMutantRefusesAPositionWithoutThatToken(t *testing.T) {
	src := []byte("package p\n\nvar x = 1 + 2\n")
	for _, m := range []mutation{
		{Type: "ARITHMETIC_BASE", Line: 3, Column: 10},         // "1", not an operator
		{Type: "INVERT_LOGICAL", Line: 3, Column: 11},          // "+" is not && or ||
		{Type: "ARITHMETIC_BASE", Line: 3, Column: 12},         // inside no token
		{Type: "REMOVE_SELF_ASSIGNMENTS", Line: 3, Column: 11}, // a type not enabled here
	} {
		if got, err := applyMutant(src, m); err == nil {
			t.Errorf("%+v: applied (%q), want an error", m, got)
		}
	}
	got, err := applyMutant(src, mutation{Type: "ARITHMETIC_BASE", Line: 3, Column: 11})
	if err != nil || string(got) != "package p\n\nvar x = 1 - 2\n" {
		t.Errorf("1 + 2: got %q, %v", got, err)
	}
}

// TestEnumerateFindsWhatGremlinsFound: on every file whose stored result
// was made from the file as it is now, enumerate lists the same mutants
// (position and type) as the result, which gremlins enumerated (except for
// the results of -own runs, which enumerate made).
func TestEnumerateFindsWhatGremlinsFound(t *testing.T) {
	paths, _ := filepath.Glob("../../../testdata/mutate/results/*.json")
	compared := 0
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var fr fileResult
		if err := json.Unmarshal(data, &fr); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		src, err := os.ReadFile(filepath.Join("../../..", fr.File))
		if err != nil || fmt.Sprintf("%x", sha256.Sum256(src)) != fr.SHA256 {
			continue // changed since its run
		}
		got, err := enumerate(src)
		if err != nil {
			t.Fatalf("%s: %v", fr.File, err)
		}
		var want []string
		for _, m := range fr.Mutations {
			want = append(want, fmt.Sprintf("%d:%d %s", m.Line, m.Column, m.Type))
		}
		var have []string
		for _, m := range got {
			have = append(have, fmt.Sprintf("%d:%d %s", m.Line, m.Column, m.Type))
		}
		sort.Strings(want)
		sort.Strings(have)
		if !slices.Equal(have, want) {
			t.Errorf("%s: enumerate found %d mutants, gremlins %d", fr.File, len(have), len(want))
		}
		compared++
	}
	t.Logf("%d files compared", compared)
	if compared < 1 {
		t.Errorf("only %d stored gremlins results match their files; want at least one to compare", compared)
	}
}
