# Sourced by scripts/test.sh and scripts/build.sh: runs named steps, remembers how long each
# took and how it ended, and prints the table at the end (also when a step stops the run).
#   step NAME COMMAND...   runs COMMAND, records NAME's wall-clock seconds; returns its status
#   step_times             prints the table and the total
# A script that sources this from another that already did (test.sh runs build.sh) adds its
# steps to the caller's table instead of printing its own (SSD_STEP_TIMES_FILE is inherited).

if [[ -z "${SSD_STEP_TIMES_FILE:-}" ]]; then
  SSD_STEP_TIMES_FILE=$(mktemp "${TMPDIR:-/tmp}/ssd-step-times.XXXXXX")
  export SSD_STEP_TIMES_FILE
  ssd_step_times_owner=1
  ssd_step_times_start=$(date +%s)
else
  ssd_step_times_owner=0
fi

step() {
  local name=$1
  shift
  local started status=0
  started=$(date +%s)
  echo "=== ${name}"
  "$@" || status=$?
  printf '%s\t%s\t%s\n' "$name" "$(($(date +%s) - started))" "$status" >>"$SSD_STEP_TIMES_FILE"
  return "$status"
}

step_times() {
  [[ "$ssd_step_times_owner" == 1 && -f "$SSD_STEP_TIMES_FILE" ]] || return 0
  local total=$(($(date +%s) - ssd_step_times_start))
  echo
  echo "time per step (wall clock, $(nproc) cores):"
  local name seconds status
  while IFS=$'\t' read -r name seconds status; do
    printf '  %-44s %5d s  %s\n' "$name" "$seconds" "$([[ "$status" == 0 ]] && echo ok || echo "FAILED ($status)")"
  done <"$SSD_STEP_TIMES_FILE"
  printf '  %-44s %5d s  (%d min %02d s)\n' "total" "$total" $((total / 60)) $((total % 60))
  rm -f "$SSD_STEP_TIMES_FILE"
}

if [[ "$ssd_step_times_owner" == 1 ]]; then
  trap step_times EXIT
fi
