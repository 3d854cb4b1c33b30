#!/usr/bin/env bash
# Cross-builds the Qt 6 modules the desktop app needs (Core, Gui, Widgets, Network, Test and
# Charts, with the Windows platform and style plugins) for x86-64 Windows with Debian's
# mingw-w64, from Debian's own source packages, and installs them into PREFIX:
#   scripts/build-qt-mingw.sh [PREFIX]        (default /opt/ssd-toolbox/qt6-mingw)
# Debian ships no Qt for mingw-w64; this is the one way this project gets one. It is never
# part of CI (it takes about an hour on 2 cores, see the README); the Windows GUI tier runs
# wherever the prefix exists and says plainly when it does not.
#
# - The sources are the exact versions of the host's qt6-base-dev and qt6-charts-dev (a cross
#   build needs host tools of the same version: Debian's moc, rcc and uic are used, not built).
# - `apt-get source` checks every file against the Sources index, whose hashes the archive's
#   signed Release file vouches for: the same verification apt gives a binary package.
# - Release, shared, no examples, tests, SQL, D-Bus, OpenGL, printing or ICU: only what the
#   app links. Qt's bundled zlib, pcre2, libpng, libjpeg, freetype and harfbuzz are used.
# - Idempotent: a prefix carrying the stamp of these versions and options is left as it is;
#   an interrupted build resumes where it stopped (the work tree is kept in SSD_QT_MINGW_WORK).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
prefix=${1:-/opt/ssd-toolbox/qt6-mingw}
work=${SSD_QT_MINGW_WORK:-/var/cache/ssd-toolbox/qt6-mingw-build}
jobs=${SSD_QT_MINGW_JOBS:-$(nproc)}
started=$(date +%s)

if [[ $(id -u) -ne 0 ]]; then
  echo "build-qt-mingw: run as root (it installs Debian packages and adds a deb-src source)" >&2
  exit 1
fi

say() { echo "build-qt-mingw: $*"; }
elapsed() { local s=$(( $(date +%s) - started )); printf '%d min %02d s' $((s / 60)) $((s % 60)); }

# Host tools and the cross compiler (dpkg-dev unpacks the source packages).
export DEBIAN_FRONTEND=noninteractive
# Also what the Windows GUI tier uses once Qt is there: NSIS for the installer, and Xvfb,
# xdotool, xwd and netpbm for scripts/screenshots-windows.sh.
needed=(dpkg-dev cmake ninja-build perl qt6-base-dev qt6-base-dev-tools qt6-charts-dev
        g++-mingw-w64-x86-64-posix binutils-mingw-w64-x86-64 nsis zip unzip xvfb xdotool x11-apps netpbm)
missing=()
for package in "${needed[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if ((${#missing[@]})); then
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The source versions are the host's binary versions.
host_version() { dpkg-query -W -f='${Version}' "$1"; }
base_version=$(host_version qt6-base-dev)
charts_version=$(host_version qt6-charts-dev)
options_hash=$(sha256sum "$0" | cut -c1-16)
stamp="qt6-base ${base_version}; qt6-charts ${charts_version}; script ${options_hash}"
if [[ -f "$prefix/ssd-toolbox-qt.stamp" && "$(cat "$prefix/ssd-toolbox-qt.stamp")" == "$stamp" ]]; then
  say "$prefix already holds $stamp: nothing to do"
  exit 0
fi

# A deb-src line for the suites the binary packages come from, when there is none.
if ! grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  say "adding deb-src for the configured Debian suites"
  sed -n '/^Types: *deb *$/,/^$/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null \
    | sed 's/^Types: *deb *$/Types: deb-src/' > /etc/apt/sources.list.d/ssd-toolbox-deb-src.sources
  if [[ ! -s /etc/apt/sources.list.d/ssd-toolbox-deb-src.sources ]]; then
    grep -hs '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' > /etc/apt/sources.list.d/ssd-toolbox-deb-src.list
  fi
  apt-get update -qq
fi

