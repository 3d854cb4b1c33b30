#!/usr/bin/env bash
# Sets up, builds (native + mingw-w64 cross-build) and runs every test tier
# through ctest. Extra arguments go to ctest, e.g. `scripts/test.sh -L unit`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
cd build
ctest --output-on-failure "$@"
