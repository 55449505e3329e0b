package main

// The mutants gremlins leaves "NOT COVERED" (it runs only mutants on lines
// that Go's coverage marks, and coverage blocks leave out the expressions
// of case clauses) are applied here, one at a time, and the package's
// tests run on each, so that the score counts every mutant. A mutant is a
// token replaced by another (gremlins' own table, below) and reaches the
// go command as an -overlay: the work tree is never written, and several
// mutants run side by side.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"
)

// selectTests makes each mutant run only the tests that run its code
// (selection.go); -all-tests turns it off.
var selectTests = true

// byRunner marks, in a stored result, a mutant whose status this command
// set by applying it itself rather than through gremlins.
const byRunner = "mutate"

// replacement is gremlins v0.6.0's token table for the mutant types this
// project enables (its defaults and the mutators list): the token a type
// turns each token into.
var replacement = map[string]map[token.Token]token.Token{
	"ARITHMETIC_BASE": {
		token.ADD: token.SUB, token.SUB: token.ADD,
		token.MUL: token.QUO, token.QUO: token.MUL, token.REM: token.MUL,
	},
	"CONDITIONALS_BOUNDARY": {
		token.LSS: token.LEQ, token.LEQ: token.LSS,
		token.GTR: token.GEQ, token.GEQ: token.GTR,
	},
	"CONDITIONALS_NEGATION": {
		token.EQL: token.NEQ, token.NEQ: token.EQL,
		token.LSS: token.GEQ, token.GEQ: token.LSS,
		token.GTR: token.LEQ, token.LEQ: token.GTR,
	},
	"INCREMENT_DECREMENT": {token.INC: token.DEC, token.DEC: token.INC},
	"INVERT_NEGATIVES":    {token.SUB: token.ADD},
	"INVERT_LOGICAL":      {token.LAND: token.LOR, token.LOR: token.LAND},
	"INVERT_LOOPCTRL":     {token.BREAK: token.CONTINUE, token.CONTINUE: token.BREAK},
}

// tokenTypes is, for each token, the mutant types of gremlins v0.6.0's
// TokenMutantType that this project enables, in gremlins' order.
var tokenTypes = map[token.Token][]string{
	token.ADD: {"ARITHMETIC_BASE"}, token.MUL: {"ARITHMETIC_BASE"}, token.QUO: {"ARITHMETIC_BASE"}, token.REM: {"ARITHMETIC_BASE"},
	token.SUB: {"INVERT_NEGATIVES", "ARITHMETIC_BASE"},
	token.EQL: {"CONDITIONALS_NEGATION"}, token.NEQ: {"CONDITIONALS_NEGATION"},
	token.LSS: {"CONDITIONALS_BOUNDARY", "CONDITIONALS_NEGATION"}, token.LEQ: {"CONDITIONALS_BOUNDARY", "CONDITIONALS_NEGATION"},
	token.GTR: {"CONDITIONALS_BOUNDARY", "CONDITIONALS_NEGATION"}, token.GEQ: {"CONDITIONALS_BOUNDARY", "CONDITIONALS_NEGATION"},
	token.INC: {"INCREMENT_DECREMENT"}, token.DEC: {"INCREMENT_DECREMENT"},
	token.LAND: {"INVERT_LOGICAL"}, token.LOR: {"INVERT_LOGICAL"},
	token.BREAK: {"INVERT_LOOPCTRL"}, token.CONTINUE: {"INVERT_LOOPCTRL"},
}

// enumerate lists the mutants of a Go source file as gremlins v0.6.0 finds
// them: the operator of every assignment, binary and unary expression,
// increment or decrement, and every break and continue, once for each
// enabled type its token has (a "-" gets two, binary or unary, as in
// gremlins), sorted by position and type, with no status.
func enumerate(src []byte) ([]mutation, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var muts []mutation
	ast.Inspect(f, func(n ast.Node) bool {
		var tok token.Token
		var pos token.Pos
		switch n := n.(type) {
		case *ast.AssignStmt:
			tok, pos = n.Tok, n.TokPos
		case *ast.BinaryExpr:
			tok, pos = n.Op, n.OpPos
		case *ast.BranchStmt:
			tok, pos = n.Tok, n.TokPos
		case *ast.IncDecStmt:
			tok, pos = n.Tok, n.TokPos
		case *ast.UnaryExpr:
			tok, pos = n.Op, n.OpPos
		default:
			return true
		}
		p := fset.Position(pos)
		for _, typ := range tokenTypes[tok] {
			muts = append(muts, mutation{Type: typ, Line: p.Line, Column: p.Column})
		}
		return true
	})
	sortMutations(muts)
	return muts, nil
}

