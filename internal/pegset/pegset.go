// Package pegset reads the expressions of the grammar files (pigeon's PEG
// syntax, as grammar/*.peg writes them) far enough to tell which
// expressions match exactly one character of a set, compute those sets, and
// print a variant's other rules (its structure) with the sets abstracted.
// gen.go uses it to derive the fast path's character classes from each
// variant's grammar and to decide whether the variant's structure is the
// one the fast path implements (see fastpath.go and grammar/README.md).
//
// A set may also admit pct-encoded ("%" HEXDIG HEXDIG, RFC 3986 section
// 2.1) as one element: the grammars write it as an alternative beside
// single characters wherever a component allows percent-encoding.
package pegset

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Range is the code points Lo to Hi, inclusive.
type Range struct{ Lo, Hi rune }

// Set is a set of characters, and whether the pct-encoded triplet is an
// element too.
type Set struct {
	Ranges []Range // sorted, disjoint and not adjacent
	Pct    bool
}

// Has reports whether r is in s.
func (s Set) Has(r rune) bool {
	for _, x := range s.Ranges {
		if x.Lo <= r && r <= x.Hi {
			return true
		}
	}
	return false
}

// Equal reports whether s and t are the same set.
func (s Set) Equal(t Set) bool { return s.Pct == t.Pct && slices.Equal(s.Ranges, t.Ranges) }

// String writes s as "[41-5A,61-7A]" (hexadecimal code points), with "%"
// appended when pct-encoded is an element.
func (s Set) String() string {
	var b strings.Builder
	b.WriteByte('[')
	for i, r := range s.Ranges {
		if i > 0 {
			b.WriteByte(',')
		}
		if r.Lo == r.Hi {
			fmt.Fprintf(&b, "%X", r.Lo)
		} else {
			fmt.Fprintf(&b, "%X-%X", r.Lo, r.Hi)
		}
	}
	b.WriteByte(']')
	if s.Pct {
		b.WriteByte('%')
	}
	return b.String()
}

// normalize sorts and merges ranges.
func normalize(rs []Range) []Range {
	rs = slices.Clone(rs)
	slices.SortFunc(rs, func(a, b Range) int { return int(a.Lo) - int(b.Lo) })
	var out []Range
	for _, r := range rs {
		if n := len(out); n > 0 && r.Lo <= out[n-1].Hi+1 {
			out[n-1].Hi = max(out[n-1].Hi, r.Hi)
			continue
		}
		out = append(out, r)
	}
	return out
}

func union(a, b Set) Set {
	return Set{Ranges: normalize(append(slices.Clone(a.Ranges), b.Ranges...)), Pct: a.Pct || b.Pct}
}

// minus returns the ranges of a not in b.
func minus(a, b []Range) []Range {
	var out []Range
	for _, r := range a {
		lo := r.Lo
		for _, x := range b {
			if x.Hi < lo || x.Lo > r.Hi {
				continue
			}
			if x.Lo > lo {
				out = append(out, Range{lo, x.Lo - 1})
			}
			lo = x.Hi + 1
		}
		if lo <= r.Hi {
			out = append(out, Range{lo, r.Hi})
		}
	}
	return out
}

// Kind is the kind of an expression node.
type Kind uint8

// The expression kinds of pigeon's syntax that the grammars use.
const (
	Choice Kind = iota // Kids[0] / Kids[1] / ...
	Seq                // Kids[0] Kids[1] ...
	Action             // Kids[0] { Text }
	Label              // Name:Kids[0]
	Not                // !Kids[0]
	And                // &Kids[0]
	Star               // Kids[0]*
	Plus               // Kids[0]+
	Opt                // Kids[0]?
	Ref                // Name
	Lit                // "Text", case-insensitive with Fold
	Class              // [...]: Set, or Text when it is not a plain set
	Any                // .
)

// Node is an expression.
type Node struct {
	Kind Kind
	Kids []*Node
	Name string
	Text string
	Fold bool
	Set  Set
	ok   bool // Class: Set holds the class
}

