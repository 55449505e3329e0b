package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestSchemaMutantsBehaveAsTheirText checks the schema against the
// definition of a mutant, the text with one token replaced: on a package
// holding every kind of mutated operator (testdata/schema), each mutant is
// compiled on its own and switched on in the schema, and the tests'
// trace (the values of every function on a table of inputs) must be the
// same. The mutants the schema leaves out must be those it cannot hold.
func TestSchemaMutantsBehaveAsTheirText(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles every mutant of testdata/schema")
	}
	mod := t.TempDir()
	src, err := os.ReadFile("testdata/schema/p.go.txt")
	if err != nil {
		t.Fatal(err)
	}
	test, err := os.ReadFile("testdata/schema/p_test.go.txt")
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"go.mod": []byte("module example.com/p\n\ngo 1.26\n"), "p.go": src, "p_test.go": test} {
		if err := os.WriteFile(filepath.Join(mod, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	abs := filepath.Join(mod, "p.go")
	muts, err := enumerate(src)
	if err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=")
	goflags := []string{"-short", "-count=1"}
	// trace runs the tests and returns their trace, "FAIL" if they fail
	// (a mutant that panics), and false if they do not compile.
	trace := func(extra ...string) (string, bool) {
		out := filepath.Join(t.TempDir(), "trace")
		cmd := exec.Command("go", append(append([]string{"test", "-vet=off"}, goflags...), append(extra, ".")...)...)
		cmd.Dir, cmd.Env = mod, append(env, "TRACE_OUT="+out)
		if b, err := cmd.CombinedOutput(); err != nil {
			if strings.Contains(string(b), "[build failed]") || strings.Contains(string(b), "[setup failed]") {
				return "", false
			}
			return "FAIL", true
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return string(b), true
	}
	if original, _ := trace(); original == "FAIL" {
		t.Fatal("the tests of testdata/schema fail without a mutant")
	}
	todo := make([]int, len(muts))
	for i := range todo {
		todo[i] = i
	}
	traceEnv := filepath.Join(t.TempDir(), "trace")
	sb, err := buildSchema("p.go", abs, muts, todo, mod, ".", append(env, "TRACE_OUT="+traceEnv), goflags)
	if err != nil {
		t.Fatal(err)
	}
	defer sb.cleanup()
	// Compiling a mutant costs seconds: by default a sample of lines (the
	// string and constant cases, the longest chains, labeled and
	// switch breaks, decrement, the short circuit before an index);
	// MUTATE_SCHEMA_SWEEP=1 checks every mutant.
	sample := func(m mutation) bool {
		switch m.Line {
		case 14, 16, 19, 49, 58, 63, 65, 76, 77:
			return true
		case 28:
			return m.Column >= 90
		}
		return os.Getenv("MUTATE_SCHEMA_SWEEP") == "1"
	}
	apart := map[string]bool{}
	for i, m := range muts {
		if !sample(m) {
			continue
		}
		mutated, err := applyMutant(src, m)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(t.TempDir(), "p.go")
		if err := os.WriteFile(file, mutated, 0o644); err != nil {
			t.Fatal(err)
		}
		ov, _ := json.Marshal(map[string]map[string]string{"Replace": {abs: file}})
		ovFile := filepath.Join(t.TempDir(), "overlay.json")
		if err := os.WriteFile(ovFile, ov, 0o644); err != nil {
			t.Fatal(err)
		}
		want, viable := trace("-overlay=" + ovFile)
		k := fmt.Sprintf("%d:%d %s", m.Line, m.Column, m.Type)
		switch {
		case sb.notViable[i]:
			if viable {
				t.Errorf("%s: the schema calls it not viable, but it compiles", k)
			}
		case sb.ids[i] == 0:
			apart[k] = true
		case !viable:
			t.Errorf("%s: does not compile, but the schema switches it", k)
		default:
			os.Remove(traceEnv)
			got := "FAIL"
			if st := sb.run(sb.ids[i], "", append(env, "TRACE_OUT="+traceEnv), goflags, sb.limit); st == "LIVED" {
				b, err := os.ReadFile(traceEnv)
				if err != nil {
					t.Fatal(err)
				}
				got = string(b)
			}
			if got != want {
				t.Errorf("%s: the schema's trace differs from the mutant's", k)
			}
		}
	}
	// Left out: the map element (not addressable), and, in a full sweep,
	// the constant declaration and the array length (Go needs constants
	// there).
	want := []string{"63:13 INCREMENT_DECREMENT"}
	if os.Getenv("MUTATE_SCHEMA_SWEEP") == "1" {
		want = append(want, "9:17 ARITHMETIC_BASE", "11:18 ARITHMETIC_BASE", "11:18 INVERT_NEGATIVES")
	}
	for _, k := range want {
		if !apart[k] {
			t.Errorf("%s: want it left out of the schema", k)
		}
		delete(apart, k)
	}
	for k := range apart {
		t.Errorf("%s: left out of the schema", k)
	}
}
