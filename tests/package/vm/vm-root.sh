#!/bin/bash
# Root's side of deb-in-vm.sh, run once at boot by ssd-vm-test.service in the VM
# (a Debian 12 with the .deb installed by apt-get in a chroot, booted by systemd).
# Checks what only root sees (units, listeners, the service's journal, the drive's
# bytes), lets alice's session (vm-alice.sh, autologin on tty1) run her checks in
# between, then removes and reinstalls the package, and powers the VM off. Every
# result line goes to the serial console as "VM-RESULT PASS|FAIL NAME: …".
set -uo pipefail
. /opt/ssd-vm/lib.sh
RESULTS=$VM_STATE/root.results VM_CONSOLE=/dev/console
IDLE_EXIT=20  # seconds; the shipped unit says 300 (see set_short_idle)
export LANG=C.UTF-8

mkdir -p "$VM_KEEP"
install -d -m 1777 "$VM_STATE" # alice writes her results, logs and screenshot here
install -o alice -g alice -m 0755 /dev/null "$VM_STATE/alice.results"
: >"$RESULTS"

# grep reads all its input (no -q): under pipefail an early exit would fail the pipe by SIGPIPE.
socket_listening() { ss -xlH | grep -F "$SOCKET" >/dev/null; }
service_active() { [[ $(systemctl is-active ssd-toolbox.service) == active ]]; }
service_log() { journalctl -b -u ssd-toolbox.service -o cat --no-pager; }

echo "VM-START kernel $(uname -r), system $(timeout 300 systemctl is-system-running --wait 2>&1)" >/dev/console

# --- after boot: what the package's postinst left, before anyone connected --------
socket_enabled() {
  local state
  state=$(systemctl is-enabled ssd-toolbox.socket 2>&1)
  echo "ssd-toolbox.socket is $state at boot (postinst ran in a chroot, without a running systemd)"
  [[ $state == enabled ]]
}
socket_ready() {
  local active mode
  active=$(systemctl is-active ssd-toolbox.socket 2>&1)
  mode=$(stat -c '%a %U' "$SOCKET" 2>&1)
  echo "socket unit $active; $SOCKET mode $mode; listener: $(ss -xlH | grep -F "$SOCKET" | awk '{print $5}' | head -n 1)"
  [[ $active == active && $mode == '666 root' ]] && socket_listening
}
service_waits() {
  local state
  state=$(systemctl is-active ssd-toolbox.service 2>&1)
  echo "ssd-toolbox.service is $state before the first connection"
  [[ $state == inactive ]]
}
check socket-enabled socket_enabled
check socket-listening socket_ready
check service-not-started service_waits

# The shipped unit exits after 300 idle seconds; the VM waits 20 instead: a drop-in
# under /run that copies the installed ExecStart with only the number changed.
set_short_idle() {
  local unit exec
  unit=$(systemctl show -p FragmentPath --value ssd-toolbox.service)
  exec=$(grep '^ExecStart=' "$unit" | sed "s/--idle-exit [0-9]*/--idle-exit $IDLE_EXIT/")
  [[ $exec == *"--idle-exit $IDLE_EXIT"* ]] || { echo "no --idle-exit in $unit: $exec"; return 1; }
  mkdir -p /run/systemd/system/ssd-toolbox.service.d
  printf '[Service]\nExecStart=\n%s\n' "$exec" >/run/systemd/system/ssd-toolbox.service.d/vm-idle.conf
  systemctl daemon-reload && echo "$exec"
}
set_short_idle >/dev/console 2>&1

# A pattern on the NVMe drive that alice's erase must remove (4 KiB blocks 0 and 30000).
write_pattern() { printf 'SSD-VM-PATTERN-%s' "$1" | dd of=$NVME bs=4096 seek="$1" conv=notrunc,fsync status=none; }
read_pattern() { dd if=$NVME bs=4096 skip="$1" count=1 status=none | tr -d '\0' | head -c 20; }
write_pattern 0 && write_pattern 30000

# --- alice's session ---------------------------------------------------------------
# Her results go to the console as they come (she may not write to it herself).
relayed=0
relay_alice() {
  local n
  n=$(wc -l <"$VM_STATE/alice.results")
  ((n > relayed)) || return 0
  sed -n "$((relayed + 1)),${n}p" "$VM_STATE/alice.results" | sed 's/^/VM-RESULT /' >/dev/console
  relayed=$n
}
alice_done() { relay_alice; test -e "$VM_STATE/alice.done"; }
touch "$VM_STATE/go"
if ! wait_for 900 alice_done; then
  result FAIL alice-session "alice's session did not finish within 900 s (autologin on tty1: $(loginctl list-sessions --no-legend | tr '\n' ';'))"
fi
relay_alice

