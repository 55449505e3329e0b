package iri

import (
	"errors"
	"strings"
	"testing"
)

// rfc3986Base is the base of RFC 3986 section 5.4: "Within a representation
// with a well defined base URI of http://a/b/c/d;p?q".
const rfc3986Base = "http://a/b/c/d;p?q"

// RFC 3986 section 5.4.1, Normal Examples, word for word.
var rfc3986Normal = [][2]string{
	{"g:h", "g:h"},
	{"g", "http://a/b/c/g"},
	{"./g", "http://a/b/c/g"},
	{"g/", "http://a/b/c/g/"},
	{"/g", "http://a/g"},
	{"//g", "http://g"},
	{"?y", "http://a/b/c/d;p?y"},
	{"g?y", "http://a/b/c/g?y"},
	{"#s", "http://a/b/c/d;p?q#s"},
	{"g#s", "http://a/b/c/g#s"},
	{"g?y#s", "http://a/b/c/g?y#s"},
	{";x", "http://a/b/c/;x"},
	{"g;x", "http://a/b/c/g;x"},
	{"g;x?y#s", "http://a/b/c/g;x?y#s"},
	{"", "http://a/b/c/d;p?q"},
	{".", "http://a/b/c/"},
	{"./", "http://a/b/c/"},
	{"..", "http://a/b/"},
	{"../", "http://a/b/"},
	{"../g", "http://a/b/g"},
	{"../..", "http://a/"},
	{"../../", "http://a/"},
	{"../../g", "http://a/g"},
}

// RFC 3986 section 5.4.2, Abnormal Examples, word for word. The last is
// "http:g" = "http:g" ; for strict parsers.
var rfc3986Abnormal = [][2]string{
	{"../../../g", "http://a/g"},
	{"../../../../g", "http://a/g"},
	{"/./g", "http://a/g"},
	{"/../g", "http://a/g"},
	{"g.", "http://a/b/c/g."},
	{".g", "http://a/b/c/.g"},
	{"g..", "http://a/b/c/g.."},
	{"..g", "http://a/b/c/..g"},
	{"./../g", "http://a/b/g"},
	{"./g/.", "http://a/b/c/g/"},
	{"g/./h", "http://a/b/c/g/h"},
	{"g/../h", "http://a/b/c/h"},
	{"g;x=1/./y", "http://a/b/c/g;x=1/y"},
	{"g;x=1/../y", "http://a/b/c/y"},
	{"g?y/./x", "http://a/b/c/g?y/./x"},
	{"g?y/../x", "http://a/b/c/g?y/../x"},
	{"g#s/./x", "http://a/b/c/g#s/./x"},
	{"g#s/../x", "http://a/b/c/g#s/../x"},
	{"http:g", "http:g"},
}

// The examples of RFC 3986 section 5.4 again with non-ASCII characters in
// every name: a -> á, b -> bé, c -> ç, d;p -> d;pé, q -> qü, g -> gö,
// h -> ħ, x -> xξ, y -> yÿ, s -> sß. Expected values worked out by hand from
// the section 5.4 ones by the same substitution (the scheme stays ASCII).
const nonASCIIBase = "http://á/bé/ç/d;pé?qü"

