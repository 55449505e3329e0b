module github.com/goiri/iri/bench/extract

go 1.26.0

require github.com/goiri/iri v0.0.0

require (
	github.com/go-text/typesetting v0.3.5 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
	mvdan.cc/xurls/v2 v2.6.0
)

replace github.com/goiri/iri => ../..
