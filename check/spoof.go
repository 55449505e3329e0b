package check

// Spoofing checks: the scripts of host labels and their confusables
// (Unicode Technical Standard #39), look-alikes of delimiters (from the
// same confusables data), hosts whose leading labels imitate another
// registrable domain (Public Suffix List), and schemes that run or embed
// content (javascript:, data:).
//
// Data: the confusables of TS #39 come from go.mau.fi/util/confusable
// (confusables.txt of Unicode 17.0.0); the Script_Extensions property from
// internal/scx (ScriptExtensions.txt of Unicode 15.0.0, the version of the
// standard library's Script tables); the Public Suffix List from
// golang.org/x/net/publicsuffix.

import (
	"fmt"
	"strings"
	"unicode"

	"go.mau.fi/util/confusable"
	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"

	"github.com/goiri/iri"
	"github.com/goiri/iri/internal/chars"
	"github.com/goiri/iri/internal/idnaprofile"
	"github.com/goiri/iri/internal/scx"
	"github.com/goiri/iri/registrable"
)

// uts39 starts the Section of the codes resting on Unicode Technical
// Standard #39.
const uts39 = "Unicode TS #39 section "

// scriptSet is a set of scripts (long names as in unicode.Scripts, plus
// the three of augment) or, with all, the set of every script: TS #39
// section 5.1 gives Common and Inherited characters that value, "ALL".
type scriptSet struct {
	all   bool
	names []string
}

func (s scriptSet) empty() bool { return !s.all && len(s.names) == 0 }

func (s scriptSet) has(name string) bool { return s.all || containsString(s.names, name) }

// intersect returns s ∩ t.
func (s scriptSet) intersect(t scriptSet) scriptSet {
	switch {
	case s.all:
		return t
	case t.all:
		return s
	}
	var out []string
	for _, n := range s.names {
		if containsString(t.names, n) {
			out = append(out, n)
		}
	}
	return scriptSet{names: out}
}

// The scripts TS #39 section 5.1 adds to the augmented script sets: Han
// with Bopomofo (Hanb), Japanese (Jpan) and Korean (Kore).
const (
	scriptHanb = "Han_with_Bopomofo"
	scriptJpan = "Japanese"
	scriptKore = "Korean"
)

// augmented returns the augmented script set of c (TS #39 section 5.1):
// its Script_Extensions, ALL for {Common} and {Inherited}, with Han adding
// Hanb, Jpan and Kore, Hiragana and Katakana adding Jpan, Hangul adding
// Kore and Bopomofo adding Hanb.
func augmented(c rune) scriptSet {
	x := scx.Of(c)
	if len(x) == 1 && (x[0] == "Common" || x[0] == "Inherited") {
		return scriptSet{all: true}
	}
	names := append([]string(nil), x...)
	add := func(n string) {
		if !containsString(names, n) {
			names = append(names, n)
		}
	}
	for _, n := range x {
		switch n {
		case "Han":
			add(scriptHanb)
			add(scriptJpan)
			add(scriptKore)
		case "Hiragana", "Katakana":
			add(scriptJpan)
		case "Hangul":
			add(scriptKore)
		case "Bopomofo":
			add(scriptHanb)
		}
	}
	return scriptSet{names: names}
}

// resolvedScripts returns the resolved script set of s (TS #39 section
// 5.1): the intersection of the augmented script sets of its characters.
// s is single-script when the result is not empty, mixed-script when it is.
func resolvedScripts(s string) scriptSet {
	set := scriptSet{all: true}
	for _, c := range s {
		set = set.intersect(augmented(c))
		if set.empty() {
			break
		}
	}
	return set
}

// highlyRestrictiveSets are the combinations of scripts TS #39 section 5.2
// allows in a mixed-script string at the "Highly Restrictive" level: the
// writing systems of Japanese, Chinese and Korean, each with Latin.
var highlyRestrictiveSets = [][]string{
	{"Latin", "Han", "Hiragana", "Katakana"},
	{"Latin", "Han", "Bopomofo"},
	{"Latin", "Han", "Hangul"},
}

// mixedScripts returns, when label is mixed-script (its resolved script
// set is empty) and no set of highlyRestrictiveSets covers it, the scripts
// of its characters in the order they appear joined by "+" (a character
// with several Script_Extensions gives them joined by "/"); else "". A set
// covers the label when the Script_Extensions of each of its characters
// other than Common and Inherited ones has a script in the set (TS #39
// section 5.1), so U+30FC KATAKANA-HIRAGANA PROLONGED SOUND MARK goes with
// Hiragana and with Katakana alike.
func mixedScripts(label string) string {
	if !resolvedScripts(label).empty() {
		return ""
	}
	for _, set := range highlyRestrictiveSets {
		covered := true
		for _, c := range label {
			if a := augmented(c); !a.all && !intersects(scx.Of(c), set) {
				covered = false
				break
			}
		}
		if covered {
			return ""
		}
	}
	var seen []string
	for _, c := range label {
		if augmented(c).all {
			continue
		}
		if k := strings.Join(scx.Of(c), "/"); !containsString(seen, k) {
			seen = append(seen, k)
		}
	}
	return strings.Join(seen, "+")
}

