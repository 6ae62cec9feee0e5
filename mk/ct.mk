# Constant-time verdicts (ct/, `naclcmp ct`): the C libraries under
# valgrind's memcheck with their secrets marked undefined (TIMECOP), and
# the dudect timing test for every implementation.
#
#   make ct              the CI check: the controls (ct package tests: the
#                        leaky comparison flagged by both methods, the
#                        constant-time one not by valgrind), every harness
#                        checked against the registry and run, then every
#                        call that handles a secret of every C library
#                        (libsodium, TweetNaCl, orlp/ed25519, OpenSSL, NaCl,
#                        libb2; Seal and Open, MAC and Verify) under
#                        valgrind, into results/ct-valgrind.json (about half
#                        a minute of CPU time: each call runs once, a call
#                        with a report once more in a process of its own)
#   make ct-timing       the timing test of every implementation into
#                        results/ct-timing.json (CT_DURATION per operation)
#   make ct-report       both, merged into the benchmark results in
#                        $(CT_BENCH_DIR) (results.json) so that report.md
#                        gains its constant-time section
#
# A finding (T!!! or a timing leak) is a result, not a failure: these
# targets fail only when a check cannot run. valgrind comes from Debian's
# valgrind package (DEB_PACKAGES).

CT_DURATION ?= 1s
CT_BENCH_DIR ?= results

.PHONY: ct ct-controls ct-timing ct-report

ct-controls: deps
	NACLCMP_REQUIRE="valgrind,$(NACLCMP_REQUIRE)" $(GO) test ./ct/... -run 'Control|Parse|Declassify|Harness|Valgrind|Resolve|Required' -count=1 -v

ct: ct-controls build
	@mkdir -p results
	./build/naclcmp ct --valgrind --controls --out results/ct-valgrind.json

ct-timing: build
	@mkdir -p results
	./build/naclcmp ct --timing --duration $(CT_DURATION) --out results/ct-timing.json

ct-report: build
	./build/naclcmp ct --controls --duration $(CT_DURATION) --out results/ct.json --merge $(CT_BENCH_DIR)
