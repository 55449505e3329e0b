// Package assemble is the grammar half of the generator (gen.go at the
// module root): it reads the grammar files (grammar/*.peg, and the
// test-only testdata/grammar/*.peg), parses their "// key: value" headers,
// resolves each variant's inheritance through "extends" (its rules and its
// inherited header keys, grammar/README.md), writes the variants' rules
// into one pigeon grammar with each variant's rules prefixed, and renders
// the tables the root package reads (genVariants, genRules,
// genClassNames), including what the fast path needs: the digest of each
// variant's structure and its character classes (with internal/pegset).
// gen.go runs pigeon on the grammar and rewrites its output.
package assemble

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/goiri/iri/internal/pegset"
)

// entryRules are the four entry rules every variant exposes, by their base
// grammar names, in the order of the Rule constants.
var entryRules = [4]string{"IRI_reference", "IRI", "absolute_IRI", "irelative_ref"}

type rule struct {
	name      string
	text      string // the rule, from its name to the end of its expression
	section   string // "RFC 3987 section 2.2", from the rule's comment
	component bool   // the rule marks a component (its action calls c.mark)
}

// Variant is one grammar file's variant, resolved: its own rules, its rules
// with the inherited ones, and its header keys (given or inherited).
type Variant struct {
	name, extends, title, section, stripPrefix string
	sectionMap                                 [2]string // inherited rules citing [0] cite [1] instead
	entryNames                                 [4]string
	own                                        []rule
	rules                                      []rule // resolved: inherited plus own

	// Behaviour beyond the grammar, from the header keys (see
	// grammar/README.md); set records the keys the file itself gives, the
	// others are inherited through extends.
	isDefault  bool
	preprocess string // "none", "leiri" or "web-address"
	uriOnly    bool
	hostSTD3   bool
	set        map[string]bool
	Test       bool // from the test directory: compiled into the tests only
}

