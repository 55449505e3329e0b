package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
)

func init() {
	register(&command{
		name:    "compare",
		summary: "tell whether two IRIs are equivalent at a level of the comparison ladder",
		usage: `Usage: iri compare [--level simple|syntax|scheme] [--variant NAME] [--json] [A B | --to B [A ...]]

Compares the IRI references A and B at a level of the comparison ladder
(draft-ietf-iri-3987bis-00 section 5.3; see "iri normalize --help" for what
each level does) and prints whether they are equivalent, with both normal
forms. Relative references should be resolved first ("iri resolve").
Without arguments, it compares the pairs of standard input, one per line:
the two IRIs separated by a TAB or, in a line without a TAB, by spaces.
With --to B, it compares every argument or line of standard input with B.
The normal forms are echoed like inputs (control and invisible characters
escaped, long ones cut); a pair found equivalent gets a note for each IRI
that holds an invisible character (U+200B in a host is mapped away by IDNA,
so the two compare equal). --aligned prints one line per input: "equivalent",
"different" or the placeholder. An error says which operand failed ("first
IRI", "second IRI"; "operand" in JSON).
Exit status: 0 if every pair is equivalent, 1 if some pair is different or
does not parse, 2 on usage errors.

Examples:
  iri compare 'http://example.com' 'http://example.com:80/'
  iri compare --level syntax 'example://a/b/c/%7Bfoo%7D/rosé' 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9'
  iri compare 'http://résumé.example.org' 'http://xn--rsum-bpad.example.org'
  iri compare --json 'http://example.com/?' 'http://example.com/'
  printf 'http://a/%%7e\thttp://a/~\nhttp://a\thttp://b\n' | iri compare --level syntax
  iri compare --to http://example.com/ --aligned < urls.txt | paste urls.txt -`,
		setup: setupCompare,
	})
}

func setupCompare(fs *flag.FlagSet) func(*env, []string) int {
	var lf ladderFlags
	lf.declare(fs)
	asJSON := fs.Bool("json", false, "print the result as a JSON object")
	to := fs.String("to", "", "compare every input (arguments or lines) with this IRI")
	var sf streamFlags
	sf.declare(fs, true)
	return func(e *env, args []string) int {
		l, v, ok := lf.resolve(e)
		if !ok {
			return exitUsage
		}
		cmp := &comparer{l: l, v: v, asJSON: *asJSON, sf: &sf, level: appendStringField(nil, "level", l.String())}
		setTo := false
		fs.Visit(func(f *flag.Flag) { setTo = setTo || f.Name == "to" })
		if setTo {
			out, err := normalizeWith(v, *to, l)
			if err != nil {
				e.stderr.Write(appendInputError(nil, "compare", "--to", *to, err))
				return exitUsage
			}
			cmp.to, cmp.toNorm = to, out
			return runStream(e, args, &stream{name: "compare", sf: &sf, asJSON: *asJSON,
				line: func(c *lineCtx, s string) { cmp.pair(c, s, *to) }})
		}
		switch len(args) {
		case 2:
			if args[0] == "-" || args[1] == "-" {
				// "-" is standard input for the commands that take lines;
				// here an operand is one IRI.
				fmt.Fprintf(e.stderr, "iri compare: \"-\" cannot be one IRI of a pair: to compare each line of standard input with B, use --to B\n")
				return exitUsage
			}
			return runStream(e, []string{args[0]}, &stream{name: "compare", sf: &sf, asJSON: *asJSON,
				line: func(c *lineCtx, _ string) { cmp.pair(c, args[0], args[1]) }})
		case 0:
		default:
			fmt.Fprintf(e.stderr, "iri compare: want two IRIs (or --to B and any number), got %d\n%s\nRun \"iri compare --help\" for usage.\n", len(args), usageLine(commands["compare"]))
			return exitUsage
		}
		return runStream(e, nil, &stream{name: "compare", sf: &sf, asJSON: *asJSON,
			line: func(c *lineCtx, line string) {
				a, b, ok := splitPair(line)
				if !ok {
					err := fmt.Errorf("want two IRIs separated by a TAB or spaces, got %q", line)
					c.fail("pair: not two IRIs")
					if *asJSON {
						c.out = append(c.out, `{"input":[`...)
						c.out = appendJSONString(c.out, line)
						c.out = append(c.out, `,""]`...)
						if !utf8.ValidString(line) {
							c.out = append(c.out, `,"input_b64":[`...)
							c.out = appendB64(c.out, line)
							c.out = append(c.out, `,null]`...)
						}
						c.out = append(c.out, cmp.level...)
						c.out = append(c.out, `,"error":{"message":`...)
						c.out = appendJSONString(c.out, err.Error())
						c.out = append(c.out, "}}\n"...)
					} else {
						c.errOut = fmt.Appendf(c.errOut, "iri compare: want two IRIs separated by a TAB or spaces, got %s\n", quoteValue(line))
						c.placeholder()
					}
					return
				}
				cmp.pair(c, a, b)
			}})
	}
}

