package check

// Scheme rules for Check: which components a scheme requires or forbids,
// and scheme-specific syntax, per scheme specification.
//
// They live in their own registry keyed by scheme name rather than in the
// Scheme struct of scheme.go: Scheme holds the facts that mapping and
// normalization need, while rules carry a reference, per-component
// requirements and a validation function, which only Check uses. Both
// registries compare names case-insensitively.

import (
	"encoding/base64"
	"fmt"
	"strings"
	"sync/atomic"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/registry"
)

// Requirement says whether a scheme requires a component, forbids it, or
// leaves it to the generic syntax.
//
// Scheme specifications state them for the components of RFC 3986 section 3
// (section 3.1 lets a scheme restrict the generic syntax).
type Requirement uint8

// The requirements a scheme's specification may state for a component
// (RFC 3986 section 3.1).
const (
	MayHave     Requirement = iota // the generic syntax decides (the zero value)
	MustHave                       // the component must be present (and, for Host and Path, non-empty)
	MustNotHave                    // the component must be absent
)

// SchemeProblem is one scheme-specific syntax problem found by a
// SchemeRules.Validate function: a byte span of the input and a message.
//
// Scheme-specific syntax restricts the generic syntax, RFC 3986 section 3.1.
type SchemeProblem struct {
	Span    iri.Span
	Message string
}

// SchemeRules are the rules Check applies to IRIs of one scheme. A
// component requirement that is not met gives SCHEME_COMPONENT_REQUIRED or
// SCHEME_COMPONENT_FORBIDDEN, each problem Validate returns gives
// SCHEME_SYNTAX; all name Reference as their section.
type SchemeRules struct {
	// Name is the scheme, compared case-insensitively.
	Name string
	// Reference is the specification (and section) the rules come from.
	Reference string
	// The requirements on each component. Host MustHave means a non-empty
	// host; Path MustHave a non-empty path.
	Authority, Userinfo, Host, Port, Path, Query, Fragment Requirement
	// Validate, if not nil, checks the scheme-specific syntax of a parsed
	// IRI of the scheme; spans are byte offsets into the checked input.
	Validate func(u *iri.IRI) []SchemeProblem
}

var schemeRulesRegistry registry.Registry[SchemeRules]

// RegisterSchemeRules adds r to the registry of scheme rules, replacing any
// rules for the same scheme. It is safe for concurrent use.
//
// Scheme-specific syntax restricts the generic syntax, RFC 3986 section 3.1.
func RegisterSchemeRules(r SchemeRules) {
	r.Name = strings.ToLower(r.Name)
	schemeRulesRegistry.Set(r.Name, r)
	schemeRulesVersion.Add(1)
}

// schemeRulesVersion counts the changes of the registry, so that
// recentRules can tell its entries are still current.
var schemeRulesVersion atomic.Uint64

// recentRule is the answer of LookupSchemeRules for one name at one
// version of the registry.
type recentRule struct {
	version uint64
	name    string
	rules   SchemeRules
	ok      bool
}

// recentRules remembers the last answers of LookupSchemeRules in slots
// chosen by two hashes of the name (a name is looked for in both): a
// stream of IRIs uses a few schemes, and a hit costs a comparison instead
// of a map look-up.
var recentRules [64]atomic.Pointer[recentRule]

// lookupSchemeRules is LookupSchemeRules through recentRules.
func lookupSchemeRules(name string) (*SchemeRules, bool) {
	if name == "" {
		return nil, false
	}
	h := uint32(2166136261) // FNV-1a
	for i := 0; i < len(name); i++ {
		h = (h ^ uint32(name[i])) * 16777619
	}
	v := schemeRulesVersion.Load()
	a, b := &recentRules[h>>26], &recentRules[h&63]
	for _, slot := range [2]*atomic.Pointer[recentRule]{a, b} {
		if e := slot.Load(); e != nil && e.version == v && e.name == name {
			return &e.rules, e.ok
		}
	}
	rules, ok := LookupSchemeRules(name)
	e := &recentRule{version: v, name: strings.Clone(name), rules: rules, ok: ok}
	if len(name) <= 32 {
		if old := a.Load(); old != nil && old.version == v {
			a = b // a holds a current entry for another name
		}
		a.Store(e)
	}
	return &e.rules, ok
}

// LookupSchemeRules returns the rules registered for the scheme name
// (case-insensitive) and whether there are any.
//
// Scheme names compare case-insensitively, RFC 3986 section 3.1.
func LookupSchemeRules(name string) (SchemeRules, bool) { return schemeRulesRegistry.Get(name) }

