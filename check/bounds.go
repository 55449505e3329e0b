package check

// Bounded diagnostics: however long or hostile the input, Run's work and
// output grow linearly with it and the number of findings is capped.
//
//   - Adjacent offending characters (or percent-encoded octets, or
//     normalization segments) of the same code make one finding whose span
//     covers the whole run (a run of a million spaces is one SPACE
//     finding); its message says how many there are. Only the codes about
//     characters merge (mergingCodes): two component or scheme findings that
//     happen to touch, such as a forbidden port and a forbidden query,
//     stay two.
//   - At most MaxFindings findings (DefaultMaxFindings unless the option
//     says otherwise) are reported per input: the first ones by position.
//     When more were found, a last finding of code MORE_FINDINGS says how
//     many were left out; its span runs from the first one left out to the
//     end of the input, and its severity is the highest of theirs (so
//     HasErrors stays true when an error was left out), unless CodeSeverity
//     sets one for MORE_FINDINGS. The grammar error (SYNTAX, at most one)
//     is always reported, outside the count.
//
// Findings are collected in a buffer of at most twice the cap: when it is
// full it is sorted and cut back to the cap, so memory stays bounded and
// time is O(n log cap) for n findings; a finding that starts after the
// last one kept is counted without its message being built.

import (
	"fmt"
	"sort"

	"github.com/goiri/iri"
)

// DefaultMaxFindings is the number of findings Run reports at most for one
// input, the MORE_FINDINGS summary and the SYNTAX finding aside, unless
// MaxFindings sets another.
//
// The bound keeps the checks of draft-ietf-iri-3987bis-00 section 10 from
// becoming a denial of service themselves.
const DefaultMaxFindings = 100

// MaxFindings sets the number of findings Run reports at most for one
// input (values below 1 count as 1); the findings beyond it, by position,
// are summed up in one MORE_FINDINGS finding.
//
// The bound keeps the checks of draft-ietf-iri-3987bis-00 section 10 from
// becoming a denial of service themselves.
func MaxFindings(n int) Option {
	return func(c *config) {
		c.maxFindings = max(n, 1)
	}
}

// mergingCodes are the codes whose adjacent findings merge into one: those
// about characters, octets and normalization segments.
var mergingCodes = map[Code]bool{
	CodeInvalidUTF8: true, CodeSpace: true, CodeDelimiter: true, CodeUnwise: true, CodeControl: true,
	CodeBidiFormattingCharacter: true, CodeSpecial: true, CodePrivateUse: true, CodePrivateUseInQuery: true,
	CodeTag: true, CodeNonCharacter: true, CodeSurrogate: true, CodeInvisible: true, CodeJoinerInContext: true,
	CodeFullwidthLatin: true, CodeHalfwidthKatakana: true, CodeSpaceLookalike: true, CodeDelimiterLookalike: true,
	CodeNotNFC: true, CodeNotNFKC: true, CodePctOverlongUTF8: true, CodePctInvalidUTF8: true,
	CodePctUnreserved: true, CodePctDelimiterInPath: true, CodePctNUL: true, CodePctControl: true,
}

// runEnd is where the last finding of a code ended, for merging runs.
type runEnd struct {
	end int // byte offset the last finding of the code ends at
	idx int // its index in checkRun.out, or -1 if it was left out
}

// bounds is the part of a check run that keeps its findings bounded.
type bounds struct {
	cfg   *config
	limit int
	out   []Finding
	extra []int // extra[i]: how many adjacent findings were merged into out[i]
	last  map[Code]*runEnd
	// prev and prevCode: the last entry of last used, to skip the map
	// lookup along a run.
	prev     *runEnd
	prevCode Code
	full     bool      // out was cut back to limit at least once
	cutoff   int       // when full: the start of the last finding kept
	dropped  int       // findings left out
	pinned   []Finding // SYNTAX: reported whatever the cap
	// dropStart and dropSev: the first offset and the highest severity of
	// the findings left out.
	dropStart int
	dropSev   Severity
	// pushed counts the findings pushed, absorbed ones included, so that
	// a rule can tell whether it found anything (the caches of cache.go).
	pushed int
}

