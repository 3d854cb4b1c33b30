#!/bin/bash
# bench-conditions.sh SSDTOOL — the conditions a benchmark records, on a real stack:
# a loop device over a sparse file, LUKS2 (dm-crypt) on it opened with a key file,
# ext4 on the mapping, mounted.
#   1. a run in a directory on that filesystem: the result's "conditions" name the
#      filesystem (ext4, no compression), the crypt layer (kind "crypt", its dm name),
#      and warn "encrypted-layer" and "no-drive" (a loop device has no SMART and no
#      link); "write_amplification" is unavailable with a reason and the run succeeds;
#      the text output says the same.
#   2. a read-only run on the mapping itself (/dev/mapper/NAME: readable, never
#      written): "encrypted-layer" again, and no filesystem ("a raw device").
# Each check prints PASS or FAIL (checked in Python on the saved outputs); the script
# fails if any check failed.
# Needs root, cryptsetup and a kernel with device-mapper and dm-crypt: exit 77 ("not
# run", with the reason) without them.
set -euo pipefail

ssdtool=$1

skip() { echo "SKIP: $*"; exit 77; }
[[ $(id -u) == 0 ]] || skip "needs root (losetup, cryptsetup, mount)"
command -v cryptsetup >/dev/null || skip "cryptsetup is not installed (Debian: cryptsetup-bin; scripts/setup.sh)"
# /dev/mapper/control exists on kernels without device-mapper too; only dmsetup
# talking to the driver shows it is there.
if ! dm_version=$(dmsetup version 2>&1) || ! grep -q "^Driver version" <<<"$dm_version"; then
    skip "this kernel has no device-mapper driver (dmsetup version: $(tr '\n' ' ' <<<"$dm_version"))"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/bench-conditions.XXXXXX")
name="ssd-bench-crypt-$$"
loop=""
cleanup() {
    set +e
    mountpoint -q "$work/mnt" 2>/dev/null && umount "$work/mnt"
    [[ -e /dev/mapper/$name ]] && cryptsetup close "$name"
    [[ -n $loop ]] && losetup -d "$loop"
    rm -rf "$work"
}
trap cleanup EXIT
trap 'echo "FAIL: unexpected error at line $LINENO: $BASH_COMMAND"' ERR

# run NAME ARGS...: ssdtool's stdout to $work/NAME.out, its exit status to $work/NAME.rc.
run() {
    local name=$1 rc=0
    shift
    "$ssdtool" "$@" >"$work/$name.out" 2>"$work/$name.err" || rc=$?
    echo "$rc" >"$work/$name.rc"
}

truncate -s 96M "$work/backing.img"
loop=$(losetup --find --show "$work/backing.img")
head -c 64 /dev/urandom >"$work/key"
# PBKDF2 with few iterations: the default Argon2 would take seconds and much memory,
# and the key's strength is not what is tested.
if ! luks_out=$(cryptsetup luksFormat --batch-mode --type luks2 --pbkdf pbkdf2 --pbkdf-force-iterations 1000 \
    --key-file "$work/key" "$loop" 2>&1); then
    skip "cryptsetup luksFormat failed here: $luks_out"
fi
if ! open_out=$(cryptsetup open --key-file "$work/key" "$loop" "$name" 2>&1); then
    skip "cryptsetup open failed (no dm-crypt in this kernel?): $open_out"
fi
mkfs.ext4 -q "/dev/mapper/$name"
mkdir "$work/mnt"
mount "/dev/mapper/$name" "$work/mnt"
mkdir "$work/mnt/bench"
dm=$(basename "$(readlink -f "/dev/mapper/$name")")
echo "loop device $loop, LUKS2 mapping $name ($dm), ext4 on $work/mnt"

# ---- 1. a directory on ext4 on dm-crypt; 2. the mapping itself, read only ---------------
run dir-json bench "$work/mnt/bench" --rw write --size 16m --bytes 4m --json --no-history
run dir-text bench "$work/mnt/bench" --rw write --size 16m --bytes 4m --no-history
left=$(ls -A "$work/mnt/bench")
umount "$work/mnt"
run raw-json bench "/dev/mapper/$name" --rw read --size 16m --bytes 4m --json --no-history

# Every check prints PASS or FAIL; the exit status is 1 when any failed.
python3 - "$work" "$dm" "$name" "$left" <<'PYTHON'
import json, sys
work, dm, name, left = sys.argv[1:5]
def out(run): return open(f"{work}/{run}.out").read()
def rc(run): return int(open(f"{work}/{run}.rc").read())
def doc(run): return json.loads(out(run))
def ids(run): return [w["id"] for w in doc(run)["conditions"]["warnings"]]
checks = [
    ("directory run succeeds", lambda: rc("dir-json") == 0),
    ("conditions evaluated", lambda: doc("dir-json")["conditions"]["evaluated"] is True),
    ("filesystem ext4 without compression", lambda: doc("dir-json")["conditions"]["filesystem"]["type"] == "ext4"
        and doc("dir-json")["conditions"]["filesystem"]["compression"] is False),
    ("the crypt layer is named", lambda: [(l["name"], l["kind"], l["label"]) for l in doc("dir-json")["conditions"]["layers"]]
        == [(dm, "crypt", name)]),
    ("warning encrypted-layer", lambda: "encrypted-layer" in ids("dir-json")),
    ("warning no-drive (a loop device)", lambda: "no-drive" in ids("dir-json")),
    ("fill level recorded", lambda: 0 < doc("dir-json")["conditions"]["fill"]["used_percent"] < 100),
    ("WA unavailable with a reason", lambda: doc("dir-json")["write_amplification"]["available"] is False
        and bool(doc("dir-json")["write_amplification"]["reason"])),
    ("text output warns", lambda: f"Warning [encrypted-layer]: {dm} (crypt {name})" in out("dir-text")),
    ("nothing left in the directory", lambda: left == ""),
    ("raw read of the mapping succeeds", lambda: rc("raw-json") == 0),
    ("raw: warning encrypted-layer", lambda: "encrypted-layer" in ids("raw-json")),
    ("raw: no filesystem", lambda: "raw device" in doc("raw-json")["conditions"]["filesystem"]["unknown"]),
]
failures = 0
for label, check in checks:
    try:
        ok = check()
    except Exception as error:  # a missing key is a failed check, said as such
        ok, label = False, f"{label} ({type(error).__name__}: {error})"
    print(("PASS: " if ok else "FAIL: ") + label)
    failures += not ok
if failures:
    for run in ("dir-json", "dir-text", "raw-json"):
        print(f"--- {run} (exit {rc(run)}):\n{out(run)}{open(f'{work}/{run}.err').read()}")
sys.exit(1 if failures else 0)
PYTHON