# --- the service as root sees it ----------------------------------------------------
activated_by_socket() {
  local log
  log=$(service_log)
  echo "$(grep -c 'Started' <<<"$log") start(s); $(grep -m 1 'listening on' <<<"$log")"
  grep -q 'listening on the socket from systemd' <<<"$log"
}
callers_logged() {
  local log n
  log=$(service_log)
  n=$(grep -c 'uid 1000 (pid [0-9]*): connected' <<<"$log")
  echo "$n connection(s) of uid 1000 (alice) in the journal, e.g. \"$(grep -m 1 'uid 1000 (pid' <<<"$log")\""
  ((n >= 4))
}
gui_connected() {
  local pid
  pid=$(cat "$VM_STATE/gui.pid" 2>/dev/null)
  [[ -n $pid ]] || { echo "alice's session recorded no GUI pid"; return 1; }
  service_log | grep -m 1 "uid 1000 (pid $pid): connected" || { echo "no connection from the GUI (pid $pid) in the journal"; return 1; }
}
erase_logged() {
  local log
  log=$(service_log | grep 'uid 1000 (pid [0-9]*): erase ')
  printf '%s\n' "$log" | sed 's/"confirm":"[^"]*"/"confirm":…/' | cut -c1-160 | tr '\n' '|'
  grep -q 'not authorized' <<<"$log" && grep -q ': done$' <<<"$log"
}
pattern_gone() {
  local a b
  a=$(read_pattern 0) b=$(read_pattern 30000)
  echo "block 0: '${a}', block 30000: '${b}' (before the erase: SSD-VM-PATTERN-0, SSD-VM-PATTERN-30000)"
  [[ $a != SSD-VM-PATTERN-* && $b != SSD-VM-PATTERN-* ]]
}
idle_exit() {
  if ! wait_for $((IDLE_EXIT + 60)) bash -c '! systemctl -q is-active ssd-toolbox.service'; then
    echo "still $(systemctl is-active ssd-toolbox.service) $((IDLE_EXIT + 60)) s after the last client"
    return 1
  fi
  echo "service $(systemctl is-active ssd-toolbox.service): $(service_log | grep -m 1 'no client for'); socket still $(systemctl is-active ssd-toolbox.socket)"
  service_log | grep 'no client for' >/dev/null && socket_listening
}
check service-socket-activated activated_by_socket
check service-logs-callers callers_logged
check gui-used-service gui_connected
check erase-logged erase_logged
check erase-removed-pattern pattern_gone
check service-idle-exit idle_exit

# --- the package's maintainer scripts on a running system ----------------------------
removed() {
  apt-get remove -y -q ssd-toolbox >"$VM_KEEP/apt-remove.log" 2>&1 || { tail -n 5 "$VM_KEEP/apt-remove.log"; return 1; }
  local wants=/etc/systemd/system/sockets.target.wants/ssd-toolbox.socket
  echo "after apt-get remove: socket unit $(systemctl is-active ssd-toolbox.socket), service $(systemctl is-active ssd-toolbox.service), $( [[ -e $wants || -L $wants ]] && echo "still enabled ($wants)" || echo "not enabled"), $( [[ -e $SOCKET ]] && echo "$SOCKET exists" || echo "no $SOCKET"), $(socket_listening && echo "a listener" || echo "no listener")"
  ! systemctl -q is-active ssd-toolbox.socket && ! service_active && [[ ! -e $wants && ! -L $wants && ! -e $SOCKET ]] && ! socket_listening
}
reinstalled() {
  apt-get install -y -q /opt/ssd-vm/ssd-toolbox.deb >"$VM_KEEP/apt-reinstall.log" 2>&1 ||
    { tail -n 5 "$VM_KEEP/apt-reinstall.log"; return 1; }
  local answer
  answer=$(timeout 60 python3 /opt/ssd-vm/list-as-root.py 2>&1)
  echo "after apt-get install: socket $(systemctl is-enabled ssd-toolbox.socket) and $(systemctl is-active ssd-toolbox.socket), $(socket_listening && echo listening || echo "not listening"); a client: $answer"
  [[ $(systemctl is-enabled ssd-toolbox.socket) == enabled ]] && systemctl -q is-active ssd-toolbox.socket && socket_listening &&
    [[ $answer == answered* ]]
}
check apt-remove-stops-socket removed
check apt-reinstall-enables-socket reinstalled

# --- hand back: the journal for the host, the end marker, power off ------------------
journalctl -b -o short-monotonic --no-pager >"$VM_KEEP/journal.txt" 2>&1
cp "$VM_STATE"/*.results "$VM_STATE"/*.log "$VM_STATE"/gui.png "$VM_STATE"/erase.err "$VM_KEEP/" 2>/dev/null
sync
echo "VM-END $(grep -c '^PASS' "$RESULTS" "$VM_STATE/alice.results" | awk -F: '{s += $2} END {print s}') passed" >/dev/console
systemctl poweroff
