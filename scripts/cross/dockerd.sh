#!/bin/sh
# dockerd.sh — make sure a Docker engine answers: install Debian's docker.io
# when there is no dockerd, and start one in the background when none runs
# (--iptables=false --bridge=none: the images need no network, and a
# machine without the netfilter modules can still run them). Quiet when an
# engine already answers.
set -eu
. "$(dirname "$0")/lib.sh"

docker info >/dev/null 2>&1 && exit 0
command -v dockerd >/dev/null 2>&1 || apt_install docker.io
command -v docker >/dev/null 2>&1 || die "docker: no client found after installing docker.io"

sock=/var/run/docker.sock
if [ -S "$sock" ] && pgrep -x dockerd >/dev/null 2>&1; then
	die "dockerd is running but does not answer on $sock (permissions? try as root)"
fi
log="${TMPDIR:-/tmp}/naclcmp-dockerd.log"
echo "naclcmp: starting dockerd (log: $log)" >&2
# containerd is started by dockerd itself when none runs.
as_root sh -c "nohup dockerd --iptables=false --bridge=none >'$log' 2>&1 &"
i=0
until docker info >/dev/null 2>&1; do
	i=$((i + 1))
	[ "$i" -le 60 ] || {
		tail -n 5 "$log" >&2
		die "dockerd did not answer within 60 s (log: $log)"
	}
	sleep 1
done
