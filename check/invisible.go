package check

// Invisible characters: every default-ignorable code point, format control
// or bidi control (chars.IsInvisible, from the Unicode tables of the
// standard library) gets a finding with its code point and span, in every
// component, hosts included. The seven bidi formatting characters of
// section 4.1 keep their own code (BIDI_FORMATTING_CHARACTER), and a
// character another code already covers (a tag, a special) is not
// reported twice.

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/idnaprofile"
)

// invisible reports the invisible characters of s written as themselves,
// and in the host of a DNS scheme those written percent-encoded too (IDNA
// decodes them).
func (r *checkRun) invisible() {
	s := r.s
	for i := 0; i < len(s) && r.may(factRaises); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		c, n := utf8.DecodeRuneInString(s[i:])
		if !(c == utf8.RuneError && n == 1) && chars.IsInvisible(c) && !chars.IsBidiFormatting(c) {
			if code, _ := charCode(c, r.inQuery(i)); code == "" {
				r.invisibleAt(c, span(i, i+n), false)
			}
		}
		i += n
	}
	if r.may(factPct) && r.u != nil && strings.IndexByte(r.u.Host, '%') >= 0 && r.dnsHost() {
		sp := r.sp.Host
		for i := sp.Start; i < sp.End; {
			c, n := chars.PctRune(s[:sp.End], i)
			if n == 0 {
				i++
				continue
			}
			if chars.IsInvisible(c) {
				r.invisibleAt(c, span(i, i+3*n), true)
			}
			i += 3 * n
		}
	}
}

// dnsHost reports whether the IRI has a reg-name host of a scheme whose
// hosts are DNS names.
func (r *checkRun) dnsHost() bool {
	u := r.u
	if u == nil || !u.HasAuthority || u.HostKind != iri.HostRegName {
		return false
	}
	sch, ok := r.lookupScheme()
	return ok && sch.DNSHost
}

// invisibleAt reports the invisible character c at sp: JOINER_IN_CONTEXT
// for a joiner where the CONTEXTJ rules of IDNA allow it, else
// INVISIBLE_CHARACTER. In the host of a DNS scheme the message says what
// IDNA does with it.
func (r *checkRun) invisibleAt(c rune, sp iri.Span, encoded bool) {
	code := CodeInvisible
	if r.full && sp.Start > r.cutoff {
		r.absorb(code, sp) // only counted: no need to judge the context
		return
	}
	if chars.IsJoiner(c) && r.joinerAllowed(sp) {
		code = CodeJoinerInContext
	}
	if r.absorbAt(code, sp) {
		return
	}
	kind := "a format control"
	if chars.IsDefaultIgnorable(c) {
		kind = "a default-ignorable code point"
	}
	msg := chars.Describe(c)
	if encoded {
		msg = r.s[sp.Start:sp.End] + " encodes " + msg
	}
	if code == CodeJoinerInContext {
		msg += fmt.Sprintf(" is %s that IDNA's CONTEXTJ rule (RFC 5892 appendix A) allows here: the script may need it, but it cannot be seen", kind)
	} else {
		msg += fmt.Sprintf(" is invisible (%s): the IRI cannot be told from one without it; remove it", kind)
	}
	if in, _ := r.componentAt(sp); in == iri.ComponentHost && r.dnsHost() {
		switch {
		case idnaprofile.RemovesRune(c):
			msg += "; IDNA maps it to nothing, so the host is the same DNS name without it (scheme-based comparison finds them equivalent)"
		case code == CodeInvisible:
			msg += "; IDNA does not allow it in a host name"
		}
	}
	r.add(code, sp, msg)
}

// joinerContext is how many characters on either side of a joiner
// joinerAllowed looks at: the rules look at the character before it
// (a virama) or across transparent marks to the nearest joining letters,
// and a bound keeps the check linear on hostile input.
const joinerContext = 16

// joinerAllowed reports whether the joiner at sp stands where the CONTEXTJ
// rules allow it: IDNA is asked about the word around it (up to
// joinerContext letters, marks and joiners on either side).
func (r *checkRun) joinerAllowed(sp iri.Span) bool {
	s := r.s
	inWord := func(c rune) bool { return unicode.IsLetter(c) || unicode.IsMark(c) || chars.IsJoiner(c) }
	start := sp.Start
	for k := 0; k < joinerContext && start > 0; k++ {
		c, n := utf8.DecodeLastRuneInString(s[:start])
		if !inWord(c) {
			break
		}
		start -= n
	}
	end := sp.End
	for k := 0; k < joinerContext && end < len(s); k++ {
		c, n := utf8.DecodeRuneInString(s[end:])
		if !inWord(c) {
			break
		}
		end += n
	}
	word := s[start:sp.Start] + string(mustJoiner(s[sp.Start:sp.End])) + s[sp.End:end]
	_, err := idnaprofile.Joiners.ToASCII(word)
	return err == nil
}

// mustJoiner returns the joiner written (or percent-encoded) in t.
func mustJoiner(t string) rune {
	if c, n := chars.PctRune(t, 0); n > 0 {
		return c
	}
	c, _ := utf8.DecodeRuneInString(t)
	return c
}
