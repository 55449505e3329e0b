package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/goiri/iri"
)

func init() {
	register(&command{
		name:    "variants",
		summary: "show which grammar variants accept each IRI, and where the others fail",
		usage: `Usage: iri variants [--rule RULE] [--reference] [--json] [--list] [--summary] [IRI ...]
       iri variants --diff [--count N] [--corpus FILE] [--rule RULE] [--json] A B

Parses each input with every grammar variant compiled into the tool and
prints, per variant, whether it accepts the input or the byte offset and rule
where it fails. --list lists the variants (one JSON object per variant with
--json, whose "parser" says whether the variant runs the fast path, "fast",
or the parser generated from its grammar alone, "generated").
--summary reads a corpus and prints, instead of one report per line, how
many lines each variant accepts and, for each pair of variants, how many
lines the first accepts and the second rejects, with the first such line
and the rule where the second fails (one JSON object with --json).
--reference runs the parsers generated from the grammar files instead of the
fast paths: results and errors are the same.
--diff A B prints inputs on which variants A and B disagree: accepted by
one and rejected by the other, or parsed into different components. The
inputs are generated from the two grammars (one character of each class of
characters they tell apart, the shortest string of each rule, in the slot
of each component), and --corpus adds the lines of a file; one input per
kind of difference, the shortest, shortest first, at most --count; each is
parsed again with both before it is printed (one JSON object per input with
--json).
Exit status: 0 if every input is accepted by at least one variant, 1
otherwise, 2 on usage errors; with --diff, 0 if no difference was found,
1 if some were.

Examples:
  iri variants 'http://example.org/a b'
  iri variants 'http://example.org/#a#b' 'http://r%C3%A9sum%C3%A9.example/'
  iri variants --json 'foo\bar'
  iri variants --summary < corpus.txt
  iri variants --diff rfc3987 3987bis
  iri variants --diff --count 5 --corpus testdata/corpus.txt rfc3987 webaddress`,
		setup: setupVariants,
	})
}

func setupVariants(fs *flag.FlagSet) func(*env, []string) int {
	rule := fs.String("rule", "IRI-reference", "entry rule: IRI-reference, IRI, absolute-IRI, irelative-ref")
	asJSON := fs.Bool("json", false, "print one JSON object per input")
	list := fs.Bool("list", false, "list the variants and exit")
	summary := fs.Bool("summary", false, "print the corpus summary: lines each variant accepts, and each pair's disagreements")
	reference := fs.Bool("reference", false, "always run the parsers generated from the grammars (no fast path; same results, slower)")
	diff := fs.Bool("diff", false, "print inputs on which the two variants named as operands disagree")
	count := fs.Int("count", 20, "with --diff: print at most this many inputs (0: all found)")
	corpus := fs.String("corpus", "", "with --diff: also search the lines of this file")
	var sf streamFlags
	sf.declare(fs, false)
	return func(e *env, args []string) int {
		if *diff {
			return runVariantsDiff(e, args, *rule, *reference, *asJSON, *count, *corpus)
		}
		vs := iri.Variants()
		for i := range vs {
			if *reference {
				vs[i] = vs[i].Reference() // fastpath.go
			}
		}
		if *list {
			var b []byte
			for _, v := range vs {
				if *asJSON {
					b = append(b, `{"variant":`...)
					b = appendJSONString(b, v.String())
					b = appendStringField(b, "extends", v.Extends())
					b = appendStringField(b, "title", v.Title())
					b = appendStringField(b, "parser", parserName(v))
					b = append(b, "}\n"...)
					continue
				}
				b = fmt.Appendf(b, "%-11s extends %-8s %s\n", v.String(), v.Extends(), v.Title())
			}
			e.stdout.Write(b)
			return exitOK
		}
		rules := make([]iri.Rule, len(vs))
		for i, v := range vs {
			r, err := v.LookupRule(*rule)
			if err != nil {
				fmt.Fprintln(e.stderr, err)
				return exitUsage
			}
			rules[i] = r
		}
		st := &stream{name: "variants", sf: &sf, asJSON: *asJSON,
			newWorker: func() any { return &variantsWorker{errs: make([]error, len(vs)), ok: make([]bool, len(vs))} }}
		var total *variantSummary
		if *summary {
			total = newVariantSummary(len(vs))
			st.asJSON = false
			st.newAgg = func() any { return newVariantSummary(len(vs)) }
			st.merge = func(a any) { total.merge(a.(*variantSummary)) }
		}
		st.line = func(c *lineCtx, s string) {
			w := c.w.(*variantsWorker)
			accepted := false
			if *summary {
				// Only validity counts, except for the first example of a
				// pair: the fast validator, and the error only when needed.
				for i, v := range vs {
					if *rule == "IRI-reference" {
						w.ok[i] = v.Valid(s)
					} else {
						w.ok[i] = v.ParseInto(&w.u, s, rules[i]) == nil
					}
					accepted = accepted || w.ok[i]
				}
				if !accepted {
					c.fail("rejected by every variant")
				}
				c.b.agg.(*variantSummary).add(c.lineNo, s, w.ok, func(i int) error {
					return vs[i].ParseInto(&w.u, s, rules[i])
				})
				return
			}
			for i, v := range vs {
				w.errs[i] = v.ParseInto(&w.u, s, rules[i])
				accepted = accepted || w.errs[i] == nil
			}
			if !accepted {
				c.fail("rejected by every variant")
			}
			switch {
			case *asJSON:
				c.out = appendVariantsJSON(c.out, s, vs, w.errs)
			default:
				c.out = appendVariantsText(c.out, s, vs, w.errs)
			}
		}
		st.tooLong = func(c *lineCtx, prefix string, length int64) {
			if *summary {
				c.fail("LINE_TOO_LONG")
				c.b.agg.(*variantSummary).lines++
				return
			}
			tooLongRecord(c, prefix, length)
		}
		status := runStream(e, args, st)
		if *summary {
			if *asJSON {
				e.stdout.Write(total.appendJSON(nil, vs))
			} else {
				e.stdout.Write(total.appendText(nil, vs))
			}
		}
		return status
	}
}

