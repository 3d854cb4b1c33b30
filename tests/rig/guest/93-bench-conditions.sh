#!/bin/sh
# 93-bench-conditions.sh — the conditions a benchmark records (core/bench/run_conditions.h,
# platform/linux/bench_conditions.cpp) on the real kernel's storage stacks, which the
# host's kernel cannot build (no device mapper there: tests/integration/bench-conditions.sh
# skips). Three tiny `ssdtool bench DIR --json` runs, each on a filesystem made here:
#   crypt    ext4 on a plain dm-crypt mapping (aes-xts-plain64, key file) of sdb1
#   btrfs    btrfs on sda2 mounted with compress=zstd
#   control  plain ext4 on sda2
# Each JSON document goes to the host (RIG-FILE bench-conditions-CASE.json) with the
# guest's mountinfo of that moment (bench-conditions-CASE.mountinfo, a capture for offline
# tests); check-bench-conditions.py asserts on them there (rig.bench-conditions-CASE).
# The guest only reports whether the runs happened and what the detector said.
# Every filesystem is unmounted and its start zeroed again, so the later scripts find the
# partitions as 00-setup.sh left them (95 makes its own ext4 on sda2 and expects nothing
# mounted on sdb).
# thermal: a 3 s read-only run on the raw NVMe drive with --thermal-interval 1: the
# drive's temperature is read during the run (at least once: each smartctl call takes about
# half a second under TCG) (QEMU's NVMe reports 50 °C, warning at 70 °C:
# readings, no throttling warning).
# Groups: bench-conditions-run, bench-thermal-nvme.
set -eu
. /rig/lib.sh
rig_groups bench-conditions-run bench-thermal-nvme

map=rig-bench-crypt
key=/tmp/rig-bench-crypt.key
problems=""
said=""

# A run small enough for TCG: one second of 4 KiB random writes in a 16 MiB area.
bench() {
    ssdtool bench "$1" --json --rw randwrite --bs 4k --size 16m --seconds 1 --warmup 0 --no-history \
        >"/tmp/bench-$2.json" 2>"/tmp/bench-$2.err"
}

# run_case CASE DEVICE-TO-MOUNT FSTYPE MOUNT-OPTIONS: mount, bench in a directory on it,
# send the document and the mountinfo, unmount. Failures go to $problems, never exit.
run_case() {
    mnt=/mnt/bench-$1
    mkdir -p "$mnt"
    if ! mount -t "$3" ${4:+-o "$4"} "$2" "$mnt" 2>/tmp/mount.err; then
        problems="$problems $1: mount -t $3 $2 failed: $(cat /tmp/mount.err);"
        return 0
    fi
    mkdir -p "$mnt/bench"
    cp /proc/self/mountinfo "/tmp/bench-$1.mountinfo"
    rc=0
    bench "$mnt/bench" "$1" || rc=$?
    umount "$mnt" || problems="$problems $1: umount failed;"
    rig_send_file "bench-conditions-$1.json" "/tmp/bench-$1.json"
    rig_send_file "bench-conditions-$1.mountinfo" "/tmp/bench-$1.mountinfo"
    if [ "$rc" != 0 ]; then
        problems="$problems $1: ssdtool bench exit $rc: $(head -c 300 "/tmp/bench-$1.err");"
        return 0
    fi
    ids=$(json_flat <"/tmp/bench-$1.json" | sed -n 's/^\.conditions\.warnings\[[0-9]*\]\.id="\(.*\)"$/\1/p' | tr '\n' ' ')
    layers=$(json_flat <"/tmp/bench-$1.json" | sed -n 's/^\.conditions\.layers\[[0-9]*\]\.\(name\|kind\)="\(.*\)"$/\2/p' | tr '\n' ' ')
    drives=$(json_flat <"/tmp/bench-$1.json" | sed -n 's/^\.conditions\.drives\[[0-9]*\]\.device="\(.*\)"$/\1/p' | tr '\n' ' ')
    said="$said $1: warnings [${ids% }] layers [${layers% }] drives [${drives% }];"
}

# zero DEVICE: the first MiB (superblocks of ext4 and btrfs, the partition's first data).
zero() { dd if=/dev/zero of="$1" bs=1M count=1 conv=fsync 2>/dev/null || problems="$problems zeroing $1 failed;"; }

