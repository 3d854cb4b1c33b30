#!/usr/bin/env bash
# The sustained preset's per-second curve against fio's write_bw_log of the same
# job: sequential 1 MiB writes at queue depth 8, one thread, O_DIRECT, io_uring,
# fresh random data for every write (fio's refill_buffers=1: the work ssdtool does),
# over the same span (SIZE) in the same directory, with the same time limit
# (LIMIT seconds). The tools alternate (the order flips every round, so drift and
# other load hit both alike) with COOLDOWN seconds of idle before each run.
# Prints, per 5 s, the MB/s of each (mean over rounds) and the ratio, then the
# whole-curve figures: mean MB/s over the seconds both ran, the ratio, and the
# median per-second |difference| relative to fio; and ssdtool's own cache-drop
# verdict of each round. ssdtool stops once settled after a drop; fio writes
# until SIZE or LIMIT: the comparison covers the seconds both ran.
#
# Not a ctest test: it measures this machine. Usage:
#   scripts/sustained-vs-fio.sh [DIR]
# Environment: DATA (random: fresh random data per write, fio's refill_buffers=1;
#   zeros: fio's zero_buffers=1, no data to generate: where generating random data
#   costs more CPU than the writes, this compares the I/O alone), SIZE (8g), LIMIT (60 seconds), ROUNDS (2, keep it even), COOLDOWN (5),
#   SSDTOOL (build/app/cli/ssdtool), KEEP_RAW=1 keeps the per-second table and
#   ssdtool's JSON documents,
#   THROTTLE=FAST:SLOW@T (e.g. 150:20@8, root): instead of DIR, both tools write a
#   loop device over a file on a private tmpfs (SIZE, default 4g here) from a
#   block-I/O cgroup whose write limit is FAST MB/s and becomes SLOW MB/s T seconds
#   after each tool starts: a drive with a known cache and speeds, where the two
#   curves must agree second by second because the limit, not the machine, sets them
#   (tests/integration/write-throttle.sh; fio gets fixedbufs=1 there, the registered
#   buffers ssdtool's io_uring uses, because the cgroup v1 limit treats those
#   differently).
# Needs fio and jq. Writes SIZE in DIR per run and removes it afterwards.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-/var/tmp/ssdtool-sustained-vs-fio}
throttle=${THROTTLE:-}
if [[ -n $throttle ]]; then
  [[ $throttle =~ ^([0-9]+):([0-9]+)@([0-9]+)$ ]] ||
    { echo "sustained-vs-fio: THROTTLE is FAST:SLOW@SECONDS, e.g. 150:20@8" >&2; exit 4; }
  fast_mbps=${BASH_REMATCH[1]} slow_mbps=${BASH_REMATCH[2]} switch_at=${BASH_REMATCH[3]}
  size=${SIZE:-4g}
else
  size=${SIZE:-8g}
fi
seconds=${LIMIT:-60} # not $SECONDS: bash keeps its own there
rounds=${ROUNDS:-2}
data=${DATA:-random}
case $data in
  random) fio_data=(--refill_buffers=1) ;; # fresh random data per write, as ssdtool
  zeros) fio_data=(--zero_buffers=1) ;;
  *) echo "sustained-vs-fio: DATA is random or zeros" >&2; exit 4 ;;
esac
cooldown=${COOLDOWN:-5}
ssdtool=${SSDTOOL:-$repo/build/app/cli/ssdtool}

for tool in fio jq; do
  command -v "$tool" >/dev/null || { echo "sustained-vs-fio: $tool is not installed" >&2; exit 4; }
done
[[ -x $ssdtool ]] || { echo "sustained-vs-fio: $ssdtool not found (build first, or set SSDTOOL)" >&2; exit 4; }

work=$(mktemp -d)
fio_file=$dir/fio-sustained.dat
ssdtool_target=$dir
ssdtool_extra=()
fio_extra=()
tmpfs_dir=""
cleanup() {
  set +e
  jobs -p | xargs -r kill 2>/dev/null # a pending limit switch
  if [[ -n $throttle ]]; then
    write_throttle_remove
    loop_env_cleanup
    [[ -n $tmpfs_dir ]] && mountpoint -q "$tmpfs_dir" && umount "$tmpfs_dir"
    [[ -n $tmpfs_dir ]] && rmdir "$tmpfs_dir"
  else
    rm -f "$fio_file"
    rmdir "$dir" 2>/dev/null
  fi
  if [[ ${KEEP_RAW:-0} == 1 ]]; then echo "per-second table and ssdtool's documents: $work"; else rm -rf "$work"; fi
}

if [[ -n $throttle ]]; then
  # shellcheck source=../tests/integration/loop-env.sh
  source "$repo/tests/integration/loop-env.sh"
  # shellcheck source=../tests/integration/write-throttle.sh
  source "$repo/tests/integration/write-throttle.sh"
  write_throttle_available ||
    { echo "sustained-vs-fio: THROTTLE needs root and a block-I/O cgroup write limit" >&2; exit 4; }
  size_mib=$(numfmt --from=iec "${size^^}" | awk '{ printf "%d", $1 / 1048576 }')
  tmpfs_dir=$(mktemp -d /tmp/sustained-vs-fio.XXXXXX)
  trap cleanup EXIT
  mount -t tmpfs -o "size=$((size_mib + 64))m,mode=0700" sustained-vs-fio "$tmpfs_dir"
  TMPDIR=$tmpfs_dir loop_env_create "$size_mib"
  trap cleanup EXIT # ours again: loop_env_create set its own
  umount "$LOOP_MNT" # a raw, unused device
  write_throttle_create "$LOOP_DEV"
  fio_file=$LOOP_DEV
  ssdtool_target=$LOOP_DEV
  ssdtool_extra=(--confirm "$(basename "$LOOP_DEV")")
  fio_extra=(--fixedbufs=1)
  where="$LOOP_DEV (loop device on tmpfs), write limit $fast_mbps MB/s, $slow_mbps MB/s from ${switch_at} s (cgroup $WRITE_THROTTLE_KIND)"
