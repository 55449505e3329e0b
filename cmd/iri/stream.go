package main

// The stream engine: every command that reads one input per line runs its
// lines through runStream, which
//
//   - reads standard input in batches of lines (or takes the arguments),
//   - hands the batches to one worker goroutine per core (GOMAXPROCS),
//   - writes the batches' output in input order, buffered, flushing
//     whenever the input has nothing more buffered (so that
//     "tail -f log | iri check" still answers line by line),
//   - keeps memory bounded: a line longer than --max-line is not read into
//     memory whole but becomes an error record, and at most a fixed number
//     of batches are in flight,
//   - counts lines, failures and their causes for --stats and the progress
//     line.

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strings"
	"time"
	"unsafe"
)

// defaultMaxLine is the default of --max-line: 1 MiB, far longer than any
// IRI in practice, small enough that a batch of lines stays a few MiB.
const defaultMaxLine = 1 << 20

// Batches hold up to batchLines lines or batchBytes bytes of input.
const (
	batchLines = 1024
	batchBytes = 128 << 10
)

// defaultPlaceholder is what --aligned prints on standard output for an
// input that fails. "<" and ">" are not allowed in an IRI or a URI, so it
// is never the result of an input of those grammars.
const defaultPlaceholder = "<invalid>"

// streamFlags are the flags of every command that reads lines.
type streamFlags struct {
	maxLine     int
	aligned     bool
	placeholder string
	stats       bool
	progress    bool
}

// declare declares the flags on fs; --aligned and --placeholder only when
// the command prints one line per input in text mode.
func (sf *streamFlags) declare(fs *flag.FlagSet, alignable bool) {
	fs.IntVar(&sf.maxLine, "max-line", defaultMaxLine, "longest input line in bytes; a longer line is an error record (LINE_TOO_LONG) and the stream goes on")
	fs.BoolVar(&sf.stats, "stats", false, "print a summary on standard error at the end: lines, valid, invalid, and the failures by rule or code")
	fs.BoolVar(&sf.progress, "progress", false, "print progress (lines, lines/s) on standard error even when it is not a terminal")
	sf.placeholder = defaultPlaceholder
	if alignable {
		fs.BoolVar(&sf.aligned, "aligned", false, "text mode: print a placeholder line on standard output for each input that fails, so that output line N is input line N")
		fs.StringVar(&sf.placeholder, "placeholder", defaultPlaceholder, "the line --aligned prints for an input that fails")
	}
}

// A lineCtx is what a command's line function writes to: the output of
// one line goes to out (standard output) and errOut (standard error).
type lineCtx struct {
	out, errOut []byte
	b           *batch
	w           any // the worker's state, from stream.newWorker
	sf          *streamFlags
	st          *stream
	lineNo      int64 // the number of the line being handled, from 1
}

// fail records that the line failed, for the exit status and --stats;
// key names the cause (a rule, a code).
func (c *lineCtx) fail(key string) {
	c.b.failed++
	if c.sf.stats {
		c.b.count(key)
	}
}

// failErr records that the line failed with err (see errorKey).
func (c *lineCtx) failErr(err error) {
	c.b.failed++
	if c.sf.stats {
		c.b.count(errorKey(err))
	}
}

// count adds one to key in --stats without marking the line failed.
func (c *lineCtx) count(key string) {
	if c.sf.stats {
		c.b.count(key)
	}
}

// spillSize is how much output a worker keeps before handing it to the
// writer in the middle of a batch, so that a line with a huge report (a
// check of a long pathological line) does not hold it all in memory.
const spillSize = 1 << 20

// spill hands the output so far to the writer when it is over spillSize
// and waits until it is written (the writer takes it when it reaches this
// batch: order is kept); it returns the emptied stdout buffer. Line
// functions that write much call it as they go: dst = c.spill(dst).
func (c *lineCtx) spill(dst []byte) []byte {
	c.out = dst
	if len(c.out)+len(c.errOut) < spillSize {
		return dst
	}
	c.b.chunks <- [2][]byte{c.out, c.errOut}
	<-c.b.ack
	c.out, c.errOut = c.out[:0], c.errOut[:0]
	return c.out
}

// placeholder prints the --aligned placeholder line, if asked.
func (c *lineCtx) placeholder() {
	if c.sf.aligned {
		c.out = append(c.out, c.sf.placeholder...)
		c.out = append(c.out, '\n')
	}
}

