package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/goiri/iri"
)

func init() {
	register(&command{
		name:    "compare",
		summary: "tell whether two IRIs are equivalent at a level of the comparison ladder",
		usage: `Usage: iri compare [--level simple|syntax|scheme] [--variant NAME] [--json] [A B]

Compares the IRI references A and B at a level of the comparison ladder
(draft-ietf-iri-3987bis-00 section 5.3; see "iri normalize --help" for what
each level does) and prints whether they are equivalent, with both normal
forms. Relative references should be resolved first ("iri resolve").
Without arguments, it compares the pairs of standard input, one per line:
the two IRIs separated by a TAB or, in a line without a TAB, by spaces.
Exit status: 0 if every pair is equivalent, 1 if some pair is different or
does not parse, 2 on usage errors.

Examples:
  iri compare 'http://example.com' 'http://example.com:80/'
  iri compare --level syntax 'example://a/b/c/%7Bfoo%7D/rosé' 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9'
  iri compare 'http://résumé.example.org' 'http://xn--rsum-bpad.example.org'
  iri compare --json 'http://example.com/?' 'http://example.com/'
  printf 'http://a/%%7e\thttp://a/~\nhttp://a\thttp://b\n' | iri compare --level syntax`,
		setup: setupCompare,
	})
}

// compareJSON is the JSON object compare prints.
type compareJSON struct {
	Input  [2]string  `json:"input"`
	Level  string     `json:"level"`
	Equal  *bool      `json:"equal,omitempty"`
	Output *[2]string `json:"output,omitempty"`
	Error  *jsonError `json:"error,omitempty"`
}

func setupCompare(fs *flag.FlagSet) func(*env, []string) int {
	var lf ladderFlags
	lf.declare(fs)
	asJSON := fs.Bool("json", false, "print the result as a JSON object")
	return func(e *env, args []string) int {
		l, v, ok := lf.resolve(e)
		if !ok {
			return exitUsage
		}
		switch len(args) {
		case 2:
			return comparePair(e, l, v, *asJSON, args[0], args[1])
		case 0:
		default:
			fmt.Fprintf(e.stderr, "iri compare: want two IRIs, got %d\nRun \"iri compare --help\" for usage.\n", len(args))
			return exitUsage
		}
		status := exitOK
		err := eachInput(e, nil, func(line string) {
			a, b, ok := splitPair(line)
			if !ok {
				status = exitInvalid
				err := fmt.Errorf("want two IRIs separated by a TAB or spaces, got %q", line)
				if *asJSON {
					writeJSON(e.stdout, compareJSON{Input: [2]string{line, ""}, Level: l.String(), Error: toJSONError(err)})
				} else {
					fmt.Fprintf(e.stderr, "iri compare: %v\n", err)
				}
				return
			}
			if comparePair(e, l, v, *asJSON, a, b) != exitOK {
				status = exitInvalid
			}
		})
		if err != nil {
			fmt.Fprintln(e.stderr, "iri compare:", err)
			return exitUsage
		}
		return status
	}
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

// comparePair compares a and b at level l under variant v, prints the
// result and returns the exit status for it.
func comparePair(e *env, l iri.Level, v iri.Variant, asJSON bool, a, b string) int {
	res := compareJSON{Input: [2]string{a, b}, Level: l.String()}
	var outs [2]string
	for i, s := range [2]string{a, b} {
		out, err := normalizeWith(v, s, l)
		if err != nil {
			if asJSON {
				res.Error = toJSONError(err)
				writeJSON(e.stdout, res)
			} else {
				printInputError(e, "compare", s, err)
			}
			return exitInvalid
		}
		outs[i] = out
	}
	eq := outs[0] == outs[1]
	if asJSON {
		res.Equal, res.Output = &eq, &outs
		writeJSON(e.stdout, res)
	} else if eq {
		fmt.Fprintf(e.stdout, "equivalent (%s): %s\n", l, outs[0])
	} else {
		fmt.Fprintf(e.stdout, "different (%s):\n  %s\n  %s\n", l, outs[0], outs[1])
	}
	if !eq {
		return exitInvalid
	}
	return exitOK
}
