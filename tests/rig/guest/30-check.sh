#!/bin/sh
# 30-check.sh — setup checks through the real kernel: controller mode (AHCI vs
# legacy IDE), partition alignment (sector 63 vs 1 MiB), TRIM support.
# Groups: check-controller, check-alignment, check-trim.
set -eu
. /rig/lib.sh
rig_groups check-controller check-alignment check-trim

check_flat() { # DEV → flattened JSON of ssdtool check DEV --json
    ssdtool check "$1" --json 2>/tmp/check.err | json_flat
}
has_finding() { # FLAT ID → true when some finding has that id
    printf '%s\n' "$1" | grep -q "^\.drives\[0\]\.findings\[[0-9]*\]\.id=\"$2\"$"
}

if ! sda=$(check_flat /dev/sda) || ! sdb=$(check_flat /dev/sdb) || ! nvme=$(check_flat /dev/nvme0n1); then
    for group in check-controller check-alignment check-trim; do
        rig_result "$group" FAIL "ssdtool check failed: $(head -c 300 /tmp/check.err)"
    done
    exit 0
fi

problems=""
has_finding "$sdb" controller-legacy-ide || problems="$problems IDE disk sdb lacks controller-legacy-ide;"
has_finding "$sda" controller-legacy-ide && problems="$problems AHCI disk sda got controller-legacy-ide;"
[ "$(json_get "$sda" .drives[0].setup.controller.driver)" = '"ahci"' ] || problems="$problems sda driver not ahci;"
[ "$(json_get "$sdb" .drives[0].setup.controller.driver)" = '"ata_piix"' ] || problems="$problems sdb driver not ata_piix;"
[ -z "$problems" ] && rig_result check-controller PASS "sdb (ata_piix) flagged legacy IDE, sda (ahci) not" ||
    rig_result check-controller FAIL "$problems"

problems=""
misaligned=$(printf '%s\n' "$sda" | grep -c '^\.drives\[0\]\.findings\[[0-9]*\]\.id="partition-misaligned"$' || true)
[ "$misaligned" = 1 ] || problems="$problems expected exactly one partition-misaligned on sda, got $misaligned;"
printf '%s\n' "$sda" | grep -q '\.evidence\.partition="/dev/sda1"$' || problems="$problems the finding does not name /dev/sda1;"
printf '%s\n' "$sda" | grep -q '\.evidence\.start_bytes=32256$' || problems="$problems start_bytes 32256 (63 x 512) not in evidence;"
printf '%s\n' "$sda" | grep -q '\.evidence\.partition="/dev/sda2"$' && problems="$problems the 1 MiB-aligned sda2 was flagged;"
has_finding "$sdb" partition-misaligned && problems="$problems sdb1 at 2048 was flagged;"
[ -z "$problems" ] && rig_result check-alignment PASS "sda1 at sector 63 flagged (32256 bytes), sda2 and sdb1 at 1 MiB not" ||
    rig_result check-alignment FAIL "$problems"

problems=""
for pair in "sda:$sda" "nvme0n1:$nvme"; do
    name=${pair%%:*} flat=${pair#*:}
    [ "$(json_get "$flat" .drives[0].setup.discard.supported)" = true ] || problems="$problems $name discard not supported;"
    has_finding "$flat" trim-unsupported && problems="$problems $name got trim-unsupported;"
done
[ -z "$problems" ] && rig_result check-trim PASS "TRIM/discard detected on the SATA and NVMe drives" ||
    rig_result check-trim FAIL "$problems"

# The whole check of every drive (SATA behind AHCI and IDE, NVMe, partitions), for the host
# to validate against resources/schemas/check (check-contract-files.py).
ssdtool check --json >/tmp/contract-check.json 2>/tmp/contract-check.err || true
rig_send_contract check all-drives /tmp/contract-check.json