// A line of a batch: its bytes are data[start:end]; a line longer than
// --max-line keeps only its first bytes, and length is its full length.
type lineRef struct {
	start, end int
	length     int64
	tooLong    bool
}

// A batch is a run of consecutive input lines and, once a worker has run
// it, their output.
type batch struct {
	data        []byte
	lines       []lineRef
	out, errOut []byte
	failed      int
	stats       map[string]int
	flush       bool
	first       int64 // the number of the batch's first line, from 1
	agg         any
	done        chan struct{}
	// chunks carries output a worker hands over before the batch is done
	// (spill), which the writer acknowledges on ack once written.
	chunks chan [2][]byte
	ack    chan struct{}
}

func (b *batch) count(key string) {
	if b.stats == nil {
		b.stats = map[string]int{}
	}
	b.stats[key]++
}

func (b *batch) reset() {
	b.data, b.lines = b.data[:0], b.lines[:0]
	// Keep the buffers unless a pathological batch made them huge.
	if cap(b.out) > 8<<20 {
		b.out = nil
	}
	if cap(b.errOut) > 8<<20 {
		b.errOut = nil
	}
	if cap(b.data) > 8<<20 {
		b.data = nil
	}
	b.out, b.errOut = b.out[:0], b.errOut[:0]
	b.failed, b.flush = 0, false
	clear(b.stats)
}

// A stream describes how a command handles lines.
type stream struct {
	name   string // the command, for messages
	sf     *streamFlags
	asJSON bool // the records are JSON (for lines longer than --max-line)
	// line handles one line. The string is only valid during the call: it
	// points into the batch, which is reused.
	line func(c *lineCtx, s string)
	// tooLong handles a line longer than --max-line: prefix is its first
	// bytes, length its length. Nil means the generic record.
	tooLong func(c *lineCtx, prefix string, length int64)
	// newWorker, if set, returns the per-goroutine state given to line.
	newWorker func() any
	// newAgg and merge, if set, aggregate over the stream: each batch gets
	// its own value from newAgg, which merge receives in input order.
	newAgg func() any
	merge  func(any)
	// passed and failed name, in the --stats summary, the lines that
	// passed and those that failed; empty means "valid" and "invalid"
	// (check says "without errors" and "with errors": a line with an
	// error finding may well parse).
	passed, failed string
}

// streamResult is what runStream reports.
type streamResult struct {
	lines, failed int64
	stats         map[string]int
	err           error // a read or write error
}

// status returns the exit status of a stream: exitInvalid if any line
// failed, exitUsage on a read or write error.
func (r streamResult) status() int {
	switch {
	case r.err != nil:
		return exitUsage
	case r.failed > 0:
		return exitInvalid
	}
	return exitOK
}

// runStream runs st over args or, when there are none, the lines of
// standard input (an operand "-" stands for them too), and prints the --stats summary and read errors.
func runStream(e *env, args []string, st *stream) int {
	r := streamLines(e, args, st)
	if r.err != nil {
		fmt.Fprintf(e.stderr, "iri %s: %v\n", st.name, r.err)
	}
	if st.sf.stats {
		printStats(e.stderr, st, r)
	}
	return r.status()
}

