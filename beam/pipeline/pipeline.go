// Package pipeline is an Apache Beam pipeline that analyses a corpus of IRIs
// with github.com/goiri/iri: it normalizes every IRI at a level of the
// comparison ladder and counts the IRIs per comparison key, counts the
// findings of github.com/goiri/iri/check per code, and collects the lines
// that are rejected with their errors. It runs wherever Beam's Go SDK runs:
// in-process on the Prism runner, and on Flink, Spark or Dataflow.
//
// The input is a PCollection of lines: one IRI reference per line
// (FormatLines), or N-Triples statements whose IRIs are analysed
// (FormatNTriples). Build adds the transforms to a pipeline; Files reads
// text files and writes the three outputs as JSON Lines files.
package pipeline

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
	"github.com/goiri/iri"
	"github.com/goiri/iri/beam/ntriples"
	"github.com/goiri/iri/check"
)

// The input formats Options.Format names.
const (
	// FormatLines is one IRI reference per line. A final carriage return
	// is dropped (CRLF files), and empty lines are skipped; every other
	// line is analysed as it is, white space included.
	FormatLines = "lines"
	// FormatNTriples is an N-Triples document: the IRIs of each statement
	// are analysed (see ntriples.Extract); blank and comment lines are
	// skipped, and a line that is not N-Triples is rejected. A final
	// carriage return is dropped from the line the rejected output shows.
	FormatNTriples = "ntriples"
)

// Options configures the analysis; the names and values are those of the
// iri command's flags (the level is a rung of the comparison ladder of
// RFC 3987 section 5.3, the codes those of package check). The zero value is the iri command's defaults:
// variant rfc3987, level scheme, no code ignored, FormatLines.
type Options struct {
	// Variant is the grammar IRIs are parsed with, by name ("rfc3987",
	// "3987bis", "leiri", "webaddress", ...; see iri.LookupVariant); ""
	// is "rfc3987". Lines it rejects go to the rejected output.
	Variant string
	// Level is the comparison level: "simple", "syntax" or "scheme" (see
	// iri.ParseLevel); "" is "scheme", as for iri normalize.
	Level string
	// Ignore lists check codes whose findings are not counted, as
	// iri check --ignore does.
	Ignore []string
	// Format is FormatLines or FormatNTriples; "" is FormatLines.
	Format string
}

// withDefaults returns o with its empty fields set to their defaults.
func (o Options) withDefaults() Options {
	if o.Variant == "" {
		o.Variant = iri.RFC3987.String()
	}
	if o.Level == "" {
		o.Level = iri.LevelScheme.String()
	}
	if o.Format == "" {
		o.Format = FormatLines
	}
	return o
}

// Validate reports the first option that names nothing known.
func (o Options) Validate() error {
	_, err := newAnalyzer(o)
	return err
}

// ParseCodeList splits a comma-separated list of check codes, as the iri
// command's --ignore flag takes them: white space around a code is
// dropped, letters are uppercased, and empty items are skipped. An unknown
// code is an error.
func ParseCodeList(list string) ([]string, error) {
	var out []string
	for _, f := range strings.Split(list, ",") {
		f = strings.ToUpper(strings.TrimSpace(f))
		if f == "" {
			continue
		}
		if _, ok := check.LookupCode(check.Code(f)); !ok {
			return nil, fmt.Errorf("unknown check code %q (iri check --codes lists them)", f)
		}
		out = append(out, f)
	}
	return out, nil
}

// analyzer is the resolved form of Options.
type analyzer struct {
	variant  iri.Variant
	grammar  iri.Option // iri.Grammar(variant)
	level    iri.Level
	ntriples bool
	checker  *check.Checker
}

func newAnalyzer(o Options) (*analyzer, error) {
	o = o.withDefaults()
	v, err := iri.LookupVariant(o.Variant)
	if err != nil {
		return nil, err
	}
	l, err := iri.ParseLevel(o.Level)
	if err != nil {
		return nil, err
	}
	a := &analyzer{variant: v, grammar: iri.Grammar(v), level: l}
	switch o.Format {
	case FormatLines:
	case FormatNTriples:
		a.ntriples = true
	default:
		return nil, fmt.Errorf("unknown input format %q (known: %s, %s)", o.Format, FormatLines, FormatNTriples)
	}
	opts := []check.Option{check.Grammar(v)}
	for _, c := range o.Ignore {
		if _, ok := check.LookupCode(check.Code(c)); !ok {
			return nil, fmt.Errorf("unknown check code %q (iri check --codes lists them)", c)
		}
		opts = append(opts, check.CodeSeverity(check.Code(c), check.SeverityIgnored))
	}
	a.checker = check.New(opts...)
	return a, nil
}

// key returns the normal form of s at the analyzer's level, which is its
// comparison key: iri.Normalize under the analyzer's variant, whose grammar file
// decides how it normalizes (rfc3986 and the variants extending it keep
// URIs URIs), as the iri command's normalize does.
func (a *analyzer) key(s string) (string, error) {
	return iri.Normalize(s, a.level, a.grammar)
}

