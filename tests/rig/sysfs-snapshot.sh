#!/bin/sh
# sysfs-snapshot.sh DEST
#
# Copies the parts of sysfs that drive discovery reads into DEST so that unit tests can
# point the Linux SystemView at a captured tree instead of the live /sys. Runs under
# busybox ash (inside the rig) and bash/dash (on a host); POSIX sh only, no recursion
# (ash functions share variables), no `local`.
#
# What is kept:
#   block/X                  symlink, same relative target as /sys/block/X
#   devices/...              the real directory of every drive and EVERY ancestor up to
#                            /sys/devices: readable top-level files (contents read with
#                            cat, because sysfs stat sizes lie) and top-level symlinks
#                            with their original relative targets
#   devices/.../X/queue/     top-level files
#   devices/.../X/Xn/        partitions: top-level files and symlinks
#   devices/.../X/holders/, slaves/    symlinks (what stacks on a disk)
#   .../scsi_disk/*/         cache_type and friends
#   class/block/*            disks and partitions
#   class/nvme/*, class/nvme-subsystem/*, class/ata_link/*, class/ata_port/*,
#   class/ata_device/*       symlinks plus their real directories (and ancestors)
#   bus/.../drivers/NAME, class/NAME   directories, so driver/subsystem links resolve
#                            (every otherwise empty directory gets a .keep file so the
#                            tree survives a git commit)
#
# SYSFS_ROOT (default /sys) may point at another tree, e.g. to snapshot a snapshot.
set -eu

# Attributes never worth reading: PCI BARs/ROM/VPD (mmap-only, slow or hardware
# accesses) and the write-only triggers (opening those for reading fails anyway).
skip_file() {
    case "$1" in
        rom|vpd|resource[0-9]*|remove|rescan|reset|bind|unbind|new_id|remove_id|\
        delete|rescan_controller|reset_controller|delete_controller)
            return 0 ;;
    esac
    return 1
}

# copy_text FILE OUT: copies a text attribute with the shell's own `read`: no process
# per file, which matters under emulation (a fork+exec of cat costs ~6 ms in the rig,
# and a snapshot reads ~600 files). The last line is written without a newline if the
# attribute had none, so contents are byte-exact (text attributes hold no NUL bytes).
copy_text() {
    {
        ct_last=""
        while IFS= read -r ct_line; do
            printf '%s\n' "$ct_line"
        done
        ct_last=${ct_line-}
        if [ -n "$ct_last" ]; then printf '%s' "$ct_last"; fi
    } < "$1" > "$2"
}

# copy_files_fast SRC_DIR DST_DIR: every readable top-level regular file. sysfs reports
# 4096 bytes for every text attribute; anything else (config, vpd_pg80, inquiry) is
# binary and copied with cat, which keeps every byte. Attributes that fail to read
# (write-only, EIO, not supported) are left out, so a test sees "absent", never a
# half-written value.
copy_files_fast() {
    mkdir -p "$2"
    cff_binary="|$(find "$1/" -mindepth 1 -maxdepth 1 -type f ! -size 4096c 2>/dev/null \
                   | sed 's|.*/||' | tr '\n' '|')"
    for cff_f in "$1"/* "$1"/.[!.]*; do
        [ -f "$cff_f" ] && [ ! -L "$cff_f" ] || continue
        cff_name=${cff_f##*/}
        if skip_file "$cff_name"; then
            continue
        fi
        case "$cff_binary" in
            *"|$cff_name|"*) cat "$cff_f" > "$2/$cff_name" 2>/dev/null || rm -f "$2/$cff_name" ;;
            *)  copy_text "$cff_f" "$2/$cff_name" 2>/dev/null || rm -f "$2/$cff_name"
                # `read` cannot tell a read error (EIO from the driver) from an empty
                # attribute; ask cat, whose exit status can, in that rare case.
                if [ -f "$2/$cff_name" ] && [ ! -s "$2/$cff_name" ]; then
                    cat "$cff_f" > "$2/$cff_name" 2>/dev/null || rm -f "$2/$cff_name"
                fi ;;
        esac
    done
}

