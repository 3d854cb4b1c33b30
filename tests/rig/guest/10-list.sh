#!/bin/sh
# 10-list.sh — `ssdtool list --json` sees the three drives with the right protocol,
# rotational flag and capacity. Groups: list-sata, list-ide, list-nvme.
set -eu
. /rig/lib.sh
rig_groups list-sata list-ide list-nvme

GROUPS_DEVS="list-sata:sda:ata list-ide:sdb:ata list-nvme:nvme0n1:nvme"
CAPACITY=268435456   # run-rig.sh makes every disk image 256 MiB

fail_all() {
    for spec in $GROUPS_DEVS; do
        rig_result "${spec%%:*}" FAIL "$1"
    done
    exit 0
}

rc=0
out=$(ssdtool list --json 2>/tmp/list.err) || rc=$?
[ "$rc" -eq 0 ] || fail_all "ssdtool list --json exited $rc: $(head -c 300 /tmp/list.err)"
[ -n "$out" ] || fail_all "ssdtool list --json printed nothing (stderr: $(head -c 300 /tmp/list.err))"
printf '%s\n' "$out" >/tmp/contract-list.json
rig_send_contract list rig /tmp/contract-list.json
flat=$(printf '%s\n' "$out" | json_flat) || fail_all "could not flatten the JSON output"
json_has_prefix "$flat" ".drives[" || fail_all "no .drives[] in the output: $(printf '%s' "$out" | head -c 300)"

for spec in $GROUPS_DEVS; do
    group=${spec%%:*}
    rest=${spec#*:}
    dev=${rest%%:*}
    proto=${rest#*:}
    # Which array element is this drive? Key order in the JSON does not matter.
    idx=$(printf '%s\n' "$flat" | sed -n 's|^\.drives\[\([0-9]*\)\]\.device="/dev/'"$dev"'"$|\1|p' | head -n 1)
    if [ -z "$idx" ]; then
        rig_result "$group" FAIL "/dev/$dev not in ssdtool list; devices: $(printf '%s\n' "$flat" | sed -n 's/^\.drives\[[0-9]*\]\.device=//p' | tr '\n' ' ')"
        continue
    fi
    p=".drives[$idx]"
    got_proto=$(json_get "$flat" "$p.protocol")
    got_rot=$(json_get "$flat" "$p.rotational")
    got_cap=$(json_get "$flat" "$p.capacity_bytes")
    got_transport=$(json_get "$flat" "$p.transport")
    problems=""
    [ "$got_proto" = "\"$proto\"" ] || problems="$problems protocol=${got_proto:-absent} expected \"$proto\";"
    [ "$got_rot" = false ] || problems="$problems rotational=${got_rot:-absent} expected false;"
    [ "$got_cap" = "$CAPACITY" ] || problems="$problems capacity_bytes=${got_cap:-absent} expected $CAPACITY;"
    if [ -z "$problems" ]; then
        rig_result "$group" PASS "/dev/$dev protocol=$got_proto transport=${got_transport:-absent} rotational=$got_rot capacity_bytes=$got_cap"
    else
        rig_result "$group" FAIL "/dev/$dev:$problems"
    fi
done
