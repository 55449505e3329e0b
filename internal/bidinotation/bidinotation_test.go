package bidinotation

import "testing"

// The letters A and Z and their neighbours "@" and "[", and the Hebrew
// letters U+05D0 (alef) to U+05E9 (the 26th) and the ones beside them.
func TestHebAndBack(t *testing.T) {
	if got, want := Heb("@AZ[az1"), "@\u05D0\u05E9[az1"; got != want {
		t.Errorf("Heb = %q, want %q", got, want)
	}
	if got, want := FromHeb("\u05CF\u05D0\u05E9\u05EAz"), "\u05CFAZ\u05EAz"; got != want {
		t.Errorf("FromHeb = %q, want %q", got, want)
	}
}
