package iri

// The fast path: a hand-written single-pass recogniser for every variant of
// the base grammar's structure (rfc3987, 3987bis, leiri, webaddress, rfc3986
// and any variant that changes only character classes) that yields exactly
// the IRI the generated parser yields (the draft2002 variant's, on another
// grammar, is fastpath_draft2002.go). The
// generated parser stays the reference: it defines what each variant accepts,
// it produces every error (ParseRule runs it whenever the fast path rejects),
// and it serves every variant without a fast path. fastpath_test.go and the
// FuzzFastVsReference target compare the two on every input.
//
// The fast path implements one structure of the grammar (fastStructure),
// with its character classes read from tables that gen.go derives from each
// variant's grammar: any variant of that structure, whatever its classes,
// runs it, and a variant that changes the structure falls back to the
// generated parser (TestFastPathEnabled fails for a built-in one until the
// fast path has been checked again).

import (
	"slices"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
)

// Character class bits. A class is the set of characters one grammar loop
// repeats over (e.g. iuserinfo = *(iunreserved / pct-encoded / sub-delims /
// ":")), without its multi-character alternative pct-encoded.
const (
	cAlpha  uint16 = 1 << iota // ALPHA: first character of scheme
	cScheme                    // ALPHA / DIGIT / "+" / "-" / ".": rest of scheme
	cUser                      // iuserinfo
	cReg                       // ireg-name
	cSeg                       // isegment (ipchar, less path-sep in webaddress)
	cNC                        // isegment-nz-nc
	cSep                       // path-sep: "/" ("\" too in webaddress)
	cQuery                     // iquery, including "/" and "?"
	cFrag                      // ifragment, including "/" and "?"
)

// cPath is every character of a path after its first segment: segment
// characters and separators.
const cPath = cSeg | cSep

// A scan is of one of these classes, named by its index in scanClasses;
// fastTable.runs holds a byte table for each, so that scan tests four bytes
// with one AND.
//
// A run table entry is runASCII for an ASCII member of the class, runLead2
// or runLead3 for a UTF-8 lead byte all of whose well-formed sequences
// (the lead and one or two bytes 80-BF) encode members of the class, and 0
// for every other byte. Lead bytes whose sequences need a narrower second
// byte (E0, ED, F0-F4) stay 0 and take the general path.
const (
	sUser  = iota // iuserinfo
	sReg          // ireg-name
	sPath         // path characters after the first segment
	sNC           // isegment-nz-nc
	sQuery        // iquery
	sFrag         // ifragment
)

var scanClasses = [...]uint16{sUser: cUser, sReg: cReg, sPath: cPath, sNC: cNC, sQuery: cQuery, sFrag: cFrag}

// Run table entries.
const (
	runASCII uint8 = 1 << iota
	runLead2
	runLead3
)

// fastRange gives the classes of the code points lo..hi.
type fastRange struct {
	lo, hi rune
	bits   uint16
}

// fastTable is a variant's character classes: one entry per byte (zero for
// the bytes of multi-byte UTF-8 sequences, so that a byte indexes the table
// with no bounds check and no ASCII test), a sorted list of disjoint ranges
// for the code points above ASCII, and the classes in which pct-encoded
// ("%" HEXDIG HEXDIG) is an alternative.
type fastTable struct {
	ascii [256]uint16
	runs  [len(scanClasses)][256]uint8 // runs[k][c]: what byte c starts in scanClasses[k] (runASCII, ...)

	// regIsUserLessColon: ireg-name's characters are iuserinfo's less ":"
	// (with pct-encoded in both or neither), so a run of iuserinfo
	// characters not followed by "@" holds the ireg-name up to its first ":".
	regIsUserLessColon bool
	ranges             []fastRange
	pct                uint16

	// draft2002: the table is the draft2002 variant's, whose grammar has a
	// recogniser of its own (fastpath_draft2002.go); the fields above are
	// unused. A flag and a direct call, not a function value, so that the
	// IRI fastParse fills does not escape.
	draft2002 bool
}

// fastVariants maps a Variant's index to its fast table, nil where the
// variant has none. It is filled in by init.
var fastVariants []*fastTable

