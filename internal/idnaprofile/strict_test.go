package idnaprofile

import "testing"

// TestMapping: UTS #46 (the IDNA mapping table) deletes U+00AD SOFT HYPHEN
// and U+FE0F VARIATION SELECTOR-16 ("ignored"), maps U+FE6A SMALL PERCENT
// SIGN to "%" and U+3000 IDEOGRAPHIC SPACE to " " (disallowed_STD3_mapped,
// let through without STD3 rules), and folds case.
func TestMapping(t *testing.T) {
	for in, want := range map[string]string{
		"\u00AD": "", "\uFE0F": "", "\uFE6A": "%", "\u3000": " ", "\u00C9": "\u00E9", "a": "a",
	} {
		if got, err := Mapping.ToUnicode(in); err != nil || got != want {
			t.Errorf("Mapping.ToUnicode(%+q) = %+q, %v; want %+q", in, got, err, want)
		}
	}
}

// TestRegistration: the registration profile takes no input that would
// need mapping (RFC 5891 section 4: U-labels are already in their final
// form) and decodes A-labels: "xn--9ca" is "\u00E9" (RFC 3492 Punycode of
// U+00E9), "xn--" decodes to nothing and is no label.
func TestRegistration(t *testing.T) {
	if _, err := Registration.ToASCII("A"); err == nil {
		t.Error(`Registration.ToASCII("A") accepted an uppercase letter`)
	}
	if _, err := Registration.ToASCII("a\u00ADb"); err == nil {
		t.Error("Registration.ToASCII accepted a soft hyphen")
	}
	if got, err := Registration.ToUnicode("xn--9ca"); err != nil || got != "\u00E9" {
		t.Errorf(`Registration.ToUnicode("xn--9ca") = %+q, %v`, got, err)
	}
	if _, err := Registration.ToUnicode("xn--"); err == nil {
		t.Error(`Registration.ToUnicode("xn--") accepted an empty A-label`)
	}
	// The lenient profile lets "xn--" through: the reason check validates
	// A-labels with Registration.
	if _, err := Lookup.ToASCII("xn--"); err != nil {
		t.Errorf(`Lookup.ToASCII("xn--") = %v; the check's A-label rule assumes it passes`, err)
	}
}