// Parse parses a rule's expression (the text after "<-").
func Parse(src string) (*Node, error) {
	p := &parser{s: src}
	n, err := p.choice()
	if err != nil {
		return nil, err
	}
	p.space()
	if p.i < len(p.s) {
		return nil, fmt.Errorf("pegset: unexpected %q at offset %d", p.s[p.i:], p.i)
	}
	return n, nil
}

type parser struct {
	s string
	i int
}

func (p *parser) space() {
	for p.i < len(p.s) {
		switch c := p.s[p.i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			p.i++
		case strings.HasPrefix(p.s[p.i:], "//"):
			for p.i < len(p.s) && p.s[p.i] != '\n' {
				p.i++
			}
		default:
			return
		}
	}
}

func (p *parser) peek() byte {
	p.space()
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func (p *parser) choice() (*Node, error) {
	var kids []*Node
	for {
		n, err := p.seq()
		if err != nil {
			return nil, err
		}
		kids = append(kids, n)
		if p.peek() != '/' {
			break
		}
		p.i++
	}
	if len(kids) == 1 {
		return kids[0], nil
	}
	return &Node{Kind: Choice, Kids: kids}, nil
}

func (p *parser) seq() (*Node, error) {
	var kids []*Node
	for {
		c := p.peek()
		if c == 0 || c == '/' || c == ')' || c == '{' {
			break
		}
		n, err := p.labeled()
		if err != nil {
			return nil, err
		}
		kids = append(kids, n)
	}
	var n *Node
	switch len(kids) {
	case 0:
		if p.peek() != '{' {
			return nil, fmt.Errorf("pegset: empty expression at offset %d", p.i)
		}
		n = &Node{Kind: Seq}
	case 1:
		n = kids[0]
	default:
		n = &Node{Kind: Seq, Kids: kids}
	}
	if p.peek() == '{' {
		code, err := p.code()
		if err != nil {
			return nil, err
		}
		n = &Node{Kind: Action, Kids: []*Node{n}, Text: code}
	}
	return n, nil
}

// code reads a "{ ... }" block with balanced braces and returns its text
// with white space collapsed.
func (p *parser) code() (string, error) {
	start, depth := p.i, 0
	for ; p.i < len(p.s); p.i++ {
		switch p.s[p.i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				p.i++
				return strings.Join(strings.Fields(p.s[start+1:p.i-1]), " "), nil
			}
		}
	}
	return "", fmt.Errorf("pegset: unclosed code block at offset %d", start)
}

func isIdent(c byte, first bool) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || !first && '0' <= c && c <= '9'
}

func (p *parser) ident() string {
	start := p.i
	for p.i < len(p.s) && isIdent(p.s[p.i], p.i == start) {
		p.i++
	}
	return p.s[start:p.i]
}

func (p *parser) labeled() (*Node, error) {
	p.space()
	if p.i < len(p.s) && isIdent(p.s[p.i], true) {
		save := p.i
		name := p.ident()
		if p.peek() == ':' {
			p.i++
			n, err := p.prefixed()
			if err != nil {
				return nil, err
			}
			return &Node{Kind: Label, Name: name, Kids: []*Node{n}}, nil
		}
		p.i = save
	}
	return p.prefixed()
}

func (p *parser) prefixed() (*Node, error) {
	switch p.peek() {
	case '!', '&':
		k := Not
		if p.s[p.i] == '&' {
			k = And
		}
		p.i++
		if p.peek() == '{' {
			return nil, fmt.Errorf("pegset: code predicates are not supported")
		}
		n, err := p.suffixed()
		if err != nil {
			return nil, err
		}
		return &Node{Kind: k, Kids: []*Node{n}}, nil
	}
	return p.suffixed()
}

