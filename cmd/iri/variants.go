package main

import (
	"flag"
	"fmt"

	"github.com/goiri/iri"
)

func init() {
	register(&command{
		name:    "variants",
		summary: "show which grammar variants accept each IRI, and where the others fail",
		usage: `Usage: iri variants [--rule RULE] [--reference] [--json] [IRI ...]

Parses each input with every grammar variant compiled into the tool and
prints, per variant, whether it accepts the input or the byte offset and rule
where it fails. With no arguments and no input, lists the variants.
--reference runs the parsers generated from the grammar files instead of the
fast paths of the built-in variants: results and errors are the same.
Exit status: 0 if every input is accepted by at least one variant, 1
otherwise, 2 on usage errors.

Examples:
  iri variants 'http://example.org/a b'
  iri variants 'http://example.org/#a#b' 'http://r%C3%A9sum%C3%A9.example/'
  iri variants --json 'foo\bar'`,
		setup: setupVariants,
	})
}

type variantJSON struct {
	Variant string     `json:"variant"`
	Valid   bool       `json:"valid"`
	Error   *jsonError `json:"error,omitempty"`
}

func setupVariants(fs *flag.FlagSet) func(*env, []string) int {
	rule := fs.String("rule", "IRI-reference", "entry rule: IRI-reference, IRI, absolute-IRI, irelative-ref")
	asJSON := fs.Bool("json", false, "print one JSON object per input")
	list := fs.Bool("list", false, "list the variants and exit")
	reference := fs.Bool("reference", false, "always run the parsers generated from the grammars (no fast path; same results, slower)")
	return func(e *env, args []string) int {
		vs := iri.Variants()
		for i := range vs {
			if *reference {
				vs[i] = vs[i].Reference() // fastpath.go
			}
		}
		if *list {
			for _, v := range vs {
				fmt.Fprintf(e.stdout, "%-11s extends %-8s %s\n", v.Name(), v.Extends(), v.Title())
			}
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
		status := exitOK
		err := eachInput(e, args, func(s string) {
			results := make([]variantJSON, len(vs))
			any := false
			for i, v := range vs {
				_, err := v.ParseRule(s, rules[i])
				results[i] = variantJSON{Variant: v.Name(), Valid: err == nil}
				if err != nil {
					results[i].Error = toJSONError(err)
				} else {
					any = true
				}
			}
			if !any {
				status = exitInvalid
			}
			if *asJSON {
				writeJSON(e.stdout, struct {
					Input    string        `json:"input"`
					Variants []variantJSON `json:"variants"`
				}{s, results})
				return
			}
			fmt.Fprintln(e.stdout, s)
			for _, r := range results {
				if r.Valid {
					fmt.Fprintf(e.stdout, "  %-11s accepts\n", r.Variant)
					continue
				}
				if r.Error.Offset == nil { // not a syntax error (cannot happen today)
					fmt.Fprintf(e.stdout, "  %-11s rejects: %s\n", r.Variant, r.Error.Message)
					continue
				}
				if r.Error.Rule == "" { // invalid UTF-8: no rule was being matched
					fmt.Fprintf(e.stdout, "  %-11s rejects at byte %d: invalid UTF-8\n", r.Variant, *r.Error.Offset)
					continue
				}
				fmt.Fprintf(e.stdout, "  %-11s rejects at byte %d in %s\n", r.Variant, *r.Error.Offset, r.Error.Rule)
			}
		})
		if err != nil {
			fmt.Fprintln(e.stderr, "iri variants:", err)
			return exitUsage
		}
		return status
	}
}