func newBounds(cfg *config) bounds {
	limit := cfg.maxFindings
	if limit == 0 {
		limit = DefaultMaxFindings
	}
	return bounds{cfg: cfg, limit: limit} // last is made on first use
}

// severity returns the severity of code c under the configuration.
func (b *bounds) severity(c Code) Severity {
	if len(b.cfg.severity) > 0 {
		if s, ok := b.cfg.severity[c]; ok {
			return s
		}
	}
	return codeInfos[codeIndex[c]].Severity
}

// absorb reports whether a finding of code at sp needs no record of its
// own: its code is ignored, it extends the run of the previous finding of
// its code (the two are adjacent, so no delimiter separates them and they
// lie in one component), or it starts after the cutoff and is only
// counted. The caller then need not build its message.
func (b *bounds) absorb(code Code, sp iri.Span) bool {
	l := b.prev
	if code != b.prevCode || l == nil {
		l = b.last[code]
	}
	if l != nil && sp.Len() > 0 && l.end == sp.Start {
		// Only findings that were recorded (or counted) start runs, so an
		// ignored code never gets here.
		if l.idx >= 0 {
			b.out[l.idx].Span.End = sp.End
			b.extra[l.idx]++
		}
		l.end = sp.End
		b.prev, b.prevCode = l, code
		return true
	}
	sev := b.severity(code)
	if sev == SeverityIgnored && !b.cfg.includeIgnored {
		return true
	}
	if b.full && sp.Start > b.cutoff {
		b.drop(sp.Start, sev)
		b.setLast(code, sp.End, -1)
		return true
	}
	return false
}

// setLast records that the last finding of code ends at end, at index idx
// of out (-1: left out), if code is one of mergingCodes.
func (b *bounds) setLast(code Code, end, idx int) {
	if !mergingCodes[code] {
		return
	}
	l := b.last[code]
	if l == nil {
		if b.last == nil {
			b.last = map[Code]*runEnd{}
		}
		l = &runEnd{}
		b.last[code] = l
	}
	l.end, l.idx = end, idx
	b.prev, b.prevCode = l, code
}

func (b *bounds) drop(start int, sev Severity) {
	if b.dropped == 0 || start < b.dropStart {
		b.dropStart = start
	}
	b.dropSev = max(b.dropSev, sev)
	b.dropped++
}

// push records the finding f, unless absorb takes it.
func (b *bounds) push(f Finding) {
	b.pushed++
	if b.absorb(f.Code, f.Span) {
		return
	}
	f.Severity = b.severity(f.Code)
	if f.Code == CodeSyntax {
		b.pinned = append(b.pinned, f)
		return
	}
	if len(b.out) >= 2*b.limit {
		b.cut()
		if f.Span.Start > b.cutoff {
			b.drop(f.Span.Start, f.Severity)
			b.setLast(f.Code, f.Span.End, -1)
			return
		}
	}
	if b.out == nil {
		b.out = make([]Finding, 0, 4) // the caller's: one allocation for most inputs
	}
	b.out = append(b.out, f)
	b.extra = append(b.extra, 0)
	b.setLast(f.Code, f.Span.End, len(b.out)-1)
}

// remove drops the recorded findings drop selects (a rule that replaces
// another's finding on the same characters), keeping extra in step; runs
// that ended in a dropped finding end there.
func (b *bounds) remove(drop func(*Finding) bool) {
	j := 0
	for i := range b.out {
		if drop(&b.out[i]) {
			continue
		}
		b.out[j], b.extra[j] = b.out[i], b.extra[i]
		j++
	}
	if j == len(b.out) {
		return
	}
	b.out, b.extra = b.out[:j], b.extra[:j]
	clear(b.last)
	b.prev, b.prevCode = nil, ""
}