// line analyses one input line: it emits the comparison key of each IRI
// that parses, the code of each finding of each IRI, and a rejected
// record (JSON) for each IRI that does not parse or line that is not
// N-Triples.
func (a *analyzer) line(line string, emitKey, emitCode, emitRejected func(string)) {
	line = strings.TrimSuffix(line, "\r") // of a CRLF line end
	if !a.ntriples {
		if line != "" {
			a.iri(line, line, false, emitKey, emitCode, emitRejected)
		}
		return
	}
	iris, err := ntriples.Extract(line)
	if err != nil {
		emitRejected(rejectedRecord(line, "", false, err))
		return
	}
	for _, s := range iris {
		a.iri(line, s, true, emitKey, emitCode, emitRejected)
	}
}

func (a *analyzer) iri(line, s string, fromNTriples bool, emitKey, emitCode, emitRejected func(string)) {
	if k, err := a.key(s); err != nil {
		emitRejected(rejectedRecord(line, s, fromNTriples, err))
	} else {
		emitKey(k)
	}
	for _, f := range a.checker.Run(s) {
		emitCode(string(f.Code))
	}
}

// Rejected is one record of the rejected output, a line of JSON: an input
// the variant's grammar rejects (e.g. RFC 3987 section 2.2), or a line
// that is not N-Triples (RDF 1.1 N-Triples section 7).
type Rejected struct {
	// Input is the input line. Where it is not valid UTF-8, its invalid
	// bytes show as U+FFFD here and InputBase64 holds its exact bytes,
	// in standard base64, as the member "input_b64": the name the iri
	// command's JSON output gives the same thing.
	Input       string `json:"input"`
	InputBase64 string `json:"input_b64,omitempty"`
	// IRI is the IRI that does not parse, decoded from an IRIREF of an
	// N-Triples line (absent for FormatLines, where it is Input, and for a
	// line that is not N-Triples). IRIBase64 ("iri_b64") holds its exact
	// bytes where it is not valid UTF-8.
	IRI       *string `json:"iri,omitempty"`
	IRIBase64 string  `json:"iri_b64,omitempty"`
	// Error is the parse error (see iri.ParseError and ntriples.Error).
	Error string `json:"error"`
}

// KeyCount is one record of the IRIs output: a normal form and how many
// input IRIs have it as their comparison key (RFC 3987 section 5.3).
type KeyCount struct {
	IRI   string `json:"iri"`
	Count int    `json:"count"`
}

// CodeCount is one record of the findings output: a check code and how
// many findings with that code the input IRIs have.
// Each code's section is in docs/codes.md.
type CodeCount struct {
	Code  string `json:"code"`
	Count int    `json:"count"`
}

func rejectedRecord(line, s string, fromNTriples bool, err error) string {
	r := Rejected{Input: line, Error: err.Error()}
	if !utf8.ValidString(line) {
		r.InputBase64 = base64.StdEncoding.EncodeToString([]byte(line))
	}
	if fromNTriples {
		r.IRI = &s
		if !utf8.ValidString(s) {
			r.IRIBase64 = base64.StdEncoding.EncodeToString([]byte(s))
		}
	}
	return jsonLine(r)
}

// jsonLine encodes v as JSON without HTML escaping ("<" stays "<") and
// without the final newline.
func jsonLine(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// The record types hold only strings and ints: unreachable.
		panic(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// analyzeFn is the DoFn of the analysis; its exported fields are the
// options, serialized with the pipeline.
type analyzeFn struct {
	Options Options `json:"options"`
	a       *analyzer
}

// Setup resolves the options on the worker.
func (f *analyzeFn) Setup() error {
	a, err := newAnalyzer(f.Options)
	f.a = a
	return err
}

// ProcessElement analyses one line.
func (f *analyzeFn) ProcessElement(line string, emitKey, emitCode, emitRejected func(string)) {
	f.a.line(line, emitKey, emitCode, emitRejected)
}

func formatKeyCount(k string, n int) string  { return jsonLine(KeyCount{IRI: k, Count: n}) }
func formatCodeCount(c string, n int) string { return jsonLine(CodeCount{Code: c, Count: n}) }
func init() {
	register.DoFn4x0[string, func(string), func(string), func(string)](&analyzeFn{})
	register.Emitter1[string]()
	register.Function2x1(formatKeyCount)
	register.Function2x1(formatCodeCount)
}

// Outputs are the PCollections Build returns, each of JSON Lines strings
// in no particular order.
type Outputs struct {
	// IRIs has one KeyCount per distinct comparison key.
	IRIs beam.PCollection
	// Findings has one CodeCount per check code found.
	Findings beam.PCollection
	// Rejected has one Rejected per IRI that does not parse (several for
	// an N-Triples line with several) and per line that is not N-Triples.
	Rejected beam.PCollection
}

// Build adds the analysis of lines, a PCollection<string>, to the
// pipeline of s: parsing under the variant's grammar, comparison keys
// (RFC 3987 section 5.3) and check findings (docs/codes.md names each
// code's section). It returns an error, and adds nothing, when an option
// names nothing known.
func Build(s beam.Scope, lines beam.PCollection, o Options) (Outputs, error) {
	o = o.withDefaults()
	if err := o.Validate(); err != nil {
		return Outputs{}, err
	}
	s = s.Scope("iri")
	keys, codes, rejected := beam.ParDo3(s, &analyzeFn{Options: o}, lines)
	return Outputs{
		IRIs:     beam.ParDo(s.Scope("FormatIRIs"), formatKeyCount, stats.Count(s.Scope("CountKeys"), keys)),
		Findings: beam.ParDo(s.Scope("FormatFindings"), formatCodeCount, stats.Count(s.Scope("CountCodes"), codes)),
		Rejected: rejected,
	}, nil
}
