#!/bin/sh
# deps.sh PACKAGE[>=VERSION]... — make sure the named Debian packages are
# installed, and at least at VERSION where one is given.
#
# Installs what is missing with apt-get when run as root, or through
# `sudo -n` when that works without a password; otherwise stops with one
# line naming what to install. A package installed below its VERSION is
# upgraded after refreshing the package lists (a machine's lists may be
# older than the security archive: bookworm's main archive has Firefox ESR
# 140, whose WebCrypto lacks Ed25519 and X25519, bookworm-security 153);
# one that stays below is named in one line, and the rest goes on. Quiet
# when everything is present, so that `make test` and `make compare` can
# call it every time.
set -eu
export DEBIAN_FRONTEND=noninteractive

# installed PACKAGE prints PACKAGE's installed version, or nothing.
installed() {
	command -v dpkg-query >/dev/null 2>&1 || return 0
	case "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" in
	*"install ok installed"*) dpkg-query -W -f='${Version}' "$1" ;;
	esac
}

# below PACKAGE MIN succeeds when PACKAGE is installed below version MIN.
below() {
	v=$(installed "$1")
	[ -n "$v" ] && dpkg --compare-versions "$v" lt "$2"
}

missing=""
minimums=""
for arg in "$@"; do
	pkg=${arg%%>=*}
	[ "$pkg" != "$arg" ] && minimums="$minimums $arg"
	[ -n "$(installed "$pkg")" ] && continue
	missing="$missing $pkg"
done

# upgrade_below brings every PACKAGE>=VERSION argument up to VERSION, or
# names the one that stays below it.
upgrade_below() {
	refreshed=""
	for arg in $minimums; do
		pkg=${arg%%>=*} min=${arg#*>=}
		below "$pkg" "$min" || continue
		if [ -z "$sudo_ok" ]; then
			echo "naclcmp: $pkg $(installed "$pkg") is older than $min — upgrade it with: sudo apt-get update && sudo apt-get install --only-upgrade $pkg" >&2
			continue
		fi
		echo "naclcmp: upgrading $pkg $(installed "$pkg") to $min or later" >&2
		if [ -z "$refreshed" ]; then
			$sudo apt-get update -qq >/dev/null
			refreshed=1
		fi
		$sudo apt-get install -y -qq --no-install-recommends --only-upgrade "$pkg" >/dev/null 2>&1 || true
		if below "$pkg" "$min"; then
			echo "naclcmp: $pkg $(installed "$pkg") is still older than $min: the archives here serve no newer one" >&2
		fi
	done
}

sudo_ok=""
if [ "$(id -u)" -eq 0 ]; then
	sudo="" sudo_ok=1
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	sudo="sudo -n" sudo_ok=1
fi

if [ -z "$missing" ]; then
	upgrade_below
	exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
	echo "naclcmp: missing system packages:$missing (no apt-get here: install their equivalents with your package manager)" >&2
	exit 1
fi
if [ -z "$sudo_ok" ]; then
	echo "naclcmp: missing system packages:$missing — install them with: sudo apt-get install$missing" >&2
	exit 1
fi

echo "naclcmp: installing$missing" >&2
# Try with the package lists the machine has; refresh them only if that fails
# (a fresh container has none).
if ! $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null 2>&1; then
	$sudo apt-get update -qq >/dev/null
	$sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
upgrade_below
