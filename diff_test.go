package iri

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// checkWitness fails unless d shows a difference when its input is parsed
// again with a and b.
func checkWitness(t *testing.T, a, b Variant, d VariantDifference) {
	t.Helper()
	ua, ea := a.Parse(d.Input)
	ub, eb := b.Parse(d.Input)
	switch {
	case (ea == nil) != (d.ErrA == nil) || (eb == nil) != (d.ErrB == nil):
		t.Errorf("%q: errors %v, %v; DiffVariants said %v, %v", d.Input, ea, eb, d.ErrA, d.ErrB)
	case ea != nil && eb != nil:
		t.Errorf("%q: both reject it", d.Input)
	case ea == nil && eb == nil && (*ua == *ub || d.Component == ""):
		t.Errorf("%q: both parse it alike (component %q)", d.Input, d.Component)
	}
}

// The differences the README's table lists between RFC 3987 and 3987bis
// (section 2.2 of each), each with its shortest witness worked out by
// hand:
//   - 3987bis allows '#' in ifragment: "##" (the fragment "#");
//   - 3987bis has no pct-encoded in ireg-name: "//%00" (the host "%00",
//     '0' the smallest hexadecimal digit); rfc3987 accepts it;
//   - 3987bis (-04) adds the tags U+E0000-E0FFF to iprivate, which only
//     iquery allows: "?" U+E0000.
//
// They come shortest first, in bytes: 2, 5, 5 ("//%00" < "?\U000E0000"
// bytewise).
func TestDiffVariantsREADMEDifferences(t *testing.T) {
	bis := mustVariant("3987bis")
	ds := DiffVariants(RFC3987, bis, 0)
	var inputs []string
	for _, d := range ds {
		inputs = append(inputs, d.Input)
		checkWitness(t, RFC3987, bis, d)
	}
	want := []string{"##", "//%00", "?\U000E0000"}
	if len(inputs) < len(want) || !slices.Equal(inputs[:len(want)], want) {
		t.Fatalf("witnesses %q, want them to start with %q", inputs, want)
	}
	if got := ds[0].AcceptedBy(); got != "b" || ds[0].ErrA.(*ParseError).Rule != "ifragment" {
		t.Errorf("%q: accepted by %s, rfc3987 fails with %v", ds[0].Input, got, ds[0].ErrA)
	}
	if got := ds[1].AcceptedBy(); got != "a" {
		t.Errorf("%q: accepted by %s, want a (rfc3987)", ds[1].Input, got)
	}
	if got := ds[2].AcceptedBy(); got != "b" || ds[2].ErrA.(*ParseError).Rule != "iquery" {
		t.Errorf("%q: accepted by %s, rfc3987 fails with %v", ds[2].Input, got, ds[2].ErrA)
	}
	// At most n, the shortest.
	if two := DiffVariants(RFC3987, bis, 2); len(two) != 2 || two[0].Input != "##" || two[1].Input != "//%00" {
		t.Errorf("DiffVariants(..., 2) = %v", two)
	}
}

// RFC 3986 (appendix A) is RFC 3987 without ucschar and iprivate: the
// smallest ucschar, U+00A0, is a relative reference for rfc3987 alone, and
// the smallest iprivate, U+E000, a query.
func TestDiffVariantsURIOnly(t *testing.T) {
	ds := DiffVariants(RFC3987, RFC3986, 0)
	var inputs []string
	for _, d := range ds {
		checkWitness(t, RFC3987, RFC3986, d)
		if d.AcceptedBy() != "a" {
			t.Errorf("%q: accepted by %s; rfc3986 accepts nothing rfc3987 rejects", d.Input, d.AcceptedBy())
		}
		inputs = append(inputs, d.Input)
	}
	for _, w := range []string{"\u00a0", "?\ue000"} {
		if !slices.Contains(inputs, w) {
			t.Errorf("witnesses %q lack %q", inputs, w)
		}
	}
	if inputs[0] != "\u00a0" {
		t.Errorf("shortest witness %q, want U+00A0 (2 bytes)", inputs[0])
	}
}

// Both accept, and the components differ: a Web Address reads "\" as "/"
// (draft-ietf-iri-3987bis-00 section 7.2), so "/\" is "//", an empty
// authority; a LEIRI (section 7.1) takes "\" as a path character.
func TestDiffVariantsComponents(t *testing.T) {
	web := mustVariant("webaddress")
	leiri := mustVariant("leiri")
	ds := DiffVariants(leiri, web, 0)
	i := slices.IndexFunc(ds, func(d VariantDifference) bool { return d.Input == `/\` })
	if i < 0 {
		t.Fatalf("no witness `/\\` in %d", len(ds))
	}
	d := ds[i]
	checkWitness(t, leiri, web, d)
	if d.AcceptedBy() != "both" || d.Component != "host" || d.A.Path != `/\` || d.A.HasAuthority || !d.B.HasAuthority || d.B.Host != "" {
		t.Errorf("%+v", d)
	}
}

// A variant does not differ from itself, nor from its reference form.
func TestDiffVariantsSame(t *testing.T) {
	for _, v := range Variants() {
		if ds := DiffVariants(v, v.Reference(), 0); len(ds) != 0 {
			t.Errorf("%s: %d differences with itself, first %q", v.String(), len(ds), ds[0].Input)
		}
	}
}

// The inputs given are searched too, with the entry rule given: "a:#b"
// is an IRI for both; "a:#b#c" and "a:#bc#d" are IRIs for 3987bis only,
// one kind of difference, whose shortest witness is kept; "#b#c" is no IRI
// (no scheme). An invalid rule finds nothing.
func TestDiffRuleSearchesInputs(t *testing.T) {
	bis := mustVariant("3987bis")
	ds := diffSearch(RFC3987, bis, RuleIRI, false, []string{"a:#b", "a:#bc#d", "a:#b#c", "#b#c"}, 0)
	if len(ds) != 1 || ds[0].Input != "a:#b#c" || ds[0].AcceptedBy() != "b" {
		t.Errorf("%+v", ds)
	}
	if ds := RFC3987.DiffRule(bis, Rule(99), nil, 0); ds != nil {
		t.Errorf("invalid rule: %v", ds)
	}
}

// readCorpora returns the lines of testdata/corpus.txt and the string
// arguments of the fuzz corpora under testdata/fuzz.
func readCorpora(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("testdata/corpus.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var in []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		in = append(in, sc.Text())
	}
	files, _ := filepath.Glob("testdata/fuzz/*/*")
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if q, ok := strings.CutPrefix(line, "string("); ok {
				if s, err := strconv.Unquote(strings.TrimSuffix(q, ")")); err == nil {
					in = append(in, s)
				}
			}
		}
	}
	return in
}

// Over the corpus and the fuzz corpora as well, every pair of variants:
// each witness shows its difference when parsed again.
func TestDiffVariantsWitnessesVerified(t *testing.T) {
	corpus := readCorpora(t)
	if len(corpus) < 100 {
		t.Fatalf("%d corpus inputs", len(corpus))
	}
	vs := Variants()
	for i, a := range vs {
		for _, b := range vs[i+1:] {
			extra := corpus
			if testing.Short() {
				extra = nil
			}
			for _, d := range a.DiffRule(b, RuleIRIReference, extra, 0) {
				checkWitness(t, a, b, d)
			}
		}
	}
}
