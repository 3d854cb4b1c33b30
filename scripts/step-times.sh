# Sourced by scripts/test.sh and scripts/build.sh: runs named steps, remembers how long each
# took, how idle the machine's cores were meanwhile and how it ended, and prints the table at the
# end (also when a step stops the run).
#   step NAME COMMAND...   runs COMMAND, records NAME's wall-clock seconds; returns its status
#   step_times             prints the table and the total
# "idle" is the share of all cores' time the kernel spent idle during the step (/proc/stat):
# room a step leaves for others (scripts/test.sh builds the next tree beside a test tier).
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

# "IDLE TOTAL" jiffies of all cores (idle and iowait are both room for other work).
ssd_cpu_jiffies() {
  local label user nice system idle iowait irq softirq steal
  read -r label user nice system idle iowait irq softirq steal _ </proc/stat
  echo "$((idle + iowait)) $((user + nice + system + idle + iowait + irq + softirq + steal))"
}

step() {
  local name=$1
  shift
  local started status=0 idle_before total_before idle_after total_after
  started=$(date +%s)
  read -r idle_before total_before < <(ssd_cpu_jiffies)
  echo "=== ${name}"
  "$@" || status=$?
  read -r idle_after total_after < <(ssd_cpu_jiffies)
  local idle_percent=$(( (idle_after - idle_before) * 100 / (total_after - total_before > 0 ? total_after - total_before : 1) ))
  printf '%s\t%s\t%s\t%s\n' "$name" "$(($(date +%s) - started))" "$status" "$idle_percent" >>"$SSD_STEP_TIMES_FILE"
  return "$status"
}

step_times() {
  [[ "$ssd_step_times_owner" == 1 && -f "$SSD_STEP_TIMES_FILE" ]] || return 0
  local total=$(($(date +%s) - ssd_step_times_start))
  echo
  echo "time per step (wall clock, $(nproc) cores):"
  local name seconds status idle
  while IFS=$'\t' read -r name seconds status idle; do
    printf '  %-44s %5d s  idle %3d %%  %s\n' "$name" "$seconds" "$idle" \
      "$([[ "$status" == 0 ]] && echo ok || echo "FAILED ($status)")"
  done <"$SSD_STEP_TIMES_FILE"
  printf '  %-44s %5d s  (%d min %02d s)\n' "total" "$total" $((total / 60)) $((total % 60))
  rm -f "$SSD_STEP_TIMES_FILE"
}

if [[ "$ssd_step_times_owner" == 1 ]]; then
  trap step_times EXIT
fi
