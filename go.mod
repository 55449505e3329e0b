module github.com/goiri/iri

go 1.26.0

tool github.com/mna/pigeon

require (
	go.mau.fi/util v0.9.4
	golang.org/x/net v0.62.0
	golang.org/x/text v0.43.0
	golang.org/x/tools v0.51.0
)

require (
	github.com/google/go-cmp v0.7.0 // indirect
	github.com/mna/pigeon v1.3.0 // indirect
	golang.org/x/mod v0.41.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
)
