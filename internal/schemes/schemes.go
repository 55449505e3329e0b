// Package schemes holds the names of the IANA "Uniform Resource Identifier
// (URI) Schemes" registry (permanent, provisional and historical), which
// IRI extraction (draft-ietf-iri-3987bis-00 section 8.3) uses to decide
// that a word followed by ":" in running text is a scheme.
//
// The list is the data file iana-uri-schemes.txt, embedded as it is: one
// lowercase name a line, "#" lines are comments. The set is built on first
// use, so importing the package costs nothing until then.
package schemes

import (
	_ "embed"
	"strings"
	"sync"
)

//go:embed iana-uri-schemes.txt
var data string

var set = sync.OnceValue(func() map[string]struct{} {
	m := make(map[string]struct{}, 420)
	for _, line := range strings.Split(data, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		m[line] = struct{}{}
	}
	return m
})

// IsRegistered reports whether name, compared without regard to ASCII
// case, is in the IANA URI Schemes registry.
func IsRegistered(name string) bool {
	if len(name) > 64 {
		return false
	}
	var buf [64]byte
	for i := 0; i < len(name); i++ {
		c := name[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	_, ok := set()[string(buf[:len(name)])]
	return ok
}

// Len returns the number of names in the registry list.
func Len() int { return len(set()) }
