package charset

// Readings of URIs made in legacy charsets (draft-ietf-iri-3987bis-00
// section 8.7).

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
)

// DefaultCharsets is the order in which Readings tries charsets when given
// none: UTF-8, then the legacy charsets of East Asia, then those of
// European scripts (WHATWG names). Section 8.7 leaves the choice to the
// software ("depends on ... the legacy character encodings used locally");
// pass your own list to put the local ones first.
var DefaultCharsets = []string{
	"utf-8",
	"shift_jis", "euc-jp", "iso-2022-jp", "gb18030", "big5", "euc-kr",
	"windows-1252", "iso-8859-2", "iso-8859-3", "iso-8859-4", "iso-8859-5",
	"iso-8859-6", "iso-8859-7", "iso-8859-8", "iso-8859-10", "iso-8859-13",
	"iso-8859-14", "iso-8859-15", "iso-8859-16", "koi8-r", "koi8-u",
	"windows-1250", "windows-1251", "windows-1253", "windows-1254",
	"windows-1255", "windows-1256", "windows-1257", "windows-1258",
	"windows-874", "ibm866", "macintosh",
}

// Reading is the IRI a URI stands for when its percent-encoded octets are
// read in one charset (draft-ietf-iri-3987bis-00 section 8.7).
type Reading struct {
	// Charset is the WHATWG name of the charset, e.g. "shift_jis".
	Charset string
	// IRI is the URI with each run of percent-encoded octets that holds
	// non-ASCII octets replaced by the characters they encode.
	IRI string
	// Changes lists the runs replaced, in order.
	Changes []Change
}

// Change is one run of percent-encoded octets of a URI decoded by a
// Reading: the bytes Start to End of the URI, in Component, became Text.
//
// The decoding is the reading of a legacy URI of draft-ietf-iri-3987bis-00
// section 8.7.
type Change struct {
	Component  iri.Component
	Start, End int
	Text       string
}

// Readings returns the readings of uri, a URI reference (RFC 3986), as IRIs
// under each of the named charsets in order (DefaultCharsets when none are
// given), as draft-ietf-iri-3987bis-00 section 8.7 describes for URIs
// produced by software that used a legacy encoding: a reading decodes each
// maximal run of percent-encoded octets that holds a non-ASCII octet (or,
// for ISO-2022-JP, an escape) in the charset. A charset gives a reading
// only when every such run decodes without error, to characters an IRI
// may hold in that component, and encodes back to the same octets, so that
// percent-encoding the reading's characters in the charset gives uri again
// (up to the case of hexadecimal digits). The UTF-8 reading, the one of
// RFC 3987 section 3.2, is always tried and comes first when it is valid,
// whether the list names UTF-8 or not. A URI with no such run has no readings. An unknown charset name
// is an error wrapping ErrUnknownCharset; a uri that is no URI reference
// gets the *iri.ParseError.
func Readings(uri string, charsets ...string) ([]Reading, error) {
	if len(charsets) == 0 {
		charsets = DefaultCharsets
	}
	u, err := iri.RFC3986.Parse(uri)
	if err != nil {
		return nil, err
	}
	type named struct {
		enc  encoding.Encoding
		name string
	}
	var encs []named
	seen := map[string]bool{"utf-8": true}
	encs = append(encs, named{nil, "utf-8"})
	for _, c := range charsets {
		enc, name, _, err := lookup(c)
		if err != nil {
			return nil, err
		}
		if seen[name] {
			continue
		}
		seen[name] = true
		encs = append(encs, named{enc, name})
	}
	runs := pctRuns(uri, u.Spans())
	if len(runs) == 0 {
		return nil, nil
	}
	var out []Reading
	for _, e := range encs {
		if r, ok := read(uri, runs, e.enc, e.name); ok {
			out = append(out, r)
		}
	}
	return out, nil
}

// run is a maximal run of percent-encoded octets in one component.
type run struct {
	comp       iri.Component
	start, end int
	octets     []byte
}

// pctRuns returns the runs of percent-encoded octets of uri, by component,
// that hold a non-ASCII octet or an ESC.
func pctRuns(uri string, sp iri.Spans) []run {
	var out []run
	for _, c := range []iri.Component{iri.ComponentUserinfo, iri.ComponentHost, iri.ComponentPath, iri.ComponentQuery, iri.ComponentFragment} {
		s := sp.Span(c)
		for i := s.Start; i < s.End; {
			if uri[i] != '%' {
				i++
				continue
			}
			r := run{comp: c, start: i}
			keep := false
			for i+3 <= s.End && uri[i] == '%' {
				b := chars.Unhex(uri[i+1])<<4 | chars.Unhex(uri[i+2])
				r.octets = append(r.octets, b)
				keep = keep || b >= 0x80 || b == 0x1B
				i += 3
			}
			r.end = i
			if keep {
				out = append(out, r)
			}
		}
	}
	return out
}

// read returns the reading of uri under enc (nil: UTF-8).
func read(uri string, runs []run, enc encoding.Encoding, name string) (Reading, bool) {
	var b strings.Builder
	r := Reading{Charset: name}
	last := 0
	for _, rn := range runs {
		text, ok := decodeRun(rn, enc)
		if !ok {
			return Reading{}, false
		}
		b.WriteString(uri[last:rn.start])
		b.WriteString(text)
		last = rn.end
		r.Changes = append(r.Changes, Change{Component: rn.comp, Start: rn.start, End: rn.end, Text: text})
	}
	b.WriteString(uri[last:])
	r.IRI = b.String()
	// The grammar refuses the characters a component may not hold.
	if _, err := iri.Parse(r.IRI); err != nil {
		return Reading{}, false
	}
	return r, true
}

// decodeRun decodes the octets of a run: its non-ASCII characters as
// characters, its ASCII ones percent-encoded again as they were.
func decodeRun(rn run, enc encoding.Encoding) (string, bool) {
	var text string
	if enc == nil {
		if !utf8.Valid(rn.octets) {
			return "", false
		}
		text = string(rn.octets)
	} else {
		t, err := enc.NewDecoder().Bytes(rn.octets)
		if err != nil {
			return "", false
		}
		back, err := enc.NewEncoder().Bytes(t)
		if err != nil || string(back) != string(rn.octets) {
			return "", false
		}
		text = string(t)
	}
	var b strings.Builder
	for _, c := range text {
		switch {
		case c < utf8.RuneSelf:
			chars.WritePct(&b, byte(c))
		case chars.IsBidiFormatting(c):
			// RFC 3987 section 4.1: an IRI holds no bidi formatting
			// character, though the grammar allows them.
			return "", false
		default:
			// Whether the component may hold c (ucschar, or iprivate in
			// the query, RFC 3987 section 2.2; not U+FFFD, a decoder's
			// replacement) is the grammar's to say: read parses the
			// reading as an IRI. A non-ASCII character delimits nothing,
			// so c stays in the component of its run.
			b.WriteRune(c)
		}
	}
	return b.String(), true
}