var nonASCIICases = [][2]string{
	// 5.4.1
	{"g:ħ", "g:ħ"},
	{"gö", "http://á/bé/ç/gö"},
	{"./gö", "http://á/bé/ç/gö"},
	{"gö/", "http://á/bé/ç/gö/"},
	{"/gö", "http://á/gö"},
	{"//gö", "http://gö"},
	{"?yÿ", "http://á/bé/ç/d;pé?yÿ"},
	{"gö?yÿ", "http://á/bé/ç/gö?yÿ"},
	{"#sß", "http://á/bé/ç/d;pé?qü#sß"},
	{"gö#sß", "http://á/bé/ç/gö#sß"},
	{"gö?yÿ#sß", "http://á/bé/ç/gö?yÿ#sß"},
	{";xξ", "http://á/bé/ç/;xξ"},
	{"gö;xξ", "http://á/bé/ç/gö;xξ"},
	{"gö;xξ?yÿ#sß", "http://á/bé/ç/gö;xξ?yÿ#sß"},
	{"", "http://á/bé/ç/d;pé?qü"},
	{".", "http://á/bé/ç/"},
	{"./", "http://á/bé/ç/"},
	{"..", "http://á/bé/"},
	{"../", "http://á/bé/"},
	{"../gö", "http://á/bé/gö"},
	{"../..", "http://á/"},
	{"../../", "http://á/"},
	{"../../gö", "http://á/gö"},
	// 5.4.2
	{"../../../gö", "http://á/gö"},
	{"../../../../gö", "http://á/gö"},
	{"/./gö", "http://á/gö"},
	{"/../gö", "http://á/gö"},
	{"gö.", "http://á/bé/ç/gö."},
	{".gö", "http://á/bé/ç/.gö"},
	{"gö..", "http://á/bé/ç/gö.."},
	{"..gö", "http://á/bé/ç/..gö"},
	{"./../gö", "http://á/bé/gö"},
	{"./gö/.", "http://á/bé/ç/gö/"},
	{"gö/./ħ", "http://á/bé/ç/gö/ħ"},
	{"gö/../ħ", "http://á/bé/ç/ħ"},
	{"gö;xξ=1/./yÿ", "http://á/bé/ç/gö;xξ=1/yÿ"},
	{"gö;xξ=1/../yÿ", "http://á/bé/ç/yÿ"},
	{"gö?yÿ/./xξ", "http://á/bé/ç/gö?yÿ/./xξ"},
	{"gö?yÿ/../xξ", "http://á/bé/ç/gö?yÿ/../xξ"},
	{"gö#sß/./xξ", "http://á/bé/ç/gö#sß/./xξ"},
	{"gö#sß/../xξ", "http://á/bé/ç/gö#sß/../xξ"},
	{"http:gö", "http:gö"},
	// Resolution does not decode: a percent-encoded segment is a segment.
	{"%C3%A9/../x", "http://á/bé/ç/x"},
	{"%2E%2E/x", "http://á/bé/ç/%2E%2E/x"},
	// iprivate is allowed in the query (RFC 3987 section 2.2).
	{"?\uE000", "http://á/bé/ç/d;pé?\uE000"},
}

func TestResolveRFC3986Examples(t *testing.T) {
	check := func(t *testing.T, base string, cases [][2]string) {
		t.Helper()
		for _, c := range cases {
			got, err := Resolve(base, c[0])
			if err != nil {
				t.Errorf("Resolve(%q, %q): %v", base, c[0], err)
				continue
			}
			if got != c[1] {
				t.Errorf("Resolve(%q, %q) = %q, want %q", base, c[0], got, c[1])
			}
		}
	}
	t.Run("5.4.1", func(t *testing.T) { check(t, rfc3986Base, rfc3986Normal) })
	t.Run("5.4.2", func(t *testing.T) { check(t, rfc3986Base, rfc3986Abnormal) })
	t.Run("non-ASCII", func(t *testing.T) { check(t, nonASCIIBase, nonASCIICases) })
}

