package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/goiri/iri"
)

func init() {
	register(&command{
		name:    "parse",
		summary: "split IRIs into components, or say exactly where and why they are invalid",
		usage: `Usage: iri parse [--variant NAME] [--rule RULE] [--reference] [--json] [IRI ...]

Parses each IRI with the entry rule RULE of grammar variant NAME and prints
its components as written with their [start,end) byte offsets, or the error:
byte offset, rule and spec section. In JSON, an absent component is null, a
present but empty one "", and "spans" gives the offsets of the present ones.
--reference runs the parser generated from the grammar files instead of the
fast path of the built-in variants: results and errors are the same.
Exit status: 0 if every input is valid, 1 if any is not, 2 on usage errors.

Examples:
  iri parse 'http://résumé.example.org/chemin?q=1#haut'
  iri parse --reference 'http://[::1]:8080/'
  iri parse --json 'http://a b'
  iri parse --variant rfc3986 --rule URI 'http://example.com/'
  printf 'a:b\n//host\n' | iri parse --json`,
		setup: setupParse,
	})
}

// variantFlags declares --variant, --rule and --reference, shared by the
// commands that parse with a chosen grammar.
type variantFlags struct {
	variant, rule *string
	reference     bool
}

func (vf *variantFlags) declare(fs *flag.FlagSet) {
	vf.variant = variantFlag(fs)
	vf.rule = fs.String("rule", "IRI-reference", "entry rule: IRI-reference, IRI, absolute-IRI, irelative-ref (or the variant's own names, e.g. URI)")
	fs.BoolVar(&vf.reference, "reference", false, "always run the parser generated from the grammar (no fast path; same results, slower)")
}

// resolve returns the chosen variant and rule, or prints a usage error.
func (vf *variantFlags) resolve(e *env) (iri.Variant, iri.Rule, bool) {
	v, ok := lookupVariantFlag(e, *vf.variant)
	if !ok {
		return v, 0, false
	}
	if vf.reference {
		v = v.Reference()
	}
	r, err := v.LookupRule(*vf.rule)
	if err != nil {
		fmt.Fprintln(e.stderr, err)
		return v, 0, false
	}
	return v, r, true
}

// variantFlag declares --variant for the commands that parse with a chosen
// grammar.
func variantFlag(fs *flag.FlagSet) *string {
	return fs.String("variant", "rfc3987", "grammar variant: "+variantNames())
}

// lookupVariantFlag returns the variant --variant names, or prints a usage
// error.
func lookupVariantFlag(e *env, name string) (iri.Variant, bool) {
	v, err := iri.LookupVariant(name)
	if err != nil {
		fmt.Fprintln(e.stderr, err)
		return v, false
	}
	return v, true
}

func variantNames() string {
	s := ""
	for i, v := range iri.Variants() {
		if i > 0 {
			s += ", "
		}
		s += v.Name()
	}
	return s
}

func setupParse(fs *flag.FlagSet) func(*env, []string) int {
	var vf variantFlags
	vf.declare(fs)
	asJSON := fs.Bool("json", false, "print one JSON object per input")
	return func(e *env, args []string) int {
		v, r, ok := vf.resolve(e)
		if !ok {
			return exitUsage
		}
		status := exitOK
		err := eachInput(e, args, func(s string) {
			u, err := v.ParseRule(s, r)
			if err != nil {
				status = exitInvalid
			}
			if *asJSON {
				writeJSON(e.stdout, parseResult(s, u, err))
				return
			}
			printParse(e.stdout, s, u, err)
		})
		if err != nil {
			fmt.Fprintln(e.stderr, "iri parse:", err)
			return exitUsage
		}
		return status
	}
}

// jsonError is the "error" member of every command's JSON output for an
// input that fails. A syntax error has "offset" (a byte offset into the
// input), "rule", "section" and "expected"; other errors (a mapping error,
// say) have only "message" and what their command adds.
type jsonError struct {
	Offset    *int     `json:"offset,omitempty"`
	Rule      string   `json:"rule,omitempty"`
	Message   string   `json:"message"`
	Section   string   `json:"section,omitempty"`
	Expected  []string `json:"expected,omitempty"`
	Component string   `json:"component,omitempty"` // mapping errors
	Label     string   `json:"label,omitempty"`     // mapping errors of a host label
}

func toJSONError(err error) *jsonError {
	var pe *iri.ParseError
	if errors.As(err, &pe) {
		off := pe.Offset
		return &jsonError{Offset: &off, Rule: pe.Rule, Message: pe.Error(), Section: pe.Section, Expected: pe.Expected}
	}
	je := &jsonError{Message: err.Error()}
	var me *iri.MappingError
	if errors.As(err, &me) {
		je.Component, je.Label = me.Component.String(), me.Label
	}
	return je
}

