#!/bin/sh
# mutants.sh [mutants/NAME.patch …] — the suite's own mutants, each a
# realistic bug (a binding that ignores its nonce, a Verify that says true
# on error, a dropped registration, …). Each patch is applied to a copy of
# the working tree, and the tests its "Killed-by: PACKAGE RUN-PATTERN"
# line selects, which `make test` runs among the others, must then fail;
# the same tests must pass on the unpatched copy first, so that a kill
# means something. The working tree itself is never touched.
#
# One line per mutant: "killed" with the first failing test, or
# "SURVIVED". Exit status 1 when a mutant survives, 2 when one no longer
# applies or no longer builds (a stale mutant proves nothing: fix it).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
GO=${GO:-go}
[ $# -gt 0 ] || set -- "$root"/mutants/*.patch

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

# copy_tree lays a fresh copy of the working tree at $work/tree (always the
# same path, so that Go's build cache serves the packages a mutant leaves
# alone), without git's data and build products; the fetched C sources and
# node packages are linked, not copied.
copy_tree() {
	rm -rf "$work/tree"
	mkdir -p "$work/tree"
	tar -C "$root" --exclude=./.git --exclude=./build --exclude=./results \
		--exclude=./.cache --exclude=./js/peer/node_modules -cf - . | tar -C "$work/tree" -xf -
	[ ! -d "$root/.cache" ] || ln -s "$root/.cache" "$work/tree/.cache"
	[ ! -d "$root/js/peer/node_modules" ] || ln -s "$root/js/peer/node_modules" "$work/tree/js/peer/node_modules"
}

# field PATCH NAME prints the value of a header line "NAME: value".
field() { sed -n "s/^$2: //p" "$1" | head -n 1; }

# run_tests PKG PATTERN LOG runs the tests of PKG that go test's -run
# PATTERN selects (anchored by the patch: "^TestX$", "^TestX$/^sub$"), in
# the copy.
run_tests() {
	(cd "$work/tree" && "$GO" test "$1" -run "$2" -count=1) >"$3" 2>&1
}

# The baseline: every selection passes on the unpatched tree.
copy_tree
for p in "$@"; do
	kill=$(field "$p" Killed-by)
	[ -n "$kill" ] || { echo "mutants: $p: no Killed-by line" >&2; exit 2; }
	pkg=${kill%% *} tests=${kill#* }
	if ! run_tests "$pkg" "$tests" "$work/base.log"; then
		tail -n 20 "$work/base.log" >&2
		echo "mutants: $pkg $tests fails without any mutant: fix the tree first" >&2
		exit 2
	fi
done

survived=0 stale=0 n=0
for p in "$@"; do
	n=$((n + 1))
	name=$(basename "$p" .patch)
	kill=$(field "$p" Killed-by)
	pkg=${kill%% *} tests=${kill#* }
	copy_tree
	if ! (cd "$work/tree" && git apply "$p") 2>"$work/apply.log"; then
		echo "STALE     $name: does not apply: $(head -n 1 "$work/apply.log")"
		stale=$((stale + 1))
		continue
	fi
	t0=$(date +%s)
	if run_tests "$pkg" "$tests" "$work/m.log"; then
		echo "SURVIVED  $name: $pkg $tests passed ($(field "$p" Mutant))"
		survived=$((survived + 1))
	elif grep -q -- '--- FAIL' "$work/m.log"; then
		first=$(grep -m 1 -- '--- FAIL' "$work/m.log" | sed 's/^ *--- FAIL: //; s/ (.*//')
		echo "killed    $name by $first ($(($(date +%s) - t0)) s)"
	elif grep -q '^FAIL' "$work/m.log" && ! grep -q -E '\[(build|setup) failed\]' "$work/m.log"; then
		# The test binary died (a crash through cgo, a panic): a kill too.
		first=$(grep -m 1 -E '^(panic|fatal error|SIG[A-Z]+):' "$work/m.log" || echo "the test binary exiting")
		echo "killed    $name by $first ($(($(date +%s) - t0)) s)"
	else
		grep -m 5 -E 'cannot|undefined|error' "$work/m.log" >&2 || tail -n 5 "$work/m.log" >&2
		echo "STALE     $name: does not build"
		stale=$((stale + 1))
	fi
done
echo "mutants: $((n - survived - stale)) of $n killed, $survived survived, $stale stale"
[ "$stale" -eq 0 ] || exit 2
[ "$survived" -eq 0 ] || exit 1
