#!/bin/sh
# 99-history.sh — `ssdtool sample` of the emulated NVMe drive before and after a write
# workload, then `ssdtool history`: the host bytes written in between must be what the
# workload wrote, within the counter's granularity (NVMe Data Units Written: 1 unit =
# 512,000 bytes; QEMU rounds each count up). Groups: history-nvme.
set -eu
. /rig/lib.sh
rig_groups history-nvme

db=/tmp/rig-history.sqlite
dev=/dev/nvme0n1
bytes=$((64 * 1024 * 1024))
unit=512000
rm -f "$db"

sample() {
    ssdtool sample "$dev" --database "$db" --json >/tmp/sample.out 2>/tmp/sample.err
}
# Samples are keyed by the second they were taken: wait for the clock to move on (a
# busy wait on the clock, not a sleep: it ends the moment the second changes).
next_second() {
    start=$(date +%s)
    while [ "$(date +%s)" = "$start" ]; do :; done
}

if ! sample; then
    rig_result history-nvme FAIL "first ssdtool sample failed: $(head -c 300 /tmp/sample.err) $(head -c 200 /tmp/sample.out)"
    exit 0
fi
dd if=/dev/urandom of="$dev" bs=1M count=64 conv=fsync 2>/tmp/dd.err || {
    rig_result history-nvme FAIL "the workload failed: $(head -c 200 /tmp/dd.err)"
    exit 0
}
next_second
if ! sample; then
    rig_result history-nvme FAIL "second ssdtool sample failed: $(head -c 300 /tmp/sample.err)"
    exit 0
fi
out=$(ssdtool history "$dev" --database "$db" --json 2>/tmp/history.err) || {
    rig_result history-nvme FAIL "ssdtool history failed: $(head -c 300 /tmp/history.err)"
    exit 0
}
flat=$(printf '%s\n' "$out" | json_flat)
host=$(json_get "$flat" ".drives[0].writes.host_bytes")
samples=$(json_get "$flat" ".drives[0].interval.samples")
gap=$(json_get "$flat" ".drives[0].writes.write_amplification_gap")
granularity=$(json_get "$flat" ".drives[0].writes.host_granularity_bytes")
low=$((bytes - unit))
high=$((bytes + unit))
if [ "$samples" = 2 ] && [ -n "$host" ] && [ "$host" -ge "$low" ] && [ "$host" -le "$high" ] &&
    [ "$granularity" = "$unit" ] && [ "$gap" = '"no-nand-counter"' ]; then
    rig_result history-nvme PASS "dd wrote $bytes bytes; history says host_bytes=$host (±$unit), 2 samples, WA gap $gap"
else
    rig_result history-nvme FAIL "dd wrote $bytes bytes; history: samples=$samples host_bytes=${host:-absent} granularity=${granularity:-absent} gap=${gap:-absent}"
fi
