#!/usr/bin/env bash
# `promtool check metrics` on `ssdtool metrics --max-age 0` for every shared capture, each
# imported alone into its own temporary history database: the exposition parses and promtool's
# linter (names, units, _total on counters, HELP on every metric) has nothing to say.
#   promtool-check-metrics.sh SSDTOOL FIXTURES_DIR
# Exit 77 without promtool or without the shared captures.
set -euo pipefail
ssdtool=${1:?usage: promtool-check-metrics.sh SSDTOOL FIXTURES_DIR}
fixtures=${2:?usage: promtool-check-metrics.sh SSDTOOL FIXTURES_DIR}
command -v promtool >/dev/null || { echo "SKIP: promtool is not installed (scripts/setup.sh)"; exit 77; }
shopt -s nullglob
captures=("$fixtures"/*.json)
((${#captures[@]} > 0)) || { echo "SKIP: no shared captures in $fixtures"; exit 77; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
checked=0 refused=0 failed=0
for capture in "${captures[@]}"; do
  name=$(basename "$capture")
  database="$work/$name.sqlite"
  # A capture the history cannot date is refused by the import with its reason; it has
  # nothing to export, so it is listed, not linted.
  if ! "$ssdtool" history import --database "$database" "$capture" >"$work/import.txt" 2>&1; then
    if grep -q "not imported" "$work/import.txt"; then
      echo "refused by the import, nothing to export: $(head -n1 "$work/import.txt")"
      refused=$((refused + 1))
      continue
    fi
    echo "FAIL $name: history import:"; cat "$work/import.txt"; failed=$((failed + 1)); continue
  fi
  if ! "$ssdtool" metrics --database "$database" --max-age 0 >"$work/metrics.prom" 2>"$work/metrics.err"; then
    echo "FAIL $name: ssdtool metrics:"; cat "$work/metrics.err"; failed=$((failed + 1)); continue
  fi
  # The drive is in it (not an empty but lint-clean file).
  if ! grep -q '^ssdtool_drive_info{' "$work/metrics.prom"; then
    echo "FAIL $name: no ssdtool_drive_info in the output"; failed=$((failed + 1)); continue
  fi
  # promtool exits non-zero on a parse error or a lint problem and prints the problems.
  if ! promtool check metrics <"$work/metrics.prom" >"$work/lint.txt" 2>&1 || [[ -s "$work/lint.txt" ]]; then
    echo "FAIL $name: promtool check metrics:"; cat "$work/lint.txt"; failed=$((failed + 1)); continue
  fi
  checked=$((checked + 1))
done
echo "promtool check metrics: $checked captures clean, $refused refused by the import, $failed failed"
((failed == 0 && checked > 0))
