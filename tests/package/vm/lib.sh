# shellcheck shell=bash
# Sourced by the guest scripts of deb-in-vm.sh (root's vm-root.sh and alice's
# vm-alice.sh): how a check reports. Each result is one line, "PASS|FAIL NAME: what
# was seen", appended to RESULTS; root's are also written to the serial console
# (VM_CONSOLE) as "VM-RESULT …", which the host reads, and it relays alice's.
VM_STATE=/run/ssd-vm          # the two sides' meeting place (alice may write)
VM_KEEP=/var/lib/ssd-vm       # what the host copies out of the image afterwards
# The drives (deb-in-vm.sh's QEMU command): AHCI ports are probed in parallel, so which
# of sda/sdb is the root drive (VMSATAROOT1) and which the data drive (VMSATA0002) varies.
NVME=/dev/nvme0n1 NVME_SERIAL=VMNVME0001
SATA_A=/dev/sda SATA_B=/dev/sdb
SERIALS="VMNVME0001 VMSATAROOT1 VMSATA0002"
SOCKET=/run/ssd-toolbox.socket

result() { # PASS|FAIL NAME TEXT
  local line
  line=$(printf '%s %s: %s' "$1" "$2" "$(printf '%s' "$3" | tr '\n' ' ' | cut -c1-600)")
  printf '%s\n' "$line" >>"$RESULTS"
  [[ -z ${VM_CONSOLE:-} ]] || printf 'VM-RESULT %s\n' "$line" >"$VM_CONSOLE"
}

# check NAME COMMAND…: PASS when COMMAND succeeds; its output (what it saw) is the text.
check() {
  local name=$1 out
  shift
  if out=$("$@" 2>&1); then result PASS "$name" "$out"; else result FAIL "$name" "$out"; fi
}

# Waits for a condition (a command), at most SECONDS; polls once a second.
wait_for() { # SECONDS COMMAND…
  local limit=$1 waited=0
  shift
  until "$@" >/dev/null 2>&1; do
    ((waited++ < limit)) || return 1
    sleep 1
  done
}
