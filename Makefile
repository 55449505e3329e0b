# Everything the project needs is Go and the modules in go.mod (pigeon is a
# Go tool there); nothing else is installed.

GO ?= go

.PHONY: all build generate check-generated vet test bench bench-cli fuzz clean

all: test

build:
	$(GO) build ./...

# Regenerate parser_gen.go from grammar/*.peg (gen.go runs pigeon).
generate:
	$(GO) generate ./...

# Fail if regenerating would change a committed file.
check-generated:
	@tmp=$$(mktemp -d) && trap 'rm -rf $$tmp' EXIT && \
	cp *_gen.go $$tmp/ && \
	$(GO) generate ./... && \
	stale=""; for f in *_gen.go; do \
		if ! cmp -s $$f $$tmp/$$f; then stale="$$stale $$f"; cp $$tmp/$$f $$f 2>/dev/null || rm -f $$f; fi; \
	done; \
	if [ -n "$$stale" ]; then \
		echo "generated code is stale ($$stale): run make generate and commit the result"; exit 1; \
	fi
	@echo "generated code is up to date"

vet:
	$(GO) vet ./...
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change: $$out"; exit 1; fi

# The beam module (own go.mod, Apache Beam) is tested without -race, which
# would rebuild all of Beam instrumented.
test: vet check-generated
	$(GO) test -race -count=1 ./...
	cd beam && $(GO) vet ./... && $(GO) test -count=1 ./...

# Run the benchmarks (bench_test.go) three times and summarise them, median
# of the runs, with the ratios of the goals in BENCHMARKS.md
# (testdata/benchsum). About five minutes.
BENCHCOUNT ?= 3
bench:
	@tmp=$$(mktemp) && trap 'rm -f $$tmp' EXIT && \
	$(GO) test -run '^$$' -bench . -benchmem -count $(BENCHCOUNT) . | tee $$tmp && \
	$(GO) run ./testdata/benchsum < $$tmp

# Measure the command line tool (testdata/benchcli): a corpus of
# BENCHLINES lines (testdata/corpus.txt repeated), each command with its
# output to a file; prints lines/s and peak RSS per command. Give
# BENCHBINS='-bin before=/path/a -bin after=/path/b' to compare binaries
# side by side in one run. About a minute.
BENCHLINES ?= 1000000
BENCHBINS ?=
bench-cli:
	$(GO) run ./testdata/benchcli -lines $(BENCHLINES) $(BENCHBINS)

clean:
	$(GO) clean -testcache
