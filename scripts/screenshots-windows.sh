#!/usr/bin/env bash
# The real desktop app on Windows, photographed: ssd-toolbox.exe as installed (staged by
# scripts/package-windows.sh --stage-only), under Wine with Qt's Windows platform plugin, on
# a virtual X display (Xvfb) inside Wine's own desktop window. Writes
#   docs/screenshots/windows-overview.png    a saved SandForce capture: health, wear, WA
#   docs/screenshots/windows-smart.png       the same capture's SMART attributes
#   docs/screenshots/windows-benchmark.png   a short benchmark of a folder, finished
# Each shot waits for the window title the app sets when the view is ready (xdotool --sync:
# the selected drive's model, "benchmark finished"), bounded by a timeout; nothing sleeps.
# Needs: a build-win with the GUI (scripts/build-qt-mingw.sh, scripts/build.sh windows),
# Debian's xvfb, xdotool, x11-apps (xwd) and netpbm. The capture comes from the shared
# fixtures ($SSD_FIXTURES_DIR/smart, default ../shared/fixtures/smart), used in place.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
build=${1:-build-win}
fixtures=${SSD_FIXTURES_DIR:-$repo/../shared/fixtures}
capture=$fixtures/smart/kingston_SV300S37A240G-SandForce_smartmontools-go.json
[[ -f "$capture" ]] || { echo "screenshots-windows: $capture is missing: not run" >&2; exit 77; }
for tool in Xvfb xdotool xwd xwdtopnm pnmtopng wine; do
  command -v "$tool" >/dev/null || { echo "screenshots-windows: $tool is missing (scripts/setup.sh)" >&2; exit 1; }
done
stage=$(scripts/package-windows.sh --stage-only "$build" | tail -1)
out=$repo/docs/screenshots
mkdir -p "$out"

display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1320x900x24 -nolisten tcp &
xvfb=$!
export WINEPREFIX=$repo/$build/wine-screenshots-prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
export DISPLAY=$display
cleanup() { wineserver -k 2>/dev/null || true; kill "$xvfb" 2>/dev/null || true; }
trap cleanup EXIT
wineboot --init >/dev/null 2>&1
wineserver -w
bench_dir=$(mktemp -d "$repo/$build/windows-bench-XXXXXX")

# shot NAME TITLE ARGS…: starts the app in Wine's desktop, waits for TITLE, photographs the desktop.
shot() {
  local name=$1 title=$2
  shift 2
  wine explorer /desktop=SSDToolbox,1300x880 "$(winepath -w "$stage/ssd-toolbox.exe")" "$@" >/dev/null 2>&1 &
  if ! timeout 120 xdotool search --sync --name "$title" >/dev/null; then
    echo "screenshots-windows: the window never showed '$title' for $name" >&2
    exit 1
  fi
  # The title is set as the view is filled; the next frame is drawn when the event loop
  # is idle again, which xdotool's own round trip to the X server waits for.
  xdotool search --sync --name "$title" getwindowgeometry >/dev/null
  xwd -root -display "$display" -silent | xwdtopnm 2>/dev/null | pnmtopng >"$out/windows-${name}.png"
  echo "screenshots-windows: docs/screenshots/windows-${name}.png"
  wineserver -k
  wineserver -w
}

model="KINGSTON SV300S37A240G"
shot overview "$model" --tab overview "$(winepath -w "$capture")"
shot smart "$model" --tab smart "$(winepath -w "$capture")"
shot benchmark "benchmark finished" --benchmark "$(winepath -w "$bench_dir")"
rm -rf "$bench_dir"
