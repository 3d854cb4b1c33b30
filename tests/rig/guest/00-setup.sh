#!/bin/sh
# 00-setup.sh — checks the emulated drives arrived on the right controllers, then writes
# the partition tables the later tests (and ssdtool's alignment check) look at.
# Groups: drives, setup.
# set -e stops at an unguarded failure; rig_groups then reports the unreported groups
# as FAIL. Every expected failure below is guarded and reported with its reason.
set -eu
. /rig/lib.sh
rig_groups drives setup

# --- drives: each emulated drive on its controller, under the expected name ---------
problems=""
sata=$(rig_dev_by_model RIG-SATA-SSD) || problems="$problems no disk with model RIG-SATA-SSD;"
ide=$(rig_dev_by_model RIG-IDE-SSD) || problems="$problems no disk with model RIG-IDE-SSD;"
nvme=""
for b in /sys/block/nvme*; do
    [ -e "$b" ] || continue
    # nvme0n1/device is the controller, which carries the serial QEMU was given.
    if [ "$(sed 's/[[:space:]]*$//' "$b/device/serial" 2>/dev/null)" = RIGNVME0001 ]; then
        nvme=${b##*/}
    fi
done
[ -n "$nvme" ] || problems="$problems no NVMe namespace of controller RIGNVME0001;"

# Later scripts address the drives as sda/sdb/nvme0n1; /init loads the drivers one at a
# time so these names are stable. Check instead of assuming.
[ "${sata:-}" = sda ] || problems="$problems SATA disk is '${sata:-}' not sda;"
[ "${ide:-}" = sdb ] || problems="$problems IDE disk is '${ide:-}' not sdb;"
[ "$nvme" = nvme0n1 ] || problems="$problems NVMe namespace is '$nvme' not nvme0n1;"

drv_sata=$(rig_controller_driver sda 2>/dev/null || echo none)
drv_ide=$(rig_controller_driver sdb 2>/dev/null || echo none)
drv_nvme=$(rig_controller_driver nvme0n1 2>/dev/null || echo none)
[ "$drv_sata" = ahci ] || problems="$problems sda controller driver is $drv_sata not ahci;"
[ "$drv_ide" = ata_piix ] || problems="$problems sdb controller driver is $drv_ide not ata_piix;"
[ "$drv_nvme" = nvme ] || problems="$problems nvme0n1 controller driver is $drv_nvme not nvme;"

if [ -z "$problems" ]; then
    rig_result drives PASS "sda=RIG-SATA-SSD via $drv_sata, sdb=RIG-IDE-SSD via $drv_ide, nvme0n1=RIGNVME0001 via $drv_nvme"
else
    rig_result drives FAIL "$problems block devices: $(ls /sys/block | tr '\n' ' ')"
fi

# --- setup: partition tables ----------------------------------------------------------
# SATA: MBR, sda1 at sector 63 (the classic pre-Vista, misaligned start), sda2 at
# 64 MiB (1 MiB-aligned). IDE: GPT, sdb1 at sector 2048 (aligned), so both label types
# are covered.
problems=""
if ! out=$(printf 'label: dos\nunit: sectors\n\nstart=63, size=131009, type=83\nstart=131072, type=83\n' \
           | sfdisk --quiet --wipe always /dev/sda 2>&1); then
    problems="$problems sfdisk /dev/sda failed: $out;"
fi
if ! out=$(printf 'label: gpt\nunit: sectors\n\nstart=2048, type=0FC63DAF-8483-4772-8E79-3D69D8477DE4\n' \
           | sfdisk --quiet --wipe always /dev/sdb 2>&1); then
    problems="$problems sfdisk /dev/sdb failed: $out;"
fi

# sfdisk re-reads the table itself (BLKRRPART); the partitions are in sysfs when it returns.
check_start() {
    got=$(cat "/sys/block/$1/$2/start" 2>/dev/null || echo missing)
    [ "$got" = "$3" ] || problems="$problems $2 start is $got, expected $3;"
}
check_start sda sda1 63
check_start sda sda2 131072
check_start sdb sdb1 2048
[ -b /dev/sda1 ] && [ -b /dev/sda2 ] && [ -b /dev/sdb1 ] || problems="$problems partition device nodes missing: $(ls /dev/sd* | tr '\n' ' ');"

if [ -z "$problems" ]; then
    rig_result setup PASS "sda: dos sda1@63 (misaligned) sda2@131072 (1 MiB aligned); sdb: gpt sdb1@2048"
else
    rig_result setup FAIL "$problems"
fi
