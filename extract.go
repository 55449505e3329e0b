package iri

// Detecting IRIs in running text (draft-ietf-iri-3987bis-00 section 8.3,
// with the delimiters of section 7.3 and RFC 3986 Appendix C). The rules
// are those of docs/extract.md; each function below names the one it
// implements.

import (
	"net/netip"
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/delim"
	"github.com/goiri/iri/internal/schemes"
)

// Match is one IRI found in a text by Extract or ExtractReader
// (draft-ietf-iri-3987bis-00 section 8.3).
type Match struct {
	// IRI is the IRI as it should be used: the text between Start and End,
	// except inside angle brackets (RFC 3986 Appendix C), where the white
	// space and line breaks between Start and End are removed.
	IRI string
	// Start and End are the byte offsets of the IRI in the input: its first
	// byte and the byte after its last. input[Start:End] is IRI when
	// Bracketed is false. Wrappers, "<", ">" and "URL:" are outside.
	Start, End int
	// Line is the number of the line holding Start, from 1; lines end at
	// "\n".
	Line int
	// Bracketed says the IRI was delimited by angle brackets ("<…>" or
	// "<URL:…>", RFC 3986 Appendix C) and its white space removed.
	Bracketed bool
}

// URI returns the IRI mapped to a URI (draft-ietf-iri-3987bis-00 section
// 3.6; section 8.3 asks that a detected IRI be handed on as a URI where only
// URIs are accepted): ToURI with opts, and where IDNA refuses the host, the
// host percent-encoded instead (RFC 3987 section 3.1 allows both).
func (m Match) URI(opts ...Option) (string, error) {
	uri, err := ToURI(m.IRI, opts...)
	if err != nil {
		if u, err2 := ToURI(m.IRI, append(opts, IDNAProfile(nil))...); err2 == nil {
			return u, nil
		}
	}
	return uri, err
}

// AnyScheme makes Extract and ExtractReader accept every syntactically
// valid scheme (RFC 3986 section 3.1) instead of only the schemes of the
// IANA registry, those registered with RegisterScheme, and those followed by
// "//" (draft-ietf-iri-3987bis-00 section 8.3 leaves the heuristics to the
// application).
func AnyScheme() Option { return func(o *options) { o.anyScheme = true } }

// maxBracketed is the most bytes Extract and ExtractReader look ahead from
// a "<" for its ">" (RFC 3986 Appendix C): an IRI in angle brackets longer
// than that, white space included, is scanned as free text instead.
const maxBracketed = 4096

// Extract returns the IRIs found in text, in order, by the rules of
// draft-ietf-iri-3987bis-00 section 8.3 and RFC 3986 Appendix C as the
// package documentation and docs/extract.md state them: an IRI in free text
// has a scheme (registered, or followed by "//"); the RFC 3987 grammar
// (section 2.2) decides where it ends, except that white space and bidi
// formatting characters end it; trailing punctuation, wrappers and angle
// brackets are not part of it. From a "<" it looks at most 4096 bytes ahead
// for the ">". It takes time linear in len(text). The only option it uses
// is AnyScheme.
func Extract(text string, opts ...Option) []Match {
	x := newExtractState(opts)
	x.setText(text, true)
	// A first guess of one IRI per KiB (48 bytes), then growMatches by the
	// density seen.
	out := make([]Match, 0, len(text)/1024+1)
	line, lineAt := 1, 0
	var m Match
	for {
		if ok, _ := x.next(&m); !ok {
			return out
		}
		line += strings.Count(text[lineAt:m.Start], "\n")
		lineAt = m.Start
		m.Line = line
		if len(out) == cap(out) {
			out = growMatches(out, len(text), m.End)
		}
		out = append(out, m)
	}
}

// growMatches returns out with room for the matches of the rest of a text
// of total bytes whose first done bytes gave out: as many as the density so
// far predicts, and an eighth more, but at least twice and at most eight
// times len(out) (so the result stays within eight times what it holds and
// the copies linear). Doubling from the first guess allocated about three
// times the final slice on prose, each byte a fresh page to fault in.
func growMatches(out []Match, total, done int) []Match {
	n := uint64(len(out))
	want := 2 * n
	if done > 0 {
		est := n * uint64(total) / uint64(done)
		want = min(max(est+est/8, 2*n), 8*n)
	}
	return append(make([]Match, 0, int(want)), out...)
}

