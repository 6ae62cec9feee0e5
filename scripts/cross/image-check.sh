#!/usr/bin/env bash
# image-check.sh ARCH... — naclcmp's image index end to end, as a user of
# a registry sees it (make image-check; CI):
#
#  1. Debian's docker-registry (registry.sh) on a free loopback port, its
#     storage in a temporary folder, stopped when the script ends;
#  2. make image's index over ARCH... (build/ARCH/naclcmp) pushed to it;
#  3. for each of IMAGE_CHECK_RUN (default: arm64 s390x riscv64, those of
#     ARCH... only) `docker run --rm --pull always --platform PLATFORM
#     REGISTRY/naclcmp transcript --json`, compared cell by cell with a
#     native build's transcript (same implementations, no emulation);
#  4. `docker pull REGISTRY/naclcmp` without --platform gives the image of
#     this machine's platform;
#  5. a fleet run in miniature: `bench` in two emulated platforms' images
#     (IMAGE_CHECK_FLEET, default: arm64 s390x), each marked emulated and
#     writing to a mounted results folder, then `naclcmp report --merge`
#     over both, which must table both machines.
#
# Every step prints its duration.
set -eu
# bash, not sh: the free port is found through its /dev/tcp.
. "$(dirname "$0")/lib.sh"

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || die "usage: image-check.sh ARCH... (one or more of: $CROSS_ARCHES)"
sh "$HERE/dockerd.sh"
registry=$(sh "$HERE/registry.sh")

# A free port: the first from 5000 on that nothing answers on (the
# registry then fails to start, loudly, should another take it first).
port=5000
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
	port=$((port + 1))
	[ "$port" -lt 5100 ] || die "no free port between 5000 and 5099 on 127.0.0.1"
done 2>/dev/null
work=$(mktemp -d "${TMPDIR:-/tmp}/naclcmp-registry.XXXXXX")
cat >"$work/config.yml" <<CFG
version: 0.1
log:
  level: warn
storage:
  filesystem:
    rootdirectory: $work/storage
http:
  addr: 127.0.0.1:$port
CFG
"$registry" serve "$work/config.yml" >"$work/registry.log" 2>&1 &
regpid=$!
trap 'kill $regpid 2>/dev/null || true; rm -rf "$work"' EXIT INT TERM
i=0
until (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
	i=$((i + 1))
	kill -0 "$regpid" 2>/dev/null && [ "$i" -le 30 ] || {
		tail -n 5 "$work/registry.log" >&2
		die "docker-registry did not start on 127.0.0.1:$port"
	}
	sleep 1
done
ref="127.0.0.1:$port/naclcmp:latest"
echo "image-check: docker-registry on 127.0.0.1:$port"

t0=$(date +%s)
sh "$HERE/image.sh" --push "$ref" "$@"
echo "image-check: index built and pushed in $(($(date +%s) - t0)) s"

# The images have no node: the native references leave the JavaScript
# peers out too.
export NACLCMP_JS=off
for a in ${IMAGE_CHECK_RUN-arm64 s390x riscv64}; do
	case " $* " in *" $a "*) ;; *) continue ;; esac
	arch_vars "$a"
	[ -z "$QEMU" ] || sh "$HERE/binfmt.sh" "$QEMU"
	native=$(sh "$HERE/native.sh" "$a")
	t0=$(date +%s)
	out="$work/$a.transcript.json"
	docker run --rm --pull always --platform "$PLATFORM" "$ref" transcript --json >"$out" 2>"$out.err" || {
		tail -n 20 "$out.err" >&2
		die "docker run --platform $PLATFORM $ref transcript --json failed"
	}
	"$native" transcript --against "$out" | sed "s|^|image-check: $PLATFORM |" ||
		die "$PLATFORM: the transcript of $ref differs from the native one (above)"
	echo "image-check: docker run --platform $PLATFORM $ref: transcript = native ($(($(date +%s) - t0)) s)"
done

# Without --platform, docker pulls the machine's own platform.
host=$(host_debarch)
want=$(case $host in armhf) echo arm ;; i386) echo 386 ;; ppc64el) echo ppc64le ;; *) echo "$host" ;; esac)
docker pull -q "$ref" >/dev/null || die "docker pull $ref failed"
got=$(docker image inspect -f '{{.Architecture}}' "$ref")
[ "$got" = "$want" ] || die "docker pull $ref without --platform gave the $got image on a $want machine"
echo "image-check: docker pull $ref without --platform: the $got image"

# The fleet in miniature: each machine writes its results to a mounted
# folder, which come back to one place and are merged.
fleet=${IMAGE_CHECK_FLEET-arm64 s390x}
dirs=""
t0=$(date +%s)
for a in $fleet; do
	case " $* " in *" $a "*) ;; *) continue ;; esac
	arch_vars "$a"
	mkdir -p "$work/results/$a"
	docker run --rm --pull always --platform "$PLATFORM" -v "$work/results/$a:/results" "$ref" \
		bench --quick --op hash/sha256 --lengths 64 --label "fleet $a" --out /results >"$work/$a.bench" 2>&1 || {
		tail -n 20 "$work/$a.bench" >&2
		die "docker run --platform $PLATFORM $ref bench failed"
	}
	# The image runs under QEMU here: the benchmark must have detected it
	# (bench.DetectEmulation, which the native make test checks the other
	# way with NACLCMP_EXPECT_EMULATED=no).
	grep -q '^EMULATED: measured under an emulator' "$work/$a.bench" ||
		die "$PLATFORM: the benchmark under QEMU was not marked emulated: $(head -c 2000 "$work/$a.bench")"
	dirs="$dirs $work/results/$a"
done
if [ -n "$dirs" ]; then
	native=$(sh "$HERE/native.sh" amd64)
	# shellcheck disable=SC2086
	"$native" report --merge --out "$work/merged" $dirs >"$work/merge.out" 2>&1 || {
		cat "$work/merge.out" >&2
		die "naclcmp report --merge of the fleet's results failed"
	}
	for a in $fleet; do
		case " $* " in *" $a "*) ;; *) continue ;; esac
		grep -q "fleet $a" "$work/merged/report.md" || die "the merged report has no column of the $a machine"
	done
	echo "image-check: bench on$(echo "$dirs" | sed "s|$work/results/||g") merged into one report ($(($(date +%s) - t0)) s)"
fi
echo "image-check: passed"
