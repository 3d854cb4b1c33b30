#!/usr/bin/env bash
# Sets up, builds and runs the main job: a report of every drive.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
exec build/app/cli/ssdtool report "$@"
