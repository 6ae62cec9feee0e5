#!/bin/sh
# build-archive.sh — prepare djb's NaCl 20110221 (Debian's libnacl-dev) for
# cref/nacl. Run by `make nacl` (mk/more.mk), which `make sources` runs.
#
#   sh cref/nacl/build-archive.sh [GOARCH]     default: go env GOARCH
#
# libnacl-dev ships only a static archive, libnacl.a, and its headers. Its
# functions carry implementation suffixes (crypto_hash_sha512_ref, …), but
# the archive also calls and defines names other libraries use: it calls
# randombytes(), which libsodium exports, and nothing stops a later NaCl
# build from defining names libsodium has. Linked as it is, NaCl's key
# generation would draw from libsodium's randombytes, and a static link
# would fail or pick one definition silently. So the archive is rewritten:
#
#   - every global symbol it defines, and randombytes, gets the prefix
#     naclcmp_libnacl_ (objcopy --redefine-syms), so the binding reaches
#     exactly this library and supplies its own randombytes;
#   - objects without a .note.GNU-stack section (NaCl's amd64 assembly)
#     get an empty one, so linking them does not make the program's stack
#     executable;
#
# and written to .cache/nacl/<GOARCH>/ with a header that maps every
# original name to its prefixed one, a copy of the NaCl headers, and
# cref/nacl/zz_archive_<GOARCH>.go, which points cgo there and records the
# Debian version and the SHA-256 of the archive used. A second run with the
# same libnacl.a does nothing.
#
# For a GOARCH other than the machine's, libnacl-dev:<arch> is downloaded
# with `apt-get download` (the machine's apt must know the architecture, as
# for the cross builds' libsodium-dev:<arch>) and unpacked, never installed:
# the package is not Multi-Arch and would replace the native one. The
# cross binutils (<triplet>-objcopy) are used when present.
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
goarch=${1:-$(go env GOARCH)}
prefix=naclcmp_libnacl_

die() {
	echo "nacl: $*" >&2
	exit 1
}

case $goarch in
amd64) debarch=amd64 triplet=x86_64-linux-gnu ;;
arm64) debarch=arm64 triplet=aarch64-linux-gnu ;;
arm) debarch=armhf triplet=arm-linux-gnueabihf ;;
386) debarch=i386 triplet=i686-linux-gnu ;;
riscv64) debarch=riscv64 triplet=riscv64-linux-gnu ;;
s390x) debarch=s390x triplet=s390x-linux-gnu ;;
ppc64le) debarch=ppc64el triplet=powerpc64le-linux-gnu ;;
*) die "no Debian architecture known for GOARCH=$goarch" ;;
esac
# Debian's multiarch folder is the triplet, except on i386.
multiarch=$triplet
[ "$debarch" = i386 ] && multiarch=i386-linux-gnu

out=$root/.cache/nacl/$goarch
gen=$root/cref/nacl/zz_archive_$goarch.go
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Locate the archive and headers: installed for the native architecture,
# unpacked from the downloaded package otherwise.
native=$(dpkg --print-architecture)
if [ "$debarch" = "$native" ]; then
	lib=/usr/lib/$multiarch/libnacl.a
	inc=/usr/include/nacl
	[ -f "$lib" ] || sh "$root/scripts/deps.sh" libnacl-dev || exit 1
	[ -f "$lib" ] || die "$lib not found (install libnacl-dev)"
	version=$(dpkg-query -W -f '${Version}' libnacl-dev)
elif [ "$debarch" = riscv64 ]; then
	# Not a release architecture of bookworm: no libnacl-dev to take. Cross
	# builds for riscv64 leave NaCl out (scripts/cross/lib.sh, ABSENT_LIBS).
	echo "nacl: Debian bookworm has no libnacl-dev for riscv64; riscv64 builds leave NaCl out" >&2
	exit 0
else
	(cd "$tmp" && apt-get download -q "libnacl-dev:$debarch" >/dev/null 2>&1) ||
		die "cannot download libnacl-dev:$debarch (run dpkg --add-architecture $debarch and apt-get update)"
	deb=$(ls "$tmp"/libnacl-dev_*.deb)
	dpkg-deb -x "$deb" "$tmp/root"
	lib=$tmp/root/usr/lib/$multiarch/libnacl.a
	inc=$tmp/root/usr/include/nacl
	version=$(dpkg-deb -f "$deb" Version)
	[ -f "$lib" ] || die "libnacl-dev:$debarch has no usr/lib/$multiarch/libnacl.a"
