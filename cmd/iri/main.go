// Command iri parses, checks, converts, normalizes, compares and resolves
// Internationalized Resource Identifiers (RFC 3987 and its revisions).
//
// Usage:
//
//	iri <command> [flags] [IRI ...]
//
// Every command reads its IRIs from the arguments or, when there are none,
// one per line from standard input, and prints one result per input: human
// readable by default, one JSON object per line with --json. Run
// "iri help" for the list of commands and "iri <command> --help" for each.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"unicode"

	"github.com/goiri/iri"
	"golang.org/x/text/width"
)

// A command is one subcommand of the tool. Each lives in its own file and
// registers itself from an init function.
type command struct {
	name    string
	summary string // one line for "iri help"
	usage   string // the synopsis and examples printed by --help
	// setup declares the command's flags on fs and returns the function
	// that runs it on the remaining arguments.
	setup func(fs *flag.FlagSet) func(env *env, args []string) int
}

var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

// env is what a command runs against; tests replace the streams.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

// Exit statuses shared by all commands.
const (
	exitOK      = 0
	exitInvalid = 1 // some input was invalid, not equivalent, or had errors
	exitUsage   = 2
)

func main() {
	os.Exit(run(&env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}, os.Args[1:]))
}

func run(e *env, args []string) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		if len(args) > 1 {
			if c := commands[args[1]]; c != nil {
				return runCommand(e, c, []string{"--help"})
			}
		}
		printHelp(e.stdout)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	c := commands[args[0]]
	if c == nil {
		fmt.Fprintf(e.stderr, "iri: unknown command %q\n\n", args[0])
		printHelp(e.stderr)
		return exitUsage
	}
	return runCommand(e, c, args[1:])
}

func printHelp(w io.Writer) {
	fmt.Fprintln(w, "iri: Internationalized Resource Identifiers (RFC 3987, draft-ietf-iri-3987bis)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Usage: iri <command> [flags] [IRI ...]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "With no IRI arguments, a command reads one IRI per line from standard input.")
	fmt.Fprintln(w, "Run \"iri <command> --help\" for a command's flags and examples.")
}

// runCommand parses the command's flags, which may come before, between or
// after the IRIs ("--" ends the flags), and runs it.
func runCommand(e *env, c *command, args []string) int {
	fs := flag.NewFlagSet("iri "+c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	runFn := c.setup(fs)
	var rest, tail []string
	for i, a := range args {
		if a == "--" {
			args, tail = args[:i], args[i+1:]
			break
		}
	}
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintf(e.stdout, "iri %s: %s\n\n%s\n\nFlags:\n", c.name, c.summary, strings.TrimSpace(c.usage))
			fs.SetOutput(e.stdout)
			fs.PrintDefaults()
			return exitOK
		}
		if err != nil {
			fmt.Fprintf(e.stderr, "iri %s: %v\nRun \"iri %s --help\" for usage.\n", c.name, err, c.name)
			return exitUsage
		}
		args = fs.Args()
		if len(args) == 0 {
			break
		}
		rest = append(rest, args[0])
		args = args[1:]
	}
	rest = append(rest, tail...)
	return runFn(e, rest)
}

// eachInput calls fn for every argument or, when there are none, for every
// line of standard input (a trailing "\r\n" or "\n" is removed), streaming:
// lines of any length, any number of them.
func eachInput(e *env, args []string, fn func(s string)) error {
	if len(args) > 0 {
		for _, a := range args {
			fn(a)
		}
		return nil
	}
	r := bufio.NewReaderSize(e.stdin, 64*1024)
	for {
		line, err := r.ReadString('\n')
		if len(line) > 0 {
			if strings.HasSuffix(line, "\n") {
				line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
			}
			fn(line)
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// writeJSON prints v as one line of JSON.
func writeJSON(w io.Writer, v any) {
	// Encode writes the newline; characters such as "&" and "<" stay as
	// they are (no HTML escaping: the output is not meant for a web page).
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		enc.Encode(map[string]string{"error": err.Error()})
	}
}

// caretLine returns the line that puts a caret under the character at
// byte offset off of s (see spanCaretLine).
func caretLine(s string, off int) string { return spanCaretLine(s, iri.Span{Start: off, End: off}) }

// spanCaretLine returns the line of carets for a span: spaces up to the
// span's first character and carets under the span (at least one), counted
// in display columns so that they line up under the input on a terminal: a
// wide or full-width character takes two columns, a combining mark or
// format character none, any other character one.
func spanCaretLine(s string, sp iri.Span) string {
	start := min(max(sp.Start, 0), len(s))
	end := min(max(sp.End, start), len(s))
	n := max(displayWidth(s[start:end]), 1)
	return strings.Repeat(" ", displayWidth(s[:start])) + strings.Repeat("^", n)
}

// displayWidth returns the number of terminal columns s takes (Unicode
// Standard Annex #11 for wide characters).
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf):
		case width.LookupRune(r).Kind() == width.EastAsianWide,
			width.LookupRune(r).Kind() == width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
	}
	return n
}

// printInputError reports an input that does not parse on standard error:
// the input, a caret under the offending character and the message, so
// that standard output holds only results.
func printInputError(e *env, cmd, s string, err error) {
	fmt.Fprintf(e.stderr, "iri %s: %s\n", cmd, s)
	var pe *iri.ParseError
	if errors.As(err, &pe) && pe.Input == s {
		fmt.Fprintf(e.stderr, "%*s%s\n", len("iri ")+len(cmd)+2, "", caretLine(s, pe.Offset))
	}
	fmt.Fprintf(e.stderr, "  error: %v\n", err)
}

// printResult prints the result of one input: with asJSON the object that
// obj builds from the output (nil on error) and the error (nil on success);
// otherwise out on standard output, or the input and its error on standard
// error, so that standard output holds only results.
func printResult(e *env, cmd string, asJSON bool, s, out string, err error, obj func(out *string, je *jsonError) any) {
	switch {
	case asJSON && err != nil:
		writeJSON(e.stdout, obj(nil, toJSONError(err)))
	case asJSON:
		writeJSON(e.stdout, obj(&out, nil))
	case err != nil:
		printInputError(e, cmd, s, err)
	default:
		fmt.Fprintln(e.stdout, out)
	}
}
