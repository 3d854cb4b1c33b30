#!/usr/bin/env bash
# Runs one GoogleTest suite as one ctest test (SSD_CTEST_PER_SUITE, cmake/GoogleTestTests.cmake):
#   gtest-suite.sh BINARY FILTER BUILD_DIR
# FILTER names the suite's cases exactly. The binary's exit status is the result; when every
# case skipped (GTEST_SKIP) it exits 77, which ctest reports as "Not Run". Cases that skipped
# in a suite whose other cases passed are appended, with their reasons, to
# BUILD_DIR/Testing/skipped-in-passing-suites.txt (scripts/test.sh prints that file), so
# grouping never hides a skip.
set -uo pipefail
if (($# != 3)); then
  echo "usage: $0 BINARY FILTER BUILD_DIR" >&2
  exit 2
fi
binary=$1 filter=$2 build_dir=$3
output=$(mktemp)
trap 'rm -f "$output"' EXIT

"$binary" --gtest_filter="$filter" 2>&1 | tee "$output"
status=${PIPESTATUS[0]}
((status != 0)) && exit "$status"

# A case's own result line ends in its duration: "[  SKIPPED ] Suite.Case (0 ms)".
passed=$(grep -cE '^\[       OK \] .* \([0-9]+ ms\)$' "$output")
skipped=$(grep -cE '^\[  SKIPPED \] .* \([0-9]+ ms\)$' "$output")
((skipped == 0)) && exit 0
((passed == 0)) && exit 77
# Each skipped case with the first line of its reason (the line after "file:line: Skipped").
mkdir -p "$build_dir/Testing"
awk '
  /^\[ RUN      \] / { name = $4; reason = ""; after_skip = 0; next }
  / Skipped$/        { after_skip = 1; next }
  after_skip && reason == "" && !/^\[/ { reason = $0 }
  /^\[  SKIPPED \] .* \([0-9]+ ms\)$/ { print name ": " reason }
' "$output" >>"$build_dir/Testing/skipped-in-passing-suites.txt"
exit 0
