#!/usr/bin/env bash
# Sets up, builds (native + mingw-w64 cross-build) and runs every test tier
# through ctest, then the Windows build's tests under Wine (label `windows`:
# the unit tests as one Wine run, and the health parity of ssdtool.exe with
# the Linux ssdtool on every shared smartctl capture). Extra arguments go to
# both ctest runs, e.g. `scripts/test.sh -L unit`.
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
scripts/build.sh
status=0
(cd build && ctest --output-on-failure "$@") || status=$?
if [[ "${SSD_WINDOWS_BUILD:-ON}" != "OFF" ]]; then
  (cd build-win && ctest --output-on-failure "$@") || status=$?
fi
exit "$status"
