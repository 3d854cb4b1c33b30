#!/bin/bash
# bench-sustained-loop.sh SSDTOOL — the sustained preset on a device whose write speed
# drops mid-run, as a drive's does when its SLC cache is full: a loop device over a
# sparse file on a private tmpfs (loop-env.sh, unmounted: a raw device), written by
# `ssdtool bench --preset sustained` from a block-I/O cgroup whose write limit for that
# device is lowered once the run is under way:
#   phase 1 ("cache"):      FAST_MBPS MB/s (a limit too, so the test's memory stays small)
#   phase 2 (after a drop): SLOW_MBPS MB/s, set when a progress event reports t >= SWITCH_AT
# and asserts that ssdtool finds the drop where the limit changed (within TOLERANCE
# seconds), its depth (before / after within 25 % of the limits' ratio), the cache estimate
# (the bytes its own per-second samples show written before the switch, within a
# second's worth), that it stopped once settled, and that its progress events went
# through the phases cache, after-drop, settled.
# The throttle is cgroup v2's io.max where the io controller is in the unified
# hierarchy, else cgroup v1's blkio.throttle.write_bps_device; without either (or
# without root) the test does not run (exit 77). The switch is driven by the run's own
# progress events, no sleeps. Bounded: --seconds 120 and 60 s deadlines on every read.
# Cleans up (the run, the cgroup, the loop device, the tmpfs) on every path.
set -euo pipefail

ssdtool=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=loop-env.sh
source "$here/loop-env.sh"
loop_env_require_root "loop devices and cgroup write limits"

FAST_MBPS=${FAST_MBPS:-150}
SLOW_MBPS=${SLOW_MBPS:-20}
SWITCH_AT=${SWITCH_AT:-8}
TOLERANCE=${TOLERANCE:-2}
size_mib=4096 # the span; only what is written takes memory (about 2 GB)

# shellcheck source=write-throttle.sh
source "$here/write-throttle.sh"
if ! write_throttle_available; then
    echo "SKIP: no block-I/O write limit here (neither cgroup v2's io controller nor v1's blkio throttle); this test did not run"
    exit 77
fi

