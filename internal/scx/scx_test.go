package scx

import (
	"reflect"
	"testing"
	"unicode"
)

// TestOf: expected values read from ScriptExtensions-15.0.0.txt and
// Scripts-15.0.0.txt by hand (long names from PropertyValueAliases.txt).
func TestOf(t *testing.T) {
	for _, tt := range []struct {
		r    rune
		want []string
	}{
		{'a', []string{"Latin"}},        // Scripts.txt: 0061..007A ; Latin
		{'1', []string{"Common"}},       // 0030..0039 ; Common
		{0x0301, []string{"Inherited"}}, // 0300..036F ; Inherited, not in ScriptExtensions.txt
		{0x0363, []string{"Latin"}},     // 0363..036F ; Latn (Script Inherited)
		{0x0430, []string{"Cyrillic"}},  // CYRILLIC SMALL LETTER A
		{0x0485, []string{"Cyrillic", "Latin"}},
		{0x30FC, []string{"Hiragana", "Katakana"}}, // 30FC ; Hira Kana
		{0x3042, []string{"Hiragana"}},             // HIRAGANA LETTER A
		{0x3001, []string{"Bopomofo", "Han", "Hangul", "Hiragana", "Katakana", "Yi"}}, // 3001..3002 ; Bopo Hang Hani Hira Kana Yiii
		{0x3003, []string{"Bopomofo", "Han", "Hangul", "Hiragana", "Katakana"}},       // 3003 ; Bopo Hang Hani Hira Kana
		{0x3012, []string{"Common"}}, // POSTAL MARK, not listed: its Script
		{0x0640, []string{"Adlam", "Arabic", "Mandaic", "Manichaean", "Old_Uyghur", "Psalter_Pahlavi", "Hanifi_Rohingya", "Sogdian", "Syriac"}},
		{0x0378, []string{"Unknown"}},   // unassigned
		{0x10FFFF, []string{"Unknown"}}, // noncharacter, no script
		{0x20000, []string{"Han"}},      // CJK Extension B, an R32 range
		{0x1CD0, []string{"Bengali", "Devanagari", "Grantha", "Kannada"}},
	} {
		got := Of(tt.r)
		want := append([]string(nil), tt.want...)
		sortStrings(want)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Of(%U) = %q, want %q", tt.r, got, want)
		}
	}
	if got := Script(0x30FC); got != "Common" {
		t.Errorf("Script(U+30FC) = %q, want Common", got)
	}
}

// TestOfAgreesWithScripts: every code point not in ScriptExtensions.txt
// gets its unicode.Scripts script, and every listed one only scripts that
// exist.
func TestOfAgreesWithScripts(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		got := Of(r)
		if len(got) == 0 {
			t.Fatalf("Of(%U) is empty", r)
		}
		listed := false
		for _, e := range extensions {
			if e.lo <= r && r <= e.hi {
				listed = true
			}
		}
		if listed {
			continue
		}
		want := "Unknown"
		for name, tab := range unicode.Scripts {
			if unicode.Is(tab, r) {
				want = name
				break
			}
		}
		if len(got) != 1 || got[0] != want {
			t.Fatalf("Of(%U) = %q, want [%s]", r, got, want)
		}
		if r > 0x32000 && r < 0xE0000 {
			r = 0xE0000 - 1 // unassigned planes: skip ahead
		}
	}
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// TestUnicodeVersionMatchesToolchain: the Script_Extensions tables are of
// the Unicode version of the Go toolchain's unicode package, whose Script
// tables they complete; mixing versions would give scripts to code points
// the other tables call unassigned. A new Go release with a new Unicode
// version fails here until the tables are regenerated (go generate
// ./internal/scx, with that version's ScriptExtensions.txt).
func TestUnicodeVersionMatchesToolchain(t *testing.T) {
	if UnicodeVersion != unicode.Version {
		t.Errorf("internal/scx tables are Unicode %s, the Go toolchain's unicode package %s: regenerate them", UnicodeVersion, unicode.Version)
	}
}
