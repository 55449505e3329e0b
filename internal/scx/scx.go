// Package scx gives the Script_Extensions property of Unicode (UAX #24
// section 5.2, "scx"): the set of scripts a character is used with. For
// most characters it is the one value of the Script property (the standard
// library's unicode.Scripts); for the characters ScriptExtensions.txt
// lists, such as U+30FC KATAKANA-HIRAGANA PROLONGED SOUND MARK (Hiragana
// and Katakana) or U+0964 DEVANAGARI DANDA (used by many Indic scripts), it
// is that file's set instead.
//
// No module on the Go module proxy provides the property (the standard
// library and golang.org/x/text have only Script), so tables_gen.go is
// generated from the Unicode Character Database by gen.go; see there.
package scx

//go:generate go run gen.go

import (
	"sort"
	"unicode"
)

// extension is one range of ScriptExtensions.txt.
type extension struct {
	lo, hi  rune
	scripts []string
}

// scriptRange is one range of one script of unicode.Scripts.
type scriptRange struct {
	lo, hi rune
	name   []string // one element, shared by every call
}

// scripts holds every range of every script of unicode.Scripts, sorted.
var scripts = func() []scriptRange {
	var out []scriptRange
	for name, t := range unicode.Scripts {
		one := []string{name}
		for _, r := range t.R16 {
			for c := rune(r.Lo); c <= rune(r.Hi); c += rune(r.Stride) {
				if r.Stride == 1 {
					out = append(out, scriptRange{rune(r.Lo), rune(r.Hi), one})
					break
				}
				out = append(out, scriptRange{c, c, one})
			}
		}
		for _, r := range t.R32 {
			for c := rune(r.Lo); c <= rune(r.Hi); c += rune(r.Stride) {
				if r.Stride == 1 {
					out = append(out, scriptRange{rune(r.Lo), rune(r.Hi), one})
					break
				}
				out = append(out, scriptRange{c, c, one})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].lo < out[j].lo })
	return out
}()

var unknown = []string{"Unknown"}

// Script returns the Script property value of r: its long name as in
// unicode.Scripts ("Latin", "Common", "Inherited"), or "Unknown" for a
// code point no script holds (unassigned in UnicodeVersion).
func Script(r rune) string { return script(r)[0] }

func script(r rune) []string {
	i := sort.Search(len(scripts), func(i int) bool { return scripts[i].hi >= r })
	if i < len(scripts) && scripts[i].lo <= r {
		return scripts[i].name
	}
	return unknown
}

// Of returns the Script_Extensions of r: the long names of its scripts,
// sorted. A character ScriptExtensions.txt does not list has its Script as
// only element ("Common" and "Inherited" included, as UAX #24 defines).
// The slice is shared: do not modify it.
func Of(r rune) []string {
	i := sort.Search(len(extensions), func(i int) bool { return extensions[i].hi >= r })
	if i < len(extensions) && extensions[i].lo <= r {
		return extensions[i].scripts
	}
	return script(r)
}
