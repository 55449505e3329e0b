# Everything the project needs is Go and the modules of go.work: the library
# (go.mod, with pigeon as its one tool), beam/ (Apache Beam) and tools/ (the
# development tools, gremlins and staticcheck, kept out of the library's
# module graph). `make test` also uses the race detector, which needs cgo and
# a C compiler (without one it runs without -race and says so).

GO ?= go

.PHONY: all build generate check-generated vet staticcheck test bench bench-cli size fuzz clean mutate

all: test

build:
	$(GO) build ./...

# Regenerate parser_gen.go from grammar/*.peg (gen.go runs pigeon).
generate:
	$(GO) generate ./...

# Fail if regenerating would change a committed file, or if the generator
# itself fails (its exit status is checked before anything is compared).
check-generated:
	@tmp=$$(mktemp -d) && trap 'rm -rf $$tmp' EXIT && \
	cp *_gen.go $$tmp/ && \
	if ! $(GO) generate ./...; then \
		for f in $$tmp/*_gen.go; do cp $$f .; done; \
		echo "go generate failed: generated code not checked"; exit 1; \
	fi && \
	stale="" && for f in *_gen.go; do \
		if ! cmp -s $$f $$tmp/$$f; then stale="$$stale $$f"; cp $$tmp/$$f $$f 2>/dev/null || rm -f $$f; fi; \
	done && \
	if [ -n "$$stale" ]; then \
		echo "generated code is stale ($$stale): run make generate and commit the result"; exit 1; \
	fi
	@echo "generated code is up to date"

# go vet covers the development commands too (internal/cmd/...).
vet:
	$(GO) vet ./...
	cd beam && $(GO) vet ./...
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change: $$out"; exit 1; fi

# staticcheck is pinned in tools/go.mod (honnef.co/go/tools v0.8.2); go.work
# makes it a tool of the workspace. Without go.work (GOWORK=off) run
# go tool -modfile=tools/go.mod staticcheck ./... instead.
staticcheck:
	$(GO) tool staticcheck ./...

# The race detector needs cgo, hence a C compiler (go env CC) and
# CGO_ENABLED=1. Without them the tests run without -race and say so; set
# RACE=0 to skip it on purpose, RACE=1 to require it (then a missing C
# compiler is an error). The beam module (own go.mod, Apache Beam) is tested
# without -race, which would rebuild all of Beam instrumented.
RACE ?= auto
test: vet staticcheck check-generated
	@cgo=$$($(GO) env CGO_ENABLED); cc=$$($(GO) env CC); set -- $$cc; \
	if [ "$(RACE)" = 0 ]; then race=""; \
	elif [ "$$cgo" = 1 ] && command -v "$${1:-gcc}" >/dev/null 2>&1; then race=-race; \
	elif [ "$(RACE)" = 1 ]; then \
		echo "make test: RACE=1 but -race needs cgo and a C compiler (CGO_ENABLED=$$cgo, CC=$${cc:-unset} not found)"; exit 1; \
	else race=""; \
		echo "make test: running WITHOUT the race detector: -race needs cgo and a C compiler"; \
		echo "  (CGO_ENABLED=$$cgo, CC=$${cc:-gcc}); install gcc or clang (or set CC) to enable it, RACE=0 to silence this"; \
	fi; \
	echo "$(GO) test $$race -count=1 ./..."; \
	$(GO) test $$race -count=1 ./...
	cd beam && $(GO) test -count=1 ./...

# Run the benchmarks (bench_test.go) three times and summarise them, median
# of the runs, with the ratios of the goals in BENCHMARKS.md
# (internal/cmd/benchsum). About five minutes.
BENCHCOUNT ?= 3
bench:
	@tmp=$$(mktemp) && trap 'rm -f $$tmp' EXIT && \
	$(GO) test -run '^$$' -bench . -benchmem -count $(BENCHCOUNT) . | tee $$tmp && \
	$(GO) run ./internal/cmd/benchsum < $$tmp

# Measure the command line tool (internal/cmd/benchcli): a corpus of
# BENCHLINES lines (testdata/corpus.txt repeated), each command with its
# output to a file; prints lines/s and peak RSS per command. Give
# BENCHBINS='-bin before=/path/a -bin after=/path/b' to compare binaries
# side by side in one run. About a minute.
BENCHLINES ?= 1000000
BENCHBINS ?=
bench-cli:
	$(GO) run ./internal/cmd/benchcli -lines $(BENCHLINES) $(BENCHBINS)

# What importing the library costs a program (internal/cmd/sizecmp): the
# executable of a program that parses and calls ToURI against the same with
# net/url and golang.org/x/net/idna; BENCHMARKS.md has the goal (1.3x).
size:
	$(GO) run ./internal/cmd/sizecmp

clean:
	$(GO) clean -testcache

# Mutation testing with gremlins (a tool of tools/go.mod) through
# internal/cmd/mutate (its data in testdata/mutate), not
# part of make test: the tests run once per mutant. FILES= or PKG= narrow it
# (make mutate FILES=compare.go, make mutate PKG=check), DIFF= mutates only
# the lines changed since a commit (make mutate DIFF=main); RERUN=1 runs only
# the mutants that survived the stored run of the selected files; TIMEOUT=3
# lets each mutant's tests run 3 (default 10) times as long as the coverage
# run, for code whose looping mutants would otherwise cost long. The equivalent
# mutants are in testdata/mutate/equivalent.txt, the report in
# testdata/mutate/report.txt; see TESTING.md.
FILES ?=
PKG ?=
DIFF ?=
RERUN ?=
TIMEOUT ?=
mutate:
	$(GO) run ./internal/cmd/mutate -files '$(FILES)' -pkg '$(PKG)' -diff '$(DIFF)' $(if $(RERUN),-rerun) $(if $(TIMEOUT),-timeout-coefficient $(TIMEOUT))