// printStats prints the --stats summary.
func printStats(w io.Writer, st *stream, r streamResult) {
	passed, failed := st.passed, st.failed
	if passed == "" {
		passed, failed = "valid", "invalid"
	}
	fmt.Fprintf(w, "iri %s: %d lines, %d %s, %d %s\n", st.name, r.lines, r.lines-r.failed, passed, r.failed, failed)
	keys := make([]string, 0, len(r.stats))
	for k := range r.stats {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if r.stats[keys[i]] != r.stats[keys[j]] {
			return r.stats[keys[i]] > r.stats[keys[j]]
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys {
		fmt.Fprintf(w, "  %9d  %s\n", r.stats[k], k)
	}
}

// streamLines is the engine: reader, workers, ordered writer.
func streamLines(e *env, args []string, st *stream) streamResult {
	workers := runtime.GOMAXPROCS(0)
	inFlight := 2*workers + 2
	work := make(chan *batch, inFlight)
	order := make(chan *batch, inFlight)
	free := make(chan *batch, inFlight+1)
	for i := 0; i < inFlight+1; i++ {
		free <- &batch{done: make(chan struct{}, 1), chunks: make(chan [2][]byte), ack: make(chan struct{})}
	}
	for i := 0; i < workers; i++ {
		go func() {
			var ws any
			if st.newWorker != nil {
				ws = st.newWorker()
			}
			c := &lineCtx{sf: st.sf, w: ws, st: st}
			for b := range work {
				runBatch(c, b, st)
				b.done <- struct{}{}
			}
		}()
	}
	var readErr error
	go func() {
		defer close(order)
		defer close(work)
		next := int64(1)
		send := func(b *batch) {
			b.first = next
			next += int64(len(b.lines))
			if st.newAgg != nil {
				b.agg = st.newAgg()
			}
			order <- b
			work <- b
		}
		if len(args) > 0 {
			// The operands in order; "-" stands for the lines of standard
			// input (read once: a second "-" finds it at its end).
			b := <-free
			stdinRead := false
			for _, a := range args {
				if a == "-" {
					if len(b.lines) > 0 {
						b.flush = true
						send(b)
					} else {
						free <- b
					}
					if !stdinRead {
						stdinRead = true
						if err := readBatches(e.stdin, st.sf.maxLine, free, send); err != nil && readErr == nil {
							readErr = err
						}
					}
					b = <-free
					continue
				}
				start := len(b.data)
				b.data = append(b.data, a...)
				b.lines = append(b.lines, lineRef{start: start, end: len(b.data), length: int64(len(a))})
			}
			if len(b.lines) > 0 {
				b.flush = true
				send(b)
			} else {
				free <- b
			}
			return
		}
		readErr = readBatches(e.stdin, st.sf.maxLine, free, send)
	}()

	// The writer: batches in input order.
	var res streamResult
	res.stats = map[string]int{}
	out := bufio.NewWriterSize(e.stdout, 64<<10)
	prog := newProgress(e, st)
	write := func(o, eo []byte) {
		if len(eo) > 0 {
			out.Flush()
			prog.done() // the report starts on a clean line
			e.stderr.Write(eo)
		}
		out.Write(o)
	}
	for b := range order {
	wait:
		for {
			select {
			case ch := <-b.chunks:
				write(ch[0], ch[1])
				b.ack <- struct{}{}
			case <-b.done:
				break wait
			}
		}
		write(b.out, b.errOut)
		if b.flush {
			out.Flush()
		}
		res.lines += int64(len(b.lines))
		res.failed += int64(b.failed)
		for k, n := range b.stats {
			res.stats[k] += n
		}
		if st.merge != nil {
			st.merge(b.agg)
		}
		prog.update(res.lines)
		b.reset()
		free <- b
	}
	werr := out.Flush() // bufio.Writer keeps the first write error
	prog.done()
	res.err = readErr
	if res.err == nil && werr != nil {
		res.err = fmt.Errorf("writing the output: %w", werr)
	}
	return res
}

// runBatch runs the line function over every line of b.
func runBatch(c *lineCtx, b *batch, st *stream) {
	c.b, c.out, c.errOut = b, b.out, b.errOut
	for i, l := range b.lines {
		c.lineNo = b.first + int64(i)
		s := bytesString(b.data[l.start:l.end])
		if l.tooLong {
			if st.tooLong != nil {
				st.tooLong(c, s, l.length)
			} else {
				tooLongRecord(c, s, l.length)
			}
			continue
		}
		st.line(c, s)
		c.out = c.spill(c.out)
	}
	b.out, b.errOut = c.out, c.errOut
}

// bytesString returns b as a string without copying; the string must not
// outlive the batch (runBatch's line functions only append what they make
// of it to the batch's output).
func bytesString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// tooLongPrefix is how many bytes of a line longer than --max-line are
// kept, to show where it starts.
const tooLongPrefix = 64

// tooLongError returns the message of a line longer than --max-line.
func tooLongError(c *lineCtx, length int64) string {
	return fmt.Sprintf("line %d: %d bytes, longer than --max-line (%d bytes): not read", c.lineNo, length, c.sf.maxLine)
}

// tooLongRecord is the generic record for a line longer than --max-line:
// in JSON {"input": its first bytes, "input_length": its length,
// "error": {"code": "LINE_TOO_LONG", "message": ...}}; in text the
// placeholder (with --aligned) and the message on standard error.
func tooLongRecord(c *lineCtx, prefix string, length int64) {
	c.fail("LINE_TOO_LONG")
	if c.st.asJSON {
		c.out = appendTooLongJSON(c.out, prefix, length, tooLongError(c, length))
		return
	}
	c.placeholder()
	c.errOut = fmt.Appendf(c.errOut, "iri: %s...\n  error: %s\n", echo(prefix, 0), tooLongError(c, length))
}

// appendTooLongJSON appends the JSON record of a line longer than
// --max-line.
func appendTooLongJSON(dst []byte, prefix string, length int64, msg string) []byte {
	dst = append(dst, `{"input":`...)
	dst = appendJSONString(dst, prefix)
	dst = appendInputB64(dst, prefix)
	dst = fmt.Appendf(dst, `,"input_length":%d,"valid":false,"error":{"code":"LINE_TOO_LONG","message":`, length)
	dst = appendJSONString(dst, msg)
	return append(dst, "}}\n"...)
}

// readBatches reads lines from r into batches taken from free and sends
// each. A batch is sent when full and whenever the reader has nothing more
// buffered, with flush set, so that the output of an interactive stream
// is written before the next read blocks.
func readBatches(r io.Reader, maxLine int, free chan *batch, send func(*batch)) error {
	br := bufio.NewReaderSize(r, 64<<10)
	b := <-free
	var cur lineRef // the line being read
	inLine := false
	for {
		frag, err := br.ReadSlice('\n')
		if len(frag) > 0 {
			if !inLine {
				cur = lineRef{start: len(b.data), end: len(b.data)}
				inLine = true
			}
			complete := frag[len(frag)-1] == '\n'
			body := frag
			if complete {
				body = frag[:len(frag)-1]
				if len(body) > 0 && body[len(body)-1] == '\r' {
					body = body[:len(body)-1]
				}
			}
			cur.length += int64(len(body))
			if !cur.tooLong {
				if cur.length > int64(maxLine) {
					cur.tooLong = true
					// Keep only the first bytes.
					keep := min(tooLongPrefix, int(cur.length))
					have := cur.end - cur.start
					if have < keep {
						b.data = append(b.data, body[:keep-have]...)
					}
					b.data = b.data[:cur.start+keep]
					cur.end = cur.start + keep
				} else {
					b.data = append(b.data, body...)
					cur.end = len(b.data)
				}
			}
			if complete || err == io.EOF {
				if !cur.tooLong && complete && len(body) == 0 && cur.end > cur.start && b.data[cur.end-1] == '\r' {
					cur.end-- // a "\r" at the end of the previous fragment
				}
				if cur.tooLong {
					cur.end = min(cur.end, cur.start+tooLongPrefix)
				}
				b.lines = append(b.lines, cur)
				inLine = false
				if len(b.lines) >= batchLines || len(b.data) >= batchBytes || br.Buffered() == 0 {
					b.flush = br.Buffered() == 0
					send(b)
					b = <-free
				}
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil && !errors.Is(err, bufio.ErrBufferFull) {
			if inLine {
				b.lines = append(b.lines, cur)
			}
			b.flush = true
			send(b)
			return err
		}
	}
	b.flush = true
	send(b)
	return nil
}

// progress prints "lines, lines/s" on standard error about once a second,
// when stderr is a terminal (and stdout is not: the output would mix with
// it) or --progress asks.
type progress struct {
	e       *env
	name    string
	on      bool
	start   time.Time
	last    time.Time
	printed bool
}

func newProgress(e *env, st *stream) *progress {
	now := time.Now()
	return &progress{e: e, name: st.name, on: st.sf.progress || (e.stderrTTY && !e.stdoutTTY), start: now, last: now}
}

func (p *progress) update(lines int64) {
	if !p.on {
		return
	}
	now := time.Now()
	if now.Sub(p.last) < time.Second {
		return
	}
	p.last = now
	p.printed = true
	rate := float64(lines) / now.Sub(p.start).Seconds()
	fmt.Fprintf(p.e.stderr, "\riri %s: %d lines, %.0f lines/s ", p.name, lines, rate)
}

// done clears the progress line, if one is shown (the next update
// prints it again).
func (p *progress) done() {
	if p.printed {
		fmt.Fprint(p.e.stderr, "\r"+strings.Repeat(" ", 60)+"\r")
		p.printed = false
	}
}

// isTerminal reports whether f is a terminal (a character device).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
