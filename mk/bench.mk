# Benchmarks: Go's benchmarks over every operation × implementation × length
# (compare/bench/bench_test.go), and the documented run of `naclcmp bench`.
#
#   make bench                       results/bench.txt, 100 ms per benchmark
#   make bench BENCHTIME=1s BENCHCOUNT=6 BENCH=Families/sign   more samples, one family
#   make docs-results                default run into docs/results/ (report.md,
#                                    results.json/.csv, charts, README.md excerpt)
#   make docs-results DOCS_FLAGS='--full --label "ThinkPad X1, i7-1185G7"'
#   make goside                      the Go-side build's runs into build/goside/:
#                                    each C binding's Go side, its C calls elided,
#                                    in each code layout of GOSIDE_LAYOUTS
#
#   make benchstat                   build/benchstat, pinned in tools/benchstat
#
# Sub-benchmarks are named op=<primitive>/call=<call>/impl=<name>/bytes=<n>,
# so benchstat can put implementations side by side:
#   build/benchstat -col /impl results/bench.txt
# and naclcmp bench writes its run in the same format beside results.json
# (benchstat.txt), so that two runs compare as Go benchmarks do:
#   build/benchstat before/benchstat.txt after/benchstat.txt

BENCH ?= .
BENCHTIME ?= 100ms
BENCHCOUNT ?= 1
DOCS_RESULTS ?= docs/results
# The default run, as docs/results shows; DOCS_FLAGS=--full sweeps every
# length (about an hour).
DOCS_FLAGS ?=
# The Go side varies with the length only where a binding copies the
# message: two lengths and short measurements keep a pass to about fifteen
# seconds.
GOSIDE_FLAGS ?= --lengths 64,1024 --cell-time 100ms
# Where the linker puts the functions moves a binding's few ns (the same
# checks measured 2.6 to 6.9 ns under four orders), so the Go-side build is
# linked once per layout, 0 the linker's own order and each other number a
# seed of its -randlayout, and each build times every loop GOSIDE_PASSES
# times; the report pools them (internal/cloop.CodeLayout). Six passes in
# each of four layouts take about five minutes (seventy seconds a layout).
GOSIDE_LAYOUTS ?= 0 1 2 3
GOSIDE_PASSES ?= 6
comma := ,
GOSIDE_RESULTS = $(subst $() ,$(comma),$(strip $(foreach l,$(GOSIDE_LAYOUTS),build/goside/layout-$(l)/results.json)))

.PHONY: bench benchstat docs-results goside

# The output goes to a temporary file renamed on success, so an interrupted
# or failed run never leaves a truncated results/bench.txt.
bench: deps
	@mkdir -p results
	$(GO) test ./compare/bench -run '^$$' -bench '$(BENCH)' -benchmem -benchtime $(BENCHTIME) -count $(BENCHCOUNT) \
		> results/bench.txt.tmp || { cat results/bench.txt.tmp; rm -f results/bench.txt.tmp; exit 1; }
	@mv results/bench.txt.tmp results/bench.txt
	@cat results/bench.txt
	@echo
	@echo "bench: wrote results/bench.txt. To compare implementations side by side, run:"
	@echo "  make benchstat && build/benchstat -col /impl results/bench.txt"

# benchstat at the version tools/benchstat/go.mod pins (a nested module, so
# that the main go.mod stays free of the command's dependencies), as
# tools/mutation pins gremlins; report's TestBenchstatReadsOurRuns builds
# the same.
benchstat:
	cd tools/benchstat && $(GO) build -o $(CURDIR)/build/benchstat golang.org/x/perf/cmd/benchstat

docs-results: build goside
	./build/naclcmp bench $(DOCS_FLAGS) --go-side $(GOSIDE_RESULTS) --out $(DOCS_RESULTS) --excerpt README.md

# The Go-side build (build tag naclcmp_goside, internal/cloop): the same
# program, whose bindings' C calls return at once, so that its binding table
# shows what each binding does in Go alone, without its C call's noise.
# Its results go to a normal run through bench --go-side, comma-separated,
# one per code layout.
goside: deps
	@set -e; for l in $(GOSIDE_LAYOUTS); do \
		echo "goside: code layout $$l"; \
		$(GO) build -tags naclcmp_goside -o build/naclcmp-goside-$$l \
			-ldflags "-randlayout=$$l -X github.com/naclcmp/naclcmp/internal/cloop.CodeLayout=$$l" ./cmd/naclcmp; \
		./build/naclcmp-goside-$$l bench $(GOSIDE_FLAGS) --passes $(GOSIDE_PASSES) --out build/goside/layout-$$l; \
	done
