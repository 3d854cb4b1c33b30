#!/bin/sh
# sysfs-snapshot.sh DEST
#
# Copies the parts of sysfs that drive discovery reads into DEST so that unit tests can
# point the Linux SystemView at a captured tree instead of the live /sys. Runs under
# busybox ash (inside the rig) and bash/dash (on a host): POSIX sh only, no `local`,
# no recursion (ash functions share variables).
#
# What is kept:
#   block/X                  symlink, same relative target as /sys/block/X
#                            (loop*, ram*, zram* are skipped)
#   devices/...              the real directory of every drive and EVERY ancestor up to
#                            /sys/devices: readable top-level files (contents read, not
#                            stat'ed: sysfs stat sizes lie) and top-level symlinks with
#                            their original relative targets (dangling ones included)
#   devices/.../X/queue/     top-level files
#   devices/.../X/Xn/        partitions: top-level files and symlinks
#   devices/.../X/holders/, slaves/    symlinks (what is stacked on a disk)
#   devices/.../dm-N/dm/     top-level files (name, uuid: which kind of dm layer)
#   .../scsi_disk/*/         cache_type and friends
#   class/block/*            disks and partitions
#   class/nvme/*, class/nvme-subsystem/*, class/ata_link/*, class/ata_port/*,
#   class/ata_device/*       symlinks plus their real directories (and ancestors)
#   targets of driver, subsystem and device links exist, so those links resolve
#   (device targets are copied for real, driver/subsystem targets are directories);
#   every otherwise empty directory gets a .keep file so the tree survives git.
#
# Speed: under the rig's emulation every process costs ~6 ms, and a snapshot holds
# ~600 files in ~100 directories, so the walk runs without spawning processes
# (globs, [ -L ], cd -P) and the work is done by a few batched commands.
#
# SYSFS_ROOT (default /sys) may point at another tree, e.g. to snapshot a snapshot.
set -eu

NL='
'

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

# copy_text FILE OUT: a text attribute copied with the shell's own `read` (no process
# per file). A last line without newline stays without one, so contents are
# byte-exact; text attributes hold no NUL bytes.
copy_text() {
    {
        while IFS= read -r ct_line; do
            printf '%s\n' "$ct_line"
        done
        if [ -n "${ct_line-}" ]; then printf '%s' "$ct_line"; fi
    } < "$1" > "$2"
}

# copy_dir_files SRC DST BINARY_LIST: readable top-level regular files of SRC.
# BINARY_LIST (|-separated paths) names the files whose size is not 4096: sysfs
# reports 4096 for every text attribute, anything else (config, vpd_pg80, inquiry) is
# binary and copied with cat, which keeps every byte. Attributes that fail to read
# (write-only, EIO, not supported) are left out: a test sees "absent", never a
# half-written value.
copy_dir_files() {
    for cdf_f in "$1"/* "$1"/.[!.]*; do
        [ -f "$cdf_f" ] && [ ! -L "$cdf_f" ] || continue
        cdf_name=${cdf_f##*/}
        if skip_file "$cdf_name"; then
            continue
        fi
        cdf_out=$2/$cdf_name
        case "$3" in
            *"|$cdf_f|"*)
                cat "$cdf_f" > "$cdf_out" 2>/dev/null || rm -f "$cdf_out" ;;
            *)
                copy_text "$cdf_f" "$cdf_out" 2>/dev/null || rm -f "$cdf_out"
                # `read` cannot tell a read error (EIO from the driver) from an empty
                # attribute; cat's exit status can. Only empty results pay for it.
                if [ -f "$cdf_out" ] && [ ! -s "$cdf_out" ]; then
                    cat "$cdf_f" > "$cdf_out" 2>/dev/null || rm -f "$cdf_out"
                fi ;;
        esac
    done
}

