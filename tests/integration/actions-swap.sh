#!/bin/bash
# actions-swap.sh SSDTOOL — `ssdtool swap` with real swap files on a loop device (ext4,
# loop-env.sh): create, show, resize in place, move, remove, each keeping a private
# fstab consistent (--fstab: the real /etc/fstab is never touched): backed up, only the
# line concerned changed. Refusals (too big, a device holding active swap) change nothing.
# Needs root (exit 77, "not run", without it).
set -euo pipefail

ssdtool=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=loop-env.sh
source "$here/loop-env.sh"
loop_env_require_root "swap files and loop devices"

# Size in KiB of an active swap area, "" when it is not active.
swap_kib() { awk -v p="$1" '$1 == p { print $3 }' /proc/swaps; }

loop_env_create 256
# Our cleanup first: an active swap file keeps the filesystem busy.
cleanup_swaps() {
    local f
    for f in $(awk 'NR > 1 { print $1 }' /proc/swaps); do
        case "$f" in "$LOOP_MNT"/*) swapoff "$f" || true ;; esac
    done
}
trap 'cleanup_swaps; loop_env_cleanup' EXIT
trap 'cleanup_swaps; loop_env_cleanup; exit 130' INT
trap 'cleanup_swaps; loop_env_cleanup; exit 143' TERM

fstab=$LOOP_ENV_DIR/fstab
printf '# /etc/fstab: static file system information.\n#\n# <file system> <mount point>   <type>  <options>       <dump>  <pass>\nUUID=1234-abcd /               ext4    errors=remount-ro 0       1\n/dev/sr0        /media/cdrom0   udf,iso9660 user,noauto     0       0\n' > "$fstab"
original=$(cat "$fstab")
first=$LOOP_MNT/swapfile
second=$LOOP_MNT/swap2

# ---- create -----------------------------------------------------------------------
out=$("$ssdtool" swap resize 32m --file "$first" --fstab "$fstab" --json)
[[ $(swap_kib "$first") -ge 32000 ]] || fail "create: $first is not active swap of 32 MiB: $(cat /proc/swaps)"
[[ $(stat -c %a "$first") == 600 ]] || fail "create: $first has mode $(stat -c %a "$first"), not 600"
[[ $(cat "$fstab.ssdtool-backup") == "$original" ]] || fail "create: the backup differs from the original fstab"
[[ $(head -n 5 "$fstab") == "$original" ]] || fail "create: lines other than the new one changed"
[[ $(tail -n 1 "$fstab") == "$first none swap defaults 0 0" ]] || fail "create: the new line is '$(tail -n 1 "$fstab")'"
grep -q '"action": "create"' <<<"$out" || fail "create: $out"
pass "swap resize 32m --file $first created it, turned it on, appended its fstab line (backup kept)"

# ---- show -------------------------------------------------------------------------
out=$("$ssdtool" swap --json)
grep -q "\"path\": \"$first\"" <<<"$out" || fail "show does not list $first: $out"
grep -q "\"device\": \"$LOOP_DEV\"" <<<"$out" || fail "show does not name $LOOP_DEV as the device holding it: $out"
pass "swap show lists $first on $LOOP_DEV"

# ---- a device holding active swap is refused ---------------------------------------
rc=0
err=$("$ssdtool" discard "$LOOP_DEV" --confirm "$(basename "$LOOP_DEV")" 2>&1 >/dev/null) || rc=$?
[[ $rc == 3 ]] && grep -q "holds active swap" <<<"$err" || fail "discard of a device with active swap: rc $rc: $err"
[[ -n $(swap_kib "$first") ]] || fail "the refused discard turned the swap off"
pass "discard of $LOOP_DEV with active swap on it: refused (exit 3): $err"

# ---- resize in place ----------------------------------------------------------------
before=$(cat "$fstab")
"$ssdtool" swap resize 48m --file "$first" --fstab "$fstab" >/dev/null
[[ $(swap_kib "$first") -ge 48000 ]] || fail "resize: $first is not 48 MiB: $(cat /proc/swaps)"
[[ ! -e "$first.ssdtool-new" ]] || fail "resize: the temporary file was left behind"
[[ -z $(swap_kib "$first.ssdtool-new") ]] || fail "resize: the temporary swap is still on"
[[ $(cat "$fstab") == "$before" ]] || fail "resize in place changed the fstab"
pass "swap resize 48m resized $first in place (through a temporary swap file); fstab untouched"

# ---- too big: refused, nothing changed ----------------------------------------------
rc=0
err=$("$ssdtool" swap resize 4g --file "$first" --fstab "$fstab" 2>&1 >/dev/null) || rc=$?
[[ $rc == 3 ]] && grep -q "not enough free space" <<<"$err" || fail "resize 4g: rc $rc: $err"
[[ $(swap_kib "$first") -ge 48000 && $(swap_kib "$first") -lt 49200 ]] || fail "the refused resize changed the swap"
[[ $(cat "$fstab") == "$before" ]] || fail "the refused resize changed the fstab"
pass "swap resize 4g on a 256 MiB filesystem: refused (exit 3), nothing changed"

# ---- move -----------------------------------------------------------------------------
"$ssdtool" swap resize 40m --file "$first" --to "$second" --fstab "$fstab" >/dev/null
[[ -z $(swap_kib "$first") && ! -e "$first" ]] || fail "move: $first is still there"
[[ $(swap_kib "$second") -ge 40000 ]] || fail "move: $second is not active: $(cat /proc/swaps)"
[[ $(head -n 5 "$fstab") == "$original" ]] || fail "move: other lines changed"
[[ $(tail -n 1 "$fstab") == "$second none swap defaults 0 0" ]] || fail "move: the line is '$(tail -n 1 "$fstab")'"
[[ $(cat "$fstab.ssdtool-backup.1") == "$before" ]] || fail "move: the second backup is not the fstab before the move"
pass "swap resize 40m --to $second moved it; only its fstab line changed; backup $fstab.ssdtool-backup.1"

# ---- remove -----------------------------------------------------------------------------
"$ssdtool" swap remove --file "$second" --fstab "$fstab" >/dev/null
[[ -z $(swap_kib "$second") && ! -e "$second" ]] || fail "remove: $second is still there"
[[ $(cat "$fstab") == "$original" ]] || fail "remove: the fstab is not back to the original: $(cat "$fstab")"
pass "swap remove turned $second off, removed it and its fstab line (the fstab equals the original again)"