// sortOut sorts the findings by position, then by the codes' registry
// order, keeping extra in step.
func (b *bounds) sortOut() {
	if len(b.out) < 2 {
		return
	}
	if len(b.out) <= 16 {
		// A few findings, the usual case: sorted in place (insertion
		// sort, stable), without the allocations of sort.SliceStable.
		for i := 1; i < len(b.out); i++ {
			for j := i; j > 0 && findingBefore(&b.out[j], &b.out[j-1]); j-- {
				b.out[j], b.out[j-1] = b.out[j-1], b.out[j]
				b.extra[j], b.extra[j-1] = b.extra[j-1], b.extra[j]
			}
		}
		return
	}
	idx := make([]int, len(b.out))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return findingBefore(&b.out[idx[i]], &b.out[idx[j]]) })
	out := make([]Finding, len(b.out))
	extra := make([]int, len(b.out))
	for i, k := range idx {
		out[i], extra[i] = b.out[k], b.extra[k]
	}
	b.out, b.extra = out, extra
}

// findingBefore reports whether f comes before g in the order of Run's
// result: by position, then by the codes' registry order.
func findingBefore(f, g *Finding) bool {
	if f.Span.Start != g.Span.Start {
		return f.Span.Start < g.Span.Start
	}
	return codeOrder(f.Code) < codeOrder(g.Code)
}

// cut sorts the findings and keeps the first limit of them.
func (b *bounds) cut() {
	b.sortOut()
	if len(b.out) <= b.limit {
		return
	}
	for _, f := range b.out[b.limit:] {
		b.drop(f.Span.Start, f.Severity)
	}
	b.out, b.extra = b.out[:b.limit], b.extra[:b.limit]
	b.full = true
	b.cutoff = b.out[b.limit-1].Span.Start
	// The runs that now end in a finding left out continue as left out.
	for code, l := range b.last {
		if l.idx < 0 {
			continue
		}
		l.idx = -1
		for i := range b.out {
			if b.out[i].Code == code && b.out[i].Span.End == l.end {
				l.idx = i
			}
		}
	}
}

// result returns the findings in order, the messages of merged runs
// completed, and the MORE_FINDINGS summary last when some were left out.
func (b *bounds) result(inputLen int) []Finding {
	b.cut()
	if len(b.pinned) > 0 {
		b.out = append(b.out, b.pinned...)
		b.extra = append(b.extra, make([]int, len(b.pinned))...)
		b.sortOut()
	}
	for i := range b.out {
		if n := b.extra[i]; n > 0 {
			f := &b.out[i]
			f.Message += fmt.Sprintf(" (one finding for a run of %d adjacent occurrences, bytes %d-%d)", n+1, f.Span.Start, f.Span.End)
		}
	}
	if b.dropped > 0 {
		sev := b.dropSev
		if s, ok := b.cfg.severity[CodeMoreFindings]; ok {
			sev = s
		}
		if sev != SeverityIgnored || b.cfg.includeIgnored {
			info, _ := LookupCode(CodeMoreFindings)
			b.out = append(b.out, Finding{Code: CodeMoreFindings, Severity: sev, Span: span(b.dropStart, inputLen),
				Section: info.Section,
				Message: fmt.Sprintf("%d more findings not reported: at most %d are reported per IRI (check.MaxFindings)", b.dropped, b.limit)})
		}
	}
	return b.out
}

// spansFit reports whether every component of u lies at its span in s.
func spansFit(s string, u *iri.IRI, sp iri.Spans) bool {
	at := func(c string, p iri.Span) bool {
		return p.Start >= 0 && p.Start <= p.End && p.End <= len(s) && s[p.Start:p.End] == c
	}
	return at(u.Scheme, sp.Scheme) && at(u.Userinfo, sp.Userinfo) && at(u.Host, sp.Host) && at(u.Port, sp.Port) &&
		at(u.Path, sp.Path) && at(u.Query, sp.Query) && at(u.Fragment, sp.Fragment)
}
