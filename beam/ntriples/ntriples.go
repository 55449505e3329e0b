// Package ntriples reads the IRIs of N-Triples lines, by the grammar of
// RDF 1.1 N-Triples (W3C Recommendation, 25 February 2014), whose
// productions this package names:
//
//	triple               ::= subject predicate object '.'
//	subject              ::= IRIREF | BLANK_NODE_LABEL
//	predicate            ::= IRIREF
//	object               ::= IRIREF | BLANK_NODE_LABEL | literal
//	literal              ::= STRING_LITERAL_QUOTE ('^^' IRIREF | LANGTAG)?
//	LANGTAG              ::= '@' [a-zA-Z]+ ('-' [a-zA-Z0-9]+)*
//	EOL                  ::= [#xD#xA]+
//	IRIREF               ::= '<' ([^#x00-#x20<>"{}|^`\] | UCHAR)* '>'
//	STRING_LITERAL_QUOTE ::= '"' ([^#x22#x5C#xA#xD] | ECHAR | UCHAR)* '"'
//	BLANK_NODE_LABEL     ::= '_:' (PN_CHARS_U | [0-9]) ((PN_CHARS | '.')* PN_CHARS)?
//	UCHAR                ::= '\u' HEX HEX HEX HEX | '\U' HEX HEX HEX HEX HEX HEX HEX HEX
//	ECHAR                ::= '\' [tbnrf"'\]
//
// White space (space and tab) may separate the terms, and a comment runs
// from '#' outside an IRIREF or a literal to the end of the line.
package ntriples

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Error is a line that is not an N-Triples statement, a blank line
// or a comment (RDF 1.1 N-Triples section 7, the grammar).
type Error struct {
	// Offset is the byte offset in the line where the problem is.
	Offset int
	// Rule is the N-Triples production being read, e.g. "IRIREF".
	Rule string
	// Expected says what the grammar allows at Offset.
	Expected string
	// Found describes what is at Offset instead ("end of line" or a
	// character).
	Found string
}

// Error returns a message such as
// `ntriples: at byte 5 in IRIREF: expected '>', found end of line (RDF 1.1 N-Triples grammar)`.
func (e *Error) Error() string {
	return fmt.Sprintf("ntriples: at byte %d in %s: expected %s, found %s (RDF 1.1 N-Triples grammar)",
		e.Offset, e.Rule, e.Expected, e.Found)
}

// Extract returns the IRIs of one line of an N-Triples document, in
// their order on the line: the subject, predicate and object IRIREFs and
// the datatype IRI of a typed literal, with the UCHAR escapes (\uXXXX,
// \UXXXXXXXX) decoded, so "<http://a/caf\u00E9>" gives "http://a/café".
// A blank line or a comment gives no IRIs and no error. A line that is not
// an N-Triples statement gives an *Error and no IRIs. A carriage
// return is an end of line (EOL), so a line holding several statements
// separated by CRs gives the IRIs of all of them.
//
// The productions are those of RDF 1.1 N-Triples section 7 (IRIREF,
// UCHAR, EOL). The IRIs are not checked beyond the IRIREF production: an IRIREF may
// hold characters (decoded from UCHARs, or bytes that are not UTF-8) that
// no IRI allows, and it may be a relative reference, which N-Triples does
// not allow; parsing the IRIs finds both.
func Extract(line string) ([]string, error) {
	var out []string
	base := 0
	for {
		stmt, rest, more := strings.Cut(line[base:], "\r")
		p := ntParser{s: stmt, base: base}
		var err error
		if out, err = p.statement(out); err != nil {
			return nil, err
		}
		if !more {
			return out, nil
		}
		base = len(line) - len(rest)
	}
}

// ntParser reads one statement: s holds no CR or LF; base is the offset of
// s in the line, for error offsets.
type ntParser struct {
	s    string
	i    int
	base int
}

func (p *ntParser) errorf(rule, expected string) error {
	return &Error{Offset: p.base + p.i, Rule: rule, Expected: expected, Found: p.found()}
}

// found describes the character at p.i.
func (p *ntParser) found() string {
	if p.i >= len(p.s) {
		return "end of line"
	}
	r, n := utf8.DecodeRuneInString(p.s[p.i:])
	if r == utf8.RuneError && n == 1 {
		return fmt.Sprintf("byte 0x%02X (not UTF-8)", p.s[p.i])
	}
	if r < 0x21 || r == 0x7F {
		return fmt.Sprintf("U+%04X", r)
	}
	return fmt.Sprintf("%q", r)
}

