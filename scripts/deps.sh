#!/bin/sh
# deps.sh PACKAGE... — make sure the named Debian packages are installed.
#
# Installs what is missing with apt-get when run as root, or through
# `sudo -n` when that works without a password; otherwise stops with one
# line naming what to install. Quiet when everything is present, so that
# `make test` and `make compare` can call it every time.
set -eu

missing=""
for pkg in "$@"; do
	if command -v dpkg-query >/dev/null 2>&1; then
		status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
		case "$status" in *"install ok installed"*) continue ;; esac
	fi
	missing="$missing $pkg"
done
[ -z "$missing" ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
	echo "naclcmp: missing system packages:$missing (no apt-get here: install their equivalents with your package manager)" >&2
	exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
	sudo=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	sudo="sudo -n"
else
	echo "naclcmp: missing system packages:$missing — install them with: sudo apt-get install$missing" >&2
	exit 1
fi

echo "naclcmp: installing$missing" >&2
export DEBIAN_FRONTEND=noninteractive
# Try with the package lists the machine has; refresh them only if that fails
# (a fresh container has none).
if ! $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null 2>&1; then
	$sudo apt-get update -qq >/dev/null
	$sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