mkdir -p "$work"
cd "$work"
fetch_source() {  # package version → the unpacked directory's name on stdout
  local package=$1 version=$2 upstream=${2%-*}
  upstream=${upstream#*:}
  local dir="${package}-${upstream}"
  if [[ ! -d "$dir" ]]; then
    say "fetching ${package} ${version} (apt-get source: hashes checked against the signed index)" >&2
    apt-get source -qq "${package}=${version}" >&2
  fi
  echo "$dir"
}
base_src=$work/$(fetch_source qt6-base "$base_version")
[[ -d "$base_src" ]] || { say "apt-get source qt6-base=${base_version} failed (see above)" >&2; exit 1; }
# Some package mirrors serve a source package's .dsc but not its tarballs. Then the upstream
# source of the same version may be given instead (say where it came from; apt cannot vouch
# for it): SSD_QT_CHARTS_SOURCE=DIR, an unpacked qtcharts of exactly that version.
charts_upstream=${charts_version%-*}
if [[ -n "${SSD_QT_CHARTS_SOURCE:-}" ]]; then
  charts_src=$(realpath "$SSD_QT_CHARTS_SOURCE")
  grep -q "QT_REPO_MODULE_VERSION \"${charts_upstream}\"" "$charts_src/.cmake.conf" || {
    say "${charts_src} is not qtcharts ${charts_upstream}, the version of the host's qt6-charts-dev" >&2
    exit 1
  }
  say "qtcharts from ${charts_src} (SSD_QT_CHARTS_SOURCE), not from Debian's archive"
else
  charts_src=$work/$(fetch_source qt6-charts "$charts_version")
  [[ -d "$charts_src" ]] || {
    say "apt-get source qt6-charts=${charts_version} failed (see above); if the mirror serves no" >&2
    say "tarball, set SSD_QT_CHARTS_SOURCE to an unpacked upstream qtcharts ${charts_upstream}" >&2
    exit 1
  }
fi

# Debian removes Wacom's Wintab headers from qtbase (src/3rdparty/wintab: their licence forbids
# modification), which the Windows platform plugin includes for pen tablets. Without them the
# plugin is built without Wintab support: a pen then acts through Windows' pointer messages.
# Only the plugin changes (QtGui keeps its tablet events), and the edit is idempotent.
platforms=$base_src/src/plugins/platforms
if [[ ! -f "$base_src/src/3rdparty/wintab/wintab.h" ]]; then
  say "the Windows platform plugins without Wintab (Debian's source has no wintab.h)"
  sed -i 's|QT_CONFIG(tabletevent)|0 /* no Wintab: Debian removes wintab.h */|' \
    "$platforms/windows/qwindowscontext.cpp" "$platforms/windows/qwindowspointerhandler.cpp" \
    "$platforms/windows/qwindowspointerhandler.h"
  # The Windows plugin and its Direct2D variant, which compiles the same sources.
  sed -i 's|^\(qt_internal_extend_target(QWindows[A-Za-z2]*IntegrationPlugin CONDITION QT_FEATURE_tabletevent\)$|\1 AND EXISTS ${QtBase_SOURCE_DIR}/src/3rdparty/wintab/wintab.h|' \
    "$platforms/windows/CMakeLists.txt" "$platforms/direct2d/CMakeLists.txt"
fi

toolchain=$repo/cmake/toolchains/mingw-w64-x86_64.cmake
host_cmake_dir=$(dirname "$(dirname "$(dpkg -L qt6-base-dev | grep -m1 '/cmake/Qt6/Qt6Config.cmake$')")")
common=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix"
        -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR="$host_cmake_dir"
        -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF -DQT_BUILD_BENCHMARKS=OFF)

say "configuring qtbase ($(basename "$base_src"))"
# The project's toolchain: its static runtime applies to executables only, so Qt's DLLs
# share libstdc++-6.dll (shipped beside them by the installer).
cmake -S "$base_src" -B build-base "${common[@]}" -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
  -DBUILD_SHARED_LIBS=ON \
  -DFEATURE_sql=OFF -DFEATURE_dbus=OFF -DFEATURE_printsupport=OFF -DFEATURE_concurrent=OFF \
  -DFEATURE_xml=OFF -DFEATURE_opengl=OFF -DINPUT_opengl=no -DFEATURE_vulkan=OFF \
  -DFEATURE_icu=OFF -DFEATURE_openssl=OFF -DFEATURE_sql_sqlite=OFF \
  -DFEATURE_system_zlib=OFF -DFEATURE_system_pcre2=OFF -DFEATURE_system_png=OFF \
  -DFEATURE_system_jpeg=OFF -DFEATURE_system_freetype=OFF -DFEATURE_system_harfbuzz=OFF \
  -DFEATURE_testlib=ON -DFEATURE_widgets=ON -DFEATURE_network=ON >build-base.configure.log
say "building qtbase with ${jobs} jobs ($(elapsed) so far)"
cmake --build build-base --parallel "$jobs"
cmake --install build-base >/dev/null

say "configuring qtcharts ($(basename "$charts_src"))"
# Qt's own toolchain file chains to the project's and adds the new prefix to the find root.
cmake -S "$charts_src" -B build-charts "${common[@]}" \
  -DCMAKE_TOOLCHAIN_FILE="$prefix/lib/cmake/Qt6/qt.toolchain.cmake" \
  -DQT_FEATURE_charts_qml=OFF >build-charts.configure.log
say "building qtcharts ($(elapsed) so far)"
cmake --build build-charts --parallel "$jobs"
cmake --install build-charts >/dev/null

echo "$stamp" > "$prefix/ssd-toolbox-qt.stamp"
say "installed Qt for mingw-w64 into ${prefix} in $(elapsed)"
