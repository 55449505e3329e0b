package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"

	"github.com/goiri/iri"
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
	// stdoutTTY and stderrTTY say whether the streams are terminals: the
	// progress line appears only on a terminal.
	stdoutTTY, stderrTTY bool
}

// Exit statuses shared by all commands.
const (
	exitOK      = 0
	exitInvalid = 1 // some input was invalid, not equivalent, or had errors
	exitUsage   = 2
)

func main() {
	os.Exit(run(&env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr,
		stdoutTTY: isTerminal(os.Stdout), stderrTTY: isTerminal(os.Stderr)}, os.Args[1:]))
}

func run(e *env, args []string) int {
	if len(args) == 0 {
		fmt.Fprintln(e.stderr, "Usage: iri <command> [flags] [IRI ...]\nRun \"iri help\" for the list of commands.")
		return exitUsage
	}
	if args[0] == "help" || args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		if len(args) > 1 {
			if c := commands[args[1]]; c != nil {
				return runCommand(e, c, []string{"--help"})
			}
			fmt.Fprintf(e.stderr, "iri help: unknown command %q%s\nRun \"iri help\" for the list of commands.\n", args[1], didYouMean(args[1]))
			return exitUsage
		}
		printHelp(e.stdout)
		return exitOK
	}
	if args[0] == "--version" || args[0] == "-version" || args[0] == "version" {
		info, _ := debug.ReadBuildInfo()
		fmt.Fprintln(e.stdout, versionString(info))
		return exitOK
	}
	c := commands[args[0]]
	if c == nil {
		fmt.Fprintf(e.stderr, "iri: unknown command %q%s\nRun \"iri help\" for the list of commands.\n", args[0], didYouMean(args[0]))
		return exitUsage
	}
	return runCommand(e, c, args[1:])
}

// didYouMean returns ` (did you mean "x"?)` naming the commands closest to
// name, a command that does not exist, or "" when none is close: within
// two edits (insertions, deletions, substitutions, counted on bytes, case
// ignored) or starting with name ("norm" for "normalize"). A British
// spelling ("normalise") is one edit away.
func didYouMean(name string) string {
	name = strings.ToLower(name)
	best, bestD := []string(nil), 3
	for n := range commands {
		d := editDistance(name, n)
		if len(name) >= 2 && strings.HasPrefix(n, name) {
			d = min(d, 1)
		}
		switch {
		case d < bestD:
			best, bestD = []string{n}, d
		case d == bestD:
			best = append(best, n)
		}
	}
	if len(best) == 0 || bestD >= len(name) {
		return ""
	}
	sort.Strings(best)
	q := make([]string, len(best))
	for i, n := range best {
		q[i] = strconv.Quote(n)
	}
	return " (did you mean " + strings.Join(q, " or ") + "?)"
}

// editDistance returns the Levenshtein distance between a and b, counted
// on bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
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
	fmt.Fprintln(w, "With no IRI arguments, a command reads one IRI per line from standard input,")
	fmt.Fprintln(w, "as does an argument \"-\"; on every core, output in input order; --json gives")
	fmt.Fprintln(w, "one record per line, bad lines included (input_b64 holds the bytes of input")
	fmt.Fprintln(w, "that is not UTF-8);")
	fmt.Fprintln(w, "--aligned, --max-line, --stats and --progress are described in go doc github.com/goiri/iri/cmd/iri.")
	fmt.Fprintln(w, "Run \"iri <command> --help\" for a command's flags and examples.")
}

// versionString returns what "iri --version" prints: the module version
// of the build ("(devel)" for a build from a source tree), the VCS
// revision when the build recorded one, and the Go version.
func versionString(info *debug.BuildInfo) string {
	if info == nil {
		return "iri (unknown version: no build information)"
	}
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	s := "iri " + v
	for _, kv := range info.Settings {
		if kv.Key == "vcs.revision" && kv.Value != "" {
			s += " " + kv.Value[:min(12, len(kv.Value))]
		}
		if kv.Key == "vcs.modified" && kv.Value == "true" {
			s += "+dirty"
		}
	}
	return s + " " + info.GoVersion
}

// usageLine returns the synopsis of a command: the first paragraph of its
// usage ("Usage: iri check [--variant NAME] ...").
func usageLine(c *command) string {
	u := strings.TrimSpace(c.usage)
	if i := strings.Index(u, "\n\n"); i >= 0 {
		u = u[:i]
	}
	return u
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
			fmt.Fprintf(e.stderr, "iri %s: %v\n%s\nRun \"iri %s --help\" for usage.\n", c.name, err, usageLine(c), c.name)
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

// appendInputError appends the text report of an input that does not
// parse or convert, for standard error: the input (escaped, windowed), a
// caret under the offending character, the message and, for a line that
// starts with a byte-order mark, a note naming it. what names the input
// when it is not the whole line ("first IRI" of compare).
func appendInputError(dst []byte, cmd, what, s string, err error) []byte {
	head := "iri " + cmd + ": "
	if what != "" {
		head += what + ": "
	}
	var pe *iri.ParseError
	if errors.As(err, &pe) && pe.Input == s {
		text, carets := window(s, iri.Span{Start: pe.Offset, End: pe.Offset})
		dst = append(dst, head...)
		dst = append(dst, text...)
		dst = append(dst, '\n')
		dst = append(dst, strings.Repeat(" ", len(head))...)
		dst = append(dst, carets...)
		dst = append(dst, '\n')
	} else {
		dst = append(dst, head...)
		dst = append(dst, echo(s, 0)...)
		dst = append(dst, '\n')
	}
	dst = append(dst, "  error: "...)
	dst = append(dst, textMessage(err.Error())...)
	dst = append(dst, '\n')
	if n := bomNote(s); n != "" {
		dst = append(dst, "  note: "...)
		dst = append(dst, n...)
		dst = append(dst, '\n')
	}
	return dst
}

// printInputError reports an input that does not parse on standard error
// (see appendInputError).
func printInputError(e *env, cmd, s string, err error) {
	e.stderr.Write(appendInputError(nil, cmd, "", s, err))
}

// A resultLine is how the commands with one result per input (normalize,
// touri, toiri, resolve) print it.
type resultLine struct {
	cmd    string
	asJSON bool
	// fields are the JSON members after "input" (and "input_b64"), already
	// encoded with their leading comma, e.g. `,"level":"scheme"`.
	fields []byte
}

// emit writes the result of input s: out, or err. In JSON one object
// {"input":...[,"input_b64":...]<fields>,"output":...} or with "error" in
// place of "output"; in text out on standard output, or the error report
// on standard error and the --aligned placeholder on standard output.
func (r *resultLine) emit(c *lineCtx, s, out string, err error) {
	if err != nil {
		c.failErr(err)
	}
	if r.asJSON {
		c.out = append(c.out, `{"input":`...)
		c.out = appendJSONString(c.out, s)
		c.out = appendInputB64(c.out, s)
		c.out = append(c.out, r.fields...)
		if err != nil {
			c.out = append(c.out, `,"error":`...)
			c.out = appendJSONErr(c.out, err, bomNote(s), "")
		} else {
			c.out = append(c.out, `,"output":`...)
			c.out = appendJSONString(c.out, out)
		}
		c.out = append(c.out, '}', '\n')
		return
	}
	if err != nil {
		c.errOut = appendInputError(c.errOut, r.cmd, "", s, err)
		c.placeholder()
		return
	}
	c.out = append(c.out, out...)
	c.out = append(c.out, '\n')
}
