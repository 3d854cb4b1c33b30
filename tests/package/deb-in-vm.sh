#!/usr/bin/env bash
# Proves issue 14's "Done when" on a booted Debian 12: an ordinary user in an
# active local session reads SMART of every drive (CLI and GUI) through the
# socket-activated service without a password, and an erase still needs the
# administrator's password (polkit) and the drive's serial number.
#   1. builds the .deb (scripts/package.sh, unless DEB=path is given); makes a
#      Debian 12 root with debootstrap plus systemd, dbus, Debian's kernel with an
#      initramfs and the test's tools (Xvfb, scrot, python3; cached as tarballs in
#      ~/.cache/ssd-toolbox-package, SSD_PACKAGE_CACHE); installs the .deb there
#      with apt-get, which resolves its dependencies (polkitd, …) from the mirror;
#   2. adds the test users (alice: ordinary, autologin on tty1; admin: in group
#      sudo, polkit's administrator), the guest scripts (tests/package/vm/) and a
#      unit that runs them; makes an ext4 image of the root (mkfs.ext4 -d);
#   3. boots it in QEMU (TCG) on emulated AHCI SATA drives (the root and a data
#      drive) and an NVMe drive, all with serial numbers; vm-root.sh (root) and
#      vm-alice.sh (alice's session) check the units, socket activation, idle exit,
#      the journal's caller uids, ssdtool list/health as alice, the GUI under Xvfb
#      (screenshot), the erase's polkit prompt (pkttyagent) and serial rule, and
#      apt-get remove / reinstall of the package;
#   4. reads the "VM-RESULT PASS|FAIL name: …" lines from the serial console and
#      copies the screenshot, journal and logs out of the image (debugfs) into
#      SSD_VM_OUT (default ~/.cache/ssd-toolbox-package/vm-last).
# Needs root, debootstrap, qemu-system-x86_64, e2fsprogs and the Debian mirror. Not
# a ctest test: it downloads ~500 MB once; a run takes 9-14 minutes on a shared 2-core
# machine (529 and 850 s measured 2026-11-24, most of it TCG). Environment:
# DEB, SSD_PACKAGE_CACHE, DEBIAN_MIRROR, SSD_VM_TIMEOUT (QEMU's hard limit, s,
# default 1500), SSD_VM_OUT, SSD_VM_VERBOSE=1 (stream the console to stderr).
# Exit 0 all passed, 1 a check failed, 77 cannot run here.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
. "$repo/tests/package/debian-root.sh"
timeout_s=${SSD_VM_TIMEOUT:-1500}
out=${SSD_VM_OUT:-$cache/vm-last}
admin_password=ssd-vm-admin-7731
# The VM's system on top of minbase; the .deb brings the rest (polkitd, smartmontools, Qt…).
vm_packages=(systemd-sysv dbus udev libpam-systemd linux-image-amd64 initramfs-tools kmod procps iproute2
  python3 xvfb xauth scrot fonts-dejavu-core)
# Every check the guest reports; one that never arrives is a FAIL.
expected=(socket-enabled socket-listening service-not-started alice-active-session ssdtool-list
  ssdtool-health-nvme0n1 ssdtool-health-sda ssdtool-health-sdb ssdtool-local-needs-root
  gui-screenshot erase-no-agent erase-wrong-password erase-wrong-serial erase-done
  service-socket-activated service-logs-callers gui-used-service erase-logged erase-removed-pattern
  service-idle-exit apt-remove-stops-socket apt-reinstall-enables-socket)

require_debootstrap
for tool in qemu-system-x86_64 mkfs.ext4 debugfs; do
  command -v "$tool" >/dev/null || { echo "not run: $tool is not installed"; exit 77; }
done
started=$(date +%s)
take_deb
fresh_bookworm_root "${vm_packages[@]}"
failures=0
if line=$(apt_install_deb 2>&1); then echo "PASS apt-install: $line"; else echo "FAIL apt-install: $line"; exit 1; fi

# --- the VM's configuration -------------------------------------------------------
echo ssdvm >"$root/etc/hostname"
printf '127.0.0.1 localhost\n127.0.1.1 ssdvm\n' >"$root/etc/hosts"
echo 'LABEL=ssdvm-root / ext4 rw,errors=remount-ro 0 1' >"$root/etc/fstab"
in_root sh -e -c "useradd -m -s /bin/bash alice && useradd -m -s /bin/bash -G sudo admin
  printf 'alice:ssd-vm-alice-2290\nadmin:%s\n' '$admin_password' | chpasswd"