// applyMutant returns src with the mutation m applied: the token at m's
// line and column (a byte column, as go/token counts) replaced as m's type
// says. It fails when no token of a kind that type mutates starts there,
// so that a result read against a changed file is refused, not misapplied.
func applyMutant(src []byte, m mutation) ([]byte, error) {
	table, ok := replacement[m.Type]
	if !ok {
		return nil, fmt.Errorf("mutant type %s is not one this command applies", m.Type)
	}
	fset := token.NewFileSet()
	file := fset.AddFile("", fset.Base(), len(src))
	var s scanner.Scanner
	s.Init(file, src, nil, 0)
	for {
		pos, tok, _ := s.Scan()
		if tok == token.EOF {
			break
		}
		p := fset.Position(pos)
		if p.Line < m.Line || p.Line == m.Line && p.Column < m.Column {
			continue
		}
		if p.Line != m.Line || p.Column != m.Column {
			break
		}
		to, ok := table[tok]
		if !ok {
			return nil, fmt.Errorf("line %d column %d holds %q, which %s does not mutate", m.Line, m.Column, tok, m.Type)
		}
		off := file.Offset(pos)
		out := append([]byte{}, src[:off]...)
		out = append(out, to.String()...)
		return append(out, src[off+len(tok.String()):]...), nil
	}
	return nil, fmt.Errorf("no token starts at line %d column %d", m.Line, m.Column)
}

// runAllOwn runs every mutant of the selected files with this command's
// runner instead of gremlins (-own): each file's mutants are enumerated as
// gremlins would, stored as a new result, and all applied.
func runAllOwn(sel []string, mod string, workers int) error {
	for _, f := range sel {
		src, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		muts, err := enumerate(src)
		if err != nil {
			return fmt.Errorf("%s: %v", f, err)
		}
		for i := range muts {
			muts[i].Status = "PENDING"
		}
		fr := fileResult{File: f, Date: time.Now().UTC().Format(time.RFC3339), RunFiles: 1, SHA256: fileHash(f), Mutations: muts}
		if err := saveResult(fr); err != nil {
			return err
		}
	}
	return runOwn(sel, mod, workers, func(_ string, m mutation) bool { return m.Status == "PENDING" })
}

// runOwn applies, for each selected file, the mutants of its stored result
// that pick selects, runs the tests of the file's package on each, and
// stores the statuses (marked byRunner). The files must be unchanged since
// their results were stored. workers mutants run at once (0: the number of
// CPUs).
func runOwn(sel []string, mod string, workers int, pick func(f string, m mutation) bool) error {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	env, goflags, cleanup, err := testEnv(mod)
	if err != nil {
		return err
	}
	defer cleanup()
	selections := map[string]map[string]*selection{} // by package
	for _, f := range sel {
		fr, err := loadResult(f)
		if err != nil {
			return err
		}
		if fr.SHA256 != fileHash(f) {
			return fmt.Errorf("%s changed since its stored result: run it in full", f)
		}
		var todo []int
		for i, m := range fr.Mutations {
			if pick(f, m) {
				todo = append(todo, i)
			}
		}
		if len(todo) == 0 {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		abs, err := filepath.Abs(f)
		if err != nil {
			return err
		}
		pkg := "./" + filepath.ToSlash(filepath.Dir(relToModule(f, mod)))
		base, err := baseline(mod, pkg, env, goflags)
		if err != nil {
			return fmt.Errorf("%s: the tests fail without any mutant: %v", pkg, err)
		}
		limit := time.Duration(timeoutCoefficient)*base + 5*time.Second
		var chosen *selection
		if selectTests {
			files, ok := selections[pkg]
			if !ok {
				t0 := time.Now()
				files = testSelection(mod, pkg, env, goflags, limit)
				selections[pkg] = files
				fmt.Fprintf(os.Stderr, "mutate: %s: each test run alone with coverage in %.0f s\n", pkg, time.Since(t0).Seconds())
			}
			imp, err := importPath(f, mod)
			if err != nil {
				return err
			}
			if files != nil {
				if chosen = files[imp]; chosen == nil {
					chosen = &selection{} // no test runs any of the file
				}
			}
		}
		fmt.Fprintf(os.Stderr, "mutate: %s: applying %d mutant(s) (tests of %s: %.1f s, timeout %s)\n", f, len(todo), pkg, base.Seconds(), limit.Round(time.Second))
		start := time.Now()
		var sb *schemaBinary
		if useSchemata {
			sb, err = buildSchema(f, abs, fr.Mutations, todo, mod, pkg, env, goflags)
			if err != nil {
				fmt.Fprintf(os.Stderr, "mutate: %s: no schema, each mutant compiled on its own: %v\n", f, err)
				sb = nil
			} else {
				var apart []string
				for _, i := range todo {
					if sb.ids[i] == 0 && !sb.notViable[i] {
						apart = append(apart, fmt.Sprintf("%d:%d %s", fr.Mutations[i].Line, fr.Mutations[i].Column, fr.Mutations[i].Type))
					}
				}
				fmt.Fprintf(os.Stderr, "mutate: %s: schema built in %.0f s: %d mutant(s) switched at run time (timeout %s), %d not viable, %d compiled on their own %v\n", f, time.Since(start).Seconds(), len(sb.ids), sb.limit.Round(time.Second), len(sb.notViable), len(apart), apart)
			}
		}
		jobs := make(chan int)
		var mu sync.Mutex
		var wg sync.WaitGroup
		var firstErr error
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range jobs {
					m := fr.Mutations[i]
					var st string
					var err error
					switch {
					case sb != nil && sb.notViable[i]:
						st = "NOT VIABLE"
					case sb != nil && sb.ids[i] != 0:
						st = sb.run(sb.ids[i], chosen.testsFor(m.Line, m.Column), env, goflags, sb.limit)
					default:
						st, err = runMutant(src, abs, m, mod, pkg, chosen.testsFor(m.Line, m.Column), env, goflags, limit)
					}
					mu.Lock()
					if err != nil && firstErr == nil {
						firstErr = fmt.Errorf("%s: %v", key(f, fr.Mutations[i]), err)
					}
					if err == nil {
						fr.Mutations[i].Status, fr.Mutations[i].By = st, byRunner
						fmt.Fprintf(os.Stderr, "%12s %s at %s:%d:%d\n", st, fr.Mutations[i].Type, f, fr.Mutations[i].Line, fr.Mutations[i].Column)
						// Stored as it goes: an interrupted run keeps what
						// it did, and -uncovered runs the rest.
						if err := saveResult(fr); err != nil && firstErr == nil {
							firstErr = err
						}
					}
					mu.Unlock()
				}
			}()
		}
		for _, i := range todo {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		if sb != nil {
			sb.cleanup() // the file's test binary, before the next file's
		}
		if firstErr != nil {
			return firstErr
		}
		fr.Own = append(fr.Own, start.UTC().Format(time.RFC3339))
		fr.Seconds += time.Since(start).Seconds()
		if err := saveResult(fr); err != nil {
			return err
		}
		c := tally(f, fr.Mutations, loadEquivalent())
		fmt.Fprintf(os.Stderr, "mutate: %s: %d mutant(s) applied in %.0f s; file now %d / %d caught\n", f, len(todo), time.Since(start).Seconds(), c.caught(), c.nonEquiv())
	}
	return nil
}