// extractState is the scanner over one window of text: all of it for
// Extract, the current window for ExtractReader.
type extractState struct {
	anyScheme bool
	s         string
	eof       bool // s ends the input
	pos       int  // where the search for the next ":" resumes
	minStart  int  // no IRI starts before this: the end of the previous one
	// afterBracket is the byte after the ">" of the last bracketed match.
	afterBracket int
	// maxBracketed is the constant maxBracketed but in tests.
	maxBracketed int
	// forceAt is the ":" of a candidate ExtractReader has no room to see
	// more of: the window's end is taken as the input's for it.
	forceAt int
	// skipIRI says the last match was cut at the window's end: the rest of
	// it, up to the next white space, is skipped.
	skipIRI bool
	// hasLT says s holds a "<": without one, white space after a colon
	// ends the candidate at once (see candidate).
	hasLT bool
	// atEOF is eof, or true for the candidate at forceAt.
	atEOF bool
	// seen remembers the last schemes of up to 16 bytes looked up in the
	// registries, by length and first letter: text such as "a:a:a:" asks
	// for the same again and again, and prose for a few words before
	// colons. The names are copied: a window of ExtractReader is not kept
	// alive by them.
	seen [8]struct {
		name [16]byte
		n    uint8
		ok   bool
	}
}

func newExtractState(opts []Option) *extractState {
	x := &extractState{maxBracketed: maxBracketed, forceAt: -1}
	if len(opts) > 0 {
		x.anyScheme = newOptions(RFC3987, opts).anyScheme
	}
	return x
}

// setText points the scanner at s, which ends the input if eof.
func (x *extractState) setText(s string, eof bool) {
	x.s, x.eof = s, eof
	x.hasLT = strings.IndexByte(s, '<') >= 0
}

// reset points the scanner at a new window s whose first byte was at offset
// shift in the previous window.
func (x *extractState) reset(s string, eof bool, shift int) {
	x.setText(s, eof)
	x.pos = max(x.pos-shift, 0)
	x.minStart = max(x.minStart-shift, 0)
}

// next finds the next IRI of the window and stores it in *m. needMore
// says it stopped at a candidate whose extent depends on text after the
// window; x.pos is then at that candidate's ":". (The Match goes through a
// pointer: returned by value through two calls, its copy stalled on store
// forwarding, a few percent of the time on prose.)
func (x *extractState) next(m *Match) (ok, needMore bool) {
	s := x.s
	if x.skipIRI {
		// The skip stops where the IRI would (endsIRI).
		i := strings.IndexFunc(s[x.pos:], endsIRI)
		if i < 0 {
			x.pos, x.minStart = len(s), len(s)
			return false, false
		}
		x.pos += i
		x.minStart, x.skipIRI = x.pos, false
	}
	for {
		i := strings.IndexByte(s[x.pos:], ':')
		if i < 0 {
			x.pos = len(s)
			return false, false
		}
		colon := x.pos + i
		x.atEOF = x.eof || colon == x.forceAt
		if !x.atEOF && colon+3 > len(s) {
			x.pos = colon
			return false, true
		}
		ok, needMore := x.candidate(colon, m)
		if needMore {
			x.pos = colon
			return false, true
		}
		if ok {
			x.pos, x.minStart = m.End, m.End
			if m.Bracketed {
				x.pos = x.afterBracket
				x.minStart = x.afterBracket
			}
			return true, false
		}
		x.pos = colon + 1
	}
}

// schemeStart returns where the scheme ending at colon starts: the run of
// scheme characters before the colon, from its first ASCII letter; -1 when
// the run has no letter.
func (x *extractState) schemeStart(colon int) int {
	s := x.s
	k := colon
	for k > x.minStart && chars.Is(s[k-1], chars.SchemeChar) {
		k--
	}
	for k < colon && !chars.Is(s[k], chars.ALPHA) {
		k++
	}
	if k == colon {
		return -1
	}
	return k
}

