#!/bin/sh
# 20-health.sh — `ssdtool health DEV --json` reads SMART through the real kernel drivers:
# ATA SMART via libata's SAT layer on the AHCI disk, the SMART/Health log on NVMe (and the
# media-write logs nvme-cli is asked for, which QEMU's controller does not have).
# Groups: health-sata, health-nvme.
set -eu
. /rig/lib.sh
rig_groups health-sata health-nvme

# health GROUP DEV NEED_ATTRIBUTES
health() {
    group=$1 dev=$2 need_attrs=$3
    rc=0
    out=$(ssdtool health "$dev" --json 2>/tmp/health.err) || rc=$?
    if [ "$rc" -ne 0 ]; then
        rig_result "$group" FAIL "ssdtool health $dev --json exited $rc: $(head -c 300 /tmp/health.err) $(printf '%s' "$out" | head -c 200)"
        return
    fi
    printf '%s\n' "$out" >/tmp/contract-health.json
    rig_send_contract health "${dev##*/}" /tmp/contract-health.json
    if ! flat=$(printf '%s\n' "$out" | json_flat); then
        rig_result "$group" FAIL "could not flatten the JSON output of ssdtool health $dev"
        return
    fi
    avail=$(json_get "$flat" ".smart_available")
    reason=$(json_get "$flat" ".smart_unavailable_reason")
    verdict=$(json_get "$flat" ".health.verdict")
    n_attrs=$(printf '%s\n' "$flat" | sed -n 's/^\.attributes\[\([0-9]*\)\]\.id=.*/\1/p' | sort -u | wc -l)
    problems=""
    [ "$avail" = true ] || problems="$problems smart_available=${avail:-absent} (reason ${reason:-absent}) expected true;"
    if [ "$need_attrs" = yes ] && [ "$n_attrs" -lt 1 ]; then
        problems="$problems no .attributes[].id entries;"
    fi
    if [ "$group" = health-nvme ]; then
        # QEMU's NVMe controller has none of the media-write logs (issue 35): WA stays null and
        # the reason names the standard logs that were tried with nvme-cli.
        wa=$(json_get "$flat" ".writes.write_amplification")
        why=$(json_get "$flat" ".writes.unavailable_reason")
        [ "$wa" = null ] || problems="$problems QEMU NVMe write_amplification=$wa expected null;"
        case "$why" in
        *"(09h): not read"*"(C0h)"*) ;;
        *) problems="$problems unavailable_reason does not name the 09h and C0h logs tried: $why;" ;;
        esac
    fi
    if [ -z "$problems" ]; then
        rig_result "$group" PASS "$dev smart_available=true verdict=${verdict:-absent} attributes=$n_attrs"
    else
        rig_result "$group" FAIL "$dev:$problems"
    fi
}

health health-sata /dev/sda yes
health health-nvme /dev/nvme0n1 no
