// Command gencorpus writes the extraction benchmark's prose to a file:
// gencorpus [-none] [-size BYTES] FILE.
package main

import (
	"flag"
	"log"
	"os"

	"github.com/goiri/iri/internal/prose"
)

func main() {
	none := flag.Bool("none", false, "prose without IRIs")
	size := flag.Int("size", 10<<20, "bytes")
	flag.Parse()
	if flag.NArg() != 1 {
		log.Fatal("usage: gencorpus [-none] [-size BYTES] FILE")
	}
	if err := os.WriteFile(flag.Arg(0), []byte(prose.Prose(*size, !*none)), 0o644); err != nil {
		log.Fatal(err)
	}
}
