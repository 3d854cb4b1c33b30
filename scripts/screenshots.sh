#!/usr/bin/env bash
# Renders a screenshot of every tab of ssd-toolbox (offscreen, on the GUI
# tests' fixture back end, with a real short benchmark under /var/tmp, and for
# History a synthetic 90-day history of a real capture's drive, for Alerts and
# the tray synthetic alerts on real captures' drives) into
# docs/screenshots/. Usage: scripts/screenshots.sh [BUILD_DIR]  (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
cmake --build "$build" --target ssd_gui_screenshots ssdtool
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
export SSD_TOOLBOX_SSDTOOL="$PWD/$build/app/cli/ssdtool"
"$build/tests/gui/ssd_gui_screenshots" docs/screenshots
