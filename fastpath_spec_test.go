package iri

import "unicode/utf8"

// specClassMember says, from the ABNF alone and without the fast path's
// tables, whether code point r is one of the characters a scan of class k
// (sUser, sReg, ...) repeats over in variant vn. The multi-character
// pct-encoded is left out, as in the fast path's classes.
//
// RFC 3987 section 2.2:
//
//	iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )
//	ireg-name      = *( iunreserved / pct-encoded / sub-delims )
//	isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )
//	ipchar         = iunreserved / pct-encoded / sub-delims / ":" / "@"
//	iquery         = *( ipchar / iprivate / "/" / "?" )
//	ifragment      = *( ipchar / "/" / "?" )
//	iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
//
// draft-ietf-iri-3987bis-00: "#" in ifragment (section 2.2), the tag
// characters E0000-E0FFF in iprivate; section 7.1 (LEIRI) replaces ucschar
// with leiri-ucschar; section 7.2 (Web Address) also lets a lone "%" stand
// where pct-encoded may and makes "\" a path separator
// (grammar/webaddress.peg: not in segments, userinfo or host; still in
// iquery and ifragment, where leiri-ucschar has it). RFC 3986 appendix A:
// ASCII only.
func specClassMember(vn string, k int, r rune) bool {
	const (
		alnum     = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
		unres     = alnum + "-._~"
		subDelims = "!$&'()*+,;="
	)
	in := func(set string) bool { return r < utf8.RuneSelf && r >= 0 && containsByte(set, byte(r)) }
	between := func(rs ...rune) bool {
		for i := 0; i < len(rs); i += 2 {
			if rs[i] <= r && r <= rs[i+1] {
				return true
			}
		}
		return false
	}
	ucschar := between(0xA0, 0xD7FF, 0xF900, 0xFDCF, 0xFDF0, 0xFFEF,
		0x10000, 0x1FFFD, 0x20000, 0x2FFFD, 0x30000, 0x3FFFD, 0x40000, 0x4FFFD,
		0x50000, 0x5FFFD, 0x60000, 0x6FFFD, 0x70000, 0x7FFFD, 0x80000, 0x8FFFD,
		0x90000, 0x9FFFD, 0xA0000, 0xAFFFD, 0xB0000, 0xBFFFD, 0xC0000, 0xCFFFD,
		0xD0000, 0xDFFFD, 0xE1000, 0xEFFFD)
	iprivate := between(0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD)
	leiriUcschar := in(" <>\"{}|\\^`") || between(0x00, 0x1F, 0x7F, 0xD7FF, 0xE000, 0xFFFD, 0x10000, 0x10FFFF)
	var iunreserved bool
	switch vn {
	case "rfc3986":
		iunreserved = in(unres)
		iprivate = false
	case "rfc3987":
		iunreserved = in(unres) || ucschar
	case "3987bis":
		iunreserved = in(unres) || ucschar
		iprivate = iprivate || between(0xE0000, 0xE0FFF)
	case "leiri", "webaddress":
		iunreserved = in(unres) || leiriUcschar
		iprivate = iprivate || between(0xE0000, 0xE0FFF)
	}
	web := vn == "webaddress"
	bis := vn == "3987bis" || vn == "leiri" || web
	backslash := r == '\\'
	lonePct := web && r == '%'
	base := iunreserved || in(subDelims)
	ipchar := (base || in(":@") || lonePct) && !(web && backslash)
	switch k {
	case sUser:
		return (base || r == ':' || lonePct) && !(web && backslash)
	case sReg:
		return base && !(web && backslash)
	case sNC:
		return (base || r == '@' || lonePct) && !(web && backslash)
	case sPath:
		return ipchar || r == '/' || (web && backslash)
	case sQuery:
		return ipchar || iprivate || in("/?") || (web && backslash)
	case sFrag:
		return ipchar || in("/?") || (bis && r == '#') || (web && backslash)
	}
	panic("unknown scan class")
}

func containsByte(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return true
		}
	}
	return false
}

// specRunEntry is what the run table of class k should hold for byte c in
// variant vn, worked out from specClassMember and UTF-8 (RFC 3629 section
// 4): an ASCII member is runASCII; a lead byte C2-DF whose 64 code points
// (c&0x1F)<<6 ... +0x3F are all members is runLead2; a lead byte E1-EC or
// EE-EF (E0 and ED restrict their second byte) whose 4096 code points
// (c&0x0F)<<12 ... +0xFFF are all members is runLead3; anything else 0.
func specRunEntry(vn string, k int, c int) uint8 {
	all := func(lo, hi rune) bool {
		for r := lo; r <= hi; r++ {
			if !specClassMember(vn, k, r) {
				return false
			}
		}
		return true
	}
	switch {
	case c < 0x80:
		if specClassMember(vn, k, rune(c)) {
			return runASCII
		}
	case 0xC2 <= c && c <= 0xDF:
		if lo := rune(c&0x1F) << 6; all(lo, lo+0x3F) {
			return runLead2
		}
	case 0xE1 <= c && c <= 0xEF && c != 0xED:
		if lo := rune(c&0x0F) << 12; all(lo, lo+0xFFF) {
			return runLead3
		}
	}
	return 0
}
