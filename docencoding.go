package iri

// The document charset of the query (draft-ietf-iri-3987bis-00 section
// 3.5): the root keeps only the hook; package github.com/goiri/iri/charset
// supplies encoders for the legacy charsets.

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/goiri/iri/internal/chars"
)

// DocumentEncoding sets encode, the encoder of the legacy charset of the
// document the IRI comes from (draft-ietf-iri-3987bis-00 section 3.5, and
// the HREF-charset of a Web Address, section 7.2); nil, the default, means a
// Unicode-based charset. encode returns its argument, valid UTF-8, encoded
// in the charset, characters the charset cannot represent as decimal
// numeric character references "&#NNNN;", as browsers submit them; package
// github.com/goiri/iri/charset provides it for each charset of the WHATWG
// Encoding Standard (charset.DocumentCharset). With an encoder, ToURI encodes the query of
// schemes whose registry entry has QueryCharset (http and https) with it
// before percent-encoding, instead of UTF-8. Every octet the encoder
// produces for non-ASCII characters is percent-encoded unless it is an
// unreserved ASCII character (the digits of "&#NNNN;", a Shift_JIS trail
// byte "A"; RFC 3986 section 2.3 makes both forms equivalent), so a trail
// byte "\" or "&" cannot escape. Relative references have no scheme and are
// mapped with UTF-8: resolve them first.
func DocumentEncoding(encode func(s string) (string, error)) Option {
	return func(o *options) { o.enc = encode }
}

// encodeQueryCharset maps a query with a non-Unicode document charset: ASCII
// as pctEncodeComponent does, each run of non-ASCII characters encoded with
// enc and every resulting octet but the unreserved ones percent-encoded.
func encodeQueryCharset(s string, enc func(string) (string, error)) (string, error) {
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
		out, err := enc(s[i:j])
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
