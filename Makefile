# Everything the project needs is Go and the modules in go.mod (pigeon is a
# Go tool there); nothing else is installed.

GO ?= go

.PHONY: all build generate check-generated vet test bench fuzz clean

all: test

build:
	$(GO) build ./...

# Regenerate parser_gen.go from grammar/*.peg (gen.go runs pigeon).
generate:
	$(GO) generate ./...

# Fail if regenerating would change a committed file.
check-generated:
	@tmp=$$(mktemp -d) && trap 'rm -rf $$tmp' EXIT && \
	cp parser_gen.go $$tmp/ && \
	$(GO) generate ./... && \
	if ! cmp -s parser_gen.go $$tmp/parser_gen.go; then \
		echo "parser_gen.go is stale: run make generate and commit the result"; \
		cp $$tmp/parser_gen.go parser_gen.go; exit 1; \
	fi
	@echo "generated code is up to date"

vet:
	$(GO) vet ./...
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change: $$out"; exit 1; fi

test: vet check-generated
	$(GO) test -race -count=1 ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem -count 1 .

clean:
	$(GO) clean -testcache
