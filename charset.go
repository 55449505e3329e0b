package iri

// Legacy charsets: converting an IRI in a non-Unicode encoding to UCS
// (draft-ietf-iri-3987bis-00 section 3.1, RFC 3987 section 3.1 step 1) and
// mapping the query of an http or https IRI with the document charset
// (draft-ietf-iri-3987bis-00 section 3.5).

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/unicode/norm"
)

// ErrUnknownCharset is wrapped by the error for a charset name that the
// WHATWG Encoding Standard (golang.org/x/text/encoding/htmlindex) does not
// know.
//
// Document charsets are converted as draft-ietf-iri-3987bis-00 section 3.1
// (RFC 3987 section 3.1 step 1) says.
var ErrUnknownCharset = errors.New("unknown charset")

// lookupCharset returns the encoding and canonical name of charset, and
// whether it is Unicode-based: UTF-8, UTF-16BE, UTF-16LE, and "replacement"
// whose output encoding is UTF-8 as well.
func lookupCharset(charset string) (encoding.Encoding, string, bool, error) {
	enc, err := htmlindex.Get(charset)
	if err != nil {
		return nil, "", false, fmt.Errorf("iri: %w %q", ErrUnknownCharset, charset)
	}
	name, err := htmlindex.Name(enc)
	if err != nil {
		return nil, "", false, fmt.Errorf("iri: %w %q", ErrUnknownCharset, charset)
	}
	switch name {
	case "utf-8", "utf-16be", "utf-16le", "replacement":
		return enc, name, true, nil
	}
	return enc, name, false, nil
}

// ConvertToUCS converts b, an IRI (or any text) encoded in the named
// charset, to a string of UCS characters (draft-ietf-iri-3987bis-00 section
// 3.1). Text in a non-Unicode charset is normalized to NFC; text in a
// Unicode-based charset (UTF-8, UTF-16) is not normalized. The returned
// option remembers the charset as the document charset for ToURI's query
// rule (section 3.5); it does nothing for Unicode-based charsets.
//
// Charset names are those of the WHATWG Encoding Standard, e.g.
// "iso-8859-1", "windows-1252", "shift_jis", "euc-kr", "utf-16le". Octets that
// are not valid in the charset decode to U+FFFD, which is not in ucschar, so
// a strict ToURI refuses the result; invalid UTF-8 is an error.
//
//	s, doc, err := iri.ConvertToUCS(raw, "shift_jis")
//	...
//	uri, err := iri.ToURI(s, doc)
func ConvertToUCS(b []byte, charset string) (string, Option, error) {
	enc, name, unicodeBased, err := lookupCharset(charset)
	if err != nil {
		return "", nil, err
	}
	if name == "utf-8" {
		if i := chars.InvalidUTF8(string(b)); i >= 0 {
			return "", nil, fmt.Errorf("iri: %w at byte %d", ErrInvalidUTF8, i)
		}
		return strings.TrimPrefix(string(b), "\uFEFF"), DocumentCharset(name), nil
	}
	s, err := enc.NewDecoder().String(string(b))
	if err != nil {
		return "", nil, fmt.Errorf("iri: decoding %s: %w", name, err)
	}
	if !unicodeBased {
		s = norm.NFC.String(s)
	}
	return s, DocumentCharset(name), nil
}

// DocumentCharset sets the document charset of the IRI
// (draft-ietf-iri-3987bis-00 section 3.5, and the HREF-charset of a Web
// Address, section 7.2). When it is not Unicode-based, ToURI encodes the
// query of schemes whose registry entry has QueryCharset (http and https)
// in that charset before percent-encoding, instead of UTF-8. Characters the
// charset cannot represent become decimal numeric character references
// "&#NNNN;", percent-encoded ("%26%23NNNN%3B"), as browsers submit them.
// Every octet the charset produces for non-ASCII characters is
// percent-encoded unless it is an unreserved ASCII character (the digits of
// "&#NNNN;", a Shift_JIS trail byte "A"; RFC 3986 section 2.3 makes both
// forms equivalent), so a trail byte "\" or "&" cannot escape. Relative
// references have no scheme and are mapped with UTF-8: resolve them first.
// An unknown name makes the mapping fail with ErrUnknownCharset.
func DocumentCharset(name string) Option {
	return func(o *options) {
		o.charset, o.enc = name, nil
		if name == "" {
			return
		}
		enc, _, unicodeBased, err := lookupCharset(name)
		if err != nil {
			o.err = err
			return
		}
		if !unicodeBased {
			o.enc = enc
		}
	}
}

// encodeQueryCharset maps a query with a non-Unicode document charset: ASCII
// as pctEncodeComponent does, each run of non-ASCII characters encoded with
// enc (unrepresentable ones as "&#NNNN;") and every resulting octet but the
// unreserved ones percent-encoded.
func encodeQueryCharset(s string, enc encoding.Encoding) (string, error) {
	var b strings.Builder
	b.Grow(len(s) + 16)
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			j := i
			for j < len(s) && s[j] < utf8.RuneSelf {
				j++
			}
			part, _ := pctEncodeComponent(s[i:j], queryBytes, false)
			b.WriteString(part)
			i = j
			continue
		}
		j := i
		for j < len(s) && s[j] >= utf8.RuneSelf {
			j++
		}
		if k := chars.InvalidUTF8(s[i:j]); k >= 0 {
			return "", fmt.Errorf("%w: byte 0x%02X", ErrInvalidUTF8, s[i+k])
		}
		out, err := encoding.HTMLEscapeUnsupported(enc.NewEncoder()).String(s[i:j])
		if err != nil {
			return "", fmt.Errorf("encoding the query: %w", err)
		}
		for k := 0; k < len(out); k++ {
			if chars.Is(out[k], chars.Unreserved) {
				b.WriteByte(out[k])
			} else {
				chars.WritePct(&b, out[k])
			}
		}
		i = j
	}
	return b.String(), nil
}
