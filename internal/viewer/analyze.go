package viewer

import (
	"encoding/base64"
	"errors"
	"fmt"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/runenames"

	"github.com/goiri/iri"
	"github.com/goiri/iri/check"
	"github.com/goiri/iri/internal/chars"
)

// Request is what GET /api/analyze is asked: the input and the options
// of the page (docs/serve.md lists the query parameters); the viewer
// draft-ietf-iri-3987bis-00 section 8.2 suggests, where a user sees an IRI
// as it is mapped to a URI.
type Request struct {
	IRI     string      // the input
	Variant iri.Variant // the grammar of the parse, the check and the mappings
	Base    string      // with HasBase, the base the input is resolved against
	HasBase bool
	RTL     bool // the IRI is shown in right-to-left text (iri.RightToLeft)
}

// Analysis is the answer of GET /api/analyze: everything the page shows
// about one input. Its members are those of the CLI's --json records, as
// the package documentation lists them; the JSON encoding is the API.
type Analysis struct {
	// From every command: the input, and its bytes in base64 when they are
	// not UTF-8.
	Input    string `json:"input"`
	InputB64 string `json:"input_b64,omitempty"`
	// The variant the input was parsed, checked and mapped with.
	Variant string `json:"variant"`

	// iri parse --json: valid, error, or the components with their spans
	// (null when absent), hostport and hostspecific (section 3.2).
	Valid       bool       `json:"valid"`
	Error       *ErrorJSON `json:"error,omitempty"`
	*Components `json:",omitempty"`

	// iri variants --json: every built-in variant's verdict.
	Variants []VariantResult `json:"variants"`

	// iri touri --json's "output" (section 3.6), or its error.
	URI      *string    `json:"uri"`
	URIError *ErrorJSON `json:"uri_error,omitempty"`
	// iri toiri --json's "output": the input read as a URI and converted
	// to an IRI (section 3.7), or its error.
	IRI      *string    `json:"iri"`
	IRIError *ErrorJSON `json:"iri_error,omitempty"`
	// iri normalize --json at each level of the comparison ladder (5.3).
	Normalized []Normal `json:"normalized"`
	// The registrable domain of the host (Public Suffix List), as
	// iri display --mark-domain marks it; null when there is none.
	RegistrableDomain *SpanText `json:"registrable_domain"`

	// iri check --json: the counts and the findings.
	Errors   int       `json:"errors"`
	Warnings int       `json:"warnings"`
	Findings []Finding `json:"findings"`

	// iri display --json: the display form (section 4.1), the visual
	// order (section 4.4), whether the display form is embedded and the
	// direction of the surrounding text.
	Display   string `json:"display"`
	Visual    string `json:"visual"`
	Embedded  bool   `json:"embedded"`
	Direction string `json:"direction"`

	// Every character that is not visible ASCII (U+0021 to U+007E: the
	// space and the controls are listed), with its code point and its
	// Unicode name, so that invisible and look-alike characters can be
	// told apart.
	Characters []Character `json:"characters"`

	// iri resolve --json, when a base is given: the base and the result
	// ("resolved", the CLI's "output") or the error, whose "operand" says
	// whether the base or the reference failed.
	Base         *string    `json:"base,omitempty"`
	Resolved     *string    `json:"resolved,omitempty"`
	ResolveError *ErrorJSON `json:"resolve_error,omitempty"`
}

// Components are the members of iri parse --json for a valid input: the
// components of RFC 3987 section 2.2 as written, and HOSTPORT and
// HOSTSPECIFIC (draft-ietf-iri-3987bis-00 section 3.2).
type Components struct {
	Scheme       *string           `json:"scheme"`
	Authority    *string           `json:"authority"`
	Userinfo     *string           `json:"userinfo"`
	Host         *string           `json:"host"`
	HostKind     *string           `json:"host_kind"`
	Port         *string           `json:"port"`
	Path         string            `json:"path"`
	PathForm     string            `json:"path_form"`
	Query        *string           `json:"query"`
	Fragment     *string           `json:"fragment"`
	Hostport     *string           `json:"hostport"`
	Hostspecific string            `json:"hostspecific"`
	Spans        map[string][2]int `json:"spans"`
}

