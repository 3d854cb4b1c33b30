#!/bin/sh
# 25-readers.sh — compares the two SMART readers on the emulated SATA drive:
# smartctl (the default) and libatasmart (the fallback when smartctl is missing).
#
# What is seen here: smartctl reads SMART through libata's SAT layer, while
# libatasmart, which picks its access method from udev (absent in this busybox
# guest; property ID_ATA_SMART_ACCESS), cannot read SMART from QEMU's ATA
# emulation — libblockdev's smart plugin documents that QEMU ATA devices need
# that override. So this group asserts the honest outcome: smartctl has the
# data; libatasmart says SMART is unavailable, with a reason, claims no
# verdict numbers and no write amplification, and the identity still matches.
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
for key in .serial .model .capacity_bytes; do
    a=$(json_get "$smartctl_flat" "$key")
    b=$(json_get "$atasmart_flat" "$key")
    [ -n "$a" ] && [ "$a" = "$b" ] || problems="$problems $key smartctl=${a:-absent} libatasmart=${b:-absent};"
done
[ "$(json_get "$smartctl_flat" .smart_available)" = true ] || problems="$problems smartctl read no SMART;"
[ "$(json_get "$smartctl_flat" .smart_reader)" = '"smartctl"' ] || problems="$problems smartctl reader not named;"
atasmart_available=$(json_get "$atasmart_flat" .smart_available)
if [ "$atasmart_available" = true ]; then
    # Should libatasmart ever read it, both must agree on the counters.
    for key in .power_on_hours .power_cycles .attributes[0].id .attributes[0].raw .health.verdict; do
        a=$(json_get "$smartctl_flat" "$key")
        b=$(json_get "$atasmart_flat" "$key")
        [ "$a" = "$b" ] || problems="$problems $key smartctl=$a libatasmart=$b;"
    done
else
    [ -n "$(json_get "$atasmart_flat" .smart_unavailable_reason | tr -d '"null')" ] ||
        problems="$problems libatasmart unavailable without a reason;"
    [ "$(json_get "$atasmart_flat" .health.verdict)" = '"unknown"' ] || problems="$problems libatasmart claimed a verdict;"
fi
[ "$(json_get "$atasmart_flat" .smart_reader)" = '"libatasmart"' ] || problems="$problems smart_reader is not libatasmart;"
[ "$(json_get "$atasmart_flat" .writes.write_amplification)" = null ] || problems="$problems libatasmart claimed a WA;"
if [ -z "$problems" ]; then
    rig_result readers-sata PASS "identity agrees; smartctl smart_available=true; libatasmart smart_available=$atasmart_available ($(json_get "$atasmart_flat" .smart_unavailable_reason))"
else
    rig_result readers-sata FAIL "$problems"
fi
