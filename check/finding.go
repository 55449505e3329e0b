package check

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/goiri/iri"
)

// Severity says how much a finding of Check matters. Each code has a default
// severity (see Codes); callers change it per code with CodeSeverity.
//
// The levels follow the requirement words of RFC 2119 as the specifications'
// sections use them.
type Severity uint8

// The severities, least severe first, after the requirement words of RFC
// 2119.
const (
	// SeverityIgnored marks a finding the caller chose not to hear about.
	// Check drops such findings unless IncludeIgnored is given.
	SeverityIgnored Severity = iota
	// SeverityWarning is the default for what the specifications say
	// SHOULD or SHOULD NOT be done, call "not appropriate", or name as a
	// security risk without a requirement.
	SeverityWarning
	// SeverityError is the default for what the specifications say MUST or
	// MUST NOT be done, and for input the grammar rejects.
	SeverityError
)

var severityNames = [...]string{"ignored", "warning", "error"}

// String returns "ignored", "warning" or "error".
//
// The levels follow RFC 2119's requirement words.
func (s Severity) String() string {
	if int(s) < len(severityNames) {
		return severityNames[s]
	}
	return "invalid"
}

// MarshalText returns the severity's name, so JSON shows "error" rather
// than a number.
//
// The levels follow RFC 2119's requirement words.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// ParseSeverity returns the severity named "ignored", "warning" or "error"
// (case-insensitive; "ignore" is accepted too).
//
// The levels follow RFC 2119's requirement words.
func ParseSeverity(name string) (Severity, error) {
	switch strings.ToLower(name) {
	case "ignored", "ignore":
		return SeverityIgnored, nil
	case "warning":
		return SeverityWarning, nil
	case "error":
		return SeverityError, nil
	}
	return 0, fmt.Errorf("check: unknown severity %q (known: error, warning, ignored)", name)
}

// Finding is one problem Check found in an input: what (Code), how bad
// (Severity), where (Component and the byte Span in the input), which part
// of which specification says so (Section) and a sentence a person can act
// on (Message).
type Finding struct {
	Code     Code
	Severity Severity
	// Component is the component the finding lies in; it is meaningful only
	// when HasComponent is set (a grammar error before any component was
	// recognised, or a finding about the whole input, has none).
	Component    iri.Component
	HasComponent bool
	// Span is the byte range of the offending characters in the input; it
	// is empty (Start == End) for something missing at that offset.
	Span iri.Span
	// Section is the specification section the finding rests on, e.g.
	// "draft-ietf-iri-3987bis-00 section 4.1". Usually the code's section;
	// scheme rules name the scheme's own specification.
	Section string
	// Message says what is wrong and, where there is one, what to do.
	Message string
}

// String returns a one-line form such as
// "error BIDI_FORMATTING_CHARACTER at bytes 9-12 in path: ... (section)".
func (f Finding) String() string {
	var b strings.Builder
	b.WriteString(f.Severity.String())
	b.WriteByte(' ')
	b.WriteString(string(f.Code))
	if f.Span.Len() > 0 {
		fmt.Fprintf(&b, " at bytes %d-%d", f.Span.Start, f.Span.End)
	} else {
		fmt.Fprintf(&b, " at byte %d", f.Span.Start)
	}
	if f.HasComponent {
		b.WriteString(" in ")
		b.WriteString(f.Component.String())
	}
	b.WriteString(": ")
	b.WriteString(f.Message)
	if f.Section != "" {
		b.WriteString(" (")
		b.WriteString(f.Section)
		b.WriteByte(')')
	}
	return b.String()
}

// HasErrors reports whether any finding has SeverityError.
//
// Errors are the MUST and MUST NOT of RFC 2119 in the specifications'
// sections, and grammar errors.
func HasErrors(fs []Finding) bool {
	for _, f := range fs {
		if f.Severity == SeverityError {
			return true
		}
	}
	return false
}

// MarshalJSON writes the finding as the CLI's `iri check --json` does,
// with names rather than numbers: {"code", "severity", "component" (null
// when there is none), "start", "end", "section", "message"}.
func (f Finding) MarshalJSON() ([]byte, error) {
	var comp *string
	if f.HasComponent {
		s := f.Component.String()
		comp = &s
	}
	return json.Marshal(struct {
		Code      Code     `json:"code"`
		Severity  Severity `json:"severity"`
		Component *string  `json:"component"`
		Start     int      `json:"start"`
		End       int      `json:"end"`
		Section   string   `json:"section"`
		Message   string   `json:"message"`
	}{f.Code, f.Severity, comp, f.Span.Start, f.Span.End, f.Section, f.Message})
}

// UnmarshalText sets s to the severity named by text, as ParseSeverity
// does.
//
// The levels follow RFC 2119's requirement words.
func (s *Severity) UnmarshalText(text []byte) error {
	x, err := ParseSeverity(string(text))
	if err == nil {
		*s = x
	}
	return err
}
