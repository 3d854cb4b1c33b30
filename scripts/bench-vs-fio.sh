#!/usr/bin/env bash
# ssdtool bench against fio, side by side: the same jobs (the quick preset's
# four corners, read and write, and its RND4K Q32T1 mix 70/30) in the same
# directory, fio with ioengine=io_uring and direct=1, ssdtool with its
# default engine, interleaved (the order flips every round so drift hits both
# alike), several rounds. Prints per job: IOPS and MB/s of each (mean and
# run-to-run coefficient of variation), the ratio ssdtool ÷ fio, the paired
# ratio (per round, where drift hits both alike) with its 95 % confidence
# interval, and CPU time
# per I/O (user + system over the job, from fio's usr_cpu/sys_cpu and
# ssdtool's getrusage figures).
#
# Not a ctest test: it measures this machine. Usage:
#   scripts/bench-vs-fio.sh [DIR]
# Environment: ROUNDS (4; keep it even so each tool goes first equally often),
#   RUNTIME seconds per job (5), SIZE span (1g), COOLDOWN seconds of idle
#   before each run of a job that only reads (3), WRITE_COOLDOWN before each run
#   of a job that writes (10): both tools lay out or fill the span right before
#   they measure, and a virtual disk's host keeps flushing what the previous run
#   wrote; 3 s before writes favoured whichever tool ran second (SEQ1M write
#   round by round: 1.24, 0.87, 1.41, 0.80, ...; docs/BENCHMARKS.md),
#   SSDTOOL (build/app/cli/ssdtool), JOBS (a regex over job names, default all),
#   FIO_LAYOUT=each (default: fio writes its file afresh before every run,
#   as ssdtool fills its nameless test file before every run, so both measure
#   right after writing the test area) or once (one layout, reused),
#   FIO_REFILL=1 runs fio with refill_buffers=1 (fresh random data for every
#   write, the work ssdtool always does; fio's default rewrites one buffer
#   with small scrambles, which a deduplicating controller can exploit),
#   LOAD=both (default: every round quiet, then every round again beside two CPU
#   hogs, each a busy loop in a session of its own, and a table for each), quiet
#   or loaded,
#   KEEP_RAW=1 keeps the per-run table.
# Neither tool is given a session here: fio's job process starts its own
# (setsid), and so does ssdtool (docs/BENCHMARKS.md, Against fio).
# Needs fio and jq. Writes 2 × SIZE in DIR and removes it afterwards.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-/var/tmp/ssdtool-vs-fio}
rounds=${ROUNDS:-4}
cooldown=${COOLDOWN:-3}
write_cooldown=${WRITE_COOLDOWN:-10}
runtime=${RUNTIME:-5}
size=${SIZE:-1g}
ssdtool=${SSDTOOL:-$repo/build/app/cli/ssdtool}
job_filter=${JOBS:-.}
fio_layout=${FIO_LAYOUT:-each}
load=${LOAD:-both}
case $load in
  both) loads=(quiet loaded) ;;
  quiet | loaded) loads=("$load") ;;
  *) echo "bench-vs-fio: LOAD is quiet, loaded or both, not '$load'" >&2; exit 2 ;;
esac
fio_extra=()
[[ ${FIO_REFILL:-0} == 1 ]] && fio_extra+=(--refill_buffers=1)

for tool in fio jq; do
  command -v "$tool" >/dev/null || { echo "bench-vs-fio: $tool is not installed" >&2; exit 4; }
done
[[ -x $ssdtool ]] || { echo "bench-vs-fio: $ssdtool not found (build first, or set SSDTOOL)" >&2; exit 4; }

# name rw bs qd [read percent of a mixed job]
all_jobs=(
  "RND4K_Q1T1_read randread 4k 1"
  "RND4K_Q1T1_write randwrite 4k 1"
  "RND4K_Q32T1_read randread 4k 32"
  "RND4K_Q32T1_write randwrite 4k 32"
  "SEQ1M_Q8T1_read read 1m 8"
  "SEQ1M_Q8T1_write write 1m 8"
  "RND4K_Q32T1_mix70 randrw 4k 32 70"
)
jobs=()
for job in "${all_jobs[@]}"; do
  [[ ${job%% *} =~ $job_filter ]] && jobs+=("$job")
done

