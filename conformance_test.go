package iri_test

// Conformance tests: every example IRI and URI in the specification files
// (../shared/specs), then table-driven edge cases for every rule of the
// grammars, per variant.
//
// All expected values were worked out by hand from the specification text,
// never by running the parser.
//
// Non-ASCII characters: RFC 3987 and draft-ietf-iri-3987bis write them in
// "XML Notation" (RFC 3987 section 1.4): "&#xE9;" stands for U+00E9. The
// examples below are converted to the real characters, written as Go
// escapes ("\u00E9") so that the converted form is visible. Where the
// RFC forgot the ";" ("&#x10302"" in section 3.1) the intent is obvious and
// the character is converted the same way.

import (
	"errors"
	"strings"
	"testing"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
)

// confVariants are the built-in variants these tests cover, by name. The
// draft2002 variant has its own tests.
var confVariants = []string{"rfc3987", "3987bis", "leiri", "webaddress", "rfc3986"}

func confVariant(t testing.TB, name string) iri.Variant {
	t.Helper()
	v, err := iri.LookupVariant(name)
	if err != nil {
		t.Fatalf("LookupVariant(%q): %v", name, err)
	}
	return v
}

// confE marks a component that is present but empty in a confComp (it is
// not UTF-8, so no component can equal it); the
// empty string marks an absent one.
const confE = "\xff(present, empty)"

// confComp is the expected parse of an input. Userinfo, Port, Query and
// Fragment are absent when "", present and empty when confE. The authority
// is present exactly when Kind is not HostNone.
type confComp struct {
	Scheme, User, Host, Port, Path, Query, Frag string
	Kind                                        iri.HostKind
	Form                                        iri.PathForm
}

func confOpt(s string) (string, bool) {
	switch s {
	case "":
		return "", false
	case confE:
		return "", true
	}
	return s, true
}

// confCheck compares u with w, checks String() and the spans.
func confCheck(t testing.TB, label, s string, u *iri.IRI, w confComp) {
	t.Helper()
	user, hasUser := confOpt(w.User)
	port, hasPort := confOpt(w.Port)
	query, hasQuery := confOpt(w.Query)
	frag, hasFrag := confOpt(w.Frag)
	hasAuth := w.Kind != iri.HostNone
	type field struct {
		name      string
		got, want any
	}
	for _, f := range []field{
		{"Scheme", u.Scheme, w.Scheme},
		{"HasAuthority", u.HasAuthority, hasAuth},
		{"HasUserinfo", u.HasUserinfo, hasUser},
		{"Userinfo", u.Userinfo, user},
		{"Host", u.Host, w.Host},
		{"HostKind", u.HostKind, w.Kind},
		{"HasPort", u.HasPort, hasPort},
		{"Port", u.Port, port},
		{"Path", u.Path, w.Path},
		{"PathForm", u.PathForm, w.Form},
		{"HasQuery", u.HasQuery, hasQuery},
		{"Query", u.Query, query},
		{"HasFragment", u.HasFragment, hasFrag},
		{"Fragment", u.Fragment, frag},
	} {
		if f.got != f.want {
			t.Errorf("%s %q: %s = %#v, want %#v", label, s, f.name, f.got, f.want)
		}
	}
	if got := u.String(); got != s {
		t.Errorf("%s %q: String() = %q", label, s, got)
	}
	confCheckSpans(t, label, s, u)
}

// confCheckSpans checks the spans against the layout of RFC 3986 section
// 5.3: scheme ":" "//" userinfo "@" host ":" port path "?" query "#"
// fragment, each span holding exactly its component, absent components
// having the zero span.
func confCheckSpans(t testing.TB, label, s string, u *iri.IRI) {
	t.Helper()
	var w iri.Spans
	pos := 0
	if u.Scheme != "" {
		w.Scheme = iri.Span{Start: 0, End: len(u.Scheme)}
		pos = len(u.Scheme) + 1
	}
	if u.HasAuthority {
		pos += 2
		start := pos
		if u.HasUserinfo {
			w.Userinfo = iri.Span{Start: pos, End: pos + len(u.Userinfo)}
			pos += len(u.Userinfo) + 1
		}
		w.Host = iri.Span{Start: pos, End: pos + len(u.Host)}
		pos += len(u.Host)
		if u.HasPort {
			pos++
			w.Port = iri.Span{Start: pos, End: pos + len(u.Port)}
			pos += len(u.Port)
		}
		w.Authority = iri.Span{Start: start, End: pos}
	}
	w.Path = iri.Span{Start: pos, End: pos + len(u.Path)}
	pos += len(u.Path)
	if u.HasQuery {
		pos++
		w.Query = iri.Span{Start: pos, End: pos + len(u.Query)}
		pos += len(u.Query)
	}
	if u.HasFragment {
		pos++
		w.Fragment = iri.Span{Start: pos, End: pos + len(u.Fragment)}
		pos += len(u.Fragment)
	}
	if u.Spans() != w {
		t.Errorf("%s %q: Spans = %+v, want %+v", label, s, u.Spans(), w)
		return
	}
	comps := []struct {
		c    iri.Component
		text string
		has  bool
	}{
		{iri.ComponentScheme, u.Scheme, u.Scheme != ""},
		{iri.ComponentAuthority, u.Authority(), u.HasAuthority},
		{iri.ComponentUserinfo, u.Userinfo, u.HasUserinfo},
		{iri.ComponentHost, u.Host, u.HasAuthority},
		{iri.ComponentPort, u.Port, u.HasPort},
		{iri.ComponentPath, u.Path, true},
		{iri.ComponentQuery, u.Query, u.HasQuery},
		{iri.ComponentFragment, u.Fragment, u.HasFragment},
	}
	for _, c := range comps {
		sp := u.Spans().Span(c.c)
		if !c.has {
			continue
		}
		if sp.Start < 0 || sp.End > len(s) || sp.Start > sp.End || s[sp.Start:sp.End] != c.text || sp.Len() != len(c.text) {
			t.Errorf("%s %q: span of %v = %+v does not hold %q", label, s, c.c, sp, c.text)
		}
	}
}