// acceptScheme says whether the scheme s[start:colon] starts an IRI in free
// text: it is in the IANA registry or the library's, "//" follows the
// colon, or any scheme is accepted.
func (x *extractState) acceptScheme(start, colon int) bool {
	s := x.s
	if x.anyScheme || strings.HasPrefix(s[colon+1:], "//") {
		return true
	}
	name := s[start:colon]
	if len(name) > 64 {
		return false
	}
	if len(name) > len(x.seen[0].name) {
		return x.registered(name)
	}
	e := &x.seen[(len(name)+int(name[0]|0x20))&7]
	if int(e.n) == len(name) && string(e.name[:e.n]) == name {
		return e.ok
	}
	ok := x.registered(name)
	e.n, e.ok = uint8(copy(e.name[:], name)), ok
	return ok
}

// registered says name is in the IANA registry or the library's.
func (x *extractState) registered(name string) bool {
	var buf [64]byte
	for i := 0; i < len(name); i++ {
		c := name[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	lower := buf[:len(name)]
	if schemes.IsRegistered(string(lower)) {
		return true
	}
	_, ok := schemeRegistry.Get(string(lower))
	return ok
}

// candidate examines the scheme ending at colon; the IRI it finds goes in
// *m.
func (x *extractState) candidate(colon int, m *Match) (ok, needMore bool) {
	s := x.s
	// What cannot follow "scheme:" in an IRI leaves it empty: such a colon
	// ("Note: ") is passed over before its word is looked up, unless it is
	// white space after "<" or "<URL:" (Appendix C removes the white space
	// inside angle brackets: "<http:\n//x/y>").
	spaceAfter := false
	if colon+1 == len(s) || s[colon+1] < utf8.RuneSelf && !chars.Is(s[colon+1], chars.Query|chars.GenDelims) && s[colon+1] != '%' {
		if colon+1 == len(s) || !x.hasLT || !delim.IsASCIISpace(s[colon+1]) || !x.mayBeBracketed(colon) {
			return false, false
		}
		spaceAfter = true
	}
	start := x.schemeStart(colon)
	if start < 0 || !x.acceptScheme(start, colon) {
		return false, false
	}
	if colon-start == 3 && strings.EqualFold(s[start:colon], "URL") && x.afterLT(start) {
		// "<URL:": the prefix of Appendix C, not a scheme (AnyScheme).
		return false, false
	}
	// Only "<" or the colon of "URL:", and white space, can stand before
	// an IRI in angle brackets (the test saves a call for the others).
	p := start
	for p > 0 && delim.IsASCIISpace(s[p-1]) {
		p--
	}
	if p > 0 && (s[p-1] == '<' || s[p-1] == ':') {
		if bm, ok, more := x.bracketed(start, colon); more || ok {
			*m = bm
			return ok, more
		}
	}
	if spaceAfter {
		// Not an IRI in angle brackets after all: the colon ends the text
		// an IRI could hold.
		return false, false
	}
	end, auth, run := iriEndAuthority(s, colon+1)
	if !x.atEOF && (mayGrow(s, end) || mayGrow(s, run)) {
		return false, true
	}
	full := end
	if start > 0 && (s[start-1] >= utf8.RuneSelf || delim.CloserOf(rune(s[start-1])) >= 0) {
		// An opening bracket or quote before the IRI (most IRIs follow
		// a space: the test saves a call).
		end = cutAtCloser(s, start, end)
	}
	end = max(trimTrailing(s, start, end), colon+1)
	// Cutting at a closer or removing punctuation can leave a prefix that
	// is no IRI (a userinfo without its "@" reads as a port): take the
	// grammar's longest prefix again until it stands. Only the authority
	// can shrink this way, so the loop ends after a few rounds; a cut at or
	// after the authority's end leaves a prefix of the path, query or
	// fragment, which stands (a cut is never inside a "%" triplet or a
	// character: closers and punctuation are not hexadecimal digits).
	for end != full && end < auth {
		full = end
		end = max(trimTrailing(s, start, iriEnd(s[:end], colon+1)), colon+1)
	}
	if emptyAfterScheme(s[colon+1 : end]) {
		return false, false
	}
	*m = Match{IRI: s[start:end], Start: start, End: end}
	return true, false
}

// endsIRI says r ends the rest of an IRI cut at a window's end: white
// space or a character no IRI holds, ASCII or not (an invalid byte may be a
// character the window's end cut, and does not end it).
func endsIRI(r rune) bool {
	if r < utf8.RuneSelf {
		return !chars.Is(byte(r), chars.Query|chars.GenDelims) && r != '%' || delim.IsWhiteSpace(r)
	}
	return r != utf8.RuneError && (delim.IsWhiteSpace(r) || !isIRIRune(r, true))
}

// emptyAfterScheme says what follows "scheme:" leaves nothing of an IRI:
// nothing at all, or "//" with an empty authority and an empty path.
func emptyAfterScheme(rest string) bool {
	if rest == "" {
		return true
	}
	if !strings.HasPrefix(rest, "//") {
		return false
	}
	rest = rest[2:]
	return rest == "" || rest[0] == '?' || rest[0] == '#'
}

// isIRIRune says r (above ASCII) can stand in an IRI found in text: it is
// ucschar (RFC 3987 section 2.2), or iprivate in a query, and it is neither
// white space (Unicode White_Space: RFC 3986 Appendix C delimits by white
// space) nor a bidi formatting character (RFC 3987 section 4.1).
func isIRIRune(r rune, private bool) bool {
	if !chars.IsUcschar(r) {
		return private && chars.IsIprivate(r, false)
	}
	switch {
	case r == 0xA0 || r == 0x1680 || r == 0x3000:
		return false
	case r >= 0x2000 && r <= 0x206F:
		switch {
		case r <= 0x200A, r == 0x200E, r == 0x200F, r == 0x2028, r == 0x2029,
			r >= 0x202A && r <= 0x202F, r == 0x205F, r >= 0x2066 && r <= 0x2069:
			return false
		}
	}
	return true
}

// The ASCII classes of the components, as tables the scanning loops index
// with no other test.
var (
	pathTab    = chars.Table(chars.Path)
	queryTab   = chars.Table(chars.Query)
	regNameTab = chars.Table(chars.RegName)
	userTab    = chars.Table(chars.Userinfo)
)

// runEnd returns the end of the run of s from i of characters of the ASCII
// class tab, percent-encoded octets, and characters isIRIRune allows.
func runEnd(s string, i int, tab *[256]bool, private bool) int {
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if tab[c] {
				i++
				continue
			}
			if c == '%' && i+2 < len(s) && chars.Is(s[i+1], chars.HEXDIG) && chars.Is(s[i+2], chars.HEXDIG) {
				i += 3
				continue
			}
			return i
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if n == 1 || !isIRIRune(r, private) {
			return i
		}
		i += n
	}
	return i
}

// iriEnd returns the end of the longest prefix of s[i:] that can follow
// "scheme:" in an IRI (RFC 3987 section 2.2: ihier-part ["?" iquery]
// ["#" ifragment]), the characters isIRIRune refuses excluded.
func iriEnd(s string, i int) int {
	end, _, _ := iriEndAuthority(s, i)
	return end
}

// mayGrow says whether more text after s could move a stop at p: p is s's
// end, or a "%" triplet or a character that s's end cuts. Any other byte
// at p stops the scan whatever follows it.
func mayGrow(s string, p int) bool {
	return p >= len(s) || s[p] == '%' && p+3 > len(s) || s[p] >= utf8.RuneSelf && !utf8.FullRuneInString(s[p:])
}

// iriEndAuthority is iriEnd that also returns where the authority ends (i
// when there is none) and where the run of characters an authority can
// hold ends (i when there is none): the authority's end depends on all of
// that run (a "@" or "]" near its end turns what came before into a
// userinfo or an IP literal).
func iriEndAuthority(s string, i int) (end, auth, run int) {
	auth, run = i, i
	if strings.HasPrefix(s[i:], "//") {
		i, run = authorityEnd(s, i+2)
		auth = i
		if i < len(s) && s[i] == '/' {
			i = runEnd(s, i, pathTab, false)
		}
	} else {
		i = runEnd(s, i, pathTab, false)
	}
	if i < len(s) && s[i] == '?' {
		i = runEnd(s, i+1, queryTab, true)
	}
	if i < len(s) && s[i] == '#' {
		i = runEnd(s, i+1, queryTab, false)
	}
	return i, auth, run
}

// authorityEnd returns the end of the longest iauthority at s[i:]:
// [ iuserinfo "@" ] ihost [ ":" port ], and the end of the run of
// characters it looked at to decide.
func authorityEnd(s string, i int) (end, run int) {
	// The run of characters an authority can hold; the first "@" and
	// whether a bracket comes before it.
	j, at, bracket, colon := i, -1, false, -1
	for j < len(s) {
		c := s[j]
		if c < utf8.RuneSelf {
			switch {
			case userTab[c]:
				if c == ':' && colon < 0 {
					colon = j
				}
				j++
			case c == '@':
				if at < 0 {
					at = j
				}
				j++
			case c == '[' || c == ']':
				if at < 0 {
					bracket = true
				}
				j++
			case c == '%' && j+2 < len(s) && chars.Is(s[j+1], chars.HEXDIG) && chars.Is(s[j+2], chars.HEXDIG):
				j += 3
			default:
				goto done
			}
			continue
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		if n == 1 || !isIRIRune(r, false) {
			break
		}
		j += n
	}
done:
	switch {
	case bracket:
		return hostPortEnd(s, i, j), j
	case at >= 0:
		return hostPortEnd(s, at+1, j), j
	case colon < 0:
		return j, j
	}
	// No "@" and no bracket: what the loop took is a reg-name up to the
	// first ":", then the port.
	h := colon + 1
	for h < j && chars.Is(s[h], chars.DIGIT) {
		h++
	}
	return h, j
}

// hostPortEnd returns the end of the longest ihost [ ":" port ] in s[i:j].
func hostPortEnd(s string, i, j int) int {
	h := i
	if i < j && s[i] == '[' {
		k := strings.IndexByte(s[i:j], ']')
		if k < 0 || !validIPLiteral(s[i+1:i+k]) {
			return i
		}
		h = i + k + 1
	} else {
		h = runEnd(s[:j], i, regNameTab, false)
	}
	if h < j && s[h] == ':' {
		h++
		for h < j && chars.Is(s[h], chars.DIGIT) {
			h++
		}
	}
	return h
}

// validIPLiteral says lit, the text between "[" and "]", is IPv6address or
// IPvFuture (RFC 3986 section 3.2.2).
func validIPLiteral(lit string) bool {
	if len(lit) > 1 && (lit[0] == 'v' || lit[0] == 'V') {
		i := 1
		for i < len(lit) && chars.Is(lit[i], chars.HEXDIG) {
			i++
		}
		if i == 1 || i >= len(lit)-1 || lit[i] != '.' {
			return false
		}
		for i++; i < len(lit); i++ {
			if !chars.Is(lit[i], chars.Userinfo) {
				return false
			}
		}
		return true
	}
	if strings.IndexByte(lit, ':') < 0 || strings.IndexByte(lit, '%') >= 0 {
		return false
	}
	a, err := netip.ParseAddr(lit)
	return err == nil && a.Is6()
}

// cutAtCloser ends the IRI s[start:end] at the first closer, not balanced
// inside it, of the opening bracket or quote just before start.
func cutAtCloser(s string, start, end int) int {
	if start == 0 {
		return end
	}
	open := rune(s[start-1])
	if open >= utf8.RuneSelf {
		open, _ = utf8.DecodeLastRuneInString(s[:start])
	}
	closer := delim.CloserOf(open)
	if closer < 0 {
		return end
	}
	depth := 0
	if open < utf8.RuneSelf {
		// ASCII: no byte of a multi-byte character can match.
		o, c := byte(open), byte(closer)
		for i := start; i < end; i++ {
			switch s[i] {
			case c:
				if depth == 0 {
					return i
				}
				depth--
			case o:
				depth++
			}
		}
		return end
	}
	for i := start; i < end; {
		r, n := utf8.DecodeRuneInString(s[i:end])
		switch {
		case r == closer && depth == 0:
			return i
		case r == closer:
			depth--
		case r == open:
			depth++
		}
		i += n
	}
	return end
}

// isTrailingPunct says r is punctuation that does not end an IRI: it is
// removed from the end of a match (see docs/extract.md).
func isTrailingPunct(r rune) bool {
	switch r {
	case '.', ',', ';', ':', '!', '?', '\'',
		'\u3001', '\u3002', '\uFF0C', '\uFF0E', '\uFF01', '\uFF1F',
		'\u060C', '\u061F', '\u0964',
		'」', '』', '】', '〉', '》', '”', '’', '»':
		return true
	}
	return false
}

// trimTrailing removes trailing punctuation from s[start:end], repeatedly,
// keeping a final ")" or "）" that balances an opening one inside.
func trimTrailing(s string, start, end int) int {
	for end > start {
		r, n := rune(s[end-1]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeLastRuneInString(s[start:end])
		}
		switch {
		case isTrailingPunct(r):
			end -= n
		case r == ')':
			if balanced(s[start:end], '(', ')') {
				return end
			}
			end -= n
		case r == '）':
			body := s[start:end]
			if strings.Count(body, "（") >= strings.Count(body, "）") {
				return end
			}
			end -= n
		default:
			return end
		}
	}
	return end
}

// afterLT says only white space stands between a "<" and start.
func (x *extractState) afterLT(start int) bool {
	p := start
	for p > 0 && delim.IsASCIISpace(x.s[p-1]) {
		p--
	}
	return p > 0 && x.s[p-1] == '<'
}

// mayBeBracketed says whether the word before colon follows "<" or a ":"
// (that of "<URL:"), white space between: the cheap test that lets white
// space after the colon reach bracketed.
func (x *extractState) mayBeBracketed(colon int) bool {
	s := x.s
	k := colon
	for k > x.minStart && chars.Is(s[k-1], chars.SchemeChar) {
		k--
	}
	for k > 0 && delim.IsASCIISpace(s[k-1]) {
		k--
	}
	return k > 0 && (s[k-1] == '<' || s[k-1] == ':')
}

// balanced says s holds at least as many bytes open as close.
func balanced(s string, open, close byte) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case open:
			n++
		case close:
			n--
		}
	}
	return n >= 0
}

