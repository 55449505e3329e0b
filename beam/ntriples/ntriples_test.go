package ntriples

import (
	"errors"
	"reflect"
	"testing"
)

// The expected IRIs are read off the lines by the N-Triples grammar (see
// ntriples.go); UCHARs are decoded by hand: \u00E9 is U+00E9 "é",
// \U0001F600 is U+1F600 "😀".
func TestExtract(t *testing.T) {
	const xsdInt = "http://www.w3.org/2001/XMLSchema#integer"
	tests := []struct {
		name, line string
		want       []string
	}{
		{"empty", "", nil},
		{"white space", " \t ", nil},
		{"comment", "# <http://a/s> <http://a/p> <http://a/o> .", nil},
		{"indented comment", " \t# x", nil},
		{"three IRIs", "<http://a/s> <http://a/p> <http://a/o> .", []string{"http://a/s", "http://a/p", "http://a/o"}},
		{"tabs", "<http://a/s>\t<http://a/p>\t<http://a/o>\t.\t", []string{"http://a/s", "http://a/p", "http://a/o"}},
		{"no white space", "<http://a/s><http://a/p><http://a/o>.", []string{"http://a/s", "http://a/p", "http://a/o"}},
		{"blank nodes", "_:b1 <http://a/p> _:b2 .", []string{"http://a/p"}},
		{"blank node before dot", "<http://a/s> <http://a/p> _:b.", []string{"http://a/s", "http://a/p"}},
		{"blank node with dots and colon", "_:a.b:c <http://a/p> _:x..y .", []string{"http://a/p"}},
		{"blank node non-ASCII and digits", "_:é1·\u0301 <http://a/p> _:0-x .", []string{"http://a/p"}},
		{"plain literal", `<http://a/s> <http://a/p> "x" .`, []string{"http://a/s", "http://a/p"}},
		{"typed literal", `<http://a/s> <http://a/p> "1"^^<` + xsdInt + `> .`, []string{"http://a/s", "http://a/p", xsdInt}},
		{"typed literal spaced", `<http://a/s> <http://a/p> "1" ^^ <` + xsdInt + `>.`, []string{"http://a/s", "http://a/p", xsdInt}},
		{"language literal", `<http://a/s> <http://a/p> "chat"@fr-BE .`, []string{"http://a/s", "http://a/p"}},
		{"language literal with digits", `<http://a/s> <http://a/p> "x"@de-1996-a1 .`, []string{"http://a/s", "http://a/p"}},
		// The ends of the ranges: 'z' and 'Z' are letters, '0' a digit.
		{"language tags at range ends", `<http://a/s> <http://a/p> "x"@zu-Z .`, []string{"http://a/s", "http://a/p"}},
		{"language subtag with 0", `<http://a/s> <http://a/p> "x"@de-1901 .`, []string{"http://a/s", "http://a/p"}},
		// PN_CHARS_BASE starts with [A-Z] and [a-z]: the ends of the ranges
		// start a label.
		{"blank node labels starting at range ends", "_:A <http://a/p> _:Z .\r_:a <http://a/p> _:z .", []string{"http://a/p", "http://a/p"}},
		{"blank node label starting with 9", "_:9 <http://a/p> _:z9 .", []string{"http://a/p"}},
		// U+FFFD ends PN_CHARS_BASE's range #xFDF0-#xFFFD: a label holds it.
		{"blank node label holding U+FFFD", "_:a\uFFFD <http://a/p> _:b .", []string{"http://a/p"}},
		{"literal holding delimiters", `<http://a/s> <http://a/p> "a <b> \"c\" # . \u00E9 \U0001F600 \t\b\n\r\f\'\\" .`, []string{"http://a/s", "http://a/p"}},
		{"UCHAR decoded", `<http://a/caf\u00E9> <http://a/p> <http://a/\U0001F600> .`, []string{"http://a/café", "http://a/p", "http://a/😀"}},
		{"UCHAR lowercase hex", `<http://a/\u00e9\u002F> <http://a/p> <http://a/o> .`, []string{"http://a/é/", "http://a/p", "http://a/o"}},
		{"UCHAR of a character IRIs forbid", `<http://a/b\u0020c> <http://a/p> <http://a/o> .`, []string{"http://a/b c", "http://a/p", "http://a/o"}},
		// HEX ::= [0-9] | [A-F] | [a-f]: the ends of the letter ranges,
		// \u00aa and \u00AA are U+00AA "ª", \u00ff and \u00FF U+00FF "ÿ".
		{"UCHAR hex letters at range ends", `<http://a/\u00aa\u00AA\u00ff\u00FF> <http://a/p> <http://a/o> .`, []string{"http://a/ªªÿÿ", "http://a/p", "http://a/o"}},
		{"largest UCHAR", `<http://a/\U0010FFFF> <http://a/p> <http://a/o> .`, []string{"http://a/\U0010FFFF", "http://a/p", "http://a/o"}},
		{"hash in IRIs, comment after dot", `<http://a/s#f> <http://a/p> <http://a/o> . # done`, []string{"http://a/s#f", "http://a/p", "http://a/o"}},
		{"comment right after dot", `<http://a/s> <http://a/p> <http://a/o> .#x`, []string{"http://a/s", "http://a/p", "http://a/o"}},
		{"DEL and non-ASCII kept", "<http://a/\x7fé> <http://a/p> <http://a/o> .", []string{"http://a/\x7fé", "http://a/p", "http://a/o"}},
		{"bytes that are not UTF-8 kept", "<http://a/\xff> <http://a/p> <http://a/o> .", []string{"http://a/\xff", "http://a/p", "http://a/o"}},
		{"relative reference kept", "<a> <b> <c> .", []string{"a", "b", "c"}},
		{"empty IRIREF", "<> <http://a/p> <> .", []string{"", "http://a/p", ""}},
		{"CRLF", "<http://a/s> <http://a/p> <http://a/o> .\r", []string{"http://a/s", "http://a/p", "http://a/o"}},
		{"CR between statements", "<a:1> <a:2> <a:3> .\r<a:4> <a:5> <a:6> .\r\r", []string{"a:1", "a:2", "a:3", "a:4", "a:5", "a:6"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Extract(tt.line)
			if err != nil {
				t.Fatalf("Extract(%q): %v", tt.line, err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Extract(%q) = %q, want %q", tt.line, got, tt.want)
			}
		})
	}
}

// Offsets are counted by hand: "<http://a/s>" is 12 bytes, "<a:s>" 5.
func TestExtractErrors(t *testing.T) {
	const iriChar = "a character other than U+0000-U+0020 and <\"{}|^`\\, a UCHAR or '>'"
	tests := []struct {
		name, line string
		want       Error
	}{
		{"unterminated IRIREF", "<http://a/s", Error{11, "IRIREF", "'>'", "end of line"}},
		{"space in IRIREF", "<http://a/ s> <a:p> <a:o> .", Error{10, "IRIREF", iriChar, "U+0020"}},
		{"tab in IRIREF", "<a:\t> <a:p> <a:o> .", Error{3, "IRIREF", iriChar, "U+0009"}},
		{"NUL in IRIREF", "<a:\x00> <a:p> <a:o> .", Error{3, "IRIREF", iriChar, "U+0000"}},
		{"quote in IRIREF", `<a:"> <a:p> <a:o> .`, Error{3, "IRIREF", iriChar, `'"'`}},
		{"brace in IRIREF", `<a:{> <a:p> <a:o> .`, Error{3, "IRIREF", iriChar, `'{'`}},
		{"pipe in IRIREF", `<a:|> <a:p> <a:o> .`, Error{3, "IRIREF", iriChar, `'|'`}},
		{"caret in IRIREF", `<a:^> <a:p> <a:o> .`, Error{3, "IRIREF", iriChar, `'^'`}},
		{"backquote in IRIREF", "<a:`> <a:p> <a:o> .", Error{3, "IRIREF", iriChar, "'`'"}},
		{"less-than in IRIREF", "<a:<> <a:p> <a:o> .", Error{3, "IRIREF", iriChar, "'<'"}},
		{"RDF 1.2 triple term", "<<( <a:s> <a:p> <a:o> )>> <a:p> <a:o> .", Error{1, "IRIREF", iriChar, "'<'"}},
		{"ECHAR in IRIREF", `<http://a/\n> <a:p> <a:o> .`, Error{11, "UCHAR", `'u' or 'U' after '\'`, "'n'"}},
		{"backslash at end", `<a:\`, Error{4, "UCHAR", `'u' or 'U' after '\'`, "end of line"}},
		{"short UCHAR", `<http://a/\u00G9> <a:p> <a:o> .`, Error{14, "UCHAR", `4 hexadecimal digits after '\u'`, "'G'"}},
		{"short long UCHAR", `<a:\U0000E9> <a:p> <a:o> .`, Error{11, "UCHAR", `8 hexadecimal digits after '\U'`, "'>'"}},
		{"surrogate UCHAR", `<http://a/\uD800> <a:p> <a:o> .`, Error{10, "UCHAR", "a Unicode scalar value (not a surrogate, at most U+10FFFF)", `\uD800`}},
		{"last surrogate UCHAR", `<a:\uDFFF> <a:p> <a:o> .`, Error{3, "UCHAR", "a Unicode scalar value (not a surrogate, at most U+10FFFF)", `\uDFFF`}},
		{"UCHAR above U+10FFFF", `<a:\U00110000> <a:p> <a:o> .`, Error{3, "UCHAR", "a Unicode scalar value (not a surrogate, at most U+10FFFF)", `\U00110000`}},
		{"UCHAR FFFFFFFF", `<a:\UFFFFFFFF> <a:p> <a:o> .`, Error{3, "UCHAR", "a Unicode scalar value (not a surrogate, at most U+10FFFF)", `\UFFFFFFFF`}},
		{"literal subject", `"x" <a:p> <a:o> .`, Error{0, "subject", "'<' or '_:'", `'"'`}},
		// U+0021, the first printable character, is shown quoted; DEL, a
		// control, by its code point.
		{"exclamation subject", "! <a:p> <a:o> .", Error{0, "subject", "'<' or '_:'", `'!'`}},
		{"DEL subject", "\x7f <a:p> <a:o> .", Error{0, "subject", "'<' or '_:'", "U+007F"}},
		{"blank node predicate", "<http://a/s> _:p <a:o> .", Error{13, "predicate", "'<'", "'_'"}},
		{"missing predicate", "<http://a/s>", Error{12, "predicate", "'<'", "end of line"}},
		{"bad object", "<a:s> <a:p> \xff .", Error{12, "object", `'<', '_:' or '"'`, "byte 0xFF (not UTF-8)"}},
		{"missing object", "<a:s> <a:p> .", Error{12, "object", `'<', '_:' or '"'`, "'.'"}},
		{"missing dot", "<http://a/s> <http://example.com/p> <http://a/o>", Error{48, "triple", "'.'", "end of line"}},
		{"text after dot", "<a:s> <a:p> <a:o> . x", Error{20, "triple", "end of line or '#' after '.'", "'x'"}},
		{"second dot", "<a:s> <a:p> <a:o> ..", Error{19, "triple", "end of line or '#' after '.'", "'.'"}},
		// A byte that is not UTF-8 ends the label; the predicate is then missing.
		{"blank node label then a bad byte", "_:a\xff <a:p> <a:o> .", Error{3, "predicate", "'<'", "byte 0xFF (not UTF-8)"}},
		{"underscore without colon", "_x <a:p> <a:o> .", Error{1, "BLANK_NODE_LABEL", "':' after '_'", "'x'"}},
		{"empty blank node label", "_: <a:p> <a:o> .", Error{2, "BLANK_NODE_LABEL", "a letter, digit, '_' or ':' after '_:'", "U+0020"}},
		{"blank node label starting with dash", "_:-a <a:p> <a:o> .", Error{2, "BLANK_NODE_LABEL", "a letter, digit, '_' or ':' after '_:'", "'-'"}},
		{"unterminated literal", `<a:s> <a:p> "abc`, Error{16, "STRING_LITERAL_QUOTE", `'"'`, "end of line"}},
		{"bad ECHAR", `<a:s> <a:p> "\a" .`, Error{14, "ECHAR", `one of tbnrf"'\ or 'u' or 'U' after '\'`, "'a'"}},
		{"backslash ending a literal", `<a:s> <a:p> "x\`, Error{15, "ECHAR", `one of tbnrf"'\ or 'u' or 'U' after '\'`, "end of line"}},
		// A UCHAR first in an IRIREF: the decoding buffer starts empty.
		{"UCHAR then a bad character", `<\u0061:{> <a:p> <a:o> .`, Error{8, "IRIREF", iriChar, "'{'"}},
		{"bad UCHAR in literal", `<a:s> <a:p> "\u12" .`, Error{17, "UCHAR", `4 hexadecimal digits after '\u'`, `'"'`}},
		{"surrogate UCHAR in literal", `<a:s> <a:p> "\uDC00" .`, Error{13, "UCHAR", "a Unicode scalar value (not a surrogate, at most U+10FFFF)", `\uDC00`}},
		{"single caret", `<a:s> <a:p> "x"^<a:t> .`, Error{16, "literal", "'^' (a datatype is written '^^<...>')", "'<'"}},
		{"datatype not an IRIREF", `<a:s> <a:p> "x"^^_:t .`, Error{17, "literal", "'<' (a datatype IRIREF after '^^')", "'_'"}},
		{"datatype unterminated", `<a:s> <a:p> "x"^^<a:t`, Error{21, "IRIREF", "'>'", "end of line"}},
		{"language tag digit", `<a:s> <a:p> "x"@1 .`, Error{16, "LANGTAG", "a letter after '@'", "'1'"}},
		{"language tag empty subtag", `<a:s> <a:p> "x"@en- .`, Error{19, "LANGTAG", "a letter or digit after '-'", "U+0020"}},
		{"language tag then junk", `<a:s> <a:p> "x"@en_GB .`, Error{18, "triple", "'.'", "'_'"}},
		{"error in second statement", "<a:1> <a:2> <a:3> .\r<a:4> <a:5>", Error{31, "object", `'<', '_:' or '"'`, "end of line"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Extract(tt.line)
			if got != nil {
				t.Errorf("Extract(%q) = %q with an error, want no IRIs", tt.line, got)
			}
			var ne *Error
			if !errors.As(err, &ne) {
				t.Fatalf("Extract(%q) error = %v, want an *Error", tt.line, err)
			}
			if *ne != tt.want {
				t.Errorf("Extract(%q) error = %+v, want %+v", tt.line, *ne, tt.want)
			}
		})
	}
}

func TestErrorMessage(t *testing.T) {
	_, err := Extract("<http://a/s")
	const want = "ntriples: at byte 11 in IRIREF: expected '>', found end of line (RDF 1.1 N-Triples grammar)"
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
}

// An IRIREF without UCHARs is returned as a substring of the line, without
// copying it.
func TestExtractNoCopy(t *testing.T) {
	line := "<http://a/s> <http://a/p> <http://a/o> ."
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := Extract(line); err != nil {
			t.Fatal(err)
		}
	})
	// One allocation: the slice of the IRIs.
	if allocs != 1 {
		t.Errorf("Extract allocates %v times, want 1", allocs)
	}
}

func TestIsPNChars(t *testing.T) {
	// Both ends of every non-ASCII range of PN_CHARS_BASE, and the code
	// points just outside.
	for _, rg := range pnCharsBase {
		if !isPNCharsU(rg[0]) || !isPNCharsU(rg[1]) {
			t.Errorf("range %U-%U: ends not PN_CHARS_U", rg[0], rg[1])
		}
	}
	for _, r := range []rune{0xBF, 0xD7, 0xF7, 0x0300, 0x037E, 0x2000, 0x200B, 0x200E, 0x2190, 0x2FF0, 0x3000, 0xD800, 0xF8FF, 0xFDD0, 0xFFFE, 0xF0000, '-', '0', '.', '/'} {
		if isPNCharsU(r) {
			t.Errorf("isPNCharsU(%U) = true, want false", r)
		}
	}
	for _, r := range []rune{'-', '0', '9', 0xB7, 0x0300, 0x036F, 0x203F, 0x2040, 'a', '_', ':'} {
		if !isPNChars(r) {
			t.Errorf("isPNChars(%U) = false, want true", r)
		}
	}
	for _, r := range []rune{'.', '/', 0xB6, 0xB8, 0x203E, 0x2041, 0x2FF0} {
		if isPNChars(r) {
			t.Errorf("isPNChars(%U) = true, want false", r)
		}
	}
}