mkdir -p "$dir"
fio_file="$dir/fio-vs-ssdtool.dat"
raw=$(mktemp)
hogs=()
stop_hogs() {
  ((${#hogs[@]})) && kill "${hogs[@]}" 2>/dev/null && wait "${hogs[@]}" 2>/dev/null
  hogs=()
}
# The defined load: two busy loops, each in a session of its own (as a desktop's
# other programs are), for the whole of the loaded rounds.
start_hogs() {
  for _ in 1 2; do
    setsid sh -c 'while :; do :; done' &
    hogs+=($!)
  done
}
cleanup() {
  stop_hogs || true
  rm -f "$fio_file"
  rmdir "$dir" 2>/dev/null || true
  if [[ ${KEEP_RAW:-0} == 1 ]]; then echo "per-run table: $raw"; else rm -f "$raw"; fi
}
trap cleanup EXIT

echo "bench-vs-fio: $dir, span $size, ${runtime}s per job, $rounds rounds ${loads[*]}, ${cooldown}s cool-down (${write_cooldown}s before writes), fio layout $fio_layout${fio_extra[*]:+, fio ${fio_extra[*]}};" \
  "$(fio --version), $("$ssdtool" --version)"
# fio's counterpart of ssdtool's fill: the whole span written with direct I/O.
layout_fio_file() {
  rm -f "$fio_file"
  fio --name=layout --filename="$fio_file" --size="$size" --rw=write --bs=1m --iodepth=8 --direct=1 \
    --ioengine=io_uring --output-format=json >/dev/null
}
layout_fio_file

# Each prints: iops mb_per_s cpu_seconds ios mean_in_flight (fio's: 0, not reported)
# device_kib (the mean size of the requests the drive got, from its own counters:
# fio's disk_util, ssdtool's device object; 0 where not reported)
run_fio() {
  local rw=$1 bs=$2 qd=$3 mix=${4:-}
  local mix_args=()
  [[ -n $mix ]] && mix_args=(--rwmixread="$mix")
  [[ $fio_layout == each ]] && layout_fio_file
  fio --name=job --filename="$fio_file" --size="$size" --ioengine=io_uring --direct=1 --rw="$rw" --bs="$bs" \
    --iodepth="$qd" --numjobs=1 --runtime="$runtime" --time_based --ramp_time=0 "${mix_args[@]}" "${fio_extra[@]}" \
    --output-format=json |
    jq -r '(.disk_util[0] // null) as $d | .jobs[0] | ((.job_runtime) / 1000) as $s
      | (if $d and ($d.read_ios + $d.write_ios) > 0
         then (.read.io_bytes + .write.io_bytes) / 1024 / ($d.read_ios + $d.write_ios) else 0 end) as $kib
      | "\(.read.iops + .write.iops) \((.read.bw_bytes + .write.bw_bytes) / 1e6) \((.usr_cpu + .sys_cpu) / 100 * $s) \(.read.total_ios + .write.total_ios) 0 \($kib)"'
}
run_ssdtool() {
  local rw=$1 bs=$2 qd=$3 mix=${4:-}
  local mix_args=()
  [[ -n $mix ]] && mix_args=(--rwmixread "$mix")
  "$ssdtool" bench "$dir" --rw "$rw" --bs "$bs" --qd "$qd" "${mix_args[@]}" --size "$size" --seconds "$runtime" \
    --warmup 0 --json |
    jq -r '.results[0] | (.device // null) as $d
      | (if $d and ($d.read_requests + $d.write_requests) > 0
         then ($d.mean_read_kib * $d.read_requests + $d.mean_write_kib * $d.write_requests) / ($d.read_requests + $d.write_requests)
         else 0 end) as $kib
      | "\(.iops) \(.mb_per_s) \(.cpu.user_seconds + .cpu.system_seconds) \(.cpu.ios) \(.queue.mean_in_flight) \($kib)"'
}

for this_load in "${loads[@]}"; do
  [[ $this_load == loaded ]] && start_hogs
  for ((round = 1; round <= rounds; round++)); do
    for job in "${jobs[@]}"; do
      read -r name rw bs qd mix <<<"$job"
      if ((round % 2)); then order=(fio ssdtool); else order=(ssdtool fio); fi
      for tool in "${order[@]}"; do
        printf '\r%-6s round %d/%d  %-18s %-8s' "$this_load" "$round" "$rounds" "$name" "$tool" >&2
        if [[ $rw == *write* || $rw == *rw ]]; then sleep "$write_cooldown"; else sleep "$cooldown"; fi
        echo "$this_load $name $tool $round $(run_"$tool" "$rw" "$bs" "$qd" "$mix")" >>"$raw"
      done
    done
  done
  stop_hogs || true
done
printf '\r%70s\r' '' >&2

refill_text="rewrites one random buffer per request with its offset and time in every 512 bytes (its default)"
[[ ${FIO_REFILL:-0} == 1 ]] && refill_text="writes fresh random data per write too (refill_buffers=1)"
for this_load in "${loads[@]}"; do
[[ $this_load == loaded ]] && echo && echo "Loaded: two busy loops (sh -c 'while :; do :; done'), each in a session of its own:"
[[ $this_load == quiet && ${#loads[@]} -gt 1 ]] && echo "Quiet:"
awk -v rounds="$rounds" -v refill="$refill_text" -v load="$this_load" '
  $1 != load { next }
  { $0 = substr($0, length($1) + 2)
    key = $1 SUBSEP $2
    n[key]++; iops[key] += $4; iops2[key] += $4 * $4; mbps[key] += $5; cpu[key] += $6; ios[key] += $7; qd[key] += $8; dev[key] += $9
    round_iops[$1, $2, $3] = $4
    if (!($1 in seen)) { seen[$1] = 1; order[++jobs] = $1 } }
  # Two-sided 95 % quantile of Student t with df degrees of freedom.
  function t95(df) {
    split("12.706 4.303 3.182 2.776 2.571 2.447 2.365 2.306 2.262 2.228 2.201 2.179 2.160 2.145 2.131", t, " ")
    return df <= 15 ? t[df] : 1.96 + 2.5 / df
  }
  # The paired ratio: each round ran both tools back to back, so the ratio of
  # the pair cancels the drift between rounds that the cvs include. Geometric
  # mean over rounds with its 95 % confidence interval (t over log ratios).
  function paired(job,   r, m, ss, k, lr, d, h) {
    m = 0; k = 0
    for (r = 1; r <= rounds; r++) {
      if (!((job, "fio", r) in round_iops) || !((job, "ssdtool", r) in round_iops)) continue
      if (round_iops[job, "fio", r] <= 0 || round_iops[job, "ssdtool", r] <= 0) continue
      lr[++k] = log(round_iops[job, "ssdtool", r] / round_iops[job, "fio", r]); m += lr[k]
    }
    if (k == 0) { paired_text = "-"; return }
    m /= k; ss = 0
    for (r = 1; r <= k; r++) { d = lr[r] - m; ss += d * d }
    h = k > 1 ? t95(k - 1) * sqrt(ss / (k - 1)) / sqrt(k) : 0
    paired_text = sprintf("%.3f [%.3f, %.3f]", exp(m), exp(m - h), exp(m + h))
  }
  function mean(k) { return iops[k] / n[k] }
  function cv(k,   m, var) { m = mean(k); var = iops2[k] / n[k] - m * m; if (var < 0) var = 0; return m > 0 ? 100 * sqrt(var) / m : 0 }
  function us_per_io(k) { return ios[k] > 0 ? 1e6 * cpu[k] / ios[k] : 0 }
  function ratio(a, b) { return b > 0 ? a / b : 0 }
  END {
    printf "%-18s %12s %6s %12s %6s %7s %9s %9s %7s %10s %10s %7s %7s %8s %8s  %s\n", "job", "fio IOPS", "cv%", "ssdtool", "cv%",
           "ratio", "fio MB/s", "ssd MB/s", "ratio", "fio us/IO", "ssd us/IO", "ratio", "ssd qd", "fio KiB", "ssd KiB",
           "paired ratio [95% CI]"
    for (j = 1; j <= jobs; j++) {
      f = order[j] SUBSEP "fio"; s = order[j] SUBSEP "ssdtool"
      paired(order[j])
      printf "%-18s %12.0f %6.1f %12.0f %6.1f %7.3f %9.1f %9.1f %7.3f %10.2f %10.2f %7.3f %7.2f %8.0f %8.0f  %s\n", order[j],
             mean(f), cv(f), mean(s), cv(s), ratio(mean(s), mean(f)),
             mbps[f] / n[f], mbps[s] / n[s], ratio(mbps[s], mbps[f]),
             us_per_io(f), us_per_io(s), ratio(us_per_io(s), us_per_io(f)), qd[s] / n[s], dev[f] / n[f], dev[s] / n[s],
             paired_text
    }
    print "ratio: ssdtool / fio (IOPS and MB/s: higher is better for ssdtool; CPU us per I/O: lower is better)."
    print "cv%: run-to-run coefficient of variation of IOPS over " rounds " rounds."
    print "paired ratio: geometric mean over rounds of ssdtool / fio within a round, and its 95 % confidence interval;"
    print "  an interval that holds 1.000 means this many rounds cannot tell the tools apart."
    print "ssd qd: requests ssdtool kept in flight on average while measured (its result'"'"'s queue.mean_in_flight)."
    print "fio KiB, ssd KiB: the mean size of the requests the drive itself got (its /sys/block counters: fio'"'"'s disk_util,"
    print "  ssdtool'"'"'s device object); far from the job'"'"'s block size, the kernel split or merged that tool'"'"'s requests."
    print "Data: ssdtool writes random data with a fresh stamp in every 512 bytes; fio " refill "."
  }' "$raw"
done
