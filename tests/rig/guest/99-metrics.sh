#!/bin/sh
# 99-metrics.sh — `ssdtool sample --metrics-textfile DIR` on the emulated drives, as the
# sampling timer runs it when /etc/default/ssd-toolbox asks: DIR/ssdtool.prom holds every
# drive read, labelled by the kernel's device name, and nothing else is left in DIR. The
# file is sent to the host, where check-metrics-file.sh runs `promtool check metrics` on it
# (rig.metrics-promtool). Groups: metrics-textfile.
set -eu
. /rig/lib.sh
rig_groups metrics-textfile

db=/tmp/rig-metrics.sqlite
dir=/tmp/textfile
rm -rf "$db" "$dir"
mkdir -p "$dir"

if ! ssdtool sample --database "$db" --no-selftests --metrics-textfile "$dir" --json >/tmp/metrics-sample.out 2>/tmp/metrics-sample.err; then
    rig_result metrics-textfile FAIL "ssdtool sample failed: $(head -c 300 /tmp/metrics-sample.err) $(head -c 300 /tmp/metrics-sample.out)"
    exit 0
fi
file="$dir/ssdtool.prom"
rig_send_file rig-metrics.prom "$file"
nvme=nvme0n1
missing=""
for dev in /sys/block/sd* /sys/block/nvme*n1; do
    name=${dev##*/}
    [ -e "$dev/device" ] || continue
    # A drive without SMART (none here) would have no sample; every emulated one has.
    grep -q "^ssdtool_drive_info{.*device=\"$name\"" "$file" 2>/dev/null || missing="$missing $name"
done
others=$(ls -A "$dir" | grep -v '^ssdtool.prom$' || true)
host=$(grep "^ssdtool_host_written_bytes_total{.*device=\"$nvme\"" "$file" 2>/dev/null | head -n1)
if [ -f "$file" ] && [ -z "$missing" ] && [ -z "$others" ] && [ -n "$host" ] &&
    grep -q '"series":' /tmp/metrics-sample.out; then
    rig_result metrics-textfile PASS "$(grep -c '^ssdtool_drive_info' "$file") drives, $(grep -vc '^#' "$file") series in ssdtool.prom; $host"
else
    rig_result metrics-textfile FAIL "missing drives:${missing:- none}; other files: ${others:-none}; nvme host series: ${host:-none}; sample: $(head -c 300 /tmp/metrics-sample.out)"
fi
