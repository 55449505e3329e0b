package iri

// The reasons and suggestions of a ParseError: the grammar says where an
// input fails and which rule was being matched; a person needs to know
// why, in words, and what to write instead. explain looks at the input
// around the failure for the common mistakes, most specific first, and
// falls back on naming the character and the rule.

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
)

// explain fills e.Reason and e.Suggestion from the other fields. It reads
// the input a bounded number of times (linear in its length); a suggestion
// that rewrites the input is given only for an input of at most
// maxRewrite bytes, and only when the rewritten input parses with e's
// variant and entry rule.
func (e *ParseError) explain() {
	e.Reason, e.Suggestion = explainParseError(e)
}

// explainParseError returns the reason and the suggestion of e (see
// ParseError.Reason).
func explainParseError(e *ParseError) (reason, suggestion string) {
	s, off := e.Input, e.Offset
	if e.Err == ErrInvalidUTF8 && off < len(s) {
		return "an IRI is text in UTF-8, and this byte is not part of a UTF-8 character",
			"convert the input to UTF-8 from its encoding, or write the byte as %" + hex2(s[off])
	}
	var r rune
	if off < len(s) {
		r, _ = utf8.DecodeRuneInString(s[off:])
	}
	// A "%" not followed by two hexadecimal digits: the failure is on the
	// character after it, or at the end of the input.
	if p := lonePercent(s, off); p >= 0 {
		return "'%' at byte " + strconv.Itoa(p) + " is not followed by two hexadecimal digits",
			"write a '%' that is data as %25"
	}
	if off < len(s) {
		switch {
		case r == ' ':
			return "space is not allowed", "encode it as %20"
		case r == '\\':
			// Before the query, a backslash stands for '/' (as Web
			// browsers read it, draft-ietf-iri-3987bis-00 section 7.2);
			// in the query or the fragment it is data.
			if strings.ContainsAny(s[:off], "?#") {
				return "a backslash is not allowed", "encode it as %5C"
			}
			if fixed := strings.ReplaceAll(s, `\`, "/"); e.parses(fixed) {
				return "a backslash is not allowed: the separator of an IRI is '/'",
					"write '/' instead: " + shown(fixed)
			}
			return "a backslash is not allowed: the separator of an IRI is '/'", "use '/' between segments, or encode a backslash that is data as %5C"
		case r < 0x20 || r == 0x7F:
			return "the control character " + charName(r) + " is not allowed", "remove it, or encode it as " + pctEncode(r)
		case strings.ContainsRune("\"<>^`{|}", r):
			return "'" + string(r) + "' is not allowed anywhere in an IRI", "encode it as " + pctEncode(r)
		}
	}
	if reason, suggestion, ok := e.explainAuthority(); ok {
		return reason, suggestion
	}
	rule := strings.TrimPrefix(e.Rule, "i")
	if r == ':' && off < len(s) && (rule == "segment-nz-nc" || rule == "path-noscheme") {
		return e.explainFirstSegment()
	}
	if rule == "scheme" && off == 0 && off < len(s) && r < utf8.RuneSelf && !chars.Is(byte(r), chars.ALPHA) {
		if i := strings.IndexAny(s, ":/?#"); (i < 0 || s[i] != ':') && !chars.Is(byte(r), chars.DIGIT) {
			return "an IRI starts with a scheme followed by ':', and this input has none: it is a relative reference", ""
		}
		return "a scheme must start with a letter, not " + charName(r), ""
	}
	if off == 0 && len(s) == 0 {
		return "the input is empty", ""
	}
	if rule == "scheme" && off == len(s) {
		return "the input ends inside the scheme: an IRI starts with a scheme followed by ':'", ""
	}
	if off >= len(s) {
		return "the input ends before " + e.Rule + " is complete", ""
	}
	where := e.Rule
	if where == "" {
		where = "the " + e.Entry
	}
	switch {
	case r == '#' && strings.HasPrefix(e.Entry, "absolute"):
		return "an absolute IRI has no fragment", "remove the '#' and what follows it, or encode the '#' as %23"
	case r == '#' && rule == "fragment":
		return "a second '#' is not allowed: the first '#' starts the fragment", "encode it as %23"
	case (r == '[' || r == ']') && !strings.Contains(rule, "IP"):
		return "'" + string(r) + "' is allowed only around an IP literal in the host", "encode it as " + pctEncode(r)
	case r >= utf8.RuneSelf:
		return charName(r) + " is not allowed in " + where, "percent-encode its UTF-8 bytes as " + pctEncode(r)
	}
	return charName(r) + " is not allowed in " + where, ""
}

// maxRewrite is the longest input whose suggestion may quote it rewritten:
// a message should stay a line, not repeat a megabyte.
const maxRewrite = 200

// parses reports whether s, a rewrite of e.Input, parses with e's variant
// and entry rule; false when e.Input is longer than maxRewrite.
func (e *ParseError) parses(s string) bool {
	if len(e.Input) > maxRewrite {
		return false
	}
	v, err := LookupVariant(e.Variant)
	if err != nil {
		return false
	}
	r, err := v.LookupRule(e.Entry)
	if err != nil {
		return false
	}
	_, err = v.ParseRule(s, r)
	return err == nil
}

// lonePercent returns the offset of a '%' that the failure at off shows
// is not followed by two hexadecimal digits ("%", "%4", "%zz", "%4z"),
// or -1.
func lonePercent(s string, off int) int {
	for back := 1; back <= 2 && off-back >= 0; back++ {
		p := off - back
		if s[p] != '%' {
			if !chars.Is(s[p], chars.HEXDIG) {
				return -1
			}
			continue
		}
		// The digits between the '%' and the failure are hexadecimal;
		// the failure is that the next one is not.
		if off < len(s) && chars.Is(s[off], chars.HEXDIG) && back == 1 {
			return -1
		}
		return p
	}
	return -1
}

// explainAuthority explains a failure inside an authority: an IP literal
// whose '[' is not closed, an IPv6 address without brackets, a port that
// is not a number. These fail on a character that is fine by itself (the
// '/' after "http://::1"), so the authority as a whole is looked at.
func (e *ParseError) explainAuthority() (reason, suggestion string, ok bool) {
	s := e.Input
	start := authorityStart(s)
	if start < 0 {
		return "", "", false
	}
	end := start + strings.IndexAny(s[start:], "/?#")
	if end < start {
		end = len(s)
	}
	if e.Offset < start || e.Offset > end {
		return "", "", false
	}
	auth := s[start:end]
	// The host starts after the last '@' of the userinfo, which holds no
	// '[' (RFC 3986 section 3.2.1): an '@' after a '[' is a bad character
	// of an IP literal, not the end of a userinfo.
	hostStart := start
	userinfo := auth
	if i := strings.IndexByte(auth, '['); i >= 0 {
		userinfo = auth[:i]
	}
	if i := strings.LastIndexByte(userinfo, '@'); i >= 0 {
		hostStart = start + i + 1
	}
	hostport := s[hostStart:end]
	if strings.Contains(hostport, "[") {
		// An IP literal is the whole host, '[' first. It is unclosed when
		// the failure is where ']' could come: the end of the authority,
		// or a character the grammar could have taken ']' instead of.
		if hostport[0] == '[' && !strings.Contains(hostport, "]") && (e.Offset == end || slices.Contains(e.Expected, `"]"`)) {
			reason = "the '[' at byte " + strconv.Itoa(hostStart) + " opens an IP literal that is not closed: ']' is missing"
			suggestion = "close the address with ']'"
			if fixed := s[:end] + "]" + s[end:]; e.parses(fixed) {
				suggestion += ": " + shown(fixed)
			}
			return reason, suggestion, true
		}
		return "", "", false
	}
	if strings.Count(hostport, ":") >= 2 && strings.Trim(hostport, "0123456789abcdefABCDEF:.") == "" {
		// An IPv6 address, or one followed by a port: bracket the whole,
		// or all but the last ":..." (two parses at most, so linear). When
		// neither parses it was no IPv6 address ("1:2:3:4"). With two
		// ':', the last is after the first: no cut is empty.
		cuts := []int{len(hostport), strings.LastIndexByte(hostport, ':')}
		for _, cut := range cuts {
			fixed := s[:hostStart] + "[" + hostport[:cut] + "]" + s[hostStart+cut:]
			if e.parses(fixed) {
				return "an IPv6 address in the host must be enclosed in square brackets",
					"write " + shown(fixed), true
			}
		}
	}
	// A bad port fails after its ':'; a failure before it is on a
	// character of the host ("http://aé:x/" in a URI).
	if i := strings.IndexByte(hostport, ':'); i >= 0 && e.Offset > hostStart+i {
		port := hostport[i+1:]
		if strings.Trim(port, "0123456789") != "" {
			return "the port " + strconv.Quote(port) + " is not a number: after the host, ':' is followed by decimal digits only",
				"write the port as digits, or remove the ':' and what follows", true
		}
	}
	// The grammar tries a userinfo first; when the authority has no '@'
	// and the userinfo rule read furthest, the authority was no host.
	if strings.TrimPrefix(e.Rule, "i") == "userinfo" && !strings.Contains(auth, "@") && hostport != "" {
		host, _, _ := strings.Cut(hostport, ":")
		return strconv.Quote(host) + " is not a valid host of this grammar, and with no '@' after it, it is no userinfo either", "", true
	}
	return "", "", false
}

// authorityStart returns the offset where the authority of s starts (after
// "//", after the scheme if any), or -1 when s has none.
func authorityStart(s string) int {
	i := 0
	if chars.HasScheme(s) {
		i = strings.IndexByte(s, ':') + 1
	}
	if strings.HasPrefix(s[i:], "//") {
		return i + 2
	}
	return -1
}

// explainFirstSegment explains a ':' in the first segment of a relative
// reference (RFC 3986 section 4.2): the text before it was meant as a
// scheme, which must start with a letter and hold only letters, digits,
// '+', '-' and '.' (section 3.1), or as a path, which needs "./" before it.
func (e *ParseError) explainFirstSegment() (reason, suggestion string) {
	s, off := e.Input, e.Offset
	prefix := s[:off]
	const head = "a relative reference cannot have ':' in its first segment: "
	if fixed := "./" + s; e.parses(fixed) {
		suggestion = "write " + shown(fixed) + " for a relative path, or encode the ':' as %3A"
	} else {
		suggestion = "encode the ':' as %3A"
	}
	schemeChars := chars.IsSchemeName("a" + prefix[min(len(prefix), 1):])
	switch {
	case strings.HasPrefix(prefix, "\uFEFF"):
		return "the input starts with a byte-order mark, U+FEFF, which is not part of an IRI: no scheme can start with it",
			"remove the byte-order mark"
	case chars.IsSchemeName(prefix):
		// A scheme where the entry rule is a relative reference.
		reason = "a relative reference cannot start with a scheme, and " + strconv.Quote(prefix+":") + " is one"
		suggestion = "parse it as an IRI reference, or " + suggestion
	case prefix == "":
		reason = head + "the scheme before it is empty"
	case schemeChars && chars.Is(prefix[0], chars.DIGIT):
		reason = "a scheme must start with a letter, and " + strconv.Quote(prefix) + " starts with a digit: as a relative reference, it cannot have ':' in its first segment"
	case !chars.Is(prefix[0], chars.ALPHA):
		reason = head + "a scheme must start with a letter"
	default:
		reason = head + "a scheme has only letters, digits, '+', '-' and '.'"
	}
	return reason, suggestion
}

// shown returns a rewrite of the input as a suggestion shows it: as it is
// when every character is printable, else as a Go string literal, so that
// a control, bidi formatting or invisible character of the input is never
// written raw into a message (where it could reorder or hide what a person
// reads).
func shown(fixed string) string {
	for _, r := range fixed {
		if !strconv.IsPrint(r) {
			return strconv.Quote(fixed)
		}
	}
	return fixed
}

// charName names r for a reason: "'x'" for a printable ASCII character,
// "U+00E9 'é'" otherwise (as in the rest of the message).
func charName(r rune) string {
	if r > ' ' && r < 0x7F {
		return "'" + string(r) + "'"
	}
	if r < ' ' || r == 0x7F {
		return "U+00" + hex2(byte(r))
	}
	return chars.Describe(r)
}

// pctEncode returns the percent-encoding of the UTF-8 bytes of r
// (RFC 3986 section 2.1, uppercase digits).
func pctEncode(r rune) string {
	var buf [utf8.UTFMax]byte
	n := utf8.EncodeRune(buf[:], r)
	var b strings.Builder
	for _, c := range buf[:n] {
		chars.WritePct(&b, c)
	}
	return b.String()
}

// hex2 returns c as two uppercase hexadecimal digits.
func hex2(c byte) string {
	return string([]byte{chars.UpperHex[c>>4], chars.UpperHex[c&15]})
}