// parserName says which parser variant v runs: "fast" when it has the
// fast path (iri.Variant.HasFastPath: a grammar of the fast path's
// structure, or draft2002's), else "generated" (a grammar that changes a
// structural rule, or a Reference form with --reference).
func parserName(v iri.Variant) string {
	if v.HasFastPath() {
		return "fast"
	}
	return "generated"
}

// variantsWorker is the state of one worker goroutine.
type variantsWorker struct {
	u    iri.IRI
	errs []error
	ok   []bool
}

// appendVariantsJSON appends {"input", ["input_b64",] "variants":
// [{"variant", "valid", "error" (when not valid)}]}.
func appendVariantsJSON(dst []byte, s string, vs []iri.Variant, errs []error) []byte {
	dst = append(dst, `{"input":`...)
	dst = appendJSONString(dst, s)
	dst = appendInputB64(dst, s)
	dst = append(dst, `,"variants":[`...)
	for i, v := range vs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"variant":`...)
		dst = appendJSONString(dst, v.String())
		if errs[i] == nil {
			dst = append(dst, `,"valid":true}`...)
			continue
		}
		dst = append(dst, `,"valid":false,"error":`...)
		dst = appendJSONErr(dst, errs[i], "", "")
		dst = append(dst, '}')
	}
	return append(dst, "]}\n"...)
}

// appendVariantsText appends the input and one line per variant.
func appendVariantsText(dst []byte, s string, vs []iri.Variant, errs []error) []byte {
	dst = append(dst, echo(s, 0)...)
	dst = append(dst, '\n')
	for i, v := range vs {
		err := errs[i]
		var pe *iri.ParseError
		switch {
		case err == nil:
			dst = fmt.Appendf(dst, "  %-11s accepts\n", v.String())
		case !errors.As(err, &pe): // not a syntax error (cannot happen today)
			dst = fmt.Appendf(dst, "  %-11s rejects: %s\n", v.String(), textMessage(err.Error()))
		case pe.Rule == "": // invalid UTF-8: no rule was being matched
			dst = fmt.Appendf(dst, "  %-11s rejects at byte %d: invalid UTF-8\n", v.String(), pe.Offset)
		default:
			dst = fmt.Appendf(dst, "  %-11s rejects at byte %d in %s\n", v.String(), pe.Offset, pe.Rule)
		}
	}
	return dst
}

// variantSummary is the --summary of a corpus, or of one batch of it.
type variantSummary struct {
	lines   int64
	accepts []int64
	// pairs[a][b] is about the lines variant a accepts and b rejects.
	pairs [][]pairSummary
}

// pairSummary counts the lines one variant accepts and another rejects,
// and keeps the first of them.
type pairSummary struct {
	n      int64
	line   int64 // of the first example, from 1
	input  string
	offset int
	rule   string
}

func newVariantSummary(n int) *variantSummary {
	s := &variantSummary{accepts: make([]int64, n), pairs: make([][]pairSummary, n)}
	for i := range s.pairs {
		s.pairs[i] = make([]pairSummary, n)
	}
	return s
}

// add counts line number line, input s, which variant i accepts when
// ok[i]; errOf returns the error of a variant that rejects it.
func (vs *variantSummary) add(line int64, s string, ok []bool, errOf func(int) error) {
	vs.lines++
	for a := range ok {
		if !ok[a] {
			continue
		}
		vs.accepts[a]++
		for b := range ok {
			if ok[b] {
				continue
			}
			p := &vs.pairs[a][b]
			if p.n == 0 {
				// The batch's bytes are reused: keep a copy, cut to a
				// readable length.
				p.line, p.input = line, strings.Clone(s[:runeCut(s, 200)])
				p.offset, p.rule = -1, "invalid UTF-8"
				eb := errOf(b)
				var pe *iri.ParseError
				if errors.As(eb, &pe) {
					p.offset = pe.Offset
					if pe.Rule != "" {
						p.rule = pe.Rule
					}
				} else if eb != nil {
					p.rule = eb.Error()
				}
			}
			p.n++
		}
	}
}

// merge adds a summary of the lines that follow vs's.
func (vs *variantSummary) merge(o *variantSummary) {
	vs.lines += o.lines
	for a := range vs.accepts {
		vs.accepts[a] += o.accepts[a]
		for b := range vs.pairs[a] {
			p, q := &vs.pairs[a][b], o.pairs[a][b]
			if p.n == 0 && q.n > 0 {
				*p = q
			} else {
				p.n += q.n
			}
		}
	}
}

// appendText appends the summary as tables.
func (vs *variantSummary) appendText(dst []byte, vars []iri.Variant) []byte {
	dst = fmt.Appendf(dst, "%d lines\n\naccepted by each variant:\n", vs.lines)
	for i, v := range vars {
		pct := 0.0
		if vs.lines > 0 {
			pct = 100 * float64(vs.accepts[i]) / float64(vs.lines)
		}
		dst = fmt.Appendf(dst, "  %-11s %10d  %6.2f%%\n", v.String(), vs.accepts[i], pct)
	}
	dst = append(dst, "\nlines the row's variant accepts and the column's rejects:\n  "...)
	dst = fmt.Appendf(dst, "%-11s", "")
	for _, v := range vars {
		dst = fmt.Appendf(dst, " %11s", v.String())
	}
	dst = append(dst, '\n')
	for a, va := range vars {
		dst = fmt.Appendf(dst, "  %-11s", va.String())
		for b := range vars {
			if a == b {
				dst = fmt.Appendf(dst, " %11s", "-")
				continue
			}
			dst = fmt.Appendf(dst, " %11d", vs.pairs[a][b].n)
		}
		dst = append(dst, '\n')
	}
	header := false
	for a, va := range vars {
		for b, vb := range vars {
			p := vs.pairs[a][b]
			if p.n == 0 {
				continue
			}
			if !header {
				dst = append(dst, "\nfirst line of each disagreement:\n"...)
				header = true
			}
			dst = fmt.Appendf(dst, "  %s accepts, %s rejects (lines: %d): line %d %s\n    %s fails",
				va.String(), vb.String(), p.n, p.line, quoteValue(p.input), vb.String())
			if p.offset >= 0 {
				dst = fmt.Appendf(dst, " at byte %d", p.offset)
			}
			dst = fmt.Appendf(dst, " in %s\n", p.rule)
		}
	}
	return dst
}

// appendJSON appends the summary as one JSON object: {"lines",
// "variants": [{"variant", "accepts"}], "pairs": [{"accepts": variant,
// "rejects": variant, "lines", "first": {"line", "input", "offset",
// "rule"} or null}]}, a pair for every ordered pair of distinct variants.
func (vs *variantSummary) appendJSON(dst []byte, vars []iri.Variant) []byte {
	dst = append(dst, `{"lines":`...)
	dst = strconv.AppendInt(dst, vs.lines, 10)
	dst = append(dst, `,"variants":[`...)
	for i, v := range vars {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"variant":`...)
		dst = appendJSONString(dst, v.String())
		dst = append(dst, `,"accepts":`...)
		dst = strconv.AppendInt(dst, vs.accepts[i], 10)
		dst = append(dst, '}')
	}
	dst = append(dst, `],"pairs":[`...)
	first := true
	for a, va := range vars {
		for b, vb := range vars {
			if a == b {
				continue
			}
			if !first {
				dst = append(dst, ',')
			}
			first = false
			p := vs.pairs[a][b]
			dst = append(dst, `{"accepts":`...)
			dst = appendJSONString(dst, va.String())
			dst = appendStringField(dst, "rejects", vb.String())
			dst = append(dst, `,"lines":`...)
			dst = strconv.AppendInt(dst, p.n, 10)
			dst = append(dst, `,"first":`...)
			if p.n == 0 {
				dst = append(dst, "null}"...)
				continue
			}
			dst = append(dst, `{"line":`...)
			dst = strconv.AppendInt(dst, p.line, 10)
			dst = appendStringField(dst, "input", p.input)
			dst = append(dst, `,"offset":`...)
			dst = strconv.AppendInt(dst, int64(p.offset), 10)
			dst = appendStringField(dst, "rule", p.rule)
			dst = append(dst, "}}"...)
		}
	}
	return append(dst, "]}\n"...)
}