func TestResolveOtherBases(t *testing.T) {
	cases := []struct{ base, ref, want string }{
		// Bases without an authority: merge takes the reference's path when
		// the base path has no "/" (RFC 3986 section 5.2.3).
		{"urn:isbn:0451450523", "", "urn:isbn:0451450523"},
		{"urn:isbn:0451450523", "#frag", "urn:isbn:0451450523#frag"},
		{"urn:isbn:0451450523", "?q", "urn:isbn:0451450523?q"},
		{"urn:isbn:0451450523", "x", "urn:x"},
		{"urn:isbn:0451450523", "..", "urn:"},
		{"urn:isbn:0451450523", "/x", "urn:/x"},
		{"urn:isbn:0451450523", "//h/x", "urn://h/x"},
		{"urn:a/b/c", "../d", "urn:a/d"},
		{"urn:a/b/c", "../../../d", "urn:/d"},
		{"mailto:user@example.org", "other@example.org", "mailto:other@example.org"},
		{"mailto:user@example.org", "?subject=é", "mailto:user@example.org?subject=é"},
		{"mailto:user@example.org", "#à", "mailto:user@example.org#à"},
		// Empty base paths.
		{"foo:", "g", "foo:g"},
		{"foo:", "/g", "foo:/g"},
		{"foo:", "", "foo:"},
		{"foo:", "../g", "foo:g"},
		{"foo:?q", "#f", "foo:?q#f"},
		{"http://a", "g", "http://a/g"},
		{"http://a", "", "http://a"},
		{"http://a", "?y", "http://a?y"},
		{"http://a", ".", "http://a/"},
		{"http://a", "..", "http://a/"},
		{"http://a", "#f", "http://a#f"},
		{"http://a?q", "", "http://a?q"},
		{"http://ü?q", "ö", "http://ü/ö"},
		// A base fragment is ignored (RFC 3986 section 5.1).
		{"http://a/b#f", "", "http://a/b"},
		{"http://a/b#f", "c", "http://a/c"},
		// Empty components are kept (RFC 3986 section 5.3).
		{"http://a/b?q", "?", "http://a/b?"},
		{"http://a/b?q", "#", "http://a/b?q#"},
		{"http://a/b", "//", "http://"},
		// A path that would start with "//" without an authority gets "/."
		// so that the result does not gain an authority.
		{"foo:/a/b", "..//c", "foo:/.//c"},
		{"foo:a/b", "..//c", "foo:/.//c"},
		{"foo:/a/b", "/.//c", "foo:/.//c"},
		// Dot segments of an absolute reference are removed too (5.2.2).
		{"http://a/b", "ftp://h/x/../y", "ftp://h/y"},
		{"http://a/b", "//h/./x/..", "http://h/"},
	}
	for _, c := range cases {
		got, err := Resolve(c.base, c.ref)
		if err != nil {
			t.Errorf("Resolve(%q, %q): %v", c.base, c.ref, err)
			continue
		}
		if got != c.want {
			t.Errorf("Resolve(%q, %q) = %q, want %q", c.base, c.ref, got, c.want)
		}
		if _, err := Parse(got); err != nil {
			t.Errorf("Resolve(%q, %q) = %q does not parse: %v", c.base, c.ref, got, err)
		}
	}
}

func TestResolveErrors(t *testing.T) {
	for _, c := range [][2]string{
		{"a/b", "c"},        // relative base
		{"http://a b", "c"}, // invalid base
		{"http://a/", "a b"},
		{"http://a/", "\xff"},
	} {
		if got, err := Resolve(c[0], c[1]); err == nil {
			t.Errorf("Resolve(%q, %q) = %q, want an error", c[0], c[1], got)
		}
	}
	var pe *ParseError
	if _, err := Resolve("http://a/", "%zz"); !errors.As(err, &pe) {
		t.Errorf("Resolve with an invalid ref: error %v is not a *ParseError", err)
	}
}

func TestResolveReferenceStruct(t *testing.T) {
	base, err := Parse(rfc3986Base)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := Parse("../g?y#s")
	if err != nil {
		t.Fatal(err)
	}
	got := base.ResolveReference(ref)
	if got.String() != "http://a/b/g?y#s" {
		t.Fatalf("got %q", got.String())
	}
	if base.String() != rfc3986Base || ref.String() != "../g?y#s" {
		t.Errorf("inputs modified: %q %q", base.String(), ref.String())
	}
	checkSpans(t, got)

	// A relative base: the result must not turn "c:d" into a scheme.
	rb, _ := Parse("a")
	rr, _ := Parse("./c:d")
	if got := rb.ResolveReference(rr).String(); got != "./c:d" {
		t.Errorf("relative base: got %q, want %q", got, "./c:d")
	}
}

