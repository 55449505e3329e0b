package schemes

import "testing"

// The data file's header says it lists 405 names (IANA uri-schemes-1.csv
// as of 2026-03).
func TestListHas405Names(t *testing.T) {
	if n := Len(); n != 405 {
		t.Fatalf("Len() = %d, want 405", n)
	}
}

func TestIsRegisteredIgnoresCase(t *testing.T) {
	for _, tc := range []struct {
		name string
		want bool
	}{
		{"http", true}, {"HTTP", true}, {"Mailto", true}, {"svn", true},
		{"url", false}, {"foorandom", false}, {"google.com", false}, {"", false},
		{"note", false}, {"c", false},
		// "A" and "Z", the ends of the upper-case range, are folded too
		// ("aaa" and "z39.50r" are registered).
		{"AAA", true}, {"Z39.50R", true}, {"hydraZone", true},
	} {
		if got := IsRegistered(tc.name); got != tc.want {
			t.Errorf("IsRegistered(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}
