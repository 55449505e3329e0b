# Everything the project needs is Go and the modules of go.work: the library
# (go.mod, with pigeon as its one tool), beam/ (Apache Beam) and tools/ (the
# development tools, gremlins and staticcheck, kept out of the library's
# module graph). `make test` also uses the race detector, which needs cgo and
# a C compiler (without one it runs without -race and says so).

GO ?= go

.PHONY: all build generate check-generated vet staticcheck test browsertest bench bench-cli bench-serve size fuzz fuzz-long clean mutate

all: test

build:
	$(GO) build ./...

# Regenerate parser_gen.go from grammar/*.peg and the test-only
# parser_testvariants_gen_test.go from testdata/grammar/*.peg (gen.go runs pigeon).
generate:
	$(GO) generate ./...

# Fail if regenerating would change a committed file, or if the generator
# itself fails (its exit status is checked before anything is compared).
# Every generated file is checked: the *_gen.go and *_gen_test.go files of
# the packages `go generate ./...` runs in, that is parser_gen.go (gen.go,
# from grammar/*.peg) and internal/scx/tables_gen.go (internal/scx/gen.go,
# from the Unicode Character Database in $(UCD), by default
# /usr/share/unicode, where Debian's unicode-data package installs it).
# Without those files, or with files of another Unicode version than the Go
# toolchain's, that generator leaves its table as it is, and the check says
# the table was NOT checked and passes; with REQUIRE_UCD=1 (which CI sets
# after installing unicode-data) missing files fail the check. Files of
# another Unicode version are never an error: installing cannot fix that.
UCD ?= /usr/share/unicode
REQUIRE_UCD ?= 0
check-generated:
	@tmp=$$(mktemp -d) && trap 'rm -rf $$tmp' EXIT && \
	files=$$(for d in $$($(GO) list -f '{{.Dir}}' ./...); do ls "$$d"/*_gen.go "$$d"/*_gen_test.go 2>/dev/null; done | sed "s|^$$(pwd)/||") && \
	for f in $$files; do mkdir -p "$$tmp/$$(dirname $$f)" && cp "$$f" "$$tmp/$$f"; done && \
	if ! UCD="$(UCD)" $(GO) generate ./... 2>$$tmp/stderr; then \
		cat $$tmp/stderr >&2; \
		for f in $$files; do cp "$$tmp/$$f" "$$f"; done; \
		echo "go generate failed: generated code not checked"; exit 1; \
	fi && \
	cat $$tmp/stderr >&2 && \
	stale="" && for f in $$files; do \
		if ! cmp -s "$$f" "$$tmp/$$f"; then stale="$$stale $$f"; cp "$$tmp/$$f" "$$f"; fi; \
	done && \
	if [ -n "$$stale" ]; then \
		echo "generated code is stale ($$stale): run make generate and commit the result"; exit 1; \
	fi && \
	if grep -q "tables_gen.go left as it is" $$tmp/stderr; then \
		echo "internal/scx/tables_gen.go was NOT checked (see above)."; \
		if grep -q "^scx: stat " $$tmp/stderr; then \
			echo "  Install Debian's unicode-data (apt-get install unicode-data) or give UCD=dir to check it."; \
			if [ "$(REQUIRE_UCD)" = 1 ]; then echo "REQUIRE_UCD=1: failing"; exit 1; fi; \
		else \
			echo "  Give UCD=dir holding the UCD files of the Go toolchain's Unicode version to check it."; \
		fi; \
		echo "generated code is up to date, but for internal/scx/tables_gen.go (not checked)"; \
	else \
		echo "generated code is up to date:" $$files; \
	fi

# go vet covers the development commands too (internal/cmd/...), and the
# side-by-side extraction benchmarks of bench/extract (a module of its own,
# outside go.work, so that xurls never enters the workspace).
vet:
	$(GO) vet ./...
	cd beam && $(GO) vet ./...
	cd bench/extract && GOWORK=off $(GO) vet ./...
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
	$(MAKE) browsertest

# The page of "iri serve" in headless Chromium (module
# internal/viewer/browsertest, chromedp): skipped, saying so, when no
# Chromium is found (Debian: apt-get install chromium; or set IRI_BROWSER).
# IRI_SCREENSHOT=$(CURDIR)/docs/serve.png also rewrites the README's picture.
browsertest:
	cd internal/viewer/browsertest && $(GO) vet ./... && $(GO) test -count=1 ./...

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

# Fuzz every target in turn for FUZZTIME each (a duration, or a number of
# executions as go test's -fuzztime: FUZZTIME=1000000x; FUZZTARGETS= narrows it:
# FUZZTARGETS=FuzzParse,check/FuzzCheck), one worker each (FUZZPARALLEL),
# resuming from the committed corpus (testdata/fuzz/<target> of each
# package) and from what earlier runs found (Go's fuzz cache); appends a
# line per target and run to testdata/fuzz/log.tsv: date, target, seconds,
# executions, failures, commit (internal/cmd/fuzzlong).
FUZZTIME ?= 10m
FUZZTARGETS ?=
FUZZPARALLEL ?= 1
fuzz-long:
	$(GO) run ./internal/cmd/fuzzlong -time $(FUZZTIME) -targets '$(FUZZTARGETS)' -parallel $(FUZZPARALLEL)
# Load test of "iri serve" (internal/cmd/benchserve): 64 clients on 127.0.0.1
# send the corpus to /api/analyze for at most BENCHSERVE_TIME; prints
# requests/s, p50/p99 latency, errors and the server's peak RSS. Give
# BENCHSERVE_FLAGS='-pad 60000' for long inputs, '-slow 32 -vanish 8' for
# abusive clients alongside.
BENCHSERVE_TIME ?= 20s
BENCHSERVE_FLAGS ?=
bench-serve:
	$(GO) run ./internal/cmd/benchserve -duration $(BENCHSERVE_TIME) $(BENCHSERVE_FLAGS)

clean:
	$(GO) clean -testcache

# Mutation testing with gremlins (a tool of tools/go.mod) through
# internal/cmd/mutate (its data in testdata/mutate), not
# part of make test: the tests run once per mutant. FILES= or PKG= narrow it
# (make mutate FILES=compare.go, make mutate PKG=check), DIFF= mutates only
# the lines changed since a commit (make mutate DIFF=main); RERUN=1 runs only
# the mutants that survived the stored run of the selected files; UNCOVERED=1
# applies only the mutants gremlins left "not covered" in the stored run of
# the selected (unchanged) files, which a full run applies anyway; OWN=1 runs
# every mutant with internal/cmd/mutate's own runner instead of gremlins
# (each mutant runs only the tests that run its code; ALL_TESTS=1 runs all); TIMEOUT=3
# lets each mutant's tests run 3 (default 10) times as long as the coverage
# run, for code whose looping mutants would otherwise cost long. The equivalent
# mutants are in testdata/mutate/equivalent.txt, the report in
# testdata/mutate/report.txt; see TESTING.md.
FILES ?=
PKG ?=
DIFF ?=
RERUN ?=
UNCOVERED ?=
OWN ?=
ALL_TESTS ?=
TIMEOUT ?=
mutate:
	$(GO) run ./internal/cmd/mutate -files '$(FILES)' -pkg '$(PKG)' -diff '$(DIFF)' $(if $(RERUN),-rerun) $(if $(UNCOVERED),-uncovered) $(if $(OWN),-own) $(if $(ALL_TESTS),-all-tests) $(if $(TIMEOUT),-timeout-coefficient $(TIMEOUT))
