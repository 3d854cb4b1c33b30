#!/usr/bin/env bash
# The textfile the guest's `sample --metrics-textfile` wrote (guest/99-metrics.sh sends it
# between RIG-FILE markers on the console), checked by promtool on the host: the exposition
# of real (emulated) drives parses and lints clean.
#   check-metrics-file.sh RESULTS_FILE   (the console log is RESULTS_FILE.console.log)
# Exit 77 without promtool.
set -euo pipefail
console="${1:?usage: check-metrics-file.sh RESULTS_FILE}.console.log"
command -v promtool >/dev/null || { echo "SKIP: promtool is not installed (scripts/setup.sh)"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$(dirname "$0")/rig-file.sh" "$console" rig-metrics.prom "$work/ssdtool.prom" || { echo "FAIL: see above"; exit 1; }
grep -q '^ssdtool_drive_info{' "$work/ssdtool.prom" || { echo "FAIL: no drive in the guest's textfile"; exit 1; }
if ! promtool check metrics <"$work/ssdtool.prom" >"$work/lint.txt" 2>&1 || [[ -s "$work/lint.txt" ]]; then
  echo "FAIL: promtool check metrics:"; cat "$work/lint.txt"; exit 1
fi
echo "PASS: promtool check metrics: the guest's ssdtool.prom ($(grep -vc '^#' "$work/ssdtool.prom") series) is clean"