// ErrorJSON is the "error" object of the CLI's --json records (the rule
// and section are those of the variant's grammar, e.g. RFC 3987 section
// 2.2; a mapping error is of draft-ietf-iri-3987bis-00 section 3): a syntax
// error has offset (a byte offset into the input), rule, section, reason,
// suggestion (when one is clear) and expected; a mapping error component and label; operand names the
// failing operand (resolve: "base" or "reference").
type ErrorJSON struct {
	Offset     *int     `json:"offset,omitempty"`
	Rule       string   `json:"rule,omitempty"`
	Message    string   `json:"message"`
	Section    string   `json:"section,omitempty"`
	Reason     string   `json:"reason,omitempty"`
	Suggestion string   `json:"suggestion,omitempty"`
	Expected   []string `json:"expected,omitempty"`
	Component  string   `json:"component,omitempty"`
	Label      string   `json:"label,omitempty"`
	Operand    string   `json:"operand,omitempty"`
}

// VariantResult is one variant's verdict, as in iri variants --json: does
// the input match the variant's grammar (RFC 3987 section 2.2, RFC 3986
// appendix A, draft-ietf-iri-3987bis-00 section 2.2, sections 7.1 and 7.2
// for LEIRIs and Web Addresses...).
type VariantResult struct {
	Variant string     `json:"variant"`
	Valid   bool       `json:"valid"`
	Error   *ErrorJSON `json:"error,omitempty"`
}

// Normal is one rung of the comparison ladder (draft-ietf-iri-3987bis-00
// section 5.3), as in iri normalize --json:
// the level and the normal form ("output") or the error.
type Normal struct {
	Level  string     `json:"level"`
	Output *string    `json:"output,omitempty"`
	Error  *ErrorJSON `json:"error,omitempty"`
}

// SpanText is a part of the input: its byte span and its text (the
// registrable domain of the host, which draft-ietf-iri-3987bis-00 section
// 10 asks to make visible against spoofing).
type SpanText struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
}

// Finding is one finding of iri check --json (package check: the codes
// and their sections are in docs/codes.md).
type Finding struct {
	Code      string  `json:"code"`
	Severity  string  `json:"severity"`
	Component *string `json:"component"`
	Start     int     `json:"start"`
	End       int     `json:"end"`
	Text      string  `json:"text"`
	Section   string  `json:"section"`
	Message   string  `json:"message"`
}

// Character is one character of the input that is not visible ASCII,
// named so that invisible and look-alike characters can be told apart
// (draft-ietf-iri-3987bis-00 sections 4.1 and 6.1).
type Character struct {
	Start     int    `json:"start"`
	End       int    `json:"end"`
	CodePoint string `json:"code_point"` // "U+00E9"; "invalid" for a byte that is not UTF-8
	Name      string `json:"name"`       // the Unicode name, or a description when it has none
}

// maxCharacters bounds the characters listed; the page windows long
// inputs anyway.
const maxCharacters = 2000

// levels are the rungs of the comparison ladder, lowest first.
var levels = []iri.Level{iri.LevelSimple, iri.LevelSyntax, iri.LevelScheme}

