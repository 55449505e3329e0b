package main

import (
	"flag"
	"fmt"
	"strconv"

	"github.com/goiri/iri"
	"github.com/goiri/iri/check"
	"github.com/goiri/iri/registrable"
	"github.com/goiri/iri/visual"
)

func init() {
	register(&command{
		name:    "display",
		summary: "show IRIs for display: the bidi embedding and the visual order",
		usage: `Usage: iri display [--rtl] [--always] [--mark-domain] [--a-labels=spoof|all] [--json] [IRI ...]

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
IRI, or has no registrable domain, is not marked). --a-labels shows host
labels as A-labels ("xn--...") on both lines, as browsers do in their
address bars (iri.ALabels): "spoof" those of a host iri check finds
spoofable (MIXED_SCRIPT_LABEL, MIXED_SCRIPT_CONFUSABLE,
WHOLE_SCRIPT_CONFUSABLE, SINGLE_SCRIPT_CONFUSABLE, HOST_IMITATES_DOMAIN,
INVISIBLE_CHARACTER), "all"
every label that is not ASCII. Otherwise the input is
not parsed: any text can be shown. In text mode, control and invisible
characters of the input are escaped on both lines as every command
escapes them (\xHH for an ASCII control or a byte of invalid UTF-8,
U+HHHH for any other), so that a carriage return or an escape sequence
cannot rewrite what the terminal shows; the embedding Display adds is
written as it is. With --json, one object per input with the fields
input, display, visual, embedded and direction ("ltr" or "rtl"), every
character kept.

Examples:
  iri display 'http://ab.אבגדהו.ij/kl'
  iri display --rtl --json 'אב/גד'`,
		setup: setupDisplay,
	})
}

// spoofCodes are the findings of check.Run for which --a-labels=spoof
// shows the labels of a host as A-labels.
var spoofCodes = map[check.Code]bool{
	check.CodeMixedScriptLabel:       true,
	check.CodeMixedScriptConfusable:  true,
	check.CodeWholeScriptConfusable:  true,
	check.CodeSingleScriptConfusable: true,
	check.CodeHostImitatesDomain:     true,
	check.CodeInvisible:              true,
}

// spoofableHost is the ALabels policy of --a-labels=spoof: every label of
// a host check.Run finds spoofable.
func spoofableHost(_, host string) bool {
	for _, f := range check.Run("http://" + host + "/") {
		if spoofCodes[f.Code] {
			return true
		}
	}
	return false
}

// appendDisplayLine appends d, Display's result, with the control and
// invisible characters escaped as every command's text output does, but
// the embedding Display added (embedded: its first and last characters,
// U+202A and U+202C) written as it is, for the terminal to apply.
func appendDisplayLine(dst []byte, d string, embedded bool) []byte {
	const lre, pdf = "\u202A", "\u202C"
	if embedded && len(d) >= len(lre)+len(pdf) {
		dst = append(dst, lre...)
		dst = appendEcho(dst, d[len(lre):len(d)-len(pdf)])
		return append(append(dst, pdf...), '\n')
	}
	return append(appendEcho(dst, d), '\n')
}

func setupDisplay(fs *flag.FlagSet) func(*env, []string) int {
	rtl := fs.Bool("rtl", false, "the text around the IRI is right-to-left")
	always := fs.Bool("always", false, "embed every IRI, even where the display is the same without")
	aLabels := fs.String("a-labels", "", `show host labels as A-labels: "spoof" (hosts iri check finds spoofable) or "all"`)
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
		switch *aLabels {
		case "":
		case "all":
			opts = append(opts, iri.ALabels(nil))
		case "spoof":
			opts = append(opts, iri.ALabels(spoofableHost))
		default:
			fmt.Fprintf(e.stderr, "iri display: --a-labels is spoof or all, not %q\n", *aLabels)
			return exitUsage
		}
		dopts := opts
		if *mark {
			dopts = append(dopts[:len(dopts):len(dopts)], registrable.Mark("[", "]"))
		}
		return runStream(e, args, &stream{name: "display", sf: &sf, asJSON: *asJSON,
			line: func(c *lineCtx, s string) {
				d, v := iri.Display(s, dopts...), visual.Order(s, opts...)
				embedded, _ := iri.DisplayEmbedding(s, opts...)
				if !*asJSON {
					c.out = appendDisplayLine(c.out, d, embedded)
					c.out = append(appendEcho(c.out, v), '\n')
					return
				}
				dst := append(c.out, `{"input":`...)
				dst = appendJSONString(dst, s)
				dst = appendInputB64(dst, s)
				dst = appendStringField(dst, "display", d)
				dst = appendStringField(dst, "visual", v)
				dst = append(dst, `,"embedded":`...)
				dst = strconv.AppendBool(dst, embedded)
				dst = appendStringField(dst, "direction", dir)
				c.out = append(dst, '}', '\n')
			}})
	}
}