func (p *ntParser) peek() byte {
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func (p *ntParser) skipWS() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
}

// statement reads a triple, a comment or nothing, appending the triple's
// IRIs to out.
func (p *ntParser) statement(out []string) ([]string, error) {
	p.skipWS()
	if p.i == len(p.s) || p.peek() == '#' {
		return out, nil
	}
	if out == nil {
		out = make([]string, 0, 4) // a triple has at most four IRIs
	}
	n := len(out)
	var err error
	switch p.peek() {
	case '<':
		out, err = p.iriref(out)
	case '_':
		err = p.blankNode()
	default:
		err = p.errorf("subject", "'<' or '_:'")
	}
	if err != nil {
		return out[:n], err
	}
	p.skipWS()
	if p.peek() != '<' {
		return out[:n], p.errorf("predicate", "'<'")
	}
	if out, err = p.iriref(out); err != nil {
		return out[:n], err
	}
	p.skipWS()
	switch p.peek() {
	case '<':
		out, err = p.iriref(out)
	case '_':
		err = p.blankNode()
	case '"':
		out, err = p.literal(out)
	default:
		err = p.errorf("object", `'<', '_:' or '"'`)
	}
	if err != nil {
		return out[:n], err
	}
	p.skipWS()
	if p.peek() != '.' {
		return out[:n], p.errorf("triple", "'.'")
	}
	p.i++
	p.skipWS()
	if p.i < len(p.s) && p.peek() != '#' {
		return out[:n], p.errorf("triple", "end of line or '#' after '.'")
	}
	return out, nil
}

// iriref reads an IRIREF at p.i (a '<') and appends its decoded IRI.
func (p *ntParser) iriref(out []string) ([]string, error) {
	p.i++ // '<'
	start := p.i
	var b []byte // nil until the first UCHAR: most IRIREFs have none
	for {
		if p.i >= len(p.s) {
			return out, p.errorf("IRIREF", "'>'")
		}
		switch c := p.s[p.i]; {
		case c == '>':
			iri := p.s[start:p.i]
			if b != nil {
				iri = string(b)
			}
			p.i++
			return append(out, iri), nil
		case c == '\\':
			if b == nil {
				b = append(make([]byte, 0, p.i-start+8), p.s[start:p.i]...)
			}
			r, err := p.uchar("IRIREF")
			if err != nil {
				return out, err
			}
			b = utf8.AppendRune(b, r)
		case c <= 0x20 || strings.IndexByte(`<"{}|^`+"`", c) >= 0:
			return out, p.errorf("IRIREF", "a character other than U+0000-U+0020 and <\"{}|^`\\, a UCHAR or '>'")
		default:
			if b != nil {
				b = append(b, c)
			}
			p.i++
		}
	}
}

// uchar reads a UCHAR at p.i (a '\') inside rule and returns the character
// it escapes, which must be a Unicode scalar value: a surrogate code point
// or one above U+10FFFF has no UTF-8 form.
func (p *ntParser) uchar(rule string) (rune, error) {
	start := p.i
	p.i++ // '\'
	var n int
	switch p.peek() {
	case 'u':
		n = 4
	case 'U':
		n = 8
	default:
		if rule == "IRIREF" {
			return 0, p.errorf("UCHAR", "'u' or 'U' after '\\'")
		}
		return 0, p.errorf("ECHAR", "one of tbnrf\"'\\ or 'u' or 'U' after '\\'")
	}
	p.i++
	var v uint32 // eight digits may exceed a rune
	for k := 0; k < n; k++ {
		d, ok := hexValue(p.peek())
		if !ok {
			return 0, p.errorf("UCHAR", fmt.Sprintf("%d hexadecimal digits after '\\%c'", n, p.s[start+1]))
		}
		v = v<<4 | uint32(d)
		p.i++
	}
	r := rune(v)
	if v > utf8.MaxRune || 0xD800 <= v && v <= 0xDFFF {
		p.i = start
		return 0, &Error{Offset: p.base + start, Rule: "UCHAR",
			Expected: "a Unicode scalar value (not a surrogate, at most U+10FFFF)",
			Found:    p.s[start : start+2+n]}
	}
	return r, nil
}