func (p *parser) suffixed() (*Node, error) {
	n, err := p.primary()
	if err != nil {
		return nil, err
	}
	if p.i < len(p.s) {
		switch p.s[p.i] {
		case '*':
			n = &Node{Kind: Star, Kids: []*Node{n}}
		case '+':
			n = &Node{Kind: Plus, Kids: []*Node{n}}
		case '?':
			n = &Node{Kind: Opt, Kids: []*Node{n}}
		default:
			return n, nil
		}
		p.i++
	}
	return n, nil
}

func (p *parser) primary() (*Node, error) {
	switch c := p.peek(); {
	case c == '(':
		p.i++
		n, err := p.choice()
		if err != nil {
			return nil, err
		}
		if p.peek() != ')' {
			return nil, fmt.Errorf("pegset: missing \")\" at offset %d", p.i)
		}
		p.i++
		return n, nil
	case c == '.':
		p.i++
		return &Node{Kind: Any}, nil
	case c == '"' || c == '\'' || c == '`':
		s, err := p.literal(c)
		if err != nil {
			return nil, err
		}
		n := &Node{Kind: Lit, Text: s}
		if p.i < len(p.s) && p.s[p.i] == 'i' {
			n.Fold = true
			p.i++
		}
		return n, nil
	case c == '[':
		return p.class()
	case isIdent(c, true):
		return &Node{Kind: Ref, Name: p.ident()}, nil
	}
	return nil, fmt.Errorf("pegset: unexpected %q at offset %d", p.s[p.i:], p.i)
}

// escape decodes the escape sequence at p.s[p.i] (after the backslash).
func (p *parser) escape() (rune, error) {
	if p.i >= len(p.s) {
		return 0, fmt.Errorf("pegset: escape at end")
	}
	c := p.s[p.i]
	p.i++
	n := 0
	switch c {
	case 'a':
		return '\a', nil
	case 'b':
		return '\b', nil
	case 'f':
		return '\f', nil
	case 'n':
		return '\n', nil
	case 'r':
		return '\r', nil
	case 't':
		return '\t', nil
	case 'v':
		return '\v', nil
	case 'x':
		n = 2
	case 'u':
		n = 4
	case 'U':
		n = 8
	case '0', '1', '2', '3', '4', '5', '6', '7':
		if p.i+2 > len(p.s) {
			return 0, fmt.Errorf("pegset: short octal escape")
		}
		v, err := strconv.ParseUint(p.s[p.i-1:p.i+2], 8, 32)
		p.i += 2
		return rune(v), err
	case 'p':
		return 0, fmt.Errorf("pegset: Unicode class escapes are not supported")
	default:
		return rune(c), nil // \\ \" \' \] \- ...
	}
	if p.i+n > len(p.s) {
		return 0, fmt.Errorf("pegset: short escape")
	}
	v, err := strconv.ParseUint(p.s[p.i:p.i+n], 16, 32)
	p.i += n
	return rune(v), err
}

func (p *parser) literal(q byte) (string, error) {
	p.i++
	var b strings.Builder
	for p.i < len(p.s) && p.s[p.i] != q {
		if p.s[p.i] == '\\' && q != '`' {
			p.i++
			r, err := p.escape()
			if err != nil {
				return "", err
			}
			b.WriteRune(r)
			continue
		}
		r, w := utf8.DecodeRuneInString(p.s[p.i:])
		b.WriteRune(r)
		p.i += w
	}
	if p.i >= len(p.s) {
		return "", fmt.Errorf("pegset: unclosed literal")
	}
	p.i++
	return b.String(), nil
}