// TestResolvePathFormWithoutAuthority: a resolved IRI without authority
// gets the path form its path has (RFC 3986 section 3.3): "a:b" after a
// scheme is path-rootless, nothing is path-empty, "/x" path-absolute.
func TestResolvePathFormWithoutAuthority(t *testing.T) {
	for _, tt := range []struct {
		base, ref, want string
		form            PathForm
	}{
		{"urn:a:b", "#f", "urn:a:b#f", PathRootless},
		{"urn:a:b", "c", "urn:c", PathRootless},
		{"s:", "#f", "s:#f", PathEmpty},
		{"s:", "?q", "s:?q", PathEmpty},
		{"s:x", "/y", "s:/y", PathAbsolute},
	} {
		base, err := Parse(tt.base)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := Parse(tt.ref)
		if err != nil {
			t.Fatal(err)
		}
		got := base.ResolveReference(ref)
		if got.String() != tt.want || got.PathForm != tt.form {
			t.Errorf("%q + %q = %q with path form %v, want %q and %v", tt.base, tt.ref, got.String(), got.PathForm, tt.want, tt.form)
		}
	}
}

// checkSpans checks that u's spans, path form and host kind are those the
// parser gives for u.String().
func checkSpans(t *testing.T, u *IRI) {
	t.Helper()
	p, err := Parse(u.String())
	if err != nil {
		t.Errorf("%q does not parse: %v", u.String(), err)
		return
	}
	if p.PathForm != u.PathForm || p.HostKind != u.HostKind {
		t.Errorf("%q: form/kind %v %v, parser says %v %v",
			u.String(), u.PathForm, u.HostKind, p.PathForm, p.HostKind)
	}
}

func TestRemoveDotSegments(t *testing.T) {
	// RFC 3986 section 5.2.4, the two worked examples, and edge cases
	// worked out by following rules A to E by hand.
	for _, c := range [][2]string{
		{"/a/b/c/./../../g", "/a/g"},
		{"mid/content=5/../6", "mid/6"},
		{"", ""},
		{".", ""},
		{"..", ""},
		{"/.", "/"},
		{"/..", "/"},
		{"a/..", "/"},
		{"../a", "a"},
		{"./a", "a"},
		{"/a/.b/..c/d.", "/a/.b/..c/d."},
		{"/a//../b", "/a/b"},
		{"/a/..//c", "//c"},
		{"/é/./ü/../ß", "/é/ß"},
	} {
		if got := removeDotSegments(c[0]); got != c[1] {
			t.Errorf("removeDotSegments(%q) = %q, want %q", c[0], got, c[1])
		}
	}
	// Linear time on pathological input.
	long := strings.Repeat("a/../", 200000)
	if got := removeDotSegments("/" + long + "x"); got != "/x" {
		t.Errorf("long input: got %q", got)
	}
}

func TestRelativize(t *testing.T) {
	cases := []struct{ base, target, want string }{
		{rfc3986Base, "http://a/b/c/g", "g"},
		{rfc3986Base, "http://a/b/c/g/", "g/"},
		{rfc3986Base, "http://a/g", "/g"}, // shorter than ../../g
		{rfc3986Base, "http://g", "//g"},
		{rfc3986Base, "http://a/b/c/d;p?y", "?y"},
		{rfc3986Base, "http://a/b/c/d;p?q#s", "#s"},
		{rfc3986Base, "http://a/b/c/d;p?q#", "#"},
		{rfc3986Base, "http://a/b/c/d;p?q", ""},
		{rfc3986Base, "http://a/b/c/", "."},
		{rfc3986Base, "http://a/b/", ".."},
		{rfc3986Base, "http://a/b/g", "../g"},
		{rfc3986Base, "http://a/", "/"},
		{rfc3986Base, "http://a/b/c/d;p", "d;p"},
		{rfc3986Base, "http://a/b/c/d;p#s", "d;p#s"},
		{rfc3986Base, "http://a/b/c/g?y#s", "g?y#s"},
		{rfc3986Base, "http://a/b/c/g:h", "./g:h"},
		{rfc3986Base, "https://a/b/c/g", "https://a/b/c/g"},
		{rfc3986Base, "http://u@a/b/c/g", "//u@a/b/c/g"},
		{rfc3986Base + "#frag", "http://a/b/c/g", "g"},
		{nonASCIIBase, "http://á/bé/gö", "../gö"},
		{nonASCIIBase, "http://á/bé/ç/d;pé?yÿ#sß", "?yÿ#sß"},
		{"urn:isbn:1", "urn:isbn:1#x", "#x"},
		{"urn:isbn:1", "urn:isbn:2", "./isbn:2"},
		{"mailto:a@example.org", "mailto:b@example.org", "b@example.org"},
		{"http://a", "http://a/", "."},
		{"http://a/b", "http://a", "//a"},
		{"http://a/b/", "http://a/b//c", ".//c"},
		{"foo:/a/b", "foo:/.//c", "..//c"}, // as short as "/.//c"; relative paths come first
	}
	for _, c := range cases {
		got, err := Relativize(c.base, c.target)
		if err != nil {
			t.Errorf("Relativize(%q, %q): %v", c.base, c.target, err)
			continue
		}
		if got != c.want {
			t.Errorf("Relativize(%q, %q) = %q, want %q", c.base, c.target, got, c.want)
		}
		if back, err := Resolve(c.base, got); err != nil || back != c.target {
			t.Errorf("Resolve(%q, %q) = %q, %v; want %q", c.base, got, back, err, c.target)
		}
	}
}