// Load reads grammarDir's base.peg and variant files (and, when testDir is
// not "", testDir's variant files, marked Test) and resolves their
// inheritance: rules and the inherited header keys. It returns the variant
// names, the default first, then the others in file name order, test
// variants last, and the variants by name.
func Load(grammarDir, testDir string) ([]string, map[string]*Variant, error) {
	withTest := testDir != ""
	files, err := filepath.Glob(filepath.Join(grammarDir, "*.peg"))
	if err != nil {
		return nil, nil, err
	}
	sort.Strings(files)
	nProd := len(files)
	if withTest {
		tf, err := filepath.Glob(filepath.Join(testDir, "*.peg"))
		if err != nil {
			return nil, nil, err
		}
		sort.Strings(tf)
		files = append(files, tf...)
	}
	var base []rule
	byName := map[string]*Variant{}
	var names []string
	for fi, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, nil, err
		}
		hdr, rules, err := splitRules(string(src))
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %v", f, err)
		}
		if fi < nProd && filepath.Base(f) == "base.peg" {
			base = rules
			continue
		}
		v := &Variant{own: rules, extends: "base", stripPrefix: "", preprocess: "none", set: map[string]bool{}, Test: fi >= nProd}
		v.entryNames = [4]string{"IRI-reference", "IRI", "absolute-IRI", "irelative-ref"}
		for k, val := range hdr {
			v.set[k] = true
			switch k {
			case "variant":
				v.name = val
			case "extends":
				v.extends = val
			case "title":
				v.title = val
			case "section":
				v.section = val
			case "strip-prefix":
				v.stripPrefix = val
			case "section-map":
				from, to, ok := strings.Cut(val, "=>")
				if !ok {
					return nil, nil, fmt.Errorf("%s: section-map needs \"FROM => TO\"", f)
				}
				v.sectionMap = [2]string{strings.TrimSpace(from), strings.TrimSpace(to)}
			case "entry":
				fs := strings.Fields(val)
				if len(fs) != 4 {
					return nil, nil, fmt.Errorf("%s: entry needs four names", f)
				}
				copy(v.entryNames[:], fs)
			case "default", "uri-only", "host-std3":
				b, err := strconv.ParseBool(val)
				if err != nil {
					return nil, nil, fmt.Errorf("%s: %s needs true or false, not %q", f, k, val)
				}
				switch k {
				case "default":
					v.isDefault = b
				case "uri-only":
					v.uriOnly = b
				case "host-std3":
					v.hostSTD3 = b
				}
			case "preprocess":
				if val != "none" && val != "leiri" && val != "web-address" {
					return nil, nil, fmt.Errorf("%s: preprocess must be none, leiri or web-address, not %q", f, val)
				}
				v.preprocess = val
			default:
				return nil, nil, fmt.Errorf("%s: unknown header key %q", f, k)
			}
		}
		if v.name == "" || v.section == "" {
			return nil, nil, fmt.Errorf("%s: a variant needs \"// variant:\" and \"// section:\" header lines", f)
		}
		if byName[v.name] != nil {
			return nil, nil, fmt.Errorf("%s: variant %q defined twice", f, v.name)
		}
		if v.isDefault && v.Test {
			return nil, nil, fmt.Errorf("%s: a test variant cannot be the default", f)
		}
		byName[v.name] = v
		names = append(names, v.name)
	}
	if base == nil {
		return nil, nil, fmt.Errorf("no %s/base.peg", grammarDir)
	}
	// Resolve the inheritance chains. chain is the variants being resolved,
	// v's descendants, which name a loop.
	var resolve func(v *Variant, chain []string) error
	resolve = func(v *Variant, chain []string) error {
		if v.rules != nil {
			return nil
		}
		looped := slices.Contains(chain, v.name)
		chain = append(chain, v.name)
		if looped {
			return fmt.Errorf("variant %q: extends chain loops: %s", chain[0], strings.Join(chain, " extends "))
		}
		parent := base
		if v.extends != "base" {
			p := byName[v.extends]
			if p == nil {
				return fmt.Errorf("variant %q extends unknown variant %q", v.name, v.extends)
			}
			if p.Test && !v.Test {
				return fmt.Errorf("variant %q extends test variant %q", v.name, v.extends)
			}
			if err := resolve(p, chain); err != nil {
				return err
			}
			parent = p.rules
			inherit(v, p)
		}
		v.rules = override(parent, v.own)
		return nil
	}
	// The default variant comes first, the rest in name order, test
	// variants last.
	defaults := 0
	for _, n := range names {
		if byName[n].isDefault {
			defaults++
		}
	}
	if defaults != 1 {
		return nil, nil, fmt.Errorf("%d variants say \"// default: true\"; exactly one must", defaults)
	}
	sort.SliceStable(names, func(i, j int) bool {
		a, b := byName[names[i]], byName[names[j]]
		if a.Test != b.Test {
			return b.Test
		}
		return a.isDefault && !b.isDefault
	})
	for _, n := range names {
		if err := resolve(byName[n], nil); err != nil {
			return nil, nil, err
		}
	}
	return names, byName, nil
}

// inherit copies into v the header keys its file does not give from p,
// the variant it extends. The identity keys (variant, extends, title,
// section, default) are never inherited.
func inherit(v, p *Variant) {
	if !v.set["strip-prefix"] {
		v.stripPrefix = p.stripPrefix
	}
	if !v.set["section-map"] {
		v.sectionMap = p.sectionMap
	}
	if !v.set["entry"] {
		v.entryNames = p.entryNames
	}
	if !v.set["preprocess"] {
		v.preprocess = p.preprocess
	}
	if !v.set["uri-only"] {
		v.uriOnly = p.uriOnly
	}
	if !v.set["host-std3"] {
		v.hostSTD3 = p.hostSTD3
	}
}

// Grammar writes the rules of the named variants into one pigeon grammar
// and returns it with the entry rules pigeon must keep.
func Grammar(names []string, byName map[string]*Variant) (string, []string, error) {
	var g strings.Builder
	g.WriteString("{\npackage iri\n}\n\n")
	var entrypoints []string
	for _, n := range names {
		v := byName[n]
		set := map[string]bool{}
		for _, r := range v.rules {
			set[r.name] = true
		}
		for _, e := range entryRules {
			if !set[e] {
				return "", nil, fmt.Errorf("variant %q has no entry rule %s", n, e)
			}
			ep := prefix(n) + "E_" + e
			entrypoints = append(entrypoints, ep)
			fmt.Fprintf(&g, "%s <- %s !.\n\n", ep, prefix(n)+e)
		}
		for _, r := range v.rules {
			g.WriteString(renameRefs(r.text, set, prefix(n)))
			g.WriteString("\n\n")
		}
	}
	return g.String(), entrypoints, nil
}