// fastStructure is the digest (gen.go, pegset.Grammar.Structure) of the
// structure fastParse implements: the grammar's rules with the character
// classes of the fast path left open. Every variant whose grammar has this
// structure gets the fast path, with the classes gen.go derives from its
// grammar (genClasses); a variant that changes a structural rule parses
// with the generated parser alone, and TestFastPathEnabled fails for a
// built-in one until fastParse has been checked against the new structure.
const fastStructure = "63734209527760f6"

// fastDraft2002Digest is the digest of the resolved rules of the grammar
// parseDraft2002 (fastpath_draft2002.go) was written for: a recogniser
// of the whole grammar, not of a structure with classes.
const fastDraft2002Digest = "d210bc1dcbf43b4b"

// genRange is the code points [0] to [1]; genSet a set of characters, and
// whether pct-encoded is an element of the set too.
type (
	genRange [2]rune
	genSet   struct {
		pct bool
		r   []genRange
	}
)

// genClasses are the fast path's character classes as gen.go derives them
// from a grammar, in the order of the class bits (cAlpha, cScheme, ...,
// cFrag): from scheme (its first character and the rest), iuserinfo,
// ireg-name (and the lookahead after IPv4address in ihost), isegment
// (isegment-nz), isegment-nz-nc, the path separators (ihier-part,
// irelative-part and the ipath rules), iquery and ifragment.
type genClasses [9]genSet

func init() {
	fastVariants = fastTablesFor(genVariants)
}

// fastTablesFor returns the fast table of each of gen's variants: the
// draft2002 recogniser for the grammar it was written for, a table built
// from the variant's classes when its structure is fastStructure, else nil
// (the variant then parses with the generated parser alone).
func fastTablesFor(gen []genVariant) []*fastTable {
	out := make([]*fastTable, len(gen))
	for i := range gen {
		switch {
		case gen[i].digest == fastDraft2002Digest:
			out[i] = &fastTable{draft2002: true}
		case gen[i].structure == fastStructure && gen[i].classes != nil:
			out[i] = newFastTable(gen[i].classes)
		}
	}
	return out
}

// newFastTable builds the tables of fastParse from the classes of a
// grammar of fastStructure, or returns nil when the classes break an
// assumption fastParse makes beyond the structure:
//   - "[" is in neither iuserinfo, ireg-name nor path-sep (authority takes
//     it to start an IP-literal);
//   - DIGIT and "." are in ireg-name (an IPv4address host is found as the
//     whole of an ireg-name run);
//   - scheme characters and path separators do not include pct-encoded;
//   - a class with both "%" and pct-encoded has every HEXDIG (step tries
//     a single character before pct-encoded, the grammar may try
//     pct-encoded first: the run ends at the same place only then).
//
// TestFastTables checks every ASCII byte and every range boundary of every
// table against the generated parser.
func newFastTable(classes *genClasses) *fastTable {
	t := &fastTable{}
	var a []fastRange // code points above ASCII, one fastRange per class range
	for k, set := range classes {
		bits := uint16(1) << k
		if set.pct {
			t.pct |= bits
		}
		for _, r := range set.r {
			for c := r[0]; c <= min(r[1], utf8.RuneSelf-1); c++ {
				t.ascii[c] |= bits
			}
			if r[1] >= utf8.RuneSelf {
				a = append(a, fastRange{max(r[0], utf8.RuneSelf), r[1], bits})
			}
		}
	}
	if (t.ascii['[']&(cUser|cReg|cSep) != 0) || t.pct&(cAlpha|cScheme|cSep) != 0 {
		return nil
	}
	for c := '0'; c <= '9'; c++ {
		if t.ascii[c]&cReg == 0 {
			return nil
		}
	}
	if t.ascii['.']&cReg == 0 {
		return nil
	}
	for k := range classes {
		bits := uint16(1) << k
		if t.pct&bits == 0 || t.ascii['%']&bits == 0 {
			continue
		}
		for c := range utf8.RuneSelf {
			if chars.Is(byte(c), chars.HEXDIG) && t.ascii[c]&bits == 0 {
				return nil
			}
		}
	}
	t.ranges = mergeRanges(a)
	t.regIsUserLessColon = (t.pct&cReg != 0) == (t.pct&cUser != 0)
	for c, bits := range t.ascii {
		if (bits&cReg != 0) != (bits&cUser != 0 && c != ':') {
			t.regIsUserLessColon = false
		}
	}
	for _, r := range t.ranges {
		if (r.bits&cReg != 0) != (r.bits&cUser != 0) {
			t.regIsUserLessColon = false
		}
	}
	for k, class := range scanClasses {
		for c := range t.ascii {
			switch {
			case c < utf8.RuneSelf && t.ascii[c]&class != 0:
				t.runs[k][c] = runASCII
			case 0xC2 <= c && c <= 0xDF && t.allIn(rune(c&0x1F)<<6, rune(c&0x1F)<<6|0x3F, class):
				t.runs[k][c] = runLead2
			case 0xE1 <= c && c <= 0xEF && c != 0xED && t.allIn(rune(c&0x0F)<<12, rune(c&0x0F)<<12|0xFFF, class):
				t.runs[k][c] = runLead3
			}
		}
	}
	return t
}