// parseJSON is the JSON form of a valid input: every component key is
// present, null when the component is absent, "" when present but empty.
type parseJSON struct {
	Input     string  `json:"input"`
	Valid     bool    `json:"valid"`
	Scheme    *string `json:"scheme"`
	Authority *string `json:"authority"` // userinfo "@" host ":" port, as written
	Userinfo  *string `json:"userinfo"`
	Host      *string `json:"host"`
	HostKind  *string `json:"host_kind"`
	Port      *string `json:"port"`
	Path      string  `json:"path"`
	PathForm  string  `json:"path_form"`
	Query     *string `json:"query"`
	Fragment  *string `json:"fragment"`
	// HostPort and HostSpecific are the HOSTPORT and HOSTSPECIFIC
	// components of draft-ietf-iri-3987bis-00 section 3.2 (HostPort is
	// null without an authority).
	HostPort     *string `json:"hostport"`
	HostSpecific string  `json:"hostspecific"`
	// Spans maps each present component ("scheme", "authority",
	// "userinfo", "host", "port", "path", "query", "fragment") to its
	// [start, end) byte offsets in the input, delimiters excluded.
	Spans map[string][2]int `json:"spans"`
}

// invalidJSON is the JSON form of an input that does not parse.
type invalidJSON struct {
	Input string     `json:"input"`
	Valid bool       `json:"valid"`
	Error *jsonError `json:"error"`
}

// parseResult builds the JSON object for one input.
func parseResult(s string, u *iri.IRI, err error) any {
	if err != nil {
		return invalidJSON{Input: s, Error: toJSONError(err)}
	}
	str := func(ok bool, v string) *string {
		if !ok {
			return nil
		}
		return &v
	}
	return parseJSON{
		Input:        s,
		Valid:        true,
		Scheme:       str(u.Scheme != "", u.Scheme),
		Authority:    str(u.HasAuthority, u.Authority()),
		Userinfo:     str(u.HasUserinfo, u.Userinfo),
		Host:         str(u.HasAuthority, u.Host),
		HostKind:     str(u.HasAuthority, u.HostKind.String()),
		Port:         str(u.HasPort, u.Port),
		Path:         u.Path,
		PathForm:     u.PathForm.String(),
		Query:        str(u.HasQuery, u.Query),
		Fragment:     str(u.HasFragment, u.Fragment),
		HostPort:     str(u.HasAuthority, u.HostPort()),
		HostSpecific: u.HostSpecific(),
		Spans:        spansJSON(u),
	}
}

// spansJSON returns the spans of u's present components by name.
func spansJSON(u *iri.IRI) map[string][2]int {
	sp := u.Spans()
	m := map[string][2]int{"path": {sp.Path.Start, sp.Path.End}}
	add := func(present bool, c iri.Component) {
		if present {
			x := sp.Span(c)
			m[c.String()] = [2]int{x.Start, x.End}
		}
	}
	add(u.Scheme != "", iri.ComponentScheme)
	add(u.HasAuthority, iri.ComponentAuthority)
	add(u.HasUserinfo, iri.ComponentUserinfo)
	add(u.HasAuthority, iri.ComponentHost)
	add(u.HasPort, iri.ComponentPort)
	add(u.HasQuery, iri.ComponentQuery)
	add(u.HasFragment, iri.ComponentFragment)
	return m
}

func printParse(w io.Writer, s string, u *iri.IRI, err error) {
	fmt.Fprintln(w, s)
	if err != nil {
		var pe *iri.ParseError
		if errors.As(err, &pe) {
			fmt.Fprintln(w, caretLine(s, pe.Offset))
		}
		fmt.Fprintf(w, "  error: %v\n", err)
		return
	}
	row := func(name string, ok bool, val string, sp iri.Span, note string) {
		if !ok {
			fmt.Fprintf(w, "  %-10s (absent)\n", name)
			return
		}
		if note != "" {
			note = "  " + note
		}
		fmt.Fprintf(w, "  %-10s %q  [%d,%d)%s\n", name, val, sp.Start, sp.End, note)
	}
	sp := u.Spans()
	row("scheme", u.Scheme != "", u.Scheme, sp.Scheme, "")
	row("authority", u.HasAuthority, u.Authority(), sp.Authority, "")
	row("userinfo", u.HasUserinfo, u.Userinfo, sp.Userinfo, "")
	row("host", u.HasAuthority, u.Host, sp.Host, u.HostKind.String())
	row("port", u.HasPort, u.Port, sp.Port, "")
	row("path", true, u.Path, sp.Path, u.PathForm.String())
	row("query", u.HasQuery, u.Query, sp.Query, "")
	row("fragment", u.HasFragment, u.Fragment, sp.Fragment, "")
	// Section 3.2's HTML5 components: host and port (the port only when it
	// is not the scheme's default), and what follows the authority.
	hp := iri.Span{Start: sp.Host.Start, End: sp.Host.Start + len(u.HostPort())}
	row("hostport", u.HasAuthority, u.HostPort(), hp, "")
	hs := iri.Span{End: len(s)}
	if u.HasAuthority {
		hs.Start = sp.Authority.End
	}
	row("hostspecific", true, u.HostSpecific(), hs, "")
}
