package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"

	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/transform"

	"github.com/goiri/iri"
)

func init() {
	register(&command{
		name:    "extract",
		summary: "find the IRIs in running text (section 8.3)",
		usage: `Usage: iri extract [--json] [--from CHARSET] [--any-scheme] [FILE ...]

Reads each FILE ("-" or none: standard input) as running text and prints the
IRIs found in it, one a line, by the rules of draft-ietf-iri-3987bis-00
section 8.3 and RFC 3986 Appendix C described in docs/extract.md: a scheme
that is registered or followed by "//", the end where the RFC 3987 grammar
ends (white space and bidi formatting characters end it too), trailing
punctuation, wrappers and angle brackets left out. Memory stays bounded
whatever the input (a 64 KiB window, see iri.ExtractReader).

--json prints one object a line: "iri" (as it should be used: inside angle
brackets its white space is removed), "uri" (its URI, section 3.6), "start"
and "end" (byte offsets, so that the input's bytes start:end are the IRI
where it stands verbatim), "line" (from 1), "bracketed", and "file" when
files are named. Offsets and lines count from the start of each file.

--from CHARSET reads documents in a legacy encoding (WHATWG name, e.g.
shift_jis, iso-8859-1) and prints the IRIs in UTF-8 (section 8.3); offsets
then count bytes of the document converted to UTF-8, not of the file.

--any-scheme accepts every syntactically valid scheme, not only registered
ones (e.g. "foo:bar").

Exit status: 0 if some IRI was found, 1 if none, 2 on usage or read errors.

Examples:
  echo 'see <http://example.com/a-
    b>, or 「http://例え.jp/パス」を参照.' | iri extract
  iri extract --json --from shift_jis page.txt`,
		setup: setupExtract,
	})
}

func setupExtract(fs *flag.FlagSet) func(*env, []string) int {
	jsonOut := fs.Bool("json", false, "one JSON object per IRI")
	from := fs.String("from", "", "the input's legacy charset (WHATWG name)")
	anyScheme := fs.Bool("any-scheme", false, "accept every syntactically valid scheme")
	return func(e *env, args []string) int {
		// The live heap stays under a megabyte (one 64 KiB window), but
		// each window is a new string: with the default GOGC the collector
		// runs every 4 MiB of input. 400 makes it run a quarter as often
		// (a fifth less CPU time per file; BENCHMARKS.md).
		defer debug.SetGCPercent(debug.SetGCPercent(400))
		var opts []iri.Option
		if *anyScheme {
			opts = append(opts, iri.AnyScheme())
		}
		var dec func(io.Reader) io.Reader
		if *from != "" {
			enc, err := htmlindex.Get(*from)
			if err != nil {
				fmt.Fprintf(e.stderr, "iri extract: --from: unknown charset %q\n", *from)
				return exitUsage
			}
			dec = func(r io.Reader) io.Reader { return transform.NewReader(r, enc.NewDecoder()) }
		}
		w := bufio.NewWriterSize(e.stdout, 64<<10)
		defer w.Flush()
		found := false
		run := func(name string, r io.Reader) bool {
			if dec != nil {
				r = dec(r)
			}
			var buf []byte
			for m, err := range iri.ExtractReader(r, opts...) {
				if err != nil {
					w.Flush()
					fmt.Fprintf(e.stderr, "iri extract: %s: %v\n", displayName(name), err)
					return false
				}
				found = true
				buf = buf[:0]
				if *jsonOut {
					buf = appendExtractJSON(buf, name, m)
				} else {
					buf = append(buf, m.IRI...)
				}
				buf = append(buf, '\n')
				w.Write(buf)
			}
			return true
		}
		if len(args) == 0 {
			args = []string{"-"}
		}
		ok := true
		for _, a := range args {
			name := a
			if a == "-" {
				if len(args) == 1 {
					name = ""
				}
				ok = run(name, e.stdin) && ok
				continue
			}
			f, err := os.Open(a)
			if err != nil {
				w.Flush()
				fmt.Fprintf(e.stderr, "iri extract: %v\n", err)
				ok = false
				continue
			}
			ok = run(name, f) && ok
			f.Close()
		}
		switch {
		case !ok:
			return exitUsage
		case !found:
			return exitInvalid
		}
		return exitOK
	}
}

func displayName(name string) string {
	if name == "" {
		return "standard input"
	}
	return name
}

// appendExtractJSON appends the JSON object of one match. Its "uri" is
// the IRI mapped to a URI (section 3.6); where IDNA refuses the host, the
// host is percent-encoded instead (RFC 3987 section 3.1 allows both).
func appendExtractJSON(dst []byte, name string, m iri.Match) []byte {
	uri, err := iri.ToURI(m.IRI)
	if err != nil {
		uri, err = iri.ToURI(m.IRI, iri.IDNAProfile(nil))
	}
	dst = append(dst, `{"iri":`...)
	dst = appendJSONString(dst, m.IRI)
	if err == nil {
		dst = appendStringField(dst, "uri", uri)
	} else {
		dst = append(dst, `,"uri":null`...)
	}
	dst = append(dst, `,"start":`...)
	dst = strconv.AppendInt(dst, int64(m.Start), 10)
	dst = append(dst, `,"end":`...)
	dst = strconv.AppendInt(dst, int64(m.End), 10)
	dst = append(dst, `,"line":`...)
	dst = strconv.AppendInt(dst, int64(m.Line), 10)
	dst = append(dst, `,"bracketed":`...)
	dst = strconv.AppendBool(dst, m.Bracketed)
	if name != "" {
		dst = appendStringField(dst, "file", name)
	}
	return append(dst, '}')
}
