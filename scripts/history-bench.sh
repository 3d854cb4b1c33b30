#!/usr/bin/env bash
# The drive history's performance figures (issue 15), on a synthetic history
# built here: DRIVES drives x YEARS years of hourly samples (default 16 x 5,
# ~700 k samples, ~30 ATA attributes each, a few changing every hour). Prints
# the database's size, the time of one drive's 1-year series() (median of
# several runs, each from a fresh open) and the time of one sample added to the
# full database (open, add, close). Targets: < 300 MB, < 100 ms, < 50 ms.
#
#   scripts/history-bench.sh [BUILD_DIR]     (default build/, configured by scripts/build.sh)
#   SSD_BENCH_DRIVES=2 SSD_BENCH_YEARS=1 scripts/history-bench.sh   a quick run
#
# The database is written under ${TMPDIR:-/var/tmp} (a disk, not a tmpfs) and removed.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
if [[ ! -f "$build/CMakeCache.txt" ]]; then
  echo "history-bench: $build is not a configured build folder (run scripts/build.sh first)" >&2
  exit 1
fi
if ! cmake --build "$build" --target history_bench; then
  echo "history-bench: history_bench did not build (is SQLite installed? scripts/setup.sh)" >&2
  exit 1
fi
work="$(mktemp -d "${TMPDIR:-/var/tmp}/ssd-history-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$build/tests/history/history_bench" "$work/history.sqlite" "${SSD_BENCH_DRIVES:-16}" "${SSD_BENCH_YEARS:-5}" "${SSD_BENCH_RUNS:-7}"
