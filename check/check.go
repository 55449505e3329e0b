package check

// The check pass (Checker.Run): the character, normalization,
// percent-encoding, host and port checks; bidi.go has the bidi rules and
// scheme.go the scheme rules.

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/idnaprofile"
	"golang.org/x/text/unicode/norm"
)

// Option configures Check and New.
//
// The options choose the grammar (RFC 3987 section 2.2 by default) and how
// each code of the specifications' requirements is reported.
type Option func(*config)

type config struct {
	variant        iri.Variant
	rule           iri.Rule
	severity       map[Code]Severity
	includeIgnored bool
	maxFindings    int // 0: DefaultMaxFindings
}

// Grammar checks with the grammar of variant v instead of RFC3987.
// Inputs the variant accepts but IRIs do not (a LEIRI with a space, say)
// then get one finding per such character (per run of adjacent ones), with
// its section 7.3 code.
func Grammar(v iri.Variant) Option { return func(c *config) { c.variant = v } }

// Rule checks against entry rule r instead of RuleIRIReference.
//
// The entry rules are those of RFC 3987 section 2.2.
func Rule(r iri.Rule) Option { return func(c *config) { c.rule = r } }

// CodeSeverity reports code c with severity s instead of its default;
// SeverityIgnored drops the code's findings. Later options win.
//
// Default severities follow the requirement levels of RFC 2119 as the sections
// of each code use them.
func CodeSeverity(c Code, s Severity) Option {
	return func(cfg *config) {
		if cfg.severity == nil {
			cfg.severity = map[Code]Severity{}
		}
		cfg.severity[c] = s
	}
}

// Ignore drops the findings of the given codes: CodeSeverity(c,
// SeverityIgnored) for each.
//
// Each code names its section (Codes).
func Ignore(cs ...Code) Option {
	return func(cfg *config) {
		for _, c := range cs {
			CodeSeverity(c, SeverityIgnored)(cfg)
		}
	}
}

// IncludeIgnored makes Check return ignored findings too, with
// SeverityIgnored, instead of dropping them.
//
// Each code names its section (Codes).
func IncludeIgnored() Option { return func(c *config) { c.includeIgnored = true } }

// Checker checks inputs with a fixed configuration. It is safe for
// concurrent use.
//
// Its checks are those of draft-ietf-iri-3987bis-00 sections 4, 5.3, 6, 7.3
// and 10.
type Checker struct {
	cfg config
}

// New returns a Checker with the given options, applied in order; a nil
// Option is ignored.
//
// The checks are those of draft-ietf-iri-3987bis-00 sections 4, 5.3, 6, 7.3
// and 10 (see the package documentation).
func New(opts ...Option) *Checker {
	c := &Checker{}
	for _, o := range opts {
		if o != nil {
			o(&c.cfg)
		}
	}
	return c
}

// Run returns every finding in s, ordered by position; see Checker.Run.
// The checks are those of draft-ietf-iri-3987bis-00 sections 4, 5.3, 6, 7.3 and
// 10 (see the package documentation).
func Run(s string, opts ...Option) []Finding { return New(opts...).Run(s) }

