package main

import "testing"

// RFC 3986 section 5.4.2: "http:g" = "http:g" for strict parsers,
// "http://a/b/c/g" for backward compatibility (section 5.2.2).
func TestResolveNonStrict(t *testing.T) {
	code, out, _ := runCLI(t, "", "resolve", "--base", "http://a/b/c/d;p?q", "http:g", "HTTP:g", "g:h")
	if want := "http:g\nHTTP:g\ng:h\n"; code != exitOK || out != want {
		t.Errorf("strict: exit %d, got %q, want %q", code, out, want)
	}
	code, out, _ = runCLI(t, "", "resolve", "--non-strict", "--base", "http://a/b/c/d;p?q", "http:g", "HTTP:g", "g:h")
	if want := "http://a/b/c/g\nhttp://a/b/c/g\ng:h\n"; code != exitOK || out != want {
		t.Errorf("--non-strict: exit %d, got %q, want %q", code, out, want)
	}
}
