#!/bin/bash
# gui-shot.sh PIDFILE SHOT — run by vm-alice.sh inside xvfb-run: starts ssd-toolbox
# and takes screenshots (scrot) every 2 s until the GUI holds a connection to the
# service's socket and the picture is not the empty screen and has not changed for
# 10 s (it has loaded the drives and their SMART), at most 300 s; SHOT is the last.
set -uo pipefail
. /opt/ssd-vm/lib.sh
pidfile=$1 shot=$2
dir=$(dirname "$shot")
scrot -o "$dir/empty.png" || exit 1
ssd-toolbox </dev/null >"$dir/gui.log" 2>&1 &
gui=$!
echo "$gui" >"$pidfile"
# A socket of the GUI whose peer is one the service accepted on $SOCKET (ss shows the
# service's side with the socket's path and the GUI's side with its peer's inode).
connected() {
  ss -xpH | awk -v sock="$SOCKET" -v pid="pid=$gui," '
    $5 == sock && $2 == "ESTAB" { accepted[$6] = 1 }
    index($0, pid) { peers[$8] = 1 }
    END { for (p in peers) if (p in accepted) found = 1; exit !found }'
}
same=0
for ((i = 0; i < 150 && same < 5; i++)); do
  sleep 2
  kill -0 "$gui" 2>/dev/null || { echo "ssd-toolbox exited" >>"$dir/gui.log"; exit 1; }
  scrot -o "$dir/next.png" || exit 1
  if connected && ! cmp -s "$dir/next.png" "$dir/empty.png" && cmp -s "$dir/next.png" "$shot"; then
    same=$((same + 1))
  else
    same=0
  fi
  mv "$dir/next.png" "$shot"
done
kill "$gui"
wait "$gui" 2>/dev/null
((same >= 5)) || { echo "the picture did not hold still with a connection within 300 s" >>"$dir/gui.log"; exit 1; }
