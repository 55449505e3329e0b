package registrable_test

import (
	"fmt"

	"github.com/goiri/iri"
	"github.com/goiri/iri/registrable"
)

func ExampleDomain() {
	u, _ := iri.Parse("http://paypal.com.account-verify.example/login")
	sp, ok := registrable.Domain(u)
	fmt.Println(u.String()[sp.Start:sp.End], ok)
	// Output: account-verify.example true
}

func ExampleMark() {
	fmt.Println(iri.Display("http://paypal.com.account-verify.example/login", registrable.Mark("[", "]")))
	// Output: http://paypal.com.[account-verify.example]/login
}
