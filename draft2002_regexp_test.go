package iri_test

import (
	"regexp"
	"testing"
	"unicode/utf8"

	"github.com/goiri/iri"
)

// The grammar of draft-duerst-iri-01 section 2.2 (RFC 2396 appendix A as
// amended by RFC 2732), written a second way: as regular expressions built
// rule by rule from the ABNF, independently of grammar/draft2002.peg and of
// its PEG ordered choices. The language is regular (no rule nests itself),
// so a regexp can recognize it exactly. The decisions of
// grammar/draft2002.peg that the draft leaves open are taken the same way
// (they define the variant): the UCS characters of ichar are every code
// point from U+0080 (surrogates cannot occur in UTF-8), "#" and "%" are left
// out of ichar's delims, iserver reads iuserinfo, and ihostname is
// dot-separated non-empty labels of letters, digits, "-" and non-ASCII with
// an optional final dot.
var d02RE = func() map[iri.Rule]*regexp.Regexp {
	const (
		alphanum = `A-Za-z0-9`
		mark     = `\-_.!~*'()`
		ucs      = `\x{80}-\x{D7FF}\x{E000}-\x{10FFFF}`
		ichar    = ucs + ` <>"{}|\\^` + "`" // UCS, space, delims less "#" "%", unwise
		// iunreserved = ichar | unreserved; unreserved = alphanum | mark
		iunres  = ichar + alphanum + mark
		escaped = `%[0-9A-Fa-f]{2}`
	)
	class := func(extra string) string { return `(?:[` + iunres + extra + `]|` + escaped + `)` }
	var (
		iric        = class(`;/?:@&=+$,\[\]`) // reserved | iunreserved | escaped
		iricNoSlash = class(`;?:@&=+$,`)
		ipchar      = class(`:@&=+$,`)
		// isegment = *ipchar *( ";" iparam ), iparam = *ipchar: any string
		// of ipchar and ";".
		isegment   = `(?:` + ipchar + `|;)*`
		iabsPath   = `/` + isegment + `(?:/` + isegment + `)*`
		irelSeg    = class(`;@&=+$,`) + `+`
		irelPath   = irelSeg + `(?:` + iabsPath + `)?`
		iuserinfo  = class(`;:&=+$,`) + `*`
		ilabel     = `[` + alphanum + `\-` + ucs + `]+`
		ihostname  = ilabel + `(?:\.` + ilabel + `)*\.?`
		ipv4       = `[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}`
		hex4       = `[0-9A-Fa-f]{1,4}`
		hexseq     = hex4 + `(?::` + hex4 + `)*`
		hexpart    = `(?:` + hexseq + `|` + hexseq + `::(?:` + hexseq + `)?|::(?:` + hexseq + `)?)`
		ipv6ref    = `\[` + hexpart + `(?::` + ipv4 + `)?\]`
		ihost      = `(?:` + ihostname + `|` + ipv4 + `|` + ipv6ref + `)`
		ihostport  = ihost + `(?::[0-9]*)?`
		iserver    = `(?:(?:` + iuserinfo + `@)?` + ihostport + `)?`
		iregName   = class(`$,;:@&=+`) + `+`
		iauthority = `(?:` + iserver + `|` + iregName + `)`
		inetPath   = `//` + iauthority + `(?:` + iabsPath + `)?`
		iquery     = iric + `*`
		ifragment  = iric + `*`
		scheme     = `[A-Za-z][A-Za-z0-9+\-.]*`
		ihierPart  = `(?:` + inetPath + `|` + iabsPath + `)(?:\?` + iquery + `)?`
		iopaque    = iricNoSlash + iric + `*`
		absolute   = scheme + `:(?:` + ihierPart + `|` + iopaque + `)`
		relative   = `(?:` + inetPath + `|` + iabsPath + `|` + irelPath + `)(?:\?` + iquery + `)?`
		frag       = `(?:#` + ifragment + `)?`
	)
	return map[iri.Rule]*regexp.Regexp{
		// IRI-reference = [ absoluteIRI | relativeIRI ] [ "#" ifragment ]
		iri.RuleIRIReference: regexp.MustCompile(`^(?:` + absolute + `|` + relative + `)?` + frag + `$`),
		iri.RuleIRI:          regexp.MustCompile(`^` + absolute + frag + `$`),
		iri.RuleAbsoluteIRI:  regexp.MustCompile(`^` + absolute + `$`),
		iri.RuleRelativeRef:  regexp.MustCompile(`^(?:` + relative + `)?` + frag + `$`),
	}
}()

// d02Accepts is the regexp grammar's answer; invalid UTF-8 is never an IRI
// (the regexp would read a bad byte as U+FFFD).
func d02Accepts(s string, r iri.Rule) bool {
	return utf8.ValidString(s) && d02RE[r].MatchString(s)
}

// TestDraft2002Regexp runs the regexp grammar on the hand-written cases:
// it must agree with their expectations before it can judge the parser.
func TestDraft2002Regexp(t *testing.T) {
	for _, c := range d02Valid {
		if !d02Accepts(c.in, iri.RuleIRIReference) {
			t.Errorf("regexp grammar rejects %q (%s)", c.in, c.why)
		}
	}
	for _, c := range d02Invalid {
		if d02Accepts(c.in, iri.RuleIRIReference) {
			t.Errorf("regexp grammar accepts %q (%s)", c.in, c.why)
		}
	}
	for _, c := range []struct {
		in   string
		rule iri.Rule
		want bool
	}{
		{"a:b#f", iri.RuleIRI, true}, {"a:b#f", iri.RuleAbsoluteIRI, false}, {"a:b", iri.RuleAbsoluteIRI, true},
		{"/a#f", iri.RuleRelativeRef, true}, {"a:b", iri.RuleRelativeRef, false}, {"", iri.RuleRelativeRef, true},
		{"", iri.RuleIRI, false}, {"#f", iri.RuleIRI, false}, {"//h", iri.RuleRelativeRef, true},
	} {
		if got := d02Accepts(c.in, c.rule); got != c.want {
			t.Errorf("regexp grammar, rule %v, %q: %v, want %v", c.rule, c.in, got, c.want)
		}
		if _, err := iri.Draft2002.ParseRule(c.in, c.rule); (err == nil) != c.want {
			t.Errorf("Draft2002.ParseRule(%q, %v): %v, want accepted = %v", c.in, c.rule, err, c.want)
		}
	}
}
