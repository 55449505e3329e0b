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
	"strconv"
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

// skeletonLabel tells whether label, which has a character outside ASCII,
// has for TS #39 skeleton (section 4) an ASCII host name label (isLDHLabel)
// that is not the label itself in another case nor the label as the IDNA
// mapping (UTS #46 section 4, which also folds case) turns it into the
// name looked up, and names the ASCII label
// it looks like: the one asciiConfusable builds (its ASCII characters kept,
// each other character replaced by its own skeleton) when that label has
// the same skeleton, else the skeleton. "\u0261oogle" (U+0261 LATIN
// SMALL LETTER SCRIPT G) gives "google"; "K\u212A" (KELVIN SIGN) is
// "KK" in another case and gives nothing.
func skeletonLabel(label string) (target string, ok bool) {
	if isASCII(label) {
		return "", false
	}
	sk := confusable.Skeleton(label)
	if !isASCII(sk) || !isLDHLabel(sk) {
		return "", false
	}
	var b strings.Builder
	for _, c := range label {
		if c < 0x80 {
			b.WriteRune(c)
			continue
		}
		b.WriteString(confusable.Skeleton(string(c)))
	}
	target = sk
	if t := b.String(); isLDHLabel(t) && confusable.Skeleton(t) == sk {
		target = t
	}
	// The label itself in another case, or the label as IDNA maps it
	// for lookup (a full-width form, a ligature, a deleted soft hyphen,
	// the Kelvin sign): it names what it looks like, and FULLWIDTH_LATIN,
	// NOT_NFKC or HOST_IDNA_IGNORED say that it is not written as it
	// should be.
	same := func(x string) bool {
		return isASCII(x) && (strings.EqualFold(x, target) || confusable.Skeleton(x) == sk)
	}
	if same(strings.ToLower(label)) {
		return "", false
	}
	if m, err := idnaprofile.Mapping.ToUnicode(label); err == nil && same(m) {
		return "", false
	}
	return target, true
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
	suffixFrom := -1 // computed when a label needs it
	for i, sp := range labels {
		raw := r.s[sp.Start:sp.End]
		if plainASCIILabel(raw) {
			// ASCII letters are Latin and the other ASCII characters
			// Common, so the label is single-script, and it has no
			// character outside ASCII to be a look-alike.
			continue
		}
		lab, ok := chars.PctDecode(raw)
		if !ok || lab == "" {
			continue
		}
		ace := ""
		if len(lab) > 4 && strings.EqualFold(lab[:4], "xn--") {
			u, err := idna.Punycode.ToUnicode(strings.ToLower(lab))
			if err != nil {
				continue
			}
			ace, lab = lab, u
		}
		v, ok := scriptVerdicts.get(lab)
		if !ok {
			v = verdictOf(lab)
			scriptVerdicts.put(lab, v)
		}
		shown := func() string {
			if ace != "" {
				return strconv.Quote(ace) + " (the A-label of " + strconv.Quote(lab) + ")"
			}
			return strconv.Quote(lab)
		}
		// Each message is built only for a finding that is recorded
		// (absorbAt: not beyond the cap, not ignored).
		if v.confOK {
			if !v.whole {
				if !r.absorbAt(CodeMixedScriptConfusable, sp) {
					r.add(CodeMixedScriptConfusable, sp, fmt.Sprintf(
						"the host label %s mixes scripts and is confusable with the ASCII label %q (same TS #39 skeleton)", shown(), v.confTarget))
				}
				continue
			}
			if suffixFrom < 0 {
				suffixFrom = len(labels) - r.publicSuffixLabels(labels)
			}
			if i < suffixFrom {
				if !r.absorbAt(CodeWholeScriptConfusable, sp) {
					r.add(CodeWholeScriptConfusable, sp, fmt.Sprintf(
						"the host label %s, all in the script %s, is confusable with the ASCII label %q (same TS #39 skeleton)",
						shown(), v.wholeScripts, v.confTarget))
				}
				continue
			}
			// A whole-script confusable in the public suffix: no
			// look-alike finding (see SINGLE_SCRIPT_CONFUSABLE).
		} else if v.skelOK && !r.absorbAt(CodeSingleScriptConfusable, sp) {
			r.add(CodeSingleScriptConfusable, sp, "the host label "+shown()+" is confusable with the ASCII label "+
				strconv.Quote(v.skelTarget)+" (same TS #39 skeleton), which it is not: a look-alike within its script")
		}
		if v.mixed != "" && !r.absorbAt(CodeMixedScriptLabel, sp) {
			r.add(CodeMixedScriptLabel, sp, "the host label "+shown()+" mixes the scripts "+v.mixed)
		}
	}
}

