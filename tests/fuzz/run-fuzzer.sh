#!/usr/bin/env bash
# Runs the libFuzzer binary (ssd_fuzz) on one TARGET (SSD_FUZZ_TARGET) for SECONDS with its dictionary and seed folders
# (tests/fuzz/targets.txt; the seeds are read in place, new inputs go to
# WORK/corpus/TARGET, crashes to WORK/artifacts/TARGET/). Prints one line,
#   fuzz TARGET: N executions in S s, C inputs in the corpus, 0 crashes
# and appends "TARGET<TAB>N<TAB>S" to WORK/executions.tsv. Fails on any crash,
# leak, sanitizer report or timeout (libFuzzer's own exit status), printing the
# reproducer and where the input was kept.
#   run-fuzzer.sh BINARY TARGET SECONDS WORK
set -euo pipefail
if (($# != 4)); then
  echo "usage: $0 BINARY TARGET SECONDS WORK" >&2
  exit 2
fi
binary=$1 target=$2 seconds=$3 work=$4
here=$(cd "$(dirname "$0")" && pwd)
project=$(cd "$here/../.." && pwd)
shared=${SSD_FIXTURES_DIR:-$project/../shared/fixtures}

row=$(awk -v t="$target" '$1 == t' "$here/targets.txt")
if [[ -z "$row" ]]; then
  echo "run-fuzzer: $target is not in $here/targets.txt" >&2
  exit 2
fi
read -r _ dictionary seed_entries <<<"$row"

seeds=()
for entry in $seed_entries; do
  case "$entry" in
    @project/*) folder=$project/${entry#@project/} ;;
    @shared/*) folder=$shared/${entry#@shared/} ;;
    *) echo "run-fuzzer: bad seed folder $entry" >&2; exit 2 ;;
  esac
  if [[ -d "$folder" ]]; then
    seeds+=("$folder")
  else
    echo "run-fuzzer: $target: seed folder $folder is absent (fuzzing without it)"
  fi
done
[[ -d "$here/regressions/$target" ]] && seeds+=("$here/regressions/$target")

corpus=$work/corpus/$target
artifacts=$work/artifacts/$target
mkdir -p "$corpus" "$artifacts"
options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
         -artifact_prefix="$artifacts/")
[[ "$dictionary" != "-" ]] && options+=(-dict="$here/dict/$dictionary")

log=$work/$target.log
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export SSD_FUZZ_TARGET=$target
status=0
"$binary" "${options[@]}" "$corpus" "${seeds[@]}" >"$log" 2>&1 || status=$?

executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
elapsed=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
inputs=$(find "$corpus" -type f | wc -l)
crashes=$(find "$artifacts" -type f | wc -l)
printf '%s\t%s\t%s\n' "$target" "${executions:-0}" "${elapsed:-$seconds}" >>"$work/executions.tsv"
echo "fuzz $target: ${executions:-0} executions in ${elapsed:-$seconds} s, $inputs inputs in the corpus, $crashes crashes"
if ((status != 0)); then
  echo "fuzz $target: FAILED (libFuzzer exit status $status); the log's end:" >&2
  tail -n 60 "$log" >&2
  echo "fuzz $target: the input is kept in $artifacts/; replay it with: SSD_FUZZ_TARGET=$target $binary INPUT" >&2
  exit 1
fi