# Internal entry point: all file contents are copied by one child shell, so the whole
# read phase can be given a time limit (see copy_all_files).
#   --copy-files SYS DEST DIRLIST BINLIST
if [ "${1:-}" = --copy-files ] && [ $# -eq 5 ]; then
    cf_bin=$(cat "$5")
    while IFS= read -r cf_rel; do
        [ -n "$cf_rel" ] || continue
        copy_dir_files "$2/$cf_rel" "$3/$cf_rel" "$cf_bin"
    done < "$4"
    exit 0
fi

if [ $# -ne 1 ]; then
    echo "usage: $0 DEST" >&2
    exit 1
fi

SYS=$(cd -P "${SYSFS_ROOT:-/sys}" && pwd)
mkdir -p "$1"
DEST=$(cd -P "$1" && pwd)
# The read phase re-runs this script in a child shell after cd's: keep an absolute path.
case "$0" in
    /*) SELF=$0 ;;
    *)  SELF=$(pwd)/$0 ;;
esac
TMPD=$(mktemp -d "${TMPDIR:-/tmp}/sysfs-snapshot.XXXXXX")
trap 'rm -rf "$TMPD"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

SEEN="|"       # real directories already walked, |-separated (sysfs names have no |)
PENDING=""     # real directories still to walk
FILEDIRS=""    # directories (relative to SYS) whose files are copied
LINKS=""       # symlinks (relative to SYS) copied as symlinks
MKDIRS=""      # directories (relative to DEST) to create

add_filedir() { FILEDIRS="$FILEDIRS$1$NL"; MKDIRS="$MKDIRS$1$NL"; }
add_link() { LINKS="$LINKS$1$NL"; }

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

# walk_links REAL_DIR: its top-level symlinks are copied; driver/subsystem targets are
# created as directories, device targets are walked as devices. cd -P resolves a link
# without spawning readlink; the shell's cwd is irrelevant (all paths are absolute).
walk_links() {
    for wl_l in "$1"/*; do
        [ -L "$wl_l" ] || continue
        add_link "${wl_l#"$SYS"/}"
        case "${wl_l##*/}" in
            driver|subsystem)
                if cd -P "$wl_l" 2>/dev/null; then
                    case "$PWD" in "$SYS"/*) MKDIRS="$MKDIRS${PWD#"$SYS"/}$NL" ;; esac
                fi ;;
            device)
                if cd -P "$wl_l" 2>/dev/null; then
                    queue_chain "$PWD"
                fi ;;
        esac
    done
    cd /
}

# drain: walk every queued directory once (walking may queue more).
drain() {
    while [ -n "$PENDING" ]; do
        dr_d=${PENDING%%"$NL"*}
        PENDING=${PENDING#*"$NL"}
        case "$SEEN" in
            *"|$dr_d|"*) continue ;;
        esac
        SEEN="$SEEN$dr_d|"
        add_filedir "${dr_d#"$SYS"/}"
        walk_links "$dr_d"
    done
}

# class_link CLASS NAME: $SYS/class/CLASS/NAME as a symlink, its device walked.
class_link() {
    [ -L "$SYS/class/$1/$2" ] || return 0
    MKDIRS="${MKDIRS}class/$1$NL"
    add_link "class/$1/$2"
    if cd -P "$SYS/class/$1/$2" 2>/dev/null; then
        queue_chain "$PWD"
    fi
    cd /
}

# link_dir REAL_DIR: a directory of symlinks only (holders/, slaves/).
link_dir() {
    [ -d "$1" ] || return 0
    MKDIRS="$MKDIRS${1#"$SYS"/}$NL"
    for ld_l in "$1"/*; do
        if [ -L "$ld_l" ]; then add_link "${ld_l#"$SYS"/}"; fi
    done
}

# ---- walk (no processes spawned) -------------------------------------------------
MKDIRS="${MKDIRS}block$NL"
for b in "$SYS"/block/*; do
    [ -L "$b" ] || continue
    name=${b##*/}
    case "$name" in
        loop*|ram*|zram*) continue ;;
    esac
    add_link "block/$name"
    cd -P "$b"
    real=$PWD
    cd /
    queue_chain "$real"
    class_link block "$name"
    if [ -d "$real/queue" ]; then add_filedir "${real#"$SYS"/}/queue"; fi
    link_dir "$real/holders"
    link_dir "$real/slaves"
    # device-mapper devices: dm/name and dm/uuid (CRYPT-…, LVM-…) say what the layer is.
    if [ -d "$real/dm" ]; then add_filedir "${real#"$SYS"/}/dm"; fi

    # Partitions are the subdirectories that have a "partition" attribute; class_link
    # queues each one like a device (files and links).
    for p in "$real"/*; do
        [ -f "$p/partition" ] || continue
        class_link block "${p##*/}"
        link_dir "$p/holders"
    done

    # SCSI disks: the write cache mode and friends live in device/scsi_disk/H:C:T:L/.
    if [ -d "$real/device/scsi_disk" ]; then
        for s in "$real"/device/scsi_disk/*; do
            [ -d "$s" ] || continue
            cd -P "$s"
            add_filedir "${PWD#"$SYS"/}"
            walk_links "$PWD"
        done
    fi
done

# NVMe controllers (model, serial, firmware_rev, transport; via their PCI device the
# link speed/width attributes) and subsystems; libata's links (sata_spd,
# hw_sata_spd_limit, sata_spd_limit), ports and devices.
for cls in nvme nvme-subsystem ata_link ata_port ata_device; do
    for c in "$SYS/class/$cls"/*; do
        if [ -L "$c" ]; then class_link "$cls" "${c##*/}"; fi
    done
