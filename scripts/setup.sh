#!/usr/bin/env bash
# Installs the Debian 12 packages SSD Toolbox needs to build, test and run,
# only those that are missing (so a set-up machine does no network work).
# Installing needs root: run as a user, it asks sudo for that (where sudo exists);
# as root (with or without sudo installed) it installs directly.
set -euo pipefail

packages=(
  # build
  build-essential cmake ninja-build pkg-config
  lld  # the linker of the CI trees (SSD_LINKER): links the test binaries much faster than GNU ld
  nlohmann-json3-dev libcli11-dev libexpected-dev liburing-dev libatasmart-dev
  libgtest-dev libgmock-dev
  libsystemd-dev  # sd_listen_fds: the service's socket from systemd
  libsqlite3-dev  # the drive history (platform/history)
  libcurl4-openssl-dev  # alert delivery: SMTP with STARTTLS and HTTP webhooks
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev  # Qt6Charts's CMake package needs Qt6OpenGL's
  # the GUI's translations: lupdate and lrelease (Qt6LinguistTools), Qt's own .qm files (shipped
  # in the Windows package; the GUI tests check Qt's German buttons)
  qt6-l10n-tools qt6-tools-dev qt6-translations-l10n
  # Windows cross-build (ssdtool.exe, the unit tests) and its run under Wine
  g++-mingw-w64-x86-64-posix wine wine64
  # the sanitizer builds and the fuzz targets (build-asan, build-tsan: tests/fuzz, tests/threads)
  clang libclang-rt-14-dev
  # the tools ssdtool drives
  smartmontools hdparm nvme-cli util-linux fio e2fsprogs fdisk
  # the benchmark's conditions on dm-crypt (tests/integration/bench-conditions.sh)
  cryptsetup-bin
  # the resident service: polkit decides, systemd's units are verified, tests use their own users
  polkitd dbus-daemon systemd passwd
  # test rig: a real kernel in QEMU with a busybox initramfs
  qemu-system-x86 busybox-static
  # the rig's benchmark conditions on btrfs with compression (tests/rig/guest/93-bench-conditions.sh)
  btrfs-progs
  # the package tests (tests/package/): a fresh Debian 12 root, booted in QEMU by deb-in-vm.sh
  debootstrap
  # alert delivery tests: a real SMTP sink (and openssl for its STARTTLS certificate); the
  # tray's notifications shown by a real notification server (dunst) on a virtual X display,
  # on a private session bus
  python3-aiosmtpd openssl dunst xvfb
  # the fleet tests: promtool checks the metrics and rules; a real Prometheus scrapes a real
  # node_exporter's textfile collector (tests/fleet/); the rules file read as YAML; the JSON
  # documents validated against resources/schemas (tests/tools/validate-contract.py)
  prometheus prometheus-node-exporter python3-yaml python3-jsonschema
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if ((${#missing[@]} == 0)); then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi

if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null; then
    echo "setup: installing ${missing[*]} needs root: asking sudo" >&2
    exec sudo -- "$0" "$@"
  fi
  echo "setup: missing packages: ${missing[*]}" >&2
  echo "setup: installing them needs root, and sudo is not installed: run $0 as root" >&2
  exit 1
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
dpkg_options=()
if [[ "${CI:-}" == "true" ]]; then
  # A throwaway CI machine: dpkg need not fsync every file, and the manual pages' index
  # need not be rebuilt (together a fifth of the install's time).
  dpkg_options=(-o Dpkg::Options::=--force-unsafe-io)
  echo "man-db man-db/auto-update boolean false" | debconf-set-selections
fi
apt-get update -q
apt-get install -y -q --no-install-recommends "${dpkg_options[@]}" "${missing[@]}"
