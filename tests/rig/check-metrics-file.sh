#!/usr/bin/env bash
# The textfile the guest's `sample --metrics-textfile` wrote (guest/99-metrics.sh sends it
# between RIG-FILE markers on the console), checked by promtool on the host: the exposition
# of real (emulated) drives parses and lints clean.
#   check-metrics-file.sh RESULTS_FILE   (the console log is RESULTS_FILE.console.log)
# Exit 77 without promtool.
set -euo pipefail
console="${1:?usage: check-metrics-file.sh RESULTS_FILE}.console.log"
command -v promtool >/dev/null || { echo "SKIP: promtool is not installed (scripts/setup.sh)"; exit 77; }
[[ -f "$console" ]] || { echo "FAIL: no console log $console (did rig.boot run?)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
awk '$0 == "RIG-FILE-BEGIN rig-metrics.prom" { inside = 1; next }
     inside && $0 == "RIG-FILE-END rig-metrics.prom" { found = 1; exit }
     inside { print }
     END { exit found ? 0 : 1 }' "$console" >"$work/metrics.b64" ||
  { echo "FAIL: no complete rig-metrics.prom block in $console"; exit 1; }
base64 -d <"$work/metrics.b64" >"$work/ssdtool.prom" || { echo "FAIL: rig-metrics.prom does not decode"; exit 1; }
grep -q '^ssdtool_drive_info{' "$work/ssdtool.prom" || { echo "FAIL: no drive in the guest's textfile"; exit 1; }
if ! promtool check metrics <"$work/ssdtool.prom" >"$work/lint.txt" 2>&1 || [[ -s "$work/lint.txt" ]]; then
  echo "FAIL: promtool check metrics:"; cat "$work/lint.txt"; exit 1
fi
echo "PASS: promtool check metrics: the guest's ssdtool.prom ($(grep -vc '^#' "$work/ssdtool.prom") series) is clean"
