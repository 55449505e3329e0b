package pipeline

import (
	"bufio"
	"context"
	"fmt"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local" // local files
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

// The names of the output files: the output prefix followed by these.
const (
	SuffixIRIs     = ".iris.jsonl"
	SuffixFindings = ".findings.jsonl"
	SuffixRejected = ".rejected.jsonl"
)

// Files adds to the pipeline of s the analysis of the text files input
// names (a file name or a glob, on any file system Beam has registered:
// local files, and gs:// when the program imports Beam's gcs package) and
// writes the three outputs, one JSON object per line, to output +
// SuffixIRIs, output + SuffixFindings and output + SuffixRejected. Each
// file is written even when it has no records. Files compressed with gzip
// (".gz") are read decompressed.
func Files(s beam.Scope, input, output string, o Options) error {
	if input == "" || output == "" {
		return fmt.Errorf("an input file or glob and an output prefix are required")
	}
	if err := CheckInput(context.Background(), input); err != nil {
		return err
	}
	lines := textio.Read(s, input)
	out, err := Build(s, lines, o)
	if err != nil {
		return err
	}
	WriteLines(s, output+SuffixIRIs, out.IRIs)
	WriteLines(s, output+SuffixFindings, out.Findings)
	WriteLines(s, output+SuffixRejected, out.Rejected)
	return nil
}

// CheckInput returns an error when input, a file name or a glob, names no
// file: the pipeline would otherwise read nothing and write three empty
// outputs, which looks like success. It lists the files on the file system
// input names, as textio.Read does when the pipeline runs.
func CheckInput(ctx context.Context, input string) error {
	fs, err := filesystem.New(ctx, input)
	if err != nil {
		return err
	}
	defer fs.Close()
	files, err := fs.List(ctx, input)
	if err != nil {
		return fmt.Errorf("listing %q: %w", input, err)
	}
	if len(files) == 0 {
		return fmt.Errorf("no file matches %q", input)
	}
	return nil
}

// WriteLines writes the strings of col, a PCollection<string>, to one
// file, each followed by a newline, in no particular order. Unlike
// textio.Write it creates the file when col is empty too; an empty string
// in col is not written (the records of this package are never empty).
func WriteLines(s beam.Scope, filename string, col beam.PCollection) {
	s = s.Scope("WriteLines")
	// One empty string joins col so that the writer runs once, and writes
	// the file, whatever col holds.
	all := beam.Flatten(s, col, beam.Create(s, ""))
	grouped := beam.GroupByKey(s, beam.AddFixedKey(s, all))
	beam.ParDo0(s, &writeFn{Filename: filename}, grouped)
}

// writeFn writes the lines grouped under one key to Filename.
type writeFn struct {
	Filename string `json:"filename"`
}

// ProcessElement writes the file.
func (w *writeFn) ProcessElement(ctx context.Context, _ int, lines func(*string) bool) (err error) {
	fs, err := filesystem.New(ctx, w.Filename)
	if err != nil {
		return err
	}
	defer fs.Close()
	f, err := fs.OpenWrite(ctx, w.Filename)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	b := bufio.NewWriterSize(f, 1<<20)
	var line string
	for lines(&line) {
		if line == "" {
			continue
		}
		b.WriteString(line)
		if err := b.WriteByte('\n'); err != nil {
			return err
		}
	}
	return b.Flush()
}

func init() {
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&writeFn{})
	register.Iter1[string]()
}
