#!/bin/bash
# helper-process.sh SSDTOOL — every request type through the real helper process
# (`ssdtool serve`, the one the GUI starts through pkexec) on a loop device with ext4
# (loop-env.sh): answers, dry runs, refusals, a benchmark cancelled mid-run, a discard
# that really empties the device, and the device's state after each (the backing
# file's checksum and allocated size). helper-process.py speaks the protocol.
# Needs root (exit 77, "not run", without it).
set -euo pipefail

ssdtool=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=loop-env.sh
source "$here/loop-env.sh"
loop_env_require_root "loop devices"

loop_env_create 256
echo "loop device $LOOP_DEV over $LOOP_FILE, ext4 on $LOOP_MNT"
# The script unmounts the filesystem itself before the whole-device requests.
python3 "$here/helper-process.py" "$ssdtool"
