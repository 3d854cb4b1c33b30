#!/bin/bash
# capture-sysfs.sh OUT_DIR [--log CONSOLE_LOG | --run BUILD_DIR_OR_SSDTOOL]
#
# Unpacks the real captures a rig run sends over the serial console (guest script
# 90-capture.sh):
#   OUT_DIR/                         the guest's sysfs snapshot (sysfs-snapshot.sh),
#                                    meant for tests/fixtures/sysfs/rig-guest/
#   OUT_DIR/../../smartctl/rig-*.json raw `smartctl --json -x` of each emulated drive
#                                    (rig-sata.json, rig-ide.json, rig-nvme.json)
# Source of the console log:
#   --log FILE   a RESULTS_FILE.console.log of an earlier run
#   --run X      boot the rig now with ssdtool X (a binary or a build directory)
#   (neither)    the last run's log ($SSD_RIG_CACHE/last-console.log) if there is one,
#                else boot the rig with build/app/cli/ssdtool of this source tree
# Example (from the source root):
#   tests/rig/capture-sysfs.sh tests/fixtures/sysfs/rig-guest --run build
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
log() { printf 'capture-sysfs: %s\n' "$*" >&2; }
die() { printf 'capture-sysfs: ERROR: %s\n' "$*" >&2; exit 1; }

[ $# -ge 1 ] || die "usage: $0 OUT_DIR [--log CONSOLE_LOG | --run BUILD_DIR_OR_SSDTOOL]"
out_dir=$1
shift
mode=auto
source_arg=""
if [ $# -gt 0 ]; then
    [ $# -eq 2 ] || die "usage: $0 OUT_DIR [--log CONSOLE_LOG | --run BUILD_DIR_OR_SSDTOOL]"
    case "$1" in
        --log) mode=log ;;
        --run) mode=run ;;
        *) die "unknown option $1" ;;
    esac
    source_arg=$2
fi

cache=${SSD_RIG_CACHE:-$HOME/.cache/ssd-toolbox-rig}
work=$(mktemp -d "${TMPDIR:-/tmp}/rig-capture.XXXXXX")
trap 'rm -rf "$work"' EXIT

if [ "$mode" = auto ]; then
    if [ -f "$cache/last-console.log" ]; then
        mode=log
        source_arg=$cache/last-console.log
    else
        mode=run
        source_arg=$here/../../build
    fi
fi
if [ "$mode" = run ]; then
    log "booting the rig with $source_arg"
    "$here/run-rig.sh" "$source_arg" "$work/results.txt" || die "the rig run failed"
    console=$work/results.txt.console.log
else
    console=$source_arg
fi
[ -f "$console" ] || die "console log not found: $console"
log "reading $console"

# payload BEGIN END: the base64 lines strictly between the two marker lines; fails if
# the END marker is missing (the transfer was cut off).
payload() {
    awk -v b="$1" -v e="$2" '
        $0 == b { inside = 1; found_b = 1; next }
        inside && $0 == e { inside = 0; found_e = 1; exit }
        inside { print }
        END { if (!found_b || !found_e) exit 1 }' "$console"
}

payload RIG-SYSFS-BEGIN RIG-SYSFS-END > "$work/sysfs.b64" \
    || die "no complete RIG-SYSFS-BEGIN/END block in $console"
mkdir -p "$work/sysfs"
base64 -d < "$work/sysfs.b64" | tar -xzf - -C "$work/sysfs" \
    || die "the sysfs snapshot in $console does not decode (corrupted console output?)"
[ -d "$work/sysfs/block" ] || die "the decoded snapshot has no block/ directory"

smart_names=(rig-sata.json rig-ide.json rig-nvme.json)
for name in "${smart_names[@]}"; do
    payload "RIG-FILE-BEGIN $name" "RIG-FILE-END $name" > "$work/$name.b64" \
        || die "no complete RIG-FILE-BEGIN/END block for $name in $console"
    base64 -d < "$work/$name.b64" > "$work/$name" || die "$name does not decode"
    grep -q '"json_format_version"' "$work/$name" || die "$name is not smartctl JSON output"
done

# Replace OUT_DIR wholesale (a stale file from an older capture would lie), but only if
# it is empty or looks like an earlier snapshot: never wipe an unrelated directory.
if [ -e "$out_dir" ]; then
    if [ -n "$(ls -A "$out_dir")" ] && [ ! -d "$out_dir/block" ]; then
        die "$out_dir exists and does not look like a sysfs snapshot (no block/); not replacing it"
    fi
    rm -rf "$out_dir"
fi
mkdir -p "$(dirname "$out_dir")"
mv "$work/sysfs" "$out_dir"
log "sysfs snapshot -> $out_dir ($(find "$out_dir" | wc -l) entries)"

smart_dir=$(cd "$out_dir/../.." && pwd)/smartctl
mkdir -p "$smart_dir"
for name in "${smart_names[@]}"; do
    cp "$work/$name" "$smart_dir/$name"
    log "smartctl output -> $smart_dir/$name"
done