// Run returns every finding in s, ordered by byte offset: grammar errors
// of the chosen variant (SYNTAX, INVALID_UTF8), characters that IRIs do not
// allow or should avoid, bidi structure, percent-encoding and security
// problems, host and port rules, and the rules of the IRI's scheme. An
// input that does not parse is still checked character by character; when
// a more liberal variant (LEIRI, then Web Address) parses it, the component
// checks run on that parse too. It never panics, whatever the input.
//
// Each finding names the section of draft-ietf-iri-3987bis-00 or of another
// specification it comes from.
func (c *Checker) Run(s string) []Finding {
	r := runPool.Get().(*checkRun)
	defer r.release()
	last, extra := r.last, r.extraBuf // kept from an earlier run, empty
	r.s, r.bounds = s, newBounds(&c.cfg)
	r.last, r.extra = last, extra
	u, err := &r.parsed, c.cfg.variant.ParseInto(&r.parsed, s, c.cfg.rule)
	if err != nil {
		u = nil
		if pe, ok := err.(*iri.ParseError); ok && pe.Err == iri.ErrSyntax {
			r.syntax(pe)
		}
		for _, fv := range []iri.Variant{iri.LEIRI, iri.WebAddress} {
			if fv.Reference() == c.cfg.variant.Reference() {
				continue // the same grammar: it just failed
			}
			if fu, ferr := fv.ParseRule(s, c.cfg.rule); ferr == nil {
				u = fu
				break
			}
		}
	}
	r.u, r.sp = u, iri.Spans{}
	if u != nil {
		r.sp = u.Spans()
		// The spans are offsets in the recomposed IRI; where it is not the
		// input (String adds "./" before a first segment with ":", say
		// `\:` parsed as a Web Address) they do not fit the input, and the
		// component checks are skipped, as for an input nothing parses.
		if !spansFit(s, u, r.sp) {
			u, r.u, r.sp = nil, nil, iri.Spans{}
		}
	}
	r.characters()
	r.invisible()
	if !r.may(factInvalid) { // the input is UTF-8
		r.normalization()
	}
	r.percentEncoding()
	if u != nil {
		r.bidiComponents()
		r.scheme()
		r.userinfo()
		r.userinfoHost()
		r.host()
		r.port()
		r.schemeRules()
		r.activeScheme() // spoof.go
	}
	r.refinements(&c.cfg) // casing.go: the rules of casing.go, host.go, path.go, ftpurn.go
	// The configured severities are applied, ignored findings dropped and
	// the rest sorted by position, then by the codes' registry order, as
	// they are recorded (bounds.go).
	return r.result(len(s))
}

// checkRun is the state of one Check call.
type checkRun struct {
	s      string
	u      *iri.IRI  // nil when no variant could parse s
	sp     iri.Spans // u.Spans(), computed once; zero when u is nil
	bounds           // the findings, bounded
	parsed iri.IRI   // where Run parses s (u points here when it parses)
	// extraBuf is the backing store of bounds.extra kept by runPool.
	extraBuf []int
	// bidiBuf holds the buffers of hostLabelOrder (hostorder.go).
	bidiBuf bidiScratch
	memo    // what the host and scheme checks share (memo.go)
}

// runPool holds the checkRun values of finished runs, so that a run that
// finds nothing allocates nothing: its parse, its host labels and the
// state of its checks live in a reused value.
var runPool = sync.Pool{New: func() any { return new(checkRun) }}

// release returns r to runPool, keeping its buffers but no reference to
// the input, the IRI or the findings (which the caller now owns).
func (r *checkRun) release() {
	labels := r.labelBuf[:0]
	if cap(labels) > maxPooledLabels {
		labels = nil
	}
	r.extraBuf = r.extra[:0]
	if cap(r.extraBuf) > 2*DefaultMaxFindings {
		r.extraBuf = nil
	}
	if len(r.last) > 0 {
		clear(r.last)
	}
	r.bidiBuf.reset()
	// Only what refers to the input or the findings, and what a run
	// expects to find zero, is cleared: Run sets the rest.
	r.s, r.u = "", nil
	r.out, r.extra, r.pinned, r.cfg = nil, nil, nil, nil
	r.parsed = iri.IRI{}
	r.memo = memo{labelBuf: labels}
	runPool.Put(r)
}

// finding returns a finding of code at sp with the code's default severity
// and section; the component is the one whose span holds sp.
func (r *checkRun) finding(code Code, sp iri.Span, msg string) Finding {
	var info *CodeInfo
	if i, ok := codeIndex[code]; ok {
		info = &codeInfos[i]
	} else {
		info = &CodeInfo{}
	}
	f := Finding{Code: code, Severity: info.Severity, Span: sp, Section: info.Section, Message: msg}
	f.Component, f.HasComponent = r.componentAt(sp)
	return f
}

// add records a finding of code at sp (see finding).
func (r *checkRun) add(code Code, sp iri.Span, msg string) { r.push(r.finding(code, sp, msg)) }

// absorbAt reports whether a finding of code at sp needs no record of its
// own (see bounds.absorb), so that its message need not be built.
func (r *checkRun) absorbAt(code Code, sp iri.Span) bool {
	r.pushed++ // a finding was made, recorded or not (see bounds.pushed)
	return r.absorb(code, sp)
}

