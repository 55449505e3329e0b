package main

// The JSON records were written with encoding/json and the structs below
// (as they were before the append-style encoders of json.go); the
// records of the append-style encoders must be the same bytes, so that
// every existing field keeps its name, order and form.

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/goiri/iri"
	"github.com/goiri/iri/check"
)

func encodeOld(t *testing.T, v any) string {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

var jsonInputs = []string{
	"http://u@[::1]:/p?#", "a:b", "http://a b", "http://résumé.example/é?q=<>#\"f\"",
	"//h", "", "http://[::1/", "http://a/%C0%AF..", "http://a:80/", "HTTP://A/\u200b", "mailto://x",
	"http://256.1.1.1/", "x\ty", "http://a/\u202e", "http://a:8080/x?y#z", "//h:81/p", "ftp://h:021/",
}

func TestParseJSONSameAsEncodingJSON(t *testing.T) {
	for _, s := range jsonInputs {
		u, err := iri.RFC3987.ParseRule(s, iri.RuleIRIReference)
		want := encodeOld(t, parseResult(s, u, err))
		var w iri.IRI
		err = iri.RFC3987.ParseInto(&w, s, iri.RuleIRIReference)
		if got := string(appendParseJSON(nil, s, &w, err)); got != want {
			t.Errorf("%q:\ngot  %swant %s", s, got, want)
		}
	}
}

func TestCheckJSONSameAsEncodingJSON(t *testing.T) {
	for _, s := range jsonInputs {
		fs := check.Run(s)
		want := encodeOld(t, checkResult(s, fs))
		if got := string(appendCheckJSON(nil, s, fs, nil)); got != want {
			t.Errorf("%q:\ngot  %swant %s", s, got, want)
		}
	}
}

func TestErrorJSONSameAsEncodingJSON(t *testing.T) {
	for _, s := range jsonInputs {
		_, err := iri.ToURI(s)
		if err == nil {
			continue
		}
		want := encodeOld(t, toJSONError(err))
		if got := string(appendJSONErr(nil, err, "", "")) + "\n"; got != want {
			t.Errorf("%q:\ngot  %swant %s", s, got, want)
		}
	}
	err := errors.New("plain")
	if got, want := string(appendJSONErr(nil, err, "", ""))+"\n", encodeOld(t, toJSONError(err)); got != want {
		t.Errorf("plain error: got %s want %s", got, want)
	}
}

// The structs and builders of the encoding/json version.

type jsonError struct {
	Offset     *int     `json:"offset,omitempty"`
	Rule       string   `json:"rule,omitempty"`
	Message    string   `json:"message"`
	Section    string   `json:"section,omitempty"`
	Reason     string   `json:"reason,omitempty"`     // syntax errors: why, in words
	Suggestion string   `json:"suggestion,omitempty"` // syntax errors: what to write instead
	Expected   []string `json:"expected,omitempty"`
	Component  string   `json:"component,omitempty"` // mapping errors
	Label      string   `json:"label,omitempty"`     // mapping errors of a host label
}

func toJSONError(err error) *jsonError {
	var pe *iri.ParseError
	if errors.As(err, &pe) {
		off := pe.Offset
		return &jsonError{Offset: &off, Rule: pe.Rule, Message: pe.Error(), Section: pe.Section,
			Reason: pe.Reason, Suggestion: pe.Suggestion, Expected: pe.Expected}
	}
	je := &jsonError{Message: err.Error()}
	var me *iri.MappingError
	if errors.As(err, &me) {
		je.Component, je.Label = me.Component.String(), me.Label
	}
	return je
}

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
	// HostPort and HostSpecific come from the IRI's methods (section 3.2).
	HostPort     *string `json:"hostport"`
	HostSpecific string  `json:"hostspecific"`
	// Spans maps each present component ("scheme", "authority",
	// "userinfo", "host", "port", "path", "query", "fragment") to its
	// [start, end) byte offsets in the input, delimiters excluded.
	Spans map[string][2]int `json:"spans"`
}
type invalidJSON struct {
	Input string     `json:"input"`
	Valid bool       `json:"valid"`
	Error *jsonError `json:"error"`
}

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

type checkFindingJSON struct {
	Code      string  `json:"code"`
	Severity  string  `json:"severity"`
	Component *string `json:"component"`
	Start     int     `json:"start"`
	End       int     `json:"end"`
	Text      string  `json:"text"`
	Section   string  `json:"section"`
	Message   string  `json:"message"`
}
type checkJSON struct {
	Input    string             `json:"input"`
	Errors   int                `json:"errors"`
	Warnings int                `json:"warnings"`
	Findings []checkFindingJSON `json:"findings"`
}

func checkResult(s string, fs []check.Finding) checkJSON {
	out := checkJSON{Input: s, Findings: []checkFindingJSON{}}
	for _, f := range fs {
		var comp *string
		if f.HasComponent {
			c := f.Component.String()
			comp = &c
		}
		switch f.Severity {
		case check.SeverityError:
			out.Errors++
		case check.SeverityWarning:
			out.Warnings++
		}
		out.Findings = append(out.Findings, checkFindingJSON{
			Code: string(f.Code), Severity: f.Severity.String(), Component: comp,
			Start: f.Span.Start, End: f.Span.End, Text: s[f.Span.Start:f.Span.End],
			Section: f.Section, Message: f.Message,
		})
	}
	return out
}