// Analyze returns the analysis of one request. It never fails: what goes
// wrong is part of the analysis.
func Analyze(r Request) *Analysis {
	s := r.IRI
	v := r.Variant
	a := &Analysis{Input: s, Variant: v.String(), Direction: "ltr"}
	if !utf8.ValidString(s) {
		a.InputB64 = base64.StdEncoding.EncodeToString([]byte(s))
	}
	gopt, checker := perVariant(v)

	// Parse (iri parse).
	var u iri.IRI
	perr := v.ParseInto(&u, s, iri.RuleIRIReference)
	if perr != nil {
		a.Error = errorJSON(perr, "")
	} else {
		a.Valid = true
		a.Components = components(s, &u)
	}

	// Every variant (iri variants).
	var w iri.IRI
	for _, x := range iri.Variants() {
		vr := VariantResult{Variant: x.String(), Valid: true}
		if err := x.ParseInto(&w, s, iri.RuleIRIReference); err != nil {
			vr.Valid, vr.Error = false, errorJSON(err, "")
		}
		a.Variants = append(a.Variants, vr)
	}

	// Mappings (iri touri, iri toiri, iri normalize).
	if out, err := iri.ToURI(s, gopt); err != nil {
		a.URIError = errorJSON(err, "")
	} else {
		a.URI = &out
	}
	if out, err := iri.ToIRI(s, gopt); err != nil {
		a.IRIError = errorJSON(err, "")
	} else {
		a.IRI = &out
	}
	for _, l := range levels {
		n := Normal{Level: l.String()}
		if a.Valid {
			out := s
			if l != iri.LevelSimple {
				out = u.Normalize(l, gopt).String()
			}
			n.Output = &out
		} else {
			n.Error = a.Error
		}
		a.Normalized = append(a.Normalized, n)
	}
	if a.Valid {
		// The span is in u.String(), which for a parsed IRI is the input
		// (iri.IRI.String).
		if sp, ok := registrableDomain(&u); ok {
			a.RegistrableDomain = &SpanText{sp.Start, sp.End, s[sp.Start:sp.End]}
		}
	}

	// Findings (iri check).
	for _, f := range checker.Run(s) {
		switch f.Severity {
		case check.SeverityError:
			a.Errors++
		case check.SeverityWarning:
			a.Warnings++
		}
		fj := Finding{Code: string(f.Code), Severity: f.Severity.String(),
			Start: f.Span.Start, End: f.Span.End, Text: s[f.Span.Start:f.Span.End],
			Section: f.Section, Message: f.Message}
		if f.HasComponent {
			c := f.Component.String()
			fj.Component = &c
		}
		a.Findings = append(a.Findings, fj)
	}
	if a.Findings == nil {
		a.Findings = []Finding{}
	}

	// Display (iri display).
	var dopts []iri.Option
	if r.RTL {
		dopts, a.Direction = append(dopts, iri.RightToLeft()), "rtl"
	}
	a.Display = iri.Display(s, dopts...)
	a.Visual = visualOrder(s, dopts...)
	a.Embedded = a.Display != s

	a.Characters = characters(s)

	// Resolution (iri resolve).
	if r.HasBase {
		a.Base = &r.Base
		if b, err := v.ParseRule(r.Base, iri.RuleIRI); err != nil {
			a.ResolveError = errorJSON(err, "base")
		} else if !a.Valid {
			a.ResolveError = errorJSON(perr, "reference")
		} else {
			out := b.ResolveReference(&u).String()
			a.Resolved = &out
		}
	}
	return a
}

// variantTools holds, for each built-in variant, its grammar option and
// its checker, made once.
var variantTools = sync.OnceValue(func() map[iri.Variant]tools {
	m := map[iri.Variant]tools{}
	for _, v := range iri.Variants() {
		m[v] = tools{iri.Grammar(v), check.New(check.Grammar(v))}
	}
	return m
})

type tools struct {
	grammar iri.Option
	checker *check.Checker
}

// perVariant returns the grammar option and the checker of v.
func perVariant(v iri.Variant) (iri.Option, *check.Checker) {
	if t, ok := variantTools()[v]; ok {
		return t.grammar, t.checker
	}
	return iri.Grammar(v), check.New(check.Grammar(v))
}

