package pipeline_test

import (
	"fmt"

	"github.com/goiri/iri/beam/pipeline"
)

func ExampleParseCodeList() {
	codes, err := pipeline.ParseCodeList("port_default, NOT_NFC")
	fmt.Println(codes, err)
	_, err = pipeline.ParseCodeList("PORT")
	fmt.Println(err)
	// Output:
	// [PORT_DEFAULT NOT_NFC] <nil>
	// unknown check code "PORT" (iri check --codes lists them)
}
