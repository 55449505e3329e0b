package iri

// The fast path of the draft2002 variant (grammar/draft2002.peg, the grammar
// of draft-duerst-iri-01 section 2.2 on RFC 2396 and RFC 2732): a
// hand-written recogniser that yields exactly the IRI the generated parser
// yields. Its grammar is not RFC 3986's, so it does not share fastParse's
// table-driven parse: it has opaque parts, ";" parameters, RFC 2732's IPv6
// rules, and an authority that is server-based when it can be and
// registry-based otherwise.
//
// It follows the PEG of grammar/draft2002.peg, not the draft's ABNF: where
// an ordered choice commits to an alternative, so does this code, so that it
// accepts exactly what the generated parser accepts. It reads the input in a
// bounded number of passes (the authority is read at most three times), with
// no recursion. fastParse hands over to it for the variant's table
// (fastpath.go), so the grammar digest, Reference and the fallback to the
// generated parser for errors work as for the other variants.

import (
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
)

// Character classes of draft2002. Each is the set of single characters that
// one rule of grammar/draft2002.peg repeats over; escaped ("%" hex hex) is an
// alternative of every one but d02LabelChar.
const (
	d02User      uint8 = 1 << iota // iuserinfo
	d02Reg                         // ireg_name
	d02Seg                         // irel_segment
	d02Path                        // ipchar, ";" and "/": iabs_path after its first "/"
	d02NoSlash                     // iric_no_slash: the first character of iopaque_part
	d02Iric                        // iric: the rest of iopaque_part, iquery and ifragment
	d02LabelChar                   // ilabel_char = alphanum / "-" / ucs_char
)

// d02Class gives the classes of every byte, from the rules of
// grammar/draft2002.peg. Every byte from 0x80 up is in the classes that hold
// ucs_char: parseDraft2002 reads only valid UTF-8, every sequence of which
// encodes a ucs_char ([\u0080-\uD7FF\uE000-\U0010FFFF] is every code point
// UTF-8 can encode), so a scan may step over such a sequence byte by byte.
var d02Class = func() (t [256]uint8) {
	set := func(chars string, bits uint8) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= bits
		}
	}
	const (
		alphanum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" // alpha | digit
		mark     = "-_.!~*'()"
		space    = " "
		delims   = `<>"` // less "#" and "%" (decision 3)
		unwise   = "{}|\\^`"
		// The classes that hold iunreserved = ichar | unreserved.
		iunreserved = d02User | d02Reg | d02Seg | d02Path | d02NoSlash | d02Iric
	)
	set(alphanum+mark, iunreserved)       // unreserved = alphanum | mark
	set(space+delims+unwise, iunreserved) // ichar, but for ucs_char
	for c := utf8.RuneSelf; c < len(t); c++ {
		t[c] |= iunreserved | d02LabelChar // ucs_char
	}
	set(";:&=+$,", d02User)
	set("$,;:@&=+", d02Reg)
	set(";@&=+$,", d02Seg)
	set(":@&=+$,;/", d02Path)    // ipchar's, isegment's ";", ipath_segments' "/"
	set(";?:@&=+$,", d02NoSlash) // iric_no_slash
	set(";/?:@&=+$,[]", d02Iric) // reserved
	set(alphanum+"-", d02LabelChar)
	return
}()

