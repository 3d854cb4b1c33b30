#!/usr/bin/env bash
# The trace the guest recorded (guest/94-trace.sh: `ssdtool trace record /dev/sda` while
# real work ran on ext4 in the QEMU guest), replayed on the host (issue 36):
#   check-trace-replay.sh RESULTS_FILE SSDTOOL
# tests/integration/trace-replay-loop.sh with that trace: in a folder on ext4 on a loop
# device and on the raw loop device, the replay's requests and bytes equal the trace's, and
# fio's read_iolog replays the same requests. Exit 77 where that script cannot run (no root).
set -euo pipefail
results=${1:?usage: check-trace-replay.sh RESULTS_FILE SSDTOOL}
ssdtool=${2:?usage: check-trace-replay.sh RESULTS_FILE SSDTOOL}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$here/rig-file.sh" "$results.console.log" rig-guest.trace "$work/rig-guest.trace" ||
  { echo "FAIL: the guest sent no trace (see rig.trace-record)"; exit 1; }
exec bash "$here/../integration/trace-replay-loop.sh" "$ssdtool" "$work/rig-guest.trace"
