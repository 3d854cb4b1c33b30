#!/bin/sh
# 91-support-capture.sh — `ssdtool capture` of the rig's real drives (issue 35), read back:
# `health --smartctl-json CAPTURE DEV` must give the facts `health DEV` gives live (verdict,
# writes, wear, identity), `history import` must take every drive of it, and `--redact` must
# leave none of the drives' serial numbers anywhere in the file (JSON fields and the text lines
# smartctl printed); `check --capture CAPTURE` must report the setup findings and the controller
# facts `check` finds live. Groups: capture-roundtrip, capture-redact, capture-setup.
set -eu
. /rig/lib.sh
rig_groups capture-roundtrip capture-redact capture-setup

cap=/tmp/rig-capture.json
red=/tmp/rig-capture-redacted.json
rm -f "$cap" "$red" /tmp/rig-capture-history.sqlite

# The facts compared, flattened: identity, verdict, writes and wear.
facts() {
    printf '%s\n' "$1" | json_flat | grep -E '^\.(model|serial|firmware|health\.verdict|writes\.[a-z_]*|wear\.[a-z_]*)=' | sort
}

problems=""
if ! ssdtool capture -o "$cap" >/tmp/capture.out 2>/tmp/capture.err; then
    rig_result capture-roundtrip FAIL "ssdtool capture failed: $(head -c 300 /tmp/capture.err)"
else
    for dev in /dev/sda /dev/nvme0n1; do
        live=$(ssdtool health "$dev" --json 2>/tmp/live.err) || { problems="$problems health $dev failed: $(head -c 200 /tmp/live.err);"; continue; }
        saved=$(ssdtool health --smartctl-json "$cap" "$dev" --keep-capture-names --json 2>/tmp/saved.err) ||
            { problems="$problems health of the capture's $dev failed: $(head -c 200 /tmp/saved.err);"; continue; }
        if [ "$(facts "$live")" != "$(facts "$saved")" ]; then
            problems="$problems $dev: live [$(facts "$live" | tr '\n' ' ')] capture [$(facts "$saved" | tr '\n' ' ')];"
        fi
    done
    imported=$(ssdtool history import "$cap" --database /tmp/rig-capture-history.sqlite --json 2>/tmp/import.err) ||
        problems="$problems history import failed: $(head -c 200 /tmp/import.err);"
    added=$(printf '%s\n' "$imported" | json_flat | sed -n 's/^\.added=//p')
    [ "${added:-0}" -ge 2 ] || problems="$problems history import added ${added:-none} samples, expected one per readable drive;"
    if [ -z "$problems" ]; then
        rig_result capture-roundtrip PASS "sda and nvme0n1 read back with the live facts; history import added $added"
    else
        rig_result capture-roundtrip FAIL "$problems"
    fi
fi

# Setup as recorded: every finding id per drive and of the system, and each drive's controller.
setup_facts() {
    printf '%s\n' "$1" | json_flat |
        grep -E '^\.drives\[[0-9]+\]\.(device|findings\[[0-9]+\]\.id|setup\.controller\.[a-z_]*)=|^\.system\.findings\[[0-9]+\]\.id=' | sort
}
if [ ! -s "$cap" ]; then
    rig_result capture-setup FAIL "no capture to read"
elif ! live=$(ssdtool check --json 2>/tmp/check.err); then
    rig_result capture-setup FAIL "ssdtool check failed: $(head -c 300 /tmp/check.err)"
elif ! saved=$(ssdtool check --capture "$cap" --json 2>/tmp/check-capture.err); then
    rig_result capture-setup FAIL "ssdtool check --capture failed: $(head -c 300 /tmp/check-capture.err)"
elif [ "$(setup_facts "$live")" != "$(setup_facts "$saved")" ]; then
    rig_result capture-setup FAIL "live [$(setup_facts "$live" | tr '\n' ' ')] capture [$(setup_facts "$saved" | tr '\n' ' ')]"
elif ! setup_facts "$saved" | grep -q 'setup.controller.driver="ahci"'; then
    rig_result capture-setup FAIL "the capture's check shows no AHCI controller: [$(setup_facts "$saved" | tr '\n' ' ')]"
else
    rig_result capture-setup PASS "check --capture reports the live check's $(setup_facts "$saved" | grep -c 'findings') findings and controllers"
fi

if ! ssdtool capture --redact -o "$red" >/tmp/redact.out 2>/tmp/redact.err; then
    rig_result capture-redact FAIL "ssdtool capture --redact failed: $(head -c 300 /tmp/redact.err)"
    exit 0
fi
left=""
for serial in RIGSATA0001 RIGIDE0001 RIGNVME0001; do
    grep -q "$serial" "$cap" || left="$left $serial is not even in the plain capture;"
    if grep -q "$serial" "$red"; then left="$left $serial left in the redacted capture;"; fi
done
grep -q '\[serial 1\]' "$red" || left="$left no [serial N] token;"
if [ -z "$left" ]; then
    rig_result capture-redact PASS "no serial of the three drives in the redacted capture ($(wc -c <"$red") bytes)"
else
    rig_result capture-redact FAIL "$left"
fi