# Internal entry point: the per-directory copy runs in a child shell so that it can be
# given a time limit (below).
if [ "${1:-}" = --copy-files ] && [ $# -eq 3 ]; then
    copy_files_fast "$2" "$3"
    exit 0
fi

if [ $# -ne 1 ]; then
    echo "usage: $0 DEST" >&2
    exit 1
fi

SYS=${SYSFS_ROOT:-/sys}
SYS=$(cd "$SYS" && pwd -P)
mkdir -p "$1"
DEST=$(cd "$1" && pwd -P)
SELF=$0

# Reading a sysfs attribute runs driver code; one that talks to hardware could block.
# Where a `timeout` command exists (coreutils or busybox) each directory is copied under
# a time limit, and a directory that hits it is copied again file by file, each file
# with its own limit, so only the blocking attribute is lost.
if timeout 5 true >/dev/null 2>&1; then
    HAVE_TIMEOUT=1
else
    HAVE_TIMEOUT=0
fi

NL='
'
SEEN="|"      # real directories already copied, |-separated (sysfs names have no |)
PENDING=""    # real directories still to copy, newline-separated

# rel PATH -> PATH relative to the sysfs root (devices/pci0000:00/...)
rel() { printf '%s\n' "${1#"$SYS"/}"; }

# copy_files SRC_DIR DST_DIR
copy_files() {
    [ -d "$1" ] || return 0
    if [ "$HAVE_TIMEOUT" = 0 ]; then
        copy_files_fast "$1" "$2"
        return 0
    fi
    if timeout 20 sh "$SELF" --copy-files "$1" "$2"; then
        return 0
    fi
    echo "sysfs-snapshot: copying $1 timed out or failed; retrying file by file" >&2
    mkdir -p "$2"
    for cf_f in "$1"/*; do
        [ -f "$cf_f" ] && [ ! -L "$cf_f" ] || continue
        cf_name=${cf_f##*/}
        skip_file "$cf_name" && continue
        if ! timeout 5 cat "$cf_f" > "$2/$cf_name" 2>/dev/null; then
            echo "sysfs-snapshot: skipped $cf_f (unreadable or blocking)" >&2
            rm -f "$2/$cf_name"
        fi
    done
}

# copy_links SRC_DIR DST_DIR: top-level symlinks with the same relative targets.
# Targets of driver/subsystem links become empty directories so the links resolve;
# device links are followed and copied for real (they lead to parent devices).
copy_links() {
    mkdir -p "$2"
    find "$1/" -mindepth 1 -maxdepth 1 -type l 2>/dev/null | while IFS= read -r cl_l; do
        cl_name=${cl_l##*/}
        cl_target=$(readlink "$cl_l") || continue
        rm -f "$2/$cl_name"
        ln -s "$cl_target" "$2/$cl_name"
        case "$cl_name" in
            driver|subsystem)
                (cd "$2" && mkdir -p "$cl_target") ;;
        esac
    done
    # The pipeline above runs in a subshell; device targets are queued out here.
    if [ -L "$1/device" ]; then
        cl_real=$(cd "$1/device" 2>/dev/null && pwd -P) || return 0
        queue_chain "$cl_real"
    fi
}

# queue_chain REAL_DIR: the directory and each ancestor below $SYS/devices.
queue_chain() {
    qc_d=$1
    while :; do
        case "$qc_d" in
            "$SYS"/devices/*) ;;
            *) break ;;
        esac
        case "$SEEN" in
            *"|$qc_d|"*) ;;
            *) PENDING="$PENDING$qc_d$NL" ;;
        esac
        qc_d=${qc_d%/*}
    done
}

# drain: copy every queued directory once (queue_chain may add more while draining).
drain() {
    while [ -n "$PENDING" ]; do
        dr_d=${PENDING%%"$NL"*}
        PENDING=${PENDING#*"$NL"}
        case "$SEEN" in
            *"|$dr_d|"*) continue ;;
        esac
        SEEN="$SEEN$dr_d|"
        dr_dst=$DEST/$(rel "$dr_d")
        copy_files "$dr_d" "$dr_dst"
        copy_links "$dr_d" "$dr_dst"
    done
}

# copy_class_link CLASS NAME: DEST/class/CLASS/NAME as the same symlink, real dir queued.
copy_class_link() {
    ccl_src=$SYS/class/$1/$2
    [ -L "$ccl_src" ] || return 0
    mkdir -p "$DEST/class/$1"
    rm -f "$DEST/class/$1/$2"
    ln -s "$(readlink "$ccl_src")" "$DEST/class/$1/$2"
    ccl_real=$(cd "$ccl_src" 2>/dev/null && pwd -P) || return 0
    queue_chain "$ccl_real"
}

# copy_subdir_entries SRC DST: a directory of symlinks only (holders/, slaves/).
copy_link_dir() {
    [ -d "$1" ] || return 0
    mkdir -p "$2"
    for cld_l in "$1"/*; do
        [ -L "$cld_l" ] || continue
        rm -f "$2/${cld_l##*/}"
        ln -s "$(readlink "$cld_l")" "$2/${cld_l##*/}"
    done
}