// The built-in rules: the schemes draft-weber-iri-guidelines-01 section 6
// lists (http, javascript, mailto, data) and https, urn and file.
func init() {
	for _, r := range []SchemeRules{
		// RFC 9110 section 4.2.1: "A sender MUST NOT generate an "http" URI
		// with an empty host identifier"; section 4.2.4: "A sender MUST NOT
		// generate the userinfo subcomponent".
		{Name: "http", Reference: "RFC 9110 sections 4.2.1 and 4.2.4",
			Authority: MustHave, Host: MustHave, Userinfo: MustNotHave},
		{Name: "https", Reference: "RFC 9110 sections 4.2.2 and 4.2.4",
			Authority: MustHave, Host: MustHave, Userinfo: MustNotHave},
		// RFC 6068 section 2: mailtoURI = "mailto:" [ to ] [ hfields ]; no
		// authority; hfields = "?" hfield *( "&" hfield ), hfield = hfname "=" hfvalue.
		{Name: "mailto", Reference: "RFC 6068 section 2",
			Authority: MustNotHave, Validate: validateMailto},
		// RFC 8141 section 2: "urn:" NID ":" NSS, then optional "?+" and
		// "?=" components and "#" f-component; no authority.
		{Name: "urn", Reference: "RFC 8141 section 2",
			Authority: MustNotHave, Path: MustHave, Validate: validateURN},
		// RFC 8089 section 2: file-hier-part = ( "//" auth-path ) /
		// local-path; auth-path = [ file-auth ] path-absolute; file-auth is
		// "localhost" or a host: no userinfo, no port, no query.
		{Name: "file", Reference: "RFC 8089 section 2",
			Userinfo: MustNotHave, Port: MustNotHave, Query: MustNotHave, Validate: validateFile},
		// RFC 2397 section 3: dataurl := "data:" [ mediatype ] [ ";base64" ] "," data.
		{Name: "data", Reference: "RFC 2397 section 3",
			Authority: MustNotHave, Validate: validateData},
		// draft-hoehrmann-javascript-scheme (cited by
		// draft-weber-iri-guidelines-01 section 6.2): the scheme-specific
		// part is script source, not a hierarchy, so "//" must not start an
		// authority the generic syntax would split off.
		{Name: "javascript", Reference: "draft-hoehrmann-javascript-scheme-03 (draft-weber-iri-guidelines-01 section 6.2)",
			Authority: MustNotHave},
	} {
		RegisterSchemeRules(r)
	}
}

// schemeRules applies the registered rules of the IRI's scheme.
func (r *checkRun) schemeRules() {
	u := r.u
	if u.Scheme == "" {
		return
	}
	rules, ok := lookupSchemeRules(u.Scheme)
	if !ok {
		return
	}
	sec := rules.Reference
	name := rules.Name // the scheme in lowercase (RegisterSchemeRules)
	required := func(what string, at int) {
		r.addSection(CodeSchemeRequired, span(at, at), sec, name+" IRIs need "+what)
	}
	// The span of a forbidden component includes its delimiter ("//",
	// "@", ":", "?", "#"), which lies outside the component's own span:
	// the finding names the component it is about.
	forbidden := func(what string, sp iri.Span, c iri.Component) {
		f := r.finding(CodeSchemeForbidden, sp, name+" IRIs cannot have "+what)
		f.Section = sec
		f.Component, f.HasComponent = c, true
		r.push(f)
	}
	switch {
	case rules.Authority == MustHave && !u.HasAuthority:
		required(`an authority ("//" and a host)`, r.sp.Path.Start)
	case rules.Authority == MustNotHave && u.HasAuthority:
		forbidden(`an authority ("//...")`, span(r.sp.Authority.Start-2, r.sp.Authority.End), iri.ComponentAuthority)
	}
	if u.HasAuthority {
		switch {
		case rules.Host == MustHave && u.Host == "":
			required("a non-empty host", r.sp.Host.Start)
		case rules.Host == MustNotHave && u.Host != "":
			forbidden("a host", r.sp.Host, iri.ComponentHost)
		}
	}
	if rules.Userinfo == MustNotHave && u.HasUserinfo {
		forbidden(`a userinfo ("...@")`, span(r.sp.Userinfo.Start, r.sp.Userinfo.End+1), iri.ComponentUserinfo)
	}
	if rules.Port == MustNotHave && u.HasPort {
		forbidden(`a port (":...")`, span(r.sp.Port.Start-1, r.sp.Port.End), iri.ComponentPort)
	}
	switch {
	case rules.Path == MustHave && u.Path == "":
		required("a non-empty path", r.sp.Path.Start)
	case rules.Path == MustNotHave && u.Path != "":
		forbidden("a path", r.sp.Path, iri.ComponentPath)
	}
	end := len(r.s)
	switch {
	case rules.Query == MustHave && !u.HasQuery:
		required(`a query ("?...")`, end)
	case rules.Query == MustNotHave && u.HasQuery:
		forbidden(`a query ("?...")`, span(r.sp.Query.Start-1, r.sp.Query.End), iri.ComponentQuery)
	}
	switch {
	case rules.Fragment == MustHave && !u.HasFragment:
		required(`a fragment ("#...")`, end)
	case rules.Fragment == MustNotHave && u.HasFragment:
		forbidden(`a fragment ("#...")`, span(r.sp.Fragment.Start-1, r.sp.Fragment.End), iri.ComponentFragment)
	}
	if rules.Validate != nil {
		for _, p := range rules.Validate(u) {
			sp := p.Span
			if sp.Start < 0 || sp.End > len(r.s) || sp.Start > sp.End {
				sp = span(0, len(r.s))
			}
			r.addSection(CodeSchemeSyntax, sp, sec, p.Message)
		}
	}
}

