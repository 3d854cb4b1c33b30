#!/usr/bin/env bash
# Builds everything: the native tree in build/ and the Windows build in
# build-win/ (mingw-w64: ssdtool.exe, ssdtool-elevated.exe and the unit tests
# that scripts/test.sh runs under Wine; CMake preset `windows-mingw`).
# SSD_WINDOWS_BUILD=OFF skips the Windows build.
# -O2 (RelWithDebInfo): gcc 12 gives false -Wrestrict warnings at -O3.
set -euo pipefail
cd "$(dirname "$0")/.."

werror=OFF
[[ "${CI:-}" == "true" || "${SSD_WERROR:-}" == "ON" ]] && werror=ON

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSSD_WERROR="$werror" \
  ${SSD_FIXTURES_DIR:+-DSSD_FIXTURES_DIR="$SSD_FIXTURES_DIR"}
cmake --build build

if [[ "${SSD_WINDOWS_BUILD:-ON}" != "OFF" ]]; then
  # No debug information in the Windows build: static .exe files with it are
  # ~150 MB each and slow to link; -O2 as above.
  cmake -S . -B build-win -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSSD_WERROR="$werror" \
    -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" \
    -DSSD_LINUX_SSDTOOL="$PWD/build/app/cli/ssdtool" \
    ${SSD_FIXTURES_DIR:+-DSSD_FIXTURES_DIR="$SSD_FIXTURES_DIR"}
  cmake --build build-win
fi