mkdir -p "$DEST/block"
for b in "$SYS"/block/*; do
    [ -L "$b" ] || continue
    name=${b##*/}
    case "$name" in
        loop*|ram*|zram*) continue ;;
    esac
    rm -f "$DEST/block/$name"
    ln -s "$(readlink "$b")" "$DEST/block/$name"
    real=$(cd "$b" && pwd -P)
    dst=$DEST/$(rel "$real")
    queue_chain "$real"
    copy_class_link block "$name"

    copy_files "$real/queue" "$dst/queue"
    copy_link_dir "$real/holders" "$dst/holders"
    copy_link_dir "$real/slaves" "$dst/slaves"

    # Partitions are the subdirectories that have a "partition" attribute.
    for p in "$real"/*; do
        [ -f "$p/partition" ] || continue
        copy_files "$p" "$dst/${p##*/}"
        copy_links "$p" "$dst/${p##*/}"
        copy_link_dir "$p/holders" "$dst/${p##*/}/holders"
        copy_class_link block "${p##*/}"
    done

    # SCSI disks: the write cache mode and friends live in device/scsi_disk/H:C:T:L/.
    if [ -d "$real/device/scsi_disk" ]; then
        sd_dev=$(cd "$real/device" && pwd -P)
        for s in "$sd_dev"/scsi_disk/*; do
            [ -d "$s" ] || continue
            copy_files "$s" "$DEST/$(rel "$s")"
            copy_links "$s" "$DEST/$(rel "$s")"
        done
    fi
done

# NVMe controllers (model, serial, firmware_rev, transport, and via their PCI device the
# link speed/width attributes) and subsystems.
for c in "$SYS"/class/nvme/* "$SYS"/class/nvme-subsystem/*; do
    [ -L "$c" ] || continue
    cls=${c%/*}
    copy_class_link "${cls##*/}" "${c##*/}"
done

# libata's view: link speeds (sata_spd, hw_sata_spd_limit, sata_spd_limit), ports and
# devices (ATA ids, transfer modes).
for c in "$SYS"/class/ata_link/* "$SYS"/class/ata_port/* "$SYS"/class/ata_device/*; do
    [ -L "$c" ] || continue
    cls=${c%/*}
    copy_class_link "${cls##*/}" "${c##*/}"
done

drain

# git does not store empty directories, and the snapshot is meant to be committed as a
# fixture: an empty driver directory would vanish and its driver link would dangle.
# A .keep file holds each one in place (readers look at readlink, not at the contents).
find "$DEST" -type d -empty | while IFS= read -r e; do
    : > "$e/.keep"
done
