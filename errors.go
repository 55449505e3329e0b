package iri

// The errors every parse returns: *ParseError, wrapping ErrSyntax or
// ErrInvalidUTF8, and how the generated parser's failure becomes one.

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
)

// ErrSyntax is the error a *ParseError wraps when the input does not match
// the grammar (RFC 3987 section 2.2 for the default variant); ErrInvalidUTF8
// when the input is not valid UTF-8 (RFC 3629, which RFC 3987 section 3.1
// requires).
var (
	ErrSyntax      = errors.New("syntax error")
	ErrInvalidUTF8 = errors.New("invalid UTF-8")
)

// ParseError describes why an input is not an IRI of a variant's entry rule.
// It is the error every parse function returns.
//
// Offset, Rule and Section point into the ABNF of the variant's specification
// (RFC 3987 section 2.2 for the default variant).
type ParseError struct {
	Input    string   // the input, as given
	Offset   int      // byte offset of the first character no rule could accept; len(Input) at end of input
	Rule     string   // the ABNF rule being matched there, e.g. "ipath-abempty"
	Expected []string // what the grammar would have accepted at Offset, e.g. `"/"`, `[0-9]`, "end of input"
	Variant  string   // the grammar variant, e.g. "rfc3987"
	Entry    string   // the entry rule, e.g. "IRI-reference"
	Section  string   // the specification section defining Rule
	Err      error    // ErrSyntax or ErrInvalidUTF8
	// Reason says in words why the input fails there ("space is not
	// allowed"); Suggestion, when one is clear, what to write instead
	// ("encode it as %20"). Both are filled by the parse (reason.go).
	Reason     string
	Suggestion string
}

// Error returns a one-line description such as
// "iri: invalid character U+0020 ' ' at byte 17 in ipath-abempty: space is
// not allowed; encode it as %20 (RFC 3987 section 2.2)".
func (e *ParseError) Error() string {
	var b strings.Builder
	b.WriteString("iri: ")
	switch {
	case e.Err == ErrInvalidUTF8:
		b.WriteString("invalid UTF-8 byte 0x")
		b.WriteString(strings.ToUpper(strconv.FormatUint(uint64(e.Input[e.Offset]), 16)))
	case e.Offset >= len(e.Input):
		b.WriteString("unexpected end of input")
	default:
		r, _ := utf8.DecodeRuneInString(e.Input[e.Offset:])
		b.WriteString("invalid character ")
		b.WriteString(chars.Describe(r))
	}
	b.WriteString(" at byte ")
	b.WriteString(strconv.Itoa(e.Offset))
	if e.Rule != "" {
		b.WriteString(" in ")
		b.WriteString(e.Rule)
	}
	if e.Reason != "" {
		b.WriteString(": ")
		b.WriteString(e.Reason)
	}
	if e.Suggestion != "" {
		b.WriteString("; ")
		b.WriteString(e.Suggestion)
	}
	if e.Section != "" {
		b.WriteString(" (")
		b.WriteString(e.Section)
		b.WriteString(")")
	}
	return b.String()
}

// Unwrap returns ErrSyntax or ErrInvalidUTF8.
//
// They tell a grammar error (RFC 3987 section 2.2) from invalid UTF-8 (RFC
// 3629).
func (e *ParseError) Unwrap() error { return e.Err }

// parseError describes the generated parser's failure to match s with
// entry rule entry of variant v: where it failed, what it expected there and
// which rule was being matched (the rule stacks noteFail kept).
func (p *parser) parseError(v *genVariant, entry genEntry, s string) *ParseError {
	pe := &ParseError{Input: s, Offset: p.maxFailPos.offset, Variant: v.name, Entry: entry.name, Err: ErrSyntax}
	pe.Expected = expectedList(v.name, p.maxFailExpected)
	// Name the innermost rule that had consumed input at the failure, unless
	// a component rule nested in it was just starting there ("?" followed
	// by a character iquery cannot take is an error in iquery, not in IRI).
	name := ""
	d := max(p.failDepth, 0)
	if d > 0 && d <= len(p.failRules) {
		name = p.failRules[d-1].name
	}
	for i := len(p.failRules) - 1; i >= max(d-1, 0); i-- {
		if genRules[p.failRules[i].name].component {
			name = p.failRules[i].name
			break
		}
	}
	// An IP literal whose closing "]" could come at the failure is an
	// unclosed IP-literal, whatever rule inside it read furthest
	// ("http://[::1/" ends a dec-octet of a possible IPv4 tail).
	if slices.Contains(pe.Expected, `"]"`) {
		for _, r := range p.failRules {
			if genRules[r.name].name == "IP-literal" {
				name = r.name
				break
			}
		}
	}
	if info, ok := genRules[name]; ok {
		pe.Rule, pe.Section = info.name, info.section
	} else {
		pe.Rule, pe.Section = entry.name, v.section
	}
	pe.explain()
	return pe
}

// expectedList turns pigeon's expected strings into a sorted, de-duplicated
// list, with "!." spelled "end of input", inverted expectations dropped, and
// character classes that are whole rules named by the rule (ucschar rather
// than its ranges). The raw list repeats every expectation each time a rule
// fails at the farthest position, so it is de-duplicated before the classes
// are looked up, with no map and no string built per item.
func expectedList(variant string, raw []string) []string {
	out := make([]string, 0, len(raw))
	eof := false
	for _, e := range raw {
		switch {
		case e == "!.":
			eof = true
		case !strings.HasPrefix(e, "!"):
			out = append(out, e)
		}
	}
	slices.Sort(out)
	out = slices.Compact(out)
	var buf [256]byte
	named := false
	for i, e := range out {
		key := append(append(append(buf[:0], variant...), 0), e...)
		if n, ok := genClassNames[string(key)]; ok {
			out[i], named = n, true
		}
	}
	if named {
		// A rule's name sorts elsewhere than its class.
		slices.Sort(out)
		out = slices.Compact(out)
	}
	if eof {
		out = append(out, "end of input")
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
