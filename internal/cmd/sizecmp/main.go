// Command sizecmp measures what importing the library costs a program: it
// builds two programs that parse an IRI and map it to a URI, one with
// github.com/goiri/iri (iri.Parse, iri.ToURI), one with net/url and
// golang.org/x/net/idna (url.Parse, idna.Lookup.ToASCII on the host), and
// prints the size of each executable, the number of packages each links
// and the ratio of the sizes. The goal (BENCHMARKS.md) is a ratio of at
// most 1.3; -max makes a larger ratio an error.
//
//	go run ./internal/cmd/sizecmp [-max 1.3]
//
// Both programs live in a throwaway module beside each other that requires
// the library, replaced by the working tree, with workspace mode off: the
// executables are what a consumer's "go build" makes.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

const iriProgram = `package main

import (
	"fmt"
	"os"

	"github.com/goiri/iri"
)

func main() {
	for _, s := range os.Args[1:] {
		u, err := iri.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		uri, err := iri.ToURI(u.String())
		fmt.Println(uri, err)
	}
}
`

const urlProgram = `package main

import (
	"fmt"
	"os"

	"golang.org/x/net/idna"
	"net/url"
)

func main() {
	for _, s := range os.Args[1:] {
		u, err := url.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		h, err := idna.Lookup.ToASCII(u.Hostname())
		if err != nil {
			fmt.Println(err)
			continue
		}
		if p := u.Port(); p != "" {
			h += ":" + p
		}
		u.Host = h
		fmt.Println(u.String())
	}
}
`

func main() {
	max := flag.Float64("max", 0, "fail when the size ratio exceeds this (0: report only)")
	flag.Parse()
	root, err := os.Getwd()
	if err != nil {
		fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		fatal(fmt.Errorf("run from the module root: %v", err))
	}
	dir, err := os.MkdirTemp("", "sizecmp-*")
	if err != nil {
		fatal(err)
	}
	defer os.RemoveAll(dir)
	mod := "module example.com/sizecmp\n\ngo 1.26.0\n\n" +
		"require (\n\tgithub.com/goiri/iri v0.0.0-00010101000000-000000000000\n\tgolang.org/x/net v0.62.0\n)\n\n" +
		"replace github.com/goiri/iri => " + root + "\n"
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		fatal(err)
	}
	files := map[string]string{
		"go.mod":          mod,
		"go.sum":          string(sum),
		"withiri/main.go": iriProgram,
		"withurl/main.go": urlProgram,
	}
	for name, data := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			fatal(err)
		}
	}
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off")
	sizes := map[string]int64{}
	for _, prog := range []string{"withiri", "withurl"} {
		out := filepath.Join(dir, prog+".exe")
		build := exec.Command("go", "build", "-o", out, "./"+prog)
		build.Dir, build.Env, build.Stderr = dir, env, os.Stderr
		if err := build.Run(); err != nil {
			fatal(fmt.Errorf("go build ./%s: %v", prog, err))
		}
		fi, err := os.Stat(out)
		if err != nil {
			fatal(err)
		}
		list := exec.Command("go", "list", "-deps", "./"+prog)
		list.Dir, list.Env = dir, env
		deps, err := list.Output()
		if err != nil {
			fatal(fmt.Errorf("go list -deps ./%s: %v", prog, err))
		}
		sizes[prog] = fi.Size()
		fmt.Printf("%-8s %9d bytes  %3d packages\n", prog, fi.Size(), len(strings.Fields(string(deps))))
	}
	ratio := float64(sizes["withiri"]) / float64(sizes["withurl"])
	fmt.Printf("ratio    %.2f (goal: at most 1.3)\n", ratio)
	if *max > 0 && ratio > *max {
		fatal(fmt.Errorf("size ratio %.2f exceeds %.2f", ratio, *max))
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "sizecmp:", err)
	os.Exit(1)
}
