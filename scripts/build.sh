#!/usr/bin/env bash
# Builds what scripts/test.sh tests, one tree per tier:
#   product  build/       the product (gcc, -O2): ssdtool, the GUI, the helpers the integration,
#                         rig and fleet tiers use. scripts/test.sh turns its unit and GUI tests
#                         off (SSD_UNIT_TESTS) because it runs those tiers in build-asan.
#   asan     build-asan/  clang with ASan, UBSan (-O0, CMake preset `asan`; libFuzzer coverage
#                         in the core and fuzz targets): the unit and GUI tiers and the fuzz
#                         targets, in one build.
#   tsan     build-tsan/  clang with TSan (preset `tsan`): the threaded tests only (tests/threads).
#   windows  build-win/   the Windows build (mingw-w64: ssdtool.exe, ssdtool-elevated.exe and the
#                         unit tests that run under Wine; preset `windows-mingw`), and the GUI
#                         ssd-toolbox.exe with its tests where Qt for mingw-w64 is installed
#                         (scripts/build-qt-mingw.sh; prefix $SSD_QT_MINGW_PREFIX, default
#                         /opt/ssd-toolbox/qt6-mingw).
# `scripts/build.sh` builds them all; `scripts/build.sh product asan` only those named.
# SSD_WINDOWS_BUILD=OFF leaves out the Windows build, SSD_SANITIZER_BUILDS=OFF the clang builds
# (build/ then builds the unit and GUI tests itself). Extra cmake options for build/ go in
# SSD_PRODUCT_CMAKE_OPTIONS (scripts/test.sh passes -DSSD_UNIT_TESTS=OFF).
#
# Compile time (issue 32): the product, asan and Windows trees are unity builds (SSD_UNITY: 16
# files a translation unit), the first two with precompiled headers and linked by lld. The
# tsan tree batches 5 files (other neighbours than in the 16-file batches) with only the
# third-party headers precompiled, so a core file that does not include what it uses fails a
# build unless both groupings hide it. (File by file, as it was, it took 261 s of CI's 1957 s;
# in batches of 5, 100 s.)
# -O2 (not -O3: gcc 12 gives false -Wrestrict warnings at -O3), without debug information:
# this is a build from scratch in CI; a debugging build is `cmake --preset linux`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/step-times.sh

werror=OFF
[[ "${CI:-}" == "true" || "${SSD_WERROR:-}" == "ON" ]] && werror=ON
fixtures=()
[[ -n "${SSD_FIXTURES_DIR:-}" ]] && fixtures=(-DSSD_FIXTURES_DIR="$SSD_FIXTURES_DIR")
read -r -a product_options <<<"${SSD_PRODUCT_CMAKE_OPTIONS:-}"
qt_mingw_prefix=${SSD_QT_MINGW_PREFIX:-/opt/ssd-toolbox/qt6-mingw}

build_product() {
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" \
    -DSSD_UNITY=ON -DSSD_PCH=ON -DSSD_LINKER=lld \
    -DSSD_WERROR="$werror" "${fixtures[@]}" "${product_options[@]}"
  # What the integration, rig and fleet tiers run (the GUI is built and tested in build-asan);
  # with the unit tests on (SSD_SANITIZER_BUILDS=OFF) everything.
  if grep -q "^SSD_UNIT_TESTS:BOOL=OFF" build/CMakeCache.txt; then
    cmake --build build --target tier_product
  else
    cmake --build build
  fi
}

build_asan() {
  cmake --preset asan -DSSD_WERROR="$werror" "${fixtures[@]}"
  # Only what the unit, GUI and fuzz tiers run (ssd_tier_needs in tests/*/CMakeLists.txt).
  cmake --build --preset asan --target tier_unit
}

build_tsan() {
  cmake --preset tsan -DSSD_WERROR="$werror" "${fixtures[@]}"
  cmake --build --preset tsan --target ssd_threaded_tests
}

build_windows() {
  # The health parity test compares ssdtool.exe with the product build's ssdtool. No
  # precompiled headers: with them mingw-w64's gcc 12 warns falsely (-Warray-bounds) in
  # core/actions/windows/hibernation_commands.cpp. The tests' own code at -O1 (a third faster
  # to compile; cmake/BuildSpeed.cmake), what they test and what the installer ships at -O2.
  # The desktop app too wherever scripts/build-qt-mingw.sh has built Qt for mingw-w64.
  local qt=(-DSSD_BUILD_GUI=OFF)
  if [[ -f "${qt_mingw_prefix}/lib/cmake/Qt6/Qt6Config.cmake" ]]; then
    qt=(-DSSD_BUILD_GUI=ON -DSSD_QT_MINGW_PREFIX="$qt_mingw_prefix" -DQT_HOST_PATH=/usr
        -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake)
  fi
  cmake -S . -B build-win -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSSD_WERROR="$werror" \
    -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" \
    -DSSD_UNITY=ON -DSSD_PCH=OFF -DSSD_TEST_CODE_OPTIMIZATION=-O1 -DSSD_LINUX_SSDTOOL="$PWD/build/app/cli/ssdtool" "${fixtures[@]}" "${qt[@]}" \
    -DSSD_QT_MINGW_EXPECTED_PREFIX="$qt_mingw_prefix"
  cmake --build build-win
}

trees=("$@")
if ((${#trees[@]} == 0)); then
  trees=(product)
  [[ "${SSD_SANITIZER_BUILDS:-ON}" != "OFF" ]] && trees+=(asan tsan)
  [[ "${SSD_WINDOWS_BUILD:-ON}" != "OFF" ]] && trees+=(windows)
fi
for tree in "${trees[@]}"; do
  case "$tree" in
    product | asan | tsan | windows) step "build ${tree}" "build_${tree}" ;;
    *) echo "build: unknown tree '$tree' (product, asan, tsan or windows)" >&2; exit 2 ;;
  esac
done