else
  mkdir -p "$dir"
  trap cleanup EXIT
  where=$dir
fi

echo "sustained-vs-fio: $where, $data data, span $size, limit ${seconds}s, $rounds rounds, ${cooldown}s cool-down;" \
  "$(fio --version), $("$ssdtool" --version)"

# Runs a tool; with THROTTLE inside the cgroup, its limit set to FAST and lowered
# to SLOW switch_at seconds after the start.
run_limited() {
  if [[ -z $throttle ]]; then "$@"; return; fi
  write_throttle_set "$fast_mbps"
  (sleep "$switch_at" && write_throttle_set "$slow_mbps") &
  local timer=$! rc=0
  write_throttle_exec "$@" || rc=$?
  kill "$timer" 2>/dev/null || true
  wait "$timer" 2>/dev/null || true
  return "$rc"
}

# Each appends "tool round t mb_per_s" lines (t: end of the second) to $work/curves.
run_fio() {
  local round=$1
  [[ -n $throttle ]] || rm -f "$fio_file"
  run_limited fio --name=sustained --filename="$fio_file" --size="$size" --rw=write --bs=1m --iodepth=8 --numjobs=1 \
    --direct=1 --ioengine=io_uring "${fio_data[@]}" "${fio_extra[@]}" --runtime="$seconds" \
    --write_bw_log="$work/fio" --log_avg_msec=1000 --output-format=json >/dev/null
  # time in ms, bandwidth in KiB/s averaged over each second.
  awk -F', *' -v round="$round" '{ printf "fio %d %.3f %.3f\n", round, $1 / 1000, $2 * 1024 / 1e6 }' \
    "$work"/fio_bw*.log >>"$work/curves"
  rm -f "$work"/fio_bw*.log
  [[ -n $throttle ]] || rm -f "$fio_file"
}
run_ssdtool() {
  local round=$1
  # No setsid: ssdtool starts a session of its own, as fio's job process does.
  run_limited "$ssdtool" bench "$ssdtool_target" --preset sustained --size "$size" --seconds "$seconds" --data "$data" \
    "${ssdtool_extra[@]}" --json --no-history >"$work/ssd.json"
  jq -r --arg round "$round" '.results[0].samples[] | "ssdtool \($round) \(.t) \(.mb_per_s)"' "$work/ssd.json" \
    >>"$work/curves"
  jq -r --arg round "$round" '.sustained | "round \($round): ssdtool: " +
    (if .dropped then "drop after \(.cache_bytes_estimate) bytes at \(.drop_at_seconds) s, \(.before_mb_per_s) MB/s before, \(.after_mb_per_s) after, settled: \(.settled)"
     else "no drop: \(.no_drop_reason)" end) + "; stopped: \(.stopped_because) after \(.seconds) s"' \
    "$work/ssd.json" >>"$work/verdicts"
  mv "$work/ssd.json" "$work/ssdtool-round$round.json"
}

for ((round = 1; round <= rounds; round++)); do
  if ((round % 2)); then order=(fio ssdtool); else order=(ssdtool fio); fi
  for tool in "${order[@]}"; do
    printf '\rround %d/%d  %-8s' "$round" "$rounds" "$tool" >&2
    sleep "$cooldown"
    run_"$tool" "$round"
  done
done
printf '\r%40s\r' '' >&2

# Second k (1-based, rounded t) of each tool, averaged over rounds; only the
# seconds both tools have in every round count.
awk -v rounds="$rounds" '
  { k = int($3 + 0.5); if (k < 1) k = 1
    sum[$1, k] += $4; n[$1, k]++; if (k > last) last = k }
  END {
    printf "%-10s %10s %12s %8s\n", "seconds", "fio MB/s", "ssdtool MB/s", "ratio"
    for (b = 1; b <= last; b += 5) {
      fs = 0; ss = 0; c = 0
      for (k = b; k < b + 5 && k <= last; k++) {
        if (n["fio", k] == rounds && n["ssdtool", k] == rounds) {
          fs += sum["fio", k] / rounds; ss += sum["ssdtool", k] / rounds; c++
        }
      }
      if (c > 0) printf "%4d-%-5d %10.1f %12.1f %8.3f\n", b - 1, b + c - 1, fs / c, ss / c, (fs > 0 ? ss / fs : 0)
    }
    total_f = 0; total_s = 0; common = 0
    for (k = 1; k <= last; k++) {
      if (n["fio", k] == rounds && n["ssdtool", k] == rounds) {
        f = sum["fio", k] / rounds; s = sum["ssdtool", k] / rounds
        total_f += f; total_s += s; diff[++common] = (f > 0 ? (s > f ? s - f : f - s) / f : 0)
      }
    }
    if (common == 0) { print "no second that both tools ran in every round"; exit }
    # median of the relative per-second differences
    for (i = 1; i <= common; i++) for (j = i + 1; j <= common; j++) if (diff[j] < diff[i]) { t = diff[i]; diff[i] = diff[j]; diff[j] = t }
    median = common % 2 ? diff[(common + 1) / 2] : (diff[common / 2] + diff[common / 2 + 1]) / 2
    printf "over the %d seconds both ran: fio %.1f MB/s, ssdtool %.1f MB/s, ratio %.3f; median per-second |difference| %.1f %% of fio\n",
      common, total_f / common, total_s / common, total_s / total_f, 100 * median
  }' "$work/curves"
cat "$work/verdicts"