// addIn is add with an explicit component.
func (r *checkRun) addIn(code Code, c iri.Component, sp iri.Span, msg string) {
	f := r.finding(code, sp, msg)
	f.Component, f.HasComponent = c, true
	r.push(f)
}

// addSection is add with a section other than the code's.
func (r *checkRun) addSection(code Code, sp iri.Span, section, msg string) {
	f := r.finding(code, sp, msg)
	f.Section = section
	r.push(f)
}

// componentAt returns the innermost present component holding sp.
func (r *checkRun) componentAt(sp iri.Span) (iri.Component, bool) {
	u := r.u
	if u == nil {
		return 0, false
	}
	in := func(c iri.Span, present bool) bool {
		return present && sp.Start >= c.Start && (sp.Start < c.End || sp.Start == c.End && sp.Len() == 0)
	}
	switch {
	case in(r.sp.Scheme, u.Scheme != ""):
		return iri.ComponentScheme, true
	case in(r.sp.Userinfo, u.HasUserinfo):
		return iri.ComponentUserinfo, true
	case in(r.sp.Host, u.HasAuthority):
		return iri.ComponentHost, true
	case in(r.sp.Port, u.HasPort):
		return iri.ComponentPort, true
	case in(r.sp.Authority, u.HasAuthority):
		return iri.ComponentAuthority, true
	case in(r.sp.Path, true):
		return iri.ComponentPath, true
	case in(r.sp.Query, u.HasQuery):
		return iri.ComponentQuery, true
	case in(r.sp.Fragment, u.HasFragment):
		return iri.ComponentFragment, true
	}
	return 0, false
}

// runeSpan returns the span of the character starting at off (empty at the
// end of s).
func runeSpan(s string, off int) iri.Span {
	if off >= len(s) {
		return span(len(s), len(s))
	}
	_, n := utf8.DecodeRuneInString(s[off:])
	return span(off, off+n)
}

// syntax records the grammar error pe as a SYNTAX finding.
func (r *checkRun) syntax(pe *iri.ParseError) {
	msg := strings.TrimPrefix(pe.Error(), "iri: ")
	if i := strings.LastIndex(msg, " ("); i > 0 && pe.Section != "" {
		msg = msg[:i]
	}
	msg += " (grammar " + pe.Variant + ", " + pe.Entry + ")"
	if len(pe.Expected) > 0 && len(pe.Expected) <= 8 {
		msg += "; expected " + strings.Join(pe.Expected, ", ")
	}
	f := Finding{Code: CodeSyntax, Severity: SeverityError, Span: runeSpan(pe.Input, pe.Offset),
		Section: pe.Section, Message: msg}
	f.Component, f.HasComponent = ruleComponent(pe.Rule)
	r.push(f)
}

// ruleComponent maps an ABNF rule name to the component it belongs to.
func ruleComponent(rule string) (iri.Component, bool) {
	r := strings.ToLower(rule)
	switch {
	// Path rules first: "ipath-noscheme" names a path, not a scheme.
	case strings.Contains(r, "path"), strings.Contains(r, "segment"), strings.Contains(r, "opaque"):
		return iri.ComponentPath, true
	case strings.Contains(r, "scheme"):
		return iri.ComponentScheme, true
	case strings.Contains(r, "userinfo"):
		return iri.ComponentUserinfo, true
	case strings.Contains(r, "port"):
		return iri.ComponentPort, true
	// "ip-literal" and "ipv4address" etc., not every rule starting "ip"
	// (ipath-abempty, ipchar, iprivate).
	case strings.Contains(r, "host"), strings.Contains(r, "reg-name"), strings.HasPrefix(r, "ip-"),
		strings.HasPrefix(r, "ipv"), strings.Contains(r, "h16"), strings.Contains(r, "ls32"),
		strings.Contains(r, "dec-octet"):
		return iri.ComponentHost, true
	case strings.Contains(r, "authority"):
		return iri.ComponentAuthority, true
	case strings.Contains(r, "query"):
		return iri.ComponentQuery, true
	case strings.Contains(r, "fragment"):
		return iri.ComponentFragment, true
	}
	return 0, false
}