func (p *parser) class() (*Node, error) {
	start := p.i
	p.i++
	neg := p.i < len(p.s) && p.s[p.i] == '^'
	if neg {
		p.i++
	}
	var rs []Range
	ch := func() (rune, error) {
		if p.s[p.i] == '\\' {
			p.i++
			return p.escape()
		}
		r, w := utf8.DecodeRuneInString(p.s[p.i:])
		p.i += w
		return r, nil
	}
	for p.i < len(p.s) && p.s[p.i] != ']' {
		lo, err := ch()
		if err != nil {
			return nil, err
		}
		hi := lo
		if p.i+1 < len(p.s) && p.s[p.i] == '-' && p.s[p.i+1] != ']' {
			p.i++
			if hi, err = ch(); err != nil {
				return nil, err
			}
		}
		if hi < lo {
			return nil, fmt.Errorf("pegset: bad range in class")
		}
		rs = append(rs, Range{lo, hi})
	}
	if p.i >= len(p.s) {
		return nil, fmt.Errorf("pegset: unclosed class")
	}
	p.i++
	n := &Node{Kind: Class, Text: p.s[start:p.i]}
	if p.i < len(p.s) && p.s[p.i] == 'i' {
		n.Fold = true
		n.Text += "i"
		p.i++
	}
	if !neg {
		if n.Fold {
			rs = fold(rs)
		}
		n.Set, n.ok = Set{Ranges: normalize(rs)}, true
	}
	return n, nil
}

// fold adds the other case of every ASCII letter in rs.
func fold(rs []Range) []Range {
	out := slices.Clone(rs)
	for c := 'A'; c <= 'z'; c++ {
		if c > 'Z' && c < 'a' {
			continue
		}
		if (Set{Ranges: rs}).Has(c) {
			o := c ^ 0x20
			out = append(out, Range{o, o})
		}
	}
	return out
}

// hexdig is HEXDIG (RFC 5234 appendix B.1, case-insensitive as ABNF
// strings are).
var hexdig = Set{Ranges: []Range{{'0', '9'}, {'A', 'F'}, {'a', 'f'}}}

// Grammar is a variant's resolved rules by name.
type Grammar struct {
	Rules map[string]*Node
	memo  map[string]*memo
}

type memo struct {
	done, busy, ok bool
	set            Set
}

// NewGrammar returns the grammar of the given rules.
func NewGrammar(rules map[string]*Node) *Grammar {
	return &Grammar{Rules: rules, memo: map[string]*memo{}}
}

// SetOf returns the set of characters n matches and true, when n matches
// exactly one character of a set (or, where the set's Pct is true, one
// pct-encoded triplet) and its value is not observed (no action or label
// inside): a class, a one-character literal, a reference to such a rule, a
// choice of such expressions, "%" HEXDIG HEXDIG, or !A B with A and B sets
// (B less A; A must not hold pct-encoded, whose exclusion would depend on
// what follows).
func (g *Grammar) SetOf(n *Node) (Set, bool) {
	switch n.Kind {
	case Class:
		return n.Set, n.ok
	case Lit:
		r, w := utf8.DecodeRuneInString(n.Text)
		if w == 0 || w != len(n.Text) {
			return Set{}, false
		}
		rs := []Range{{r, r}}
		if n.Fold {
			rs = fold(rs)
		}
		return Set{Ranges: normalize(rs)}, true
	case Ref:
		m := g.memo[n.Name]
		if m == nil {
			m = &memo{}
			g.memo[n.Name] = m
		}
		if m.done {
			return m.set, m.ok
		}
		def := g.Rules[n.Name]
		if m.busy || def == nil {
			return Set{}, false
		}
		m.busy = true
		m.set, m.ok = g.SetOf(def)
		m.busy, m.done = false, true
		return m.set, m.ok
	case Choice:
		var s Set
		for _, k := range n.Kids {
			ks, ok := g.SetOf(k)
			if !ok {
				return Set{}, false
			}
			s = union(s, ks)
		}
		return s, true
	case Seq:
		switch len(n.Kids) {
		case 1:
			return g.SetOf(n.Kids[0])
		case 2:
			if n.Kids[0].Kind != Not {
				return Set{}, false
			}
			a, ok1 := g.SetOf(n.Kids[0].Kids[0])
			b, ok2 := g.SetOf(n.Kids[1])
			if !ok1 || !ok2 || a.Pct {
				return Set{}, false
			}
			return Set{Ranges: minus(b.Ranges, a.Ranges), Pct: b.Pct && !a.Has('%')}, true
		case 3:
			if k := n.Kids[0]; k.Kind != Lit || k.Text != "%" {
				return Set{}, false
			}
			for _, k := range n.Kids[1:] {
				if s, ok := g.SetOf(k); !ok || !s.Equal(hexdig) {
					return Set{}, false
				}
			}
			return Set{Pct: true}, true
		}
	}
	return Set{}, false
}