// runVariantsDiff runs iri variants --diff A B.
func runVariantsDiff(e *env, args []string, ruleName string, reference, asJSON bool, count int, corpus string) int {
	if len(args) != 2 {
		fmt.Fprintf(e.stderr, "iri variants: --diff wants two variants, got %d\n%s\nRun \"iri variants --help\" for usage.\n", len(args), usageLine(commands["variants"]))
		return exitUsage
	}
	var vs [2]iri.Variant
	var rules [2]iri.Rule
	for i, name := range args {
		v, err := iri.LookupVariant(name)
		if err != nil {
			fmt.Fprintf(e.stderr, "iri variants: %v\n", err)
			return exitUsage
		}
		if reference {
			v = v.Reference()
		}
		r, err := v.LookupRule(ruleName)
		if err != nil {
			fmt.Fprintf(e.stderr, "iri variants: %v\n", err)
			return exitUsage
		}
		vs[i], rules[i] = v, r
	}
	if rules[0] != rules[1] {
		fmt.Fprintf(e.stderr, "iri variants: --rule %s names different rules of %s and %s\n", ruleName, args[0], args[1])
		return exitUsage
	}
	var extra []string
	if corpus != "" {
		b, err := os.ReadFile(corpus)
		if err != nil {
			fmt.Fprintf(e.stderr, "iri variants: --corpus: %v\n", err)
			return exitUsage
		}
		extra = strings.Split(strings.TrimSuffix(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n"), "\n")
	}
	ds := vs[0].DiffRule(vs[1], rules[0], extra, count)
	var out []byte
	if !asJSON {
		out = fmt.Appendf(out, "%s and %s (%s): %d input(s) on which they disagree, shortest first\n",
			vs[0].String(), vs[1].String(), vs[0].RuleName(rules[0]), len(ds))
	}
	shown := 0
	for _, d := range ds {
		// Each witness is parsed again with both variants before it is
		// printed: it must still show the difference.
		ua, ea := vs[0].ParseRule(d.Input, rules[0])
		ub, eb := vs[1].ParseRule(d.Input, rules[0])
		if (ea == nil) == (eb == nil) && (ea != nil || *ua == *ub) {
			fmt.Fprintf(e.stderr, "iri variants: %q does not show a difference when parsed again (skipped)\n", d.Input)
			continue
		}
		shown++
		if asJSON {
			out = appendDiffJSON(out, d, vs, ea, eb, ua, ub)
		} else {
			out = appendDiffText(out, d, vs, ea, eb, ua, ub)
		}
	}
	e.stdout.Write(out)
	if shown > 0 {
		return exitInvalid
	}
	return exitOK
}

// diffValue returns the value of a component of u, as DiffVariants names
// them, and whether u has it.
func diffValue(u *iri.IRI, component string) (string, bool) {
	switch component {
	case "scheme":
		return u.Scheme, u.Scheme != ""
	case "userinfo":
		return u.Userinfo, u.HasUserinfo
	case "host":
		return u.Host, u.HasAuthority
	case "host kind":
		return u.HostKind.String(), u.HasAuthority
	case "port":
		return u.Port, u.HasPort
	case "path":
		return u.Path, true
	case "path form":
		return u.PathForm.String(), true
	case "query":
		return u.Query, u.HasQuery
	case "fragment":
		return u.Fragment, u.HasFragment
	}
	return "", false
}

// appendDiffText appends one witness: the input, then a line per variant
// (accepts, with the differing component; or rejects, where and why).
func appendDiffText(dst []byte, d iri.VariantDifference, vs [2]iri.Variant, ea, eb error, ua, ub *iri.IRI) []byte {
	dst = append(dst, quoteValue(d.Input)...)
	dst = append(dst, '\n')
	for i, err := range []error{ea, eb} {
		u := []*iri.IRI{ua, ub}[i]
		var pe *iri.ParseError
		switch {
		case err == nil && d.Component != "":
			val, ok := diffValue(u, d.Component)
			if ok {
				dst = fmt.Appendf(dst, "  %-11s accepts: %s %s\n", vs[i].String(), d.Component, quoteValue(val))
			} else {
				dst = fmt.Appendf(dst, "  %-11s accepts: no %s\n", vs[i].String(), d.Component)
			}
		case err == nil:
			dst = fmt.Appendf(dst, "  %-11s accepts\n", vs[i].String())
		case errors.As(err, &pe):
			dst = fmt.Appendf(dst, "  %-11s rejects at byte %d", vs[i].String(), pe.Offset)
			if pe.Rule != "" {
				dst = fmt.Appendf(dst, " in %s", pe.Rule)
			}
			if pe.Reason != "" {
				dst = fmt.Appendf(dst, ": %s", textMessage(pe.Reason))
			}
			dst = append(dst, '\n')
		default:
			dst = fmt.Appendf(dst, "  %-11s rejects: %s\n", vs[i].String(), textMessage(err.Error()))
		}
	}
	return dst
}

// appendDiffJSON appends one witness as {"input", ["input_b64",]
// "accepted_by": "a", "b" or "both", "component": the component the
// parses differ in or null, "variants": [{"variant", "valid", "error" when
// not valid, "value" of the component when it differs (null when absent)}]}.
func appendDiffJSON(dst []byte, d iri.VariantDifference, vs [2]iri.Variant, ea, eb error, ua, ub *iri.IRI) []byte {
	dst = append(dst, `{"input":`...)
	dst = appendJSONString(dst, d.Input)
	dst = appendInputB64(dst, d.Input)
	dst = appendStringField(dst, "accepted_by", d.AcceptedBy())
	dst = appendOptString(dst, "component", d.Component != "", d.Component)
	dst = append(dst, `,"variants":[`...)
	for i, err := range []error{ea, eb} {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"variant":`...)
		dst = appendJSONString(dst, vs[i].String())
		if err != nil {
			dst = append(dst, `,"valid":false,"error":`...)
			dst = appendJSONErr(dst, err, "", "")
			dst = append(dst, '}')
			continue
		}
		dst = append(dst, `,"valid":true`...)
		if d.Component != "" {
			val, ok := diffValue([]*iri.IRI{ua, ub}[i], d.Component)
			dst = appendOptString(dst, "value", ok, val)
		}
		dst = append(dst, '}')
	}
	return append(dst, "]}\n"...)
}
