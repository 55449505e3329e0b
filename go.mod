module github.com/goiri/iri

go 1.26.0

tool github.com/mna/pigeon

require (
	github.com/mna/pigeon v1.3.0 // indirect
	golang.org/x/mod v0.31.0 // indirect
	golang.org/x/net v0.47.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/text v0.31.0 // indirect
	golang.org/x/tools v0.39.0 // indirect
)
