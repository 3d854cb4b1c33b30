#!/bin/bash
# service-polkit.sh SSDTOOL — the resident service (`ssdtool daemon`) with the real polkit
# on a private system bus, clients as root and as unprivileged test users, on a loop
# device with ext4 (loop-env.sh). service-polkit.py does the work. Needs root (exit 77,
# "not run", without it); says "not run" and why where polkitd cannot run.
set -euo pipefail

ssdtool=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=loop-env.sh
source "$here/loop-env.sh"
loop_env_require_root "loop devices, test users and polkitd"

loop_env_create 256
echo "loop device $LOOP_DEV over $LOOP_FILE, ext4 on $LOOP_MNT"
rc=0
python3 "$here/service-polkit.py" "$ssdtool" || rc=$?
exit "$rc"
