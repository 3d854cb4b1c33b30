#!/usr/bin/env bash
# Builds everything: the native tree in build/ and the portable core with
# mingw-w64 in build-mingw/ (proof that core/ has no Linux-only code).
# -O2 (RelWithDebInfo): gcc 12 gives false -Wrestrict warnings at -O3.
set -euo pipefail
cd "$(dirname "$0")/.."

werror=OFF
[[ "${CI:-}" == "true" || "${SSD_WERROR:-}" == "ON" ]] && werror=ON

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSSD_WERROR="$werror" \
  ${SSD_FIXTURES_DIR:+-DSSD_FIXTURES_DIR="$SSD_FIXTURES_DIR"}
cmake --build build

cmake -S . -B build-mingw -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSSD_WERROR="$werror" \
  -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake -DSSD_CORE_ONLY=ON -DSSD_BUILD_TESTS=OFF
cmake --build build-mingw
