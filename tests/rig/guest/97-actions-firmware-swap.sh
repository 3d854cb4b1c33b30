#!/bin/sh
# 97-actions-firmware-swap.sh — ssdtool firmware, swap and hibernation in the guest.
# QEMU emulates neither ATA DOWNLOAD MICROCODE nor NVMe firmware commands (OACS has no
# Firmware Download/Commit, FRMW: one read-only slot), so both drives are refused by the
# pre-checks before anything is sent, and their firmware revision stays as it was.
# Swap: a real swap file on ext4 on the IDE disk's partition, with a private fstab.
# Groups: firmware-refusals, swap-file, hibernation-show.
set -eu
. /rig/lib.sh
rig_groups firmware-refusals swap-file hibernation-show

# --- firmware-refusals ---------------------------------------------------------------------
problems=""
dd if=/dev/urandom of=/tmp/fw.bin bs=4096 count=1 2>/dev/null
: > /tmp/empty.bin
rev_before=$(cat /sys/class/nvme/nvme0/firmware_rev)
log_before=$(nvme fw-log /dev/nvme0 -o json 2>/dev/null || true)
check() { # LABEL STATUS PATTERN ARGS...
    label=$1 want=$2 pattern=$3
    shift 3
    run_status ssdtool "$@"
    [ "$rc" = "$want" ] || problems="$problems $label: exit $rc (expected $want): $err;"
    printf '%s' "$err" | grep -q -- "$pattern" || problems="$problems $label: no '$pattern' in: $err;"
}
check ata 3 "DOWNLOAD MICROCODE is not supported by the drive" firmware /dev/sdb /tmp/fw.bin --confirm RIGIDE0001
check nvme 3 "firmware download/commit is not supported by the drive" firmware /dev/nvme0 /tmp/fw.bin --confirm RIGNVME0001
check nvme-dry-run 3 "not supported by the drive" firmware /dev/nvme0n1 /tmp/fw.bin --dry-run
check empty 3 "is empty" firmware /dev/nvme0 /tmp/empty.bin --confirm RIGNVME0001
check missing 3 "does not exist" firmware /dev/nvme0 /tmp/none.bin --confirm RIGNVME0001
[ "$(cat /sys/class/nvme/nvme0/firmware_rev)" = "$rev_before" ] || problems="$problems firmware_rev changed;"
[ "$(nvme fw-log /dev/nvme0 -o json 2>/dev/null || true)" = "$log_before" ] || problems="$problems the firmware log changed;"
[ -z "$problems" ] && rig_result firmware-refusals PASS "ATA (no DOWNLOAD_MICROCODE), NVMe (no firmware commands), empty and missing images: exit 3; firmware $rev_before unchanged" ||
    rig_result firmware-refusals FAIL "$problems"

# --- swap-file -------------------------------------------------------------------------------
problems=""
mkdir -p /mnt/sw
mkfs.ext4 -q -F /dev/sdb1 >/dev/null 2>&1 || problems="$problems mkfs failed;"
mount -t ext4 /dev/sdb1 /mnt/sw || problems="$problems mount failed;"
printf '# fstab of the test\n/dev/sdb1 /mnt/sw ext4 defaults 0 2\n' > /tmp/fstab
cp /tmp/fstab /tmp/fstab.orig
run_status ssdtool swap resize 16m --file /mnt/sw/swapfile --fstab /tmp/fstab --json
[ "$rc" = 0 ] || problems="$problems create: exit $rc: $err;"
grep -q '^/mnt/sw/swapfile' /proc/swaps || problems="$problems not active after create;"
[ "$(tail -n 1 /tmp/fstab)" = "/mnt/sw/swapfile none swap defaults 0 0" ] || problems="$problems fstab line: $(tail -n 1 /tmp/fstab);"
cmp -s /tmp/fstab.ssdtool-backup /tmp/fstab.orig || problems="$problems no faithful backup;"
run_status ssdtool swap --json
flat=$(printf '%s\n' "$out" | json_flat)
printf '%s\n' "$flat" | grep -q '\.device="/dev/sdb1"' || problems="$problems swap show does not name /dev/sdb1;"
run_status ssdtool erase /dev/sdb --confirm RIGIDE0001
[ "$rc" = 3 ] && printf '%s' "$err" | grep -q 'holds active swap' || problems="$problems erase of sdb with swap: rc $rc $err;"
run_status ssdtool swap resize 24m --file /mnt/sw/swapfile --fstab /tmp/fstab
size=$(awk '$1 == "/mnt/sw/swapfile" { print $3 }' /proc/swaps)
[ "$rc" = 0 ] && [ "${size:-0}" -ge 24000 ] || problems="$problems resize: rc $rc size '$size' $err;"
run_status ssdtool swap remove --file /mnt/sw/swapfile --fstab /tmp/fstab
[ "$rc" = 0 ] || problems="$problems remove: rc $rc $err;"
grep -q '^/mnt/sw/swapfile' /proc/swaps && problems="$problems still active after remove;"
[ -e /mnt/sw/swapfile ] && problems="$problems the file is still there;"
cmp -s /tmp/fstab /tmp/fstab.orig || problems="$problems fstab not back to its original;"
umount /mnt/sw || problems="$problems umount failed;"
[ -z "$problems" ] && rig_result swap-file PASS "created 16m (fstab line added, backup kept), shown on /dev/sdb1, erase refused while active, resized to 24m in place, removed (fstab as before)" ||
    rig_result swap-file FAIL "$problems"

# --- hibernation-show ----------------------------------------------------------------------
problems=""
run_status ssdtool hibernation --json
flat=$(printf '%s\n' "$out" | json_flat)
[ "$rc" = 0 ] || problems="$problems show: exit $rc $err;"
[ "$(json_get "$flat" .supported)" = true ] || problems="$problems supported is not true;"
[ "$(json_get "$flat" .state)" = '"not-configured"' ] || problems="$problems state $(json_get "$flat" .state);"
run_status ssdtool hibernation on
[ "$rc" = 3 ] && printf '%s' "$err" | grep -q 'resume=' || problems="$problems on: rc $rc $err;"
[ -z "$problems" ] && rig_result hibernation-show PASS "supported, not configured (no resume device); 'on' explains the resume= setup (exit 3)" ||
    rig_result hibernation-show FAIL "$problems"