// characters reports each character of s that section 7.3 lists as not
// allowed in IRIs, each look-alike of section 6.1, and each byte sequence
// that is not UTF-8.
func (r *checkRun) characters() {
	if !r.may(factRaises) {
		return
	}
	s := r.s
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf && !asciiRaises[s[i]] {
			i++
			continue
		}
		c, n := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && n == 1 {
			i = r.invalidBytes(i)
			continue
		}
		sp := span(i, i+n)
		if code, what := charCode(c, r.inQuery(i)); code != "" && !r.absorbAt(code, sp) {
			r.add(code, sp, chars.Describe(c)+" is "+what)
		}
		i += n
	}
}

// invalidBytes reports the invalid UTF-8 starting at byte i and returns
// the offset after it: a surrogate's three-byte encoding (ED A0-BF 80-BF)
// as SURROGATE, anything else as INVALID_UTF8, consecutive bad bytes
// together.
func (r *checkRun) invalidBytes(i int) int {
	s := r.s
	if i+2 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2] >= 0x80 && s[i+2] <= 0xBF {
		cu := 0xD000 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F)
		r.add(CodeSurrogate, span(i, i+3), fmt.Sprintf(
			"bytes ED %02X %02X encode the surrogate code unit U+%04X, which is not a character; the input is not UTF-8",
			s[i+1], s[i+2], cu))
		return i + 3
	}
	j := i
	for j < len(s) {
		c, n := utf8.DecodeRuneInString(s[j:])
		if !(c == utf8.RuneError && n == 1) {
			break
		}
		if j > i && j+2 < len(s) && s[j] == 0xED && s[j+1] >= 0xA0 && s[j+1] <= 0xBF {
			break
		}
		j++
	}
	var hex []string
	for k := i; k < j && k < i+8; k++ {
		hex = append(hex, fmt.Sprintf("%02X", s[k]))
	}
	if j-i > 8 {
		hex = append(hex, "...")
	}
	r.add(CodeInvalidUTF8, span(i, j), "byte(s) "+strings.Join(hex, " ")+" are not UTF-8; IRIs are characters, encode them as UTF-8 or percent-encode the octets")
	return j
}

// asciiRaises[c] says whether the ASCII character c has a code of its own
// (charCode): most ASCII characters raise nothing, and characters skips
// them without a call.
var asciiRaises = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		code, _ := charCode(rune(c), false)
		t[c] = code != ""
	}
	return t
}()

func (r *checkRun) inQuery(off int) bool {
	return r.u != nil && r.u.HasQuery && off >= r.sp.Query.Start && off < r.sp.Query.End
}

// charCode classifies c: the code of its section 7.3 group or section 6.1
// look-alike class and a description, or "" when c raises nothing.
func charCode(c rune, inQuery bool) (Code, string) {
	switch {
	case c == ' ':
		return CodeSpace, "a space, not allowed in IRIs; percent-encode it as %20"
	case c == '<' || c == '>' || c == '"':
		return CodeDelimiter, "a delimiter of IRIs in plain text, not allowed in IRIs; percent-encode it"
	case c == '\\' || c == '^' || c == '`' || c == '{' || c == '|' || c == '}':
		return CodeUnwise, `an "unwise" character, not allowed in IRIs; percent-encode it`
	case c <= 0x1F || c >= 0x7F && c <= 0x9F:
		return CodeControl, "a control character, not allowed in IRIs; percent-encode it"
	case c < 0x80:
		return "", "" // any other ASCII character is allowed (no look-up below)
	case chars.IsBidiFormatting(c):
		return CodeBidiFormattingCharacter, "a bidi formatting character; IRIs MUST NOT contain them (they change display only)"
	case c >= 0xFFF0 && c <= 0xFFFD:
		return CodeSpecial, "a special, not allowed in IRIs"
	case chars.IsIprivate(c, false):
		if inQuery {
			return CodePrivateUseInQuery, "a private-use code point: allowed in the query but not interoperable"
		}
		return CodePrivateUse, "a private-use code point, allowed in IRIs only in the query"
	case c >= 0xE0000 && c <= 0xE0FFF:
		return CodeTag, "a tag character, not appropriate in IRIs"
	case c >= 0xFDD0 && c <= 0xFDEF || c&0xFFFE == 0xFFFE:
		return CodeNonCharacter, "a non-character, not allowed in IRIs"
	case c >= 0xFF01 && c <= 0xFF5E:
		return CodeFullwidthLatin, "a full-width look-alike of " + strconv.QuoteRune(c-0xFF01+0x21) + "; use the ASCII character"
	case c >= 0xFF65 && c <= 0xFF9F:
		return CodeHalfwidthKatakana, "a half-width Katakana look-alike; use the full-width form"
	case c > 0x9F && unicode.Is(unicode.White_Space, c):
		return CodeSpaceLookalike, "white space that looks like a space; avoid it"
	}
	if what := delimiterLookalike(c); what != "" {
		return CodeDelimiterLookalike, "a look-alike of " + what + " (Unicode TS #39 confusables); avoid it"
	}
	return "", ""
}

