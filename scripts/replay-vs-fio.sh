#!/usr/bin/env bash
# A trace replayed by ssdtool and by fio, side by side (issue 36): each shipped trace
# (resources/traces, or the files given) mapped into the same test area of one raw loop
# device, ssdtool `bench --replay FILE --speed as-fast-as-possible` and fio with
# `read_iolog` of `ssdtool trace fio-iolog` (the same requests, offsets and lengths),
# `replay_no_stall=1`, `iodepth` = the recorded queue depth, io_uring, direct=1; the order
# flips every round. Per trace: the requests each replayed (both must equal the trace's reads
# and writes), each tool's time from the first request to the last completion (ssdtool's
# elapsed_seconds, fio's job_runtime) and the paired ratio fio ÷ ssdtool (above 1: ssdtool
# replays faster) with its 95 % interval.
#
# Not a ctest test: it measures this machine. Usage: scripts/replay-vs-fio.sh [TRACE...]
# Environment: ROUNDS (6), SIZE of the loop device (2g), SSDTOOL (build/app/cli/ssdtool),
# DIR for its backing file (/var/tmp). Needs root, fio and jq.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
rounds=${ROUNDS:-6}
size=${SIZE:-2g}
dir=${DIR:-/var/tmp}
ssdtool=${SSDTOOL:-$repo/build/app/cli/ssdtool}
traces=("$@")
((${#traces[@]} > 0)) || traces=("$repo"/resources/traces/*.trace)

[[ $(id -u) -eq 0 ]] || { echo "replay-vs-fio: needs root (a loop device)" >&2; exit 4; }
for tool in fio jq losetup; do
  command -v "$tool" >/dev/null || { echo "replay-vs-fio: $tool is not installed" >&2; exit 4; }
done
[[ -x $ssdtool ]] || { echo "replay-vs-fio: $ssdtool not found (build first, or set SSDTOOL)" >&2; exit 4; }

work=$(mktemp -d "$dir/replay-vs-fio.XXXXXX")
loop=""
cleanup() {
  [[ -n $loop ]] && losetup -d "$loop" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
truncate -s "$size" "$work/disk"
loop=$(losetup -f --show --direct-io=on "$work/disk")
token=$(basename "$loop")
span=$(blockdev --getsize64 "$loop")
echo "replay-vs-fio: $loop over $work/disk ($size), $rounds rounds, $(date -u +%FT%TZ), $(nproc) CPUs, $(fio --version)"

# stats A B ...: mean and 95 % interval of the values (t distribution).
stats() {
  python3 - "$@" <<'PY'
import math, statistics, sys
v = [float(x) for x in sys.argv[1:]]
t = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26}.get(len(v) - 1, 2.0)
m = statistics.mean(v)
h = t * statistics.stdev(v) / math.sqrt(len(v)) if len(v) > 1 else float("nan")
print(f"{m:.3f} [{m - h:.3f}, {m + h:.3f}]")
PY
}

printf '\n| trace | requests (trace / ssdtool / fio) | ssdtool s | fio s | paired ratio fio ÷ ssdtool [95 %% CI] |\n| --- | --- | --- | --- | --- |\n'
for trace in "${traces[@]}"; do
  name=$(basename "$trace")
  expected=$("$ssdtool" trace show "$trace" --json | jq '.read.requests + .write.requests')
  "$ssdtool" trace fio-iolog "$trace" --target "$loop" --size "$span" --alignment 512 >"$work/iolog"
  # The replay's queue depth: the recorded drive's deepest queue, 1 to 256 (core/bench/replay.h).
  depth=$("$ssdtool" trace show "$trace" --json | jq '[[.max_in_flight, 256] | min, 1] | max')
  ours=() theirs=() ratios=() our_requests="" fio_requests=""
  for ((round = 0; round < rounds; round++)); do
    run_ours() {
      "$ssdtool" bench "$loop" --replay "$trace" --speed as-fast-as-possible --confirm "$token" --no-history \
        --json >"$work/ours.json"
      our_requests=$(jq '.results[0].replay.requests' "$work/ours.json")
      ours+=("$(jq '.results[0].replay.elapsed_seconds' "$work/ours.json")")
    }
    run_fio() {
      fio --name=replay --filename="$loop" --read_iolog="$work/iolog" --replay_no_stall=1 --ioengine=io_uring \
        --direct=1 --iodepth="$depth" --output-format=json >"$work/fio.json"
      fio_requests=$(jq '.jobs[0].read.total_ios + .jobs[0].write.total_ios' "$work/fio.json")
      theirs+=("$(jq '.jobs[0].job_runtime / 1000' "$work/fio.json")")
    }
    if ((round % 2 == 0)); then run_ours; run_fio; else run_fio; run_ours; fi
    ratios+=("$(python3 -c "print(${theirs[-1]} / ${ours[-1]})")")
  done
  printf '| %s | %s / %s / %s | %s | %s | %s |\n' "$name" "$expected" "$our_requests" "$fio_requests" \
    "$(stats "${ours[@]}" | cut -d' ' -f1)" "$(stats "${theirs[@]}" | cut -d' ' -f1)" "$(stats "${ratios[@]}")"
  [[ $our_requests == "$expected" && $fio_requests == "$expected" ]] ||
    echo "replay-vs-fio: $name: the requests differ (trace $expected, ssdtool $our_requests, fio $fio_requests)" >&2
done
