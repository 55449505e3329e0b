package check

import (
	"fmt"
	"testing"

	"github.com/goiri/iri"
)

// Tests that kill mutants of check/bounds.go (make mutate PKG=check). They
// drive the collector directly; every expected result is derived by hand
// from the rules at the top of bounds.go: adjacent findings of one
// character code merge into one, at most the limit are kept (the first by
// position, then by the codes' registry order: SPACE, DELIMITER, UNWISE,
// CONTROL, ..., PORT_EMPTY, ...), and MORE_FINDINGS counts the rest, from
// the first one left out to the end of the input, with the highest of
// their severities. SPACE, DELIMITER, UNWISE, CONTROL, INVISIBLE_CHARACTER
// and TAG are errors, PORT_EMPTY a warning.

// bf is a finding of code at bytes start-end whose message is its code.
func bf(c Code, start, end int) Finding {
	return Finding{Code: c, Span: span(start, end), Message: string(c)}
}

// moreFindings is the MORE_FINDINGS summary of n findings left out under
// limit, the first at start, in an input of inputLen bytes.
func moreFindings(n, limit, start, inputLen int, sev Severity) Finding {
	return Finding{Code: CodeMoreFindings, Severity: sev, Span: span(start, inputLen), Section: "this package (check.MaxFindings)",
		Message: fmt.Sprintf("%d more findings not reported: at most %d are reported per IRI (check.MaxFindings)", n, limit)}
}

// runOf is the message of a run of n findings of code c over start-end.
func runOf(c Code, n, start, end int) string {
	return fmt.Sprintf("%s (one finding for a run of %d adjacent occurrences, bytes %d-%d)", c, n, start, end)
}

// boundsResult pushes fs into a collector of the given limit and returns
// its result for an input of inputLen bytes.
func boundsResult(limit int, fs []Finding, inputLen int) []Finding {
	b := newBounds(&config{maxFindings: limit})
	for _, f := range fs {
		b.push(f)
	}
	return b.result(inputLen)
}

func expectBounds(t *testing.T, name string, got, want []Finding) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: result = %v\nwant %v", name, got, want)
		return
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%s: result[%d] = %#v\nwant %#v", name, i, got[i], want[i])
		}
	}
}

// TestBoundsEmptySpanNoRun: runs are of characters; an empty SPACE finding
// at the end of a SPACE covers no character, so it is a finding of its
// own, not a second occurrence of the run (bounds.go:114, sp.Len() > 0).
func TestBoundsEmptySpanNoRun(t *testing.T) {
	got := boundsResult(0, []Finding{bf(CodeSpace, 0, 1), bf(CodeSpace, 1, 1)}, 2)
	want := []Finding{
		{Code: CodeSpace, Severity: SeverityError, Span: span(0, 1), Message: "SPACE"},
		{Code: CodeSpace, Severity: SeverityError, Span: span(1, 1), Message: "SPACE"},
	}
	expectBounds(t, "SPACE, empty SPACE", got, want)
}

// TestBoundsAtCutoffStillCompetes: once the buffer was cut, a finding that
// starts exactly where the last one kept starts may still be among the
// first by position and registry order (bounds.go:129, sp.Start >
// cutoff). Limit 1: CONTROL@0, SPACE@5, DELIMITER@7 (the cut keeps
// CONTROL@0), then UNWISE@0. By position then registry order UNWISE@0
// comes first (UNWISE before CONTROL), so it is the one reported; the 3
// others are left out, the first at 0, all errors.
func TestBoundsAtCutoffStillCompetes(t *testing.T) {
	got := boundsResult(1, []Finding{
		bf(CodeControl, 0, 1), bf(CodeSpace, 5, 6), bf(CodeDelimiter, 7, 8), bf(CodeUnwise, 0, 1),
	}, 10)
	want := []Finding{
		{Code: CodeUnwise, Severity: SeverityError, Span: span(0, 1), Message: "UNWISE"},
		moreFindings(3, 1, 0, 10, SeverityError),
	}
	expectBounds(t, "UNWISE at the cutoff", got, want)
}

// TestBoundsLeftOutRunStaysOut: a run whose first finding was left out
// goes on being left out, however it was left out, and extends none of
// the findings kept (bounds.go:131 and 177, setLast(..., -1)). Limit 2:
// CONTROL@0, UNWISE@1, DELIMITER@3, SPACE@5, then a fifth finding (the
// buffer of 4 is cut to CONTROL@0 and UNWISE@1), then a SPACE run of two.
func TestBoundsLeftOutRunStaysOut(t *testing.T) {
	head := []Finding{bf(CodeControl, 0, 1), bf(CodeUnwise, 1, 2), bf(CodeDelimiter, 3, 4), bf(CodeSpace, 5, 6)}
	kept := []Finding{
		{Code: CodeControl, Severity: SeverityError, Span: span(0, 1), Message: "CONTROL"},
		{Code: CodeUnwise, Severity: SeverityError, Span: span(1, 2), Message: "UNWISE"},
	}
	// The run SPACE@9-11 starts with the finding whose push cut the
	// buffer (push, bounds.go:177): findings C@0, U@1, D@3, S@5, S@9-11;
	// 3 left out from 3, all errors.
	got := boundsResult(2, append(head[:4:4], bf(CodeSpace, 9, 10), bf(CodeSpace, 10, 11)), 20)
	expectBounds(t, "run started by the cutting push", got, append(kept[:2:2], moreFindings(3, 2, 3, 20, SeverityError)))
	// A PORT_EMPTY@8 cuts the buffer; the run SPACE@12-14 starts after the
	// cutoff (absorb, bounds.go:131): findings C@0, U@1, D@3, S@5, P@8,
	// S@12-14; 4 left out from 3, the highest an error.
	got = boundsResult(2, append(head[:4:4], bf(CodePortEmpty, 8, 9), bf(CodeSpace, 12, 13), bf(CodeSpace, 13, 14)), 20)
	expectBounds(t, "run started after the cutoff", got, append(kept[:2:2], moreFindings(4, 2, 3, 20, SeverityError)))
}