// normalization reports the stretches of s that are not in NFC (NOT_NFC)
// and, where they are in NFC, not in NFKC (NOT_NFKC), leaving out those a
// character finding (a look-alike) already covers.
func (r *checkRun) normalization() {
	s := r.s
	// Most inputs are in NFKC, hence in NFC too (UAX #15: NFC(NFKC(x)) =
	// NFKC(x)): one quick test, no segment by segment work.
	if !r.may(factNotNFKC) || norm.NFKC.QuickSpanString(s) == len(s) || norm.NFKC.IsNormalString(s) {
		return
	}
	normSegments(norm.NFC, s, func(start, end int, seg string) {
		if seg != s[start:end] {
			r.add(CodeNotNFC, span(start, end), fmt.Sprintf("%+q is not in NFC (Normalization Form C); NFC is %+q", s[start:end], seg))
		}
	})
	// A segment holding a character with a finding of its own (a
	// look-alike, say) is covered by it; asked of the characters, not of
	// the findings recorded, which the cap may have left out.
	covered := func(sp iri.Span) bool {
		for i, c := range s[sp.Start:sp.End] {
			if code, _ := charCode(c, r.inQuery(sp.Start+i)); code != "" || chars.IsInvisible(c) {
				return true
			}
		}
		return false
	}
	normSegments(norm.NFKC, s, func(start, end int, seg string) {
		orig := s[start:end]
		if seg == orig || norm.NFC.String(orig) == seg || covered(span(start, end)) {
			return
		}
		r.add(CodeNotNFKC, span(start, end), fmt.Sprintf("%+q is not in NFKC (Normalization Form KC); NFKC is %+q", orig, seg))
	})
}

// normSegments calls fn for each normalization segment of s under form f
// that may not be in that form, with its byte span and its normalized
// text; stretches the quick check finds in normal form are skipped, so
// that long normal text costs no allocation. (norm.Iter may return one
// segment's output in several pieces without advancing its position; they
// are joined here.)
func normSegments(f norm.Form, s string, fn func(start, end int, seg string)) {
	for pos := 0; pos < len(s); {
		if n := f.QuickSpanString(s[pos:]); n > 0 {
			pos += n
			continue
		}
		var it norm.Iter
		it.InitString(f, s[pos:])
		var buf []byte
		for {
			buf = append(buf, it.Next()...)
			if it.Pos() > 0 || it.Done() {
				break
			}
		}
		end := it.Pos()
		if end <= 0 {
			return
		}
		fn(pos, pos+end, string(buf))
		pos += end
	}
}

// pctOctet is one %XX triplet of s.
type pctOctet struct {
	off int // offset of the "%"
	b   byte
}

// percentEncoding checks the percent-encoded octets of s: overlong and
// other invalid UTF-8, encoded unreserved characters and NUL, encoded
// delimiters in the path and encoded dot-segments.
func (r *checkRun) percentEncoding() {
	s := r.s
	if !r.may(factPct) {
		return
	}
	skip := r.dotSegments()
	for i := 0; i < len(s); {
		if !chars.IsPctTriplet(s, i) {
			if j := strings.IndexByte(s[i+1:], '%'); j >= 0 {
				i += 1 + j
			} else {
				i = len(s)
			}
			continue
		}
		var buf [16]pctOctet
		run := buf[:0]
		for ; chars.IsPctTriplet(s, i); i += 3 {
			run = append(run, pctOctet{i, chars.Unhex(s[i+1])<<4 | chars.Unhex(s[i+2])})
		}
		r.pctRun(run, skip)
	}
}

