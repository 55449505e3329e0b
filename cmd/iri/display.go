package main

import (
	"flag"
	"strconv"

	"github.com/goiri/iri"
	"github.com/goiri/iri/registrable"
)

func init() {
	register(&command{
		name:    "display",
		summary: "show IRIs for display: the bidi embedding and the visual order",
		usage: `Usage: iri display [--rtl] [--always] [--mark-domain] [--json] [IRI ...]

Prints each input twice: first as iri.Display gives it, wrapped in U+202A
LEFT-TO-RIGHT EMBEDDING and U+202C POP DIRECTIONAL FORMATTING where the
embedding is needed (draft-ietf-iri-3987bis-00 section 4.1), then, on a
second line, in the order a reader sees its characters from left to right
(the Unicode Bidirectional Algorithm up to rule L2, as section 4.4 shows
it, without the embedding characters). --rtl puts the IRI in
right-to-left text; --always embeds every IRI; --mark-domain puts "[" and
"]" around the registrable domain of the host on the first line (the
Public Suffix List's eTLD+1: who owns "paypal.com.account-verify.example"
is "account-verify.example"; an input that does not parse as an RFC 3987
IRI, or has no registrable domain, is not marked). Otherwise the input is
not parsed: any text can be shown. With --json, one object per input with the fields
input, display, visual, embedded and direction ("ltr" or "rtl").

Examples:
  iri display 'http://ab.אבגדהו.ij/kl'
  iri display --rtl --json 'אב/גד'`,
		setup: setupDisplay,
	})
}

func setupDisplay(fs *flag.FlagSet) func(*env, []string) int {
	rtl := fs.Bool("rtl", false, "the text around the IRI is right-to-left")
	always := fs.Bool("always", false, "embed every IRI, even where the display is the same without")
	mark := fs.Bool("mark-domain", false, "put [ and ] around the registrable domain of the host (Public Suffix List) on the first line")
	asJSON := fs.Bool("json", false, "print one JSON object per input")
	var sf streamFlags
	sf.declare(fs, false)
	return func(e *env, args []string) int {
		var opts []iri.Option
		dir := "ltr"
		if *rtl {
			opts, dir = append(opts, iri.RightToLeft()), "rtl"
		}
		if *always {
			opts = append(opts, iri.AlwaysEmbed())
		}
		dopts := opts
		if *mark {
			dopts = append(dopts[:len(dopts):len(dopts)], registrable.Mark("[", "]"))
		}
		return runStream(e, args, &stream{name: "display", sf: &sf, asJSON: *asJSON,
			line: func(c *lineCtx, s string) {
				d, v := iri.Display(s, dopts...), iri.Visual(s, opts...)
				if !*asJSON {
					c.out = append(append(append(append(c.out, d...), '\n'), v...), '\n')
					return
				}
				dst := append(c.out, `{"input":`...)
				dst = appendJSONString(dst, s)
				dst = appendInputB64(dst, s)
				dst = appendStringField(dst, "display", d)
				dst = appendStringField(dst, "visual", v)
				dst = append(dst, `,"embedded":`...)
				embedded := d != s
				if *mark {
					embedded = iri.Display(s, opts...) != s
				}
				dst = strconv.AppendBool(dst, embedded)
				dst = appendStringField(dst, "direction", dir)
				c.out = append(dst, '}', '\n')
			}})
	}
}
