package main

import (
	"flag"
	"fmt"
	"sync"

	"github.com/goiri/iri"
)

func init() {
	register(&command{
		name:    "normalize",
		summary: "print the normal form of IRIs at a level of the comparison ladder",
		usage: `Usage: iri normalize [--level simple|syntax|scheme] [--variant NAME] [--json] [IRI ...]

Prints the normal form of each IRI reference at a level of the comparison
ladder (draft-ietf-iri-3987bis-00 section 5.3); two IRIs are equivalent at a
level exactly when their normal forms are equal:
  simple  the IRI unchanged (5.3.1: character-by-character comparison)
  syntax  scheme and ASCII host letters lowercased, percent-encoding hex
          uppercased, percent-encoded unreserved characters and UTF-8 of
          non-ASCII characters decoded, dot segments removed (5.3.2);
          never NFC, never a change of case of non-ASCII characters
  scheme  syntax, then the scheme's rules (5.3.3): empty or default port
          removed, empty path "/" (http, https, ws, wss, ftp), IDNA mapping
          of DNS hosts with A-labels shown as U-labels
Under --variant rfc3986 the input is a URI and normalization is RFC 3986's
(sections 6.2.2 and 6.2.3): only percent-encoded unreserved characters are
decoded and hosts are not mapped to U-labels, so the output is a URI.
Protocol-based normalization (5.3.4) is not done.
Results go to standard output, one per line; inputs that do not parse are
reported on standard error (with --json, every input gets one line).
Exit status: 0 if every input is valid, 1 if any is not, 2 on usage errors.

Examples:
  iri normalize 'HTTP://www.EXAMPLE.com:80'
  iri normalize --level syntax 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9'
  iri normalize --json 'http://xn--rsum-bpad.example.org'
  sort -u urls.txt | iri normalize | sort -u`,
		setup: setupNormalize,
	})
}

// ladderFlags declares --level and --variant, shared by normalize and
// compare.
type ladderFlags struct {
	level, variant *string
}

func (lf *ladderFlags) declare(fs *flag.FlagSet) {
	lf.level = fs.String("level", "scheme", "comparison level: simple, syntax or scheme")
	lf.variant = variantFlag(fs)
}

// resolve returns the chosen level and variant, or prints a usage error.
func (lf *ladderFlags) resolve(e *env) (iri.Level, iri.Variant, bool) {
	l, err := iri.ParseLevel(*lf.level)
	if err != nil {
		fmt.Fprintln(e.stderr, err)
		return 0, iri.Variant{}, false
	}
	v, ok := lookupVariantFlag(e, *lf.variant)
	return l, v, ok
}

// grammarOptions caches iri.Grammar(v) by variant, so that the per-line
// work does not allocate an option.
var grammarOptions sync.Map

// grammarOption returns iri.Grammar(v), made once per variant.
func grammarOption(v iri.Variant) iri.Option {
	if o, ok := grammarOptions.Load(v); ok {
		return o.(iri.Option)
	}
	o, _ := grammarOptions.LoadOrStore(v, iri.Grammar(v))
	return o.(iri.Option)
}

// normalizeWith parses s with v and returns its normal form at level l.
// The IRI is parsed in place and s itself is returned when it is already
// in normal form: no allocation then.
func normalizeWith(v iri.Variant, s string, l iri.Level) (string, error) {
	var u iri.IRI
	if err := v.ParseInto(&u, s, iri.RuleIRIReference); err != nil {
		return "", err
	}
	if l == iri.LevelSimple {
		return s, nil
	}
	n := u.Normalize(l, grammarOption(v)) // allocates nothing, option or not
	if *n == u {
		return s, nil // String() would give s back
	}
	return n.String(), nil
}

func setupNormalize(fs *flag.FlagSet) func(*env, []string) int {
	var lf ladderFlags
	lf.declare(fs)
	asJSON := fs.Bool("json", false, "print one JSON object per input")
	var sf streamFlags
	sf.declare(fs, true)
	return func(e *env, args []string) int {
		l, v, ok := lf.resolve(e)
		if !ok {
			return exitUsage
		}
		rl := &resultLine{cmd: "normalize", asJSON: *asJSON,
			fields: appendStringField(nil, "level", l.String())}
		return runStream(e, args, &stream{name: "normalize", sf: &sf, asJSON: *asJSON,
			line: func(c *lineCtx, s string) {
				out, err := normalizeWith(v, s, l)
				rl.emit(c, s, out, err)
			}})
	}
}
