#!/usr/bin/env bash
# Builds the fuzz binary ssd_fuzz (tests/fuzz, CMake preset `fuzz`: the asan preset at -O1 without coverage of the
# system headers (tests/fuzz/coverage-ignorelist.txt), clang with ASan, UBSan and
# libFuzzer) and runs each for SECONDS (default 60), JOBS at a time (default 1), with its
# dictionary and seeds (tests/fuzz/targets.txt). Corpora grow in build-fuzz/fuzz-long/ from
# run to run; crashes are kept in build-fuzz/fuzz-long/artifacts/TARGET/. Prints each
# target's executions and the total; fails if any target crashed, leaked or hung.
#   scripts/fuzz.sh [SECONDS] [TARGET...]      e.g. JOBS=2 scripts/fuzz.sh 600
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || ((seconds == 0)); then
  echo "usage: $0 [SECONDS] [TARGET...]   (SECONDS: a whole number above 0)" >&2
  exit 2
fi
targets=("$@")
if ((${#targets[@]} == 0)); then
  mapfile -t targets < <(awk '/^[a-z]/ {print $1}' tests/fuzz/targets.txt)
fi
jobs=${JOBS:-1}

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target ssd_fuzz

work=build-fuzz/fuzz-long
mkdir -p "$work"
rm -f "$work/executions.tsv"
started=$(date +%s)
status=0
printf '%s\n' "${targets[@]}" |
  xargs -P "$jobs" -I{} tests/fuzz/run-fuzzer.sh build-fuzz/tests/fuzz/ssd_fuzz {} "$seconds" "$work" ||
  status=$?
total=$(awk -F'\t' '{sum += $2} END {printf "%d", sum}' "$work/executions.tsv")
echo "fuzz: ${#targets[@]} targets, $total executions in $(($(date +%s) - started)) s (JOBS=$jobs)"
exit "$status"
