// Package charset handles IRIs in legacy character encodings: converting
// text in a legacy charset to UCS (draft-ietf-iri-3987bis-00 section 3.1,
// RFC 3987 section 3.1 step 1), the document charset of the query of http
// and https IRIs (section 3.5), and the readings of a URI whose
// percent-encoded octets come from a legacy charset (section 8.7).
//
// Charset names are those of the WHATWG Encoding Standard
// (golang.org/x/text/encoding/htmlindex), e.g. "iso-8859-1" (which is
// windows-1252 there), "shift_jis", "euc-kr", "utf-16le". The tables live
// here, not in package iri, so that importing iri stays cheap; iri keeps
// only the hook, iri.DocumentEncoding, that DocumentCharset fills.
package charset

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/unicode/norm"

	"github.com/goiri/iri"
)

// ErrUnknownCharset is wrapped by the error for a charset name that the
// WHATWG Encoding Standard (golang.org/x/text/encoding/htmlindex) does not
// know.
//
// Document charsets are converted as draft-ietf-iri-3987bis-00 section 3.1
// (RFC 3987 section 3.1 step 1) says.
var ErrUnknownCharset = errors.New("unknown charset")

// lookup returns the encoding and canonical name of charset, and whether it
// is Unicode-based: UTF-8, UTF-16BE, UTF-16LE, and "replacement" whose
// output encoding is UTF-8 as well.
func lookup(charset string) (encoding.Encoding, string, bool, error) {
	enc, err := htmlindex.Get(charset)
	if err != nil {
		return nil, "", false, fmt.Errorf("charset: %w %q", ErrUnknownCharset, charset)
	}
	name, err := htmlindex.Name(enc)
	if err != nil {
		return nil, "", false, fmt.Errorf("charset: %w %q", ErrUnknownCharset, charset)
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
// option is DocumentCharset(charset): it makes iri.ToURI encode the query of
// http and https IRIs in that charset (section 3.5); it does nothing for
// Unicode-based charsets.
//
// Octets that are not valid in the charset decode to U+FFFD, which is not
// in ucschar, so a strict ToURI refuses the result; invalid UTF-8 is an
// error wrapping iri.ErrInvalidUTF8.
func ConvertToUCS(b []byte, charset string) (string, iri.Option, error) {
	enc, name, unicodeBased, err := lookup(charset)
	if err != nil {
		return "", nil, err
	}
	doc := documentOption(enc, unicodeBased)
	if name == "utf-8" {
		if i := invalidUTF8(b); i >= 0 {
			return "", nil, fmt.Errorf("charset: %w at byte %d", iri.ErrInvalidUTF8, i)
		}
		return strings.TrimPrefix(string(b), "\uFEFF"), doc, nil
	}
	s, err := enc.NewDecoder().String(string(b))
	if err != nil {
		return "", nil, fmt.Errorf("charset: decoding %s: %w", name, err)
	}
	if !unicodeBased {
		s = norm.NFC.String(s)
	}
	return s, doc, nil
}

// DocumentCharset returns the option that sets the document charset of an
// IRI (draft-ietf-iri-3987bis-00 section 3.5, and the HREF-charset of a Web
// Address, section 7.2): iri.DocumentEncoding with the charset's encoder,
// or with nil for a Unicode-based charset. Characters the charset cannot
// represent become decimal numeric character references "&#NNNN;", as
// browsers submit them. An unknown name is an error wrapping
// ErrUnknownCharset.
func DocumentCharset(name string) (iri.Option, error) {
	enc, _, unicodeBased, err := lookup(name)
	if err != nil {
		return nil, err
	}
	return documentOption(enc, unicodeBased), nil
}

func documentOption(enc encoding.Encoding, unicodeBased bool) iri.Option {
	if unicodeBased {
		return iri.DocumentEncoding(nil)
	}
	return iri.DocumentEncoding(documentEncoder{enc}.EncodeString)
}

// documentEncoder encodes in a legacy charset for iri.DocumentEncoding.
type documentEncoder struct{ enc encoding.Encoding }

func (d documentEncoder) EncodeString(s string) (string, error) {
	return encoding.HTMLEscapeUnsupported(d.enc.NewEncoder()).String(s)
}

// invalidUTF8 returns the offset of the first byte of b that is not part of
// a valid UTF-8 sequence, or -1.
func invalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}