func loadResult(f string) (fileResult, error) {
	var fr fileResult
	data, err := os.ReadFile(resultPath(f))
	if err != nil {
		return fr, fmt.Errorf("%s: no stored result (run it in full first)", f)
	}
	err = json.Unmarshal(data, &fr)
	return fr, err
}

// testEnv returns the environment and go flags of a test run in module mod
// (the root, or a nested module outside the workspace, as gremlins runs
// it: see nestedModfile) and a function that removes what it wrote.
func testEnv(mod string) (env, goflags []string, cleanup func(), err error) {
	env = os.Environ()
	goflags = []string{"-short", "-count=1", "-failfast"}
	cleanup = func() {}
	if mod != "" {
		modfile, done, err := nestedModfile(mod)
		if err != nil {
			return nil, nil, nil, err
		}
		cleanup = done
		env = append(env, "GOWORK=off")
		goflags = append(goflags, "-modfile="+modfile, "-vet=off", "-ldflags=-w")
	}
	return env, goflags, cleanup, nil
}

// baseline runs the package's tests once, unmutated, and returns how long
// they took (build included, as each mutant's run includes it).
func baseline(mod, pkg string, env, goflags []string) (time.Duration, error) {
	start := time.Now()
	cmd := exec.Command("go", append(append([]string{"test"}, goflags...), pkg)...)
	cmd.Dir, cmd.Env = moduleDir(mod), env
	out, err := cmd.CombinedOutput()
	if err != nil {
		return 0, fmt.Errorf("%v\n%s", err, lastLines(out, 20))
	}
	return time.Since(start), nil
}

// runMutant runs the package's tests (those run selects, all if it is "")
// with file abs replaced by src mutated by m, and returns the mutant's status in gremlins' words: KILLED (a test
// failed), LIVED (they passed), TIMED OUT (they ran past limit: a mutant
// that loops is noticed) or NOT VIABLE (it does not compile).
func runMutant(src []byte, abs string, m mutation, mod, pkg, run string, env, goflags []string, limit time.Duration) (string, error) {
	mutated, err := applyMutant(src, m)
	if err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp("", "mutate-own-*")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	file := filepath.Join(tmp, filepath.Base(abs))
	if err := os.WriteFile(file, mutated, 0o644); err != nil {
		return "", err
	}
	overlay, _ := json.Marshal(map[string]map[string]string{"Replace": {abs: file}})
	ov := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ov, overlay, 0o644); err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	args := append(append([]string{"test"}, goflags...), "-overlay="+ov, "-timeout="+(limit+time.Minute).String())
	if run != "" {
		args = append(args, "-run="+run)
	}
	args = append(args, pkg)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir, cmd.Env = moduleDir(mod), env
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.CombinedOutput()
	switch {
	case ctx.Err() != nil:
		return "TIMED OUT", nil
	case err == nil:
		return "LIVED", nil
	case bytes.Contains(out, []byte("[build failed]")) || bytes.Contains(out, []byte("[setup failed]")):
		return "NOT VIABLE", nil
	}
	return "KILLED", nil
}

func moduleDir(mod string) string {
	if mod == "" {
		return "."
	}
	return mod
}

func lastLines(b []byte, n int) string {
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
