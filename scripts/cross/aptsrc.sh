# aptsrc.sh — `apt-get source` with a private apt state. Source it after
# lib.sh. The deb-src list is derived from the machine's own apt sources
# (every "deb" entry becomes "deb-src"); lists, cache and downloads live in
# the folder given to aptsrc_init, and the machine's apt configuration is
# never changed. Proxies and keyrings are the machine's own.
# aptsrc_init_backports prepares such a state for binary packages of the
# release's backports suite instead (qemu.sh's newer QEMU).
#
# scripts/fetch-sources.sh does the same for the TweetNaCl and orlp sources.

# aptsrc_state DIR creates the private state's folders in DIR and sets
# APTSRC_DIR; it returns 1 when DIR's lists were derived before.
aptsrc_state() {
	mkdir -p "$1/etc/sources.list.d" "$1/state/lists/partial" "$1/cache/archives/partial" "$1/pkgs"
	# apt reads relative Dir:: settings as relative to /etc/apt.
	APTSRC_DIR=$(cd "$1" && pwd)
	[ ! -f "$APTSRC_DIR/etc/.derived" ]
}

# aptsrc_derive LINES STANZAS writes the private lists from the machine's:
# each one-line list file through the function LINES, each deb822 file
# through STANZAS (both given the file's name).
aptsrc_derive() {
	: >"$APTSRC_DIR/etc/sources.list"
	for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
		[ -f "$f" ] || continue
		"$1" "$f" >>"$APTSRC_DIR/etc/sources.list"
	done
	for f in /etc/apt/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		"$2" "$f" >"$APTSRC_DIR/etc/sources.list.d/$(basename "$f")"
	done
}

# aptsrc_init DIR prepares the private state in DIR (once).
aptsrc_init() {
	aptsrc_state "$1" || return 0
	aptsrc_derive aptsrc_src_lines aptsrc_src_stanzas
	grep -qs '^deb-src' "$APTSRC_DIR/etc/sources.list" ||
		grep -qs '^Types: deb-src' "$APTSRC_DIR"/etc/sources.list.d/*.sources ||
		die "no Debian package source configured in /etc/apt to derive a deb-src list from"
	touch "$APTSRC_DIR/etc/.derived"
}

aptsrc_src_lines() {
	sed -n 's/^[[:space:]]*deb\([[:space:]]\)/deb-src\1/p' "$1"
}

# deb822: keep the stanzas whose Types include deb, as deb-src.
aptsrc_src_stanzas() {
	awk '
		function flush() { if (keep) printf "%s\n", stanza; stanza = ""; keep = 0 }
		/^[[:space:]]*$/ { flush(); next }
		/^[Tt]ypes:/ { keep = ($0 ~ /[[:space:]]deb([[:space:]]|$)/); $0 = "Types: deb-src" }
		{ stanza = stanza $0 "\n" }
		END { flush() }
	' "$1"
}

# aptsrc_get ARGS... runs apt-get against the private state only.
aptsrc_get() {
	apt-get -o Dir::Etc::SourceList="$APTSRC_DIR/etc/sources.list" \
		-o Dir::Etc::SourceParts="$APTSRC_DIR/etc/sources.list.d" \
		-o Dir::State="$APTSRC_DIR/state" \
		-o Dir::Cache="$APTSRC_DIR/cache" \
		"$@"
}

# aptsrc_download PKG=VERSION LOG downloads a source package into
# $APTSRC_DIR/pkgs, refreshing the private lists when they are missing or
# do not know the version. Output goes to LOG.
aptsrc_download() {
	if [ -f "$APTSRC_DIR/state/.updated" ] &&
		(cd "$APTSRC_DIR/pkgs" && aptsrc_get -q source --download-only "$1") >>"$2" 2>&1; then
		return 0
	fi
	# Errors from repositories without source indexes are tolerated: the
	# download below says whether the package was found.
	aptsrc_get -q update >>"$2" 2>&1 || true
	touch "$APTSRC_DIR/state/.updated"
	(cd "$APTSRC_DIR/pkgs" && aptsrc_get -q source --download-only "$1") >>"$2" 2>&1 ||
		die "apt-get source $1 failed (no Debian source archive carrying it?); see $2"
}

# aptsrc_init_backports DIR prepares a private state in DIR (once) whose
# only lists are the machine's Debian release's backports suite
# (CODENAME-backports, binary packages), derived from the machine's apt
# sources like aptsrc_init's deb-src list: same archive, same keyring.
aptsrc_init_backports() {
	aptsrc_state "$1" || return 0
	APTSRC_CODENAME=$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")
	[ -n "$APTSRC_CODENAME" ] || die "cannot tell this machine's release codename (/etc/os-release)"
	aptsrc_derive aptsrc_bpo_lines aptsrc_bpo_stanzas
	grep -qs '^deb ' "$APTSRC_DIR/etc/sources.list" ||
		grep -qs '^Types: deb' "$APTSRC_DIR"/etc/sources.list.d/*.sources ||
		die "no apt source for $APTSRC_CODENAME in /etc/apt to derive $APTSRC_CODENAME-backports from"
	touch "$APTSRC_DIR/etc/.derived"
}

# "deb [opts] URI CODENAME comps": the release's own lines only.
aptsrc_bpo_lines() {
	awk -v c="$APTSRC_CODENAME" '$1 == "deb" { for (i = 2; i <= NF; i++) if ($i == c) { $i = c "-backports"; print; next } }' "$1"
}

# deb822: the stanzas of binary packages whose Suites include CODENAME.
aptsrc_bpo_stanzas() {
	awk -v c="$APTSRC_CODENAME" '
		function flush() { if (keep && suite) printf "%s\n", stanza; stanza = ""; keep = 0; suite = 0 }
		/^[[:space:]]*$/ { flush(); next }
		/^#/ { next }
		/^[Tt]ypes:/ { keep = ($0 ~ /[[:space:]]deb([[:space:]]|$)/); $0 = "Types: deb" }
		/^[Ss]uites:/ { for (i = 2; i <= NF; i++) if ($i == c) suite = 1; $0 = "Suites: " c "-backports" }
		{ stanza = stanza $0 "\n" }
		END { flush() }
	' "$1"
}