// labelVerdict is what the script and look-alike rules say of one host
// label (decoded; the U-label of an A-label), wherever it stands:
// asciiConfusable, the resolved scripts of a whole-script confusable,
// skeletonLabel and mixedScripts.
type labelVerdict struct {
	confTarget   string
	confOK       bool
	whole        bool
	wholeScripts string // the resolved scripts joined by "/", when whole
	skelTarget   string
	skelOK       bool
	mixed        string
}

// verdictOf returns the labelVerdict of lab.
func verdictOf(lab string) labelVerdict {
	var v labelVerdict
	v.confTarget, v.whole, v.confOK = asciiConfusable(lab)
	if v.confOK && v.whole {
		v.wholeScripts = strings.Join(resolvedScripts(lab).names, "/")
	}
	v.skelTarget, v.skelOK = skeletonLabel(lab)
	v.mixed = mixedScripts(lab)
	return v
}

// plainASCIILabel reports whether the label l, as written, is ASCII
// without "%" and does not start with "xn--" in any case: a label that
// stands for itself.
func plainASCIILabel(l string) bool {
	for i := 0; i < len(l); i++ {
		if l[i] >= 0x80 || l[i] == '%' {
			return false
		}
	}
	return !(len(l) > 4 && strings.EqualFold(l[:4], "xn--"))
}

// asciiHost returns the host of the parsed IRI in lowercase ASCII form
// (IDNA ToASCII) without a final dot, or false.
func (r *checkRun) asciiHost() (string, bool) {
	_, ok, a, err := r.hostIDNA()
	if !ok || err != nil {
		return "", false
	}
	if r.isSimpleHost() {
		return strings.TrimSuffix(a, "."), true // lowercase already
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
	if !ok || strings.Count(a, ".") < 3 {
		// A registrable domain has two labels or more, and at least two
		// must stand before it (the loop below): fewer than four labels
		// can hold no other registrable domain.
		return
	}
	if _, ok := imitationClean.get(a); ok {
		return // found nothing before (cache.go)
	}
	pushed := r.pushed
	defer func() {
		if r.pushed == pushed {
			imitationClean.put(a, struct{}{})
		}
	}()
	reg, err := publicsuffix.EffectiveTLDPlusOne(a)
	if err != nil || len(a) == len(reg) {
		return
	}
	// The labels before the registrable domain, as offsets in lead
	// (dots[k] is the "." after label k), so that each candidate is a
	// slice of lead rather than a string joined anew.
	lead := a[:len(a)-len(reg)-1]
	dots := make([]int32, 0, 8)
	for i := 0; i < len(lead); i++ {
		if lead[i] == '.' {
			dots = append(dots, int32(i))
		}
	}
	nlead := len(dots) + 1
	labelStart := func(k int) int {
		if k == 0 {
			return 0
		}
		return int(dots[k-1]) + 1
	}
	labelEnd := func(k int) int {
		if k == nlead-1 {
			return len(lead)
		}
		return int(dots[k])
	}
	for e := nlead; e >= 2; e-- {
		// The public suffix and registrable domain of labels 0..e-1 lie in
		// their last labels (no rule of the list has more than
		// maxSuffixLabels-1), so only those are looked at: the work stays
		// linear in the number of labels.
		cand := lead[labelStart(max(0, e-maxSuffixLabels)):labelEnd(e-1)]
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
			if k := strings.Count(imit, ".") + 1; len(labels) == nlead && e-k >= 0 {
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
	switch sch := r.u.Scheme; {
	case len(sch) != 4 && len(sch) != 8 && len(sch) != 10:
		// none of the names below
	case strings.EqualFold(sch, "javascript"), strings.EqualFold(sch, "vbscript"):
		r.add(CodeScriptScheme, r.sp.Scheme, fmt.Sprintf(
			"a %s: IRI runs script wherever it is followed; check where it comes from before using it as a link", strings.ToLower(r.u.Scheme)))
	case strings.EqualFold(sch, "data"):
		r.add(CodeDataScheme, r.sp.Scheme,
			"a data: IRI carries its content (possibly HTML or SVG with script) in the IRI itself and shows it wherever it is followed")
	}
}
