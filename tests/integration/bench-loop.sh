#!/bin/bash
# bench-loop.sh SSDTOOL — `ssdtool bench` on a real block device and on a real
# filesystem: a loop device over a sparse file (loop-env.sh), first with ext4 mounted,
# then as an unused raw device.
#   1. a directory on the mounted loop filesystem: a --size larger than the free space is
#      refused (exit 3) and creates nothing; a run that fits passes --verify and leaves
#      nothing behind; SIGINT during a run (synchronised on the progress events) leaves
#      nothing behind either.
#   2. the mounted device: writes refused (exit 3), even confirmed; read-scan allowed;
#      afterwards the filesystem is fsck-clean and mounts with its data intact.
#   3. the unused device, filled with a known pattern: no --confirm, a wrong token, a
#      path as token each exit 3 and leave the device byte for byte as it was; --dry-run
#      needs no token and changes nothing; the confirmed quick preset passes --verify
#      with every request complete; a --bytes job writes exactly what was asked; while a
#      run writes, the device is claimed (another tool sees it held exclusively), and the
#      claim ends with the run, even after SIGINT; nothing past the test area (--size) is
#      touched.
#   4. a regular file as target: refused (exit 3) and untouched.
# Each check prints PASS or FAIL; the script fails if any check failed. No sleeps: the
# SIGINT test waits for the job's "start" progress event (with a deadline).
# Needs root (exit 77, "not run", without it).
set -euo pipefail

ssdtool=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=loop-env.sh
source "$here/loop-env.sh"
loop_env_require_root "loop devices"

# A step outside the checks failed (set -e ends the script): say where.
trap 'echo "FAIL: unexpected error at line $LINENO: $BASH_COMMAND"' ERR

failures=0
pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# check LABEL DETAIL CONDITION...: PASS or FAIL by the exit status of CONDITION.
check() {
    local label=$1 detail=$2
    shift 2
    if "$@"; then pass "$label"; else fail "$label: $detail"; fi
}

