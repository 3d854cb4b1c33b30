#!/bin/bash
# trace-replay-loop.sh SSDTOOL [TRACE] — issue 36 on a real kernel and a real block device: a
# loop device with ext4 mounted (loop-env.sh).
#   1. `trace record` of the device while a workload runs on its filesystem (64 × 64 KiB
#      written with fsync, 256 × 4 KiB read back with O_DIRECT), ended with SIGINT once the
#      workload is done: the file holds every request (at least the workload's bytes), no
#      event lost; a second recording to the same file is refused (exit 3) and leaves it as
#      it was.
#   2. `bench DIR --replay` in a directory on that filesystem: the replay's requests are the
#      trace's reads and writes, its bytes theirs plus what rounding to 4 KiB added.
#   3. the unmounted device, `bench DEV --replay --confirm` as fast as possible: requests and
#      bytes exactly the trace's; fio's read_iolog of `trace fio-iolog` replays the same
#      number of requests.
# With TRACE (a trace recorded elsewhere: the rig's guest, tests/rig/check-trace-replay.sh),
# step 1 is left out and steps 2 and 3 replay that trace.
# Each check prints PASS or FAIL. Needs root (77 without it) and, to record, the kernel's block
# tracepoints (77 without them: said so).
set -euo pipefail

ssdtool=$1
given_trace=${2:+$(realpath "$2")}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=loop-env.sh
source "$here/loop-env.sh"
loop_env_require_root "loop devices and the kernel's tracing"
if [[ -z $given_trace && ! -d /sys/kernel/tracing/events/block ]] &&
   ! mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null; then
    echo "SKIP: no tracefs with block events at /sys/kernel/tracing; this test did not run"
    exit 77
fi
trap 'echo "FAIL: unexpected error at line $LINENO: $BASH_COMMAND"' ERR

failures=0
pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
check() {
    local label=$1 detail=$2
    shift 2
    if "$@"; then pass "$label"; else fail "$label: $detail"; fi
}
# jqv FILE FILTER: one value of a JSON file.
jqv() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2], {'d': d}))" "$@"; }

loop_env_create 256
trace=$LOOP_ENV_DIR/work.trace

# 1. Record while the workload runs, or take the trace given. The recorder's first progress
#    line ("recording 1 s") says it is armed; the read has a deadline.
record_workload_trace() {
    fifo=$LOOP_ENV_DIR/record.fifo
    mkfifo "$fifo"
    "$ssdtool" trace record "$LOOP_DEV" --seconds 600 --output "$trace" --description "integration test workload" \
        >"$LOOP_ENV_DIR/record.out" 2>"$fifo" &
    pid=$!
    exec 3<"$fifo"
    armed=0
    while IFS= read -r -d $'\r' -t 60 line <&3; do
        if [[ $line == *recording* ]]; then armed=1; break; fi
    done
    check "record: the recorder is armed (progress line)" "no progress line within 60 s" test "$armed" = 1
    dd if=/dev/urandom of="$LOOP_MNT/data" bs=64k count=64 conv=fsync status=none
    dd if="$LOOP_MNT/data" of=/dev/null bs=4k count=256 iflag=direct status=none
    sync
    kill -s INT "$pid"
    cat <&3 >/dev/null
    exec 3<&-
    rc=0
    wait "$pid" || rc=$?
    check "record: ends with status 0 after SIGINT" "status $rc: $(cat "$LOOP_ENV_DIR/record.out")" test "$rc" = 0
    check "record: says it stopped early" "$(cat "$LOOP_ENV_DIR/record.out")" grep -q "stopped early" "$LOOP_ENV_DIR/record.out"
    check "record: the file is a trace" "$(head -1 "$trace")" test "$(head -1 "$trace")" = "ssd-toolbox trace 1"
    "$ssdtool" trace show "$trace" --json >"$LOOP_ENV_DIR/show.json"
    written=$(jqv "$LOOP_ENV_DIR/show.json" "d['write']['bytes']")
    read_requests=$(jqv "$LOOP_ENV_DIR/show.json" "d['read']['requests']")
    check "record: every byte the workload wrote is in the trace" "$written < 4194304" test "$written" -ge 4194304
    check "record: every direct read is in the trace" "$read_requests < 256" test "$read_requests" -ge 256
    check "record: no event lost" "$(jqv "$LOOP_ENV_DIR/show.json" "d['lost_events']")" \
        test "$(jqv "$LOOP_ENV_DIR/show.json" "d['lost_events']")" = 0
    check "record: the flushes of fsync are in the trace" "none" test "$(jqv "$LOOP_ENV_DIR/show.json" "d['flush']['requests']")" -ge 1
    before=$(sha256sum "$trace")
    rc=0
    "$ssdtool" trace record "$LOOP_DEV" --seconds 1 --output "$trace" >/dev/null 2>&1 || rc=$?
    check "record: an existing file is refused (exit 3)" "status $rc" test "$rc" = 3
    check "record: ... and left as it was" "changed" test "$(sha256sum "$trace")" = "$before"
}
if [[ -n $given_trace ]]; then
    cp "$given_trace" "$trace"
    echo "replaying the given trace $given_trace:"
    "$ssdtool" trace show "$trace"