// confExample is an example from a specification. By default every variant
// accepts it, except rfc3986 when it is not ASCII (RFC 3986 is ASCII only);
// reject lists the variants that reject it besides, with the offset of the
// error.
type confExample struct {
	sec    string // where the example is quoted from
	in     string
	w      confComp
	reject map[string]int // variant name => error offset
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// Shorthands for the tables.
const (
	kNone = iri.HostNone
	kReg  = iri.HostRegName
	kV4   = iri.HostIPv4
	kV6   = iri.HostIPv6
	kVF   = iri.HostIPvFuture
	fAbE  = iri.PathAbempty
	fAbs  = iri.PathAbsolute
	fNoS  = iri.PathNoScheme
	fRtl  = iri.PathRootless
	fEmp  = iri.PathEmpty
)

// bisReject is the rejection of an input with percent-encoding in ireg-name
// by the three variants built on draft-ietf-iri-3987bis, whose ireg-name has
// no pct-encoded (3987bis section 2.2). The offset is the end of the input
// when everything after "//" could still be an iuserinfo waiting for its "@".
func bisReject(off int) map[string]int {
	return map[string]int{"3987bis": off, "leiri": off, "webaddress": off}
}

// http builds the common expectation for "http://HOST PATH ? QUERY # FRAG".
func http(host, path, query, frag string) confComp {
	return confComp{Scheme: "http", Host: host, Kind: kReg, Path: path, Form: fAbE, Query: query, Frag: frag}
}

var rfc3987Examples = []confExample{
	// RFC 3987 section 3.1: "http://r&#xE9;sum&#xE9;.example.org"
	{sec: "RFC 3987 section 3.1", in: "http://r\u00E9sum\u00E9.example.org", w: http("r\u00E9sum\u00E9.example.org", "", "", "")},
	// RFC 3987 section 3.1: "http://xn--rsum-bpad.example.org"
	{sec: "RFC 3987 section 3.1", in: "http://xn--rsum-bpad.example.org", w: http("xn--rsum-bpad.example.org", "", "", "")},
	// RFC 3987 section 3.1: "http://r%C3%A9sum%C3%A9.example.org".
	// 3987bis has no pct-encoded in ireg-name; its iuserinfo takes the whole
	// rest and waits for "@": the error is at the end of the input.
	{sec: "RFC 3987 section 3.1", in: "http://r%C3%A9sum%C3%A9.example.org", w: http("r%C3%A9sum%C3%A9.example.org", "", "", ""),
		reject: bisReject(35)},
	// RFC 3987 section 3.1 (the example is split across two lines in the RFC):
	// http://validator.w3.org/check?uri=http%3A%2F%2Fr&#xE9;sum&#xE9;.
	// example.org
	{sec: "RFC 3987 section 3.1", in: "http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00E9sum\u00E9.example.org",
		w: http("validator.w3.org", "/check", "uri=http%3A%2F%2Fr\u00E9sum\u00E9.example.org", "")},
	// RFC 3987 section 3.1: http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.
	// example.org
	{sec: "RFC 3987 section 3.1", in: "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org",
		w: http("validator.w3.org", "/check", "uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org", "")},
	// RFC 3987 section 3.1: "http://www.example.org/red%09ros&#xE9;#red"
	{sec: "RFC 3987 section 3.1", in: "http://www.example.org/red%09ros\u00E9#red", w: http("www.example.org", "/red%09ros\u00E9", "", "red")},
	// RFC 3987 section 3.1: "http://www.example.org/red%09ros%C3%A9#red"
	{sec: "RFC 3987 section 3.1", in: "http://www.example.org/red%09ros%C3%A9#red", w: http("www.example.org", "/red%09ros%C3%A9", "", "red")},
	// RFC 3987 section 3.1: "http%3A%2F%2Fwww.example.org%2Fred%2509ros%C3%A9%23red"
	// (the wrong conversion): no ":" or "/" is left, so it is a relative
	// reference made of one segment.
	{sec: "RFC 3987 section 3.1", in: "http%3A%2F%2Fwww.example.org%2Fred%2509ros%C3%A9%23red",
		w: confComp{Path: "http%3A%2F%2Fwww.example.org%2Fred%2509ros%C3%A9%23red", Form: fNoS}},
	// RFC 3987 section 3.1: "http://example.com/&#x10300;&#x10301;&#x10302"
	{sec: "RFC 3987 section 3.1", in: "http://example.com/\U00010300\U00010301\U00010302", w: http("example.com", "/\U00010300\U00010301\U00010302", "", "")},
	// RFC 3987 section 3.1: "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"
	{sec: "RFC 3987 section 3.1", in: "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82", w: http("example.com", "/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82", "", "")},
	// RFC 3987 section 3.2: "http://www.example.org/r%E9sum%E9.html"
	{sec: "RFC 3987 section 3.2", in: "http://www.example.org/r%E9sum%E9.html", w: http("www.example.org", "/r%E9sum%E9.html", "", "")},
	// RFC 3987 section 3.2: "http://www.example.org/r%C3%A9sum%C3%A9.html"
	{sec: "RFC 3987 section 3.2", in: "http://www.example.org/r%C3%A9sum%C3%A9.html", w: http("www.example.org", "/r%C3%A9sum%C3%A9.html", "", "")},
	// RFC 3987 section 3.2.1: "1.  http://www.example.org/D%C3%BCrst"
	// (steps 2-4 write raw octets as "<c3>", which is not IRI text.)
	{sec: "RFC 3987 section 3.2.1", in: "http://www.example.org/D%C3%BCrst", w: http("www.example.org", "/D%C3%BCrst", "", "")},
	// RFC 3987 section 3.2.1: "5.  http://www.example.org/D&#xFC;rst"
	{sec: "RFC 3987 section 3.2.1", in: "http://www.example.org/D\u00FCrst", w: http("www.example.org", "/D\u00FCrst", "", "")},
	// RFC 3987 section 3.2.1: "1.  http://www.example.org/D%FCrst"
	{sec: "RFC 3987 section 3.2.1", in: "http://www.example.org/D%FCrst", w: http("www.example.org", "/D%FCrst", "", "")},
	// RFC 3987 section 3.2.1: "1.  http://xn--99zt52a.example.org/%e2%80%ae"
	{sec: "RFC 3987 section 3.2.1", in: "http://xn--99zt52a.example.org/%e2%80%ae", w: http("xn--99zt52a.example.org", "/%e2%80%ae", "", "")},
	// RFC 3987 section 3.2.1: "4.  http://xn--99zt52a.example.org/%E2%80%AE"
	{sec: "RFC 3987 section 3.2.1", in: "http://xn--99zt52a.example.org/%E2%80%AE", w: http("xn--99zt52a.example.org", "/%E2%80%AE", "", "")},
	// RFC 3987 section 3.2.1: "http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE"
	{sec: "RFC 3987 section 3.2.1", in: "http://\u7D0D\u8C46.example.org/%E2%80%AE", w: http("\u7D0D\u8C46.example.org", "/%E2%80%AE", "", "")},
	// RFC 3987 section 4.4, examples 1-10 in Bidi Notation (upper case
	// letters stand for right-to-left letters; as written they are ASCII).
	// Example 1: Logical representation: "http://ab.CDEFGH.ij/kl/mn/op.html"
	{sec: "RFC 3987 section 4.4", in: "http://ab.CDEFGH.ij/kl/mn/op.html", w: http("ab.CDEFGH.ij", "/kl/mn/op.html", "", "")},
	// Visual representation: "http://ab.HGFEDC.ij/kl/mn/op.html"
	{sec: "RFC 3987 section 4.4", in: "http://ab.HGFEDC.ij/kl/mn/op.html", w: http("ab.HGFEDC.ij", "/kl/mn/op.html", "", "")},
	// Example 2: Logical representation: "http://ab.CDE.FGH/ij/kl/mn/op.html"
	{sec: "RFC 3987 section 4.4", in: "http://ab.CDE.FGH/ij/kl/mn/op.html", w: http("ab.CDE.FGH", "/ij/kl/mn/op.html", "", "")},
	// Example 3: Logical representation: "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV"
	{sec: "RFC 3987 section 4.4", in: "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", w: http("AB.CD.EF", "/GH/IJ/KL", "MN=OP;QR=ST", "UV")},
	// Visual representation: "http://VU#TS=RQ;PO=NM?LK/JI/HG/FE.DC.BA"
	// (read as a string, "#" starts a fragment right after the host).
	{sec: "RFC 3987 section 4.4", in: "http://VU#TS=RQ;PO=NM?LK/JI/HG/FE.DC.BA", w: http("VU", "", "", "TS=RQ;PO=NM?LK/JI/HG/FE.DC.BA")},
	// Example 4: Logical representation: "http://AB.CD.ef/gh/IJ/KL.html"
	{sec: "RFC 3987 section 4.4", in: "http://AB.CD.ef/gh/IJ/KL.html", w: http("AB.CD.ef", "/gh/IJ/KL.html", "", "")},
	// Example 5: Logical representation: "http://ab.cd.EF/GH/ij/kl.html"
	{sec: "RFC 3987 section 4.4", in: "http://ab.cd.EF/GH/ij/kl.html", w: http("ab.cd.EF", "/GH/ij/kl.html", "", "")},
	// Example 6: Logical representation: "http://ab.CD.EF/GH/IJ/kl.html"
	{sec: "RFC 3987 section 4.4", in: "http://ab.CD.EF/GH/IJ/kl.html", w: http("ab.CD.EF", "/GH/IJ/kl.html", "", "")},
	// Example 7: Logical representation: "http://ab.CDE123FGH.ij/kl/mn/op.html"
	{sec: "RFC 3987 section 4.4", in: "http://ab.CDE123FGH.ij/kl/mn/op.html", w: http("ab.CDE123FGH.ij", "/kl/mn/op.html", "", "")},
	// Example 8: Logical representation: "http://ab.cd.ef/GH1/2IJ/KL.html"
	{sec: "RFC 3987 section 4.4", in: "http://ab.cd.ef/GH1/2IJ/KL.html", w: http("ab.cd.ef", "/GH1/2IJ/KL.html", "", "")},
	// Example 9 (not allowed by the bidi rules, syntactically fine):
	// Logical representation: "http://ab.cd.ef/GH%31/%32IJ/KL.html",
	{sec: "RFC 3987 section 4.4", in: "http://ab.cd.ef/GH%31/%32IJ/KL.html", w: http("ab.cd.ef", "/GH%31/%32IJ/KL.html", "", "")},
	// Visual representation (Hebrew): "http://ab.cd.ef/%31HG/LK/JI%32.html"
	{sec: "RFC 3987 section 4.4", in: "http://ab.cd.ef/%31HG/LK/JI%32.html", w: http("ab.cd.ef", "/%31HG/LK/JI%32.html", "", "")},
	// Visual representation (Arabic): "http://ab.cd.ef/31%HG/%LK/JI32.html"
	// "%HG" is not pct-encoded: only webaddress (href-pct-form, a lone "%")
	// accepts it. The error is at the "H" after the first "%" (byte 19).
	{sec: "RFC 3987 section 4.4", in: "http://ab.cd.ef/31%HG/%LK/JI32.html", w: http("ab.cd.ef", "/31%HG/%LK/JI32.html", "", ""),
		reject: map[string]int{"rfc3987": 19, "3987bis": 19, "leiri": 19, "rfc3986": 19}},
	// Example 10: Logical representation: "http://ab.CDEFGH.123/kl/mn/op.html"
	{sec: "RFC 3987 section 4.4", in: "http://ab.CDEFGH.123/kl/mn/op.html", w: http("ab.CDEFGH.123", "/kl/mn/op.html", "", "")},
	// RFC 3987 section 5.2: "http://example.org/ros&#xE9;" (the e-acute character).
	{sec: "RFC 3987 section 5.2", in: "http://example.org/ros\u00E9", w: http("example.org", "/ros\u00E9", "", "")},
	// RFC 3987 section 5.2: "http://example.org/ros&eacute;" (in HTML): read
	// as a string, "&" and ";" are sub-delims.
	{sec: "RFC 3987 section 5.2", in: "http://example.org/ros&eacute;", w: http("example.org", "/ros&eacute;", "", "")},
	// RFC 3987 section 5.2: "http://example.org/ros&#233"; (in HTML or XML):
	// read as a string, "#" starts a fragment.
	{sec: "RFC 3987 section 5.2", in: "http://example.org/ros&#233;", w: http("example.org", "/ros&", "", "233;")},
	// RFC 3987 section 5.3.2: example://a/b/c/%7Bfoo%7D/ros&#xE9;
	{sec: "RFC 3987 section 5.3.2", in: "example://a/b/c/%7Bfoo%7D/ros\u00E9",
		w: confComp{Scheme: "example", Host: "a", Kind: kReg, Path: "/b/c/%7Bfoo%7D/ros\u00E9", Form: fAbE}},
	// RFC 3987 section 5.3.2: eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9
	{sec: "RFC 3987 section 5.3.2", in: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
		w: confComp{Scheme: "eXAMPLE", Host: "a", Kind: kReg, Path: "/./b/../b/%63/%7bfoo%7d/ros%C3%A9", Form: fAbE}},
	// RFC 3987 section 5.3.2.1: "HTTP://www.EXAMPLE.com/" is equivalent to "http://www.example.com/".
	{sec: "RFC 3987 section 5.3.2.1", in: "HTTP://www.EXAMPLE.com/", w: confComp{Scheme: "HTTP", Host: "www.EXAMPLE.com", Kind: kReg, Path: "/", Form: fAbE}},
	{sec: "RFC 3987 section 5.3.2.1", in: "http://www.example.com/", w: http("www.example.com", "/", "", "")},
	// RFC 3987 section 5.3.2.2: "http://www.example.org/r&#xE9;sum&#xE9;.html"
	{sec: "RFC 3987 section 5.3.2.2", in: "http://www.example.org/r\u00E9sum\u00E9.html", w: http("www.example.org", "/r\u00E9sum\u00E9.html", "", "")},
	// RFC 3987 section 5.3.2.2: "http://www.example.org/re&#x301;sume&#x301;.html"
	{sec: "RFC 3987 section 5.3.2.2", in: "http://www.example.org/re\u0301sume\u0301.html", w: http("www.example.org", "/re\u0301sume\u0301.html", "", "")},
	// RFC 3987 section 5.3.2.3: "http://example.org/~user", "http://example.org/%7euser", and "http://example.org/%7Euser"
	{sec: "RFC 3987 section 5.3.2.3", in: "http://example.org/~user", w: http("example.org", "/~user", "", "")},
	{sec: "RFC 3987 section 5.3.2.3", in: "http://example.org/%7euser", w: http("example.org", "/%7euser", "", "")},
	{sec: "RFC 3987 section 5.3.2.3", in: "http://example.org/%7Euser", w: http("example.org", "/%7Euser", "", "")},
	// RFC 3987 section 5.3.3: the four equivalent IRIs, and "http://example.com/?".
	{sec: "RFC 3987 section 5.3.3", in: "http://example.com", w: http("example.com", "", "", "")},
	{sec: "RFC 3987 section 5.3.3", in: "http://example.com/", w: http("example.com", "/", "", "")},
	{sec: "RFC 3987 section 5.3.3", in: "http://example.com:/",
		w: confComp{Scheme: "http", Host: "example.com", Kind: kReg, Port: confE, Path: "/", Form: fAbE}},
	{sec: "RFC 3987 section 5.3.3", in: "http://example.com:80/",
		w: confComp{Scheme: "http", Host: "example.com", Kind: kReg, Port: "80", Path: "/", Form: fAbE}},
	{sec: "RFC 3987 section 5.3.3", in: "http://example.com/?", w: http("example.com", "/", confE, "")},
	// RFC 3987 section 5.3.3: "http://r&#xE9;sum&#xE9;.example.org" ... "http://xn--rsum-bpad.example.org"
	// (already above, section 3.1.)
	// RFC 3987 section 5.3.4: http://example.com/data and http://example.com/data/
	{sec: "RFC 3987 section 5.3.4", in: "http://example.com/data", w: http("example.com", "/data", "", "")},
	{sec: "RFC 3987 section 5.3.4", in: "http://example.com/data/", w: http("example.com", "/data/", "", "")},
	// RFC 3987 section 6.4: "http://www.example.org/r%C3%A9sum%C3%A9.html" (above),
	// "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9" and
	// "http://www.example.org/r%E9sum%E9.xml#r&#xE9;sum&#xE9";.
	{sec: "RFC 3987 section 6.4", in: "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9", w: http("www.example.org", "/r%E9sum%E9.xml", "", "r%C3%A9sum%C3%A9")},
	{sec: "RFC 3987 section 6.4", in: "http://www.example.org/r%E9sum%E9.xml#r\u00E9sum\u00E9", w: http("www.example.org", "/r%E9sum%E9.xml", "", "r\u00E9sum\u00E9")},
	// RFC 3987 section 7.4: a file named "r&#xE9;sum&#xE9;.html" ... exposed
	// as "r%C3%A9sum%C3%A9.html": both are relative references.
	{sec: "RFC 3987 section 7.4", in: "r\u00E9sum\u00E9.html", w: confComp{Path: "r\u00E9sum\u00E9.html", Form: fNoS}},
	{sec: "RFC 3987 section 7.4", in: "r%C3%A9sum%C3%A9.html", w: confComp{Path: "r%C3%A9sum%C3%A9.html", Form: fNoS}},
	// RFC 3987 section 8: ("http://big.example.com/PopularPage.html") ... "http://big.example.com/popularpage.html"
	{sec: "RFC 3987 section 8", in: "http://big.example.com/PopularPage.html", w: http("big.example.com", "/PopularPage.html", "", "")},
	{sec: "RFC 3987 section 8", in: "http://big.example.com/popularpage.html", w: http("big.example.com", "/popularpage.html", "", "")},
	// RFC 3987 Authors' Addresses: URI:   http://www.w3.org/People/D%C3%BCrst/
	{sec: "RFC 3987 Authors' Addresses", in: "http://www.w3.org/People/D%C3%BCrst/", w: http("www.w3.org", "/People/D%C3%BCrst/", "", "")},
	// URI:   http://www.suignard.com
	{sec: "RFC 3987 Authors' Addresses", in: "http://www.suignard.com", w: http("www.suignard.com", "", "", "")},
	// RFC 3987 appendix A: "http://www.example.org/ros[iso-8859-1]&#xE9"; (a
	// rejected proposal): "[" is not allowed in a path, at byte 26.
	{sec: "RFC 3987 appendix A", in: "http://www.example.org/ros[iso-8859-1]\u00E9",
		reject: map[string]int{"rfc3987": 26, "3987bis": 26, "leiri": 26, "webaddress": 26, "rfc3986": 26}},
	// RFC 3987 appendix A: "i:http:" (a rejected metascheme): scheme "i",
	// rootless path "http:".
	{sec: "RFC 3987 appendix A", in: "i:http:", w: confComp{Scheme: "i", Path: "http:", Form: fRtl}},
}

var bisExamples = []confExample{
	// draft-ietf-iri-3987bis-00 section 3.4: "http://xn--rsum-bad.example.org"
	{sec: "3987bis section 3.4", in: "http://xn--rsum-bad.example.org", w: http("xn--rsum-bad.example.org", "", "", "")},
	// draft-ietf-iri-3987bis-00 section 3.4: "http://r%C3%A9sum%C3%A9.example.org", MUST NOT be performed.
	{sec: "3987bis section 3.4", in: "http://r%C3%A9sum%C3%A9.example.org", w: http("r%C3%A9sum%C3%A9.example.org", "", "", ""),
		reject: bisReject(35)},
	// draft-ietf-iri-3987bis-00 section 3.7.1 repeats RFC 3987 section 3.2.1;
	// step 6: http://www.example.org/D&#xFC;rst
	{sec: "3987bis section 3.7.1", in: "http://www.example.org/D\u00FCrst", w: http("www.example.org", "/D\u00FCrst", "", "")},
	// draft-ietf-iri-3987bis-00 section 4.4, Example 9 visual representation:
	// "http://ab.cd.ef/LK/JI%32/%31HG.html"
	{sec: "3987bis section 4.4", in: "http://ab.cd.ef/LK/JI%32/%31HG.html", w: http("ab.cd.ef", "/LK/JI%32/%31HG.html", "", "")},
	// Example 11: Logical representation: "http://ab.CDEFGH.123ij/kl/mn/op.html"
	{sec: "3987bis section 4.4", in: "http://ab.CDEFGH.123ij/kl/mn/op.html", w: http("ab.CDEFGH.123ij", "/kl/mn/op.html", "", "")},
	// Visual representation: "http://ab.123.HGFEDCij/kl/mn/op.html"
	{sec: "3987bis section 4.4", in: "http://ab.123.HGFEDCij/kl/mn/op.html", w: http("ab.123.HGFEDCij", "/kl/mn/op.html", "", "")},
	// draft-ietf-iri-3987bis-00 section 7.3: ("http://example.com/") and angle brackets (<http://example.com/>)
	{sec: "3987bis section 7.3", in: "http://example.com/", w: http("example.com", "/", "", "")},
	// draft-ietf-iri-3987bis-00 section 12: "http://example.com/&#x10300;&#x10301;&#x10302";
	{sec: "3987bis section 12", in: "http://example.com/\U00010300\U00010301\U00010302", w: http("example.com", "/\U00010300\U00010301\U00010302", "", "")},
	// draft-ietf-iri-3987bis-00 section 12: http://lists.w3.org/Archives/Public/public-iri/2009Sep/0064.html
	{sec: "3987bis section 12", in: "http://lists.w3.org/Archives/Public/public-iri/2009Sep/0064.html",
		w: http("lists.w3.org", "/Archives/Public/public-iri/2009Sep/0064.html", "", "")},
	// draft-ietf-iri-3987bis-00 Authors' Addresses:
	// URI: http://www.sw.it.aoyama.ac.jp/D%C3%BCrst/ and URI: http://larry.masinter.net
	{sec: "3987bis Authors' Addresses", in: "http://www.sw.it.aoyama.ac.jp/D%C3%BCrst/", w: http("www.sw.it.aoyama.ac.jp", "/D%C3%BCrst/", "", "")},
	{sec: "3987bis Authors' Addresses", in: "http://larry.masinter.net", w: http("larry.masinter.net", "", "", "")},
	// draft-ietf-iri-3987bis-00 appendix A: "http://www.example.org/ros[iso-8859-1]&#xE9;"
	{sec: "3987bis appendix A", in: "http://www.example.org/ros[iso-8859-1]\u00E9",
		reject: map[string]int{"rfc3987": 26, "3987bis": 26, "leiri": 26, "webaddress": 26, "rfc3986": 26}},
}

var weberExamples = []confExample{
	// draft-weber-iri-guidelines-01 section 4, step 4 (the example is split
	// across two lines of the draft, "&" and "x003f;"):
	// `<http://www.example.com/foobar;foo&` `x003f;bar>` would become `<http://www.example.com/foobar/foo?bar>`
	{sec: "weber section 4", in: "http://www.example.com/foobar;foo&x003f;bar", w: http("www.example.com", "/foobar;foo&x003f;bar", "", "")},
	{sec: "weber section 4", in: "http://www.example.com/foobar/foo?bar", w: http("www.example.com", "/foobar/foo", "bar", "")},
	// draft-weber-iri-guidelines-01 section 11.1:
	// <http://tools.ietf.org/html/draft-abarth-url-01>, <http://www.whatwg.org/specs/web-apps/current-work/multipage/urls.html#urls>
	{sec: "weber section 11.1", in: "http://tools.ietf.org/html/draft-abarth-url-01", w: http("tools.ietf.org", "/html/draft-abarth-url-01", "", "")},
	{sec: "weber section 11.1", in: "http://www.whatwg.org/specs/web-apps/current-work/multipage/urls.html#urls",
		w: http("www.whatwg.org", "/specs/web-apps/current-work/multipage/urls.html", "", "urls")},
	// <https://docs.google.com/document/d/1c8-svx7og0qBUfGBobw7LYf0cNeDVPYbNVMNpSqYCFo/edit?hl=en>
	{sec: "weber section 11.1", in: "https://docs.google.com/document/d/1c8-svx7og0qBUfGBobw7LYf0cNeDVPYbNVMNpSqYCFo/edit?hl=en",
		w: confComp{Scheme: "https", Host: "docs.google.com", Kind: kReg, Path: "/document/d/1c8-svx7og0qBUfGBobw7LYf0cNeDVPYbNVMNpSqYCFo/edit", Form: fAbE, Query: "hl=en"}},
	// Author's Address: [chris@lookout.net](mailto:chris@lookout.net)
	{sec: "weber Author's Address", in: "mailto:chris@lookout.net", w: confComp{Scheme: "mailto", Path: "chris@lookout.net", Form: fRtl}},
}

// rfc3986Base is the base URI of RFC 3986 section 5.4.
const rfc3986Base = "http://a/b/c/d;p?q"

var rfc3986Examples = []confExample{
	// RFC 3986 section 1.1: "http://localhost/", "file:///etc/hosts"
	{sec: "RFC 3986 section 1.1", in: "http://localhost/", w: http("localhost", "/", "", "")},
	{sec: "RFC 3986 section 1.1", in: "file:///etc/hosts", w: confComp{Scheme: "file", Host: "", Kind: kReg, Path: "/etc/hosts", Form: fAbE}},
	// RFC 3986 section 1.1.2
	{sec: "RFC 3986 section 1.1.2", in: "ftp://ftp.is.co.za/rfc/rfc1808.txt",
		w: confComp{Scheme: "ftp", Host: "ftp.is.co.za", Kind: kReg, Path: "/rfc/rfc1808.txt", Form: fAbE}},
	{sec: "RFC 3986 section 1.1.2", in: "http://www.ietf.org/rfc/rfc2396.txt", w: http("www.ietf.org", "/rfc/rfc2396.txt", "", "")},
	{sec: "RFC 3986 section 1.1.2", in: "ldap://[2001:db8::7]/c=GB?objectClass?one",
		w: confComp{Scheme: "ldap", Host: "[2001:db8::7]", Kind: kV6, Path: "/c=GB", Form: fAbE, Query: "objectClass?one"}},
	{sec: "RFC 3986 section 1.1.2", in: "mailto:John.Doe@example.com", w: confComp{Scheme: "mailto", Path: "John.Doe@example.com", Form: fRtl}},
	{sec: "RFC 3986 section 1.1.2", in: "news:comp.infosystems.www.servers.unix", w: confComp{Scheme: "news", Path: "comp.infosystems.www.servers.unix", Form: fRtl}},
	{sec: "RFC 3986 section 1.1.2", in: "tel:+1-816-555-1212", w: confComp{Scheme: "tel", Path: "+1-816-555-1212", Form: fRtl}},
	{sec: "RFC 3986 section 1.1.2", in: "telnet://192.0.2.16:80/",
		w: confComp{Scheme: "telnet", Host: "192.0.2.16", Kind: kV4, Port: "80", Path: "/", Form: fAbE}},
	{sec: "RFC 3986 section 1.1.2", in: "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
		w: confComp{Scheme: "urn", Path: "oasis:names:specification:docbook:dtd:xml:4.1.2", Form: fRtl}},
	// RFC 3986 section 1.2.3: the URIs "scheme:." and "scheme:..".
	{sec: "RFC 3986 section 1.2.3", in: "scheme:.", w: confComp{Scheme: "scheme", Path: ".", Form: fRtl}},
	{sec: "RFC 3986 section 1.2.3", in: "scheme:..", w: confComp{Scheme: "scheme", Path: "..", Form: fRtl}},
	// RFC 3986 section 3: the two example URIs and their component parts.
	{sec: "RFC 3986 section 3", in: "foo://example.com:8042/over/there?name=ferret#nose",
		w: confComp{Scheme: "foo", Host: "example.com", Kind: kReg, Port: "8042", Path: "/over/there", Form: fAbE, Query: "name=ferret", Frag: "nose"}},
	{sec: "RFC 3986 section 3", in: "urn:example:animal:ferret:nose", w: confComp{Scheme: "urn", Path: "example:animal:ferret:nose", Form: fRtl}},
	// RFC 3986 section 3.3: <mailto:fred@example.com> has a path of
	// "fred@example.com", whereas the URI <foo://info.example.com?fred> has an empty path.
	{sec: "RFC 3986 section 3.3", in: "mailto:fred@example.com", w: confComp{Scheme: "mailto", Path: "fred@example.com", Form: fRtl}},
	{sec: "RFC 3986 section 3.3", in: "foo://info.example.com?fred",
		w: confComp{Scheme: "foo", Host: "info.example.com", Kind: kReg, Path: "", Form: fAbE, Query: "fred"}},
	// RFC 3986 section 4.2: A path segment that contains a colon character
	// (e.g., "this:that") cannot be used as the first segment of a
	// relative-path reference ... "./this:that".
	{sec: "RFC 3986 section 4.2", in: "this:that", w: confComp{Scheme: "this", Path: "that", Form: fRtl}},
	{sec: "RFC 3986 section 4.2", in: "./this:that", w: confComp{Path: "./this:that", Form: fNoS}},
	// RFC 3986 section 4.5: www.w3.org/Addressing/ is, as a reference, a relative path.
	{sec: "RFC 3986 section 4.5", in: "www.w3.org/Addressing/", w: confComp{Path: "www.w3.org/Addressing/", Form: fNoS}},
	// RFC 3986 section 5.4: the base URI http://a/b/c/d;p?q
	{sec: "RFC 3986 section 5.4", in: rfc3986Base, w: http("a", "/b/c/d;p", "q", "")},
	// RFC 3986 section 5.4.1, normal examples (reference and result).
	{sec: "RFC 3986 section 5.4.1", in: "g:h", w: confComp{Scheme: "g", Path: "h", Form: fRtl}},
	{sec: "RFC 3986 section 5.4.1", in: "g", w: confComp{Path: "g", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "./g", w: confComp{Path: "./g", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "g/", w: confComp{Path: "g/", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "/g", w: confComp{Path: "/g", Form: fAbs}},
	{sec: "RFC 3986 section 5.4.1", in: "//g", w: confComp{Host: "g", Kind: kReg, Path: "", Form: fAbE}},
	{sec: "RFC 3986 section 5.4.1", in: "?y", w: confComp{Path: "", Form: fEmp, Query: "y"}},
	{sec: "RFC 3986 section 5.4.1", in: "g?y", w: confComp{Path: "g", Form: fNoS, Query: "y"}},
	{sec: "RFC 3986 section 5.4.1", in: "#s", w: confComp{Path: "", Form: fEmp, Frag: "s"}},
	{sec: "RFC 3986 section 5.4.1", in: "g#s", w: confComp{Path: "g", Form: fNoS, Frag: "s"}},
	{sec: "RFC 3986 section 5.4.1", in: "g?y#s", w: confComp{Path: "g", Form: fNoS, Query: "y", Frag: "s"}},
	{sec: "RFC 3986 section 5.4.1", in: ";x", w: confComp{Path: ";x", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "g;x", w: confComp{Path: "g;x", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "g;x?y#s", w: confComp{Path: "g;x", Form: fNoS, Query: "y", Frag: "s"}},
	{sec: "RFC 3986 section 5.4.1", in: "", w: confComp{Path: "", Form: fEmp}},
	{sec: "RFC 3986 section 5.4.1", in: ".", w: confComp{Path: ".", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "./", w: confComp{Path: "./", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "..", w: confComp{Path: "..", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "../", w: confComp{Path: "../", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "../g", w: confComp{Path: "../g", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "../..", w: confComp{Path: "../..", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "../../", w: confComp{Path: "../../", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "../../g", w: confComp{Path: "../../g", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/c/g", w: http("a", "/b/c/g", "", "")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/c/g/", w: http("a", "/b/c/g/", "", "")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/g", w: http("a", "/g", "", "")},
	{sec: "RFC 3986 section 5.4.1", in: "http://g", w: http("g", "", "", "")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/c/d;p?y", w: http("a", "/b/c/d;p", "y", "")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/c/g?y", w: http("a", "/b/c/g", "y", "")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/c/d;p?q#s", w: http("a", "/b/c/d;p", "q", "s")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/c/g#s", w: http("a", "/b/c/g", "", "s")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/c/g?y#s", w: http("a", "/b/c/g", "y", "s")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/c/;x", w: http("a", "/b/c/;x", "", "")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/c/g;x", w: http("a", "/b/c/g;x", "", "")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/c/g;x?y#s", w: http("a", "/b/c/g;x", "y", "s")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/c/", w: http("a", "/b/c/", "", "")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/", w: http("a", "/b/", "", "")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/b/g", w: http("a", "/b/g", "", "")},
	{sec: "RFC 3986 section 5.4.1", in: "http://a/", w: http("a", "/", "", "")},
	// RFC 3986 section 5.4.2, abnormal examples.
	{sec: "RFC 3986 section 5.4.2", in: "../../../g", w: confComp{Path: "../../../g", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: "../../../../g", w: confComp{Path: "../../../../g", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: "/./g", w: confComp{Path: "/./g", Form: fAbs}},
	{sec: "RFC 3986 section 5.4.2", in: "/../g", w: confComp{Path: "/../g", Form: fAbs}},
	{sec: "RFC 3986 section 5.4.2", in: "g.", w: confComp{Path: "g.", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: ".g", w: confComp{Path: ".g", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: "g..", w: confComp{Path: "g..", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: "..g", w: confComp{Path: "..g", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: "./../g", w: confComp{Path: "./../g", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: "./g/.", w: confComp{Path: "./g/.", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: "g/./h", w: confComp{Path: "g/./h", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: "g/../h", w: confComp{Path: "g/../h", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: "g;x=1/./y", w: confComp{Path: "g;x=1/./y", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: "g;x=1/../y", w: confComp{Path: "g;x=1/../y", Form: fNoS}},
	{sec: "RFC 3986 section 5.4.2", in: "g?y/./x", w: confComp{Path: "g", Form: fNoS, Query: "y/./x"}},
	{sec: "RFC 3986 section 5.4.2", in: "g?y/../x", w: confComp{Path: "g", Form: fNoS, Query: "y/../x"}},
	{sec: "RFC 3986 section 5.4.2", in: "g#s/./x", w: confComp{Path: "g", Form: fNoS, Frag: "s/./x"}},
	{sec: "RFC 3986 section 5.4.2", in: "g#s/../x", w: confComp{Path: "g", Form: fNoS, Frag: "s/../x"}},
	{sec: "RFC 3986 section 5.4.2", in: "http:g", w: confComp{Scheme: "http", Path: "g", Form: fRtl}},
	{sec: "RFC 3986 section 5.4.2", in: "http://a/b/c/g.", w: http("a", "/b/c/g.", "", "")},
	{sec: "RFC 3986 section 5.4.2", in: "http://a/b/c/.g", w: http("a", "/b/c/.g", "", "")},
	{sec: "RFC 3986 section 5.4.2", in: "http://a/b/c/g/h", w: http("a", "/b/c/g/h", "", "")},
	{sec: "RFC 3986 section 5.4.2", in: "http://a/b/c/g;x=1/y", w: http("a", "/b/c/g;x=1/y", "", "")},
	{sec: "RFC 3986 section 5.4.2", in: "http://a/b/c/g?y/./x", w: http("a", "/b/c/g", "y/./x", "")},
	{sec: "RFC 3986 section 5.4.2", in: "http://a/b/c/g#s/../x", w: http("a", "/b/c/g", "", "s/../x")},
	// RFC 3986 section 6.2.2: example://a/b/c/%7Bfoo%7D and eXAMPLE://a/./b/../b/%63/%7bfoo%7d
	{sec: "RFC 3986 section 6.2.2", in: "example://a/b/c/%7Bfoo%7D", w: confComp{Scheme: "example", Host: "a", Kind: kReg, Path: "/b/c/%7Bfoo%7D", Form: fAbE}},
	{sec: "RFC 3986 section 6.2.2", in: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", w: confComp{Scheme: "eXAMPLE", Host: "a", Kind: kReg, Path: "/./b/../b/%63/%7bfoo%7d", Form: fAbE}},
	// RFC 3986 section 6.2.3: "mailto:Joe@Example.COM" is equivalent to "mailto:Joe@example.com"
	{sec: "RFC 3986 section 6.2.3", in: "mailto:Joe@Example.COM", w: confComp{Scheme: "mailto", Path: "Joe@Example.COM", Form: fRtl}},
	{sec: "RFC 3986 section 6.2.3", in: "mailto:Joe@example.com", w: confComp{Scheme: "mailto", Path: "Joe@example.com", Form: fRtl}},
	// RFC 3986 section 7.6: ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm
	// (the userinfo is the misleading "cnn.example.com&story=breaking_news").
	{sec: "RFC 3986 section 7.6", in: "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
		w: confComp{Scheme: "ftp", User: "cnn.example.com&story=breaking_news", Host: "10.0.0.1", Kind: kV4, Path: "/top_story.htm", Form: fAbE}},
	// RFC 3986 appendix B: http://www.ics.uci.edu/pub/ietf/uri/#Related
	{sec: "RFC 3986 appendix B", in: "http://www.ics.uci.edu/pub/ietf/uri/#Related", w: http("www.ics.uci.edu", "/pub/ietf/uri/", "", "Related")},
	// RFC 3986 appendix C: the URI references found in the text.
	{sec: "RFC 3986 appendix C", in: "http://www.w3.org/Addressing/", w: http("www.w3.org", "/Addressing/", "", "")},
	{sec: "RFC 3986 appendix C", in: "ftp://foo.example.com/rfc/", w: confComp{Scheme: "ftp", Host: "foo.example.com", Kind: kReg, Path: "/rfc/", Form: fAbE}},
	{sec: "RFC 3986 appendix C", in: "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", w: http("www.ics.uci.edu", "/pub/ietf/uri/historical.html", "", "WARNING")},
	// RFC 3986 appendix D.2: an absolute-URI may consist of nothing after
	// the "scheme:", as with the "dav:" namespace and the "about:" scheme.
	{sec: "RFC 3986 appendix D.2", in: "dav:", w: confComp{Scheme: "dav", Path: "", Form: fEmp}},
	{sec: "RFC 3986 appendix D.2", in: "about:", w: confComp{Scheme: "about", Path: "", Form: fEmp}},
}

func TestSpecExamples(t *testing.T) {
	sets := []struct {
		name string
		ex   []confExample
	}{
		{"rfc3987", rfc3987Examples}, {"3987bis", bisExamples}, {"weber", weberExamples}, {"rfc3986", rfc3986Examples},
	}
	for _, set := range sets {
		for _, ex := range set.ex {
			for _, vn := range confVariants {
				v := confVariant(t, vn)
				label := vn + " (" + ex.sec + ")"
				off, rejected := ex.reject[vn]
				if vn == "rfc3986" && !isASCII(ex.in) && !rejected {
					// RFC 3986 is ASCII only: the first non-ASCII byte is the error.
					rejected = true
					off = strings.IndexFunc(ex.in, func(r rune) bool { return r >= 0x80 })
				}
				u, err := v.Parse(ex.in)
				if rejected {
					var pe *iri.ParseError
					if !errors.As(err, &pe) {
						t.Errorf("%s %q: got %v, want a *ParseError", label, ex.in, err)
						continue
					}
					if pe.Offset != off {
						t.Errorf("%s %q: error offset %d, want %d (%v)", label, ex.in, pe.Offset, off, err)
					}
					continue
				}
				if err != nil {
					t.Errorf("%s %q: %v", label, ex.in, err)
					continue
				}
				confCheck(t, label, ex.in, u, ex.w)
			}
		}
	}
}

// TestSpecExampleRFC3986Host checks the non-ASCII hosts of the RFC 3987
// examples against RFC3986 more precisely: the error is at the first
// non-ASCII byte, inside the host, which iuserinfo could not take either.
func TestSpecExampleRFC3986Host(t *testing.T) {
	_, err := iri.RFC3986.Parse("http://r\u00E9sum\u00E9.example.org")
	var pe *iri.ParseError
	if !errors.As(err, &pe) || pe.Offset != 8 {
		t.Fatalf("got %v, want an error at byte 8", err)
	}
}

// confEdge is one edge case: input in, parsed with entry rule rule by each
// variant in vs, is valid with components w, or invalid (w == nil) with the
// error at byte off.
type confEdge struct {
	vs   string // variant names separated by spaces; "all" for confVariants
	rule iri.Rule
	in   string
	w    *confComp
	off  int
}

func (e confEdge) variants() []string {
	if e.vs == "all" {
		return confVariants
	}
	return strings.Fields(e.vs)
}

func okc(c confComp) *confComp { return &c }

// hostOnly is "http://HOST/" with the host of kind k.
func hostOnly(host string, k iri.HostKind) *confComp {
	return &confComp{Scheme: "http", Host: host, Kind: k, Path: "/", Form: fAbE}
}

const (
	rRef = iri.RuleIRIReference
	rIRI = iri.RuleIRI
	rAbs = iri.RuleAbsoluteIRI
	rRel = iri.RuleRelativeRef
)

// bis3 are the three variants built on draft-ietf-iri-3987bis.
const bis3 = "3987bis leiri webaddress"

var edgeCases = []confEdge{
	// Scheme characters: RFC 3986 section 3.1, scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
	{vs: "all", in: "a+b-c.d:", w: okc(confComp{Scheme: "a+b-c.d", Path: "", Form: fEmp})},
	{vs: "all", in: "A:", w: okc(confComp{Scheme: "A", Path: "", Form: fEmp})},
	{vs: "all", in: "z9:x", w: okc(confComp{Scheme: "z9", Path: "x", Form: fRtl})},
	// "1a:" is no IRI (a scheme starts with a letter) and no relative
	// reference (a colon in the first segment): the error is at the colon.
	{vs: "all", in: "1a:", off: 2},
	{vs: "all", in: "-a:", off: 2},
	{vs: "all", in: "+a:b", off: 2},
	{vs: "all", in: "a_b:c", off: 3},
	{vs: "all", in: ":a", off: 0},
	{vs: "all", rule: rIRI, in: "1a:b", off: 0},
	// A colon in the first segment (RFC 3986 section 4.2).
	{vs: "all", in: "a:b", w: okc(confComp{Scheme: "a", Path: "b", Form: fRtl})},
	{vs: "all", in: "./a:b", w: okc(confComp{Path: "./a:b", Form: fNoS})},
	{vs: "all", in: "a/b:c", w: okc(confComp{Path: "a/b:c", Form: fNoS})},
	{vs: "all", in: "a@b:c", off: 3},
	{vs: "all", rule: rRel, in: "./a:b", w: okc(confComp{Path: "./a:b", Form: fNoS})},
	{vs: "all", rule: rRel, in: "a/b:c", w: okc(confComp{Path: "a/b:c", Form: fNoS})},
	{vs: "all", rule: rRel, in: "a:b", off: 1},
	{vs: "all", rule: rRel, in: "/a:b", w: okc(confComp{Path: "/a:b", Form: fAbs})},

	// Empty authority, userinfo and port (RFC 3986 sections 3.2, 3.2.2, 3.2.3).
	{vs: "all", in: "//", w: okc(confComp{Host: "", Kind: kReg, Path: "", Form: fAbE})},
	{vs: "all", in: "///x", w: okc(confComp{Host: "", Kind: kReg, Path: "/x", Form: fAbE})},
	{vs: "all", in: "http://", w: okc(confComp{Scheme: "http", Host: "", Kind: kReg, Path: "", Form: fAbE})},
	{vs: "all", in: "http:///", w: okc(confComp{Scheme: "http", Host: "", Kind: kReg, Path: "/", Form: fAbE})},
	{vs: "all", in: "file:///x", w: okc(confComp{Scheme: "file", Host: "", Kind: kReg, Path: "/x", Form: fAbE})},
	{vs: "all", in: "http://@/", w: okc(confComp{Scheme: "http", User: confE, Host: "", Kind: kReg, Path: "/", Form: fAbE})},
	{vs: "all", in: "http://:/", w: okc(confComp{Scheme: "http", Host: "", Kind: kReg, Port: confE, Path: "/", Form: fAbE})},
	{vs: "all", in: "http://@:", w: okc(confComp{Scheme: "http", User: confE, Host: "", Kind: kReg, Port: confE, Path: "", Form: fAbE})},
	{vs: "all", in: "//h:/", w: okc(confComp{Host: "h", Kind: kReg, Port: confE, Path: "/", Form: fAbE})},
	{vs: "all", in: "http://h:", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Port: confE, Path: "", Form: fAbE})},
	{vs: "all", in: "http://u:p@h:8080/", w: okc(confComp{Scheme: "http", User: "u:p", Host: "h", Kind: kReg, Port: "8080", Path: "/", Form: fAbE})},
	{vs: "all", in: "http://h:0/", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Port: "0", Path: "/", Form: fAbE})},
	{vs: "all", in: "http://h:65536/", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Port: "65536", Path: "/", Form: fAbE})},
	{vs: "all", in: "http://h:0123456789?", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Port: "0123456789", Path: "", Form: fAbE, Query: confE})},
	// Letters in a port: "h:80a" could still be an iuserinfo waiting for "@",
	// so the first character nothing accepts is the "/" after it.
	{vs: "all", in: "http://h:80a/", off: 12},
	{vs: "all", in: "http://h:-1", off: 11},
	{vs: "all", in: "http://a@b@c", off: 10},
	{vs: "all", in: "//a:b", off: 5},

	// dec-octet limits (RFC 3986 section 3.2.2).
	{vs: "all", in: "http://0.9.10.99/", w: hostOnly("0.9.10.99", kV4)},
	{vs: "all", in: "http://100.199.200.249/", w: hostOnly("100.199.200.249", kV4)},
	{vs: "all", in: "http://250.255.0.0/", w: hostOnly("250.255.0.0", kV4)},
	{vs: "all", in: "http://255.255.255.255/", w: hostOnly("255.255.255.255", kV4)},
	{vs: "all", in: "http://1.2.3.4:80/", w: okc(confComp{Scheme: "http", Host: "1.2.3.4", Kind: kV4, Port: "80", Path: "/", Form: fAbE})},
	{vs: "all", in: "//192.0.2.16", w: okc(confComp{Host: "192.0.2.16", Kind: kV4, Path: "", Form: fAbE})},
	// Not IPv4address: these are reg-names (RFC 3986 section 3.2.2: "If host
	// matches the rule for IPv4address, then it should be considered an
	// IPv4 address literal and not a reg-name").
	{vs: "all", in: "http://256.1.1.1/", w: hostOnly("256.1.1.1", kReg)},
	{vs: "all", in: "http://1.1.1.256/", w: hostOnly("1.1.1.256", kReg)},
	{vs: "all", in: "http://300.1.1.1/", w: hostOnly("300.1.1.1", kReg)},
	{vs: "all", in: "http://260.1.1.1/", w: hostOnly("260.1.1.1", kReg)},
	{vs: "all", in: "http://01.1.1.1/", w: hostOnly("01.1.1.1", kReg)},
	{vs: "all", in: "http://1.2.3.04/", w: hostOnly("1.2.3.04", kReg)},
	{vs: "all", in: "http://1.2.3.00/", w: hostOnly("1.2.3.00", kReg)},
	{vs: "all", in: "http://1.2.3/", w: hostOnly("1.2.3", kReg)},
	{vs: "all", in: "http://1.2.3.4.5/", w: hostOnly("1.2.3.4.5", kReg)},
	{vs: "all", in: "http://1.2.3.4./", w: hostOnly("1.2.3.4.", kReg)},
	{vs: "all", in: "http://1.2.3.4x/", w: hostOnly("1.2.3.4x", kReg)},
	{vs: "all", in: "http://1.2.3.4-/", w: hostOnly("1.2.3.4-", kReg)},
	{vs: "all", in: "http://1.2.3.4!/", w: hostOnly("1.2.3.4!", kReg)},
	{vs: "all", in: "http://1.2.3.255x/", w: hostOnly("1.2.3.255x", kReg)},
	{vs: "all", in: "http://1.2.3.2555/", w: hostOnly("1.2.3.2555", kReg)},
	{vs: "rfc3987 rfc3986", in: "http://1.2.3.4%41/", w: hostOnly("1.2.3.4%41", kReg)},
	{vs: bis3, in: "http://1.2.3.4%41/", off: 17},
	{vs: "rfc3987 " + bis3, in: "http://1.2.3.4\u00E9/", w: hostOnly("1.2.3.4\u00E9", kReg)},

	// IPv6address, the nine forms of RFC 3986 section 3.2.2.
	{vs: "all", in: "http://[1:2:3:4:5:6:7:8]/", w: hostOnly("[1:2:3:4:5:6:7:8]", kV6)},         // 6( h16 ":" ) ls32
	{vs: "all", in: "http://[1:2:3:4:5:6:1.2.3.4]/", w: hostOnly("[1:2:3:4:5:6:1.2.3.4]", kV6)}, // 6( h16 ":" ) ls32
	{vs: "all", in: "http://[::2:3:4:5:6:7:8]/", w: hostOnly("[::2:3:4:5:6:7:8]", kV6)},         // "::" 5( h16 ":" ) ls32
	{vs: "all", in: "http://[::2:3:4:5:6:1.2.3.4]/", w: hostOnly("[::2:3:4:5:6:1.2.3.4]", kV6)}, // "::" 5( h16 ":" ) ls32
	{vs: "all", in: "http://[1::3:4:5:6:7:8]/", w: hostOnly("[1::3:4:5:6:7:8]", kV6)},           // [ h16 ] "::" 4( h16 ":" ) ls32
	{vs: "all", in: "http://[::3:4:5:6:7:8]/", w: hostOnly("[::3:4:5:6:7:8]", kV6)},             // [ h16 ] "::" 4( h16 ":" ) ls32
	{vs: "all", in: "http://[1:2::4:5:6:7:8]/", w: hostOnly("[1:2::4:5:6:7:8]", kV6)},           // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
	{vs: "all", in: "http://[1::4:5:6:7:8]/", w: hostOnly("[1::4:5:6:7:8]", kV6)},               // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
	{vs: "all", in: "http://[1:2:3::5:6:7:8]/", w: hostOnly("[1:2:3::5:6:7:8]", kV6)},           // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
	{vs: "all", in: "http://[1:2:3:4::6:7:8]/", w: hostOnly("[1:2:3:4::6:7:8]", kV6)},           // [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
	{vs: "all", in: "http://[1:2:3:4:5::7:8]/", w: hostOnly("[1:2:3:4:5::7:8]", kV6)},           // [ *4( h16 ":" ) h16 ] "::" ls32
	{vs: "all", in: "http://[1:2:3:4:5::1.2.3.4]/", w: hostOnly("[1:2:3:4:5::1.2.3.4]", kV6)},   // [ *4( h16 ":" ) h16 ] "::" ls32
	{vs: "all", in: "http://[::1.2.3.4]/", w: hostOnly("[::1.2.3.4]", kV6)},                     // [ *4( h16 ":" ) h16 ] "::" ls32
	{vs: "all", in: "http://[1:2:3:4:5:6::8]/", w: hostOnly("[1:2:3:4:5:6::8]", kV6)},           // [ *5( h16 ":" ) h16 ] "::" h16
	{vs: "all", in: "http://[::1]/", w: hostOnly("[::1]", kV6)},                                 // [ *5( h16 ":" ) h16 ] "::" h16
	{vs: "all", in: "http://[1:2:3:4:5:6:7::]/", w: hostOnly("[1:2:3:4:5:6:7::]", kV6)},         // [ *6( h16 ":" ) h16 ] "::"
	{vs: "all", in: "http://[1::]/", w: hostOnly("[1::]", kV6)},                                 // [ *6( h16 ":" ) h16 ] "::"
	{vs: "all", in: "http://[::]/", w: hostOnly("[::]", kV6)},                                   // [ *6( h16 ":" ) h16 ] "::"
	{vs: "all", in: "http://[::1:2:3:4:5:6:7]/", w: hostOnly("[::1:2:3:4:5:6:7]", kV6)},
	{vs: "all", in: "http://[1::2:3]/", w: hostOnly("[1::2:3]", kV6)},
	{vs: "all", in: "http://[1::2:3:4]/", w: hostOnly("[1::2:3:4]", kV6)},
	{vs: "all", in: "http://[::1:2.3.4.5]/", w: hostOnly("[::1:2.3.4.5]", kV6)},
	{vs: "all", in: "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
		w: okc(confComp{Scheme: "http", Host: "[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]", Kind: kV6, Port: "80", Path: "/index.html", Form: fAbE})},
	{vs: "all", in: "http://[1080::8:800:200C:417A]/", w: hostOnly("[1080::8:800:200C:417A]", kV6)},
	{vs: "all", in: "http://[::FFFF:129.144.52.38]/", w: hostOnly("[::FFFF:129.144.52.38]", kV6)},
	{vs: "all", in: "http://[ffff:FFFF:0:00:000:0000:a:b]/", w: hostOnly("[ffff:FFFF:0:00:000:0000:a:b]", kV6)},
	{vs: "all", in: "http://[::ffff:255.255.255.255]/", w: hostOnly("[::ffff:255.255.255.255]", kV6)},
	{vs: "all", in: "//[::1]:8080", w: okc(confComp{Host: "[::1]", Kind: kV6, Port: "8080", Path: "", Form: fAbE})},
	{vs: "all", in: "http://u@[::1]", w: okc(confComp{Scheme: "http", User: "u", Host: "[::1]", Kind: kV6, Path: "", Form: fAbE})},
	// Malformed IPv6.
	{vs: "all", in: "http://[1:2:3:4:5:6:7:8:9]/", off: 23},     // too many groups
	{vs: "all", in: "http://[1:2:3:4:5:6:7]/", off: 21},         // too few
	{vs: "all", in: "http://[1:2:3:4:5:6:7:1.2.3.4]/", off: 23}, // too many with an IPv4 tail
	{vs: "all", in: "http://[:::]/", off: 10},
	{vs: "all", in: "http://[1::2::3]/", off: 13},
	{vs: "all", in: "http://[12345::]/", off: 12}, // 5 hex digits
	{vs: "all", in: "http://[::1.2.3]/", off: 15},
	{vs: "all", in: "http://[::1.2.3.256]/", off: 18},
	{vs: "all", in: "http://[::01.2.3.4]/", off: 12},
	{vs: "all", in: "http://[fe80::1%eth0]/", off: 15},   // no zone identifiers
	{vs: "all", in: "http://[fe80::1%25eth0]/", off: 15}, // not even RFC 6874's
	{vs: "all", in: "http://[]/", off: 8},
	{vs: "all", in: "http://[g::]/", off: 8},
	{vs: "all", in: "http://[::1", off: 11},
	{vs: "all", in: "http://[::1]x/", off: 12},
	{vs: "all", in: "http://::1/", off: 10},

	// IPvFuture (RFC 3986 section 3.2.2).
	{vs: "all", in: "http://[v1.x]/", w: hostOnly("[v1.x]", kVF)},
	{vs: "all", in: "http://[vF.a:b]/", w: hostOnly("[vF.a:b]", kVF)},
	{vs: "all", in: "http://[V1.x]/", w: hostOnly("[V1.x]", kVF)}, // ABNF literals are case-insensitive
	{vs: "all", in: "http://[vabc.1]/", w: hostOnly("[vabc.1]", kVF)},
	{vs: "all", in: "http://[v7.!$&'()*+,;=:-._~]/", w: hostOnly("[v7.!$&'()*+,;=:-._~]", kVF)},
	{vs: "all", in: "http://[v1x]/", off: 10},       // missing dot
	{vs: "all", in: "http://[v.x]/", off: 9},        // missing hex
	{vs: "all", in: "http://[vG.x]/", off: 9},       // not hex
	{vs: "all", in: "http://[v1.]/", off: 11},       // nothing after the dot
	{vs: "all", in: "http://[v1.x/y]/", off: 12},    // "/" not allowed
	{vs: "all", in: "http://[v1.\u00E9]/", off: 11}, // unreserved, not iunreserved
	{vs: "all", in: "http://[v1.%41]/", off: 11},    // no pct-encoded

	// Percent-encoding (RFC 3986 section 2.1) and href-pct-form (3987bis section 7.2).
	{vs: "all", in: "http://h/%41%aF", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/%41%aF", Form: fAbE})},
	{vs: "rfc3987 3987bis leiri rfc3986", in: "http://h/%4g", off: 11},
	{vs: "rfc3987 3987bis leiri rfc3986", in: "http://h/%", off: 10},
	{vs: "rfc3987 3987bis leiri rfc3986", in: "http://h/%A", off: 11},
	{vs: "rfc3987 3987bis leiri rfc3986", in: "%", off: 1},
	{vs: "rfc3987 3987bis leiri rfc3986", in: "http://h/?%zz", off: 11},
	{vs: "rfc3987 3987bis leiri rfc3986", in: "http://h/#%", off: 11},
	{vs: "webaddress", in: "http://h/%4g", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/%4g", Form: fAbE})},
	{vs: "webaddress", in: "http://h/%", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/%", Form: fAbE})},
	{vs: "webaddress", in: "http://h/%A", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/%A", Form: fAbE})},
	{vs: "webaddress", in: "%", w: okc(confComp{Path: "%", Form: fNoS})},
	{vs: "webaddress", in: "http://h/?%zz#%", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/", Form: fAbE, Query: "%zz", Frag: "%"})},
	{vs: "webaddress", in: "http://%@h", w: okc(confComp{Scheme: "http", User: "%", Host: "h", Kind: kReg, Path: "", Form: fAbE})},
	// pct-encoded in ireg-name: RFC 3987 yes, 3987bis no (not even a lone
	// "%" in webaddress); in iuserinfo both.
	{vs: "rfc3987 rfc3986", in: "http://%41/", w: hostOnly("%41", kReg)},
	{vs: bis3, in: "http://%41/", off: 10},
	{vs: "webaddress", in: "http://a%/", off: 9},
	{vs: "all", in: "http://%41@h/", w: okc(confComp{Scheme: "http", User: "%41", Host: "h", Kind: kReg, Path: "/", Form: fAbE})},
	{vs: "rfc3987 rfc3986", in: "http://h%4/", off: 10},

	// "#" in ifragment: RFC 3987 no, 3987bis (and its variants) yes.
	{vs: "rfc3987 rfc3986", in: "a#b#c", off: 3},
	{vs: bis3, in: "a#b#c", w: okc(confComp{Path: "a", Form: fNoS, Frag: "b#c"})},
	{vs: bis3, in: "http://h/##", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/", Form: fAbE, Frag: "#"})},
	{vs: "all", in: "http://h/#?/:@!$", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/", Form: fAbE, Frag: "?/:@!$"})},
	{vs: "all", in: "?/?", w: okc(confComp{Path: "", Form: fEmp, Query: "/?"})},
	{vs: "all", in: "?#", w: okc(confComp{Path: "", Form: fEmp, Query: confE, Frag: confE})},
	{vs: "all", in: "http://h/?#", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/", Form: fAbE, Query: confE, Frag: confE})},

	// Backslash: webaddress href-path-sep (a path separator that also ends
	// the host, per grammar/webaddress.peg); in leiri an ordinary
	// leiri-ucschar character; nowhere else allowed.
	{vs: "webaddress", in: "http://h\\a\\b", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "\\a\\b", Form: fAbE})},
	{vs: "leiri", in: "http://h\\a\\b", w: okc(confComp{Scheme: "http", Host: "h\\a\\b", Kind: kReg, Path: "", Form: fAbE})},
	{vs: "rfc3987 3987bis rfc3986", in: "http://h\\a\\b", off: 8},
	{vs: "webaddress leiri", in: "a\\b", w: okc(confComp{Path: "a\\b", Form: fNoS})},
	{vs: "rfc3987 3987bis rfc3986", in: "a\\b", off: 1},
	{vs: "webaddress", in: "\\a", w: okc(confComp{Path: "\\a", Form: fAbs})},
	{vs: "leiri", in: "\\a", w: okc(confComp{Path: "\\a", Form: fNoS})},
	{vs: "webaddress", in: "http:\\a", w: okc(confComp{Scheme: "http", Path: "\\a", Form: fAbs})},
	{vs: "leiri", in: "http:\\a", w: okc(confComp{Scheme: "http", Path: "\\a", Form: fRtl})},
	{vs: "webaddress", in: "a:b\\c", w: okc(confComp{Scheme: "a", Path: "b\\c", Form: fRtl})},
	{vs: "webaddress", in: "http://h/a\\b/c", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/a\\b/c", Form: fAbE})},
	{vs: "leiri", in: "http://u\\v@h/", w: okc(confComp{Scheme: "http", User: "u\\v", Host: "h", Kind: kReg, Path: "/", Form: fAbE})},
	// webaddress: "\" ends the authority, userinfo included (grammar/webaddress.peg).
	{vs: "webaddress", in: "http://u\\v@h/", w: okc(confComp{Scheme: "http", Host: "u", Kind: kReg, Path: "\\v@h/", Form: fAbE})},
	{vs: "webaddress leiri", in: "http://h/?a\\b#c\\d", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/", Form: fAbE, Query: "a\\b", Frag: "c\\d"})},
	{vs: "webaddress", in: "http://1.2.3.4\\x", w: okc(confComp{Scheme: "http", Host: "1.2.3.4", Kind: kV4, Path: "\\x", Form: fAbE})},
	{vs: "leiri", in: "http://1.2.3.4\\x", w: okc(confComp{Scheme: "http", Host: "1.2.3.4\\x", Kind: kReg, Path: "", Form: fAbE})},
	{vs: "webaddress", in: "http://h:80\\x", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Port: "80", Path: "\\x", Form: fAbE})},
	// The "//" before an authority written with href-path-sep "\" (see
	// grammar/webaddress.peg): String() must still give back the input.
	{vs: "webaddress", in: "http:\\\\h\\p", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "\\p", Form: fAbE})},
	{vs: "webaddress", in: "/\\h", w: okc(confComp{Host: "h", Kind: kReg, Path: "", Form: fAbE})},
	{vs: "webaddress", in: "\\/u@h:1/", w: okc(confComp{User: "u", Host: "h", Kind: kReg, Port: "1", Path: "/", Form: fAbE})},

	// The other leiri-ucschar / href-ucschar ASCII characters.
	{vs: "webaddress leiri", in: "http://h/a b<c>d\"e{f}g|h^i`j", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/a b<c>d\"e{f}g|h^i`j", Form: fAbE})},
	{vs: "webaddress leiri", in: "a b", w: okc(confComp{Path: "a b", Form: fNoS})},
	{vs: "webaddress leiri", in: "http://a b/", w: hostOnly("a b", kReg)},
	{vs: "rfc3987 3987bis rfc3986", in: "http://a b/", off: 8},
	{vs: "rfc3987 3987bis rfc3986", in: "http://h/a b", off: 10},

	// The four entry rules (RFC 3987 section 2.2).
	{vs: "all", rule: rAbs, in: "http://h/p?q", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/p", Form: fAbE, Query: "q"})},
	{vs: "all", rule: rAbs, in: "http://h/p#f", off: 10},
	{vs: "all", rule: rAbs, in: "http://h/p?q#", off: 12},
	{vs: "all", rule: rAbs, in: "a", off: 1},
	{vs: "all", rule: rAbs, in: "//h", off: 0},
	{vs: "all", rule: rIRI, in: "http://h#f", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "", Form: fAbE, Frag: "f"})},
	{vs: "all", rule: rIRI, in: "//h/p", off: 0},
	{vs: "all", rule: rIRI, in: "p", off: 1},
	{vs: "all", rule: rIRI, in: "", off: 0},
	{vs: "all", rule: rRel, in: "//h/p?q#f", w: okc(confComp{Host: "h", Kind: kReg, Path: "/p", Form: fAbE, Query: "q", Frag: "f"})},
	{vs: "all", rule: rRel, in: "", w: okc(confComp{Path: "", Form: fEmp})},
	{vs: "all", rule: rRel, in: "http://h", off: 4},
	{vs: "all", rule: rRef, in: "http://h/p?q#f", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/p", Form: fAbE, Query: "q", Frag: "f"})},

	// Path forms.
	{vs: "all", in: "/", w: okc(confComp{Path: "/", Form: fAbs})},
	{vs: "all", in: "/a//b", w: okc(confComp{Path: "/a//b", Form: fAbs})},
	{vs: "all", in: "a:/b", w: okc(confComp{Scheme: "a", Path: "/b", Form: fAbs})},
	{vs: "all", in: "a:b//c", w: okc(confComp{Scheme: "a", Path: "b//c", Form: fRtl})},
	{vs: "all", in: "a:?q", w: okc(confComp{Scheme: "a", Path: "", Form: fEmp, Query: "q"})},
	{vs: "all", in: "@", w: okc(confComp{Path: "@", Form: fNoS})},
	{vs: "all", in: "http://h//", w: okc(confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "//", Form: fAbE})},
	{vs: "all", in: "http://h/[", off: 9},
	{vs: "all", in: "http://h/]", off: 9},
}

func TestEdgeCases(t *testing.T) {
	for _, e := range edgeCases {
		for _, vn := range e.variants() {
			v := confVariant(t, vn)
			label := vn + " " + e.rule.String()
			u, err := v.ParseRule(e.in, e.rule)
			if e.w == nil {
				var pe *iri.ParseError
				if err == nil {
					t.Errorf("%s %q: valid (%+v), want an error at byte %d", label, e.in, *u, e.off)
				} else if !errors.As(err, &pe) {
					t.Errorf("%s %q: %T %v, want *ParseError", label, e.in, err, err)
				} else if pe.Offset != e.off {
					t.Errorf("%s %q: error at byte %d, want %d (%v)", label, e.in, pe.Offset, e.off, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s %q: %v", label, e.in, err)
				continue
			}
			confCheck(t, label, e.in, u, *e.w)
		}
	}
}

// TestSpansByHand checks spans computed by hand, byte by byte.
func TestSpansByHand(t *testing.T) {
	// 0    5    10   15   20   25   30   35   40   45   50
	// http://user@r\u00E9sum\u00E9.example.org:8080/p/q?x=1#frag
	// "résumé.example.org" is 18 characters and 20 bytes.
	s := "http://user@r\u00E9sum\u00E9.example.org:8080/p/q?x=1#frag"
	u, err := iri.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	want := iri.Spans{
		Scheme:    iri.Span{Start: 0, End: 4},
		Authority: iri.Span{Start: 7, End: 37},
		Userinfo:  iri.Span{Start: 7, End: 11},
		Host:      iri.Span{Start: 12, End: 32},
		Port:      iri.Span{Start: 33, End: 37},
		Path:      iri.Span{Start: 37, End: 41},
		Query:     iri.Span{Start: 42, End: 45},
		Fragment:  iri.Span{Start: 46, End: 50},
	}
	if u.Spans() != want {
		t.Errorf("Spans = %+v, want %+v", u.Spans(), want)
	}
	if got := u.Spans().Span(iri.ComponentHost); got != want.Host {
		t.Errorf("Span(ComponentHost) = %+v", got)
	}
	if u.Authority() != "user@r\u00E9sum\u00E9.example.org:8080" {
		t.Errorf("Authority() = %q", u.Authority())
	}
	// Absent components have the zero span; present empty ones an empty
	// span at their place.
	u, err = iri.Parse("a?")
	if err != nil {
		t.Fatal(err)
	}
	if u.Spans().Query != (iri.Span{Start: 2, End: 2}) || u.Spans().Fragment != (iri.Span{}) || u.Spans().Host != (iri.Span{}) ||
		u.Spans().Path != (iri.Span{Start: 0, End: 1}) || u.Spans().Scheme != (iri.Span{}) {
		t.Errorf("a?: Spans = %+v", u.Spans())
	}
}

// Character ranges transcribed from the specifications.
var (
	// RFC 3987 section 2.2 (and draft-ietf-iri-3987bis-00 section 2.2): ucschar.
	specUcschar = [][2]rune{
		{0xA0, 0xD7FF}, {0xF900, 0xFDCF}, {0xFDF0, 0xFFEF},
		{0x10000, 0x1FFFD}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
		{0x40000, 0x4FFFD}, {0x50000, 0x5FFFD}, {0x60000, 0x6FFFD},
		{0x70000, 0x7FFFD}, {0x80000, 0x8FFFD}, {0x90000, 0x9FFFD},
		{0xA0000, 0xAFFFD}, {0xB0000, 0xBFFFD}, {0xC0000, 0xCFFFD},
		{0xD0000, 0xDFFFD}, {0xE1000, 0xEFFFD},
	}
	// RFC 3987 section 2.2: iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
	specIprivate = [][2]rune{{0xE000, 0xF8FF}, {0xF0000, 0xFFFFD}, {0x100000, 0x10FFFD}}
	// draft-ietf-iri-3987bis-00 section 2.2 (and -04 section 12.1.3): iprivate
	// adds the tags %xE0000-E0FFF.
	specTags = [][2]rune{{0xE0000, 0xE0FFF}}
	// draft-ietf-iri-3987bis-00 sections 7.1 and 7.2: leiri-ucschar and
	// href-ucschar (the same set), without the ASCII characters listed
	// one by one (" " "<" ">" '"' "{" "}" "|" "\" "^" "`").
	specLeiri = [][2]rune{{0x0, 0x1F}, {0x7F, 0xD7FF}, {0xE000, 0xFFFD}, {0x10000, 0x10FFFF}}
)

const specLeiriASCII = " <>\"{}|\\^`"

func inRanges(r rune, rs [][2]rune) bool {
	for _, x := range rs {
		if x[0] <= r && r <= x[1] {
			return true
		}
	}
	return false
}

// specUnreservedExtra reports whether the variant's iunreserved contains the
// non-ASCII or non-URI character r; specQueryExtra whether its iquery does.
func specUnreservedExtra(v string, r rune) bool {
	switch v {
	case "rfc3987", "3987bis":
		return inRanges(r, specUcschar)
	case "leiri", "webaddress":
		return inRanges(r, specLeiri) || strings.ContainsRune(specLeiriASCII, r)
	}
	return false // rfc3986: ASCII unreserved only
}

func specQueryExtra(v string, r rune) bool {
	switch v {
	case "rfc3987":
		return specUnreservedExtra(v, r) || inRanges(r, specIprivate)
	case "3987bis", "leiri", "webaddress":
		return specUnreservedExtra(v, r) || inRanges(r, specIprivate) || inRanges(r, specTags)
	}
	return false
}

// boundaryRunes returns, for every range, the code points one before the
// first, the first, the last and one past the last, without surrogates,
// values beyond U+10FFFF, and ASCII characters that have a syntactic role
// ("\" is tested on its own).
func boundaryRunes() []rune {
	seen := map[rune]bool{}
	var out []rune
	add := func(r rune) {
		if r < 0 || r > 0x10FFFF || (r >= 0xD800 && r <= 0xDFFF) || seen[r] || r == '\\' {
			return
		}
		if r >= 0x21 && r <= 0x7E && !strings.ContainsRune(specLeiriASCII, r) {
			return
		}
		seen[r] = true
		out = append(out, r)
	}
	for _, rs := range [][][2]rune{specUcschar, specIprivate, specTags, specLeiri} {
		for _, x := range rs {
			add(x[0] - 1)
			add(x[0])
			add(x[1])
			add(x[1] + 1)
		}
	}
	for _, r := range specLeiriASCII {
		add(r)
	}
	return out
}

// TestCharacterRangesByHand pins the range tables above, and the library's
// own classes (its parser and internal/chars), on points read directly from
// the ABNF, so that a typo in either cannot hide.
func TestCharacterRangesByHand(t *testing.T) {
	for _, c := range []struct {
		r                        rune
		v                        string
		unreserved, inQueryAlone bool
	}{
		{0x9F, "rfc3987", false, false},
		{0xA0, "rfc3987", true, true},
		{0xD7FF, "rfc3987", true, true},
		{0xE000, "rfc3987", false, true},   // iprivate: query only
		{0xF8FF, "rfc3987", false, true},   // iprivate: query only
		{0xF900, "rfc3987", true, true},    // ucschar again
		{0xFDD0, "rfc3987", false, false},  // non-character
		{0xFFF0, "rfc3987", false, false},  // specials
		{0x1FFFE, "rfc3987", false, false}, // non-character
		{0xE0000, "rfc3987", false, false}, // tag: not in RFC 3987
		{0xE0000, "3987bis", false, true},  // tag: iprivate of 3987bis
		{0xE0FFF, "3987bis", false, true},
		{0xE1000, "3987bis", true, true},
		{0x10FFFD, "rfc3987", false, true},
		{0x10FFFE, "rfc3987", false, false},
		{0x10FFFF, "leiri", true, true},
		{0xFFFE, "leiri", false, false},
		{0x00, "leiri", true, true},
		{' ', "webaddress", true, true},
		{0xA0, "rfc3986", false, false},
	} {
		if got := specUnreservedExtra(c.v, c.r); got != c.unreserved {
			t.Errorf("%s U+%04X: unreserved = %v", c.v, c.r, got)
		}
		if got := specQueryExtra(c.v, c.r); got != c.inQueryAlone {
			t.Errorf("%s U+%04X: query = %v", c.v, c.r, got)
		}
		// The library's own classes, through its parser: the character
		// inside a path segment and alone in a query.
		v := confVariant(t, c.v)
		path := "http://h/a" + string(c.r) + "b"
		if got := v.Valid(path); got != c.unreserved {
			t.Errorf("%s: %v.Valid(%q) = %v, want %v", c.v, v, path, got, c.unreserved)
		}
		query := "http://h/?a" + string(c.r) + "b"
		if got := v.Valid(query); got != c.inQueryAlone {
			t.Errorf("%s: %v.Valid(%q) = %v, want %v", c.v, v, query, got, c.inQueryAlone)
		}
		// And the class functions of internal/chars for the non-ASCII rows.
		if c.r < 0x80 {
			continue
		}
		switch c.v {
		case "rfc3987", "3987bis":
			bis := c.v == "3987bis"
			if got := chars.IsUcschar(c.r); got != c.unreserved {
				t.Errorf("chars.IsUcschar(U+%04X) = %v, want %v", c.r, got, c.unreserved)
			}
			if got := chars.IsIprivate(c.r, bis); got != (c.inQueryAlone && !c.unreserved) {
				t.Errorf("chars.IsIprivate(U+%04X, %v) = %v, want %v", c.r, bis, got, !got)
			}
		case "leiri":
			if got := chars.IsLeiriUcschar(c.r); got != c.unreserved {
				t.Errorf("chars.IsLeiriUcschar(U+%04X) = %v, want %v", c.r, got, c.unreserved)
			}
		}
	}
}

// TestCharacterRanges parses every range boundary in every component that
// takes it, for every variant: private use only in iquery, tags only in the
// 3987bis iquery, leiri-ucschar in leiri and webaddress.
func TestCharacterRanges(t *testing.T) {
	type pos struct {
		name   string
		build  func(c string) string
		query  bool // iquery: iprivate allowed too
		off    int  // error offset when c is not allowed
		expect func(c string) confComp
	}
	positions := []pos{
		{"path", func(c string) string { return "http://h/a" + c }, false, 10,
			func(c string) confComp {
				return confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/a" + c, Form: fAbE}
			}},
		{"query", func(c string) string { return "http://h/?" + c }, true, 10,
			func(c string) confComp {
				return confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/", Form: fAbE, Query: c}
			}},
		{"fragment", func(c string) string { return "http://h/#" + c }, false, 10,
			func(c string) confComp {
				return confComp{Scheme: "http", Host: "h", Kind: kReg, Path: "/", Form: fAbE, Frag: c}
			}},
		{"host", func(c string) string { return "http://a" + c + "b/" }, false, 8,
			func(c string) confComp {
				return confComp{Scheme: "http", Host: "a" + c + "b", Kind: kReg, Path: "/", Form: fAbE}
			}},
		{"userinfo", func(c string) string { return "http://" + c + "@h/" }, false, 7,
			func(c string) confComp {
				return confComp{Scheme: "http", User: c, Host: "h", Kind: kReg, Path: "/", Form: fAbE}
			}},
		{"relative", func(c string) string { return c + "x" }, false, 0,
			func(c string) confComp { return confComp{Path: c + "x", Form: fNoS} }},
	}
	runes := boundaryRunes()
	if len(runes) < 60 {
		t.Fatalf("only %d boundary code points", len(runes))
	}
	for _, vn := range confVariants {
		v := confVariant(t, vn)
		for _, r := range runes {
			c := string(r)
			for _, p := range positions {
				in := p.build(c)
				ok := specUnreservedExtra(vn, r)
				if p.query {
					ok = specQueryExtra(vn, r)
				}
				label := vn + " " + p.name
				u, err := v.Parse(in)
				if !ok {
					var pe *iri.ParseError
					if !errors.As(err, &pe) {
						t.Errorf("%s U+%04X: %q accepted, want an error", label, r, in)
					} else if pe.Offset != p.off {
						t.Errorf("%s U+%04X: error at byte %d, want %d", label, r, pe.Offset, p.off)
					}
					continue
				}
				if err != nil {
					t.Errorf("%s U+%04X: %v", label, r, err)
					continue
				}
				confCheck(t, label, in, u, p.expect(c))
			}
		}
	}
}