// allIn reports whether every code point from lo to hi has class bits.
func (t *fastTable) allIn(lo, hi rune, class uint16) bool {
	for _, r := range t.ranges { // sorted and disjoint
		if r.hi < lo {
			continue
		}
		if r.lo > lo || r.bits&class == 0 {
			return false
		}
		if r.hi >= hi {
			return true
		}
		lo = r.hi + 1
	}
	return false
}

// mergeRanges returns the disjoint, sorted ranges of the code points of
// rs, each with the bits of every range of rs it is in, adjacent ranges
// with the same bits merged.
func mergeRanges(rs []fastRange) []fastRange {
	classOf := func(r rune) uint16 {
		var bits uint16
		for _, x := range rs {
			if x.lo <= r && r <= x.hi {
				bits |= x.bits
			}
		}
		return bits
	}
	// Every range starts at a boundary, some range's lo or one past its hi,
	// and ends before the next: between two boundaries the bits are the
	// same.
	var cuts []rune
	for _, x := range rs {
		cuts = append(cuts, x.lo, x.hi+1)
	}
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)
	var out []fastRange
	for i := 0; i+1 < len(cuts); i++ {
		lo, hi := cuts[i], cuts[i+1]-1
		bits := classOf(lo)
		if bits == 0 {
			continue
		}
		if n := len(out); n > 0 && out[n-1].hi == lo-1 && out[n-1].bits == bits {
			out[n-1].hi = hi
			continue
		}
		out = append(out, fastRange{lo, hi, bits})
	}
	return out
}

