#!/usr/bin/env bash
# Sets up, builds (scripts/build.sh) and runs every tier through ctest, tree by tree:
#   build/       integration, rig, fleet and the history's root tests, on the product build;
#   build-asan/  the unit and GUI tiers and a fuzzing smoke run (label `fuzz`: each target for
#                SSD_FUZZ_SMOKE_SECONDS) under ASan+UBSan: any memory error, leak or undefined
#                behaviour fails the test that caused it;
#   build-tsan/  the threaded tests (label `threads`) under TSan;
#   build-win/   the Windows build's tests under Wine (label `windows`): with Qt for mingw-w64
#                (scripts/build-qt-mingw.sh) also the GUI tests and the installer; without it
#                that part is reported as not run.
# Every step's wall-clock time is printed at the end (scripts/step-times.sh), with the total.
# The trees build while the tier before them tests: a test tier leaves cores idle as it waits on
# QEMU, loop devices, servers and benchmark runs of fixed length, so the next trees build beside
# it at the lowest CPU and I/O priority (nice 19, ionice idle: the tests keep every cycle they
# ask for). build-asan beside the product's tests; build-tsan, then build-win, beside the unit
# tier. A tier starts once its tree is built; a background build's output is printed then.
# Extra arguments go to every ctest run, e.g. `scripts/test.sh -R smartctl`.
set -euo pipefail
cd "$(dirname "$0")/.."
# The integration and rig tiers need root (loop devices, QEMU's drives, test users, polkitd):
# as a user it asks sudo; as root it runs directly (sudo need not be installed).
if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null; then exec sudo -- "$0" "$@"; fi
  echo "test: the tests need root and sudo is not installed: run $0 as root" >&2
  exit 1
fi
source scripts/step-times.sh
background_logs=$(mktemp -d "${TMPDIR:-/tmp}/ssd-builds.XXXXXX")
# A run that stops early stops its background builds too, with their compilers.
stop_tree() {
  local child
  for child in $(pgrep -P "$1"); do stop_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
trap 'for job in $(jobs -p); do stop_tree "$job"; done; rm -rf "$background_logs"; step_times' EXIT

# Starts `scripts/build.sh TREE...` in the background at the lowest priority; its PID is in
# $background_pid, its output goes to a log named after the trees.
background_build() {
  nice -n 19 ionice -c 3 scripts/build.sh "$@" >"$background_logs/${*}.log" 2>&1 &
  background_pid=$!
}
# Waits for the background build of TREE... (PID first), prints its output; returns its status
# (a failed build ends the run).
await_build() {
  local pid=$1 status=0
  shift
  step "wait for build ${*}" wait "$pid" || status=$?
  cat "$background_logs/${*}.log"
  return "$status"
}

sanitizers=${SSD_SANITIZER_BUILDS:-ON}
windows=${SSD_WINDOWS_BUILD:-ON}
status=0
# A failed build ends the run; a failed test tier is remembered and the others still run.
# A tree with one ctest test per GoogleTest suite (SSD_CTEST_PER_SUITE) lists the cases that
# skipped inside passing suites in a file of its own; they are printed, never hidden.
tier() {
  local name=$1 tree=$2
  shift 2
  local skipped="$tree/Testing/skipped-in-passing-suites.txt"
  rm -f "$skipped"
  step "test ${name}" bash -c 'cd "$0" && ctest --output-on-failure "$@"' "$tree" "$@" || status=1
  if [[ -s "$skipped" ]]; then
    echo "test: cases that did not run inside passing suites of ${tree}/:"
    sed 's/^/  /' "$skipped"
  fi
}

step "setup (Debian packages)" scripts/setup.sh
if [[ "$sanitizers" != "OFF" ]]; then
  export SSD_PRODUCT_CMAKE_OPTIONS="-DSSD_UNIT_TESTS=OFF ${SSD_PRODUCT_CMAKE_OPTIONS:-}"
fi
scripts/build.sh product
later_trees=()
[[ "$sanitizers" != "OFF" ]] && later_trees+=(tsan)
[[ "$windows" != "OFF" ]] && later_trees+=(windows)
if [[ "$sanitizers" != "OFF" ]]; then
  background_build asan
  asan_pid=$background_pid
elif ((${#later_trees[@]})); then
  background_build "${later_trees[@]}"
  later_pid=$background_pid
fi
# Two at a time: the rig's boot starts first and holds one slot, the host's tests take turns
# in the other (cmake/TestScheduling.cmake).
tier "product (build/)" build -j2 "$@"
if [[ "$sanitizers" != "OFF" ]]; then
  await_build "$asan_pid" asan || exit 1
  if ((${#later_trees[@]})); then
    background_build "${later_trees[@]}"
    later_pid=$background_pid
  fi
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  export LSAN_OPTIONS=suppressions=$PWD/tests/sanitizers/lsan.supp
  export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1
  tier "unit, gui, fuzz smoke (build-asan/)" build-asan -j2 -L "unit|gui|fuzz" "$@"
fi
if ((${#later_trees[@]})); then
  await_build "$later_pid" "${later_trees[@]}" || exit 1
fi
if [[ "$sanitizers" != "OFF" ]]; then
  tier "threads (build-tsan/)" build-tsan -j2 -L threads "$@"
fi
if [[ "$windows" != "OFF" ]]; then
  # Two at a time: the installer's test takes most of the tier; the Wine tests that share a
  # prefix hold the wine-prefix resource lock.
  tier "windows under Wine (build-win/)" build-win -j2 "$@"
  qt_mingw=${SSD_QT_MINGW_PREFIX:-/opt/ssd-toolbox/qt6-mingw}
  if [[ ! -f "$qt_mingw/lib/cmake/Qt6/Qt6Config.cmake" ]]; then
    # ctest counts windows.gui_tests_under_wine as "Not Run"; this says so where it is read.
    echo "test: windows GUI tier NOT RUN: no Qt 6 for mingw-w64 at ${qt_mingw}; scripts/build-qt-mingw.sh" \
         "builds it (about an hour on 2 cores; never part of CI)"
  fi
fi
exit "$status"
