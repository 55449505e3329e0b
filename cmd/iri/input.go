package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"

	"github.com/goiri/iri"
	"github.com/goiri/iri/entry"
)

func init() {
	register(&command{
		name:    "input",
		summary: "turn typed or pasted text into an IRI (sections 8.2, 4.3)",
		usage: `Usage: iri input [--json] [--default-scheme NAME] [TEXT ...]

Takes each TEXT, or all of standard input when there is none (line breaks
included), as what a person typed or pasted meaning one IRI, and prints the
IRI followed by the changes made to get it, one a line, indented: their
byte span in the text, their reason and what replaced the span
(draft-ietf-iri-3987bis-00 sections 8.2, 4.3 and 7.1, RFC 3986 Appendix C):
surrounding white space, wrappers and "URL:" removed, embedded white space
and line breaks removed, fullwidth forms standing for syntax mapped (the
scheme, ": / ? # @ [ ]", U+3002 between host labels), bidi formatting
characters removed, characters an IRI cannot hold percent-encoded.

--default-scheme NAME adds NAME:// to schemeless text (off by default).
--json prints one object per text: "input", "iri", "uri" (section 3.6) and
"changes" (start, end, reason, text), or "error".

Exit status: 0 if every text gave an IRI, 1 if some did not, 2 on usage errors.

Examples:
  printf '<ｈｔｔｐ：／／example。com／a\nb>' | iri input
  iri input --default-scheme https --json ' example.com/a '`,
		setup: setupInput,
	})
}

func setupInput(fs *flag.FlagSet) func(*env, []string) int {
	jsonOut := fs.Bool("json", false, "one JSON object per text")
	def := fs.String("default-scheme", "", "scheme added to schemeless text")
	return func(e *env, args []string) int {
		var opts []entry.Option
		if *def != "" {
			opts = append(opts, entry.DefaultScheme(*def))
		}
		if len(args) == 0 {
			b, err := io.ReadAll(e.stdin)
			if err != nil {
				fmt.Fprintf(e.stderr, "iri input: %v\n", err)
				return exitUsage
			}
			args = []string{string(b)}
		}
		status := exitOK
		for _, text := range args {
			out, changes, err := entry.Clean(text, opts...)
			if err != nil {
				status = exitInvalid
			}
			if *jsonOut {
				e.stdout.Write(appendInputJSON(nil, text, out, changes, err))
				continue
			}
			if err != nil {
				e.stderr.Write(appendInputError(nil, "input", "", text, err))
				continue
			}
			b := append([]byte(out), '\n')
			for _, c := range changes {
				b = fmt.Appendf(b, "  %d-%d %s", c.Start, c.End, c.Reason)
				if c.Text != "" {
					b = fmt.Appendf(b, ": %s", strconv.Quote(c.Text))
				}
				b = append(b, '\n')
			}
			e.stdout.Write(b)
		}
		return status
	}
}

func appendInputJSON(dst []byte, text, out string, changes []entry.Change, err error) []byte {
	dst = append(dst, `{"input":`...)
	dst = appendJSONString(dst, text)
	if err != nil {
		dst = append(dst, `,"error":`...)
		dst = appendJSONErr(dst, err, "", "")
		return append(dst, '}', '\n')
	}
	dst = appendStringField(dst, "iri", out)
	if uri, err := iri.ToURI(out); err == nil {
		dst = appendStringField(dst, "uri", uri)
	} else {
		dst = append(dst, `,"uri":null`...)
	}
	dst = append(dst, `,"changes":[`...)
	for i, c := range changes {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"start":`...)
		dst = strconv.AppendInt(dst, int64(c.Start), 10)
		dst = append(dst, `,"end":`...)
		dst = strconv.AppendInt(dst, int64(c.End), 10)
		dst = appendStringField(dst, "reason", string(c.Reason))
		dst = appendStringField(dst, "text", c.Text)
		dst = append(dst, '}')
	}
	return append(dst, ']', '}', '\n')
}