// runeBits returns the classes of the non-ASCII code point r.
func (t *fastTable) runeBits(r rune) uint16 {
	rs := t.ranges
	// Most text outside ASCII is in the first range (U+00A0-D7FF or
	// U+0080-D7FF): try it before searching.
	if len(rs) > 0 && rs[0].lo <= r && r <= rs[0].hi {
		return rs[0].bits
	}
	lo, hi := 0, len(rs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if r > rs[m].hi {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(rs) && r >= rs[lo].lo {
		return rs[lo].bits
	}
	return 0
}

// step returns the offset after one character of class at s[i] (a
// pct-encoded triplet counts as one where the class allows it), or -1.
func (t *fastTable) step(s string, i int, class uint16) int {
	if i >= len(s) {
		return -1
	}
	c := s[i]
	if c < utf8.RuneSelf {
		if t.ascii[c]&class != 0 {
			return i + 1
		}
		if c == '%' && t.pct&class != 0 && i+2 < len(s) && chars.Is(s[i+1], chars.HEXDIG) && chars.Is(s[i+2], chars.HEXDIG) {
			return i + 3
		}
		return -1
	}
	r, w := utf8.DecodeRuneInString(s[i:])
	if w == 1 || t.runeBits(r)&class == 0 {
		// Invalid UTF-8 is never accepted: the generated parser reports it.
		return -1
	}
	return i + w
}

// scan returns the offset after the longest run of characters of class
// scanClasses[k] from s[i]. Runs of single-byte characters, the common
// case, are taken four bytes per iteration, and the two- and three-byte
// sequences the run table marks need no decoding.
func (t *fastTable) scan(s string, i int, k int) int {
	tab, class := &t.runs[k], scanClasses[k]
	for {
		for ; i+4 <= len(s); i += 4 {
			q := s[i : i+4]
			if tab[q[0]]&tab[q[1]]&tab[q[2]]&tab[q[3]]&runASCII == 0 {
				break
			}
		}
		for i < len(s) && tab[s[i]] == runASCII {
			i++
		}
		if i >= len(s) {
			return i
		}
		switch c := s[i]; {
		case tab[c] == runLead2 && i+1 < len(s) && s[i+1]&0xC0 == 0x80:
			i += 2
		case tab[c] == runLead3 && i+2 < len(s) && s[i+1]&0xC0 == 0x80 && s[i+2]&0xC0 == 0x80:
			i += 3
		case c < utf8.RuneSelf && c != '%':
			// Not in the class, and not the start of pct-encoded.
			return i
		default:
			j := t.step(s, i, class)
			if j < 0 {
				return i
			}
			i = j
		}
	}
}

// fastParse recognises s with entry rule r under table t and, if u is not
// nil, fills u with what the generated parser would produce. It reports
// false when s is not valid, leaving u in an unspecified state.
func fastParse(t *fastTable, s string, r Rule, u *IRI) bool {
	if t.draft2002 {
		return parseDraft2002(s, r, u)
	}
	n, i := len(s), 0
	// scheme ":" (RFC 3986 section 3.1). IRI-reference is IRI / irelative-ref:
	// once scheme ":" matches, IRI always matches, and an irelative-ref cannot
	// begin with scheme ":" anyway.
	scheme := false
	if r != RuleRelativeRef {
		if n > 0 && t.ascii[s[0]]&cAlpha != 0 {
			j := 1
			for j < n && t.ascii[s[j]]&cScheme != 0 {
				j++
			}
			if j < n && s[j] == ':' {
				if u != nil {
					u.Scheme = s[:j]
				}
				i, scheme = j+1, true
			}
		}
		if !scheme && r != RuleIRIReference {
			return false
		}
	}

	// ihier-part / irelative-part.
	start := i
	var form PathForm
	switch {
	case i+1 < n && t.ascii[s[i]]&cSep != 0 && t.ascii[s[i+1]]&cSep != 0:
		// "//" iauthority ipath-abempty; webaddress also takes "" for "/".
		i = t.authority(s, i+2, u)
		if i < 0 {
			return false
		}
		start = i
		if i < n && t.ascii[s[i]]&cSep != 0 {
			i = t.scan(s, i+1, sPath)
		}
		form = PathAbempty
	case i < n && t.ascii[s[i]]&cSep != 0:
		// ipath-absolute: path-sep [ isegment-nz *( path-sep isegment ) ].
		i++
		if t.step(s, i, cSeg) >= 0 {
			i = t.scan(s, i, sPath)
		}
		form = PathAbsolute
	case scheme && t.step(s, i, cSeg) >= 0:
		// ipath-rootless: isegment-nz *( path-sep isegment ).
		i = t.scan(s, i, sPath)
		form = PathRootless
	case !scheme && t.step(s, i, cNC) >= 0:
		// ipath-noscheme: isegment-nz-nc *( path-sep isegment ).
		i = t.scan(s, i, sNC)
		if i < n && t.ascii[s[i]]&cSep != 0 {
			i = t.scan(s, i+1, sPath)
		}
		form = PathNoScheme
	default:
		form = PathEmpty
	}
	if u != nil {
		u.PathForm, u.Path = form, s[start:i]
	}

	if i < n && s[i] == '?' {
		i++
		j := t.scan(s, i, sQuery)
		if u != nil {
			u.Query, u.HasQuery = s[i:j], true
		}
		i = j
	}
	if i < n && s[i] == '#' && r != RuleAbsoluteIRI {
		i++
		j := t.scan(s, i, sFrag)
		if u != nil {
			u.Fragment, u.HasFragment = s[i:j], true
		}
		i = j
	}
	return i == n
}

// authority parses iauthority = [ iuserinfo "@" ] ihost [ ":" port ] from
// s[i] and returns the offset after it, or -1 when the input cannot be valid.
func (t *fastTable) authority(s string, i int, u *IRI) int {
	n := len(s)
	start := i
	// iuserinfo is greedy and possessive: it is the userinfo only if "@"
	// follows it.
	regEnd := -1 // where the ireg-name from s[i] ends, when already scanned
	if i < n && s[i] == '[' {
		// Neither iuserinfo nor ireg-name has "[": an IP-literal host.
	} else if t.regIsUserLessColon {
		// The run of iuserinfo characters is the ireg-name, then from a
		// ":" on (a port, or a password) more iuserinfo characters.
		k := t.scan(s, i, sReg)
		j := k
		if k < n && s[k] == ':' {
			j = t.scan(s, k+1, sUser)
		}
		if j < n && s[j] == '@' {
			if u != nil {
				u.Userinfo, u.HasUserinfo = s[i:j], true
			}
			i = j + 1
		} else {
			regEnd = k
		}
	} else if j := t.scan(s, i, sUser); j < n && s[j] == '@' {
		if u != nil {
			u.Userinfo, u.HasUserinfo = s[i:j], true
		}
		i = j + 1
	}
	hs := i
	if i < n && s[i] == '[' {
		// IP-literal; if it fails, ihost falls back to an empty ireg-name
		// that nothing after it can follow.
		j, kind := ipLiteral(s, i)
		if j < 0 {
			return -1
		}
		i = j
		if u != nil {
			u.HostKind = kind
		}
	} else {
		if regEnd >= 0 {
			i = regEnd
		} else {
			i = t.scan(s, i, sReg)
		}
		// IPv4address wins only when no ireg-name character follows it, that
		// is when it is the whole ireg-name (which then ends with a digit).
		if u != nil {
			u.HostKind = HostRegName
			if i > hs && chars.Is(s[i-1], chars.DIGIT) && ipv4(s, hs) == i {
				u.HostKind = HostIPv4
			}
		}
	}
	if u != nil {
		u.HasAuthority, u.Host = true, s[hs:i]
	}
	if i < n && s[i] == ':' {
		i++
		j := i
		for j < n && chars.Is(s[j], chars.DIGIT) {
			j++
		}
		if u != nil {
			u.Port, u.HasPort = s[i:j], true
		}
		i = j
	}
	if u != nil {
		u.setAuthSep(s, start)
	}
	return i
}

// ipLiteral matches IP-literal = "[" ( IPv6address / IPvFuture ) "]" at s[i]
// (s[i] == '[') with the ordered choices of grammar/base.peg, returning the
// offset after "]" and the host kind, or -1.
func ipLiteral(s string, i int) (int, HostKind) {
	i++
	if j := ipv6(s, i); j >= 0 {
		// IPvFuture starts with "v", which IPv6address never does.
		if j < len(s) && s[j] == ']' {
			return j + 1, HostIPv6
		}
		return -1, 0
	}
	// IPvFuture = "v"i 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
	if i >= len(s) || s[i]|0x20 != 'v' {
		return -1, 0
	}
	j := i + 1
	for j < len(s) && chars.Is(s[j], chars.HEXDIG) {
		j++
	}
	if j == i+1 || j >= len(s) || s[j] != '.' {
		return -1, 0
	}
	j++
	k := j
	for k < len(s) && s[k] < utf8.RuneSelf && fastFuture[s[k]] {
		k++
	}
	if k == j || k >= len(s) || s[k] != ']' {
		return -1, 0
	}
	return k + 1, HostIPvFuture
}

// fastFuture is the set unreserved / sub-delims / ":" of IPvFuture (RFC 3986
// section 3.2.2), the same in every variant.
var fastFuture = func() (t [128]bool) {
	for _, c := range "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:" {
		t[c] = true
	}
	return
}()

// h16 matches h16 = 1*4HEXDIG at s[i], greedily; it returns the end or -1.
func h16(s string, i int) int {
	j := i
	for j < len(s) && j < i+4 && chars.Is(s[j], chars.HEXDIG) {
		j++
	}
	if j == i {
		return -1
	}
	return j
}

// h16c matches h16 ":" at s[i].
func h16c(s string, i int) int {
	j := h16(s, i)
	if j < 0 || j >= len(s) || s[j] != ':' {
		return -1
	}
	return j + 1
}

// ls32 matches ls32 = h16 ":" h16 / IPv4address at s[i].
func ls32(s string, i int) int {
	if j := h16c(s, i); j >= 0 {
		if k := h16(s, j); k >= 0 {
			return k
		}
	}
	return ipv4(s, i)
}

// dcolon matches "::" at s[i].
func dcolon(s string, i int) int {
	if i+1 < len(s) && s[i] == ':' && s[i+1] == ':' {
		return i + 2
	}
	return -1
}

// ipv6Prefix matches the optional group ( h16 *max( ":" h16 ) ) in front of
// "::" in the IPv6address forms of grammar/base.peg: each ( ":" h16 ) is
// tried in turn and skipped, consuming nothing, when it fails.
func ipv6Prefix(s string, i, max int) int {
	j := h16(s, i)
	if j < 0 {
		return i
	}
	for ; max > 0; max-- {
		if j < len(s) && s[j] == ':' {
			if k := h16(s, j+1); k >= 0 {
				j = k
			}
		}
	}
	return j
}

// ipv6 matches IPv6address at s[i] with the nine forms of grammar/base.peg
// tried in order, the first that matches winning (PEG ordered choice). It
// returns the end or -1.
func ipv6(s string, i int) int {
	// h16 ":" h16 ":" h16 ":" h16 ":" h16 ":" h16 ":" ls32
	j := i
	for k := 0; k < 6 && j >= 0; k++ {
		j = h16c(s, j)
	}
	if j >= 0 {
		if j = ls32(s, j); j >= 0 {
			return j
		}
	}
	// "::" 5( h16 ":" ) ls32, then [prefix] "::" n( h16 ":" ) ls32 for n = 4..0.
	for form := 2; form <= 7; form++ {
		j := i
		if form >= 3 {
			j = ipv6Prefix(s, i, form-3)
		}
		j = dcolon(s, j)
		for k := 0; k < 7-form && j >= 0; k++ {
			j = h16c(s, j)
		}
		if j >= 0 {
			if j = ls32(s, j); j >= 0 {
				return j
			}
		}
	}
	// [prefix] "::" h16
	if j := dcolon(s, ipv6Prefix(s, i, 5)); j >= 0 {
		if j = h16(s, j); j >= 0 {
			return j
		}
	}
	// [prefix] "::"
	return dcolon(s, ipv6Prefix(s, i, 6))
}

// decOctet matches dec-octet at s[i] with the ordered choice of
// grammar/base.peg: "25" [0-5] / "2" [0-4] DIGIT / "1" DIGIT DIGIT / [1-9]
// DIGIT / DIGIT.
func decOctet(s string, i int) int {
	d := func(k int) byte {
		if k < len(s) && chars.Is(s[k], chars.DIGIT) {
			return s[k]
		}
		return 0
	}
	c0, c1, c2 := d(i), d(i+1), d(i+2)
	switch {
	case c0 == 0:
		return -1
	case c0 == '2' && c1 == '5' && c2 != 0 && c2 <= '5':
		return i + 3
	case c0 == '2' && c1 != 0 && c1 <= '4' && c2 != 0:
		return i + 3
	case c0 == '1' && c1 != 0 && c2 != 0:
		return i + 3
	case c0 != '0' && c1 != 0:
		return i + 2
	}
	return i + 1
}

// ipv4 matches IPv4address at s[i] and returns its end, or -1.
func ipv4(s string, i int) int {
	for k := 0; k < 4; k++ {
		if k > 0 {
			if i >= len(s) || s[i] != '.' {
				return -1
			}
			i++
		}
		if i = decOctet(s, i); i < 0 {
			return -1
		}
	}
	return i
}

// fastTableOf returns the fast table of variant v, or nil when v must use the
// generated parser.
func fastTableOf(v Variant) *fastTable {
	if v.reference || v.idx >= len(fastVariants) {
		return nil
	}
	return fastVariants[v.idx]
}
