package main

import (
	"errors"
	"flag"
	"fmt"
	"strconv"

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
		s += v.String()
	}
	return s
}

func setupParse(fs *flag.FlagSet) func(*env, []string) int {
	var vf variantFlags
	vf.declare(fs)
	asJSON := fs.Bool("json", false, "print one JSON object per input")
	var sf streamFlags
	sf.declare(fs, false)
	return func(e *env, args []string) int {
		v, r, ok := vf.resolve(e)
		if !ok {
			return exitUsage
		}
		return runStream(e, args, &stream{name: "parse", sf: &sf, asJSON: *asJSON,
			newWorker: func() any { return new(iri.IRI) },
			line: func(c *lineCtx, s string) {
				u := c.w.(*iri.IRI)
				err := v.ParseInto(u, s, r)
				if err != nil {
					c.failErr(err)
				}
				if *asJSON {
					c.out = appendParseJSON(c.out, s, u, err)
					return
				}
				c.out = appendParseText(c.out, s, u, err)
			}})
	}
}

// The "error" member of every command's JSON output for an input that
// fails (appendJSONErr): a syntax error has "offset" (a byte offset into
// the input), "rule", "section", "reason" (why, in words), "suggestion"
// (what to write instead, when one is clear) and "expected"; other errors (a mapping
// error, say) have only "message" and what their command adds
// ("component", "label"); "note" names a leading byte-order mark and
// "operand" the failing operand of compare.

// appendParseJSON appends the JSON record of one input. A valid input
// has every component key, null when the component is absent, "" when
// present but empty, and "spans", the [start, end) byte offsets of each
// present component ("scheme", "authority" (userinfo "@" host ":" port, as
// written), "userinfo", "host", "port", "path", "query", "fragment"),
// delimiters excluded, keys in alphabetical order. An invalid one has
// "valid": false and "error".
func appendParseJSON(dst []byte, s string, u *iri.IRI, err error) []byte {
	dst = append(dst, `{"input":`...)
	dst = appendJSONString(dst, s)
	dst = appendInputB64(dst, s)
	if err != nil {
		dst = append(dst, `,"valid":false,"error":`...)
		dst = appendJSONErr(dst, err, bomNote(s), "")
		return append(dst, '}', '\n')
	}
	sp := u.Spans()
	auth := ""
	if u.HasAuthority {
		auth = s[sp.Authority.Start:sp.Authority.End]
	}
	dst = append(dst, `,"valid":true`...)
	dst = appendOptString(dst, "scheme", u.Scheme != "", u.Scheme)
	dst = appendOptString(dst, "authority", u.HasAuthority, auth)
	dst = appendOptString(dst, "userinfo", u.HasUserinfo, u.Userinfo)
	dst = appendOptString(dst, "host", u.HasAuthority, u.Host)
	dst = appendOptString(dst, "host_kind", u.HasAuthority, u.HostKind.String())
	dst = appendOptString(dst, "port", u.HasPort, u.Port)
	dst = appendStringField(dst, "path", u.Path)
	dst = appendStringField(dst, "path_form", u.PathForm.String())
	dst = appendOptString(dst, "query", u.HasQuery, u.Query)
	dst = appendOptString(dst, "fragment", u.HasFragment, u.Fragment)
	// The HOSTPORT and HOSTSPECIFIC components of
	// draft-ietf-iri-3987bis-00 section 3.2 (hostport is null without an
	// authority).
	// Both are slices of the input where they can be, so that a line
	// costs no allocation: HOSTSPECIFIC is what follows the authority.
	hostport, hostspecific := u.Host, s
	if u.HasAuthority {
		hostspecific = s[sp.Authority.End:]
		if u.HasPort && u.Port != "" {
			hostport = u.HostPort()
		}
	}
	dst = appendOptString(dst, "hostport", u.HasAuthority, hostport)
	dst = appendStringField(dst, "hostspecific", hostspecific)
	dst = append(dst, `,"spans":{`...)
	first := true
	add := func(present bool, name string, x iri.Span) {
		if !present {
			return
		}
		dst = appendKey(dst, name, first)
		first = false
		dst = append(dst, '[')
		dst = strconv.AppendInt(dst, int64(x.Start), 10)
		dst = append(dst, ',')
		dst = strconv.AppendInt(dst, int64(x.End), 10)
		dst = append(dst, ']')
	}
	add(u.HasAuthority, "authority", sp.Authority)
	add(u.HasFragment, "fragment", sp.Fragment)
	add(u.HasAuthority, "host", sp.Host)
	add(true, "path", sp.Path)
	add(u.HasPort, "port", sp.Port)
	add(u.HasQuery, "query", sp.Query)
	add(u.Scheme != "", "scheme", sp.Scheme)
	add(u.HasUserinfo, "userinfo", sp.Userinfo)
	return append(dst, "}}\n"...)
}

// quoteValue quotes a component for the text output of parse, shortened
// to its first quoteKeep bytes with its length when longer than quoteMax
// bytes.
func quoteValue(v string) string {
	if len(v) <= quoteMax {
		return strconv.Quote(v)
	}
	q := strconv.Quote(v[:runeCut(v, quoteKeep)])
	return fmt.Sprintf(`%s..." (%d bytes)`, q[:len(q)-1], len(v))
}

// appendParseText appends the text report of one input: the input
// (escaped, windowed) and its components with their spans, or a caret
// under the error and the error.
func appendParseText(dst []byte, s string, u *iri.IRI, err error) []byte {
	if err != nil {
		var pe *iri.ParseError
		if errors.As(err, &pe) {
			text, carets := window(s, iri.Span{Start: pe.Offset, End: pe.Offset})
			dst = append(dst, text...)
			dst = append(dst, '\n')
			dst = append(dst, carets...)
			dst = append(dst, '\n')
		} else {
			dst = append(dst, echo(s, 0)...)
			dst = append(dst, '\n')
		}
		dst = fmt.Appendf(dst, "  error: %s\n", textMessage(err.Error()))
		if n := bomNote(s); n != "" {
			dst = fmt.Appendf(dst, "  note: %s\n", n)
		}
		return dst
	}
	dst = append(dst, echo(s, 0)...)
	dst = append(dst, '\n')
	row := func(name string, ok bool, val string, sp iri.Span, note string) {
		if !ok {
			dst = fmt.Appendf(dst, "  %-12s (absent)\n", name)
			return
		}
		if note != "" {
			note = "  " + note
		}
		dst = fmt.Appendf(dst, "  %-12s %s  [%d,%d)%s\n", name, quoteValue(val), sp.Start, sp.End, note)
	}
	sp := u.Spans()
	auth := ""
	if u.HasAuthority {
		auth = s[sp.Authority.Start:sp.Authority.End]
	}
	row("scheme", u.Scheme != "", u.Scheme, sp.Scheme, "")
	row("authority", u.HasAuthority, auth, sp.Authority, "")
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
	return dst
}