// validateMailto checks that every header field of the query has "=".
func validateMailto(u *iri.IRI) []SchemeProblem {
	if !u.HasQuery {
		return nil
	}
	var out []SchemeProblem
	off := u.Spans().Query.Start
	for _, f := range strings.Split(u.Query, "&") {
		if !strings.Contains(f, "=") {
			out = append(out, SchemeProblem{span(off, off+len(f)),
				fmt.Sprintf("the header field %q has no \"=\" (hfield = hfname \"=\" hfvalue)", f)})
		}
		off += len(f) + 1
	}
	return out
}

// validateURN checks NID ":" NSS and the "?+" / "?=" form of the query.
func validateURN(u *iri.IRI) []SchemeProblem {
	sp := u.Spans()
	var out []SchemeProblem
	p := u.Path
	i := strings.IndexByte(p, ':')
	nid := p
	if i >= 0 {
		nid = p[:i]
	}
	if !validNID(nid) {
		out = append(out, SchemeProblem{span(sp.Path.Start, sp.Path.Start+len(nid)),
			fmt.Sprintf("%q is not a namespace identifier (2 to 32 letters, digits and hyphens, starting and ending with a letter or digit)", nid)})
	}
	if i < 0 || i+1 >= len(p) {
		out = append(out, SchemeProblem{span(sp.Path.End, sp.Path.End),
			`a URN needs ":" and a non-empty namespace-specific string after the NID`})
	}
	if u.HasQuery && !strings.HasPrefix(u.Query, "+") && !strings.HasPrefix(u.Query, "=") {
		out = append(out, SchemeProblem{span(sp.Query.Start-1, sp.Query.End),
			`a URN query must be an r-component "?+..." or a q-component "?=..."`})
	}
	return out
}

func validNID(s string) bool {
	if len(s) < 2 || len(s) > 32 {
		return false
	}
	alnum := func(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' }
	for i := 0; i < len(s); i++ {
		if !alnum(s[i]) && !(s[i] == '-' && i > 0 && i < len(s)-1) {
			return false
		}
	}
	return true
}

// validateFile checks that the path is absolute.
func validateFile(u *iri.IRI) []SchemeProblem {
	if strings.HasPrefix(u.Path, "/") {
		return nil
	}
	return []SchemeProblem{{u.Spans().Path, fmt.Sprintf("the path %q is not absolute; file IRIs have a path starting with \"/\"", u.Path)}}
}

// validateData checks the media type part and, for ";base64", the data.
func validateData(u *iri.IRI) []SchemeProblem {
	sp := u.Spans()
	p := u.Path
	start := sp.Path.Start
	comma := strings.IndexByte(p, ',')
	if comma < 0 {
		return []SchemeProblem{{span(sp.Path.End, sp.Path.End),
			`a data IRI needs "," between the media type and the data`}}
	}
	head := p[:comma]
	var out []SchemeProblem
	params := strings.Split(head, ";")
	b64 := false
	if len(params) > 1 && strings.EqualFold(params[len(params)-1], "base64") {
		b64 = true
		params = params[:len(params)-1]
	}
	off := start
	for k, prm := range params {
		bad := ""
		switch {
		case k == 0 && prm != "":
			if i := strings.IndexByte(prm, '/'); i <= 0 || i == len(prm)-1 || strings.Count(prm, "/") != 1 {
				bad = fmt.Sprintf("the media type %q is not type/subtype", prm)
			}
		case k > 0:
			if i := strings.IndexByte(prm, '='); i <= 0 {
				bad = fmt.Sprintf("the parameter %q is not attribute=value", prm)
			}
		}
		if bad != "" {
			out = append(out, SchemeProblem{span(off, off+len(prm)), bad})
		}
		off += len(prm) + 1
	}
	if b64 {
		data := p[comma+1:]
		end := sp.Path.End
		if u.HasQuery {
			data += "?" + u.Query
			end = sp.Query.End
		}
		dec, ok := chars.PctDecodeStrict(data)
		if _, err := base64.StdEncoding.DecodeString(dec); !ok || err != nil {
			out = append(out, SchemeProblem{span(start+comma+1, end), "the data is not valid base64 (RFC 2045), as \";base64\" says it is"})
		}
	}
	return out
}
