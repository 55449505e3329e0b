package main

// Append-style JSON: the records of the line-reading commands are written
// into a reused buffer without reflection or per-line allocations. The
// output is byte for byte what encoding/json writes with SetEscapeHTML
// false (TestAppendJSONStringMatchesEncodingJSON).

import (
	"encoding/base64"
	"errors"
	"strconv"
	"unicode/utf8"

	"github.com/goiri/iri"
)

const hexDigits = "0123456789abcdef"

// appendJSONString appends s as a JSON string: invalid UTF-8 becomes
// U+FFFD (input_b64 keeps the bytes), control characters and U+2028,
// U+2029 are escaped, as encoding/json does.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i++
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += n
			start = i
			continue
		}
		i += n
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// appendInputB64 appends `,"input_b64":"..."`, the exact bytes of s in
// standard base64, when s is not valid UTF-8 (its "input" then has U+FFFD
// in place of each invalid byte); nothing otherwise.
func appendInputB64(dst []byte, s string) []byte {
	if utf8.ValidString(s) {
		return dst
	}
	dst = append(dst, `,"input_b64":"`...)
	dst = base64.StdEncoding.AppendEncode(dst, []byte(s))
	return append(dst, '"')
}

// appendB64 appends the bytes of s in standard base64 as a JSON string.
func appendB64(dst []byte, s string) []byte {
	dst = append(dst, '"')
	dst = base64.StdEncoding.AppendEncode(dst, []byte(s))
	return append(dst, '"')
}

// appendKey appends `,"key":` (without the comma when first).
func appendKey(dst []byte, key string, first bool) []byte {
	if !first {
		dst = append(dst, ',')
	}
	dst = append(dst, '"')
	dst = append(dst, key...)
	return append(dst, '"', ':')
}

// appendStringField appends `,"key":"value"`.
func appendStringField(dst []byte, key, v string) []byte {
	return appendJSONString(appendKey(dst, key, false), v)
}

// appendOptString appends `,"key":"value"`, or `,"key":null` when absent.
func appendOptString(dst []byte, key string, ok bool, v string) []byte {
	dst = appendKey(dst, key, false)
	if !ok {
		return append(dst, "null"...)
	}
	return appendJSONString(dst, v)
}

// appendJSONErr appends the JSON object of err: the jsonError of
// toJSONError, with note (a byte-order mark) and operand (compare) when
// not empty.
func appendJSONErr(dst []byte, err error, note, operand string) []byte {
	dst = append(dst, '{')
	first := true
	var pe *iri.ParseError
	if errors.As(err, &pe) {
		dst = appendKey(dst, "offset", true)
		dst = strconv.AppendInt(dst, int64(pe.Offset), 10)
		first = false
		if pe.Rule != "" {
			dst = appendStringField(dst, "rule", pe.Rule)
		}
	}
	dst = appendJSONString(appendKey(dst, "message", first), err.Error())
	if pe != nil {
		if pe.Section != "" {
			dst = appendStringField(dst, "section", pe.Section)
		}
		if pe.Reason != "" {
			dst = appendStringField(dst, "reason", pe.Reason)
		}
		if pe.Suggestion != "" {
			dst = appendStringField(dst, "suggestion", pe.Suggestion)
		}
		if len(pe.Expected) > 0 {
			dst = appendKey(dst, "expected", false)
			dst = append(dst, '[')
			for i, x := range pe.Expected {
				if i > 0 {
					dst = append(dst, ',')
				}
				dst = appendJSONString(dst, x)
			}
			dst = append(dst, ']')
		}
	} else {
		var me *iri.MappingError
		if errors.As(err, &me) {
			if c := me.Component.String(); c != "" {
				dst = appendStringField(dst, "component", c)
			}
			if me.Label != "" {
				dst = appendStringField(dst, "label", me.Label)
			}
		}
	}
	if note != "" {
		dst = appendStringField(dst, "note", note)
	}
	if operand != "" {
		dst = appendStringField(dst, "operand", operand)
	}
	return append(dst, '}')
}

// errorKey names the cause of err for --stats: the rule of a syntax
// error ("invalid UTF-8" when there is none), the component of a mapping
// error, otherwise "other".
func errorKey(err error) string {
	var pe *iri.ParseError
	if errors.As(err, &pe) {
		if pe.Rule == "" {
			return "syntax: invalid UTF-8"
		}
		return "syntax: " + pe.Rule
	}
	var me *iri.MappingError
	if errors.As(err, &me) {
		return "mapping: " + me.Component.String()
	}
	return "other"
}
