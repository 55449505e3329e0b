package check

// What several checks of one run need about the host and the scheme,
// computed once per run and only when a check asks: the spans of the host
// labels, the scheme's entry in the registry, the decoded host and its
// IDNA ToASCII form. The fast path for hosts lives here too: a host of
// lowercase ASCII letters, digits and hyphens (simpleHost) needs neither
// IDNA nor the script and look-alike rules, which can find nothing in it.

import (
	"strings"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/idnaprofile"
)

// maxPooledLabels bounds the label buffer a pooled checkRun keeps (runPool):
// a host of more labels gets a buffer of its own, dropped after the run.
const maxPooledLabels = 64

// memo is the part of a checkRun that computes host and scheme facts once.
// Its zero value is ready: every field is filled on first use.
type memo struct {
	labelBuf  []iri.Span // backing store of the host's label spans
	labelDone bool
	labels    []iri.Span // the spans of the host's labels (hostLabelSpans)

	schemeDone bool
	schemeOK   bool
	schemeInfo iri.Scheme // the registry entry of the IRI's scheme (lookupScheme)

	factsDone bool
	facts     uint8 // the facts of the input (scan.go)

	idnaDone  bool
	simple    bool   // the host is a simpleHost
	decoded   string // the host, percent-decoded
	decodedOK bool   // decoded is UTF-8
	ascii     string // IDNA ToASCII of decoded (Lookup profile)
	asciiErr  error  // its error
}

// hostLabelSpans returns the spans of the labels of the parsed host, split
// at ".": splitSpans(r.s, r.sp.Host, "."), computed once.
func (r *checkRun) hostLabelSpans() []iri.Span {
	if !r.labelDone {
		buf := r.labelBuf[:0]
		if cap(buf) < maxPooledLabels {
			buf = make([]iri.Span, 0, maxPooledLabels)
		}
		if r.sp.Host.Len() >= maxPooledLabels {
			if n := strings.Count(r.s[r.sp.Host.Start:r.sp.Host.End], ".") + 1; n > cap(buf) {
				buf = make([]iri.Span, 0, n) // sized once, not grown
			}
		}
		r.labels = appendSplitSpans(buf, r.s, r.sp.Host, '.')
		r.labelBuf = r.labels[:0]
		r.labelDone = true
	}
	return r.labels
}

// may reports whether the input has a character of one of the facts f
// (scan.go).
func (r *checkRun) may(f uint8) bool {
	if r.factsDone {
		return r.facts&f != 0
	}
	return r.mayScan(f)
}

// mayScan is may on the first call, which scans the input; kept out of
// line so that may itself is inlined.
//
//go:noinline
func (r *checkRun) mayScan(f uint8) bool { return r.inputFacts()&f != 0 }

// lookupScheme returns iri.LookupScheme(r.u.Scheme), computed once.
func (r *checkRun) lookupScheme() (iri.Scheme, bool) {
	if !r.schemeDone {
		r.schemeInfo, r.schemeOK = iri.LookupScheme(r.u.Scheme)
		r.schemeDone = true
	}
	return r.schemeInfo, r.schemeOK
}

// hostIDNA returns the parsed host percent-decoded, whether that is UTF-8,
// and, when it is, its IDNA ToASCII form (idnaprofile.Lookup) and error,
// computed once. A simpleHost is its own ToASCII form.
func (r *checkRun) hostIDNA() (decoded string, ok bool, ascii string, err error) {
	if !r.idnaDone {
		h := r.u.Host
		if r.simple = simpleHost(h); r.simple {
			r.decoded, r.decodedOK, r.ascii = h, true, h
		} else {
			r.decoded, r.decodedOK = chars.PctDecode(h)
			if r.decodedOK {
				res, ok := idnaCache.get(r.decoded)
				if !ok {
					res.ascii, res.err = idnaprofile.Lookup.ToASCII(r.decoded)
					idnaCache.put(r.decoded, res)
				}
				r.ascii, r.asciiErr = res.ascii, res.err
			}
		}
		r.idnaDone = true
	}
	return r.decoded, r.decodedOK, r.ascii, r.asciiErr
}

// isSimpleHost reports whether the parsed host is a simpleHost, computed
// once.
func (r *checkRun) isSimpleHost() bool {
	r.hostIDNA()
	return r.simple
}

// simpleHost reports whether h is one or more labels separated by ".",
// each of 1 to 63 lowercase ASCII letters, digits and hyphens that
// neither starts nor ends with a hyphen nor has "--" in its third and
// fourth places (so no "xn--" label): a host whose IDNA ToASCII form
// (UTS #46 processing, section 4 of UTS #46: every such character is
// valid and maps to itself, and the hyphen rules of its section 4.1 hold)
// is itself, and in which no rule of host.go or spoof.go that looks at
// single labels finds anything (an ASCII label is in the Latin script, or
// Common, and has no character outside ASCII to look like one inside).
func simpleHost(h string) bool {
	start := 0
	for i := 0; i <= len(h); i++ {
		if i < len(h) {
			c := h[i]
			if 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' {
				continue
			}
			if c != '.' {
				return false
			}
		}
		l := h[start:i]
		if l == "" || len(l) > idnaprofile.MaxLabel || l[0] == '-' || l[len(l)-1] == '-' ||
			len(l) >= 4 && l[2] == '-' && l[3] == '-' {
			return false
		}
		start = i + 1
	}
	return true
}

// appendSplitSpans appends to out the spans of the pieces of the text of
// s in sp split at every sep, as splitSpans does for one separator.
func appendSplitSpans(out []iri.Span, s string, sp iri.Span, sep byte) []iri.Span {
	start := sp.Start
	for {
		i := strings.IndexByte(s[start:sp.End], sep)
		if i < 0 {
			return append(out, span(start, sp.End))
		}
		out = append(out, span(start, start+i))
		start += i + 1
	}
}
