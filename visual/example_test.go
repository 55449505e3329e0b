package visual_test

import (
	"fmt"
	"strings"

	"github.com/goiri/iri"
	"github.com/goiri/iri/visual"
)

func ExampleOrder() {
	// Example 7 of draft-ietf-iri-3987bis-00 section 4.4, in Hebrew
	// letters; notation writes them back in the section's Bidi Notation
	// (upper case for right-to-left letters).
	notation := strings.NewReplacer("א", "C", "ב", "D", "ג", "E", "ד", "F", "ה", "G", "ו", "H")
	s := "http://ab.אבג123דהו.ij/kl/mn/op.html"
	fmt.Println(notation.Replace(s))
	fmt.Println(notation.Replace(visual.Order(s)))
	// In right-to-left text Display embeds it: the same visual order.
	fmt.Println(notation.Replace(visual.Order(s, iri.RightToLeft())))
	// Output:
	// http://ab.CDE123FGH.ij/kl/mn/op.html
	// http://ab.HGF123EDC.ij/kl/mn/op.html
	// http://ab.HGF123EDC.ij/kl/mn/op.html
}