// components returns the members of iri parse --json for u, parsed from
// s.
func components(s string, u *iri.IRI) *Components {
	str := func(ok bool, x string) *string {
		if !ok {
			return nil
		}
		return &x
	}
	sp := u.Spans()
	auth := ""
	if u.HasAuthority {
		auth = s[sp.Authority.Start:sp.Authority.End]
	}
	c := &Components{
		Scheme:    str(u.Scheme != "", u.Scheme),
		Authority: str(u.HasAuthority, auth),
		Userinfo:  str(u.HasUserinfo, u.Userinfo),
		Host:      str(u.HasAuthority, u.Host),
		HostKind:  str(u.HasAuthority, u.HostKind.String()),
		Port:      str(u.HasPort, u.Port),
		Path:      u.Path,
		PathForm:  u.PathForm.String(),
		Query:     str(u.HasQuery, u.Query),
		Fragment:  str(u.HasFragment, u.Fragment),
		Spans:     map[string][2]int{},
	}
	// HOSTPORT and HOSTSPECIFIC (draft-ietf-iri-3987bis-00 section 3.2),
	// as iri parse --json gives them.
	hostport, hostspecific := u.Host, s
	if u.HasAuthority {
		hostspecific = s[sp.Authority.End:]
		hostport = u.HostPort() // the host alone without a port or with the scheme's default
	}
	c.Hostport = str(u.HasAuthority, hostport)
	c.Hostspecific = hostspecific
	add := func(ok bool, name string, x iri.Span) {
		if ok {
			c.Spans[name] = [2]int{x.Start, x.End}
		}
	}
	add(u.HasAuthority, "authority", sp.Authority)
	add(u.HasFragment, "fragment", sp.Fragment)
	add(u.HasAuthority, "host", sp.Host)
	add(true, "path", sp.Path)
	add(u.HasPort, "port", sp.Port)
	add(u.HasQuery, "query", sp.Query)
	add(u.Scheme != "", "scheme", sp.Scheme)
	add(u.HasUserinfo, "userinfo", sp.Userinfo)
	return c
}

// errorJSON returns the CLI's JSON error object for err.
func errorJSON(err error, operand string) *ErrorJSON {
	e := &ErrorJSON{Message: err.Error(), Operand: operand}
	var pe *iri.ParseError
	var me *iri.MappingError
	switch {
	case errors.As(err, &pe):
		off := pe.Offset
		e.Offset, e.Rule, e.Section, e.Expected = &off, pe.Rule, pe.Section, pe.Expected
		e.Reason, e.Suggestion = pe.Reason, pe.Suggestion
	case errors.As(err, &me):
		e.Component, e.Label = me.Component.String(), me.Label
	}
	return e
}

// characters lists the characters of s that are not visible ASCII
// (U+0021 to U+007E), at most maxCharacters of them.
func characters(s string) []Character {
	cs := []Character{}
	for i := 0; i < len(s) && len(cs) < maxCharacters; {
		c, n := utf8.DecodeRuneInString(s[i:])
		if c >= 0x21 && c < 0x7f {
			i += n
			continue
		}
		ch := Character{Start: i, End: i + n}
		switch {
		case c == utf8.RuneError && n == 1:
			ch.CodePoint, ch.Name = "invalid", fmt.Sprintf("byte 0x%02X, not UTF-8", s[i])
		default:
			ch.CodePoint, ch.Name = fmt.Sprintf("U+%04X", c), runeName(c)
		}
		cs = append(cs, ch)
		i += n
	}
	return cs
}

// runeName returns the Unicode name of c, or, for the code points that
// have none, what they are (the general category of the Unicode Standard
// section 4.5 or a noncharacter of section 23.7): "<control>" (Cc),
// "<private use>" (Co), "<surrogate>" (Cs), "<noncharacter>" (U+FDD0 to
// U+FDEF and the last two code points of each plane), the label of a
// range whose names are derived ("<CJK Ideograph>"), or "<unassigned>".
func runeName(c rune) string {
	name := runenames.Name(c)
	switch {
	case name != "" && name[0] != '<':
		return name
	case unicode.IsControl(c):
		return "<control>"
	case chars.IsIprivate(c, false): // RFC 3987's iprivate is exactly Co
		return "<private use>"
	case unicode.Is(unicode.Cs, c):
		return "<surrogate>"
	case c&0xfffe == 0xfffe || (c >= 0xfdd0 && c <= 0xfdef):
		return "<noncharacter>"
	case name != "":
		return name
	}
	return "<unassigned>"
}
