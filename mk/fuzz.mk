# Differential fuzzing (compare/interop/fuzz_test.go): every target gives one input
# to every implementation of its operations and fails on any disagreement
# outside the documented edge-case classes. go test -fuzz runs one target at
# a time, so the targets run in turn, each for FUZZTIME.
#
#   make fuzz                 30 seconds per target
#   make fuzz FUZZTIME=10m    longer runs; FUZZTIME also takes a count (1000x)
#
# A finding is written to compare/interop/testdata/fuzz/<target>/ and replayed by
# every later `go test ./compare/interop`.

FUZZTIME ?= 30s
# Each new interesting input is minimized before fuzzing goes on. With a
# dozen implementations per input (TweetNaCl's Ed25519 takes milliseconds,
# more in its Go port instrumented for coverage), Go's default of 60s per
# minimization would take most of a short run, so minimization is bounded
# by a number of runs instead. 100 runs took all of FuzzSignVerify's 10 s
# beside CI's other build (21 inputs tried); 10 leave it about 130 to 190.
FUZZMINIMIZETIME ?= 10x

# A target that tried fewer inputs than this has not passed, whatever go
# test says: a worker stuck minimizing one input (as FuzzSignVerify's was
# while libgcrypt aborted it) reports PASS after a dozen executions.
# Every target runs hundreds in 10 s here; FUZZMINEXECS=0 turns it off.
FUZZMINEXECS ?= 50

FUZZ_TARGETS := FuzzSignVerify FuzzX25519 FuzzBox FuzzSealedBox FuzzSecretBox FuzzHash FuzzMAC FuzzStream FuzzSecretStream FuzzPasswordHash

# Go 1.26 can end a duration-limited run with a bare "context deadline
# exceeded" and no failing input (golang/go#75804, fixed in Go 1.27). A
# run fails here only when it wrote a failing input or failed otherwise.
.PHONY: fuzz
fuzz:
	@log=$$(mktemp); trap 'rm -f "$$log"' EXIT; \
	for target in $(FUZZ_TARGETS); do \
		dir=compare/interop/testdata/fuzz/$$target; \
		before=$$(ls "$$dir" 2>/dev/null); \
		echo "fuzz: $$target for $(FUZZTIME)"; \
		go test ./compare/interop -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) \
			-fuzzminimizetime $(FUZZMINIMIZETIME) 2>&1 | tee "$$log"; \
		if grep -q '^ok ' "$$log"; then \
			:; \
		elif [ "$$(ls "$$dir" 2>/dev/null)" = "$$before" ] && grep -q 'context deadline exceeded' "$$log" \
			&& ! grep -q 'Failing input written' "$$log"; then \
			echo "fuzz: $$target: deadline race of the Go toolchain (golang/go#75804), no finding"; \
		else \
			echo "fuzz: $$target: FAILED"; exit 1; \
		fi; \
		execs=$$(grep -o 'execs: [0-9]*' "$$log" | tail -n 1 | grep -o '[0-9]*'); \
		if [ "$${execs:-0}" -lt $(FUZZMINEXECS) ]; then \
			echo "fuzz: $$target: FAILED: it tried $${execs:-0} inputs in $(FUZZTIME), fewer than $(FUZZMINEXECS)"; exit 1; \
		fi; \
	done