func (r *checkRun) inPath(off int) bool {
	return r.u != nil && off >= r.sp.Path.Start && off < r.sp.Path.End
}

// binaryData reports whether off lies in the path or query of a data: IRI,
// whose percent-encoded octets are raw data (RFC 2397; section 6.4 of
// draft-ietf-iri-3987bis-00 names such parts as not based on UTF-8).
func (r *checkRun) binaryData(off int) bool {
	u := r.u
	return u != nil && strings.EqualFold(u.Scheme, "data") &&
		(off >= r.sp.Path.Start && off < r.sp.Path.End ||
			u.HasQuery && off >= r.sp.Query.Start && off < r.sp.Query.End)
}

// pctRun checks one run of consecutive percent-encoded octets.
func (r *checkRun) pctRun(run []pctOctet, skip map[int]bool) {
	if r.binaryData(run[0].off) {
		return
	}
	text := func(i, j int) string { return r.s[run[i].off : run[j-1].off+3] }
	span := func(i, j int) iri.Span { return span(run[i].off, run[j-1].off+3) }
	for i := 0; i < len(run); {
		b := run[i].b
		if b < 0x80 {
			sp := span(i, i+1)
			switch {
			case skip[run[i].off]:
			case b == 0 && r.absorbAt(CodePctNUL, sp), chars.Is(b, chars.Unreserved) && r.absorbAt(CodePctUnreserved, sp):
				// merged into the finding before it, or left out (bounds.go)
			case b == 0:
				r.add(CodePctNUL, sp, "%00 encodes NUL, which many programs take as the end of the string")
			case isPctControl(b):
				r.pctControl(sp, b, text(i, i+1))
			case chars.Is(b, chars.Unreserved):
				r.add(CodePctUnreserved, sp, fmt.Sprintf("%s encodes the unreserved character %q; write %q instead", text(i, i+1), b, b))
			case r.inPath(run[i].off) && (chars.Is(b, chars.GenDelims) || b == '\\'):
				r.add(CodePctDelimiterInPath, sp, fmt.Sprintf(
					"%s encodes %q in the path; software that decodes before splitting the path sees a different path", text(i, i+1), b))
			}
			i++
			continue
		}
		buf := make([]byte, 0, 4)
		for k := i; k < len(run) && k < i+4; k++ {
			buf = append(buf, run[k].b)
		}
		if c, n := utf8.DecodeRune(buf); !(c == utf8.RuneError && n == 1) {
			i += n
			continue
		}
		if n, v := overlong(buf); n > 0 {
			r.add(CodePctOverlongUTF8, span(i, i+n), fmt.Sprintf(
				"%s is an overlong UTF-8 encoding of %s; lenient decoders read it as %q, so it can slip past checks",
				text(i, i+n), chars.Describe(v), string(v)))
			i += n
			continue
		}
		if len(buf) >= 2 && buf[0] == 0xED && buf[1] >= 0xA0 && buf[1] <= 0xBF {
			n := min(3, len(buf))
			r.add(CodePctInvalidUTF8, span(i, i+n), text(i, i+n)+" encodes a surrogate code unit, which is not UTF-8")
			i += n
			continue
		}
		j := i + 1
		for j < len(run) {
			rest := make([]byte, 0, 4)
			for k := j; k < len(run) && k < j+4; k++ {
				rest = append(rest, run[k].b)
			}
			c, n := utf8.DecodeRune(rest)
			if !(c == utf8.RuneError && n == 1) || rest[0] < 0x80 {
				break
			}
			if m, _ := overlong(rest); m > 0 {
				break
			}
			j++
		}
		r.add(CodePctInvalidUTF8, span(i, j), text(i, j)+
			" is not UTF-8; the characters it stands for are unknown (a legacy encoding?)")
		i = j
	}
}

