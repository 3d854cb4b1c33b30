#!/bin/sh
# 96-actions-erase.sh — ssdtool erase against QEMU's emulated drives (docs/testing/rig.md): the SATA
# and IDE drives have no ATA security feature set (refused before anything is sent), the NVMe
# controller formats with secure erase (really erased: a pattern written before is zeros
# afterwards) but advertises no sanitize (SANICAP 0), so sanitize is refused by the
# pre-check. Every refusal leaves a pattern on the drive intact.
# Groups: erase-ata-refused, erase-refusals, erase-nvme-format, erase-nvme-sanitize-unsupported.
set -eu
. /rig/lib.sh
rig_groups erase-ata-refused erase-refusals erase-nvme-format erase-nvme-sanitize-unsupported
# Patterns are read and written with rig_read16/rig_write_at in the drive's block size
# (512 for ATA, 4096 for the NVMe namespace), given at each call.

# --- erase-ata-refused: QEMU's ATA drives (SATA on AHCI, IDE on PIIX) have no security feature set
problems=""
for pair in sda:RIGSATA0001 sdb:RIGIDE0001; do
    dev=/dev/${pair%%:*} serial=${pair#*:}
    rig_write_at "$dev" 100 512 SSDTOOL-ERASE-AT
    run_status ssdtool erase "$dev" --confirm "$serial"
    [ "$rc" = 3 ] || problems="$problems $dev: exit $rc (expected 3);"
    printf '%s' "$err" | grep -q 'security feature set is not supported' || problems="$problems $dev message: $err;"
    [ "$(rig_read16 "$dev" 100 512)" = SSDTOOL-ERASE-AT ] || problems="$problems the pattern on $dev changed;"
    run_status ssdtool erase "$dev" --method ata-enhanced --dry-run
    [ "$rc" = 3 ] || problems="$problems dry run of ata-enhanced on $dev: exit $rc;"
done
[ -z "$problems" ] && rig_result erase-ata-refused PASS "sda (SATA) and sdb (IDE): exit 3, '$err'; data intact" ||
    rig_result erase-ata-refused FAIL "$problems"

# --- erase-refusals: mounted, swap, no confirmation, wrong serial -------------------------
problems=""
printf 'label: gpt\nunit: sectors\n\nstart=2048, size=131072, type=0FC63DAF-8483-4772-8E79-3D69D8477DE4\nstart=133120, type=0657FD6D-A4AB-43C4-84E5-0933C84B4F4F\n' \
    | sfdisk --quiet --wipe always /dev/nvme0n1 >/tmp/sfdisk.err 2>&1 || problems="$problems sfdisk: $(cat /tmp/sfdisk.err);"
mkfs.ext4 -q -F /dev/nvme0n1p1 >/dev/null 2>&1 || problems="$problems mkfs failed;"
mkdir -p /mnt/nv
mount -t ext4 /dev/nvme0n1p1 /mnt/nv || problems="$problems mount failed;"
echo keep > /mnt/nv/keep
sync
rig_check_refused mounted "nvme0n1p1 is mounted on /mnt/nv" erase /dev/nvme0n1 --confirm RIGNVME0001
rig_check_refused mounted-controller "nvme0n1p1 is mounted on /mnt/nv" erase /dev/nvme0 --confirm RIGNVME0001
umount /mnt/nv
mkswap /dev/nvme0n1p2 >/dev/null 2>&1 && swapon /dev/nvme0n1p2 || problems="$problems swapon failed;"
rig_check_refused swap "holds active swap" erase /dev/nvme0n1 --confirm RIGNVME0001
swapoff /dev/nvme0n1p2 || problems="$problems swapoff failed;"
rig_check_refused no-confirm "--confirm RIGNVME0001" erase /dev/nvme0n1
rig_check_refused wrong-serial "is wrong" erase /dev/nvme0n1 --confirm RIGSATA0001
mount -t ext4 -o ro /dev/nvme0n1p1 /mnt/nv || problems="$problems remount failed;"
[ "$(cat /mnt/nv/keep 2>/dev/null)" = keep ] || problems="$problems the file on nvme0n1p1 is gone;"
umount /mnt/nv
[ -z "$problems" ] && rig_result erase-refusals PASS "mounted (namespace and controller), swap, no --confirm, wrong serial: exit 3 each; the filesystem survived" ||
    rig_result erase-refusals FAIL "$problems"

# --- erase-nvme-format: secure erase really erases ----------------------------------------
problems=""
rig_write_at /dev/nvme0n1 5000 4096 SSDTOOL-ERASE-NV
[ "$(rig_read16 /dev/nvme0n1 5000 4096)" = SSDTOOL-ERASE-NV ] || problems="$problems pattern not written;"
run_status ssdtool erase /dev/nvme0n1 --dry-run --json
printf '%s' "$out" | grep -q '"--ses=1"' || problems="$problems dry run does not show --ses=1;"
[ "$(rig_read16 /dev/nvme0n1 5000 4096)" = SSDTOOL-ERASE-NV ] || problems="$problems the dry run changed the drive;"
run_status ssdtool erase /dev/nvme0n1 --confirm RIGNVME0001 --json
flat=$(printf '%s\n' "$out" | json_flat)
method=$(json_get "$flat" .method)
[ "$rc" = 0 ] || problems="$problems exit $rc: $err;"
[ "$method" = '"nvme-user-data"' ] || problems="$problems method $method (expected nvme-user-data, the only one QEMU advertises);"
after=$(rig_read16 /dev/nvme0n1 5000 4096 | od -An -c | tr -d ' \n')
[ "$after" = '\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0' ] || problems="$problems after the erase the block reads '$after';"
[ -e /dev/nvme0n1p1 ] && blkid /dev/nvme0n1p1 2>/dev/null | grep -q ext4 && problems="$problems the ext4 signature survived;"
[ -z "$problems" ] && rig_result erase-nvme-format PASS "erase /dev/nvme0n1 chose $method; the pattern written before reads as zeros afterwards" ||
    rig_result erase-nvme-format FAIL "$problems"

# --- erase-nvme-sanitize-unsupported ------------------------------------------------------
problems=""
rig_write_at /dev/nvme0n1 6000 4096 SSDTOOL-SANITIZE
for method in sanitize-block sanitize-crypto nvme-crypto; do
    run_status ssdtool erase /dev/nvme0 --method "$method" --confirm RIGNVME0001
    [ "$rc" = 3 ] || problems="$problems $method: exit $rc (expected 3);"
    printf '%s' "$err" | grep -q "$method is not supported by the drive" || problems="$problems $method: $err;"
done
[ "$(rig_read16 /dev/nvme0n1 6000 4096)" = SSDTOOL-SANITIZE ] || problems="$problems the pattern changed;"
[ -z "$problems" ] && rig_result erase-nvme-sanitize-unsupported PASS "sanitize-block, sanitize-crypto, nvme-crypto: exit 3 'not supported by the drive' (SANICAP 0, FNA 0); data intact" ||
    rig_result erase-nvme-sanitize-unsupported FAIL "$problems"
