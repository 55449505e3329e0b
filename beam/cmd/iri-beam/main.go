// Command iri-beam analyses a corpus of IRIs with an Apache Beam pipeline
// (package github.com/goiri/iri/beam/pipeline), locally or on a cluster.
//
// Usage:
//
//	iri-beam --input GLOB --output PREFIX [--format lines|ntriples]
//	         [--variant NAME] [--level simple|syntax|scheme]
//	         [--ignore CODE,...] [Beam flags: --runner, --endpoint, ...]
//
// It reads the text files GLOB names (one IRI reference per line, or
// N-Triples with --format ntriples) and writes three JSON Lines files:
//
//	PREFIX.iris.jsonl      {"iri": normal form, "count": n} per comparison key
//	PREFIX.findings.jsonl  {"code": check code, "count": n} per code found
//	PREFIX.rejected.jsonl  {"input": line, "error": message} per rejected IRI
//
// --variant, --level and --ignore mean what they mean for iri normalize
// and iri check. Without --runner the pipeline runs in this process on
// Beam's Prism runner; --runner flink, spark or dataflow (with their
// flags, see beam/README.md) run it on a cluster.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	"github.com/goiri/iri"
	"github.com/goiri/iri/beam/pipeline"
)

// config holds the command's own flags.
type config struct {
	input, output, format, variant, level, ignore string
}

// declare adds the command's flags to fs (Beam's flags are on
// flag.CommandLine too).
func (c *config) declare(fs *flag.FlagSet) {
	fs.StringVar(&c.input, "input", "", "text files to read: a file name or a glob (required)")
	fs.StringVar(&c.output, "output", "", "prefix of the output files: PREFIX.iris.jsonl, PREFIX.findings.jsonl, PREFIX.rejected.jsonl (required)")
	fs.StringVar(&c.format, "format", pipeline.FormatLines, "input format: lines (one IRI reference per line) or ntriples (the IRIs of N-Triples statements)")
	fs.StringVar(&c.variant, "variant", iri.RFC3987.String(), "grammar variant: "+variantNames())
	fs.StringVar(&c.level, "level", iri.LevelScheme.String(), "comparison level: simple, syntax or scheme")
	fs.StringVar(&c.ignore, "ignore", "", "comma-separated check codes not to count")
}

func variantNames() string {
	var names []string
	for _, v := range iri.Variants() {
		names = append(names, v.String())
	}
	return strings.Join(names, ", ")
}

// options checks the flags and returns the pipeline's options.
func (c *config) options() (pipeline.Options, error) {
	if c.input == "" || c.output == "" {
		return pipeline.Options{}, fmt.Errorf("--input and --output are required")
	}
	ignore, err := pipeline.ParseCodeList(c.ignore)
	if err != nil {
		return pipeline.Options{}, fmt.Errorf("--ignore: %v", err)
	}
	o := pipeline.Options{Variant: c.variant, Level: c.level, Ignore: ignore, Format: c.format}
	return o, o.Validate()
}

// run builds the pipeline and runs it on the runner --runner names.
func run(ctx context.Context, c *config) error {
	o, err := c.options()
	if err != nil {
		return err
	}
	p, s := beam.NewPipelineWithRoot()
	if err := pipeline.Files(s, c.input, c.output, o); err != nil {
		return err
	}
	return beamx.Run(ctx, p)
}

const usage = `Usage: iri-beam --input GLOB --output PREFIX [--format lines|ntriples]
                [--variant NAME] [--level simple|syntax|scheme] [--ignore CODE,...]
                [--runner prism|direct|flink|spark|dataflow] [Beam flags]

Normalizes the IRIs of the files GLOB names and counts them per comparison
key (PREFIX.iris.jsonl), counts the check findings per code
(PREFIX.findings.jsonl) and lists the rejected IRIs and lines with their
errors (PREFIX.rejected.jsonl). Runs in this process on Beam's Prism
runner unless --runner says otherwise. Exit status: 0 when the pipeline
succeeded, 1 when it failed, 2 on usage errors (a --input that names no
file among them).

Flags (Beam's own flags follow):
`

func main() {
	var c config
	c.declare(flag.CommandLine)
	flag.Usage = func() { printUsage(flag.CommandLine.Output()) }
	flag.Parse()
	// beam.Init must run right after flag.Parse: on a cluster worker it
	// takes over the process.
	beam.Init()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "iri-beam: unexpected argument %q (the input is --input)\n", flag.Arg(0))
		os.Exit(2)
	}
	if _, err := c.options(); err != nil {
		fmt.Fprintf(os.Stderr, "iri-beam: %v\nRun iri-beam --help for the flags.\n", err)
		os.Exit(2)
	}
	// A missing input is a usage error, found before the pipeline starts.
	if err := pipeline.CheckInput(context.Background(), c.input); err != nil {
		fmt.Fprintf(os.Stderr, "iri-beam: --input: %v\n", err)
		os.Exit(2)
	}
	if err := run(context.Background(), &c); err != nil {
		fmt.Fprintf(os.Stderr, "iri-beam: %v\n", err)
		os.Exit(1)
	}
}

func printUsage(w io.Writer) {
	fmt.Fprint(w, usage)
	flag.CommandLine.SetOutput(w)
	flag.PrintDefaults()
}