func hexValue(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// literal reads a literal at p.i (a '"'), appending its datatype IRI if it
// has one.
func (p *ntParser) literal(out []string) ([]string, error) {
	p.i++ // '"'
	for {
		if p.i >= len(p.s) {
			return out, p.errorf("STRING_LITERAL_QUOTE", `'"'`)
		}
		switch p.s[p.i] {
		case '"':
			// White space may separate the terminals STRING_LITERAL_QUOTE,
			// '^^', IRIREF and LANGTAG.
			p.i++
			p.skipWS()
			switch p.peek() {
			case '^':
				p.i++
				if p.peek() != '^' {
					return out, p.errorf("literal", "'^' (a datatype is written '^^<...>')")
				}
				p.i++
				p.skipWS()
				if p.peek() != '<' {
					return out, p.errorf("literal", "'<' (a datatype IRIREF after '^^')")
				}
				return p.iriref(out)
			case '@':
				return out, p.langtag()
			}
			return out, nil
		case '\\':
			if next := p.i + 1; next < len(p.s) && strings.IndexByte(`tbnrf"'\`, p.s[next]) >= 0 {
				p.i += 2 // ECHAR
			} else if _, err := p.uchar("STRING_LITERAL_QUOTE"); err != nil {
				return out, err
			}
		default:
			p.i++
		}
	}
}

// langtag reads a LANGTAG at p.i (a '@').
func (p *ntParser) langtag() error {
	p.i++ // '@'
	if !isASCIILetter(p.peek()) {
		return p.errorf("LANGTAG", "a letter after '@'")
	}
	for isASCIILetter(p.peek()) {
		p.i++
	}
	for p.peek() == '-' {
		p.i++
		if !isASCIILetter(p.peek()) && !isDigit(p.peek()) {
			return p.errorf("LANGTAG", "a letter or digit after '-'")
		}
		for isASCIILetter(p.peek()) || isDigit(p.peek()) {
			p.i++
		}
	}
	return nil
}

func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
func isDigit(c byte) bool       { return '0' <= c && c <= '9' }

// blankNode reads a BLANK_NODE_LABEL at p.i (a '_'). A label never ends in
// '.': "_:b." is the label "_:b" and the '.' that ends the triple.
func (p *ntParser) blankNode() error {
	if !strings.HasPrefix(p.s[p.i:], "_:") {
		p.i++
		return p.errorf("BLANK_NODE_LABEL", "':' after '_'")
	}
	p.i += 2
	r, n := utf8.DecodeRuneInString(p.s[p.i:])
	if n == 0 || !isPNCharsU(r) && !('0' <= r && r <= '9') {
		return p.errorf("BLANK_NODE_LABEL", "a letter, digit, '_' or ':' after '_:'")
	}
	p.i += n
	lastGood := p.i // end of the label without trailing dots
	for p.i < len(p.s) {
		r, n := utf8.DecodeRuneInString(p.s[p.i:])
		if r == '.' {
			p.i += n
			continue
		}
		if !isPNChars(r) || r == utf8.RuneError && n == 1 {
			break
		}
		p.i += n
		lastGood = p.i
	}
	p.i = lastGood
	return nil
}

// isPNCharsU reports whether r is a PN_CHARS_U: PN_CHARS_BASE, '_' or ':'
// (N-Triples, unlike Turtle, allows ':' in blank node labels).
func isPNCharsU(r rune) bool {
	switch {
	case 'A' <= r && r <= 'Z', 'a' <= r && r <= 'z', r == '_', r == ':':
		return true
	case r < 0xC0:
		return false
	}
	for _, rg := range pnCharsBase {
		if rg[0] <= r && r <= rg[1] {
			return true
		}
	}
	return false
}

// pnCharsBase holds the non-ASCII ranges of PN_CHARS_BASE.
var pnCharsBase = [][2]rune{
	{0x00C0, 0x00D6}, {0x00D8, 0x00F6}, {0x00F8, 0x02FF}, {0x0370, 0x037D},
	{0x037F, 0x1FFF}, {0x200C, 0x200D}, {0x2070, 0x218F}, {0x2C00, 0x2FEF},
	{0x3001, 0xD7FF}, {0xF900, 0xFDCF}, {0xFDF0, 0xFFFD}, {0x10000, 0xEFFFF},
}

// isPNChars reports whether r is a PN_CHARS: PN_CHARS_U, '-', a digit,
// U+00B7, U+0300-U+036F or U+203F-U+2040.
func isPNChars(r rune) bool {
	return isPNCharsU(r) || r == '-' || '0' <= r && r <= '9' || r == 0x00B7 ||
		0x0300 <= r && r <= 0x036F || 0x203F <= r && r <= 0x2040
}
