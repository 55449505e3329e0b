package main

import (
	"flag"
	"fmt"

	"github.com/goiri/iri"
)

func init() {
	register(&command{
		name:    "resolve",
		summary: "resolve IRI references against a base IRI, or relativize IRIs to it",
		usage: `Usage: iri resolve --base BASE [--relativize] [--non-strict] [--variant NAME] [--json] [REF ...]

Resolves each IRI reference against the absolute IRI BASE with the strict
algorithm of RFC 3986 section 5.2 (non-ASCII characters treated like
unreserved ones, RFC 3987 section 6.5) and prints the target IRI.
With --non-strict, a reference whose scheme is BASE's (in any case) is
resolved as if it had none, the backward-compatible parsing section 5.2.2
allows: "http:g" against "http://a/b/c/d;p?q" gives "http://a/b/c/g".
With --relativize, each input is an IRI and the output is the shortest
reference that resolves against BASE back to it.
Results go to standard output, one per line; inputs that do not parse are
reported on standard error (with --json, every input gets one line).
Exit status: 0 if every input resolved, 1 if any did not, 2 on usage errors
(including an invalid BASE).

Examples:
  iri resolve --base 'http://a/b/c/d;p?q' ../g '?y' '#s' g:h
  iri resolve --base 'http://résumé.example.org/a/b' './ç/../d?é'
  iri resolve --non-strict --base 'http://a/b/c/d;p?q' http:g
  iri resolve --relativize --base 'http://a/b/c/d;p?q' http://a/b/g http://a/b/c/d;p?y
  printf 'g\n../..\n' | iri resolve --json --base 'http://a/b/c/d;p?q'`,
		setup: setupResolve,
	})
}

func setupResolve(fs *flag.FlagSet) func(*env, []string) int {
	base := fs.String("base", "", "the absolute base IRI (required)")
	relativize := fs.Bool("relativize", false, "print the shortest reference to each input IRI instead")
	nonStrict := fs.Bool("non-strict", false, "ignore a reference's scheme when it is the base's (RFC 3986 section 5.2.2)")
	variant := variantFlag(fs)
	asJSON := fs.Bool("json", false, "print one JSON object per input")
	var sf streamFlags
	sf.declare(fs, true)
	return func(e *env, args []string) int {
		v, ok := lookupVariantFlag(e, *variant)
		if !ok {
			return exitUsage
		}
		if *base == "" {
			fmt.Fprintln(e.stderr, "iri resolve: --base is required\nRun \"iri resolve --help\" for usage.")
			return exitUsage
		}
		b, err := v.ParseRule(*base, iri.RuleIRI)
		if err != nil {
			fmt.Fprintln(e.stderr, "iri resolve: invalid --base")
			printInputError(e, "resolve", *base, err)
			return exitUsage
		}
		var opts []iri.Option
		if *nonStrict {
			opts = append(opts, iri.NonStrict())
		}
		rl := &resultLine{cmd: "resolve", asJSON: *asJSON, fields: appendStringField(nil, "base", *base)}
		return runStream(e, args, &stream{name: "resolve", sf: &sf, asJSON: *asJSON,
			line: func(c *lineCtx, s string) {
				var out string
				var err error
				if *relativize {
					var t *iri.IRI
					if t, err = v.ParseRule(s, iri.RuleIRI); err == nil {
						var r *iri.IRI
						if r, err = b.Relativize(t); err == nil {
							out = r.String()
						}
					}
				} else {
					var r *iri.IRI
					if r, err = v.Parse(s); err == nil {
						out = b.ResolveReference(r, opts...).String()
					}
				}
				rl.emit(c, s, out, err)
			}})
	}
}