func TestRelativizeErrors(t *testing.T) {
	if _, err := Relativize(rfc3986Base, "http://a/b/c/../g"); !errors.Is(err, ErrNotReachable) {
		t.Errorf("dot segments in target: err = %v, want ErrNotReachable", err)
	}
	if _, err := Relativize(rfc3986Base, "g"); err == nil {
		t.Errorf("relative target: want an error")
	}
	if _, err := Relativize("a/b", "http://a/"); err == nil {
		t.Errorf("relative base: want an error")
	}
	b, _ := Parse("a/b")
	tg, _ := Parse("http://a/")
	if _, err := b.Relativize(tg); !errors.Is(err, ErrNotAbsolute) {
		t.Errorf("relative base: err = %v, want ErrNotAbsolute", err)
	}
}

// FuzzResolveRelativize checks resolve(base, relativize(base, t)) == t for
// every target t that resolution can produce.
func FuzzResolveRelativize(f *testing.F) {
	for _, c := range rfc3986Normal {
		f.Add(rfc3986Base, c[0])
	}
	for _, c := range rfc3986Abnormal {
		f.Add(rfc3986Base, c[0])
	}
	for _, c := range nonASCIICases {
		f.Add(nonASCIIBase, c[0])
	}
	f.Add("urn:isbn:1", "isbn:2")
	f.Add("foo:/a/b", "..//c")
	f.Add("http://a", "?")
	f.Fuzz(func(t *testing.T, base, ref string) {
		target, err := Resolve(base, ref)
		if err != nil {
			return
		}
		if _, err := ParseIRI(target); err != nil {
			t.Fatalf("Resolve(%q, %q) = %q, which does not parse: %v", base, ref, target, err)
		}
		rel, err := Relativize(base, target)
		if err != nil {
			t.Fatalf("Relativize(%q, %q): %v", base, target, err)
		}
		back, err := Resolve(base, rel)
		if err != nil || back != target {
			t.Fatalf("Resolve(%q, Relativize(..., %q) = %q) = %q, %v", base, target, rel, back, err)
		}
		if len(rel) > len(ref) && ref != "" {
			// ref itself resolves to target, so the shortest is no longer,
			// unless ref needs rewriting to be a reference at all.
			if _, err := ParseRelative(ref); err == nil && !strings.Contains(ref, ".") {
				t.Fatalf("Relativize(%q, %q) = %q, longer than %q", base, target, rel, ref)
			}
		}
	})
}

