package main

import (
	"flag"
	"fmt"
)

func init() {
	register(&command{
		name:    "compare",
		summary: "tell whether two IRIs are equivalent at a level of the comparison ladder",
		usage: `Usage: iri compare [--level simple|syntax|scheme] [--variant NAME] [--json] A B

Compares the IRI references A and B at a level of the comparison ladder
(draft-ietf-iri-3987bis-00 section 5.3; see "iri normalize --help" for what
each level does) and prints whether they are equivalent, with both normal
forms. Relative references should be resolved first ("iri resolve").
Exit status: 0 if equivalent, 1 if different or either does not parse,
2 on usage errors.

Examples:
  iri compare 'http://example.com' 'http://example.com:80/'
  iri compare --level syntax 'example://a/b/c/%7Bfoo%7D/rosé' 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9'
  iri compare 'http://résumé.example.org' 'http://xn--rsum-bpad.example.org'
  iri compare --json 'http://example.com/?' 'http://example.com/'`,
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
		if len(args) != 2 {
			fmt.Fprintf(e.stderr, "iri compare: want two IRIs, got %d\nRun \"iri compare --help\" for usage.\n", len(args))
			return exitUsage
		}
		res := compareJSON{Input: [2]string{args[0], args[1]}, Level: l.String()}
		var outs [2]string
		for i, s := range args {
			out, err := normalizeWith(v, s, l)
			if err != nil {
				if *asJSON {
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
		if *asJSON {
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
}