// prefix is the prefix of a variant's rules in the combined grammar,
// "v_<name>__" with every character of name that is not an ASCII letter or
// digit written "_".
func prefix(variant string) string {
	var b strings.Builder
	b.WriteString("v_")
	for _, r := range variant {
		if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	b.WriteString("__")
	return b.String()
}

var (
	ruleStart = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*)\s*("[^"]*"\s*)?(<-|=|←|⟵)`)
	headerKV  = regexp.MustCompile(`^//\s*([a-z0-9-]+):\s*(.*?)\s*$`)
	sectionRe = regexp.MustCompile(`((?:RFC \d+|draft-[a-z0-9-]+) (?:section|appendix) [A-Z0-9][0-9.]*[0-9A-Z]?)`)
)

// splitRules cuts a grammar file into its header (the "// key: value" lines
// that start the first comment block, up to the first other line) and its
// rules. A rule runs from a line that
// starts with its name to the line before the next rule or the comment block
// above it.
func splitRules(src string) (map[string]string, []rule, error) {
	lines := strings.Split(src, "\n")
	hdr := map[string]string{}
	i := 0
	inHeader := true
	for ; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "//"); i++ {
		m := headerKV.FindStringSubmatch(strings.TrimSpace(lines[i]))
		if m == nil {
			inHeader = false // the keys end at the first other line
		} else if inHeader {
			hdr[m[1]] = m[2]
		}
	}
	var rules []rule
	var comment []string
	var cur *rule
	flush := func() {
		if cur != nil {
			cur.text = strings.TrimRight(cur.text, "\n ")
			rules = append(rules, *cur)
			cur = nil
		}
	}
	for ; i < len(lines); i++ {
		l := lines[i]
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, "//") && (cur == nil || !strings.HasPrefix(l, " ")):
			flush()
			comment = append(comment, t)
		case t == "":
			if cur == nil {
				comment = nil
			} else {
				cur.text += "\n"
			}
		default:
			if m := ruleStart.FindStringSubmatch(l); m != nil {
				flush()
				cur = &rule{name: m[1]}
				for _, c := range comment {
					if s := sectionRe.FindString(c); s != "" {
						cur.section = s
						break
					}
				}
				if cur.section == "" {
					return nil, nil, fmt.Errorf("rule %s has no section comment", m[1])
				}
				comment = nil
			} else if cur == nil {
				return nil, nil, fmt.Errorf("text outside a rule: %q", l)
			}
			cur.text += l + "\n"
		}
	}
	flush()
	for i := range rules {
		rules[i].component = strings.Contains(rules[i].text, "c.mark")
	}
	return hdr, rules, nil
}

// override returns parent's rules with those of own replacing the rules of
// the same name; rules new in own come after.
func override(parent, own []rule) []rule {
	idx := map[string]int{}
	out := append([]rule(nil), parent...)
	for i, r := range out {
		idx[r.name] = i
	}
	for _, r := range own {
		if i, ok := idx[r.name]; ok {
			out[i] = r
		} else {
			idx[r.name] = len(out)
			out = append(out, r)
		}
	}
	return out
}