install -d "$root/opt/ssd-vm"
cp "$repo"/tests/package/vm/*.sh "$repo"/tests/package/vm/*.py "$repo/tests/integration/protocol_client.py" "$root/opt/ssd-vm/"
cp "$deb" "$root/opt/ssd-vm/ssd-toolbox.deb"
echo "$admin_password" >"$root/opt/ssd-vm/admin-password" # alice's script types it into pkttyagent
# alice logs in on tty1 by herself (a local seat0 session, active: its VT is in front)
# and her login shell runs her checks once.
install -d "$root/etc/systemd/system/getty@tty1.service.d"
printf '[Service]\nExecStart=\nExecStart=-/sbin/agetty --autologin alice --noclear %%I $TERM\n' \
  >"$root/etc/systemd/system/getty@tty1.service.d/autologin.conf"
cat >"$root/home/alice/.bash_profile" <<'EOF'
if [ "$(tty)" = /dev/tty1 ] && mkdir /tmp/ssd-vm-alice-started 2>/dev/null; then
    exec /opt/ssd-vm/vm-alice.sh
fi
EOF
cat >"$root/etc/systemd/system/ssd-vm-test.service" <<'EOF'
[Unit]
Description=deb-in-vm.sh: root's checks (tests/package/vm/vm-root.sh)
After=multi-user.target

[Service]
Type=exec
ExecStart=/opt/ssd-vm/vm-root.sh
StandardOutput=journal+console
StandardError=journal+console
EOF
ln -sf /etc/systemd/system/ssd-vm-test.service "$root/etc/systemd/system/multi-user.target.wants/ssd-vm-test.service"
ln -sf /dev/null "$root/etc/systemd/system/serial-getty@ttyS0.service" # the console is the test's channel
rm -f "$root/etc/resolv.conf" "$root/tmp/ssd-toolbox.deb"

# --- the disk image and the drives ------------------------------------------------
unmount_root
work=$(mktemp -d /var/tmp/ssd-vm.XXXXXX)
qemu_pid=
stop_vm() {
  [[ -z $qemu_pid ]] || kill "$qemu_pid" 2>/dev/null || true
  rm -rf "$work"
}
cleanup_steps+=(stop_vm)
cp "$root"/boot/vmlinuz-* "$work/vmlinuz"
cp "$root"/boot/initrd.img-* "$work/initrd.img"
size_mib=$(($(du -sm "$root" | cut -f1) + 800))
mkfs.ext4 -q -L ssdvm-root -d "$root" "$work/root.img" "${size_mib}M" ||
  { echo "FAIL image: mkfs.ext4 -d $root"; exit 1; }
rm -rf --one-file-system "$root" && root=
truncate -s 256M "$work/sata.img" "$work/nvme.img"
echo "image: ${size_mib} MiB root ($(($(date +%s) - started)) s so far); booting (limit ${timeout_s} s)"

# shellcheck disable=SC2054  # the commas belong to QEMU's option syntax
qemu_args=(
  -accel tcg,thread=multi -cpu max -smp 2 -m 2048
  -nographic -nodefaults -no-reboot -serial stdio -monitor none
  -kernel "$work/vmlinuz" -initrd "$work/initrd.img"
  -append "root=LABEL=ssdvm-root rw console=ttyS0 quiet"
  -device ahci,id=ahci0
  -drive if=none,id=root,file="$work/root.img",format=raw,discard=unmap
  -device ide-hd,drive=root,bus=ahci0.0,model=VM-SATA-ROOT,serial=VMSATAROOT1,rotation_rate=1
  -drive if=none,id=sata,file="$work/sata.img",format=raw,discard=unmap
  -device ide-hd,drive=sata,bus=ahci0.1,model=VM-SATA-SSD,serial=VMSATA0002,rotation_rate=1
  -drive if=none,id=nvme,file="$work/nvme.img",format=raw,discard=unmap
  -device nvme,drive=nvme,serial=VMNVME0001
)
boot=$(date +%s)
if [[ ${SSD_VM_VERBOSE:-0} == 1 ]]; then
  timeout --kill-after=10 "$timeout_s" qemu-system-x86_64 "${qemu_args[@]}" </dev/null > >(tee "$work/console.raw" >&2) 2>&1 &
else
  timeout --kill-after=10 "$timeout_s" qemu-system-x86_64 "${qemu_args[@]}" </dev/null >"$work/console.raw" 2>&1 &
fi
qemu_pid=$!
qemu_rc=0
wait "$qemu_pid" || qemu_rc=$?
qemu_pid=

# --- results -----------------------------------------------------------------------
rm -rf "$out" && mkdir -p "$out"
tr -d '\r' <"$work/console.raw" | sed 's/\x1b\[[0-9;?]*[A-Za-z]//g; s/\x1bc//g' >"$out/console.log"
for f in gui.png journal.txt alice.log erase.err gui.log apt-remove.log apt-reinstall.log; do
  debugfs -R "dump /var/lib/ssd-vm/$f $out/$f" "$work/root.img" >/dev/null 2>&1 || true
  [[ -s $out/$f ]] || rm -f "$out/$f"
done
if grep -q 'VM-START' "$out/console.log"; then
  echo "PASS vm-boot: $(grep -o 'VM-START.*' "$out/console.log" | head -n 1)"
else
  echo "FAIL vm-boot: the VM's checks never started (QEMU status $qemu_rc); console: $out/console.log"
  tail -n 20 "$out/console.log"
  exit 1
fi
grep -o 'VM-RESULT .*' "$out/console.log" | sed 's/^VM-RESULT //' >"$out/results.txt" || true
cat "$out/results.txt"
failures=$(grep -c '^FAIL' "$out/results.txt" || true)
for name in "${expected[@]}"; do
  grep -q "^[A-Z]* $name:" "$out/results.txt" || { echo "FAIL $name: no result from the VM"; failures=$((failures + 1)); }
done
if grep -q 'VM-END' "$out/console.log"; then
  echo "PASS vm-end: the VM ran to its end and powered off (QEMU status $qemu_rc, $(($(date +%s) - boot)) s after boot)"
else
  echo "FAIL vm-end: no VM-END (QEMU status $qemu_rc: $( ((qemu_rc == 124)) && echo "killed at ${timeout_s} s" || echo exited)); console: $out/console.log"
  failures=$((failures + 1))
fi
echo "output: $out ($(ls "$out" | tr '\n' ' '))"
echo "run time: $(($(date +%s) - started)) s"
if ((failures)); then echo "$failures check(s) failed"; exit 1; fi
echo "on a booted Debian 12 an ordinary user reads SMART through the service without a password; an erase needs the administrator and the serial number"
