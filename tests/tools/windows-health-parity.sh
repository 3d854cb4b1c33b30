#!/usr/bin/env bash
# The Windows build must read a saved smartctl capture exactly as the Linux
# build does: runs `ssdtool health --smartctl-json FILE --json` with both
# binaries (ssdtool.exe under Wine) on every capture in SMART_DIR and diffs
# the JSON documents and the exit statuses. Windows writes text with CRLF
# line ends: they are folded to LF before the comparison, nothing else is.
# Both read the capture's names as saved (--keep-capture-names): re-resolving
# them asks the installed smartctl, which each system has its own of (or none).
#   tests/tools/windows-health-parity.sh LINUX_SSDTOOL WINDOWS_SSDTOOL_EXE SMART_DIR
# Exits 77 (ctest: not run) when a binary, Wine or the captures are missing.
set -uo pipefail
linux_tool="$1"
windows_tool="$2"
smart_dir="${3:-${SSD_FIXTURES_DIR:-}/smart}"
here="$(cd "$(dirname "$0")" && pwd)"

for need in "$linux_tool" "$windows_tool"; do
  if [[ ! -x "$need" ]]; then
    echo "parity: $need is not built; this test did not run" >&2
    exit 77
  fi
done
if [[ ! -d "$smart_dir" ]]; then
  echo "parity: no captures at $smart_dir (set SSD_FIXTURES_DIR); this test did not run" >&2
  exit 77
fi
command -v wine >/dev/null 2>&1 || { echo "parity: wine is not installed; this test did not run" >&2; exit 77; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
checked=0
failed=0
for capture in "$smart_dir"/*.json; do
  name="$(basename "$capture")"
  "$linux_tool" health --smartctl-json "$capture" --keep-capture-names --json >"$work/linux.json" 2>"$work/linux.err"
  linux_status=$?
  "$here/wine-run.sh" "$windows_tool" health --smartctl-json "$capture" --keep-capture-names --json >"$work/windows.raw" 2>"$work/windows.err"
  windows_status=$?
  tr -d '\r' <"$work/windows.raw" >"$work/windows.json"
  checked=$((checked + 1))
  if [[ $linux_status -ne $windows_status ]]; then
    echo "DIFF $name: exit status $linux_status (Linux) vs $windows_status (Windows)"
    failed=$((failed + 1))
  elif ! diff -u "$work/linux.json" "$work/windows.json" >"$work/diff"; then
    echo "DIFF $name: the JSON documents differ:"
    head -40 "$work/diff"
    failed=$((failed + 1))
  else
    echo "same $name (exit status $linux_status, $(wc -c <"$work/linux.json") bytes)"
  fi
done
echo "parity: $checked captures, $failed differences"
[[ $checked -gt 0 && $failed -eq 0 ]]
