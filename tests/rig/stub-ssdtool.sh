#!/bin/sh
# stub-ssdtool.sh — a stand-in for ssdtool inside the rig, to test the rig's plumbing
# (initramfs, boot, guest checks, result transport) without the real binary:
#   tests/rig/run-rig.sh tests/rig/stub-ssdtool.sh /tmp/rig-results.txt
# It implements just enough of `list --json` and `health DEV --json` (docs/CONTRACT.md shapes,
# pretty-printed like nlohmann::json dump(2), keys sorted as std::map sorts them) from
# sysfs, smartctl and nvme. busybox sh only. Not a reference for ssdtool's behaviour.
set -eu

die() { echo "stub-ssdtool: $*" >&2; exit 1; }

list_json() {
    first=1
    printf '{\n  "drives": [\n'
    for b in /sys/block/*; do
        name=${b##*/}
        case "$name" in loop*|ram*|zram*) continue ;; esac
        case "$name" in
            nvme*) proto=nvme transport=nvme ;;
            sd*)   proto=ata transport=sata
                   # libata's SCSI translation reports vendor "ATA"; anything else is SCSI/USB.
                   [ "$(sed 's/ *$//' "$b/device/vendor")" = ATA ] || proto=scsi ;;
            vd*)   proto=virtio transport=virtio ;;
            *)     proto=unknown transport=unknown ;;
        esac
        rot=false
        [ "$(cat "$b/queue/rotational")" = 1 ] && rot=true
        cap=$(( $(cat "$b/size") * 512 ))
        model=$(sed 's/ *$//' "$b/device/model" 2>/dev/null || echo "")
        [ "$first" = 1 ] || printf ',\n'
        first=0
        printf '    {\n'
        printf '      "capacity_bytes": %s,\n' "$cap"
        printf '      "device": "/dev/%s",\n' "$name"
        printf '      "model": "%s",\n' "$model"
        printf '      "protocol": "%s",\n' "$proto"
        printf '      "rotational": %s,\n' "$rot"
        printf '      "transport": "%s"\n' "$transport"
        printf '    }'
    done
    printf '\n  ]\n}\n'
}

health_json() {
    dev=$1
    case "$dev" in
        /dev/nvme*)
            if nvme smart-log "$dev" >/dev/null 2>&1; then avail=true; else avail=false; fi
            printf '{\n  "attributes": [],\n  "device": "%s",\n  "protocol": "nvme",\n  "smart_available": %s\n}\n' "$dev" "$avail"
            ;;
        *)
            rc=0
            attrs=$(smartctl -A "$dev" 2>/dev/null) || rc=$?
            avail=false
            [ $((rc & 2)) -eq 0 ] && avail=true
            printf '{\n  "attributes": [\n'
            # smartctl -A rows: ID# NAME FLAG VALUE WORST THRESH TYPE UPDATED WHEN_FAILED RAW
            printf '%s\n' "$attrs" | awk '
                $1 ~ /^[0-9]+$/ && NF >= 10 {
                    if (n++) printf ",\n"
                    printf "    {\n      \"id\": %d,\n      \"name\": \"%s\",\n      \"raw\": %s,\n      \"value\": %d\n    }", $1, $2, $10, $4
                }
                END { if (n) printf "\n" }'
            printf '  ],\n  "device": "%s",\n  "protocol": "ata",\n  "smart_available": %s\n}\n' "$dev" "$avail"
            ;;
    esac
}

cmd=${1:-}
case "$cmd" in
    list)   list_json ;;
    health) [ $# -ge 2 ] || die "health needs a device"; health_json "$2" ;;
    *)      die "unsupported command: $cmd" ;;
esac