# --- crypt: ext4 on plain dm-crypt over sdb1 -------------------------------------------
# Plain mode (no header, no key derivation): the layer is what matters here, not the key;
# the uuid cryptsetup gives the mapping (CRYPT-PLAIN-…) is what the detector reads.
# xts(aes) is LUKS2's default cipher; the key file holds the 512-bit xts key itself.
mkdir -p /run/cryptsetup
head -c 64 /dev/urandom >"$key"
if ! cryptsetup open --type plain --cipher aes-xts-plain64 --key-size 512 --key-file "$key" \
        /dev/sdb1 "$map" >/tmp/crypt.err 2>&1; then
    problems="$problems crypt: cryptsetup open failed: $(cat /tmp/crypt.err);"
elif ! mkfs.ext4 -q -F -E nodiscard "/dev/mapper/$map" >/tmp/mkfs.err 2>&1; then
    problems="$problems crypt: mkfs.ext4 failed: $(cat /tmp/mkfs.err);"
else
    run_case crypt "/dev/mapper/$map" ext4 ""
fi
if [ -e "/dev/mapper/$map" ]; then
    # With the capture of this case: how the mapping stands in sysfs (uuid, name, slaves).
    # Without udev, libdevmapper makes /dev/mapper/NAME a node of its own, not a link to
    # dm-N: find the dm device by its name in sysfs.
    dm=""
    for d in /sys/block/dm-*; do
        [ "$(cat "$d/dm/name" 2>/dev/null)" = "$map" ] && dm=${d##*/}
    done
    { echo "dm=$dm uuid=$(cat "/sys/block/$dm/dm/uuid") name=$(cat "/sys/block/$dm/dm/name")"
      echo "slaves: $(ls "/sys/block/$dm/slaves" | tr '\n' ' ')"; } >/tmp/bench-crypt.sysfs
    rig_send_file bench-conditions-crypt.sysfs /tmp/bench-crypt.sysfs
    cryptsetup close "$map" || problems="$problems crypt: cryptsetup close failed;"
fi
zero /dev/sdb1

# --- btrfs: compress=zstd on sda2; control: plain ext4 on the same partition ----------
# The same partition of the same drive for both: only the filesystem differs. (sda1 is
# too small for the bench's 16 MiB file plus the 64 MiB it leaves free.)
if ! mkfs.btrfs -q -f -K /dev/sda2 >/tmp/mkfs.err 2>&1; then
    problems="$problems btrfs: mkfs.btrfs failed: $(cat /tmp/mkfs.err);"
else
    run_case btrfs /dev/sda2 btrfs compress=zstd
fi
if ! mkfs.ext4 -q -F -E nodiscard /dev/sda2 >/tmp/mkfs.err 2>&1; then
    problems="$problems control: mkfs.ext4 failed: $(cat /tmp/mkfs.err);"
else
    run_case control /dev/sda2 ext4 ""
fi
zero /dev/sda2

if [ -z "$problems" ]; then
    rig_result bench-conditions-run PASS "three runs, documents sent;$said"
else
    rig_result bench-conditions-run FAIL "$problems ran:$said"
fi

# --- thermal: readings during a run on the raw NVMe drive (read-only: no --confirm) --------
rc=0
ssdtool bench /dev/nvme0n1 --json --rw randread --bs 4k --size 16m --seconds 3 --warmup 0 --no-history \
    --thermal-interval 1 >/tmp/bench-thermal.json 2>/tmp/bench-thermal.err || rc=$?
flat=$(json_flat </tmp/bench-thermal.json)
during=$(printf '%s\n' "$flat" | grep -c '^\.conditions\.temperature\.during\[[0-9]*\]\.temperature_c=[0-9]' || true)
first=$(json_get "$flat" '.conditions.temperature.during[0].temperature_c')
throttled=$(printf '%s\n' "$flat" | grep -c 'thermal-throttled' || true)
if [ "$rc" = 0 ] && [ "$during" -ge 1 ] && [ "$throttled" = 0 ]; then
    rig_result bench-thermal-nvme PASS "3 s on /dev/nvme0n1: $during temperature readings during the run (first $first °C), no throttling warning"
else
    rig_result bench-thermal-nvme FAIL "exit $rc, $during readings during the run, throttled $throttled: $(head -c 300 /tmp/bench-thermal.err)"
fi
