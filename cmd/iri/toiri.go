package main

import (
	"flag"
	"fmt"

	"github.com/goiri/iri"
)

func init() {
	register(&command{
		name:    "toiri",
		summary: "convert URIs (or LEIRIs, Web Addresses) to IRIs",
		usage: `Usage: iri toiri [--from uri|leiri|webaddress] [--variant NAME] [--charset NAME]
                 [--no-idna] [--split] [--json] [URI ...]
       iri toiri --try-charsets LIST [--json] [URI ...]

--from uri (the default) converts each URI reference to an IRI reference with
steps 1-6 of draft-ietf-iri-3987bis-00 section 3.7 (RFC 3987 section 3.2):
percent-encoded UTF-8 is decoded where the character is appropriate in an
IRI, and "xn--" labels of DNS host names are converted with IDNA ToUnicode.
--variant is then the grammar of the input (default rfc3987). Every IRI is
a valid input too (an RFC 3986 URI is an IRI): it comes back unchanged,
except that percent-encodings are decoded where section 3.7 allows.

--from leiri and --from webaddress give the IRI of sections 7.1 and 7.2
(percent-encoding what IRIs do not allow; for Web Addresses also trimming,
stripping TAB/CR/LF, "%" to "%25" and "\" to "/"); --variant is then the
grammar the result must match (default 3987bis). --charset says the input
bytes are in a legacy charset (converted to Unicode and NFC first).

--try-charsets LIST reads each URI as made by software that used a legacy
charset (section 8.7): it prints the URI's readings as IRIs, one a line with
its charset after a tab, the UTF-8 reading first when it is valid, then
those of the comma-separated WHATWG charset names of LIST ("default": the
list of charset.DefaultCharsets) whose decoding succeeds and round-trips.
With --json, one object per URI: "input" and "readings" (charset, iri and
changes: component, start, end, text), or "error".

Prints one IRI per input on standard output; errors go to standard error.
Exit status: 0 if every input was converted, 1 if any was not, 2 on usage errors.

Examples:
  iri toiri 'http://xn--rsum-bpad.example.org/D%C3%BCrst'
  iri toiri --no-idna 'http://xn--99zt52a.example.org/%e2%80%ae'
  iri toiri --from leiri 'http://example.org/a b'
  iri toiri --from webaddress --json ' http://example.org\a b?100% '
  iri toiri --try-charsets shift_jis,euc-jp --json 'http://example.jp/%93%FA%96%7B'`,
		setup: setupToIRI,
	})
}

func setupToIRI(fs *flag.FlagSet) func(*env, []string) int {
	var mf mapFlags
	mf.declare(fs, "uri", "input kind: uri (section 3.7), leiri (section 7.1) or webaddress (section 7.2)")
	fs.StringVar(&mf.variant, "variant", "", "grammar variant: of the input for --from uri (default rfc3987), of the result otherwise (default 3987bis): "+variantNames())
	try := fs.String("try-charsets", "", "print the readings of each URI under these legacy charsets (comma-separated WHATWG names, or \"default\"), section 8.7")
	return func(e *env, args []string) int {
		if *try != "" {
			return runReadings(e, args, *try, mf.asJSON)
		}
		var convert func(string, ...iri.Option) (string, error)
		switch mf.from {
		case "uri":
			convert = iri.ToIRI
		case "leiri":
			convert = iri.LEIRIToIRI
		case "webaddress":
			convert = iri.WebAddressToIRI
		default:
			fmt.Fprintf(e.stderr, "iri toiri: --from must be uri, leiri or webaddress, not %q\n", mf.from)
			return exitUsage
		}
		v, ok := mf.resolveVariant(e, "")
		if !ok {
			return exitUsage
		}
		opts := mf.options(v)
		return runMapping(e, "toiri", args, &mf, func(s string, doc iri.Option) (string, error) {
			return convert(s, append(opts, doc)...)
		})
	}
}