fi
sum=$(sha256sum "$lib" | cut -d' ' -f1)

# The stamp names the archive and the layout of what this script writes,
# so that a cache prepared by an older version of the script is redone.
stamp="$sum layout-2"
if [ -f "$out/.stamp" ] && [ "$(cat "$out/.stamp")" = "$stamp" ] && [ -f "$gen" ]; then
	exit 0
fi

tool() {
	if command -v "$triplet-$1" >/dev/null 2>&1; then
		echo "$triplet-$1"
	else
		echo "$1"
	fi
}
objcopy=$(tool objcopy)
nm=$(tool nm)
ar=$(tool ar)
readelf=$(tool readelf)

# The renaming map: every defined global (and weak) symbol, and
# randombytes, which NaCl's key generation calls.
{
	"$nm" -g --defined-only "$lib" | awk 'NF == 3 { print $3 }'
	echo randombytes
} | sort -u | awk -v p="$prefix" '{ print $1, p $1 }' >"$tmp/map"

# Debian's build drops a primitive whose implementations all fail NaCl's
# own tests on the build machine: the armhf archive has no
# crypto_stream_aes128ctr (nor its header). The glue and the Go binding
# leave out what the archive lacks.
have_aes=false
if grep -q '^crypto_stream_aes128ctr_' "$tmp/map"; then
	have_aes=true
fi

mkdir -p "$tmp/obj"
(cd "$tmp/obj" && "$ar" x "$lib")
"$ar" t "$lib" >"$tmp/members"
while read -r member; do
	obj=$tmp/obj/$member
	if ! "$readelf" -SW "$obj" | grep -q '[.]note[.]GNU-stack'; then
		"$objcopy" --add-section .note.GNU-stack=/dev/null \
			--set-section-flags .note.GNU-stack=readonly "$obj"
	fi
	"$objcopy" --redefine-syms="$tmp/map" "$obj"
done <"$tmp/members"

mkdir -p "$out.new/include/nacl"
(cd "$tmp/obj" && "$ar" rcs "$out.new/libnaclcmp_nacl.a" $(cat "$tmp/members"))
cp "$inc"/*.h "$out.new/include/nacl/"
{
	echo "/* Generated by cref/nacl/build-archive.sh from libnacl-dev $version ($debarch)."
	echo " * Every global of the archive carries the $prefix prefix. */"
	awk '{ printf "#define %s %s\n", $1, $2 }' "$tmp/map"
	if [ "$have_aes" = true ]; then
		echo "#define NACLCMP_NACL_HAVE_AES128CTR 1"
	fi
} >"$out.new/naclcmp_libnacl_names.h"

# Every member must now carry the note, and nothing left in the archive
# may define an unprefixed global.
if [ "$("$readelf" -SW "$out.new/libnaclcmp_nacl.a" | grep -c '[.]note[.]GNU-stack')" -ne "$(wc -l <"$tmp/members")" ]; then
	die "some objects still lack a .note.GNU-stack section"
fi
if "$nm" -g --defined-only "$out.new/libnaclcmp_nacl.a" | awk 'NF == 3 { print $3 }' | grep -v "^$prefix" >"$tmp/left"; then
	die "unprefixed globals remain: $(tr '\n' ' ' <"$tmp/left")"
fi

rm -rf "$out"
mv "$out.new" "$out"
echo "$stamp" >"$out/.stamp"

cat >"$gen.tmp" <<GO
// Code generated by cref/nacl/build-archive.sh. DO NOT EDIT.

package nacl

// #cgo CFLAGS: -I\${SRCDIR}/../../.cache/nacl/$goarch -I\${SRCDIR}/../../.cache/nacl/$goarch/include
// #cgo LDFLAGS: \${SRCDIR}/../../.cache/nacl/$goarch/libnaclcmp_nacl.a
import "C"

// The archive this package links, as prepared by the last build.
const (
	generatedDebianVersion = "$version"
	generatedArch          = "$debarch"
	generatedArchiveSHA256 = "$sum"
	generatedHaveAES128CTR = $have_aes
)
GO
mv "$gen.tmp" "$gen"
echo "nacl: prepared libnacl-dev $version ($debarch) in .cache/nacl/$goarch" >&2
