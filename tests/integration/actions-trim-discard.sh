#!/bin/bash
# actions-trim-discard.sh SSDTOOL — `ssdtool trim` and `ssdtool discard` on a real
# block device: a loop device over a sparse file with ext4 (loop-env.sh). Discards on a
# loop device punch holes in the backing file, so what reached the "drive" is measured
# with du on the backing file (docs/testing/rig.md).
#   1. trim MOUNTPOINT: FITRIM of the freed space shrinks the backing file; bytes_trimmed > 0.
#   2. trim DEVICE: the filesystem mounted from the device is found and trimmed.
#   3. discard refusals — mounted, no --confirm, a wrong token — each exit 3 and each
#      leaves the backing file exactly as it was (same allocated size, same checksum).
#   4. discard --dry-run changes nothing; discard --confirm loopN empties the device.
# Needs root (exit 77, "not run", without it).
set -euo pipefail

ssdtool=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=loop-env.sh
source "$here/loop-env.sh"
loop_env_require_root "loop devices"

allocated_kib() { du -k "$LOOP_FILE" | cut -f1; }
# A JSON number field of a one-document answer (ssdtool's own output; no jq needed).
json_as() { grep -o "\"$1\": *[0-9.]*" <<<"$2" | head -n1 | sed 's/.*: *//'; }

# ---- 0. the drive holding / is refused, whatever is asked ------------------------------
root_source=$(findmnt -n -o SOURCE /)
root_disk=$(lsblk -n -d -o PKNAME "$root_source" 2>/dev/null || true)
[[ -n "$root_disk" ]] || root_disk=$(basename "$root_source")
for args in "erase /dev/$root_disk --dry-run" "firmware /dev/$root_disk /etc/hostname --dry-run" \
            "discard /dev/$root_disk --dry-run"; do
    rc=0
    # shellcheck disable=SC2086 # the words of $args are the arguments
    err=$("$ssdtool" $args 2>&1 >/dev/null) || rc=$?
    [[ $rc == 3 ]] && grep -q "running system's drive" <<<"$err" || fail "ssdtool $args: rc $rc: $err"
done
pass "erase, firmware and discard of /dev/$root_disk (holding /) refused: the running system's drive"

loop_env_create 256
name=$(basename "$LOOP_DEV")
echo "loop device $LOOP_DEV ($name) over $LOOP_FILE, ext4 on $LOOP_MNT"

# ---- 1. trim MOUNTPOINT ----------------------------------------------------------------
dd if=/dev/urandom of="$LOOP_MNT/data" bs=1M count=96 conv=fsync status=none
sync
rm "$LOOP_MNT/data"
sync
before=$(allocated_kib)
[[ $before -gt 90000 ]] || fail "the backing file holds only ${before} KiB after writing 96 MiB"
out=$("$ssdtool" trim "$LOOP_MNT" --json)
echo "$out"
trimmed=$(json_as bytes_trimmed "$out")
[[ -n "$trimmed" && "$trimmed" -gt $((64 * 1024 * 1024)) ]] || fail "bytes_trimmed is '$trimmed', expected more than 64 MiB"
grep -q "\"mountpoint\": \"$LOOP_MNT\"" <<<"$out" || fail "the trimmed filesystem is not $LOOP_MNT"
after=$(allocated_kib)
[[ $after -lt $((before - 65536)) ]] || fail "the backing file did not shrink: $before KiB before, $after KiB after"
pass "trim $LOOP_MNT: $trimmed bytes trimmed; backing file $before KiB -> $after KiB"

# ---- 2. trim DEVICE --------------------------------------------------------------------
dd if=/dev/urandom of="$LOOP_MNT/data2" bs=1M count=32 conv=fsync status=none
rm "$LOOP_MNT/data2"
sync
before=$(allocated_kib)
out=$("$ssdtool" trim "$LOOP_DEV" --json)
grep -q "\"device\": \"$LOOP_DEV\"" <<<"$out" || fail "trim $LOOP_DEV did not name the device: $out"
after=$(allocated_kib)
[[ $after -lt $((before - 16384)) ]] || fail "trim $LOOP_DEV did not shrink the backing file ($before -> $after KiB)"
pass "trim $LOOP_DEV trimmed the filesystem on it ($before -> $after KiB)"

# ---- 3. discard refusals change nothing -------------------------------------------------
echo "keep me" > "$LOOP_MNT/keep"
sync
sum_before=$(md5sum < "$LOOP_FILE")
alloc_before=$(allocated_kib)
unchanged() {
    [[ $(allocated_kib) == "$alloc_before" ]] || fail "$1: the backing file's allocation changed"
    [[ $(md5sum < "$LOOP_FILE") == "$sum_before" ]] || fail "$1: the backing file's content changed"
}
expect_refusal() { # LABEL PATTERN ARGS...
    local label=$1 pattern=$2 rc=0 err
    shift 2
    err=$("$ssdtool" "$@" 2>&1 >/dev/null) || rc=$?
    [[ $rc == 3 ]] || fail "$label: exit status $rc, expected 3 ($err)"
    grep -q -- "$pattern" <<<"$err" || fail "$label: message does not say '$pattern': $err"
    unchanged "$label"
    pass "$label: refused (exit 3), nothing changed: $err"
}
expect_refusal "discard of the mounted device" "is mounted on $LOOP_MNT" discard "$LOOP_DEV" --confirm "$name"
umount "$LOOP_MNT"
sum_before=$(md5sum < "$LOOP_FILE")
alloc_before=$(allocated_kib)
expect_refusal "discard without --confirm" "--confirm $name" discard "$LOOP_DEV"
expect_refusal "discard with a wrong token" "is wrong" discard "$LOOP_DEV" --confirm loop999
expect_refusal "discard with the full path as token" "is wrong" discard "$LOOP_DEV" --confirm "$LOOP_DEV"
out=$("$ssdtool" discard "$LOOP_DEV" --dry-run)
grep -q "BLKDISCARD" <<<"$out" || fail "the dry run does not show the ioctl: $out"
unchanged "discard --dry-run"
pass "discard --dry-run shows the BLKDISCARD plan and changes nothing"

# ---- 4. the confirmed discard ---------------------------------------------------------
out=$("$ssdtool" discard "$LOOP_DEV" --confirm "$name" --json)
echo "$out"
discarded=$(json_as bytes_discarded "$out")
[[ "$discarded" == $((256 * 1024 * 1024)) ]] || fail "bytes_discarded is '$discarded', expected 268435456"
final=$(allocated_kib)
[[ $final -lt 1024 ]] || fail "after discarding everything the backing file still holds $final KiB"
if blkid -p "$LOOP_DEV" >/dev/null 2>&1; then fail "a filesystem signature survived the discard"; fi
pass "discard --confirm $name: $discarded bytes; the backing file went from $alloc_before KiB to $final KiB"
