#!/bin/sh
# 21-text-json-pairs.sh — issue 39: the text people paste reads as the JSON of the same drive.
# smartctl prints each emulated drive twice, as text (`-x`) and as JSON (`--json -x`), one
# right after the other; `ssdtool health --smartctl-json` of each must give the same facts
# (identity, capacity, sector size, temperature, power-on hours and cycles, verdict, the
# attributes and their raw values as smartctl prints them, the host bytes). Not the raw number
# of an attribute whose raw value packs several fields: JSON carries the 48-bit number
# (190 Airflow_Temperature_Cel: 522125343), text only what smartctl prints ("31 (Min/Max
# 31/31)"); the analysis reads such values from the printed form alone (plain_counter).
# Groups: text-json-sata, text-json-nvme.
set -eu
. /rig/lib.sh
rig_groups text-json-sata text-json-nvme

# The facts compared, as json_flat prints them.
facts() {
    grep -E '^\.(model|serial|firmware|protocol|capacity_bytes|logical_sector_bytes|temperature_c|power_on_hours|power_cycles|health\.verdict|writes\.host_bytes|attributes\[[0-9]+\]\.(id|name|raw_string))=' || true
}

pair() {
    group=$1 dev=$2
    rc=0
    smartctl -x "$dev" >/tmp/pair.txt 2>/dev/null || rc=$?
    smartctl --json -x "$dev" >/tmp/pair.json 2>/dev/null || rc=$?
    for kind in txt json; do
        status=0
        ssdtool health --smartctl-json "/tmp/pair.$kind" --keep-capture-names --json >"/tmp/pair-$kind.out" \
            2>"/tmp/pair-$kind.err" || status=$?
        if [ "$status" -ne 0 ]; then
            rig_result "$group" FAIL "health of the $kind report of $dev exited $status: $(head -c 300 "/tmp/pair-$kind.err")"
            return
        fi
        json_flat <"/tmp/pair-$kind.out" | facts >"/tmp/pair-$kind.facts"
    done
    count=$(wc -l </tmp/pair-json.facts)
    if [ "$count" -lt 5 ]; then
        rig_result "$group" FAIL "$dev: only $count facts from the JSON report"
    elif differences=$(diff /tmp/pair-json.facts /tmp/pair-txt.facts); then
        rig_result "$group" PASS "$dev: the text and the JSON report give the same $count facts (smartctl exit $rc)"
    else
        rig_result "$group" FAIL "$dev: text and JSON differ: $(printf '%s' "$differences" | head -c 400)"
    fi
}

pair text-json-sata /dev/sda
pair text-json-nvme /dev/nvme0n1
