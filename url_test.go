package iri_test

// Tests of url.go: conversion to and from net/url.

import (
	"errors"
	nethttp "net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/goiri/iri"
)

func TestURL(t *testing.T) {
	b, err := os.ReadFile("testdata/corpus.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		u, err := iri.Parse(line)
		if err != nil {
			continue
		}
		want, err := u.ToURI()
		if err != nil {
			continue
		}
		r, err := u.URL()
		if err != nil {
			t.Errorf("%q: URL: %v", line, err)
			continue
		}
		if r.String() != want {
			t.Errorf("%q: URL().String() = %q, ToURI %q", line, r.String(), want)
		}
		n++
	}
	if n < 1000 {
		t.Errorf("only %d corpus lines mapped", n)
	}
	for _, tt := range []struct{ in, want string }{
		{"HTTP://résumé.example/é?é#é", "HTTP://xn--rsum-bpad.example/%C3%A9?%C3%A9#%C3%A9"},
		{"http://h/a%2Fb", "http://h/a%2Fb"},
		{"http://h/?", "http://h/?"},
	} {
		u, _ := iri.Parse(tt.in)
		r, err := u.URL()
		if err != nil || r.String() != tt.want {
			t.Errorf("%q: URL() = %v, %v; want %q", tt.in, r, err, tt.want)
		}
	}
	for _, in := range []string{"http://[v1.x]/", "foo://%41/", "http://h/#", "http://"} {
		u, _ := iri.Parse(in)
		var ue *url.Error
		if r, err := u.URL(); !errors.As(err, &ue) {
			t.Errorf("%q: URL() = %v, %v; want a *url.Error (net/url cannot write it back)", in, r, err)
		}
	}
	if _, err := iri.FromURL(&url.URL{Scheme: "http", Host: "xn--rsum-bpad.example", Path: "/é"}); err != nil {
		t.Errorf("FromURL: %v", err)
	}
	r, _ := url.Parse("http://xn--rsum-bpad.example/%C3%A9?q=%C3%A9")
	back, err := iri.FromURL(r)
	if err != nil || back.String() != "http://résumé.example/é?q=é" {
		t.Errorf("FromURL(%v) = %v, %v", r, back, err)
	}
}

// TestURLWithNetHTTP sends a request for a non-ASCII IRI through net/http
// to a server on the loopback interface and checks the request line.
func TestURLWithNetHTTP(t *testing.T) {
	var got string
	srv := httptest.NewServer(nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		got = r.RequestURI
	}))
	defer srv.Close()
	u, err := iri.Parse(srv.URL + "/résumé/東京?q=é#frag")
	if err != nil {
		t.Fatal(err)
	}
	r, err := u.URL()
	if err != nil {
		t.Fatal(err)
	}
	req, err := nethttp.NewRequest("GET", r.String(), nil)
	if err != nil {
		t.Fatalf("http.NewRequest: %v", err)
	}
	resp, err := nethttp.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if want := "/r%C3%A9sum%C3%A9/%E6%9D%B1%E4%BA%AC?q=%C3%A9"; got != want {
		t.Errorf("request URI %q, want %q", got, want)
	}
	resp, err = nethttp.DefaultClient.Do(&nethttp.Request{Method: "GET", URL: r})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