func intersects(a, b []string) bool {
	for _, x := range a {
		if containsString(b, x) {
			return true
		}
	}
	return false
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// isLDHLabel reports whether s is a non-empty string of ASCII letters,
// digits and hyphens (isLDH), the characters of a host name label (RFC 1123
// section 2.1), and has at least one letter.
func isLDHLabel(s string) bool {
	letter := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isLDH(c) {
			return false
		}
		letter = letter || 'a' <= c|0x20 && c|0x20 <= 'z'
	}
	return letter
}

// asciiConfusable tells whether label, which has a character outside
// ASCII, is confusable with an ASCII host name label (TS #39 section 4:
// their skeletons are equal), which label that is, and of which kind. The
// ASCII label keeps the ASCII characters of label and puts for each other
// character its own skeleton, so "c\u043Em" gives "com" (the skeleton of
// "com" itself is "corn"); it must be letters, digits and hyphens with the
// same skeleton as label. Then, with R the resolved script set of label:
//
//   - R empty: label is mixed-script and the ASCII label single-script, so
//     they are mixed-script confusables;
//   - R without Latin (and not ALL): label and the ASCII label are each
//     single-script with disjoint resolved script sets, so they are
//     whole-script confusables ("\u0430\u0440\u0440\u04CF\u0435", Cyrillic,
//     and "apple");
//   - R with Latin: single-script confusables ("\u0251pple" and "apple"),
//     not reported.
func asciiConfusable(label string) (target string, whole, ok bool) {
	if isASCII(label) {
		return "", false, false
	}
	var b strings.Builder
	for _, c := range label {
		if c < 0x80 {
			b.WriteRune(c)
			continue
		}
		sk := confusable.Skeleton(string(c))
		if !isASCII(sk) {
			return "", false, false
		}
		b.WriteString(sk)
	}
	target = b.String()
	if !isLDHLabel(target) || confusable.Skeleton(target) != confusable.Skeleton(label) {
		return "", false, false
	}
	r := resolvedScripts(label)
	switch {
	case r.empty():
		return target, false, true
	case !r.has("Latin"):
		return target, true, true
	}
	return "", false, false
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// labelScripts checks the scripts of each host label: a label confusable
// with an ASCII label is reported as MIXED_SCRIPT_CONFUSABLE or
// WHOLE_SCRIPT_CONFUSABLE, any other mixed-script label as
// MIXED_SCRIPT_LABEL. A-labels ("xn--...") are checked as the U-labels they
// stand for. The labels of the host's public suffix are left out of the
// whole-script rule: top-level and registry labels are allocated by their
// registries (".ру" is not a look-alike of a ".py" anyone registered).
func (r *checkRun) labelScripts(labels []iri.Span) {
	suffixFrom := len(labels) - r.publicSuffixLabels(labels)
	for i, sp := range labels {
		lab, ok := chars.PctDecode(r.s[sp.Start:sp.End])
		if !ok || lab == "" {
			continue
		}
		shown := fmt.Sprintf("%q", lab)
		if len(lab) > 4 && strings.EqualFold(lab[:4], "xn--") {
			u, err := idna.Punycode.ToUnicode(strings.ToLower(lab))
			if err != nil {
				continue
			}
			shown = fmt.Sprintf("%q (the A-label of %q)", lab, u)
			lab = u
		}
		if target, whole, ok := asciiConfusable(lab); ok {
			if !whole {
				r.add(CodeMixedScriptConfusable, sp, fmt.Sprintf(
					"the host label %s mixes scripts and is confusable with the ASCII label %q (same TS #39 skeleton)", shown, target))
				continue
			}
			if i < suffixFrom {
				r.add(CodeWholeScriptConfusable, sp, fmt.Sprintf(
					"the host label %s, all in the script %s, is confusable with the ASCII label %q (same TS #39 skeleton)",
					shown, strings.Join(resolvedScripts(lab).names, "/"), target))
				continue
			}
		}
		if scripts := mixedScripts(lab); scripts != "" {
			r.add(CodeMixedScriptLabel, sp, fmt.Sprintf("the host label %s mixes the scripts %s", shown, scripts))
		}
	}
}

// asciiHost returns the host of the parsed IRI in lowercase ASCII form
// (IDNA ToASCII) without a final dot, or false.
func (r *checkRun) asciiHost() (string, bool) {
	host, ok := chars.PctDecode(r.u.Host)
	if !ok {
		return "", false
	}
	a, err := idnaprofile.Lookup.ToASCII(host)
	if err != nil {
		return "", false
	}
	return strings.TrimSuffix(strings.ToLower(a), "."), true
}

// publicSuffixLabels returns how many of the last labels form the host's
// public suffix (at least 1, the last label, when the host is not ASCII
// compatible).
func (r *checkRun) publicSuffixLabels(labels []iri.Span) int {
	n := 1
	if a, ok := r.asciiHost(); ok && a != "" {
		ps, _ := publicsuffix.PublicSuffix(a)
		n = strings.Count(ps, ".") + 1
	}
	if len(labels) > 0 && labels[len(labels)-1].Len() == 0 {
		n++ // the empty label after a final "."
	}
	return n
}

// genericTLDs are the generic top-level domains of RFC 1591 section 2 and
// the two gTLDs of 2000 most used for names people recognise.
var genericTLDs = []string{"com", "net", "org", "edu", "gov", "mil", "int", "info", "biz"}

// maxSuffixLabels bounds the labels imitatedDomain looks at for one
// candidate; the longest rules of the Public Suffix List have 5 labels.
const maxSuffixLabels = 8

// imitatedDomain reports a host whose labels before its registrable domain
// contain another registrable domain: some leading labels end with a
// public suffix of the ICANN section of the Public Suffix List that is
// either a generic TLD (genericTLDs) or has two or more labels ("co.uk"),
// and at least one label stands before that suffix. "paypal.com" in
// "paypal.com.account-verify.example" is such a domain; "www" in
// "www.example.com" is not. Single-label country-code suffixes ("de",
// "io") are left out, as labels such as "de" or "us" name regions in many
// genuine hosts ("shop.de.example.com").
func (r *checkRun) imitatedDomain() {
	a, ok := r.asciiHost()
	if !ok {
		return
	}
	reg, err := publicsuffix.EffectiveTLDPlusOne(a)
	if err != nil || len(a) == len(reg) {
		return
	}
	lead := strings.Split(a[:len(a)-len(reg)-1], ".")
	for e := len(lead); e >= 2; e-- {
		// The public suffix and registrable domain of lead[:e] lie in its
		// last labels (no rule of the list has more than
		// maxSuffixLabels-1), so only those are looked at: the work stays
		// linear in the number of labels.
		cand := strings.Join(lead[max(0, e-maxSuffixLabels):e], ".")
		ps, icann := publicsuffix.PublicSuffix(cand)
		if !icann || ps == cand || !strings.Contains(ps, ".") && !containsString(genericTLDs, ps) {
			continue
		}
		imit, err := publicsuffix.EffectiveTLDPlusOne(cand)
		if err != nil || imit == reg {
			continue
		}
		sp := r.sp.Host
		if regSp, ok := registrable.Domain(r.u); ok && regSp.Start > sp.Start && r.s[regSp.Start-1] == '.' {
			// The imitating labels as written: the last k of labels
			// 0..e-1 before the registrable domain (when the host as
			// written splits at "." into as many labels as its ASCII form).
			labels := splitSpans(r.s, span(sp.Start, regSp.Start-1), ".")
			if k := strings.Count(imit, ".") + 1; len(labels) == len(lead) && e-k >= 0 {
				sp = span(labels[e-k].Start, labels[e-1].End)
			}
		}
		r.add(CodeHostImitatesDomain, sp, fmt.Sprintf(
			"the host's leading labels hold the registrable domain %q, but the host belongs to %q: readers may take it for %s",
			imit, reg, imit))
		return
	}
}

// delimiterLookalike returns the ASCII delimiter c is confusable with ("/",
// "\", ".", ":", "?", "#" or "@", quoted), or "": c is a punctuation
// character or symbol outside ASCII and the full-width forms (which have
// their own code) whose TS #39 skeleton is that delimiter. Letters, marks
// and digits with such a skeleton (KATAKANA LETTER NO for "/", ARABIC-INDIC
// DIGIT ZERO for ".") are ordinary text in their scripts and are left out.
// The dots that IDNA's mapping turns into "." (U+3002 IDEOGRAPHIC FULL STOP
// and its half-width form; UTS #46 section 4, RFC 3490 section 3.1) are
// look-alikes of "." too, whatever their skeleton: they separate labels
// where the IRI seems to have none.
func delimiterLookalike(c rune) string {
	if c < 0x80 || c >= 0xFF01 && c <= 0xFF5E || !unicode.In(c, unicode.P, unicode.S) {
		return ""
	}
	if m, err := idnaprofile.Mapping.ToUnicode(string(c)); err == nil && m == "." {
		return `"."`
	}
	switch sk := confusable.Skeleton(string(c)); sk {
	case "/", `\`, ".", ":", "?", "#", "@":
		return `"` + sk + `"`
	}
	return ""
}

// activeScheme reports javascript: and vbscript: IRIs, which run script
// where the IRI is followed, and data: IRIs, which carry their content
// (an HTML page, an SVG image with script) in the IRI itself.
func (r *checkRun) activeScheme() {
	switch strings.ToLower(r.u.Scheme) {
	case "javascript", "vbscript":
		r.add(CodeScriptScheme, r.sp.Scheme, fmt.Sprintf(
			"a %s: IRI runs script wherever it is followed; check where it comes from before using it as a link", strings.ToLower(r.u.Scheme)))
	case "data":
		r.add(CodeDataScheme, r.sp.Scheme,
			"a data: IRI carries its content (possibly HTML or SVG with script) in the IRI itself and shows it wherever it is followed")
	}
}
