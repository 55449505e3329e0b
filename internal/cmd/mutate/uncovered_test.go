package main

import (
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
