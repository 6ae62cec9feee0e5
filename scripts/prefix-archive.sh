#!/bin/sh
# prefix-archive.sh — shell functions shared by the scripts that rewrite a
# Debian static archive into a private copy whose every defined global
# carries a prefix (cref/tomcrypt/build-archive.sh and
# cref/nacl/build-archive.sh, which also renames the randombytes NaCl
# calls). Sourced, not run:
#
#   . "$root/scripts/prefix-archive.sh"
#   pa_arch "$goarch"                 debarch, triplet, multiarch
#   pa_locate PKG usr/lib/<ma>/X.a    lib, version, pkgroot (headers under it)
#   pa_tools                          objcopy, nm, ar, readelf (cross if any)
#   pa_globals "$lib"                 the globals (and weak symbols) defined
#   pa_map "$lib" PREFIX >map         "name PREFIXname" per defined global
#   pa_rewrite "$lib" map OUT.a       every member renamed, GNU-stack noted
#   pa_check OUT.a PREFIX             no unprefixed global left
#
# Why a private copy: two C libraries in one binary must not define the
# same global. In a static link that is a "multiple definition" error; in
# a dynamic one the first definition silently wins, so one library's call
# reaches the other's function (libtomcrypt's sha3_256_init bound to
# libgcrypt's). Renaming every global of the archive (objcopy
# --redefine-syms) makes each call reach exactly its own library.
#
# For a GOARCH other than the machine's the -dev package is downloaded
# with `apt-get download` (the machine's apt must know the architecture,
# as for the cross builds' libsodium-dev:<arch>) and unpacked, never
# installed. The caller sets $tmp (a scratch folder it removes), $root
# (the repository) and $name (for messages), and defines die.

# pa_arch sets debarch, triplet and multiarch for a GOARCH.
pa_arch() {
	case $1 in
	amd64) debarch=amd64 triplet=x86_64-linux-gnu ;;
	arm64) debarch=arm64 triplet=aarch64-linux-gnu ;;
	arm) debarch=armhf triplet=arm-linux-gnueabihf ;;
	386) debarch=i386 triplet=i686-linux-gnu ;;
	riscv64) debarch=riscv64 triplet=riscv64-linux-gnu ;;
	s390x) debarch=s390x triplet=s390x-linux-gnu ;;
	ppc64le) debarch=ppc64el triplet=powerpc64le-linux-gnu ;;
	*) die "no Debian architecture known for GOARCH=$1" ;;
	esac
	# Debian's multiarch folder is the triplet, except on i386.
	multiarch=$triplet
	if [ "$debarch" = i386 ]; then
		multiarch=i386-linux-gnu
	fi
}

# pa_locate finds package $1's archive at path $2 (relative to /, with
# @MULTIARCH@ standing for the multiarch folder): installed for the
# machine's architecture (installing the package through scripts/deps.sh
# if missing), unpacked from the downloaded package otherwise. It sets lib
# (the archive), pkgroot (where the package's files are: / or the
# unpacked tree) and version (the Debian version). It returns 1 for a
# foreign riscv64, which bookworm does not release: the caller says so and
# stops.
pa_locate() {
	rel=$(echo "$2" | sed "s|@MULTIARCH@|$multiarch|")
	if [ "$debarch" = "$(dpkg --print-architecture)" ]; then
		pkgroot=
		lib=/$rel
		[ -f "$lib" ] || sh "$root/scripts/deps.sh" "$1" || exit 1
		[ -f "$lib" ] || die "$lib not found (install $1)"
		version=$(dpkg-query -W -f '${Version}' "$1")
	elif [ "$debarch" = riscv64 ]; then
		return 1
	else
		(cd "$tmp" && apt-get download -q "$1:$debarch" >/dev/null 2>&1) ||
			die "cannot download $1:$debarch (run dpkg --add-architecture $debarch and apt-get update)"
		deb=$(ls "$tmp"/"$1"_*.deb)
		dpkg-deb -x "$deb" "$tmp/root"
		pkgroot=$tmp/root
		lib=$pkgroot/$rel
		version=$(dpkg-deb -f "$deb" Version)
		[ -f "$lib" ] || die "$1:$debarch has no $rel"
	fi
	return 0
}

# pa_tools picks the binutils for the target: <triplet>-objcopy and so on
# when installed, the machine's otherwise.
pa_tools() {
	objcopy=$(pa_tool objcopy)
	nm=$(pa_tool nm)
	ar=$(pa_tool ar)
	readelf=$(pa_tool readelf)
}

pa_tool() {
	if command -v "$triplet-$1" >/dev/null 2>&1; then
		echo "$triplet-$1"
	else
		echo "$1"
	fi
}

# pa_globals lists the global (and weak) symbols archive $1 defines.
pa_globals() {
	"$nm" -g --defined-only "$1" 2>/dev/null | awk 'NF == 3 { print $3 }' | sort -u
}

# pa_map prints the renaming map of archive $1: every global it defines,
# then $prefix before it.
pa_map() {
	pa_globals "$1" | awk -v p="$2" '{ print $1, p $1 }'
}

# pa_rewrite renames the symbols of every member of archive $1 by map $2
# and writes the result to $3. A member without a .note.GNU-stack section
# (hand-written assembly) gets an empty one, so that linking it does not
# make the program's stack executable. The member order is kept.
pa_rewrite() {
	rm -rf "$tmp/obj"
	mkdir -p "$tmp/obj"
	(cd "$tmp/obj" && "$ar" x "$1")
	"$ar" t "$1" >"$tmp/members"
	while read -r member; do
		obj=$tmp/obj/$member
		if ! "$readelf" -SW "$obj" | grep -q '[.]note[.]GNU-stack'; then
			"$objcopy" --add-section .note.GNU-stack=/dev/null \
				--set-section-flags .note.GNU-stack=readonly "$obj"
		fi
		"$objcopy" --redefine-syms="$2" "$obj"
	done <"$tmp/members"
	# shellcheck disable=SC2046
	(cd "$tmp/obj" && "$ar" rcs "$3" $(cat "$tmp/members"))
}

# pa_check fails unless every global archive $1 defines starts with $2.
pa_check() {
	if pa_globals "$1" | grep -v "^$2" >"$tmp/left"; then
		die "unprefixed globals remain: $(tr '\n' ' ' <"$tmp/left")"
	fi
}