tmpfs_dir=$(mktemp -d "/tmp/bench-sustained.XXXXXX")
pid=""
cleanup() {
    local rc=$?
    set +e
    if [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null; then
        kill -s INT "$pid" 2>/dev/null
        timeout 30 tail --pid="$pid" -f /dev/null 2>/dev/null || kill -s KILL "$pid" 2>/dev/null
    fi
    write_throttle_remove
    loop_env_cleanup
    mountpoint -q "$tmpfs_dir" && umount "$tmpfs_dir"
    rmdir "$tmpfs_dir" 2>/dev/null
    return "$rc"
}
on_signal() { cleanup; trap - EXIT; exit $((128 + $1)); }
install_traps() {
    trap cleanup EXIT
    trap 'on_signal 2' INT
    trap 'on_signal 15' TERM
}
install_traps

mount -t tmpfs -o size=3g,mode=0700 ssd-sustained "$tmpfs_dir"
TMPDIR=$tmpfs_dir loop_env_create "$size_mib"
install_traps # ours again, first: the run must end before the loop device goes
umount "$LOOP_MNT" # a raw, unused device
name=$(basename "$LOOP_DEV")
echo "loop device $LOOP_DEV over $LOOP_FILE on tmpfs; write limit by cgroup $WRITE_THROTTLE_KIND"
write_throttle_create "$LOOP_DEV"
write_throttle_set "$FAST_MBPS"

failures=0
pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# The run, inside the cgroup; its progress events on fd 3.
fifo=$tmpfs_dir/progress.fifo
mkfifo "$fifo"
write_throttle_exec "$ssdtool" bench "$LOOP_DEV" --preset sustained --seconds 120 --confirm "$name" --json --progress \
    >"$fifo" 2>"$tmpfs_dir/run.err" &
pid=$!
exec 3<"$fifo"
switched_at=""
phases=()
last=""
while IFS= read -r -t 60 line <&3; do
    last=$line
    [[ $line == *'"event":"progress"'* ]] || continue
    if [[ $line =~ \"sustained_phase\":\"([a-z-]+)\" ]]; then
        [[ ${#phases[@]} -gt 0 && ${phases[-1]} == "${BASH_REMATCH[1]}" ]] || phases+=("${BASH_REMATCH[1]}")
    fi
    if [[ -z $switched_at && $line == *'"kind":"job"'* && $line =~ \"t\":([0-9.]+) ]]; then
        t=${BASH_REMATCH[1]}
        if awk -v t="$t" -v at="$SWITCH_AT" 'BEGIN { exit !(t >= at) }'; then
            write_throttle_set "$SLOW_MBPS"
            switched_at=$t
            echo "write limit lowered from $FAST_MBPS to $SLOW_MBPS MB/s at t = $t s"
        fi
    fi
done
exec 3<&-
rc=0
wait "$pid" || rc=$?
pid=""

if [[ $rc != 0 || -z $switched_at ]]; then
    fail "the sustained run ended with status $rc before or without the switch: $(cat "$tmpfs_dir/run.err")"
    exit 1
fi
pass "the sustained run exits 0"
got_phases="${phases[*]}"
if [[ $got_phases == "cache after-drop settled" ]]; then
    pass "progress events went through the phases cache, after-drop, settled"
else
    fail "progress phases: '$got_phases', expected 'cache after-drop settled'"
fi

# The document's verdicts (python3 reads the JSON; each check prints PASS or FAIL).
printf '%s\n' "$last" >"$tmpfs_dir/result.json"
# SAVE_DOC=FILE keeps the document (tests/fixtures/bench/ holds such captures).
[[ -n ${SAVE_DOC:-} ]] && cp "$tmpfs_dir/result.json" "$SAVE_DOC"
verdicts=$(python3 - "$tmpfs_dir/result.json" "$switched_at" "$FAST_MBPS" "$SLOW_MBPS" "$TOLERANCE" <<'PY'
import json, sys
switch, fast, slow, tolerance = (float(a) for a in sys.argv[2:6])
with open(sys.argv[1]) as f:
    doc = json.load(f)
s = doc["sustained"]
samples = doc["results"][0]["samples"]
def check(ok, what, detail):
    print(("PASS: " if ok else "FAIL: ") + what + ("" if ok else ": " + detail))
# Bytes the run's own per-second samples show written before the switch.
written, previous = 0.0, 0.0
for sample in samples:
    if sample["t"] > switch:
        written += sample["mb_per_s"] * 1e6 * max(0.0, switch - previous)
        break
    written += sample["mb_per_s"] * 1e6 * (sample["t"] - previous)
    previous = sample["t"]
print(f"sustained: drop at {s['drop_at_seconds']} s, cache estimate {s['cache_bytes_estimate']} bytes "
      f"(written before the switch: {written:.0f}), before {s['before_mb_per_s']} MB/s, after {s['after_mb_per_s']} MB/s, "
      f"settled at {s['settled_at_seconds']} s, stopped: {s['stopped_because']}, {len(samples)} samples")
check(s["dropped"], "a drop was detected", str(s.get("no_drop_reason")))
if s["dropped"]:
    check(abs(s["drop_at_seconds"] - switch) <= tolerance, f"the drop is where the limit changed (±{tolerance:g} s)",
          f"{s['drop_at_seconds']} s vs {switch} s")
    check(abs(s["cache_bytes_estimate"] - written) <= fast * 1e6 * 1.25,
          "the cache estimate is what was written before the switch (within a second's worth)",
          f"{s['cache_bytes_estimate']} vs {written:.0f}")
    # The speeds themselves need not be the limits: with registered buffers
    # (ssdtool's io_uring, fio's fixedbufs=1) the blkio limit lets through half
    # of what it is set to here (fio: 152 MB/s without, 74.8 with, at 150 MB/s
    # on kernel 6.18). Its ratio is the drop's depth, whatever the engine.
    ratio = s["before_mb_per_s"] / s["after_mb_per_s"] if s["after_mb_per_s"] else 0.0
    check(abs(ratio - fast / slow) <= 0.25 * fast / slow,
          f"before / after is the limits' ratio ({fast / slow:g} ±25 %)",
          f"{s['before_mb_per_s']} / {s['after_mb_per_s']} = {ratio:.2f}")
    check(s["after_mb_per_s"] <= 1.25 * slow, f"the speed after is at most the second limit ({slow:g} MB/s +25 %)",
          f"{s['after_mb_per_s']}")
check(s["settled"] and s["stopped_because"] == "settled", "it stopped once settled",
      f"settled {s['settled']}, stopped because {s['stopped_because']}")
check(s["seconds"] < 120 and s["bytes_written"] < s["limits"]["bytes"], "before either limit",
      f"{s['seconds']} s, {s['bytes_written']} bytes")
PY
) || true
echo "$verdicts"
failures=$((failures + $(grep -c '^FAIL' <<<"$verdicts" || true)))
grep -q '^PASS' <<<"$verdicts" || failures=$((failures + 1))

if [[ $failures -gt 0 ]]; then
    echo "bench-sustained-loop: $failures check(s) failed"
    exit 1
fi
echo "bench-sustained-loop: all checks passed"
