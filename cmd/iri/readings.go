package main

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/goiri/iri/charset"
)

// runReadings is iri toiri --try-charsets: the readings of each URI under
// legacy charsets (draft-ietf-iri-3987bis-00 section 8.7).
func runReadings(e *env, args []string, list string, asJSON bool) int {
	var names []string
	if list != "default" {
		for _, n := range strings.Split(list, ",") {
			if n = strings.TrimSpace(n); n != "" {
				names = append(names, n)
			}
		}
	}
	// An unknown name is a usage error, found before any input.
	if _, err := charset.Readings("a:", names...); err != nil {
		fmt.Fprintf(e.stderr, "iri toiri: --try-charsets: %v\n", err)
		return exitUsage
	}
	status := exitOK
	w := bufio.NewWriter(e.stdout)
	defer w.Flush()
	one := func(s string) {
		rs, err := charset.Readings(s, names...)
		if err != nil || len(rs) == 0 {
			status = exitInvalid
		}
		if asJSON {
			b := append([]byte(`{"input":`), appendJSONString(nil, s)...)
			if err != nil {
				b = append(b, `,"error":`...)
				b = appendJSONErr(b, err, "", "")
			} else {
				b = append(b, `,"readings":[`...)
				for i, r := range rs {
					if i > 0 {
						b = append(b, ',')
					}
					b = append(b, `{"charset":`...)
					b = appendJSONString(b, r.Charset)
					b = appendStringField(b, "iri", r.IRI)
					b = append(b, `,"changes":[`...)
					for j, c := range r.Changes {
						if j > 0 {
							b = append(b, ',')
						}
						b = append(b, `{"component":`...)
						b = appendJSONString(b, c.Component.String())
						b = append(b, `,"start":`...)
						b = strconv.AppendInt(b, int64(c.Start), 10)
						b = append(b, `,"end":`...)
						b = strconv.AppendInt(b, int64(c.End), 10)
						b = appendStringField(b, "text", c.Text)
						b = append(b, '}')
					}
					b = append(b, ']', '}')
				}
				b = append(b, ']')
			}
			w.Write(append(b, '}', '\n'))
			return
		}
		if err != nil {
			w.Flush()
			e.stderr.Write(appendInputError(nil, "toiri", "", s, err))
			return
		}
		for _, r := range rs {
			fmt.Fprintf(w, "%s\t%s\n", r.IRI, r.Charset)
		}
	}
	if len(args) > 0 {
		for _, a := range args {
			one(a)
		}
		return status
	}
	sc := bufio.NewScanner(e.stdin)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		one(strings.TrimSuffix(sc.Text(), "\r"))
	}
	if err := sc.Err(); err != nil {
		w.Flush()
		if errors.Is(err, bufio.ErrTooLong) {
			err = errors.New("a line is longer than 1 MiB")
		}
		fmt.Fprintf(e.stderr, "iri toiri: %v\n", err)
		return exitUsage
	}
	return status
}
