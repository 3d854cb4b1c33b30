#!/usr/bin/env bash
# Builds what scripts/test.sh tests:
#   build/       the product (gcc, -O2): ssdtool, the GUI, the helpers the integration, rig and
#                fleet tiers use. scripts/test.sh turns its unit and GUI tests off (SSD_UNIT_TESTS)
#                because it runs those tiers in build-asan.
#   build-asan/  clang with ASan, UBSan and libFuzzer coverage (-O0, CMake preset `asan`): the
#                unit and GUI tiers and the fuzz targets, in one instrumented build.
#   build-tsan/  clang with TSan (preset `tsan`): the threaded tests only (tests/threads).
#   build-win/   the Windows build (mingw-w64: ssdtool.exe, ssdtool-elevated.exe and the unit
#                tests that run under Wine; preset `windows-mingw`).
# SSD_WINDOWS_BUILD=OFF skips the Windows build, SSD_SANITIZER_BUILDS=OFF the clang builds
# (build/ then builds the unit and GUI tests itself). Extra cmake options for build/ go in
# SSD_PRODUCT_CMAKE_OPTIONS (scripts/test.sh passes -DSSD_UNIT_TESTS=OFF).
# -O2 (not -O3: gcc 12 gives false -Wrestrict warnings at -O3), without debug information:
# this is a build from scratch in CI; a debugging build is `cmake --preset linux`.
set -euo pipefail
cd "$(dirname "$0")/.."

werror=OFF
[[ "${CI:-}" == "true" || "${SSD_WERROR:-}" == "ON" ]] && werror=ON
fixtures=()
[[ -n "${SSD_FIXTURES_DIR:-}" ]] && fixtures=(-DSSD_FIXTURES_DIR="$SSD_FIXTURES_DIR")
sanitizers=${SSD_SANITIZER_BUILDS:-ON}
read -r -a product_options <<<"${SSD_PRODUCT_CMAKE_OPTIONS:-}"

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" \
  -DSSD_WERROR="$werror" "${fixtures[@]}" "${product_options[@]}"
cmake --build build

if [[ "$sanitizers" != "OFF" ]]; then
  cmake --preset asan -DSSD_WERROR="$werror" "${fixtures[@]}"
  cmake --build --preset asan
  cmake --preset tsan -DSSD_WERROR="$werror" "${fixtures[@]}"
  cmake --build --preset tsan --target ssd_threaded_tests
fi

if [[ "${SSD_WINDOWS_BUILD:-ON}" != "OFF" ]]; then
  # The health parity test compares ssdtool.exe with the product build's ssdtool. No
  # precompiled headers: with them mingw-w64's gcc 12 warns falsely (-Warray-bounds) in
  # core/actions/windows/hibernation_commands.cpp.
  cmake -S . -B build-win -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSSD_WERROR="$werror" \
    -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" \
    -DSSD_PCH=OFF -DSSD_LINUX_SSDTOOL="$PWD/build/app/cli/ssdtool" "${fixtures[@]}"
  cmake --build build-win
fi
