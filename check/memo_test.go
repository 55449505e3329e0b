package check

import (
	"strings"
	"testing"
)

// TestSimpleHostLabelShape: simpleHost accepts exactly the hosts its
// documentation describes (memo.go): labels of 1 to 63 octets (the DNS
// limit, RFC 1034 section 3.1) of lowercase ASCII letters, digits and
// hyphens, neither starting nor ending with a hyphen nor with "--" in the
// third and fourth places (RFC 5891 section 4.2.3.1). Tried at each edge:
// the first and last letter and digit and the bytes just outside them
// ("`" 0x60 before "a", "{" 0x7B after "z", "/" 0x2F before "0", ":"
// 0x3A after "9"), a label of 63 and of 64 octets, and hyphens at the
// third and fourth places against the second and third or the second
// and fourth.
func TestSimpleHostLabelShape(t *testing.T) {
	long63, long64 := strings.Repeat("a", 63), strings.Repeat("a", 64)
	for _, h := range []string{"a", "z", "0", "9", "az09", "a.z", "0.9", "a-z", "0-9",
		long63, long63 + ".com", "com." + long63, "a--b", "x-n-a", "ab-cd", "ab-c-d"} {
		if !simpleHost(h) {
			t.Errorf("simpleHost(%q) = false", h)
		}
	}
	for _, h := range []string{"`", "{", "/", ":", "a`", "a{", "a/", "a:", "A", "Z",
		long64, long64 + ".com", "com." + long64, "xn--a", "ab--", "ab--c", "ab--c.com", "x-n-", "-a", "a-"} {
		if simpleHost(h) {
			t.Errorf("simpleHost(%q) = true", h)
		}
	}
}
