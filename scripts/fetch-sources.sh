#!/usr/bin/env bash
# fetch-sources.sh — fetch the third-party C sources that cref/tweetnacl and
# cref/orlp compile, check them against sources.sha256 and describe them to
# the Go bindings. Run by `make sources` (and so by `make deps`).
#
#   TweetNaCl 20140427: libzmq-4.3.4/src/tweetnacl.{c,h} of Debian's zeromq3
#                       4.3.4-6 source package.
#   orlp/ed25519:       olm-3.2.13/lib/ed25519/src/ of Debian's olm
#                       3.2.13~dfsg-1 source package.
#
# The packages come from `apt-get source` with a private apt state under
# .cache/apt, whose deb-src list is derived from the machine's own apt
# sources; the machine's apt configuration is never changed. Only the files
# the bindings build are copied, to .cache/src/{tweetnacl,orlp}/, and each
# must match its pinned SHA-256 in sources.sha256.
#
# NACLCMP_TWEETNACL_DIR=dir  use dir/tweetnacl.c and dir/tweetnacl.h (upstream
#                            TweetNaCl, or libzmq's copy) instead: unpinned.
# NACLCMP_ORLP_DIR=dir       use orlp/ed25519's src/ in dir instead: unpinned.
#
# Either way the SHA-256 of the files built is written to a generated,
# git-ignored Go file in each binding (cref/*/zz_source.go), so every report
# names the C code it measured; because Go hashes the files of a package
# directory, a change of source also makes Go rebuild the binding.
#
# A second run with the same inputs does nothing (stamp files). Any failure
# stops with one line on stderr; details go to .cache/apt/fetch.log.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cache=$root/.cache
pins=$root/sources.sha256
apt_dir=$cache/apt
log=$apt_dir/fetch.log

# The pinned Debian source packages and the files taken from each.
# *_dir is the folder inside the unpacked package (dpkg-source drops the
# tarball's top folder, libzmq-4.3.4/ or olm-3.2.13/).
zmq_pkg=zeromq3 zmq_ver=4.3.4-6 zmq_dir=src
olm_pkg=olm olm_ver=3.2.13~dfsg-1 olm_dir=lib/ed25519/src
tweet_files="tweetnacl.c tweetnacl.h"
# seed.c is left out: it only reads /dev/urandom, and the bindings take seeds.
orlp_files="add_scalar.c fe.c ge.c key_exchange.c keypair.c sc.c sha512.c sign.c verify.c
ed25519.h fe.h fixedint.h ge.h precomp_data.h sc.h sha512.h"

die() {
	echo "fetch-sources: $*" >&2
	exit 1
}

sha256() { sha256sum "$1" | cut -d' ' -f1; }

# pinned LIB FILE prints the SHA-256 pinned for LIB/FILE.
pinned() {
	awk -v f="$1/$2" '$1 !~ /^#/ && $2 == f { print $1 }' "$pins"
}

# stamp_key LIB MODE DIR FILES... identifies the inputs of one library: the
# pins for Debian sources, the user's files for a user copy.
stamp_key() {
	local lib=$1 mode=$2 dir=$3 f
	shift 3
	{
		echo "$mode $dir"
		for f in "$@"; do
			if [ "$mode" = debian ]; then
				echo "$(pinned "$lib" "$f") $f"
			else
				[ -f "$dir/$f" ] || die "$dir/$f: no such file (set by NACLCMP_$(echo "$lib" | tr a-z A-Z)_DIR)"
				echo "$(sha256 "$dir/$f") $f"
			fi
		done
	} | sha256sum | cut -d' ' -f1
}

# up_to_date LIB KEY reports whether LIB was already prepared from KEY and
# its outputs are still in place.
up_to_date() {
	local lib=$1 key=$2
	[ -f "$cache/src/$lib/.stamp" ] && [ "$(cat "$cache/src/$lib/.stamp")" = "$key" ] &&
		[ -f "$root/cref/$lib/zz_source.go" ]
}

# apt_get runs apt-get against the private state only: the source list is
# ours, state, cache and lists live under .cache/apt, and everything else
# (proxies, keyrings, trusted keys) is the machine's own configuration.
apt_get() {
	apt-get -o Dir::Etc::SourceList="$apt_dir/etc/sources.list" \
		-o Dir::Etc::SourceParts="$apt_dir/etc/sources.list.d" \
		-o Dir::State="$apt_dir/state" \
		-o Dir::Cache="$apt_dir/cache" \
		"$@"
}