// bracketed handles an IRI led by "<" (and optionally "URL:") with
// white space between (RFC 3986 Appendix C): when the text up to the next
// ">", its white space removed, is an IRI, that is the match.
func (x *extractState) bracketed(start, colon int) (Match, bool, bool) {
	s := x.s
	p := start
	for p > 0 && delim.IsASCIISpace(s[p-1]) {
		p--
	}
	if p >= 4 && s[p-1] == ':' && strings.EqualFold(s[p-4:p-1], "URL") {
		p -= 4
		for p > 0 && delim.IsASCIISpace(s[p-1]) {
			p--
		}
	}
	if p == 0 || s[p-1] != '<' {
		return Match{}, false, false
	}
	lt := p - 1
	// The content up to ">" must hold nothing an IRI or white space
	// cannot: checking that first stops at the next "<" at the latest, so
	// the scans of successive candidates do not overlap.
	limit := min(len(s), lt+1+x.maxBracketed)
	gt, hasSpace := -1, false
	for i := colon + 1; i < limit; {
		c := s[i]
		if c == '>' {
			gt = i
			break
		}
		if c < utf8.RuneSelf {
			switch {
			case delim.IsASCIISpace(c):
				hasSpace = true
			case chars.Is(c, chars.Query|chars.GenDelims), c == '%':
			default:
				return Match{}, false, false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if n == 1 {
			if !x.atEOF && !utf8.FullRuneInString(s[i:]) { // a character the window cut, not any invalid byte
				return Match{}, false, true
			}
			return Match{}, false, false
		}
		if delim.IsWhiteSpace(r) {
			hasSpace = true
		} else if !isIRIRune(r, true) {
			return Match{}, false, false
		}
		i += n
	}
	if gt < 0 {
		return Match{}, false, !x.atEOF && limit == len(s) && lt+1+x.maxBracketed > len(s)
	}
	end := gt
	for end > colon {
		r, n := utf8.DecodeLastRuneInString(s[:end])
		if !delim.IsWhiteSpace(r) {
			break
		}
		end -= n
	}
	iri := s[start:end]
	if hasSpace {
		var b strings.Builder
		b.Grow(end - start)
		for _, r := range iri {
			if !delim.IsWhiteSpace(r) {
				b.WriteRune(r)
			}
		}
		iri = b.String()
	}
	c := colon - start + 1
	if iriEnd(iri, c) != len(iri) || emptyAfterScheme(iri[c:]) {
		return Match{}, false, false
	}
	x.afterBracket = gt + 1
	return Match{IRI: iri, Start: start, End: end, Bracketed: true}, true, false
}
