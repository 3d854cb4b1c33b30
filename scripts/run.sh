#!/usr/bin/env bash
# Sets up, builds and runs SSD Toolbox: the desktop app where a display is
# available (X11 or Wayland), otherwise `ssdtool report` (every drive with
# identity, SMART and setup checks). Arguments go to whichever runs.
# Runs as whoever calls it: setup.sh asks sudo only to install missing
# packages; as root (sudo need not be installed) everything runs as root.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
if [[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" && -x build/app/gui/ssd-toolbox ]]; then
  exec build/app/gui/ssd-toolbox "$@"
fi
exec build/app/cli/ssdtool report "$@"