done

drain

# ---- copy (a handful of processes) -------------------------------------------------
# Directories, all at once. IFS=newline splits the lists on lines only; set -f stops
# globbing of the names.
IFS=$NL
set -f
# shellcheck disable=SC2086
(cd "$DEST" && mkdir -p -- $MKDIRS)
set +f
unset IFS

# Binary attributes: every file whose size is not 4096, found by one find.
printf '%s' "$FILEDIRS" > "$TMPD/dirs"
(
    cd "$SYS"
    IFS=$NL
    set -f
    # shellcheck disable=SC2086
    find $FILEDIRS -mindepth 1 -maxdepth 1 -type f ! -size 4096c 2>/dev/null || true
) | { printf '|'; while IFS= read -r bf; do printf '%s|' "$SYS/$bf"; done; } > "$TMPD/binary"

# Contents. Reading an attribute runs driver code; one that talks to hardware could
# block. Where `timeout` exists (coreutils or busybox) the read phase gets a limit, and
# if it hits it every file is read again by its own time-limited cat, so only the
# blocking attribute is lost.
if timeout 5 true >/dev/null 2>&1; then
    if ! timeout 120 sh "$SELF" --copy-files "$SYS" "$DEST" "$TMPD/dirs" "$TMPD/binary"; then
        echo "sysfs-snapshot: reading attributes timed out or failed; retrying file by file" >&2
        while IFS= read -r rd; do
            for f in "$SYS/$rd"/*; do
                [ -f "$f" ] && [ ! -L "$f" ] || continue
                skip_file "${f##*/}" && continue
                if ! timeout 5 cat "$f" > "$DEST/$rd/${f##*/}" 2>/dev/null; then
                    echo "sysfs-snapshot: skipped $f (unreadable or blocking)" >&2
                    rm -f "$DEST/$rd/${f##*/}"
                fi
            done
        done < "$TMPD/dirs"
    fi
else
    sh "$SELF" --copy-files "$SYS" "$DEST" "$TMPD/dirs" "$TMPD/binary"
fi

# Symlinks: tar stores a symlink as a symlink, with its relative target unchanged, so
# one tar pipeline recreates all of them. Names go on the command line (Debian's
# busybox tar has no -T); links from an earlier snapshot into DEST are removed first,
# as tar implementations differ in whether they replace existing files.
# A link reached twice would make the second extraction fail: keep each once.
LINKS=$(printf '%s' "$LINKS" | sort -u)
if [ -n "$LINKS" ]; then
    IFS=$NL
    set -f
    # shellcheck disable=SC2086
    (cd "$DEST" && rm -f -- $LINKS)
    # shellcheck disable=SC2086
    (cd "$SYS" && tar -cf - -- $LINKS) | (cd "$DEST" && tar -xf -)
    set +f
    unset IFS
fi

# git does not store empty directories, and the snapshot is meant to be committed as a
# fixture: an empty driver directory would vanish and its driver link would dangle.
find "$DEST" -type d -empty | while IFS= read -r e; do
    : > "$e/.keep"
done
