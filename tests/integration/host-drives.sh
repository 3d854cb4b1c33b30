#!/usr/bin/env bash
# On the machine running the tests: `ssdtool list` shows the drive holding /,
# and `ssdtool health` on it answers with SMART data or says why there is none
# (a virtio disk in a VM: exit 0, smart_available false, a reason).
set -euo pipefail
ssdtool="$1"
if [[ $(id -u) -ne 0 ]]; then
  echo "SKIP: reading SMART needs root; this test did not run"; exit 77
fi

root_source=$(findmnt -n -o SOURCE /)
root_disk=$(lsblk -n -d -o PKNAME "$root_source" 2>/dev/null || true)
[[ -n "$root_disk" ]] || root_disk=$(basename "$root_source")
device="/dev/$root_disk"
echo "drive holding /: $device"

list_json=$("$ssdtool" list --json)
if ! grep -q "\"device\": \"$device\"" <<<"$list_json"; then
  echo "FAIL: ssdtool list --json does not show $device"; echo "$list_json"; exit 1
fi
echo "PASS: list shows $device"

# Virtual block devices this machine has (loop, ram, zram, dm) are not drives.
for entry in /sys/block/*; do
  name=$(basename "$entry")
  case "$name" in
    loop*|ram*|zram*|dm-*)
      if grep -q "\"device\": \"/dev/$name\"" <<<"$list_json"; then
        echo "FAIL: ssdtool list shows the virtual device /dev/$name"; exit 1
      fi
      echo "PASS: /dev/$name (virtual) is not listed" ;;
  esac
done

set +e
health_json=$("$ssdtool" health "$device" --json)
status=$?
set -e
head -40 <<<"$health_json" # not `echo | head`: under pipefail echo's SIGPIPE would end the script
if [[ $status -ne 0 ]]; then
  echo "FAIL: ssdtool health $device exited $status"; exit 1
fi
if grep -q '"smart_available": false' <<<"$health_json"; then
  grep -q '"smart_unavailable_reason": "[^"]' <<<"$health_json" || { echo "FAIL: no reason given"; exit 1; }
  echo "PASS: $device has no SMART and health says why"
else
  grep -q '"verdict": "' <<<"$health_json" || { echo "FAIL: no verdict"; exit 1; }
  echo "PASS: $device has SMART data and a verdict"
fi