// TestResolveNonStrict: the backward-compatible resolution RFC 3986
// section 5.2.2 allows ("if ((not strict) and (R.scheme == Base.scheme))
// then undefine(R.scheme)"). Section 5.4.2: "http:g" = "http:g" for strict
// parsers, "http://a/b/c/g" for backward compatibility.
func TestResolveNonStrict(t *testing.T) {
	// Every other example of section 5.4 has no scheme or another one
	// ("g:h"), so non-strict resolution gives the same target.
	for _, table := range [][][2]string{rfc3986Normal, rfc3986Abnormal[:len(rfc3986Abnormal)-1]} {
		for _, c := range table {
			if got, err := Resolve(rfc3986Base, c[0], NonStrict()); err != nil || got != c[1] {
				t.Errorf("Resolve(%q, NonStrict) = %q, %v; want %q", c[0], got, err, c[1])
			}
		}
	}
	for _, tt := range []struct {
		ref  string
		opts []Option
		want string
	}{
		{"http:g", []Option{NonStrict()}, "http://a/b/c/g"}, // section 5.4.2
		{"http:g", nil, "http:g"},                           // strict by default
		{"http:g", []Option{Lenient(), nil}, "http:g"},      // other options: still strict
		// Schemes compare without regard to case (section 3.1); the
		// target takes the base's scheme (5.2.2: T.scheme = Base.scheme).
		{"HTTP:g", []Option{NonStrict()}, "http://a/b/c/g"},
		{"HTTP:g", nil, "HTTP:g"},
		// Another scheme is kept.
		{"https:g", []Option{NonStrict()}, "https:g"},
		// The rest of 5.2.2 with R.scheme undefined: an empty path keeps
		// the base's path and query; a query replaces the base's; an
		// authority is taken from the reference.
		{"http:", []Option{NonStrict()}, "http://a/b/c/d;p?q"},
		{"http:?y", []Option{NonStrict()}, "http://a/b/c/d;p?y"},
		{"http:#s", []Option{NonStrict()}, "http://a/b/c/d;p?q#s"},
		{"http:/g", []Option{NonStrict()}, "http://a/g"},
		{"http:../g", []Option{NonStrict()}, "http://a/b/g"},
		{"http://x/./y", []Option{NonStrict()}, "http://x/y"},
	} {
		if got, err := Resolve(rfc3986Base, tt.ref, tt.opts...); err != nil || got != tt.want {
			t.Errorf("Resolve(%q, %d options) = %q, %v; want %q", tt.ref, len(tt.opts), got, err, tt.want)
		}
	}
	// The method on parsed values takes the option too.
	b, err := ParseIRI(rfc3986Base)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Parse("http:g")
	if err != nil {
		t.Fatal(err)
	}
	if got := b.ResolveReference(r, NonStrict()).String(); got != "http://a/b/c/g" {
		t.Errorf("ResolveReference(http:g, NonStrict) = %q", got)
	}
	if r.String() != "http:g" {
		t.Errorf("ResolveReference changed ref: %q", r.String())
	}
}

// Tests that kill mutants of resolve.go (make mutate FILES=resolve.go).

// TestRelativizeColonSegments: a relative-path reference whose first
// segment holds ":" would read as a scheme (RFC 3986 section 4.2), so
// Relativize writes "./" before it: from the directory http://x/d/,
// http://x/d/a:b is "./a:b" (not "a:b") and http://x/d/:b is "./:b"
// (":b" is no reference at all). A target with another scheme whose path
// has ":" in its first segment (urn:a:b) is returned whole: it has a
// scheme, so nothing is mistaken for one.
func TestRelativizeColonSegments(t *testing.T) {
	for _, c := range []struct{ base, target, want string }{
		{"http://x/d/", "http://x/d/a:b", "./a:b"},
		{"http://x/d/", "http://x/d/:b", "./:b"},
		{"http://x/d/", "urn:a:b", "urn:a:b"},
		{"http://x/d/", "http://x/d/a", "a"},
	} {
		got, err := Relativize(c.base, c.target)
		if err != nil || got != c.want {
			t.Errorf("Relativize(%q, %q) = %q, %v, want %q", c.base, c.target, got, err, c.want)
		}
	}
}

func TestResolveRelativeBase(t *testing.T) {
	if _, err := Resolve("rel/x", "g"); !errors.Is(err, ErrNotAbsolute) {
		t.Errorf("Resolve(rel/x, g) = %v, want ErrNotAbsolute", err)
	}
	if _, err := Relativize("rel/x", "http://a/b"); !errors.Is(err, ErrNotAbsolute) {
		t.Errorf("Relativize(rel/x, ...) = %v, want ErrNotAbsolute", err)
	}
	var pe *ParseError
	if _, err := Resolve("http://a b/", "g"); !errors.As(err, &pe) {
		t.Errorf("Resolve with an invalid base = %v, want a *ParseError", err)
	}
}