// overlong reports whether b starts with an overlong UTF-8 form (RFC 3629
// section 3: a sequence longer than needed), returning its length and the
// code point a lenient decoder would produce, or 0.
func overlong(b []byte) (int, rune) {
	cont := func(n int) bool {
		if len(b) < n {
			return false
		}
		for _, c := range b[1:n] {
			if c < 0x80 || c > 0xBF {
				return false
			}
		}
		return true
	}
	switch {
	case (b[0] == 0xC0 || b[0] == 0xC1) && cont(2):
		return 2, rune(b[0]&0x1F)<<6 | rune(b[1]&0x3F)
	case b[0] == 0xE0 && len(b) >= 2 && b[1] < 0xA0 && cont(3):
		return 3, rune(b[1]&0x3F)<<6 | rune(b[2]&0x3F)
	case b[0] == 0xF0 && len(b) >= 2 && b[1] < 0x90 && cont(4):
		return 4, rune(b[1]&0x3F)<<12 | rune(b[2]&0x3F)<<6 | rune(b[3]&0x3F)
	}
	return 0, 0
}

// eachPathSegment calls fn with the span of each segment of the parsed
// path, in order.
func (r *checkRun) eachPathSegment(fn func(iri.Span)) {
	start := r.sp.Path.Start
	p := r.u.Path
	off := 0
	if strings.HasPrefix(p, "/") {
		off = 1
	}
	for off <= len(p) {
		j := strings.IndexByte(p[off:], '/')
		if j < 0 {
			fn(span(start+off, start+len(p)))
			return
		}
		fn(span(start+off, start+off+j))
		off += j + 1
	}
}

// dotSegments reports each path segment that decodes to "." or ".." but is
// not one as written, and returns the offsets of its %2E triplets so they
// are not reported again as encoded unreserved characters.
func (r *checkRun) dotSegments() map[int]bool {
	var skip map[int]bool // nil, which reads as empty, until a segment is found
	if r.u == nil || strings.IndexByte(r.u.Path, '%') < 0 {
		return skip
	}
	r.eachPathSegment(func(sp iri.Span) {
		seg := r.s[sp.Start:sp.End]
		if !strings.Contains(seg, "%") || len(seg) > len("%2E%2E") {
			return // not a dot-segment once decoded: too long
		}
		dec := strings.NewReplacer("%2E", ".", "%2e", ".").Replace(seg)
		if dec != "." && dec != ".." {
			return
		}
		if skip == nil {
			skip = map[int]bool{}
		}
		for k := 0; k+2 < len(seg); k++ {
			if seg[k] == '%' {
				skip[sp.Start+k] = true
			}
		}
		r.add(CodePctDotSegment, sp, fmt.Sprintf(
			"the segment %q decodes to %q, a dot-segment that removal (RFC 3986 section 5.2.4) does not see as written", seg, dec))
	})
	return skip
}

// scheme checks the case of the scheme.
func (r *checkRun) scheme() {
	u := r.u
	if hasUpperASCII(u.Scheme) { // a scheme is ASCII (RFC 3986 section 3.1)
		r.add(CodeSchemeNotLowercase, r.sp.Scheme, fmt.Sprintf("write the scheme %q in lowercase: %q", u.Scheme, strings.ToLower(u.Scheme)))
	}
}

// userinfo reports a password in the userinfo.
func (r *checkRun) userinfo() {
	u := r.u
	if !u.HasUserinfo {
		return
	}
	if i := strings.IndexByte(u.Userinfo, ':'); i >= 0 && i+1 < len(u.Userinfo) {
		sp := span(r.sp.Userinfo.Start+i+1, r.sp.Userinfo.End)
		r.add(CodeUserinfoPassword, sp, "the userinfo holds a password after \":\"; passwords in IRIs are deprecated and shown in clear text")
	}
}