else
    record_workload_trace
fi
"$ssdtool" trace show "$trace" --json >"$LOOP_ENV_DIR/show.json"
requests=$(jqv "$LOOP_ENV_DIR/show.json" "d['read']['requests'] + d['write']['requests']")
bytes=$(jqv "$LOOP_ENV_DIR/show.json" "d['read']['bytes'] + d['write']['bytes']")

# 2. In a directory: 32 MiB test area (offsets wrap), 4 KiB alignment.
mkdir "$LOOP_MNT/bench"
rc=0
"$ssdtool" bench "$LOOP_MNT/bench" --replay "$trace" --size 32m --no-history --json >"$LOOP_ENV_DIR/dir.json" || rc=$?
check "directory replay: status 0" "status $rc" test "$rc" = 0
got=$(jqv "$LOOP_ENV_DIR/dir.json" "d['results'][0]['replay']['requests']")
check "directory replay: the trace's requests" "$got, trace $requests" test "$got" = "$requests"
got=$(jqv "$LOOP_ENV_DIR/dir.json" "d['results'][0]['replay']['bytes'] - d['results'][0]['replay']['mapping']['rounded_bytes']")
check "directory replay: the trace's bytes (less rounding)" "$got, trace $bytes" test "$got" = "$bytes"
check "directory replay: no test file left" "$(ls -A "$LOOP_MNT/bench")" test -z "$(ls -A "$LOOP_MNT/bench")"

# 3. The raw device, unmounted, as fast as possible, then fio on the same requests.
umount "$LOOP_MNT"
token=$(basename "$LOOP_DEV")
rc=0
"$ssdtool" bench "$LOOP_DEV" --replay "$trace" --speed as-fast-as-possible --confirm "$token" --no-history --json \
    >"$LOOP_ENV_DIR/raw.json" || rc=$?
check "device replay: status 0" "status $rc" test "$rc" = 0
got=$(jqv "$LOOP_ENV_DIR/raw.json" "d['results'][0]['replay']['requests']")
check "device replay: the trace's requests" "$got, trace $requests" test "$got" = "$requests"
got=$(jqv "$LOOP_ENV_DIR/raw.json" "d['results'][0]['replay']['bytes']")
check "device replay: exactly the trace's bytes" "$got, trace $bytes" test "$got" = "$bytes"
if command -v fio >/dev/null; then
    span=$(blockdev --getsize64 "$LOOP_DEV")
    "$ssdtool" trace fio-iolog "$trace" --target "$LOOP_DEV" --size "$span" --alignment 512 >"$LOOP_ENV_DIR/iolog"
    fio --name=replay --filename="$LOOP_DEV" --read_iolog="$LOOP_ENV_DIR/iolog" --replay_no_stall=1 \
        --ioengine=psync --direct=1 --output-format=json >"$LOOP_ENV_DIR/fio.json"
    got=$(jqv "$LOOP_ENV_DIR/fio.json" "d['jobs'][0]['read']['total_ios'] + d['jobs'][0]['write']['total_ios']")
    check "fio replays the same requests" "$got, trace $requests" test "$got" = "$requests"
else
    echo "NOT RUN: fio's replay (fio is not installed)"
fi

if ((failures > 0)); then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed"