// Hole is a set the structure leaves open: one of the character classes
// the fast path reads from a table.
type Hole struct {
	Rule, Class string
	Set         Set
}

// Structure prints the rules reachable from entries, in name order, each
// as "name <- expression" on a line, with every expression that SetOf
// accepts written as its set, and returns the text and the sets it left
// open. In a rule that holes names, every set is left open (written "□")
// and is recorded as a Hole of the class holes[rule][i] for the i-th set in
// the rule (the last class for the rest). References to set rules are
// written as their sets, so two grammars that differ only in such rules, or
// only in the open sets, print the same.
func (g *Grammar) Structure(entries []string, holes map[string][]string) (string, []Hole, error) {
	seen := map[string]bool{}
	var queue []string
	var visit func(n *Node)
	visit = func(n *Node) {
		if _, ok := g.SetOf(n); ok {
			return
		}
		if n.Kind == Ref && !seen[n.Name] {
			seen[n.Name] = true
			queue = append(queue, n.Name)
		}
		for _, k := range n.Kids {
			visit(k)
		}
	}
	for _, e := range entries {
		visit(&Node{Kind: Ref, Name: e})
	}
	for i := 0; i < len(queue); i++ {
		def := g.Rules[queue[i]]
		if def == nil {
			return "", nil, fmt.Errorf("pegset: undefined rule %s", queue[i])
		}
		visit(def)
	}
	slices.Sort(queue)
	var b strings.Builder
	var out []Hole
	for _, name := range queue {
		classes := holes[name]
		k := 0
		leaf := func(s Set) {
			if len(classes) == 0 {
				b.WriteString(s.String())
				return
			}
			b.WriteString("□")
			out = append(out, Hole{Rule: name, Class: classes[min(k, len(classes)-1)], Set: s})
			k++
		}
		b.WriteString(name)
		b.WriteString(" <- ")
		g.print(&b, g.Rules[name], leaf)
		b.WriteByte('\n')
	}
	return b.String(), out, nil
}

func (g *Grammar) print(b *strings.Builder, n *Node, leaf func(Set)) {
	if s, ok := g.SetOf(n); ok {
		leaf(s)
		return
	}
	list := func(sep string) {
		b.WriteByte('(')
		for i, k := range n.Kids {
			if i > 0 {
				b.WriteString(sep)
			}
			g.print(b, k, leaf)
		}
		b.WriteByte(')')
	}
	switch n.Kind {
	case Choice:
		list(" / ")
	case Seq:
		list(" ")
	case Action:
		g.print(b, n.Kids[0], leaf)
		b.WriteString(" {" + n.Text + "}")
	case Label:
		b.WriteString(n.Name + ":")
		g.print(b, n.Kids[0], leaf)
	case Not, And:
		b.WriteString(map[Kind]string{Not: "!", And: "&"}[n.Kind])
		g.print(b, n.Kids[0], leaf)
	case Star, Plus, Opt:
		g.print(b, n.Kids[0], leaf)
		b.WriteString(map[Kind]string{Star: "*", Plus: "+", Opt: "?"}[n.Kind])
	case Ref:
		b.WriteString(n.Name)
	case Lit:
		if n.Text == "" {
			b.WriteString(`""`)
			return
		}
		// A longer literal is its characters in sequence, written without
		// parentheses so that it reads the same as the characters written
		// one by one in the sequence around it.
		for i, r := range n.Text {
			if i > 0 {
				b.WriteByte(' ')
			}
			s := Set{Ranges: []Range{{r, r}}}
			if n.Fold {
				s.Ranges = normalize(fold(s.Ranges))
			}
			leaf(s)
		}
	case Class:
		b.WriteString(n.Text)
	case Any:
		b.WriteByte('.')
	}
}
