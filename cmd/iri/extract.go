package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"unsafe"

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
whatever the input: the text is cut into chunks of about 256 KiB where no IRI
can span the cut, searched on every core, and printed in order.

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
		// The live heap stays at a few chunks (their buffers are used
		// again); what is left to collect is the matches of each chunk.
		// With GOGC 400 the collector does not run at all on 10 MiB
		// (measured: 100 and 25 slower, 200 the same).
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
			format := func(dst []byte, m iri.Match) []byte {
				if *jsonOut {
					dst = appendExtractJSON(dst, name, m)
				} else {
					dst = append(dst, m.IRI...)
				}
				return append(dst, '\n')
			}
			n, err := extractParallel(r, opts, format, w)
			found = found || n > 0
			if err != nil {
				w.Flush()
				fmt.Fprintf(e.stderr, "iri extract: %s: %v\n", displayName(name), err)
				return false
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
// Match.URI: the IRI mapped to a URI (section 3.6), null if it cannot be.
func appendExtractJSON(dst []byte, name string, m iri.Match) []byte {
	uri, err := m.URI()
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

// extractBlock is the size of the chunks extractParallel hands to its
// workers (256 KiB measured faster than 1 MiB: fewer fresh pages), and
// extractMaxBlock the most it reads looking for a place to split;
// variables for the tests.
var extractBlock, extractMaxBlock = 256 << 10, 8 << 20

// extractLookBack is how far before a split no unclosed "<" may stand: the
// look-ahead of a bracketed IRI (4096 bytes) and its "<".
const extractLookBack = 4096 + 8

// safeSplit returns where b can be cut so that no IRI found in b spans the
// cut, or -1: just after a line break (an IRI in free text holds no white
// space) with no "<" in the 4 KiB before it unless a ">" follows that "<"
// (an IRI in angle brackets may hold line breaks, and the IRI after the
// cut may look back over white space for a "<"). It tries the last 64 line
// breaks of the second half of b.
func safeSplit(b []byte) int {
	end := len(b)
	for try := 0; try < 64; try++ {
		j := bytes.LastIndexByte(b[:end], '\n')
		if j < len(b)/2 {
			return -1
		}
		split := j + 1
		lo := max(0, split-extractLookBack)
		lt := bytes.LastIndexByte(b[lo:split], '<')
		if lt < 0 || bytes.IndexByte(b[lo+lt:split], '>') >= 0 {
			return split
		}
		end = j
	}
	return -1
}

// extractJob is one chunk of the input, or with rest set the rest of the
// input, which found no place to split.
type extractJob struct {
	text       string
	buf        []byte // holds text; back to the free list once written
	rest       io.Reader
	base, line int // offset of the chunk, line breaks before it
	out        []byte
	n          int
	err        error
	done       chan struct{}
}

// extractParallel finds the IRIs of r with iri.Extract on chunks of about
// extractBlock bytes cut where no IRI can span the cut (safeSplit), on
// every core, and writes format of each, in input order, to w. The
// results are those of iri.ExtractReader on the whole input; where no cut
// is found within extractMaxBlock bytes, the rest of the input goes
// through iri.ExtractReader. Memory stays within a few chunks per core.
// Output is flushed after each chunk, so that text arriving slowly on a
// pipe is answered line by line.
//
// The chunks are read into buffers that go back to a free list once their
// output is written, and searched in place (unsafe.String: a buffer is not
// written while its job lives, and the output copies the IRIs), so that
// the heap stays at a few chunks: no copy of the input and few fresh pages,
// which cost more than the search itself on a 10 MiB file.
func extractParallel(r io.Reader, opts []iri.Option, format func([]byte, iri.Match) []byte, w *bufio.Writer) (int, error) {
	workers := runtime.GOMAXPROCS(0)
	order := make(chan *extractJob, 2*workers)
	work := make(chan *extractJob, workers)
	stop := make(chan struct{})
	defer close(stop)
	// Every job in flight holds a chunk and an output buffer: at most the
	// capacity of order and work, one being read, one being written.
	freeBufs := make(chan []byte, 3*workers+2)
	freeOuts := make(chan []byte, 3*workers+2)
	newBuf := func() []byte {
		select {
		case b := <-freeBufs:
			return b[:0]
		default:
			return make([]byte, 0, extractBlock)
		}
	}
	recycle := func(free chan []byte, b []byte) {
		select {
		case free <- b:
		default:
		}
	}
	go func() {
		defer close(order)
		defer close(work)
		send := func(j *extractJob) bool {
			select {
			case order <- j:
			case <-stop:
				return false
			}
			if j.rest != nil || j.err != nil {
				return false
			}
			select {
			case work <- j:
				return true
			case <-stop:
				return false
			}
		}
		buf := newBuf()
		base, line := 0, 0
		empty := 0
		for {
			k, err := r.Read(buf[len(buf):cap(buf)])
			buf = buf[:len(buf)+k]
			eof := err == io.EOF
			if err != nil && !eof {
				send(&extractJob{err: err, done: make(chan struct{})})
				return
			}
			if k == 0 && !eof {
				if empty++; empty == 100 {
					send(&extractJob{err: io.ErrNoProgress, done: make(chan struct{})})
					return
				}
				continue
			}
			empty = 0
			split := len(buf)
			if !eof {
				// A pipe hands over what it has: a line typed or
				// logged is cut and printed at once; a file fills the
				// block first.
				if len(buf) < cap(buf) && buf[len(buf)-1] != '\n' {
					continue
				}
				split = safeSplit(buf)
			}
			if split < 0 {
				if len(buf) < cap(buf) {
					continue
				}
				if cap(buf) < extractMaxBlock {
					buf = append(make([]byte, 0, 2*cap(buf)), buf...)
					continue
				}
				rest := io.MultiReader(bytes.NewReader(bytes.Clone(buf)), r)
				send(&extractJob{rest: rest, base: base, line: line, done: make(chan struct{})})
				return
			}
			if split > 0 {
				text := unsafe.String(&buf[0], split)
				lines := strings.Count(text, "\n")
				j := &extractJob{text: text, buf: buf, base: base, line: line, done: make(chan struct{})}
				if !send(j) {
					return
				}
				base += split
				line += lines
				if eof {
					return
				}
				next := newBuf()
				buf = append(next, buf[split:]...)
				continue
			}
			if eof {
				return
			}
		}
	}()
	for range workers {
		go func() {
			for j := range work {
				select {
				case j.out = <-freeOuts:
					j.out = j.out[:0]
				default:
				}
				ms := iri.Extract(j.text, opts...)
				for _, m := range ms {
					m.Start += j.base
					m.End += j.base
					m.Line += j.line
					j.out = format(j.out, m)
				}
				j.n = len(ms)
				close(j.done)
			}
		}()
	}
	n := 0
	for j := range order {
		if j.err != nil {
			return n, j.err
		}
		if j.rest != nil {
			var out []byte
			for m, err := range iri.ExtractReader(j.rest, opts...) {
				if err != nil {
					return n, err
				}
				m.Start += j.base
				m.End += j.base
				m.Line += j.line
				out = format(out[:0], m)
				w.Write(out)
				n++
			}
			continue
		}
		<-j.done
		w.Write(j.out)
		w.Flush()
		n += j.n
		recycle(freeBufs, j.buf)
		recycle(freeOuts, j.out)
		j.text, j.buf, j.out = "", nil, nil
	}
	return n, nil
}