// TestBoundsCutReindexesEveryRun: when the buffer is cut, every run still
// open on a finding kept follows it, whatever runs already left out the
// map visits first (bounds.go:243, continue). Limit 1:
//
//	SPACE@5, UNWISE@9   the third push cuts to SPACE@5 (UNWISE left out)
//	CONTROL@0           kept in the buffer (0 <= cutoff 5)
//	DELIMITER@20, INVISIBLE@22, TAG@24: after the cutoff, runs left out
//	PORT_EMPTY@0        its push cuts to CONTROL@0 (SPACE left out)
//	CONTROL@1, SPACE@6  extend the CONTROL run kept and the SPACE run left out
//
// Findings: C@0-2 (a run of 2), P@0, S@5-7, U@9, D@20, I@22, T@24. The
// first by position then registry order is C@0-2 (CONTROL before
// PORT_EMPTY); 6 left out from 0, the highest an error. Map order is
// random: repeated so that every order is met.
func TestBoundsCutReindexesEveryRun(t *testing.T) {
	want := []Finding{
		{Code: CodeControl, Severity: SeverityError, Span: span(0, 2), Message: runOf(CodeControl, 2, 0, 2)},
		moreFindings(6, 1, 0, 30, SeverityError),
	}
	for i := 0; i < 50 && !t.Failed(); i++ {
		got := boundsResult(1, []Finding{
			bf(CodeSpace, 5, 6), bf(CodeUnwise, 9, 10), bf(CodeControl, 0, 1),
			bf(CodeDelimiter, 20, 21), bf(CodeInvisible, 22, 23), bf(CodeTag, 24, 25),
			bf(CodePortEmpty, 0, 0), bf(CodeControl, 1, 2), bf(CodeSpace, 6, 7),
		}, 30)
		expectBounds(t, fmt.Sprintf("try %d", i), got, want)
	}
}

// TestBoundsCutReindexByCodeAndEnd: a run follows the finding of its own
// code that ends where the run ends, not another code's finding ending
// there too (bounds.go:247). Limit 2: UNWISE@0-2, CONTROL@1-2, SPACE@5,
// DELIMITER@7, PORT_EMPTY@9 (its push cuts to U and C), then UNWISE@2-3,
// which extends UNWISE@0-2. Findings: U@0-3 (a run of 2), C@1-2, S@5,
// D@7, P@9; 3 left out from 5, the highest an error.
func TestBoundsCutReindexByCodeAndEnd(t *testing.T) {
	got := boundsResult(2, []Finding{
		bf(CodeUnwise, 0, 2), bf(CodeControl, 1, 2), bf(CodeSpace, 5, 6), bf(CodeDelimiter, 7, 8),
		bf(CodePortEmpty, 9, 9), bf(CodeUnwise, 2, 3),
	}, 20)
	want := []Finding{
		{Code: CodeUnwise, Severity: SeverityError, Span: span(0, 3), Message: runOf(CodeUnwise, 2, 0, 3)},
		{Code: CodeControl, Severity: SeverityError, Span: span(1, 2), Message: "CONTROL"},
		moreFindings(3, 2, 5, 20, SeverityError),
	}
	expectBounds(t, "UNWISE and CONTROL ending at 2", got, want)
}

// TestSpansFitEachCondition: a component fits only where its span lies in
// s and holds its text (bounds.go:287): "ab" fits at 0-2 of "ab"; "ba"
// does not (other text), nor "ab" at 0-3 (past the end), nor "" at 2-1
// (start after end) or at -1-0 (start before the input); the last two
// must be rejected before s is sliced.
func TestSpansFitEachCondition(t *testing.T) {
	for _, c := range []struct {
		path string
		sp   iri.Span
		want bool
	}{
		{"ab", span(0, 2), true},
		{"ba", span(0, 2), false},
		{"ab", span(0, 3), false},
		{"", span(2, 1), false},
		{"", span(-1, 0), false},
	} {
		if got := spansFit("ab", &iri.IRI{Path: c.path}, iri.Spans{Path: c.sp}); got != c.want {
			t.Errorf("spansFit(%q, path %q at %v) = %v, want %v", "ab", c.path, c.sp, got, c.want)
		}
	}
}
