# aptsrc.sh — `apt-get source` with a private apt state. Source it after
# lib.sh. The deb-src list is derived from the machine's own apt sources
# (every "deb" entry becomes "deb-src"); lists, cache and downloads live in
# the folder given to aptsrc_init, and the machine's apt configuration is
# never changed. Proxies and keyrings are the machine's own.
#
# scripts/fetch-sources.sh does the same for the TweetNaCl and orlp sources.

# aptsrc_init DIR prepares the private state in DIR (once).
aptsrc_init() {
	mkdir -p "$1/etc/sources.list.d" "$1/state/lists/partial" "$1/cache/archives/partial" "$1/pkgs"
	# apt reads relative Dir:: settings as relative to /etc/apt.
	APTSRC_DIR=$(cd "$1" && pwd)
	[ -f "$APTSRC_DIR/etc/.derived" ] && return 0
	: >"$APTSRC_DIR/etc/sources.list"
	for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
		[ -f "$f" ] || continue
		sed -n 's/^[[:space:]]*deb\([[:space:]]\)/deb-src\1/p' "$f" >>"$APTSRC_DIR/etc/sources.list"
	done
	for f in /etc/apt/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		# deb822: keep the stanzas whose Types include deb, as deb-src.
		awk '
			function flush() { if (keep) printf "%s\n", stanza; stanza = ""; keep = 0 }
			/^[[:space:]]*$/ { flush(); next }
			/^[Tt]ypes:/ { keep = ($0 ~ /[[:space:]]deb([[:space:]]|$)/); $0 = "Types: deb-src" }
			{ stanza = stanza $0 "\n" }
			END { flush() }
		' "$f" >"$APTSRC_DIR/etc/sources.list.d/$(basename "$f")"
	done
	grep -qs '^deb-src' "$APTSRC_DIR/etc/sources.list" ||
		grep -qs '^Types: deb-src' "$APTSRC_DIR"/etc/sources.list.d/*.sources ||
		die "no Debian package source configured in /etc/apt to derive a deb-src list from"
	touch "$APTSRC_DIR/etc/.derived"
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
