#!/bin/bash
# build-initramfs.sh OUT.cpio.gz SSDTOOL_BINARY [GUEST_SCRIPTS_DIR]
#
# Builds the rig's initramfs: static busybox, the storage kernel modules (decompressed
# on the host so busybox insmod can load them), the real tools ssdtool drives
# (smartctl, hdparm, nvme, util-linux, e2fsprogs) with their shared libraries, the
# ssdtool binary under test, /init and the guest test scripts.
#
# Kernel modules come from $KERNEL_MODULES (lib/modules/<version> of an unpacked
# kernel package); when it is unset, fetch-kernel.sh is run with the rig cache
# ($SSD_RIG_CACHE or ~/.cache/ssd-toolbox-rig).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# ctest may run us with a PATH that lacks the sbin directories the tools live in.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

log() { printf 'build-initramfs: %s\n' "$*" >&2; }
die() { printf 'build-initramfs: ERROR: %s\n' "$*" >&2; exit 1; }

[ $# -ge 2 ] && [ $# -le 3 ] || die "usage: $0 OUT.cpio.gz SSDTOOL_BINARY [GUEST_SCRIPTS_DIR]"
out=$1
ssdtool=$2
guest_dir=${3:-$here/guest}

[ -f "$ssdtool" ] || die "ssdtool binary not found: $ssdtool"
[ -d "$guest_dir" ] || die "guest scripts dir not found: $guest_dir"

# Load order matters with insmod (no modprobe dependency resolution in the guest).
# "wait-*" makes /init wait for the devices a driver produces before loading the next
# one, so that device names are deterministic: AHCI disk -> sda, PIIX IDE disk -> sdb.
# sd_mod goes before the host drivers on purpose: sd probes disks asynchronously, so
# with both controllers already scanned it would name them in a random order; loaded
# first, it names each disk as its controller appears.
# crc32c_generic: ext4/jbd2 ask the crypto API for "crc32c", which would otherwise need
# a modprobe call from the kernel that the initramfs cannot answer.
# The same holds for dm-crypt's cipher: aes and cbc are built into Debian's kernel, the
# xts template (and the ecb(aes) it is built on) are modules, loaded before dm-crypt
# asks for "xts(aes)". btrfs lists its dependencies (modinfo -F depends):
# zstd_compress, raid6_pq, xor, libcrc32c (guest/93-bench-conditions.sh).
MODULES=(
    "crct10dif_common"
    "crc-t10dif"
    "crc64"
    "crc64-rocksoft"
    "t10-pi"
    "scsi_common"
    "scsi_mod"
    "libata"
    "libahci"
    "sd_mod"
    "ahci wait-disks 1"
    "ata_piix wait-disks 2"
    "nvme-core"
    "nvme wait-block nvme0n1"
    "crc16"
    "crc32c_generic"
    "mbcache"
    "jbd2"
    "ext4"
    "dm-mod"
    "ecb"
    "xts"
    "dm-crypt"
    "xor"
    "raid6_pq"
    "zstd_compress"
    "libcrc32c"
    "btrfs"
)

# Real tools (not the busybox applets of the same name): their behaviour and output are
# what ssdtool parses on real systems.
TOOLS=(smartctl hdparm nvme sfdisk blkdiscard lsblk mkfs.ext4 fstrim blockdev mkswap swapon swapoff
       cryptsetup mkfs.btrfs)

if [ -z "${KERNEL_MODULES:-}" ]; then
    cache=${SSD_RIG_CACHE:-$HOME/.cache/ssd-toolbox-rig}
    eval "$("$here/fetch-kernel.sh" "$cache")"
fi
[ -d "$KERNEL_MODULES/kernel" ] || die "KERNEL_MODULES=$KERNEL_MODULES has no kernel/ directory"

busybox=$(command -v busybox) || die "busybox not found (apt-get install busybox-static)"
# A dynamically linked busybox would need its libs before anything else works; insist on
# the static one.
if ldd "$busybox" >/dev/null 2>&1; then
    die "$busybox is dynamically linked; install busybox-static"
fi

root=$(mktemp -d "${TMPDIR:-/tmp}/rig-initramfs.XXXXXX")
cleanup() { rm -rf "$root"; }
trap cleanup EXIT

# Mirror the host's merged-/usr layout (/lib -> usr/lib, ...) so the paths ldd prints
# are valid inside the guest unchanged and the dynamic loader finds everything.
mkdir -p "$root"/usr/bin "$root"/usr/sbin "$root"/usr/lib "$root"/usr/lib64 \
         "$root"/proc "$root"/sys "$root"/dev "$root"/tmp "$root"/run "$root"/root \
         "$root"/etc "$root"/mnt "$root"/var/lib "$root"/rig/modules "$root"/rig/tests
for d in bin sbin lib lib64; do
    if [ -L "/$d" ]; then
        ln -s "$(readlink "/$d")" "$root/$d"
    else
        mkdir -p "$root/$d"
    fi
done

# copy_file SRC [DEST_IN_ROOT]: copy dereferencing symlinks, creating parents.
copy_file() {
    local src=$1 dst=${2:-$1}
    mkdir -p "$root$(dirname "$dst")"
    cp -L "$src" "$root$dst"
}

# copy_libs BINARY: copy every shared library (and the loader) ldd lists.
# A static binary or a script makes ldd fail; that is fine, it needs nothing.
copy_libs() {
    local bin=$1 lib
    local listing
    if ! listing=$(ldd "$bin" 2>/dev/null); then
        log "$(basename "$bin"): not dynamically linked, no libraries copied"
        return 0
    fi
    if grep -q 'not found' <<<"$listing"; then
        die "$bin: ldd reports missing libraries: $(grep 'not found' <<<"$listing" | tr '\n' ' ')"
    fi
    # Lines look like "libc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x...)" or
    # "/lib64/ld-linux-x86-64.so.2 (0x...)"; linux-vdso has no path and is skipped.
    for lib in $(awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }' <<<"$listing"); do
        [ -e "$root$lib" ] || copy_file "$lib"
    done
}

# The binary under test. A shell-script stub (for testing the plumbing) works too as
# long as it uses #!/bin/sh (busybox).
copy_file "$ssdtool" /usr/bin/ssdtool
chmod 0755 "$root/usr/bin/ssdtool"
# A debug build carries ~60 MB of debug info; unpacking that under emulation costs
# seconds of every boot. The copy loses it (symbols stay, for backtraces).
if command -v strip >/dev/null && head -c 4 "$ssdtool" | grep -q 'ELF'; then
    strip --strip-debug "$root/usr/bin/ssdtool" || log "strip failed; packing ssdtool unstripped"
fi
copy_libs "$ssdtool"

for t in "${TOOLS[@]}"; do
    # Keep the name the tool was called by (mkfs.ext4 is a link to mke2fs that picks
    # its defaults from argv[0]); cp -L copies the target's contents under that name.
    path=$(command -v "$t") || die "tool $t not found on the host (apt-get install the package that has it)"
    copy_file "$path"
    copy_libs "$path"
done

# busybox provides the shell and everything else; applet links only where no real tool
# of that name was copied, so e.g. the real blkdiscard wins over the applet.
cp "$busybox" "$root/usr/bin/busybox"
for applet in $("$busybox" --list); do
    if [ ! -e "$root/usr/bin/$applet" ] && [ ! -e "$root/usr/sbin/$applet" ]; then
        ln -s busybox "$root/usr/bin/$applet"
    fi
done

# smartctl's drive database: which one this smartctl reads depends on how it was built
# (Debian: /var/lib/smartmontools/drivedb/drivedb.h, falling back to
# /usr/share/smartmontools/drivedb.h). Copy whichever exist; without one smartctl uses
# its built-in copy, so a missing file is logged, not fatal.
drivedb_found=0
for db in /var/lib/smartmontools/drivedb/drivedb.h /usr/share/smartmontools/drivedb.h \
          /etc/smart_drivedb.h; do
    if [ -f "$db" ]; then
        copy_file "$db"
        drivedb_found=1
    fi
done
[ "$drivedb_found" = 1 ] || log "no smartctl drivedb.h on the host; smartctl will use its built-in database"
[ -f /etc/mke2fs.conf ] && copy_file /etc/mke2fs.conf

printf 'root:x:0:0:root:/root:/bin/sh\n' > "$root/etc/passwd"
printf 'root:x:0:\ndisk:x:6:\n' > "$root/etc/group"
ln -s /proc/self/mounts "$root/etc/mtab"

# Kernel modules: find each by name (with - and _ interchangeable, as modprobe does),
# decompress on the host, install flat under /rig/modules/NAME.ko.
mod_index=$(cd "$KERNEL_MODULES" && find kernel -name '*.ko' -o -name '*.ko.xz' -o -name '*.ko.zst' -o -name '*.ko.gz')
: > "$root/rig/modules.list"
missing_mods=()
for entry in "${MODULES[@]}"; do
    read -r name action <<<"$entry"
    alt=${name//-/_}
    [ "$alt" = "$name" ] && alt=${name//_/-}
    file=$(grep -E "/(${name}|${alt})\\.ko(\\.xz|\\.zst|\\.gz)?\$" <<<"$mod_index" | head -n 1 || true)
    if [ -z "$file" ]; then
        # Module names change between kernel versions (e.g. a crc helper becomes
        # built-in); the guest tests show whether the drivers still work without it.
        log "module $name not found in $KERNEL_MODULES (skipped; built in or renamed?)"
        missing_mods+=("$name")
        continue
    fi
    src=$KERNEL_MODULES/$file
    dst=$root/rig/modules/$name.ko
    case "$file" in
        *.ko.xz)  xz -dc "$src" > "$dst" ;;
        *.ko.zst) command -v zstd >/dev/null || die "zstd needed to unpack $file (apt-get install zstd)"
                  zstd -qdc "$src" > "$dst" ;;
        *.ko.gz)  gzip -dc "$src" > "$dst" ;;
        *)        cp "$src" "$dst" ;;
    esac
    echo "$name${action:+ $action}" >> "$root/rig/modules.list"
