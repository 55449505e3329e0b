package main

import (
	"flag"
	"fmt"

	"github.com/goiri/iri"
	"github.com/goiri/iri/charset"
)

func init() {
	register(&command{
		name:    "touri",
		summary: "map IRIs (or LEIRIs, Web Addresses) to URIs",
		usage: `Usage: iri touri [--from iri|leiri|webaddress] [--lenient] [--variant NAME]
                 [--charset NAME] [--no-idna] [--split] [--json] [IRI ...]

Maps each IRI reference to a URI reference (draft-ietf-iri-3987bis-00
sections 3.3-3.6, RFC 3987 section 3.1): characters not allowed in a URI
component are percent-encoded as UTF-8, host names of DNS schemes (http,
https, ftp, ws, wss, ...) are converted with IDNA ToASCII. --from leiri and
--from webaddress first apply the preprocessing of sections 7.1 and 7.2.
An input that is not a valid IRI is an error unless --lenient is given.
--charset says the input bytes are in a legacy charset: they are converted
to Unicode (NFC, section 3.1) and, for http and https, the query is encoded
in that charset (section 3.5).

Prints one URI per input on standard output; errors go to standard error.
Exit status: 0 if every input was mapped, 1 if any was not, 2 on usage errors.

Examples:
  iri touri 'http://résumé.example.org/chemin?q=été'
  iri touri --no-idna 'http://résumé.example.org/'
  iri touri --lenient 'http://example.org/a b<c>'
  iri touri --from webaddress ' http://example.org\a\b?c=100% '
  iri touri --json --split 'http://a/é http://b/ü'
  printf 'http://example.org/?q=\xe9\n' | iri touri --charset iso-8859-1`,
		setup: setupToURI,
	})
}

// mapFlags are the flags touri and toiri share.
type mapFlags struct {
	from, variant, charset string
	noIDNA, split, asJSON  bool
	stream                 streamFlags
}

func (mf *mapFlags) declare(fs *flag.FlagSet, fromDefault, fromHelp string) {
	fs.StringVar(&mf.from, "from", fromDefault, fromHelp)
	fs.StringVar(&mf.charset, "charset", "", "the input is in this legacy charset (WHATWG name, e.g. iso-8859-1, shift_jis)")
	fs.BoolVar(&mf.noIDNA, "no-idna", false, "no IDNA: percent-encode (touri) or percent-decode (toiri) host names")
	fs.BoolVar(&mf.split, "split", false, "each input is a space-separated list of references (draft-weber-iri-guidelines-01 section 4)")
	fs.BoolVar(&mf.asJSON, "json", false, "print one JSON object per input: {\"input\":...,\"output\":...} or {\"input\":...,\"error\":{...}}")
	mf.stream.declare(fs, true)
}

// options returns the library options for the flags, with variant as the
// grammar variant option (if set).
func (mf *mapFlags) options(variant *iri.Variant) []iri.Option {
	var opts []iri.Option
	if variant != nil {
		opts = append(opts, iri.Grammar(*variant))
	}
	if mf.noIDNA {
		opts = append(opts, iri.IDNAProfile(nil))
	}
	return opts
}

// resolveVariant returns the variant --variant names, or def when it is
// empty; a --from that implies a variant (leiri, webaddress) must agree.
func (mf *mapFlags) resolveVariant(e *env, implied string) (*iri.Variant, bool) {
	name := mf.variant
	if implied != "" {
		if name != "" && name != implied {
			fmt.Fprintf(e.stderr, "--variant %s conflicts with --from %s\n", name, mf.from)
			return nil, false
		}
		name = implied
	}
	if name == "" {
		return nil, true
	}
	v, err := iri.LookupVariant(name)
	if err != nil {
		fmt.Fprintln(e.stderr, err)
		return nil, false
	}
	return &v, true
}

// runMapping runs convert on every input (every reference of it with
// --split), decoding from --charset first, and prints the results.
func runMapping(e *env, name string, args []string, mf *mapFlags,
	convert func(s string, doc iri.Option) (string, error)) int {
	if mf.charset != "" {
		// An unknown --charset is a usage error, not a failure of each input.
		if _, _, err := charset.ConvertToUCS(nil, mf.charset); err != nil {
			fmt.Fprintf(e.stderr, "iri %s: --charset: %v\n", name, err)
			return exitUsage
		}
	}
	rl := &resultLine{cmd: name, asJSON: mf.asJSON}
	one := func(c *lineCtx, s string) {
		in, doc := s, iri.Option(nil)
		var out string
		var err error
		if mf.charset != "" {
			in, doc, err = charset.ConvertToUCS([]byte(s), mf.charset)
			if err != nil {
				in = s
			}
		}
		if err == nil {
			out, err = convert(in, doc)
		}
		rl.emit(c, in, out, err)
	}
	return runStream(e, args, &stream{name: name, sf: &mf.stream, asJSON: mf.asJSON,
		line: func(c *lineCtx, s string) {
			if !mf.split {
				one(c, s)
				return
			}
			for _, r := range iri.SplitReferences(s) {
				one(c, r)
			}
		}})
}

func setupToURI(fs *flag.FlagSet) func(*env, []string) int {
	var mf mapFlags
	mf.declare(fs, "iri", "input kind: iri, leiri (section 7.1) or webaddress (section 7.2)")
	fs.StringVar(&mf.variant, "variant", "", "grammar variant of the input (default rfc3987; leiri or webaddress with --from): "+variantNames())
	lenient := fs.Bool("lenient", false, "map any string (section 3.3): percent-encode what is not allowed instead of failing")
	return func(e *env, args []string) int {
		implied := ""
		switch mf.from {
		case "iri":
		case "leiri", "webaddress":
			implied = mf.from
		default:
			fmt.Fprintf(e.stderr, "iri touri: --from must be iri, leiri or webaddress, not %q\n", mf.from)
			return exitUsage
		}
		v, ok := mf.resolveVariant(e, implied)
		if !ok {
			return exitUsage
		}
		opts := mf.options(v)
		if *lenient {
			opts = append(opts, iri.Lenient())
		}
		return runMapping(e, "touri", args, &mf, func(s string, doc iri.Option) (string, error) {
			return iri.ToURI(s, append(opts, doc)...)
		})
	}
}
