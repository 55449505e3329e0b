package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
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

// A severityFlag is --ignore, --error or --warning: a comma-separated
// list of codes, repeatable. The three flags append to one list in the
// order of the command line, and the last setting of a code wins:
// "--ignore X --error X" reports X as an error, "--error X --ignore X"
// does not report it.
type severityFlag struct {
	list *[]severitySetting
	sev  check.Severity
}

// severitySetting is one code's severity from the command line.
type severitySetting struct {
	code check.Code
	sev  check.Severity
}

func (f severityFlag) String() string {
	if f.list == nil {
		return ""
	}
	var s []string
	for _, x := range *f.list {
		if x.sev == f.sev {
			s = append(s, string(x.code))
		}
	}
	return strings.Join(s, ",")
}

func (f severityFlag) Set(v string) error {
	for _, c := range strings.Split(v, ",") {
		c = strings.ToUpper(strings.TrimSpace(c))
		if c == "" {
			continue
		}
		if _, ok := check.LookupCode(check.Code(c)); !ok {
			return fmt.Errorf("unknown code %q (iri check --codes lists them)", c)
		}
		*f.list = append(*f.list, severitySetting{check.Code(c), f.sev})
	}
	return nil
}

func setupCheck(fs *flag.FlagSet) func(*env, []string) int {
	var vf variantFlags
	vf.declare(fs)
	asJSON := fs.Bool("json", false, "print one JSON object per input")
	listCodes := fs.Bool("codes", false, "list every code with its default severity, section and meaning, and exit (one JSON object per code with --json)")
	var settings []severitySetting
	fs.Var(severityFlag{&settings, check.SeverityIgnored}, "ignore", "comma-separated codes not to report (the last of --ignore, --error, --warning for a code wins)")
	fs.Var(severityFlag{&settings, check.SeverityError}, "error", "comma-separated codes to report as errors")
	fs.Var(severityFlag{&settings, check.SeverityWarning}, "warning", "comma-separated codes to report as warnings")
	profile := fs.String("profile", "default", "severity profile: default, strict or lenient (--ignore, --error and --warning apply on top of it)")
	var sf streamFlags
	sf.declare(fs, false)
	return func(e *env, args []string) int {
		if *listCodes {
			printCodes(e.stdout, *asJSON)
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
		for _, x := range settings {
			opts = append(opts, check.CodeSeverity(x.code, x.sev))
		}
		checker := check.New(opts...)
		return runStream(e, args, &stream{name: "check", sf: &sf, asJSON: *asJSON,
			passed: "without errors", failed: "with errors",
			line: func(c *lineCtx, s string) {
				fs := checker.Run(s)
				if check.HasErrors(fs) {
					c.b.failed++
				}
				if sf.stats {
					for _, f := range fs {
						c.count(string(f.Code))
					}
				}
				if *asJSON {
					c.out = appendCheckJSON(c.out, s, fs, c.spill)
					return
				}
				c.out = appendCheckText(c.out, s, fs, c.spill)
			}})
	}
}

// appendCheckJSON appends the --json record of one input:
// {"input", ["input_b64",] "errors", "warnings", "findings": [{"code",
// "severity", "component" (null when none), "start", "end", "text",
// "section", "message"}]}.
// spill, when not nil, is called after each finding (lineCtx.spill).
func appendCheckJSON(dst []byte, s string, fs []check.Finding, spill func([]byte) []byte) []byte {
	dst = append(dst, `{"input":`...)
	dst = appendJSONString(dst, s)
	dst = appendInputB64(dst, s)
	errs, warns := 0, 0
	for _, f := range fs {
		switch f.Severity {
		case check.SeverityError:
			errs++
		case check.SeverityWarning:
			warns++
		}
	}
	dst = append(dst, `,"errors":`...)
	dst = strconv.AppendInt(dst, int64(errs), 10)
	dst = append(dst, `,"warnings":`...)
	dst = strconv.AppendInt(dst, int64(warns), 10)
	dst = append(dst, `,"findings":[`...)
	for i, f := range fs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"code":`...)
		dst = appendJSONString(dst, string(f.Code))
		dst = appendStringField(dst, "severity", f.Severity.String())
		dst = appendOptString(dst, "component", f.HasComponent, f.Component.String())
		dst = append(dst, `,"start":`...)
		dst = strconv.AppendInt(dst, int64(f.Span.Start), 10)
		dst = append(dst, `,"end":`...)
		dst = strconv.AppendInt(dst, int64(f.Span.End), 10)
		dst = appendStringField(dst, "text", s[f.Span.Start:f.Span.End])
		dst = appendStringField(dst, "section", f.Section)
		dst = appendStringField(dst, "message", f.Message)
		dst = append(dst, '}')
		if spill != nil {
			dst = spill(dst)
		}
	}
	return append(dst, "]}\n"...)
}

// appendCheckText appends the text report of one input: the input
// (escaped; cut when long), then for each finding a line of carets under
// its span (below a window of the input around the span when the input is
// long) and the finding itself.
// spill, when not nil, is called after each finding (lineCtx.spill).
func appendCheckText(dst []byte, s string, fs []check.Finding, spill func([]byte) []byte) []byte {
	dst = append(dst, echo(s, 0)...)
	dst = append(dst, '\n')
	if len(fs) == 0 {
		return append(dst, "  ok: no findings\n"...)
	}
	for _, f := range fs {
		text, carets := window(s, f.Span)
		if len(s) > echoWhole {
			dst = append(dst, text...)
			dst = append(dst, '\n')
		}
		dst = append(dst, carets...)
		dst = append(dst, '\n')
		dst = fmt.Appendf(dst, "  %s %s [", f.Severity, f.Code)
		if f.Span.Len() > 0 {
			dst = fmt.Appendf(dst, "bytes %d-%d", f.Span.Start, f.Span.End)
		} else {
			dst = fmt.Appendf(dst, "byte %d", f.Span.Start)
		}
		if f.HasComponent {
			dst = append(dst, ", "...)
			dst = append(dst, f.Component.String()...)
		}
		dst = fmt.Appendf(dst, "]: %s (%s)\n", textMessage(f.Message), f.Section)
		if spill != nil {
			dst = spill(dst)
		}
	}
	if n := bomNote(s); n != "" {
		dst = fmt.Appendf(dst, "  note: %s\n", n)
	}
	return dst
}

// printCodes lists the codes: a table, or one JSON object per code.
func printCodes(w io.Writer, asJSON bool) {
	var b []byte
	for _, c := range check.Codes() {
		if asJSON {
			b = append(b, `{"code":`...)
			b = appendJSONString(b, string(c.Code))
			b = appendStringField(b, "severity", c.Severity.String())
			b = appendStringField(b, "section", c.Section)
			b = appendStringField(b, "meaning", c.Meaning)
			b = append(b, "}\n"...)
			continue
		}
		b = fmt.Appendf(b, "%-30s %-8s %s (%s)\n", c.Code, c.Severity, c.Meaning, c.Section)
	}
	w.Write(b)
}
