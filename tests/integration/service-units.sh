#!/bin/bash
# service-units.sh SSDTOOL SOURCE_ROOT — the shipped systemd units pass
# `systemd-analyze verify` (with ExecStart pointing at this build's ssdtool), and the
# service really starts from a socket handed over the way systemd does it
# (systemd-socket-activate: LISTEN_FDS), answers a client, and exits when idle.
set -euo pipefail

ssdtool=$(realpath "$1")
root=$2
for tool in systemd-analyze systemd-socket-activate python3; do
    command -v "$tool" >/dev/null || { echo "not run: $tool is not installed (apt-get install systemd python3)"; exit 77; }
done
tmp=$(mktemp -d)
activator=""
cleanup() {
    [ -n "$activator" ] && kill "$activator" 2>/dev/null && wait "$activator" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT

for unit in ssd-toolbox.service ssd-toolbox-sample.service ssd-toolbox-alerts.service; do
    sed "s|@SSD_SSDTOOL_PATH@|$ssdtool|" "$root/resources/systemd/$unit.in" >"$tmp/$unit"
done
cp "$root/resources/systemd/ssd-toolbox.socket" "$root/resources/systemd/ssd-toolbox-sample.timer" \
   "$root/resources/systemd/ssd-toolbox-alerts.timer" "$tmp/"
(cd "$tmp" && systemd-analyze verify ssd-toolbox.socket ssd-toolbox.service ssd-toolbox-sample.timer ssd-toolbox-sample.service \
    ssd-toolbox-alerts.timer ssd-toolbox-alerts.service)
echo "PASS: systemd-analyze verify ssd-toolbox.socket ssd-toolbox.service ssd-toolbox-sample.timer ssd-toolbox-sample.service ssd-toolbox-alerts.timer ssd-toolbox-alerts.service"
# The timer runs hourly, once after boot, catches up a missed run and spreads a fleet.
for setting in OnCalendar=hourly OnBootSec= Persistent=true RandomizedDelaySec=; do
    grep -q "^$setting" "$tmp/ssd-toolbox-sample.timer" || { echo "FAIL: the sample timer lacks $setting"; exit 1; }
done
echo "PASS: the sample timer runs hourly and at boot, persistent, with a randomized delay"

# Socket activation: the activator listens, starts the service at the first connection and
# hands it the listening socket (LISTEN_FDS=1); --idle-exit 1 ends it once the client left.
mkfifo "$tmp/activator.err"
systemd-socket-activate -l "$tmp/service.sock" -- "$ssdtool" daemon --idle-exit 1 2>"$tmp/activator.err" &
activator=$!
# Its first line says it listens ("Listening on PATH as 3."); the service's log follows.
exec 3<"$tmp/activator.err"
read -r -t 20 listening <&3 || { echo "FAIL: systemd-socket-activate said nothing"; exit 1; }
echo "$listening"
cat <&3 >"$tmp/daemon.log" &
python3 - "$tmp/service.sock" <<'PY'
import json, socket, sys
path = sys.argv[1]
sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
sock.settimeout(30)
sock.connect(path)
lines = sock.makefile("rwb")
hello = json.loads(lines.readline())
assert hello.get("protocol") == "ssd-toolbox-helper", hello
lines.write(b'{"id":1,"method":"list"}\n')
lines.flush()
answer = json.loads(lines.readline())
assert answer.get("id") == 1 and "drives" in answer.get("result", {}), answer
sock.close()
print("PASS: started by socket activation, the service answered hello and list")
PY
# The activator runs the service in its own process (exec): when the service exits idle,
# the activator's process ends with its status.
status=0
timeout 30 tail --pid="$activator" -f /dev/null || status=$?
wait "$activator" || status=$?
activator=""
exec 3<&-
wait
if [ "$status" != 0 ]; then
    echo "FAIL: the socket-activated service did not exit 0 when idle (status $status)"; cat "$tmp/daemon.log"; exit 1
fi
grep -q "listening on the socket from systemd" "$tmp/daemon.log" || { echo "FAIL: no 'listening on the socket from systemd' in:"; cat "$tmp/daemon.log"; exit 1; }
echo "PASS: idle for 1 s, the service exited 0"