# run ARGS...: runs ssdtool; sets rc, out (stdout) and err (stderr).
run() {
    rc=0
    out=$("$ssdtool" "$@" 2>"$LOOP_ENV_DIR/stderr") || rc=$?
    err=$(cat "$LOOP_ENV_DIR/stderr")
}
# json INDENT KEY: the values of KEY at exactly INDENT spaces in $out, one a line.
# `ssdtool --json` prints one document indented by two spaces per level, so the
# top-level fields sit at 2, verify.* at 4 and results[*].* at 6 (cpu.* deeper).
json() { grep -E "^ {$1}\"$2\": " <<<"$out" | sed -E 's/^[^:]*: *//; s/,$//; s/^"(.*)"$/\1/' || true; }
# Every measured job's requests completed in full: bytes = ios x block_size, and > 0.
requests_complete() {
    local -a bytes ios sizes
    mapfile -t bytes < <(json 6 bytes)
    mapfile -t ios < <(json 6 ios)
    mapfile -t sizes < <(json 6 block_size)
    [[ ${#bytes[@]} -gt 0 && ${#bytes[@]} == "${#ios[@]}" && ${#bytes[@]} == "${#sizes[@]}" ]] || return 1
    local i
    for i in "${!bytes[@]}"; do
        [[ ${bytes[$i]} -gt 0 && ${bytes[$i]} == $((ios[i] * sizes[i])) ]] || return 1
    done
}
quick_complete_jobs() { [[ $(json 6 name | wc -l) == 7 ]] && requests_complete; }
# md5 of LENGTH MiB of the device from MiB OFFSET, read past the page cache.
device_sum() { dd if="$LOOP_DEV" bs=1M skip="$1" count="$2" iflag=direct status=none | md5sum | cut -d' ' -f1; }

mib=$((1024 * 1024))
size_mib=192
loop_env_create "$size_mib"
name=$(basename "$LOOP_DEV")
echo "loop device $LOOP_DEV ($name) over $LOOP_FILE, ext4 on $LOOP_MNT"

# ---- 1. a directory on the mounted loop filesystem ------------------------------------
dir=$LOOP_MNT/bench
mkdir "$dir"
empty() { [[ -z $(ls -A "$dir") ]]; }

run bench "$dir" --rw write --size 1g --bytes 1m --json
check "directory: --size 1g on a $size_mib MiB filesystem is refused (exit 3)" "exit $rc: $err" \
    test "$rc" = 3
check "directory: the refusal says why (free space)" "$err" grep -q "free space" <<<"$err"
check "directory: nothing was created by the refused run" "$(ls -A "$dir")" empty

run bench "$dir" --rw randwrite --qd 8 --size 16m --bytes 8m --verify --json
check "directory: a 16 MiB run that fits exits 0" "exit $rc: $err" test "$rc" = 0
check "directory: --verify passed over the whole test area" "$(json 4 ok) / $(json 4 bytes_checked)" \
    test "$(json 4 ok)/$(json 4 bytes_checked)" = "true/$((16 * mib))"
check "directory: bytes written equal bytes requested (8 MiB)" "results bytes: $(json 6 bytes)" \
    test "$(json 6 bytes)" = "$((8 * mib))"
check "directory: no test file left after the run" "$(ls -A "$dir")" empty

# start_run ARGS...: starts `ssdtool ARGS --json --progress` in the background (pid)
# and reads its progress events on fd 3 until its measured job starts (started=1). The
# read has a deadline, so a run that never gets there fails instead of hanging.
fifo=$LOOP_ENV_DIR/progress.fifo
mkfifo "$fifo"
start_run() {
    "$ssdtool" "$@" --json --progress >"$fifo" 2>"$LOOP_ENV_DIR/run.err" &
    pid=$!
    exec 3<"$fifo"
    started=0
    local line
    while IFS= read -r -t 60 line <&3; do
        if [[ $line == *'"kind":"job"'* && $line == *'"phase":"start"'* ]]; then
            started=1
            return 0
        fi
    done
}
# stop_run: SIGINT to the run; sets rest (its remaining output) and rc (its status).
stop_run() {
    kill -s INT "$pid" 2>/dev/null || true # it may have ended already
    rest=$(cat <&3)
    exec 3<&-
    rc=0
    wait "$pid" || rc=$?
}

# The test file exists once the measured job starts (after the fill).
start_run bench "$dir" --rw randread --qd 4 --size 16m --seconds 600
check "SIGINT: the run reached its measured job (progress event)" "no job start event" test "$started" = 1
deleted_open=0
for fd in /proc/"$pid"/fd/*; do
    case $(readlink "$fd" 2>/dev/null) in "$dir"/*"(deleted)") deleted_open=1 ;; esac
done
open_but_nameless() { [[ $deleted_open == 1 ]] && empty; }
check "SIGINT: while running, the test file is open but has no name" \
    "open: $(readlink /proc/"$pid"/fd/* 2>/dev/null | grep -F "$dir" || true), listed: $(ls -A "$dir")" \
    open_but_nameless
stop_run
check "SIGINT: ssdtool ended by the signal (status 130)" "status $rc: $(cat "$LOOP_ENV_DIR/run.err")" \
    test "$rc" = 130
check "SIGINT: the last line says interrupted" "${rest##*$'\n'}" grep -q '"interrupted"' <<<"${rest##*$'\n'}"
check "SIGINT: no test file left behind" "$(ls -A "$dir")" empty
rmdir "$dir"

# ---- 2. the mounted device ------------------------------------------------------------
echo "keep me" >"$LOOP_MNT/marker"
sync
run bench "$LOOP_DEV" --preset quick --size 64m --seconds 1 --warmup 0 --confirm "$name"
check "mounted device: writes refused even with the right token (exit 3)" "exit $rc: $err" test "$rc" = 3
check "mounted device: the refusal names the mount" "$err" grep -q "is mounted on $LOOP_MNT" <<<"$err"
run bench "$LOOP_DEV" --preset quick --size 64m --dry-run --json
check "mounted device: a dry run is refused too (exit 3)" "exit $rc: $err" test "$rc" = 3
run bench "$LOOP_DEV" --preset read-scan --json
check "mounted device: read-scan is allowed (read-only) and exits 0" "exit $rc: $err" test "$rc" = 0
check "mounted device: read-scan read the whole device" "span $(json 2 span_bytes), read $(json 6 bytes)" \
    test "$(json 2 span_bytes)/$(json 6 bytes)" = "$((size_mib * mib))/$((size_mib * mib))"
umount "$LOOP_MNT"
fsck_out=$(fsck.ext4 -fn "$LOOP_DEV" 2>&1) && fsck_rc=0 || fsck_rc=$?
check "mounted device: the filesystem is fsck-clean afterwards" "fsck exit $fsck_rc: $fsck_out" test "$fsck_rc" = 0
mount "$LOOP_DEV" "$LOOP_MNT"
check "mounted device: it mounts again with its data" "marker: $(cat "$LOOP_MNT/marker" 2>&1)" \
    test "$(cat "$LOOP_MNT/marker")" = "keep me"
umount "$LOOP_MNT"

# ---- 3. the unused raw device ---------------------------------------------------------
# A known pattern over the whole device, written past the page cache.
dd of="$LOOP_DEV" bs=1M iflag=fullblock oflag=direct status=none \
    < <(yes "ssdtool bench-loop pattern" | head -c $((size_mib * mib)))
sum=$(device_sum 0 "$size_mib")
unchanged() { [[ $(device_sum 0 "$size_mib") == "$sum" ]]; }

run bench "$LOOP_DEV" --preset quick --size 64m --seconds 1 --warmup 0
check "unused device: no --confirm is refused (exit 3)" "exit $rc: $err" test "$rc" = 3
check "unused device: the refusal names the token (--confirm $name)" "$err" grep -q -- "--confirm $name" <<<"$err"
check "unused device: unchanged after the refusal without --confirm" "checksum differs" unchanged
run bench "$LOOP_DEV" --preset quick --size 64m --seconds 1 --warmup 0 --confirm loop999
check "unused device: a wrong token is refused (exit 3)" "exit $rc: $err" test "$rc" = 3
check "unused device: the refusal says the token is wrong" "$err" grep -q "is wrong" <<<"$err"
check "unused device: unchanged after the wrong token" "checksum differs" unchanged
run bench "$LOOP_DEV" --preset quick --size 64m --seconds 1 --warmup 0 --confirm "$LOOP_DEV"
check "unused device: the device path as token is refused (exit 3)" "exit $rc: $err" test "$rc" = 3
run bench "$LOOP_DEV" --rw write --size 8m --bytes 8m --confirm "$(tr '[:lower:]' '[:upper:]' <<<"$name")"
check "unused device: the token in other case is refused (exit 3)" "exit $rc: $err" test "$rc" = 3
check "unused device: unchanged after the path and other-case tokens" "checksum differs" unchanged
run bench "$LOOP_DEV" --preset quick --size 64m --dry-run --json
check "unused device: --dry-run needs no token (exit 0)" "exit $rc: $err" test "$rc" = 0
check "unused device: the dry run names the token a real run needs" "$out" grep -q -- "--confirm $name" <<<"$out"
check "unused device: unchanged after the dry run" "checksum differs" unchanged

tail_sum=$(device_sum 64 $((size_mib - 64)))
run bench "$LOOP_DEV" --preset quick --size 64M --seconds 1 --warmup 0 --verify --confirm "$name" --json
check "unused device: the confirmed quick preset exits 0" "exit $rc: $err" test "$rc" = 0
check "unused device: --verify passed over the 64 MiB test area" "ok $(json 4 ok), $(json 4 bytes_checked) bytes" \
    test "$(json 4 ok)/$(json 4 bytes_checked)/$(json 2 span_bytes)" = "true/$((64 * mib))/$((64 * mib))"
check "unused device: seven jobs (the corners and the mix), each request complete (bytes = ios x block size)" \
    "bytes $(json 6 bytes | xargs), ios $(json 6 ios | xargs)" \
    quick_complete_jobs
run bench "$LOOP_DEV" --rw randwrite --bs 4k --qd 16 --size 64m --bytes 24m --verify --confirm "$name" --json
check "unused device: a --bytes 24m job exits 0 and verifies" "exit $rc, ok $(json 4 ok): $err" \
    test "$rc/$(json 4 ok)" = "0/true"
check "unused device: bytes written equal bytes requested (24 MiB)" "results bytes: $(json 6 bytes)" \
    test "$(json 6 bytes)" = "$((24 * mib))"
start_run bench "$LOOP_DEV" --rw randwrite --qd 4 --size 64m --seconds 600 --confirm "$name"
check "unused device: a long confirmed run reached its measured job" "no job start event" test "$started" = 1
run discard "$LOOP_DEV" --dry-run
refused_as_held() { [[ $rc == 3 ]] && grep -q "held open exclusively" <<<"$err"; }
check "unused device: while it writes, the device is claimed (discard refused: held open exclusively)" \
    "exit $rc: $err" refused_as_held
stop_run
last=${rest##*$'\n'}
interrupted_by_sigint() { [[ $rc == 130 && $last == *'"interrupted"'* ]]; }
check "unused device: SIGINT ends the raw-device run (status 130, interrupted)" "status $rc: $last" \
    interrupted_by_sigint
# Straight after: the claim ended with the run (the next run is not refused as busy).
run bench "$LOOP_DEV" --rw write --size 8m --bytes 8m --confirm " $name "
check "unused device: the token with surrounding blanks confirms (blanks trimmed)" "exit $rc: $err" test "$rc" = 0
check "unused device: nothing past the 64 MiB test area was touched" "checksum of MiB 64-$size_mib differs" \
    test "$(device_sum 64 $((size_mib - 64)))" = "$tail_sum"

# ---- 4. a regular file as target ------------------------------------------------------
file=$LOOP_ENV_DIR/someones-data.bin
head -c $mib /dev/urandom >"$file"
file_sum=$(md5sum <"$file")
run bench "$file" --json
check "regular file: refused (exit 3)" "exit $rc: $err" test "$rc" = 3
check "regular file: the refusal says why" "$err" grep -q "regular file" <<<"$err"
file_untouched() { [[ $(stat -c %s "$file") == "$mib" && $(md5sum <"$file") == "$file_sum" ]]; }
check "regular file: untouched (same size and content)" "size $(stat -c %s "$file")" file_untouched

trap - ERR # the exit status below is the verdict, not an error
if [[ $failures -gt 0 ]]; then
    echo "bench-loop: $failures check(s) failed"
    exit 1
fi
echo "bench-loop: all checks passed"
