package main

import (
	"io"
	"os"
	"testing"
)

func BenchmarkCmd(b *testing.B) {
	args := map[string][]string{"normalize": {"normalize"}, "check": {"check", "--json"}, "variants": {"variants", "--json"}, "touri": {"touri"}, "parse": {"parse", "--json"}}[os.Getenv("CMD")]
	for i := 0; i < b.N; i++ {
		f, _ := os.Open("/tmp/cliwork/c200k.txt")
		run(&env{stdin: f, stdout: io.Discard, stderr: io.Discard}, args)
		f.Close()
	}
}
