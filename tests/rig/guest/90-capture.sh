#!/bin/sh
# 90-capture.sh — sends real captures back to the host for offline tests:
# a sysfs snapshot (tests/fixtures/sysfs/rig-guest/) and raw `smartctl --json -x`
# output of each drive (tests/fixtures/smartctl/rig-*.json). Runs after 00-setup so the
# partitions are in the snapshot. capture-sysfs.sh unpacks them from the console log.
# Groups: sysfs-snapshot, smartctl-capture.
set -eu
. /rig/lib.sh
rig_groups sysfs-snapshot smartctl-capture

snap=/tmp/snap
rm -rf "$snap"
problems=""
if ! err=$(sh /rig/sysfs-snapshot.sh "$snap" 2>&1); then
    problems="$problems sysfs-snapshot.sh failed: $err;"
fi
# The snapshot must stand on its own: links resolve inside it and values match /sys.
for d in sda sdb nvme0n1; do
    [ -e "$snap/block/$d/queue/rotational" ] || { problems="$problems block/$d/queue/rotational missing;"; continue; }
    [ "$(cat "$snap/block/$d/size")" = "$(cat "/sys/block/$d/size")" ] || problems="$problems block/$d/size differs;"
done
for p in sda/sda1 sda/sda2 sdb/sdb1; do
    [ -f "$snap/block/$p/start" ] || problems="$problems block/$p/start missing;"
done
drv=$(readlink "$snap/block/sda/device/driver" 2>/dev/null) || drv=""
[ "${drv##*/}" = sd ] || problems="$problems block/sda/device/driver is '$drv';"
[ -d "$snap/block/sda/device/driver" ] || problems="$problems block/sda/device/driver does not resolve;"
ls "$snap"/class/ata_link/*/sata_spd >/dev/null 2>&1 || problems="$problems no class/ata_link/*/sata_spd;"
[ -f "$snap/class/nvme/nvme0/device/current_link_speed" ] || problems="$problems class/nvme/nvme0/device/current_link_speed missing;"

echo "RIG-SYSFS-BEGIN"
( cd "$snap" && tar czf - . ) | base64
echo "RIG-SYSFS-END"
files=$(find "$snap" | wc -l)
if [ -z "$problems" ]; then
    rig_result sysfs-snapshot PASS "$files entries, links resolve, values match /sys"
else
    rig_result sysfs-snapshot FAIL "$problems"
fi

# smartctl's exit status is a bit mask (bit 0: command line, bit 1: open failed,
# bit 2: a command failed); the output is kept whatever it says, and judged by content.
problems=""
for spec in rig-sata.json:/dev/sda rig-nvme.json:/dev/nvme0n1 rig-ide.json:/dev/sdb; do
    name=${spec%%:*}
    dev=${spec#*:}
    rc=0
    smartctl --json -x "$dev" > "/tmp/$name" 2>/dev/null || rc=$?
    if [ $((rc & 3)) -ne 0 ] || ! grep -q '"json_format_version"' "/tmp/$name"; then
        problems="$problems $dev: smartctl exit $rc;"
    fi
    rig_send_file "$name" "/tmp/$name"
done
if [ -z "$problems" ]; then
    rig_result smartctl-capture PASS "smartctl --json -x of sda, nvme0n1, sdb sent"
else
    rig_result smartctl-capture FAIL "$problems"
fi
