package entry_test

import (
	"fmt"

	"github.com/goiri/iri/entry"
)

func ExampleClean() {
	// What an input method produced (draft-ietf-iri-3987bis-00 section
	// 8.2), pasted with its brackets and a line break.
	out, changes, err := entry.Clean("<ｈｔｔｐ：／／example。com／a\nb>")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(out)
	for _, c := range changes {
		fmt.Printf("%d-%d %s %q\n", c.Start, c.End, c.Reason, c.Text)
	}
	// Output:
	// http://example.com/ab
	// 0-1 wrapper removed ""
	// 1-4 fullwidth form mapped "h"
	// 4-7 fullwidth form mapped "t"
	// 7-10 fullwidth form mapped "t"
	// 10-13 fullwidth form mapped "p"
	// 13-16 fullwidth form mapped ":"
	// 16-19 fullwidth form mapped "/"
	// 19-22 fullwidth form mapped "/"
	// 29-32 full stop between host labels mapped "."
	// 35-38 fullwidth form mapped "/"
	// 39-40 embedded white space removed ""
	// 41-42 wrapper removed ""
}

func ExampleDefaultScheme() {
	out, _, err := entry.Clean(" example.com/a ", entry.DefaultScheme("https"))
	fmt.Println(out, err)
	// Output: https://example.com/a <nil>
}
