package main

// How text output echoes input: control and invisible characters escaped,
// long inputs shown as a window around the offending span, long quoted
// parts of messages shortened. JSON output is never escaped this way: it
// keeps every byte (input_b64).

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"golang.org/x/text/width"
)

// Limits of text output, in bytes of input.
const (
	echoWhole   = 160 // inputs up to this length are echoed whole
	echoContext = 40  // characters shown on each side of a span in a window
	echoSpan    = 80  // characters of a span shown in a window
	quoteMax    = 64  // longer quoted parts of messages are shortened
	quoteKeep   = 32  // to this many bytes
)

// invisible reports whether r is echoed as an escape: C0 and C1 controls
// and DEL, format characters (Cf, which holds the bidi embeddings,
// overrides and isolates, the zero-width characters and U+FEFF), the other
// default-ignorable code points and variation selectors (together with Cf,
// Unicode's Default_Ignorable_Code_Point), bidi and join controls, and
// every white space character except the ASCII space (no-break space,
// U+3000, line and paragraph separators look like a space or like
// nothing).
func invisible(r rune) bool {
	switch {
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
		return true
	case r < 0x80:
		return false
	}
	// The check package's invisible characters (internal/chars: default
	// ignorables, format and bidi controls), and white space that is not
	// U+0020.
	return chars.IsInvisible(r) || unicode.Is(unicode.White_Space, r)
}

// appendEscape appends the escape of the character r of size n at the
// start of s: `\xHH` for an ASCII control or a byte of invalid UTF-8,
// `U+HHHH` for any other invisible character.
func appendEscape(dst []byte, s string, r rune, n int) []byte {
	if (r == utf8.RuneError && n == 1) || r < 0x80 {
		return fmt.Appendf(dst, `\x%02x`, s[0])
	}
	return fmt.Appendf(dst, "U+%04X", r)
}

// appendEcho appends s with its invisible characters escaped.
func appendEcho(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && n == 1) || invisible(r) {
			dst = appendEscape(dst, s[i:], r, n)
		} else {
			dst = append(dst, s[i:i+n]...)
		}
		i += n
	}
	return dst
}

// echo returns s with its invisible characters escaped; an s longer than
// echoWhole bytes (when limit is 0) is cut after echoWhole bytes with a
// note of its length.
func echo(s string, limit int) string {
	if limit == 0 {
		limit = echoWhole
	}
	if len(s) <= limit {
		return string(appendEcho(nil, s))
	}
	cut := runeCut(s, limit)
	return string(appendEcho(nil, s[:cut])) + fmt.Sprintf("... (%d bytes)", len(s))
}

// runeCut returns the largest character boundary of s at or before n.
func runeCut(s string, n int) int {
	if n >= len(s) {
		return len(s)
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return n
}

// runeBack returns the offset k runes before off in s (or 0).
func runeBack(s string, off, k int) int {
	for ; k > 0 && off > 0; k-- {
		_, n := utf8.DecodeLastRuneInString(s[:off])
		off -= n
	}
	return off
}

// runeFwd returns the offset k runes after off in s (or len(s)).
func runeFwd(s string, off, k int) int {
	for ; k > 0 && off < len(s); k-- {
		_, n := utf8.DecodeRuneInString(s[off:])
		off += n
	}
	return off
}

// echoWidth returns the number of terminal columns the echo of s takes:
// an escape its length, a wide or full-width character two columns, a
// combining mark none, any other character one.
func echoWidth(s string) int {
	n := 0
	for i := 0; i < len(s); {
		r, k := utf8.DecodeRuneInString(s[i:])
		switch {
		case (r == utf8.RuneError && k == 1) || invisible(r):
			if r < 0x80 || (r == utf8.RuneError && k == 1) {
				n += 4 // \xHH
			} else {
				n += len(fmt.Sprintf("U+%04X", r))
			}
		case unicode.In(r, unicode.Mn, unicode.Me):
		case width.LookupRune(r).Kind() == width.EastAsianWide,
			width.LookupRune(r).Kind() == width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
		i += k
	}
	return n
}

// window returns the text line and the caret line that show the span sp
// of s: the whole echo of s when s is at most echoWhole bytes long;
// otherwise up to echoContext characters each side of the span and at
// most echoSpan characters of the span, with "..." where s is cut. The
// carets are under the span (at least one), counted in columns of the
// echo, so that they stay under the right character after escaping.
func window(s string, sp iri.Span) (text, carets string) {
	start := min(max(sp.Start, 0), len(s))
	end := min(max(sp.End, start), len(s))
	from, to, spanTo := 0, len(s), end
	if len(s) > echoWhole {
		from = runeBack(s, start, echoContext)
		spanTo = min(end, runeFwd(s, start, echoSpan))
		to = runeFwd(s, end, echoContext)
	}
	var b []byte
	lead := 0
	if from > 0 {
		b = append(b, "..."...)
		lead = 3
	}
	b = appendEcho(b, s[from:spanTo])
	if spanTo < end {
		b = append(b, "..."...)
	}
	b = appendEcho(b, s[end:to])
	if to < len(s) {
		b = append(b, "..."...)
	}
	n := echoWidth(s[start:spanTo])
	if spanTo < end {
		n += 3
	}
	return string(b), strings.Repeat(" ", lead+echoWidth(s[from:start])) + strings.Repeat("^", max(n, 1))
}

// shortenMessage shortens the long parts of a message for text output: a
// Go-quoted string or a run of characters without a space longer than
// quoteMax bytes keeps its first quoteKeep bytes, followed by "..." and
// its length ("port 9999... (100000 bytes) is above 65535").
func shortenMessage(msg string) string {
	if len(msg) <= quoteMax {
		return msg
	}
	var b strings.Builder
	for i := 0; i < len(msg); {
		if msg[i] == '"' {
			if q, err := strconv.QuotedPrefix(msg[i:]); err == nil {
				if u, err := strconv.Unquote(q); err == nil && len(q) > quoteMax {
					k := strconv.Quote(u[:runeCut(u, quoteKeep)])
					fmt.Fprintf(&b, `%s..." (%d bytes)`, k[:len(k)-1], len(u))
				} else {
					b.WriteString(q)
				}
				i += len(q)
				continue
			}
		}
		j := i
		for j < len(msg) && msg[j] != ' ' && msg[j] != '"' {
			j++
		}
		if j == i {
			b.WriteByte(msg[i])
			i++
			continue
		}
		if j-i > quoteMax {
			fmt.Fprintf(&b, "%s... (%d bytes)", msg[i:i+runeCut(msg[i:j], quoteKeep)], j-i)
		} else {
			b.WriteString(msg[i:j])
		}
		i = j
	}
	return b.String()
}

// textMessage returns a message for text output: shortened
// (shortenMessage) and with its invisible characters escaped, since
// messages may quote the offending character.
func textMessage(msg string) string {
	return string(appendEcho(nil, shortenMessage(msg)))
}

// bomNote returns a note when s starts with a byte-order mark (U+FEFF),
// which is no part of an IRI: a line of a file saved with a BOM.
func bomNote(s string) string {
	if strings.HasPrefix(s, "\uFEFF") {
		return "the input starts with a byte-order mark (U+FEFF, bytes EF BB BF), which is not part of an IRI: remove it"
	}
	return ""
}
