package main

import (
	"strings"
	"testing"
)

// hebCLI maps the upper-case letters of the Bidi Notation of
// draft-ietf-iri-3987bis-00 section 4.4 to Hebrew letters (class R).
func hebCLI(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return 0x05D0 + (r - 'A')
		}
		return r
	}, s)
}

func TestDisplayCommand(t *testing.T) {
	const lre, pdf = "\u202A", "\u202C"
	// Section 4.4, example 1 (logical and visual quoted from the section).
	in := hebCLI("http://ab.CDEFGH.ij/kl/mn/op.html")
	code, out, _ := runCLI(t, "", "display", in)
	want := lre + in + pdf + "\n" + hebCLI("http://ab.HGFEDC.ij/kl/mn/op.html") + "\n"
	if code != 0 || out != want {
		t.Errorf("exit %d, got %q, want %q", code, out, want)
	}
	// Left-to-right only: no embedding, the same order.
	_, out, _ = runCLI(t, "", "display", "http://example.org/")
	if want := "http://example.org/\nhttp://example.org/\n"; out != want {
		t.Errorf("got %q, want %q", out, want)
	}
	// --always embeds it anyway.
	_, out, _ = runCLI(t, "", "display", "--always", "http://example.org/")
	if want := lre + "http://example.org/" + pdf + "\nhttp://example.org/\n"; out != want {
		t.Errorf("--always: got %q, want %q", out, want)
	}
	// --rtl: a relative reference of right-to-left letters and "/" needs
	// no embedding (section 4.1) and reads right to left as a whole.
	code, out, _ = runCLI(t, "", "display", "--rtl", "--json", hebCLI("AB/CD"))
	want = `{"input":"` + hebCLI("AB/CD") + `","display":"` + hebCLI("AB/CD") + `","visual":"` + hebCLI("DC/BA") + `","embedded":false,"direction":"rtl"}` + "\n"
	if code != 0 || out != want {
		t.Errorf("--rtl --json: exit %d, got %s want %s", code, out, want)
	}
	// Standard input, one per line; JSON of an embedded one.
	_, out, _ = runCLI(t, hebCLI("x:A\n"), "display", "--json")
	want = `{"input":"` + hebCLI("x:A") + `","display":"` + lre + hebCLI("x:A") + pdf + `","visual":"` + hebCLI("x:A") + `","embedded":true,"direction":"ltr"}` + "\n"
	if out != want {
		t.Errorf("stdin --json: got %s want %s", out, want)
	}
}

// --mark-domain brackets the registrable domain on the first line only:
// under the Public Suffix List's default rule the suffix of ".example" is
// "example", so the eTLD+1 of paypal.com.account-verify.example is
// account-verify.example; text that is no IRI is left alone; the JSON
// record's "embedded" still says whether the bidi embedding was added.
func TestDisplayMarkDomain(t *testing.T) {
	code, out, _ := runCLI(t, "", "display", "--mark-domain", "http://paypal.com.account-verify.example/", "not an iri")
	want := "http://paypal.com.[account-verify.example]/\nhttp://paypal.com.account-verify.example/\n" +
		"not an iri\nnot an iri\n"
	if code != exitOK || out != want {
		t.Errorf("display --mark-domain = %d, %q; want 0, %q", code, out, want)
	}
	_, out, _ = runCLI(t, "", "display", "--mark-domain", "--json", "http://a.example.co.uk/")
	want = `{"input":"http://a.example.co.uk/","display":"http://a.[example.co.uk]/","visual":"http://a.example.co.uk/","embedded":false,"direction":"ltr"}` + "\n"
	if out != want {
		t.Errorf("display --mark-domain --json = %q; want %q", out, want)
	}
}