// parseDraft2002 recognises s with entry rule r of draft2002 and, if u is
// not nil, fills u, which must be the zero IRI, with what the generated
// parser produces. It reports false when s is not valid, leaving u in an
// unspecified state.
func parseDraft2002(s string, r Rule, u *IRI) bool {
	// The generated parser rejects invalid UTF-8 before it parses
	// (parseReference); d02Class relies on it.
	if !utf8.ValidString(s) {
		return false
	}
	n, i := len(s), 0
	// IRI-reference is IRI / irelative_ref, and IRI starts with scheme ":".
	// Once scheme ":" matches, an irelative_ref could not match past it
	// (every scheme character is an irel_segment character and ":" is
	// none), so the input is valid exactly when IRI matches all of it.
	scheme := false
	if r != RuleRelativeRef {
		if j := d02SchemeEnd(s); j > 0 {
			if u != nil {
				u.Scheme = s[:j]
			}
			i, scheme = j+1, true
		} else if r != RuleIRIReference {
			return false
		}
	}

	// absoluteIRI: ihier_part / iopaque_part after the scheme; relativeIRI
	// / ipath_empty without one.
	start := i        // where the path starts
	form := PathEmpty // as long as nothing matched
	query := true     // ihier_part and relativeIRI end with [ "?" iquery ]
	// (An if chain, not a switch: mutation testing cannot place the
	// expressions of case clauses, see TESTING.md.)
	if i+1 < n && s[i] == '/' && s[i+1] == '/' {
		// inet_path = "//" iauthority [ iabs_path ]. Without an
		// iauthority, iabs_path would match "//" and stop at a character
		// nothing after it can take (d02Authority): the input is invalid.
		var ok bool
		if i, ok = d02Authority(s, i+2, u); !ok {
			return false
		}
		// ipath_abempty = [ iabs_path ]. What follows an authority is "/"
		// or no path character (every ipchar and ";" is an ireg_name
		// character), so the scan takes exactly the iabs_path.
		start, form = i, PathAbempty
		i = d02Scan(s, i, d02Path)
	} else if i < n && s[i] == '/' {
		// iabs_path = "/" ipath_segments: "/" and then ipchar, ";" and
		// "/", all of d02Path.
		i, form = d02Scan(s, i, d02Path), PathAbsolute
	} else if scheme {
		// iopaque_part = iric_no_slash *iric; its "?" is no query. A run
		// of iric_no_slash, then of iric, ends where one character of the
		// first and a run of the second would.
		j := d02Scan(s, i, d02NoSlash)
		if j == i {
			return false
		}
		i, form, query = d02Scan(s, j, d02Iric), PathOpaque, false
	} else if j := d02Scan(s, i, d02Seg); j > i {
		// irel_path = irel_segment [ iabs_path ].
		i, form = j, PathNoScheme
		if i < n && s[i] == '/' {
			i = d02Scan(s, i, d02Path)
		}
	} else {
		// No irel_segment: relativeIRI fails and ipath_empty matches, with
		// no query.
		query = false
	}
	if u != nil {
		u.Path, u.PathForm = s[start:i], form
	}

	if query && i < n && s[i] == '?' {
		i++
		j := d02Scan(s, i, d02Iric)
		if u != nil {
			u.Query, u.HasQuery = s[i:j], true
		}
		i = j
	}
	// absoluteIRI is the one entry rule without [ "#" ifragment ].
	if r != RuleAbsoluteIRI && i < n && s[i] == '#' {
		i++
		j := d02Scan(s, i, d02Iric)
		if u != nil {
			u.Fragment, u.HasFragment = s[i:j], true
		}
		i = j
	}
	return i == n
}

// d02SchemeEnd returns the length of the scheme when s starts with scheme
// ":", scheme = alpha *( alpha | digit | "+" | "-" | "." ), and 0 otherwise.
func d02SchemeEnd(s string) int {
	if s == "" || !chars.Is(s[0], chars.ALPHA) {
		return 0
	}
	j := 1
	for j < len(s) && chars.Is(s[j], chars.SchemeChar) {
		j++
	}
	if j < len(s) && s[j] == ':' {
		return j
	}
	return 0
}

// d02Scan returns the offset after the longest run of characters of class k
// from s[i], an escaped triplet ("%" hex hex) counting as one character.
func d02Scan(s string, i int, k uint8) int {
	for i < len(s) {
		if d02Class[s[i]]&k != 0 {
			i++
		} else if chars.IsPctTriplet(s, i) {
			i += 3
		} else {
			break
		}
	}
	return i
}

// d02Authority parses iauthority = iserver &( [/?#] / !. ) / iregistry from
// s[i], fills u's authority when u is not nil and returns the offset after
// it; ok is false when there is none.
//
// When there is none, s[i] is no ireg_name character (and so no ipchar or
// ";"), nor "/", "?", "#" or the end, which the empty iserver would have
// matched before: the iabs_path that inet_path's caller tries next stops
// there, and nothing after it can take that character.
func d02Authority(s string, i int, u *IRI) (end int, ok bool) {
	end, hs, he, kind := d02Server(s, i)
	if end < len(s) && s[end] != '/' && s[end] != '?' && s[end] != '#' {
		// iserver matched, but something no authority can be followed by
		// follows it: the authority is registry-based, the whole ireg_name
		// its host.
		end = d02Scan(s, i, d02Reg)
		if end == i {
			return i, false
		}
		hs, he, kind = i, end, HostRegName
	}
	if u != nil {
		u.HasAuthority = true
		if hs > i {
			u.Userinfo, u.HasUserinfo = s[i:hs-1], true
		}
		u.Host, u.HostKind = s[hs:he], kind
		if he < end {
			u.Port, u.HasPort = s[he+1:end], true
		}
	}
	return end, true
}

