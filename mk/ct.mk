# Constant-time verdicts (compare/ct/, `naclcmp ct`): the C libraries under
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
#   make ct-names        rebuild, from Debian's source packages, the objects
#                        that name the static functions of wolfSSL and
#                        libgcrypt in valgrind's stacks (scripts/ct-names/;
#                        about three minutes once, then cached in
#                        .cache/ct-names); make ct runs it first, and
#                        without it those frames stay offsets
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

.PHONY: ct ct-controls ct-names ct-timing ct-report

# autoconf, automake and libtool reconfigure the source packages as Debian's
# builds do (dh_autoreconf). A failed rebuild does not stop make ct: its
# frames are then offsets, and the rebuild's log says why.
ct-names:
	@sh scripts/deps.sh autoconf automake libtool
	@sh scripts/ct-names/build.sh wolfssl libgcrypt || echo "naclcmp: ct-names failed: wolfSSL's and libgcrypt's static functions stay offsets in make ct's stacks" >&2

ct-controls: deps
	NACLCMP_REQUIRE="valgrind,$(NACLCMP_REQUIRE)" $(GO) test ./compare/ct/... -run 'Control|Parse|Declassify|Harness|Valgrind|Resolve|Required' -count=1 -v

ct: ct-names ct-controls build
	@mkdir -p results
	./build/naclcmp ct --valgrind --controls --out results/ct-valgrind.json

ct-timing: build
	@mkdir -p results
	./build/naclcmp ct --timing --duration $(CT_DURATION) --out results/ct-timing.json

ct-report: build
	./build/naclcmp ct --controls --duration $(CT_DURATION) --out results/ct.json --merge $(CT_BENCH_DIR)
