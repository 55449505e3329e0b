// Command iri parses, checks, converts, normalizes, compares and resolves
// Internationalized Resource Identifiers (RFC 3987 and its revisions).
//
// Usage:
//
//	iri <command> [flags] [IRI ...]
//
// Every command reads its IRIs from the arguments or, when there are none,
// one per line from standard input (an argument "-" stands for the lines
// of standard input too), and prints one result per input: human
// readable by default, one JSON object per line with --json. Run
// "iri help" for the list of commands and "iri <command> --help" for each.
//
// # Examples
//
//	$ iri parse 'http://résumé.example.org/chemin?q=1#haut'
//	http://résumé.example.org/chemin?q=1#haut
//	  scheme       "http"  [0,4)
//	  authority    "résumé.example.org"  [7,27)
//	  userinfo     (absent)
//	  host         "résumé.example.org"  [7,27)  reg-name
//	  port         (absent)
//	  path         "/chemin"  [27,34)  abempty
//	  query        "q=1"  [35,38)
//	  fragment     "haut"  [39,43)
//	  hostport     "résumé.example.org"  [7,27)
//	  hostspecific "/chemin?q=1#haut"  [27,43)
//
//	$ iri parse 'http://a b'
//	http://a b
//	        ^
//	  error: iri: invalid character U+0020 ' ' at byte 8 in ireg-name: space is not allowed; encode it as %20 (RFC 3987 section 2.2)
//
//	$ iri parse --json a:b
//	{"input":"a:b","valid":true,"scheme":"a","authority":null,"userinfo":null,"host":null,"host_kind":null,"port":null,"path":"b","path_form":"rootless","query":null,"fragment":null,"hostport":null,"hostspecific":"a:b","spans":{"path":[2,3],"scheme":[0,1]}}
//
//	$ iri variants 'foo\bar'
//	foo\bar
//	  rfc3987     rejects at byte 3 in isegment-nz-nc
//	  3987bis     rejects at byte 3 in isegment-nz-nc
//	  leiri       accepts
//	  rfc3986     rejects at byte 3 in segment-nz-nc
//	  webaddress  accepts
//	  ...
//
// Every command takes IRIs as arguments or, with none, one per line from
// standard input (streamed, any number of lines), prints one result per input
// (--json: one JSON object per line), and exits 0 when all is well, 1 when an
// input is invalid (or not equivalent, or has errors), 2 on usage errors.
// iri help lists the commands; iri <command> --help shows flags and examples.
// iri parse takes --variant NAME and --rule RULE; iri variants --list
// lists the variants compiled in.
// iri --version prints the module version from the build information.
// A usage error prints the command's synopsis and a hint, not the command list.
//
// # Streams and corpora
//
// Every command that reads lines (all but help) runs them through one
// engine (cmd/iri/stream.go):
//
//   - All cores, input order. Lines are read in batches (1024 lines or
//     128 KiB) that one worker goroutine per core (GOMAXPROCS) handles;
//     the output is written batch by batch in input order, always.
//   - Buffered, yet interactive. Output is written in large blocks, and
//     flushed whenever the input has nothing more buffered: tail -f log | iri
//     check answers each line as it arrives.
//   - Bounded memory. A handful of batches are in flight; a line longer than
//     --max-line bytes (default 1 MiB) is never read into memory whole: it
//     becomes an error record ("error":{"code":"LINE_TOO_LONG",...} with its
//     first 64 bytes as input and its length as input_length; in text, a
//     report on standard error) and the stream goes on. A worker hands output
//     over 1 MiB to the writer before its batch is done, so a huge report is
//     not held whole. Peak RSS stays near 12 MB whatever the number of lines
//     (BENCHMARKS.md). What one line costs inside the library is the
//     library's: check makes one finding per offending byte today, so a
//     1 MiB line of backslashes still takes about 300 MB there until findings
//     are bounded (issue 14).
//   - Nothing lost. With --json every input line gets exactly one record,
//     in order, bad lines included (touri/toiri --split give one record per
//     reference). JSON strings are UTF-8, so an input that is not valid UTF-8
//     has U+FFFD in "input" for each bad byte and its exact bytes in
//     "input_b64" (standard base64; the member is absent for valid UTF-8;
//     compare has ["...", null], one per operand).
//   - Aligned text. In text mode the failures go to standard error, so
//     standard output has fewer lines than the input. --aligned (normalize,
//     touri, toiri, resolve, compare) prints a placeholder line for each failing
//     input, <invalid> by default (< and > are never part of an IRI or a
//     URI; --placeholder sets another), so that output line N is input line N
//     and paste lines up; compare --aligned prints equivalent, different
//     or the placeholder. The exit status still says whether any line failed.
//   - Progress and statistics. When standard error is a terminal and
//     standard output is not, a progress line (lines, lines/s) is updated about
//     once a second (--progress forces it); --stats prints a summary on
//     standard error at the end: lines, valid, invalid, and the failures by
//     rule (syntax: ireg-name, mapping: host, ...) or, for check, the
//     findings by code. Neither appears otherwise.
//
// iri compare --to B compares every argument or line with B; without --to
// and without arguments it reads pairs (TAB- or space-separated). A failing
// comparison says which operand failed (iri compare: second IRI: ...,
// "operand":"second" in JSON).
//
// Echo in text mode. When a text report echoes an input (check, parse,
// variants, errors of the others, compare's normal forms), characters that
// would be invisible or act on the terminal are escaped: ASCII controls and
// DEL, and bytes of invalid UTF-8, as \xHH (\x1b, \x0a); C1 controls,
// format characters (Unicode category Cf: bidi embeddings, overrides and
// isolates, zero-width characters, U+FEFF), the other default-ignorable code
// points, variation selectors, and white space other than the ASCII space
// (U+00A0, U+3000, ...) as U+HHHH (U+200B). The sets come from the
// standard library's Unicode tables (unicode.Cf,
// unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector,
// unicode.Bidi_Control, unicode.Join_Control, unicode.White_Space).
// Carets are counted in columns of the escaped text, so they stay under the
// right character. An input longer than 160 bytes is echoed cut, and each
// finding shows a window of 40 characters each side of its span (at most 80
// of the span itself), so output grows linearly with the input. Parts of
// messages longer than 64 bytes (a 100,000-digit port) are cut to 32 bytes
// with their length. A line starting with a byte-order mark gets a note
// naming it ("note" in JSON errors). Results meant for pipes (the output of
// normalize, touri, toiri, resolve) and all JSON are never escaped.
//
// Severity flags. check --ignore, --error and --warning apply in
// the order given; the last one for a code wins: --ignore X --error X
// reports X as an error, --error X --ignore X does not report it.
//
// # The corpus variant report
//
// iri variants --summary reads a corpus and prints how many lines each
// variant accepts and, for each pair of variants, how many lines the first
// accepts and the second rejects, with the first such line and the rule
// where the second fails (--json: one object with lines, variants and
// pairs). On the bench corpus (testdata/corpus.txt repeated to 1,000,000
// lines, make bench-cli):
//
//	$ iri variants --summary < corpus-1m.txt
//	1000000 lines
//
//	accepted by each variant:
//	  rfc3987        1000000  100.00%
//	  3987bis        1000000  100.00%
//	  draft2002      1000000  100.00%
//	  leiri          1000000  100.00%
//	  rfc3986         750000   75.00%
//	  webaddress     1000000  100.00%
//
//	lines the row's variant accepts and the column's rejects:
//	                  rfc3987     3987bis   draft2002       leiri     rfc3986  webaddress
//	  rfc3987               -           0           0           0      250000           0
//	  3987bis               0           -           0           0      250000           0
//	  draft2002             0           0           -           0      250000           0
//	  leiri                 0           0           0           -      250000           0
//	  rfc3986               0           0           0           0           -           0
//	  webaddress            0           0           0           0      250000           -
//
//	first line of each disagreement:
//	  rfc3987 accepts, rfc3986 rejects (lines: 250000): line 4 "ws://bücher.de/ñandú/report.p..." (66 bytes)
//	    rfc3986 fails at byte 6 in reg-name
//	  3987bis accepts, rfc3986 rejects (lines: 250000): line 4 "ws://bücher.de/ñandú/report.p..." (66 bytes)
//	    rfc3986 fails at byte 6 in reg-name
//	  draft2002 accepts, rfc3986 rejects (lines: 250000): line 4 "ws://bücher.de/ñandú/report.p..." (66 bytes)
//	    rfc3986 fails at byte 6 in reg-name
//	  leiri accepts, rfc3986 rejects (lines: 250000): line 4 "ws://bücher.de/ñandú/report.p..." (66 bytes)
//	    rfc3986 fails at byte 6 in reg-name
//	  webaddress accepts, rfc3986 rejects (lines: 250000): line 4 "ws://bücher.de/ñandú/report.p..." (66 bytes)
//	    rfc3986 fails at byte 6 in reg-name
//
// Every line is an IRI of every IRI variant; the quarter with non-ASCII
// characters is what RFC 3986 rejects, first at the non-ASCII host of line 4.
// The report took 181 s on the shared machine (5,500 lines/s) when the
// draft2002 variant had no fast path and the generated parser read every
// line; it has one now (fastpath_draft2002.go).
//
// # IRIs in running text, typed, or from legacy software
//
// iri extract finds the IRIs in text (draft-ietf-iri-3987bis-00 section 8.3),
// iri input cleans what a person typed or pasted (section 8.2), and iri toiri
// --try-charsets reads a URI made in a legacy charset (section 8.7); their
// rules and flags are in docs/extract.md and "iri <command> --help".
//
// The display command is described with the library's Display and Visual;
// checking (iri check) in the documentation of package
// github.com/goiri/iri/check.
package main
