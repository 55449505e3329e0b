package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/goiri/iri/check"
)

func init() {
	register(&command{
		name:    "check",
		summary: "report every problem the specifications name: grammar, characters, bidi, security, host, scheme",
		usage: `Usage: iri check [--variant NAME] [--rule RULE] [--json] [--profile NAME]
                 [--ignore CODE,...] [--error CODE,...] [--warning CODE,...] [--codes] [IRI ...]

Checks each IRI and prints every finding: severity, code, byte span,
component, the specification section and a message, with carets under the
offending characters. Grammar errors of the chosen variant are findings
too (SYNTAX); check a LEIRI or Web Address with --variant leiri or
--variant webaddress to get one finding per character IRIs do not allow.
--profile sets the severity of every code: default, strict (every code an
error) or lenient (for RDF data: only what makes the input no IRI is an
error); --ignore, --error and --warning then change the codes listed;
--codes lists every code with its default severity and section (see
docs/codes.md).
Exit status: 1 if any finding has severity error, 0 otherwise, 2 on usage
errors.

Examples:
  iri check 'http://a/%C0%AF..'
  iri check --variant leiri 'http://example.org/a b<c>'
  iri check --json --ignore PORT_DEFAULT 'http://example.org:80/'
  iri check --error NOT_NFC,BIDI_MIXED_DIRECTION $'http://example.org/re\u0301sume\u0301'
  printf 'http://256.1.1.1/\nmailto://x\n' | iri check --json`,
		setup: setupCheck,
	})
}

// codeList is a flag holding a comma-separated list of codes; it may be
// repeated.
type codeList []check.Code

func (l *codeList) String() string {
	s := make([]string, len(*l))
	for i, c := range *l {
		s[i] = string(c)
	}
	return strings.Join(s, ",")
}

func (l *codeList) Set(v string) error {
	for _, f := range strings.Split(v, ",") {
		f = strings.ToUpper(strings.TrimSpace(f))
		if f == "" {
			continue
		}
		if _, ok := check.LookupCode(check.Code(f)); !ok {
			return fmt.Errorf("unknown code %q (iri check --codes lists them)", f)
		}
		*l = append(*l, check.Code(f))
	}
	return nil
}

// checkFindingJSON is one finding in --json output.
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

// checkJSON is the --json output for one input.
type checkJSON struct {
	Input    string             `json:"input"`
	Errors   int                `json:"errors"`
	Warnings int                `json:"warnings"`
	Findings []checkFindingJSON `json:"findings"`
}

func setupCheck(fs *flag.FlagSet) func(*env, []string) int {
	var vf variantFlags
	vf.declare(fs)
	asJSON := fs.Bool("json", false, "print one JSON object per input")
	listCodes := fs.Bool("codes", false, "list every code with its default severity, section and meaning, and exit")
	var ignore, asError, asWarning codeList
	fs.Var(&ignore, "ignore", "comma-separated codes not to report")
	fs.Var(&asError, "error", "comma-separated codes to report as errors")
	fs.Var(&asWarning, "warning", "comma-separated codes to report as warnings")
	profile := fs.String("profile", "default", "severity profile: default, strict or lenient")
	return func(e *env, args []string) int {
		if *listCodes {
			printCodes(e.stdout)
			return exitOK
		}
		v, r, ok := vf.resolve(e)
		if !ok {
			return exitUsage
		}
		if _, ok := check.LookupProfile(*profile); !ok {
			fmt.Fprintf(e.stderr, "iri check: unknown profile %q (known: default, strict, lenient)\n", *profile)
			return exitUsage
		}
		opts := []check.Option{check.Grammar(v), check.Rule(r), check.Profile(*profile)}
		for _, c := range ignore {
			opts = append(opts, check.CodeSeverity(c, check.SeverityIgnored))
		}
		for _, c := range asWarning {
			opts = append(opts, check.CodeSeverity(c, check.SeverityWarning))
		}
		for _, c := range asError {
			opts = append(opts, check.CodeSeverity(c, check.SeverityError))
		}
		checker := check.New(opts...)
		status := exitOK
		err := eachInput(e, args, func(s string) {
			fs := checker.Run(s)
			if check.HasErrors(fs) {
				status = exitInvalid
			}
			if *asJSON {
				writeJSON(e.stdout, checkResult(s, fs))
				return
			}
			printCheck(e.stdout, s, fs)
		})
		if err != nil {
			fmt.Fprintln(e.stderr, "iri check:", err)
			return exitUsage
		}
		return status
	}
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

// printCheck prints the input, then for each finding a line of carets
// under its span and the finding itself.
func printCheck(w io.Writer, s string, fs []check.Finding) {
	fmt.Fprintln(w, s)
	if len(fs) == 0 {
		fmt.Fprintln(w, "  ok: no findings")
		return
	}
	for _, f := range fs {
		fmt.Fprintln(w, spanCaretLine(s, f.Span))
		where := fmt.Sprintf("byte %d", f.Span.Start)
		if f.Span.Len() > 0 {
			where = fmt.Sprintf("bytes %d-%d", f.Span.Start, f.Span.End)
		}
		if f.HasComponent {
			where += ", " + f.Component.String()
		}
		fmt.Fprintf(w, "  %s %s [%s]: %s (%s)\n", f.Severity, f.Code, where, f.Message, f.Section)
	}
}

func printCodes(w io.Writer) {
	for _, c := range check.Codes() {
		fmt.Fprintf(w, "%-30s %-8s %s (%s)\n", c.Code, c.Severity, c.Meaning, c.Section)
	}
}