// TestDisplayEscapesControls: in text mode a carriage return, a backspace
// or an escape sequence of the input is escaped on both lines, as every
// command's text output escapes them, so that the terminal cannot be made
// to show "http://evil.example/"; the embedding Display adds stays raw
// while a bidi control of the input is escaped. JSON keeps every character.
func TestDisplayEscapesControls(t *testing.T) {
	code, out, _ := runCLI(t, "http://good.example/\rhttp://evil\n", "display")
	want := `http://good.example/\x0dhttp://evil` + "\n" + `http://good.example/\x0dhttp://evil` + "\n"
	if code != exitOK || out != want {
		t.Errorf("display of a CR: exit %d, %q; want %q", code, out, want)
	}
	_, out, _ = runCLI(t, "", "display", "http://a/\b\x1b[2J")
	want = `http://a/\x08\x1b[2J` + "\n" + `http://a/\x08\x1b[2J` + "\n"
	if out != want {
		t.Errorf("display of BS and ESC: %q; want %q", out, want)
	}
	// U+202E in the input makes Display embed it: the U+202A and U+202C
	// Display adds are written, the U+202E is escaped. In visual order
	// "http://a/" and the override are at level 2, the Hebrew letter at
	// level 3: nothing moves.
	in := "http://a/\u202E" + hebCLI("A")
	_, out, _ = runCLI(t, "", "display", in)
	want = "\u202Ahttp://a/U+202E" + hebCLI("A") + "\u202C\n" + "http://a/U+202E" + hebCLI("A") + "\n"
	if out != want {
		t.Errorf("display of U+202E: %q; want %q", out, want)
	}
	_, out, _ = runCLI(t, "", "display", "--json", "a\rb")
	if !strings.Contains(out, `"input":"a\rb"`) {
		t.Errorf("display --json of a CR: %s", out)
	}
}

// --always embeds even the empty reference: the first line is U+202A
// U+202C as they are, nothing between, the second line empty (the visual
// order has no embedding characters).
func TestDisplayAlwaysEmbedsEmpty(t *testing.T) {
	code, out, _ := runCLI(t, "", "display", "--always", "")
	if want := "\u202A\u202C\n\n"; code != exitOK || out != want {
		t.Errorf("display --always \"\": exit %d, %q; want 0, %q", code, out, want)
	}
}

// appendDisplayLine writes the embedding raw only where d can hold it:
// told that a shorter d is embedded, it escapes d whole (U+202A as
// "U+202A") rather than cut it.
func TestDisplayLineTooShortForEmbedding(t *testing.T) {
	for d, want := range map[string]string{"": "\n", "\u202A": "U+202A\n", "\u202A\u202C": "\u202A\u202C\n"} {
		if got := string(appendDisplayLine(nil, d, true)); got != want {
			t.Errorf("appendDisplayLine(%q, embedded): %q, want %q", d, got, want)
		}
	}
}

// TestDisplayALabels: --a-labels=spoof shows the labels of a host check
// finds spoofable as A-labels on both lines (Cyrillic "аррӏе" under
// ".com" is a whole-script confusable of "apple"), --a-labels=all every
// non-ASCII label; A-labels from Python's independent "idna" codec.
func TestDisplayALabels(t *testing.T) {
	_, out, _ := runCLI(t, "", "display", "--a-labels=spoof", "http://аррӏе.com/", "http://bücher.de/")
	want := "http://xn--80ak6aa92e.com/\nhttp://xn--80ak6aa92e.com/\nhttp://bücher.de/\nhttp://bücher.de/\n"
	if out != want {
		t.Errorf("--a-labels=spoof: %q, want %q", out, want)
	}
	// A look-alike within one script (U+0261 LATIN SMALL LETTER SCRIPT G;
	// SINGLE_SCRIPT_CONFUSABLE): "xn--oogle-qmc" by Python's "idna" codec.
	_, out, _ = runCLI(t, "", "display", "--a-labels=spoof", "http://\u0261oogle.com/")
	if want := "http://xn--oogle-qmc.com/\nhttp://xn--oogle-qmc.com/\n"; out != want {
		t.Errorf("--a-labels=spoof of a single-script look-alike: %q, want %q", out, want)
	}
	_, out, _ = runCLI(t, "", "display", "--a-labels=all", "http://bücher.de/")
	if want := "http://xn--bcher-kva.de/\nhttp://xn--bcher-kva.de/\n"; out != want {
		t.Errorf("--a-labels=all: %q, want %q", out, want)
	}
	if code, _, errOut := runCLI(t, "", "display", "--a-labels=some", "http://a/"); code != exitUsage || !strings.Contains(errOut, "--a-labels") {
		t.Errorf("--a-labels=some: exit %d, %q", code, errOut)
	}
}
