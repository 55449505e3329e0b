package charset_test

import (
	"fmt"

	"github.com/goiri/iri"
	"github.com/goiri/iri/charset"
)

func ExampleReadings() {
	// %93%FA%96%7B is 日本 in Shift_JIS; it is not UTF-8 nor EUC-JP.
	rs, err := charset.Readings("http://example.jp/%93%FA%96%7B", "shift_jis", "euc-jp")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range rs {
		fmt.Println(r.Charset, r.IRI)
		for _, c := range r.Changes {
			fmt.Printf("  %s %d-%d %s\n", c.Component, c.Start, c.End, c.Text)
		}
	}
	// Output:
	// shift_jis http://example.jp/日本
	//   path 18-30 日本
}

func ExampleConvertToUCS() {
	// An IRI in ISO-8859-1 (windows-1252 in the Encoding Standard), its
	// query encoded in that charset by ToURI (draft-ietf-iri-3987bis-00
	// sections 3.1 and 3.5).
	s, doc, err := charset.ConvertToUCS([]byte("http://example.org/r\xE9sum\xE9?q=\xE9"), "iso-8859-1")
	if err != nil {
		fmt.Println(err)
		return
	}
	uri, err := iri.ToURI(s, doc)
	fmt.Println(s)
	fmt.Println(uri, err)
	// Output:
	// http://example.org/résumé?q=é
	// http://example.org/r%C3%A9sum%C3%A9?q=%E9 <nil>
}