// d02Server parses iserver = [ iuserinfo "@" ] ihostport / iserver_empty
// from s[i]. It returns the end of the server, where its host starts and
// ends, and the host's kind: the userinfo is s[i:hs-1] when hs > i, the port
// s[he+1:end] when he < end. The empty server has an empty reg-name host.
func d02Server(s string, i int) (end, hs, he int, kind HostKind) {
	// iuserinfo is greedy and has no "@": either "@" follows its run, or
	// there is no userinfo (PEG does not try shorter runs).
	hs = i
	if j := d02Scan(s, i, d02User); j < len(s) && s[j] == '@' {
		hs = j + 1
	}
	he, kind = d02Host(s, hs)
	if he == hs {
		// No ihost after the userinfo, or where it would start: the first
		// alternative fails as a whole, and iserver_empty matches.
		return i, i, i, HostRegName
	}
	// ihostport = ihost [ ":" port ], port = *digit.
	end = he
	if end < len(s) && s[end] == ':' {
		end++
		for end < len(s) && chars.Is(s[end], chars.DIGIT) {
			end++
		}
	}
	return end, hs, he, kind
}

// The functions below match rules that are never empty. Each returns the
// offset after its match at s[i], and i itself when there is none, so that
// an optional match is a plain call.

// d02Host parses ihost = IPv6reference / IPv4address !( ilabel_char / "." )
// / ihostname at s[i], with ihostname = ilabel *( "." ilabel ) [ "." ]
// (decision 2 of grammar/draft2002.peg), and returns its end and kind.
func d02Host(s string, i int) (int, HostKind) {
	n := len(s)
	if i < n && s[i] == '[' {
		// IPv6reference = "[" IPv6address "]"; the others cannot start
		// with "[".
		if j := d02IPv6(s, i+1); j > i+1 && j < n && s[j] == ']' {
			return j + 1, HostIPv6
		}
		return i, HostNone
	}
	if j := d02IPv4(s, i); j != i && (j == n || d02Class[s[j]]&d02LabelChar == 0 && s[j] != '.') {
		return j, HostIPv4
	}
	j := d02LabelEnd(s, i)
	if j == i {
		return i, HostNone
	}
	for j < n && s[j] == '.' {
		k := d02LabelEnd(s, j+1)
		if k == j+1 {
			// No label after this ".": it is the optional final one.
			return k, HostRegName
		}
		j = k
	}
	return j, HostRegName
}

// d02LabelEnd matches ilabel = 1*ilabel_char at s[i].
func d02LabelEnd(s string, i int) int {
	for i < len(s) && d02Class[s[i]]&d02LabelChar != 0 {
		i++
	}
	return i
}

// d02IPv4 matches IPv4address = 1*3digit "." 1*3digit "." 1*3digit "."
// 1*3digit at s[i], each run of digits greedy.
func d02IPv4(s string, i int) int {
	j := i
	for k := 0; k < 4; k++ {
		if k > 0 {
			if j == len(s) || s[j] != '.' {
				return i
			}
			j++
		}
		d := j
		for d < len(s) && d-j < 3 && chars.Is(s[d], chars.DIGIT) {
			d++
		}
		if d == j {
			return i
		}
		j = d
	}
	return j
}

// d02IPv6 matches IPv6address = hexpart [ ":" IPv4address ] at s[i], with
// hexpart = hexseq "::" [ hexseq ] / hexseq / "::" [ hexseq ] tried in that
// order.
func d02IPv6(s string, i int) int {
	// The first two alternatives start with the same hexseq; the third
	// starts with "::" where the hexseq would.
	j := d02Hexseq(s, i)
	if j+1 < len(s) && s[j] == ':' && s[j+1] == ':' {
		j = d02Hexseq(s, j+2)
	} else if j == i {
		return i // neither a hexseq nor "::"
	}
	if j < len(s) && s[j] == ':' {
		if k := d02IPv4(s, j+1); k > j+1 {
			j = k
		}
	}
	return j
}

// d02Hexseq matches hexseq = hex4 !"." *( ":" hex4 !"." ) at s[i]. A ":"
// whose hex4 fails is left unmatched.
func d02Hexseq(s string, i int) int {
	j := d02Hex4(s, i)
	if j == i {
		return i
	}
	for j < len(s) && s[j] == ':' {
		k := d02Hex4(s, j+1)
		if k == j+1 {
			break
		}
		j = k
	}
	return j
}

// d02Hex4 matches hex4 !"." at s[i], hex4 = 1*4hex taken greedily: there is
// no match when a "." follows the digits (they are then the first octet of
// an IPv4address).
func d02Hex4(s string, i int) int {
	j := i
	for j < len(s) && j-i < 4 && chars.Is(s[j], chars.HEXDIG) {
		j++
	}
	if j < len(s) && s[j] == '.' {
		return i
	}
	return j
}
