#!/bin/bash
# with-loop-env.sh SCRIPT.py SSDTOOL — runs a Python integration test on a fresh loop
# device with ext4 mounted (loop-env.sh: LOOP_DEV, LOOP_FILE, LOOP_MNT in its
# environment), removed afterwards whatever happens. Needs root (exit 77, "not run",
# without it); the script's own exit status (77 included) is passed on.
set -euo pipefail

script=$1
ssdtool=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=loop-env.sh
source "$here/loop-env.sh"
loop_env_require_root "loop devices"

loop_env_create 256
echo "loop device $LOOP_DEV over $LOOP_FILE, ext4 on $LOOP_MNT"
rc=0
python3 "$here/$script" "$ssdtool" || rc=$?
exit "$rc"
