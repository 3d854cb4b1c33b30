#!/bin/bash
# alice's side of deb-in-vm.sh: her login shell (getty autologin on tty1, so logind
# gives her an active local session) runs this once. alice is an ordinary user: no
# sudo, not in the disk group; no polkit agent runs; every command's stdin is
# /dev/null, so nothing could ask her for a password. Results go to alice.results,
# which root relays to the console.
set -uo pipefail
. /opt/ssd-vm/lib.sh
RESULTS=$VM_STATE/alice.results
export LANG=C.UTF-8
exec </dev/null >>"$VM_STATE/alice.log" 2>&1
trap 'touch "$VM_STATE/alice.done"' EXIT
wait_for 300 test -e "$VM_STATE/go" || { result FAIL alice-session "root never said go"; exit 1; }

active_session() {
  local seen
  seen=$(loginctl show-session "$XDG_SESSION_ID" -p Name -p Active -p Remote -p Seat -p TTY -p Class | tr '\n' ' ')
  echo "session $XDG_SESSION_ID: $seen; groups: $(id -Gn); agent: $(pgrep -u alice -l pkttyagent || echo none)"
  [[ $seen == *Name=alice* && $seen == *Active=yes* && $seen == *Remote=no* && $seen == *Seat=seat0* ]] &&
    ! id -Gn | grep -qwE 'sudo|disk|root'
}
check alice-active-session active_session

# The CLI answers through the service: every drive, SMART of each, no password asked.
list_drives() {
  local out
  out=$(timeout 120 ssdtool list 2>&1) || { echo "exit $?: $out"; return 1; }
  echo "$(grep -c '^/dev/' <<<"$out") drives: $(grep -E '^/dev/|serial' <<<"$out" | awk '{print $1 == "serial" ? $2 ";" : $1}' | tr '\n' ' ')"
  [[ $out == *"$NVME"* && $out == *"$SATA_A"* && $out == *"$SATA_B"* && $out != *"working in this process"* ]] &&
    for serial in $SERIALS; do grep -q "serial *$serial" <<<"$out" || return 1; done
}
check ssdtool-list list_drives

health_of() { # DEVICE
  local out status
  out=$(timeout 180 ssdtool health "$1" --json 2>&1)
  status=$?
  local smart verdict serial
  smart=$(grep -o '"smart_available": *[a-z]*' <<<"$out" | head -n 1)
  verdict=$(grep -o '"verdict": *"[a-z]*"' <<<"$out" | head -n 1)
  serial=$(grep -o '"serial": *"[^"]*"' <<<"$out" | head -n 1)
  echo "exit $status; $serial, $smart, $verdict$( ((status)) && echo "; $out" | head -c 300)"
  ((status == 0)) && [[ $smart == *true && -n $verdict ]]
}
check ssdtool-health-nvme0n1 health_of "$NVME"
check ssdtool-health-sda health_of "$SATA_A"
check ssdtool-health-sdb health_of "$SATA_B"

# --local works in this process: without root it cannot read SMART — the contrast that
# shows the answers above came from the service.
local_refused() {
  local out status
  out=$(timeout 120 ssdtool health "$NVME" --local 2>&1)
  status=$?
  echo "exit $status: $(head -n 1 <<<"$out")"
  ((status == 2))
}
check ssdtool-local-needs-root local_refused

# The GUI under Xvfb (a screen of its window's size, 1100x720): screenshots until the
# picture holds still with the GUI connected to the service; root matches the GUI's pid
# with the service's journal afterwards.
gui_shows_drives() {
  local shot=$VM_STATE/gui.png
  timeout 400 xvfb-run -a -s "-screen 0 1100x720x24" /opt/ssd-vm/gui-shot.sh "$VM_STATE/gui.pid" "$shot" ||
    { echo "gui-shot.sh failed: $(tail -n 3 "$VM_STATE/gui.log" 2>/dev/null)"; return 1; }
  echo "screenshot $(stat -c %s "$shot") bytes; GUI pid $(cat "$VM_STATE/gui.pid"); GUI said: $(tail -n 2 "$VM_STATE/gui.log" | tr '\n' ' ')"
}
check gui-screenshot gui_shows_drives

# An erase: refused without an agent; the administrator's password and the serial number.
erase_checks() {
  timeout 600 python3 /opt/ssd-vm/erase-as-user.py "$SOCKET" "$NVME" "$NVME_SERIAL" admin "$(cat /opt/ssd-vm/admin-password)" >>"$RESULTS" 2>"$VM_STATE/erase.err" ||
    result FAIL erase-client "exit $?: $(tail -n 3 "$VM_STATE/erase.err")"
}
erase_checks
