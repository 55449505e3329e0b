package check

// Encoded control characters: a percent-encoded CR or LF (or any other C0
// control, or DEL) is harmless in an IRI, but software that decodes a
// component into a header, a log line or a command line gets a line break
// or a terminal control (response splitting, log forging: RFC 3986 section
// 7.3, draft-ietf-iri-3987bis-00 section 10). NUL has its own code,
// PCT_ENCODED_NUL.

import (
	"fmt"

	"github.com/goiri/iri"
)

// controlNames are the names of the C0 controls the message spells out.
var controlNames = map[byte]string{'\r': "CR (carriage return)", '\n': "LF (line feed)", '\t': "TAB", 0x1B: "ESC", 0x7F: "DEL"}

// isPctControl reports whether the decoded octet b is a control that
// PCT_ENCODED_CONTROL reports: %01-%1F and %7F.
func isPctControl(b byte) bool { return b >= 0x01 && b <= 0x1F || b == 0x7F }

// pctControl reports the encoded control octet b at sp, written text.
func (r *checkRun) pctControl(sp iri.Span, b byte, text string) {
	if r.absorbAt(CodePctControl, sp) {
		return
	}
	name, ok := controlNames[b]
	if !ok {
		name = fmt.Sprintf("the control U+%04X", b)
	}
	r.add(CodePctControl, sp, fmt.Sprintf(
		"%s encodes %s; software that decodes it into a header, log line or terminal can be made to start a new line or run a control sequence",
		text, name))
}