# derive_sources turns every "deb" entry of the machine's apt sources into a
# "deb-src" entry in the private list: one-line files (sources.list, *.list)
# and deb822 files (*.sources, "Types: deb" stanzas). Existing deb-src entries
# are dropped, since the converted deb entries already cover them.
derive_sources() {
	local etc=$apt_dir/etc f
	rm -rf "$etc"
	mkdir -p "$etc/sources.list.d"
	: >"$etc/sources.list"
	for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
		[ -f "$f" ] || continue
		sed -n 's/^[[:space:]]*deb\([[:space:]]\)/deb-src\1/p' "$f" >>"$etc/sources.list"
	done
	for f in /etc/apt/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		# A stanza whose Types include "deb" is kept as "Types: deb-src";
		# any other stanza (deb-src only) is left out.
		awk '
			function flush() { if (keep) printf "%s\n", stanza; stanza = ""; keep = 0 }
			/^[[:space:]]*$/ { flush(); next }
			/^[Tt]ypes:/ {
				keep = ($0 ~ /[[:space:]]deb([[:space:]]|$)/)
				$0 = "Types: deb-src"
			}
			{ stanza = stanza $0 "\n" }
			END { flush() }
		' "$f" >"$etc/sources.list.d/$(basename "$f")"
	done
	if ! grep -qs '^deb-src' "$etc/sources.list" && ! grep -qs '^Types: deb-src' "$etc"/sources.list.d/*.sources; then
		die "no Debian package source configured in /etc/apt (nothing to derive a deb-src list from)"
	fi
}

# fetch_debian downloads and unpacks both source packages into
# .cache/apt/unpack/, once: the downloads are kept for later runs.
fetch_debian() {
	[ -f "$apt_dir/unpack/.done" ] && return 0
	command -v apt-get >/dev/null 2>&1 ||
		die "apt-get not found: fetch the sources by hand and set NACLCMP_TWEETNACL_DIR and NACLCMP_ORLP_DIR"
	if ! command -v dpkg-source >/dev/null 2>&1; then
		sh "$root/scripts/deps.sh" dpkg-dev || exit 1
	fi
	mkdir -p "$apt_dir/state/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/pkgs"
	: >"$log"
	if [ ! -f "$apt_dir/state/.updated" ]; then
		derive_sources
		echo "fetch-sources: updating the private deb-src package lists…" >&2
		local t0=$SECONDS
		# Errors from unrelated repositories (no source index) are tolerated:
		# apt-get source below says whether the packages we need were found.
		if apt_get -q update >>"$log" 2>&1; then
			echo "fetch-sources: package lists updated in $((SECONDS - t0)) s" >&2
		else
			echo "fetch-sources: package lists updated with errors in $((SECONDS - t0)) s (see .cache/apt/fetch.log)" >&2
		fi
		touch "$apt_dir/state/.updated"
	fi
	if [ ! -f "$apt_dir/pkgs/${zmq_pkg}_${zmq_ver}.dsc" ] || [ ! -f "$apt_dir/pkgs/${olm_pkg}_${olm_ver}.dsc" ]; then
		echo "fetch-sources: downloading $zmq_pkg $zmq_ver and $olm_pkg $olm_ver…" >&2
	fi
	if ! (cd "$apt_dir/pkgs" && apt_get -q source --download-only "$zmq_pkg=$zmq_ver" "$olm_pkg=$olm_ver") >>"$log" 2>&1; then
		# Stale lists are the usual cause: refresh them once next time.
		rm -f "$apt_dir/state/.updated"
		die "apt-get source $zmq_pkg=$zmq_ver $olm_pkg=$olm_ver failed (no access to a Debian source archive carrying them?); see .cache/apt/fetch.log"
	fi
	rm -rf "$apt_dir/unpack"
	mkdir -p "$apt_dir/unpack"
	local dsc
	for dsc in "${zmq_pkg}_${zmq_ver}.dsc" "${olm_pkg}_${olm_ver}.dsc"; do
		# dpkg-source checks the tarballs against the .dsc (whose own hash apt
		# checked against the signed archive index) and applies Debian's
		# patches, so the result is exactly the tree Debian builds.
		(cd "$apt_dir/unpack" && dpkg-source -x "$apt_dir/pkgs/$dsc" "${dsc%%_*}") >>"$log" 2>&1 ||
			die "dpkg-source -x $dsc failed; see .cache/apt/fetch.log"
	done
	touch "$apt_dir/unpack/.done"
}

# install LIB PINNED FROM FILES... copies FILES from FROM into .cache/src/LIB
# through a staging folder, checking each against its pin first when PINNED
# is "pinned", so that the folder only ever holds a complete, checked set.
install_files() {
	local lib=$1 mode=$2 from=$3 f want got
	shift 3
	local stage=$cache/src/.$lib.new
	rm -rf "$stage"
	mkdir -p "$stage"
	for f in "$@"; do
		[ -f "$from/$f" ] || die "$from/$f: no such file"
		cp "$from/$f" "$stage/$f"
		[ "$mode" = pinned ] || continue
		# sha256sum -c, with one line naming the file that differs.
		want=$(pinned "$lib" "$f")
		[ -n "$want" ] || die "sources.sha256 has no pin for $lib/$f"
		got=$(sha256 "$stage/$f")
		[ "$got" = "$want" ] ||
			die "$lib/$f: SHA-256 mismatch (got $got, sources.sha256 pins $want)"
	done
	rm -rf "$cache/src/$lib"
	mv "$stage" "$cache/src/$lib"
}

# gen_go LIB PKG ORIGIN DIR VERSION PINNED CFLAGS FILES... writes the
# binding's generated description of the sources it compiles: ORIGIN names
# where they came from and DIR their folder there.
gen_go() {
	local lib=$1 pkg=$2 origin=$3 dir=$4 version=$5 is_pinned=$6 cflags=$7 f
	shift 7
	local out=$root/cref/$lib/zz_source.go
	mkdir -p "$root/cref/$lib"
	{
		echo "// Code generated by scripts/fetch-sources.sh. DO NOT EDIT."
		echo
		echo "package $pkg"
		echo
		if [ -n "$cflags" ]; then
			echo "// #cgo CFLAGS: $cflags"
			echo 'import "C"'
			echo
		fi
		echo "// The C sources this package compiles, as found by the last fetch."
		echo "const ("
		echo "	generatedOrigin  = \"$origin\""
		echo "	generatedDir     = \"$dir\""
		echo "	generatedVersion = \"$version\""
		echo "	generatedPinned  = $is_pinned"
		echo ")"
		echo
		echo "// generatedFiles lists each compiled file with its SHA-256."
		echo "var generatedFiles = []SourceFile{"
		for f in "$@"; do
			echo "	{Name: \"$f\", SHA256: \"$(sha256 "$cache/src/$lib/$f")\"},"
		done
		echo "}"
	} >"$out.new"
	mv "$out.new" "$out"
}

# prepare_tweetnacl and prepare_orlp bring one library up to date.
prepare_tweetnacl() {
	local user=${NACLCMP_TWEETNACL_DIR:-} key variant
	if [ -n "$user" ]; then
		key=$(stamp_key tweetnacl user "$user" $tweet_files)
	else
		key=$(stamp_key tweetnacl debian - $tweet_files)
	fi
	up_to_date tweetnacl "$key" && return 0
	if [ -n "$user" ]; then
		install_files tweetnacl user "$user" $tweet_files
	else
		fetch_debian
		install_files tweetnacl pinned "$apt_dir/unpack/$zmq_pkg/$zmq_dir" $tweet_files
	fi
	# libzmq's copy includes its platform.hpp and names the functions
	# crypto_box, …; upstream TweetNaCl names them crypto_box_…_tweet through
	# its header. The binding renames either set to naclcmp_tweet_*.
	if grep -q 'platform\.hpp' "$cache/src/tweetnacl/tweetnacl.c"; then variant=0; else variant=1; fi
	if [ -n "$user" ]; then
		gen_go tweetnacl tweetnacl "NACLCMP_TWEETNACL_DIR copy (unpinned)" "" "TweetNaCl (user copy)" false \
			"-DNACLCMP_TWEET_UPSTREAM=$variant" $tweet_files
	else
		gen_go tweetnacl tweetnacl "$zmq_pkg $zmq_ver" "$zmq_dir" "TweetNaCl 20140427 (libzmq 4.3.4 copy)" true \
			"-DNACLCMP_TWEET_UPSTREAM=$variant" $tweet_files
	fi
	echo "$key" >"$cache/src/tweetnacl/.stamp"
	echo "fetch-sources: TweetNaCl ready in .cache/src/tweetnacl" >&2
}

prepare_orlp() {
	local user=${NACLCMP_ORLP_DIR:-} key
	if [ -n "$user" ]; then
		key=$(stamp_key orlp user "$user" $orlp_files)
	else
		key=$(stamp_key orlp debian - $orlp_files)
	fi
	up_to_date orlp "$key" && return 0
	if [ -n "$user" ]; then
		install_files orlp user "$user" $orlp_files
		gen_go orlp orlp "NACLCMP_ORLP_DIR copy (unpinned)" "" "orlp/ed25519 (user copy)" false "" $orlp_files
	else
		fetch_debian
		install_files orlp pinned "$apt_dir/unpack/$olm_pkg/$olm_dir" $orlp_files
		gen_go orlp orlp "$olm_pkg $olm_ver" "$olm_dir" "orlp/ed25519 (olm 3.2.13 copy)" true "" $orlp_files
	fi
	echo "$key" >"$cache/src/orlp/.stamp"
	echo "fetch-sources: orlp/ed25519 ready in .cache/src/orlp" >&2
}

[ -f "$pins" ] || die "sources.sha256 not found in $root"
mkdir -p "$cache/src"
# One fetch at a time: make may run this from parallel targets.
if command -v flock >/dev/null 2>&1; then
	exec 9>"$cache/.fetch.lock"
	flock 9
fi
prepare_tweetnacl
prepare_orlp
# The unpacked trees are only needed to copy from; the downloads stay in
# .cache/apt/pkgs, so switching back from a user copy needs no network.
rm -rf "$apt_dir/unpack"