// host checks a reg-name host: mixed scripts in a label, numbers that look
// like an IPv4 address, and for DNS schemes IDNA ToASCII and the DNS length
// limits.
func (r *checkRun) host() {
	u := r.u
	if !u.HasAuthority || u.HostKind != iri.HostRegName || u.Host == "" {
		return
	}
	if !r.isSimpleHost() {
		// A simpleHost has only plain ASCII labels (memo.go), in which
		// labelScripts finds nothing.
		r.labelScripts(r.hostLabelSpans()) // spoof.go
	}
	r.imitatedDomain() // spoof.go
	r.hostLabelOrder() // hostorder.go
	if ipv4Like(u.Host) {
		r.add(CodeHostIPv4Like, r.sp.Host, fmt.Sprintf(
			"%q looks like an IPv4 address but is not one in dotted-decimal form (four numbers 0-255 without leading zeros); resolvers disagree on what it means", u.Host))
	}
	if r.isSimpleHost() && len(u.Host) <= 253 {
		// Its own ASCII form, of labels of at most 63 octets: nothing
		// below can be found.
		return
	}
	sch, ok := r.lookupScheme()
	if !ok || !sch.DNSHost {
		return
	}
	host, ok, a, err := r.hostIDNA()
	if !ok {
		r.add(CodeHostIDNA, r.sp.Host, "the percent-encoded host is not UTF-8, so it is no domain name")
		return
	}
	if err != nil {
		r.add(CodeHostIDNA, r.sp.Host, fmt.Sprintf("IDNA ToASCII fails for %q: %v", host, strings.TrimPrefix(err.Error(), "idna: ")))
		return
	}
	name := strings.TrimSuffix(a, ".")
	if len(name) > 253 {
		r.add(CodeHostTooLong, r.sp.Host, fmt.Sprintf("the host is %d octets long in ASCII form; DNS allows 253", len(name)))
	}
	if len(name) <= idnaprofile.MaxLabel {
		return // no label can be too long
	}
	labels := r.hostLabelSpans()
	alabels := strings.Split(name, ".")
	for i, l := range alabels {
		if len(l) <= idnaprofile.MaxLabel {
			continue
		}
		sp := r.sp.Host
		if len(alabels) == len(labels) || len(alabels) == len(labels)-1 {
			sp = labels[i]
		}
		r.add(CodeHostLabelTooLong, sp, fmt.Sprintf("the label %q is %d octets long in ASCII form; DNS allows 63", l, len(l)))
	}
}

// splitSpans splits the text of s in sp at every occurrence of any byte of
// seps and returns the spans of the pieces.
func splitSpans(s string, sp iri.Span, seps string) []iri.Span {
	var out []iri.Span
	start := sp.Start
	for i := sp.Start; i < sp.End; i++ {
		if strings.IndexByte(seps, s[i]) >= 0 {
			out = append(out, span(start, i))
			start = i + 1
		}
	}
	return append(out, span(start, sp.End))
}

// ipv4Like reports whether every dot-separated label of host (a trailing
// empty label aside) is a number: decimal digits, or "0x" and hex digits,
// the forms inet_aton and browsers read as parts of an IPv4 address (RFC
// 3986 section 7.4). A valid dotted-decimal address never gets here: the
// grammar makes it an IPv4address, not a reg-name.
func ipv4Like(host string) bool {
	host = strings.TrimSuffix(host, ".")
	if host == "" {
		return false
	}
	for rest := host; ; {
		l, after, more := strings.Cut(rest, ".")
		digits := l
		hex := false
		if len(l) >= 2 && l[0] == '0' && (l[1] == 'x' || l[1] == 'X') {
			digits, hex = l[2:], true
		}
		if digits == "" && !hex {
			return false
		}
		for i := 0; i < len(digits); i++ {
			c := digits[i]
			if !('0' <= c && c <= '9' || hex && chars.Is(c, chars.HEXDIG)) {
				return false
			}
		}
		if !more {
			return true
		}
		rest = after
	}
}

// port checks the port: empty, above 65535, or the scheme's default.
func (r *checkRun) port() {
	u := r.u
	if !u.HasPort {
		return
	}
	if u.Port == "" {
		r.addIn(CodePortEmpty, iri.ComponentPort, span(r.sp.Port.Start-1, r.sp.Port.End), `the port is empty; omit the ":" as well`)
		return
	}
	digits := strings.TrimLeft(u.Port, "0")
	if len(digits) > 5 || len(digits) == 5 && digits > "65535" {
		r.add(CodePortOutOfRange, r.sp.Port, fmt.Sprintf("port %s is above 65535, the largest TCP and UDP port", u.Port))
		return
	}
	if sch, ok := r.lookupScheme(); ok && sch.DefaultPort != "" && digits == sch.DefaultPort {
		r.addIn(CodePortDefault, iri.ComponentPort, span(r.sp.Port.Start-1, r.sp.Port.End),
			fmt.Sprintf("port %s is the default of %s; omit it", u.Port, sch.Name))
	}
}

// span returns the byte range [start, end).
func span(start, end int) iri.Span { return iri.Span{Start: start, End: end} }
