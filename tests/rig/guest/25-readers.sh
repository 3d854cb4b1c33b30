#!/bin/sh
# 25-readers.sh — the two SMART readers agree on the emulated SATA drive:
# smartctl (the default) and libatasmart (the fallback when smartctl is missing).
# Group: readers-sata.
set -eu
. /rig/lib.sh
rig_groups readers-sata

read_with() { # READER → flattened JSON of ssdtool health /dev/sda
    ssdtool health /dev/sda --reader "$1" --json 2>/tmp/readers.err | json_flat
}

if ! smartctl_flat=$(read_with smartctl) || ! atasmart_flat=$(read_with libatasmart); then
    rig_result readers-sata FAIL "ssdtool health --reader failed: $(head -c 300 /tmp/readers.err)"
    exit 0
fi
problems=""
for key in .serial .model .power_on_hours .power_cycles .attributes[0].id .attributes[0].raw .health.verdict; do
    a=$(json_get "$smartctl_flat" "$key")
    b=$(json_get "$atasmart_flat" "$key")
    [ -n "$a" ] && [ "$a" = "$b" ] || problems="$problems $key smartctl=${a:-absent} libatasmart=${b:-absent};"
done
[ "$(json_get "$atasmart_flat" .smart_reader)" = "\"libatasmart\"" ] || problems="$problems smart_reader is not libatasmart;"
[ "$(json_get "$atasmart_flat" .writes.write_amplification)" = null ] || problems="$problems libatasmart claimed a WA;"
if [ -z "$problems" ]; then
    rig_result readers-sata PASS "smartctl and libatasmart agree on serial, model, power-on hours, cycles, first attribute, verdict"
else
    rig_result readers-sata FAIL "$problems libatasmart said: $(printf "%s\n" "$atasmart_flat" | grep -E "^\.(smart_available|smart_unavailable_reason|health)" | tr "\n" " " | head -c 600)"
fi