// renameRefs prefixes every rule name in a rule's text (its own name and the
// rules it references), leaving literals, character classes, code blocks,
// comments and labels alone.
func renameRefs(text string, rules map[string]bool, pfx string) string {
	var b strings.Builder
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '"' || c == '\'' || c == '`' || c == '[':
			end := c
			if c == '[' {
				end = ']'
			}
			j := i + 1
			for j < len(text) && text[j] != end {
				if text[j] == '\\' && c != '`' {
					j++
				}
				j++
			}
			b.WriteString(text[i:min(j+1, len(text))])
			i = j + 1
		case c == '{':
			depth, j := 0, i
			for ; j < len(text); j++ {
				if text[j] == '{' {
					depth++
				} else if text[j] == '}' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			b.WriteString(text[i:min(j+1, len(text))])
			i = j + 1
		case c == '/' && i+1 < len(text) && text[i+1] == '/':
			j := strings.IndexByte(text[i:], '\n')
			if j < 0 {
				j = len(text) - i
			}
			b.WriteString(text[i : i+j])
			i += j
		case c == '_' || unicode.IsLetter(rune(c)):
			j := i
			for j < len(text) && (text[j] == '_' || unicode.IsLetter(rune(text[j])) || unicode.IsDigit(rune(text[j]))) {
				j++
			}
			id := text[i:j]
			k := j
			for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
				k++
			}
			isLabel := k < len(text) && text[k] == ':'
			if rules[id] && !isLabel {
				b.WriteString(pfx)
			}
			b.WriteString(id)
			i = j
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

func displayName(name, strip string) string {
	if strip != "" && strings.HasPrefix(name, strip) && len(name) > len(strip) {
		name = name[len(strip):]
	}
	return strings.ReplaceAll(name, "_", "-")
}

// Tables renders the variant and rule tables read by variant.go: the
// variables genVariants, genRules and genClassNames, or with kind "Test"
// genTestVariants, ... for the test variants, whose indices start at
// offset.
func Tables(names []string, byName map[string]*Variant, offset int, kind string) (string, error) {
	var b strings.Builder
	if kind == "" {
		b.WriteString("\n// genVariants lists the grammar variants, the default first.\n")
	} else {
		b.WriteString("\n// genTestVariants lists the test-only grammar variants.\n")
	}
	fmt.Fprintf(&b, "var gen%sVariants = []genVariant{\n", kind)
	for _, n := range names {
		v := byName[n]
		structure, classes, err := fastClasses(v)
		if err != nil {
			return "", fmt.Errorf("variant %s: %v", n, err)
		}
		fmt.Fprintf(&b, "\t{name: %q, extends: %q, title: %q, section: %q, digest: %q, structure: %q, ", v.name, v.extends, v.title, v.section, digest(v.rules), structure)
		fmt.Fprintf(&b, "preprocess: %s, uriOnly: %t, hostSTD3: %t, ", preprocessConst[v.preprocess], v.uriOnly, v.hostSTD3)
		if classes != "" {
			fmt.Fprintf(&b, "classes: %s, ", classes)
		}
		b.WriteString("entries: [4]genEntry{")
		for i, e := range entryRules {
			fmt.Fprintf(&b, "{name: %q, rule: %q}, ", v.entryNames[i], prefix(n)+"E_"+e)
		}
		b.WriteString("}},\n")
	}
	b.WriteString("}\n\n// genRules describes every rule of the combined grammar by its prefixed name.\n")
	fmt.Fprintf(&b, "var gen%sRules = map[string]genRule{\n", kind)
	for i, n := range names {
		vi := offset + i
		v := byName[n]
		for _, e := range entryRules {
			fmt.Fprintf(&b, "\t%q: {name: %q, section: %q, variant: %d, entry: true},\n", prefix(n)+"E_"+e, displayName(e, v.stripPrefix), v.section, vi)
		}
		for _, r := range v.rules {
			sec := r.section
			if v.sectionMap[0] != "" && sec == v.sectionMap[0] {
				sec = v.sectionMap[1]
			}
			fmt.Fprintf(&b, "\t%q: {name: %q, section: %q, variant: %d, component: %s},\n",
				prefix(n)+r.name, displayName(r.name, v.stripPrefix), sec, vi, strconv.FormatBool(r.component))
		}
	}
	b.WriteString("}\n\n// genClassNames names the character classes that make up a whole rule\n")
	b.WriteString("// (e.g. ucschar), keyed by variant name, NUL, and the class as written.\n")
	fmt.Fprintf(&b, "var gen%sClassNames = map[string]string{\n", kind)
	for _, n := range names {
		v := byName[n]
		for _, r := range v.rules {
			_, body, ok := strings.Cut(r.text, "<-")
			body = strings.TrimSpace(body)
			if ok && strings.HasPrefix(body, "[") && strings.HasSuffix(body, "]") && !strings.Contains(body[1:len(body)-1], "]") {
				fmt.Fprintf(&b, "\t%q: %q,\n", n+"\x00"+body, displayName(r.name, v.stripPrefix))
			}
		}
	}
	b.WriteString("}\n")
	return b.String(), nil
}

// preprocessConst names the Go constant (variant_behaviour.go) of each
// value of the preprocess header key.
var preprocessConst = map[string]string{"none": "preprocessNone", "leiri": "preprocessLEIRI", "web-address": "preprocessWebAddress"}

// fastClassNames are the character classes of the fast path, in the order
// of its class bits (cAlpha, cScheme, ... in fastpath.go).
var fastClassNames = []string{"alpha", "scheme", "user", "reg", "seg", "nc", "sep", "query", "frag"}

// fastClassRules says which rules' sets are the fast path's classes: every
// set written in such a rule (or in a set rule it references) is left open
// in the structure, and is the class named, the i-th set of the rule the
// i-th class listed (the last for the rest). Where a class appears in more
// than one place (the separators of every path form, the ireg-name
// characters and the lookahead after IPv4address in ihost), every place
// must have the same set.
var fastClassRules = map[string][]string{
	"scheme":         {"alpha", "scheme"},
	"iuserinfo":      {"user"},
	"ireg_name":      {"reg"},
	"ihost":          {"reg"},
	"isegment":       {"seg"},
	"isegment_nz":    {"seg"},
	"isegment_nz_nc": {"nc"},
	"ihier_part":     {"sep"},
	"irelative_part": {"sep"},
	"ipath_abempty":  {"sep"},
	"ipath_absolute": {"sep"},
	"ipath_noscheme": {"sep"},
	"ipath_rootless": {"sep"},
	"iquery":         {"query"},
	"ifragment":      {"frag"},
}

// fastClasses returns the digest of v's structure (its rules with the
// fast path's classes left open, see pegset.Grammar.Structure) and, when
// every class is found and each has one set, the Go literal of the classes
// (a *genClasses), else "". A variant with a rule pegset cannot read gets
// no digest (a note saying which rule) and no classes: it parses with the
// generated parser.
func fastClasses(v *Variant) (string, string, error) {
	rules := map[string]*pegset.Node{}
	for _, r := range v.rules {
		loc := ruleStart.FindStringIndex(r.text)
		if loc == nil {
			return "", "", fmt.Errorf("rule %s: no \"<-\"", r.name)
		}
		n, err := pegset.Parse(r.text[loc[1]:])
		if err != nil {
			// pigeon syntax pegset does not read (code predicates, Unicode
			// class escapes, ...): no fast path for this variant.
			return "unread rule " + r.name, "", nil
		}
		rules[r.name] = n
	}
	form, holes, err := pegset.NewGrammar(rules).Structure(entryRules[:], fastClassRules)
	if err != nil {
		return "", "", err
	}
	h := sha256.Sum256([]byte(form))
	structure := hex.EncodeToString(h[:])[:16]
	sets := map[string]pegset.Set{}
	for _, hl := range holes {
		if s, ok := sets[hl.Class]; ok && !s.Equal(hl.Set) {
			return structure, "", nil // one class, two sets: no fast path
		}
		sets[hl.Class] = hl.Set
	}
	var b strings.Builder
	b.WriteString("&genClasses{")
	for _, c := range fastClassNames {
		s, ok := sets[c]
		if !ok {
			return structure, "", nil
		}
		fmt.Fprintf(&b, "{pct: %t, r: []genRange{", s.Pct)
		for _, r := range s.Ranges {
			fmt.Fprintf(&b, "{%#x, %#x}, ", r.Lo, r.Hi)
		}
		b.WriteString("}}, ")
	}
	b.WriteString("}")
	return structure, b.String(), nil
}

// digest identifies a variant's resolved rules (names and expressions,
// white space collapsed; comments and sections left out). fastpath.go
// enables a variant's fast path only while the digest it was checked against
// matches.
func digest(rules []rule) string {
	h := sha256.New()
	for _, r := range rules {
		fmt.Fprintf(h, "%s\x00%s\x00", r.name, strings.Join(strings.Fields(r.text), " "))
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
