package iri

import "testing"

// The examples of draft-ietf-iri-3987bis-00 section 5 and RFC 3987
// section 5 (the same examples in both, unless noted), as equivalences at
// the levels of the comparison ladder. "&#xE9;" in the specifications
// stands for the character itself (section 1.4).

// equivalence says whether a and b are equivalent at the simple, syntax
// and scheme levels.
type equivalence struct {
	section                string
	a, b                   string
	simple, syntax, scheme bool
}

var specEquivalences = []equivalence{
	// 5.3.2: "an application using this approach could reasonably consider
	// the following two IRIs equivalent:
	//    example://a/b/c/%7Bfoo%7D/ros&#xE9;
	//    eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"
	{"5.3.2", "example://a/b/c/%7Bfoo%7D/ros\u00E9", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", false, true, true},

	// 5.3.2.1: 'the URI "HTTP://www.EXAMPLE.com/" is equivalent to
	// "http://www.example.com/"'.
	{"5.3.2.1", "HTTP://www.EXAMPLE.com/", "http://www.example.com/", false, true, true},
	// 5.3.2.1: '"%3a" versus "%3A"' are case-insensitive.
	{"5.3.2.1", "http://example.org/a%3ab", "http://example.org/a%3Ab", false, true, true},

	// 5.3.2.2: '"http://www.example.org/r&#xE9;sum&#xE9;.html" (in XML
	// Notation) is in NFC. On the other hand,
	// "http://www.example.org/re&#x301;sume&#x301;.html" is not in NFC.'
	// IRIs are never NFC-normalized for comparison: they differ everywhere.
	{"5.3.2.2", "http://www.example.org/r\u00E9sum\u00E9.html", "http://www.example.org/re\u0301sume\u0301.html", false, false, false},
	// 5.3.2.2: "Vi&#x1EC7;t Nam" versus "Vi&#xEA;&#x323;t Nam" (the spaces
	// are not IRI characters; the words are used as path segments here).
	{"5.3.2.2", "http://example.org/Vi\u1EC7t", "http://example.org/Vi\u00EA\u0323t", false, false, false},

	// 5.3.2.3: '"http://example.org/~user", "http://example.org/%7euser",
	// and "http://example.org/%7Euser", must resolve to the same resource.'
	{"5.3.2.3", "http://example.org/~user", "http://example.org/%7euser", false, true, true},
	{"5.3.2.3", "http://example.org/~user", "http://example.org/%7Euser", false, true, true},
	{"5.3.2.3", "http://example.org/%7euser", "http://example.org/%7Euser", false, true, true},

	// 5.3.3: "the following four IRIs are equivalent:
	//    http://example.com
	//    http://example.com/
	//    http://example.com:/
	//    http://example.com:80/"
	{"5.3.3", "http://example.com", "http://example.com/", false, false, true},
	{"5.3.3", "http://example.com", "http://example.com:/", false, false, true},
	{"5.3.3", "http://example.com", "http://example.com:80/", false, false, true},
	{"5.3.3", "http://example.com/", "http://example.com:/", false, false, true},
	{"5.3.3", "http://example.com/", "http://example.com:80/", false, false, true},
	{"5.3.3", "http://example.com:/", "http://example.com:80/", false, false, true},
	// 5.3.3: 'the IRI "http://example.com/?" cannot be assumed to be
	// equivalent to any of the examples above.'
	{"5.3.3", "http://example.com/?", "http://example.com", false, false, false},
	{"5.3.3", "http://example.com/?", "http://example.com/", false, false, false},
	{"5.3.3", "http://example.com/?", "http://example.com:/", false, false, false},
	{"5.3.3", "http://example.com/?", "http://example.com:80/", false, false, false},
	// 5.3.3: "two IRIs that differ only by the suffix "#" are considered
	// different regardless of the scheme."
	{"5.3.3", "http://example.com/", "http://example.com/#", false, false, false},
	// 5.3.3: '"http://r&#xE9;sum&#xE9;.example.org" may be considered
	// equivalent to "http://xn--rsum-bpad.example.org".'
	{"5.3.3", "http://r\u00E9sum\u00E9.example.org", "http://xn--rsum-bpad.example.org", false, false, true},

	// RFC 3987 section 3.2.1: "http://www.example.org/D%C3%BCrst" converts
	// to "http://www.example.org/D&#xFC;rst"; "http://www.example.org/D%FCrst"
	// stays as it is (not UTF-8).
	{"RFC 3987 3.2.1", "http://www.example.org/D%C3%BCrst", "http://www.example.org/D\u00FCrst", false, true, true},
	{"RFC 3987 3.2.1", "http://www.example.org/D%FCrst", "http://www.example.org/D\u00FCrst", false, false, false},
	// RFC 3987 section 6.4: "http://www.example.org/r%C3%A9sum%C3%A9.html"
	// and "http://www.example.org/r&#xE9;sum&#xE9;.html" correspond.
	{"RFC 3987 6.4", "http://www.example.org/r%C3%A9sum%C3%A9.html", "http://www.example.org/r\u00E9sum\u00E9.html", false, true, true},
	{"RFC 3987 6.4", "http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r\u00E9sum\u00E9.html", false, false, false},
}

func TestSpecEquivalences(t *testing.T) {
	for _, c := range specEquivalences {
		for _, lv := range []struct {
			level Level
			want  bool
		}{{LevelSimple, c.simple}, {LevelSyntax, c.syntax}, {LevelScheme, c.scheme}} {
			got, err := Equal(c.a, c.b, lv.level)
			if err != nil {
				t.Errorf("%s: Equal(%q, %q, %v): %v", c.section, c.a, c.b, lv.level, err)
				continue
			}
			if got != lv.want {
				t.Errorf("%s: Equal(%q, %q, %v) = %v, want %v", c.section, c.a, c.b, lv.level, got, lv.want)
			}
			if got2, _ := Equal(c.b, c.a, lv.level); got2 != got {
				t.Errorf("%s: Equal is not symmetric on %q, %q at %v", c.section, c.a, c.b, lv.level)
			}
		}
	}
}

// Normal forms the specifications state.
func TestSpecNormalForms(t *testing.T) {
	cases := []struct {
		section, in string
		level       Level
		want        string
	}{
		// 5.3.3: "the second IRI above is the normal form for the "http"
		// scheme."
		{"5.3.3", "http://example.com", LevelScheme, "http://example.com/"},
		{"5.3.3", "http://example.com:/", LevelScheme, "http://example.com/"},
		{"5.3.3", "http://example.com:80/", LevelScheme, "http://example.com/"},
		{"5.3.3", "http://example.com/", LevelScheme, "http://example.com/"},
		// 5.3.3: validated IDN components "SHOULD NOT be converted into
		// ASCII Compatible Encoding (ACE)": the U-label form is kept.
		{"5.3.3", "http://xn--rsum-bpad.example.org", LevelScheme, "http://r\u00E9sum\u00E9.example.org/"},
		{"5.3.3", "http://R\u00C9SUM\u00C9.example.org/", LevelScheme, "http://r\u00E9sum\u00E9.example.org/"},
		// 5.3.2.1: only the ASCII letters of the host are lowercased by
		// syntax-based normalization.
		{"5.3.2.1", "http://R\u00C9SUM\u00C9.example.org/", LevelSyntax, "http://r\u00C9sum\u00C9.example.org/"},
		// 5.3.2: the first IRI of the example is the normal form.
		{"5.3.2", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", LevelSyntax, "example://a/b/c/%7Bfoo%7D/ros\u00E9"},
		// RFC 3987 section 3.2.1: "http://xn--99zt52a.example.org/%e2%80%ae"
		// becomes "http://xn--99zt52a.example.org/%E2%80%AE" (U+202E is not
		// allowed in IRIs, so it stays encoded), and with ToUnicode
		// "http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE".
		{"RFC 3987 3.2.1", "http://xn--99zt52a.example.org/%e2%80%ae", LevelSyntax, "http://xn--99zt52a.example.org/%E2%80%AE"},
		{"RFC 3987 3.2.1", "http://xn--99zt52a.example.org/%e2%80%ae", LevelScheme, "http://\u7D0D\u8C46.example.org/%E2%80%AE"},
		// RFC 3987 section 6.4: 'a URI reference of
		// "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9" ... The
		// IRI corresponding to the above URI would be (in XML notation)
		// "http://www.example.org/r%E9sum%E9.xml#r&#xE9;sum&#xE9;".'
		{"RFC 3987 6.4", "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9", LevelSyntax, "http://www.example.org/r%E9sum%E9.xml#r\u00E9sum\u00E9"},
	}
	for _, c := range cases {
		got, err := Normalize(c.in, c.level)
		if err != nil {
			t.Errorf("%s: Normalize(%q, %v): %v", c.section, c.in, c.level, err)
			continue
		}
		if got != c.want {
			t.Errorf("%s: Normalize(%q, %v) = %q, want %q", c.section, c.in, c.level, got, c.want)
		}
	}
}