done
if [ "${#missing_mods[@]}" -gt 0 ]; then
    log "modules not packed: ${missing_mods[*]}"
fi

# /init, the guest library, the sysfs snapshot tool and the tests.
cp "$here/guest-init.sh" "$root/init"
cp "$here/guest-lib.sh" "$root/rig/lib.sh"
cp "$here/sysfs-snapshot.sh" "$root/rig/sysfs-snapshot.sh"
chmod 0755 "$root/init" "$root/rig/sysfs-snapshot.sh"
n_tests=0
for t in "$guest_dir"/*.sh; do
    [ -f "$t" ] || continue
    cp "$t" "$root/rig/tests/"
    n_tests=$((n_tests + 1))
done
[ "$n_tests" -gt 0 ] || die "no *.sh guest tests in $guest_dir"

# The kernel opens /dev/console for init's stdio before /init can mount devtmpfs;
# without this node the console output of init is lost. mknod needs root; /init also
# re-opens the console after mounting devtmpfs as a fallback.
if [ "$(id -u)" = 0 ]; then
    mknod -m 600 "$root/dev/console" c 5 1
fi

mkdir -p "$(dirname "$out")"
tmp_out=$(mktemp "$(dirname "$out")/.initramfs.XXXXXX")
# Sorted file list: reproducible archives; newc is the format the kernel unpacks.
( cd "$root" && find . -mindepth 1 | LC_ALL=C sort | "$busybox" cpio -o -H newc 2>/dev/null ) \
    | gzip -6 > "$tmp_out"
mv "$tmp_out" "$out"
log "wrote $out ($(du -h "$out" | cut -f1), $(find "$root" -mindepth 1 | wc -l) entries, $n_tests guest scripts)"
