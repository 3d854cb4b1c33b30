#!/bin/bash
# write-throttle.sh — a write speed limit for one block device, set and changed while a
# program writes to it: a block-I/O cgroup with cgroup v2's io.max where the io
# controller is in the unified hierarchy, else cgroup v1's
# blkio.throttle.write_bps_device (as on the development VM). A drive whose speed drops
# when its cache is full, made on demand.
#
#   source tests/integration/write-throttle.sh
#   write_throttle_available || { echo "SKIP: …"; exit 77; }   # sets WRITE_THROTTLE_KIND
#   write_throttle_create /dev/loopN       # a fresh cgroup for this device
#   write_throttle_set 150                 # MB/s (10^6 bytes)
#   write_throttle_exec CMD ARGS…          # runs CMD inside the cgroup (in the background: add &)
#   write_throttle_remove                  # the cgroup (every process in it must have ended)
#
# Found here: with registered buffers (ssdtool's io_uring, fio's fixedbufs=1) the v1 limit
# lets through about half of what it is set to (fio at 150 MB/s: 152 MB/s without, 74.8
# with, kernel 6.18); compare tools with the same kind of buffers, or compare ratios.

WRITE_THROTTLE_KIND=""
_write_throttle_root=""
_write_throttle_dir=""
_write_throttle_majmin=""

# True when a write limit can be set here (root and a throttling controller).
write_throttle_available() {
    [[ $(id -u) == 0 ]] || return 1
    local root
    for root in /sys/fs/cgroup /sys/fs/cgroup/unified; do
        if [[ -f $root/cgroup.controllers ]] && grep -qw io "$root/cgroup.controllers"; then
            WRITE_THROTTLE_KIND=v2
            _write_throttle_root=$root
            return 0
        fi
    done
    if [[ -f /sys/fs/cgroup/blkio/blkio.throttle.write_bps_device ]]; then
        WRITE_THROTTLE_KIND=v1
        _write_throttle_root=/sys/fs/cgroup/blkio
        return 0
    fi
    return 1
}

write_throttle_create() {
    _write_throttle_majmin=$(lsblk -dno MAJ:MIN "$1" | tr -d ' ')
    if [[ $WRITE_THROTTLE_KIND == v2 ]] && ! grep -qw io "$_write_throttle_root/cgroup.subtree_control"; then
        echo +io >"$_write_throttle_root/cgroup.subtree_control"
    fi
    _write_throttle_dir=$_write_throttle_root/ssd-write-throttle.$$.$RANDOM
    mkdir "$_write_throttle_dir"
}

write_throttle_set() {
    local bytes=$(($1 * 1000000))
    if [[ $WRITE_THROTTLE_KIND == v2 ]]; then
        echo "$_write_throttle_majmin wbps=$bytes" >"$_write_throttle_dir/io.max"
    else
        echo "$_write_throttle_majmin $bytes" >"$_write_throttle_dir/blkio.throttle.write_bps_device"
    fi
}

write_throttle_exec() {
    bash -c 'echo $$ >"$1/cgroup.procs"; shift; exec "$@"' _ "$_write_throttle_dir" "$@"
}

write_throttle_remove() {
    [[ -n $_write_throttle_dir && -d $_write_throttle_dir ]] && rmdir "$_write_throttle_dir"
    _write_throttle_dir=""
}