// A comparer compares pairs at a level under a variant and prints the
// results.
type comparer struct {
	l      iri.Level
	v      iri.Variant
	asJSON bool
	sf     *streamFlags
	level  []byte  // `,"level":"..."`
	to     *string // --to, when given
	toNorm string  // its normal form
}

// operands names the two operands in messages and in the "operand" member
// of a JSON error.
var operands = [2]string{"first", "second"}

// pair compares a and b, prints the result and records a failure for a
// pair that is different or does not parse. The JSON record is
// {"input":[a,b], ["input_b64":[a or null, b or null],] "level",
// "equal", "output":[normal form of a, of b]} or, when an operand does not
// parse, "error" (with "operand": "first" or "second") in place of
// "equal" and "output".
func (cmp *comparer) pair(c *lineCtx, a, b string) {
	var outs [2]string
	in := [2]string{a, b}
	for i, s := range in {
		var out string
		var err error
		if i == 1 && cmp.to != nil {
			out = cmp.toNorm
		} else {
			out, err = normalizeWith(cmp.v, s, cmp.l)
		}
		if err != nil {
			c.failErr(err)
			if cmp.asJSON {
				c.out = cmp.appendHead(c.out, a, b)
				c.out = append(c.out, `,"error":`...)
				c.out = appendJSONErr(c.out, err, bomNote(s), operands[i])
				c.out = append(c.out, '}', '\n')
			} else {
				c.errOut = appendInputError(c.errOut, "compare", operands[i]+" IRI", s, err)
				c.placeholder()
			}
			return
		}
		outs[i] = out
	}
	eq := outs[0] == outs[1]
	if !eq {
		c.fail("different")
	}
	switch {
	case cmp.asJSON:
		c.out = cmp.appendHead(c.out, a, b)
		c.out = append(c.out, `,"equal":`...)
		c.out = strconv.AppendBool(c.out, eq)
		c.out = append(c.out, `,"output":[`...)
		c.out = appendJSONString(c.out, outs[0])
		c.out = append(c.out, ',')
		c.out = appendJSONString(c.out, outs[1])
		c.out = append(c.out, "]}\n"...)
	case cmp.sf.aligned && eq:
		c.out = append(c.out, "equivalent\n"...)
	case cmp.sf.aligned:
		c.out = append(c.out, "different\n"...)
	case eq:
		c.out = fmt.Appendf(c.out, "equivalent (%s): %s\n", cmp.l, echo(outs[0], 0))
		// Equivalence never hides an invisible character silently: the
		// comparison may have removed it (IDNA maps U+200B away in a
		// host), so the report names it.
		for i, s := range [2]string{a, b} {
			if r, ok := firstInvisible(s); ok {
				c.out = fmt.Appendf(c.out, "  note: the %s IRI holds the invisible character U+%04X, which a reader cannot see (iri check reports it)\n", operands[i], r)
			}
		}
	default:
		c.out = fmt.Appendf(c.out, "different (%s):\n  %s\n  %s\n", cmp.l, echo(outs[0], 0), echo(outs[1], 0))
	}
}

// firstInvisible returns the first invisible character of s
// (chars.IsInvisible: default-ignorable, format controls, bidi controls).
func firstInvisible(s string) (rune, bool) {
	for _, r := range s {
		if r >= 0x80 && chars.IsInvisible(r) {
			return r, true
		}
	}
	return 0, false
}

// appendHead appends `{"input":[a,b]`, "input_b64" when needed and the
// level.
func (cmp *comparer) appendHead(dst []byte, a, b string) []byte {
	dst = append(dst, `{"input":[`...)
	dst = appendJSONString(dst, a)
	dst = append(dst, ',')
	dst = appendJSONString(dst, b)
	dst = append(dst, ']')
	if !utf8.ValidString(a) || !utf8.ValidString(b) {
		dst = append(dst, `,"input_b64":[`...)
		for i, s := range [2]string{a, b} {
			if i > 0 {
				dst = append(dst, ',')
			}
			if utf8.ValidString(s) {
				dst = append(dst, "null"...)
			} else {
				dst = appendB64(dst, s)
			}
		}
		dst = append(dst, ']')
	}
	return append(dst, cmp.level...)
}

// splitPair splits a line of standard input into the two IRIs it holds:
// at its first TAB or, without one, at spaces, which must then separate
// exactly two fields.
func splitPair(line string) (a, b string, ok bool) {
	if a, b, ok := strings.Cut(line, "\t"); ok {
		return a, b, true
	}
	f := strings.Fields(line)
	if len(f) != 2 {
		return "", "", false
	}
	return f[0], f[1], true
}
