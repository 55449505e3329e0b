package chars

import (
	"testing"
	"unicode"
	"unsafe"
)

// The expected sets are facts of the Unicode Character Database
// (DerivedCoreProperties.txt, PropList.txt), written out by hand.
func TestIsDefaultIgnorable(t *testing.T) {
	yes := []rune{
		0x00AD,  // SOFT HYPHEN (Cf)
		0x034F,  // COMBINING GRAPHEME JOINER (Other_Default_Ignorable_Code_Point)
		0x061C,  // ARABIC LETTER MARK (Cf)
		0x115F,  // HANGUL CHOSEONG FILLER (Other_DI)
		0x3164,  // HANGUL FILLER (Other_DI)
		0x180B,  // MONGOLIAN FREE VARIATION SELECTOR ONE (Variation_Selector)
		0x200B,  // ZERO WIDTH SPACE (Cf)
		0x200C,  // ZERO WIDTH NON-JOINER
		0x200D,  // ZERO WIDTH JOINER
		0x200E,  // LEFT-TO-RIGHT MARK
		0x202E,  // RIGHT-TO-LEFT OVERRIDE
		0x2060,  // WORD JOINER
		0x2066,  // LEFT-TO-RIGHT ISOLATE
		0x2069,  // POP DIRECTIONAL ISOLATE
		0xFE00,  // VARIATION SELECTOR-1
		0xFE0F,  // VARIATION SELECTOR-16
		0xFEFF,  // ZERO WIDTH NO-BREAK SPACE
		0x1BCA0, // SHORTHAND FORMAT LETTER OVERLAP
		0xE0001, // LANGUAGE TAG
		0xE0100, // VARIATION SELECTOR-17
		0xE0FFF, // unassigned, Other_DI (E0000-E0FFF)
	}
	no := []rune{
		'a', ' ', 0x0000, 0x007F, 0x00A0, 0x00AC, 0x00AE, 0x00E9,
		0x0600,  // ARABIC NUMBER SIGN: Cf but Prepended_Concatenation_Mark
		0x06DD,  // ARABIC END OF AYAH: likewise
		0x1680,  // OGHAM SPACE MARK: White_Space
		0x3000,  // IDEOGRAPHIC SPACE
		0xFFF9,  // INTERLINEAR ANNOTATION ANCHOR: Cf, excluded
		0xFFFB,  // INTERLINEAR ANNOTATION TERMINATOR
		0x13430, // EGYPTIAN HIEROGLYPH VERTICAL JOINER: Cf, excluded
		0x1343F,
		0x200A, // HAIR SPACE: White_Space
		0xFFFC, 0x10FFFF,
	}
	for _, r := range yes {
		if !IsDefaultIgnorable(r) {
			t.Errorf("IsDefaultIgnorable(%U) = false", r)
		}
		if !IsInvisible(r) {
			t.Errorf("IsInvisible(%U) = false", r)
		}
	}
	for _, r := range no {
		if IsDefaultIgnorable(r) {
			t.Errorf("IsDefaultIgnorable(%U) = true", r)
		}
	}
	// Cf characters that are not default-ignorable are still invisible
	// (format controls); C1 controls are not (they have their own code).
	for _, r := range []rune{0x0600, 0xFFF9, 0x13430} {
		if !IsInvisible(r) {
			t.Errorf("IsInvisible(%U) = false (a Cf character)", r)
		}
	}
	for _, r := range []rune{0x0085, 0x009F, 'a', 0x00A0, 0x3000, 0x00E9} {
		if IsInvisible(r) {
			t.Errorf("IsInvisible(%U) = true", r)
		}
	}
	// Every Bidi_Control character is invisible (the RFC 3987 section 4.1
	// seven, U+061C and the isolates).
	for _, rg := range unicode.Bidi_Control.R16 {
		for r := rune(rg.Lo); r <= rune(rg.Hi); r += rune(rg.Stride) {
			if !IsInvisible(r) {
				t.Errorf("IsInvisible(%U) = false (Bidi_Control)", r)
			}
		}
	}
}

func TestIsJoiner(t *testing.T) {
	for r, want := range map[rune]bool{0x200B: false, 0x200C: true, 0x200D: true, 0x200E: false, 'a': false} {
		if IsJoiner(r) != want {
			t.Errorf("IsJoiner(%U) = %v", r, !want)
		}
	}
}

func TestKeepEncoded(t *testing.T) {
	for _, c := range []struct {
		r           rune
		path, query bool // KeepEncoded outside and inside the query
	}{
		{'a', false, false}, {'~', false, false}, {'-', false, false}, {'0', false, false},
		{'%', true, true}, {'/', true, true}, {'?', true, true}, {' ', true, true}, {0x7F, true, true}, {0, true, true},
		{-1, true, true},
		{0x0080, true, true}, {0x009F, true, true}, // C1 controls: not ucschar
		{0x00A0, true, true}, // NO-BREAK SPACE: White_Space
		{0x00A1, false, false}, {0x00E9, false, false}, {0x7D0D, false, false}, {0x1F600, false, false},
		{0x00AD, true, true}, {0x200B, true, true}, {0x200D, true, true}, {0xFEFF, true, true},
		{0x202E, true, true}, {0x2067, true, true}, {0x061C, true, true}, {0xFE0F, true, true},
		{0x3000, true, true}, {0x2028, true, true}, // LINE SEPARATOR: White_Space
		{0xE000, true, false}, {0xF8FF, true, false}, {0x10FFFD, true, false}, // iprivate
		{0xD7FF, false, false}, {0xD800, true, true}, {0xF900, false, false},
		{0xFDD0, true, true}, {0xFFF0, true, true}, {0xFFFE, true, true}, {0xE0041, true, true},
	} {
		if got := KeepEncoded(c.r, false); got != c.path {
			t.Errorf("KeepEncoded(%U, false) = %v", c.r, got)
		}
		if got := KeepEncoded(c.r, true); got != c.query {
			t.Errorf("KeepEncoded(%U, true) = %v", c.r, got)
		}
	}
}

// TestPolicyTables checks the bit sets against the Unicode tables for
// every code point.
func TestPolicyTables(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if got, want := IsInvisible(r), isInvisibleTables(r); got != want {
			t.Fatalf("IsInvisible(%U) = %v, tables say %v", r, got, want)
		}
		ws := unicode.Is(unicode.White_Space, r)
		if r > 0xFFFF && ws {
			t.Fatalf("%U is White_Space above the BMP", r)
		}
		if r >= 0xA0 && IsUcschar(r) {
			if got, want := KeepEncoded(r, false), isInvisibleTables(r) || ws; got != want {
				t.Fatalf("KeepEncoded(%U) = %v, want %v", r, got, want)
			}
		}
	}
}

// TestBMPSetIsOneBitPerCodePoint: a bmpSet holds the 65,536 BMP code
// points in one bit each, 8 KiB, and no more (the sets are built when the
// package is loaded: their size is part of what importing it costs).
func TestBMPSetIsOneBitPerCodePoint(t *testing.T) {
	if got := unsafe.Sizeof(bmpSet{}); got != 65536/8 {
		t.Errorf("a bmpSet takes %d bytes, want %d (one bit per BMP code point)", got, 65536/8)
	}
}
