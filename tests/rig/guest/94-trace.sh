#!/bin/sh
# 94-trace.sh — `ssdtool trace record` inside the guest (issue 36): the real kernel's block
# tracepoints on the emulated AHCI SSD (sda) while a small piece of real work runs on ext4
# on sda2:
#   mkfs.ext4; the guest's own /usr copied in (programs and libraries) and synced; a SQLite
#   history database written by `ssdtool sample` of the NVMe drive (SQLite's fsync'd pages);
#   caches dropped and every copied file read back; the copy deleted and the free space
#   trimmed (`ssdtool trim`, FITRIM).
# The recorder's first progress line says it is armed (read from a fifo, with a deadline);
# SIGINT ends it once the work is done. `ssdtool trace show --json` of the file is checked
# here (reads, writes, flushes and discards all present, nothing lost); the trace itself
# goes to the host (RIG-FILE rig-guest.trace), where rig.trace-replay replays it on a loop
# device and in a folder (tests/rig/check-trace-replay.sh). sda2 is unmounted and its start
# zeroed again, as 00-setup.sh left it. Groups: trace-record.
set -eu
. /rig/lib.sh
rig_groups trace-record

trace=/tmp/rig-guest.trace
mnt=/mnt/trace
problems=""
cr=$(printf '\r')
rm -f "$trace" /tmp/trace.fifo
mkdir -p "$mnt"
mkfifo /tmp/trace.fifo
ssdtool trace record /dev/sda --seconds 90 --output "$trace" \
    --description "rig guest (QEMU TCG, AHCI SSD): mkfs.ext4, /usr copied in, SQLite history database, caches dropped and read back, deleted, FITRIM" \
    >/tmp/trace.out 2>/tmp/trace.fifo &
recorder=$!
exec 3</tmp/trace.fifo
armed=0
while IFS= read -r -d "$cr" -t 60 line <&3; do
    case "$line" in *recording*) armed=1; break ;; esac
done
if [ "$armed" = 1 ]; then
    # The work. Each step's failure is a problem of this test, not the end of the script.
    mkfs.ext4 -q -F -E nodiscard /dev/sda2 >/tmp/mkfs.err 2>&1 || problems="$problems mkfs: $(cat /tmp/mkfs.err);"
    mount -t ext4 /dev/sda2 "$mnt" || problems="$problems mount failed;"
    cp -a /usr "$mnt/usr" || problems="$problems copy failed;"
    sync
    ssdtool sample /dev/nvme0n1 --database "$mnt/history.sqlite" >/tmp/sample.out 2>&1 ||
        problems="$problems sample: $(head -c 200 /tmp/sample.out);"
    echo 3 >/proc/sys/vm/drop_caches
    find "$mnt/usr" -type f -exec cat {} + >/dev/null || problems="$problems read back failed;"
    rm -rf "$mnt/usr"
    sync
    ssdtool trim "$mnt" >/tmp/trim.out 2>&1 || problems="$problems trim: $(head -c 200 /tmp/trim.out);"
    umount "$mnt" || problems="$problems umount failed;"
else
    problems="$problems the recorder printed no progress line within 60 s;"
fi
kill -INT "$recorder" 2>/dev/null || true
cat <&3 >/dev/null
exec 3<&-
rc=0
wait "$recorder" || rc=$?
[ "$rc" = 0 ] || problems="$problems trace record exit $rc: $(head -c 300 /tmp/trace.out);"
dd if=/dev/zero of=/dev/sda2 bs=1M count=1 conv=fsync 2>/dev/null || problems="$problems zeroing sda2 failed;"

said=""
if [ -f "$trace" ]; then
    rig_send_file rig-guest.trace "$trace"
    if ssdtool trace show "$trace" --json >/tmp/trace-show.json 2>/tmp/trace-show.err; then
        flat=$(json_flat </tmp/trace-show.json)
        for op in read write flush discard; do
            n=$(json_get "$flat" ".$op.requests")
            [ -n "$n" ] && [ "$n" -gt 0 ] 2>/dev/null || problems="$problems no $op requests in the trace ('$n');"
            said="$said $op $n;"
        done
        lost=$(json_get "$flat" '.lost_events')
        [ "$lost" = 0 ] || problems="$problems $lost events lost;"
    else
        problems="$problems trace show: $(head -c 300 /tmp/trace-show.err);"
    fi
else
    problems="$problems no trace file written;"
fi

if [ -z "$problems" ]; then
    rig_result trace-record PASS "recorded /dev/sda during the work, sent to the host:$said nothing lost"
else
    rig_result trace-record FAIL "$problems recorded:$said"
fi
