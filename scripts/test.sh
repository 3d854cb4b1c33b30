#!/usr/bin/env bash
# Sets up, builds (scripts/build.sh) and runs every tier through ctest:
#   build/       integration, rig, fleet and the history's root tests, on the product build;
#   build-asan/  the unit and GUI tiers and a fuzzing smoke run (label `fuzz`: each target for
#                SSD_FUZZ_SMOKE_SECONDS) under ASan+UBSan: any memory error, leak or undefined
#                behaviour fails the test that caused it;
#   build-tsan/  the threaded tests (label `threads`) under TSan;
#   build-win/   the Windows build's tests under Wine (label `windows`).
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
scripts/setup.sh
sanitizers=${SSD_SANITIZER_BUILDS:-ON}
if [[ "$sanitizers" != "OFF" ]]; then
  export SSD_PRODUCT_CMAKE_OPTIONS="-DSSD_UNIT_TESTS=OFF ${SSD_PRODUCT_CMAKE_OPTIONS:-}"
fi
scripts/build.sh
status=0
(cd build && ctest --output-on-failure "$@") || status=$?
if [[ "$sanitizers" != "OFF" ]]; then
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  export LSAN_OPTIONS=suppressions=$PWD/tests/sanitizers/lsan.supp
  export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1
  (cd build-asan && ctest --output-on-failure -j2 -L "unit|gui|fuzz" "$@") || status=$?
  (cd build-tsan && ctest --output-on-failure -L threads "$@") || status=$?
fi
if [[ "${SSD_WINDOWS_BUILD:-ON}" != "OFF" ]]; then
  (cd build-win && ctest --output-on-failure "$@") || status=$?
fi
exit "$status"
