#!/bin/sh
# 95-actions-trim.sh — ssdtool trim and discard through the real kernel and QEMU's
# emulated SATA SSD (discard=unmap, deterministic read-zero after TRIM). Runs after
# 90-capture, so the partitions the capture checks are already sent; this script may
# change sda. Every refusal is checked to leave a marker written to the drive intact.
# Groups: trim-fitrim, trim-periodic-explains, discard-refusals, discard-confirmed.
set -eu
. /rig/lib.sh
rig_groups trim-fitrim trim-periodic-explains discard-refusals discard-confirmed

# marker_at DEV SECTOR: prints the 16-byte marker read from SECTOR (page cache flushed first).
marker_at() { rig_read16 "$1" "$2" 512; }
# write_marker DEV SECTOR NAME: writes SSDTOOL-MARKER-NAME at SECTOR.
write_marker() { rig_write_at "$1" "$2" 512 "SSDTOOL-MARKER-$3"; }

# --- trim-fitrim: FITRIM of a mounted ext4 on the emulated SSD ---------------------------
problems=""
mkdir -p /mnt/trim
if ! mkfs.ext4 -q -F -E nodiscard /dev/sda2 >/tmp/mkfs.err 2>&1; then problems="$problems mkfs: $(cat /tmp/mkfs.err);"; fi
mount -t ext4 /dev/sda2 /mnt/trim || problems="$problems mount failed;"
dd if=/dev/urandom of=/mnt/trim/data bs=1M count=16 conv=fsync 2>/dev/null || problems="$problems write failed;"
rm -f /mnt/trim/data
sync
run_status ssdtool trim /mnt/trim --json
flat=$(printf '%s\n' "$out" | json_flat)
trimmed=$(json_get "$flat" '.filesystems[0].bytes_trimmed')
[ "$rc" = 0 ] || problems="$problems exit $rc: $err;"
[ "$(json_get "$flat" '.filesystems[0].mountpoint')" = '"/mnt/trim"' ] || problems="$problems mountpoint not /mnt/trim;"
[ -n "$trimmed" ] && [ "$trimmed" -gt 16000000 ] 2>/dev/null || problems="$problems bytes_trimmed '$trimmed' not > 16 MB;"
run_status ssdtool trim /dev/sda --json
[ "$rc" = 0 ] && printf '%s' "$out" | grep -q '"device": "/dev/sda2"' || problems="$problems trim /dev/sda (rc $rc) did not trim /dev/sda2: $err;"
run_status ssdtool trim /dev/sdb
[ "$rc" = 3 ] && printf '%s' "$err" | grep -q 'no filesystem on /dev/sdb is mounted' || problems="$problems trim of unmounted sdb: rc $rc $err;"
[ -z "$problems" ] && rig_result trim-fitrim PASS "FITRIM on /mnt/trim (ext4 on sda2): $trimmed bytes; trim /dev/sda finds it; unmounted sdb refused (exit 3)" ||
    rig_result trim-fitrim FAIL "$problems"

# --- trim-periodic-explains: no systemd in the guest ---------------------------------------
run_status ssdtool trim --enable-periodic
if [ "$rc" = 3 ] && printf '%s' "$err" | grep -q 'systemd is not running'; then
    rig_result trim-periodic-explains PASS "exit 3: $err"
else
    rig_result trim-periodic-explains FAIL "rc $rc: $err $out"
fi

# --- discard-refusals: mounted, no confirmation, wrong serial, kernel name ---------------
problems=""
write_marker /dev/sda 2000 A   # inside sda1 (sectors 63..131071), not mounted
[ "$(marker_at /dev/sda 2000)" = SSDTOOL-MARKER-A ] || problems="$problems marker not written;"
check_refused() { # LABEL PATTERN ARGS...: refused as rig_check_refused says, the marker intact
    rig_check_refused "$@"
    [ "$(marker_at /dev/sda 2000)" = SSDTOOL-MARKER-A ] || problems="$problems $1: the marker changed;"
}
check_refused mounted "sda2 is mounted on /mnt/trim" discard /dev/sda --confirm RIGSATA0001
umount /mnt/trim
check_refused no-confirm "--confirm RIGSATA0001" discard /dev/sda
check_refused wrong-serial "is wrong" discard /dev/sda --confirm RIGIDE0001
check_refused kernel-name "has a serial number" discard /dev/sda --confirm sda
run_status ssdtool discard /dev/sda --dry-run
[ "$rc" = 0 ] && printf '%s' "$out" | grep -q BLKDISCARD || problems="$problems dry run: rc $rc $err;"
[ "$(marker_at /dev/sda 2000)" = SSDTOOL-MARKER-A ] || problems="$problems dry run changed the marker;"
[ -z "$problems" ] && rig_result discard-refusals PASS "mounted, no --confirm, wrong serial, kernel name: exit 3 each; dry run 0; the marker survived all" ||
    rig_result discard-refusals FAIL "$problems"

# --- discard-confirmed: the drive reads zeros afterwards ----------------------------------
run_status ssdtool discard /dev/sda --confirm RIGSATA0001 --json
flat=$(printf '%s\n' "$out" | json_flat)
after=$(marker_at /dev/sda 2000 | od -An -c | tr -d ' \n')
bytes=$(json_get "$flat" .bytes_discarded)
if [ "$rc" = 0 ] && [ "$bytes" = 268435456 ] && [ "$after" = '\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0' ]; then
    rig_result discard-confirmed PASS "discard /dev/sda --confirm RIGSATA0001: $bytes bytes, the marker reads as zeros"
else
    rig_result discard-confirmed FAIL "rc $rc bytes '$bytes' marker after '$after': $err"
fi
