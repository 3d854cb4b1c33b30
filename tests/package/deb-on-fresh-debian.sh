#!/usr/bin/env bash
# Proves the .deb installs and runs on a fresh Debian 12:
#   1. builds it (scripts/package.sh, unless DEB=path is given);
#   2. makes a minimal Debian 12 root with debootstrap (cached as a tarball in
#      ~/.cache/ssd-toolbox-package, SSD_PACKAGE_CACHE), so nothing of this
#      machine's installed packages can hide a missing dependency;
#   3. installs the package there with apt-get, which must resolve every
#      declared dependency from the Debian mirror;
#   4. runs the installed programs inside: ssdtool --version, list (with this
#      machine's /sys), health of a real smartctl capture, and ssd-toolbox
#      --version on the offscreen platform (its Qt libraries and a platform
#      plugin load); checks the installed polkit action, desktop file, icon,
#      metainfo and advisory data, and that no binary has a missing library.
# The Debian root comes from debian-root.sh (shared with deb-in-vm.sh, which boots
# the package with systemd, polkitd and a login session; a chroot cannot).
# Needs root (debootstrap, chroot) and the Debian mirror. Not a ctest test: it
# downloads ~200 MB. Exit 0 all passed, 1 a check failed, 77 cannot run here.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
capture=${SSD_FIXTURES_DIR:-$repo/../shared/fixtures}/smart/kingston_SV300S37A240G-SandForce_smartmontools-go.json
. "$repo/tests/package/debian-root.sh"

require_debootstrap
take_deb
fresh_bookworm_root
[[ -f $capture ]] && cp "$capture" "$root/tmp/capture.json"

failures=0
check() { # NAME COMMAND… : runs COMMAND in the fresh root
  local name=$1; shift
  if out=$(in_root "$@" 2>&1); then
    echo "PASS $name: $(printf '%s' "$out" | head -n 1)"
  else
    echo "FAIL $name: $out"; failures=$((failures + 1))
  fi
}

if out=$(apt_install_deb 2>&1); then echo "PASS apt-install: $out"; else echo "FAIL apt-install: $out"; exit 1; fi
check ssdtool-version ssdtool --version
check ssdtool-list sh -c 'ssdtool list --json | grep -q "\"drives\"" && echo "list answers (this machine: $(ssdtool list | wc -l) lines)"'
if [[ -f $root/tmp/capture.json ]]; then
  check ssdtool-health sh -c 'ssdtool health --smartctl-json /tmp/capture.json --json | grep -o "\"write_amplification\": [0-9.]*" | grep -q 2.46 && echo "Kingston SV300 capture: write_amplification 2.46"'
else
  echo "not run: ssdtool-health (no capture at $capture)"
fi
check gui-version sh -c 'mkdir -p -m 700 /tmp/xdg && XDG_RUNTIME_DIR=/tmp/xdg QT_QPA_PLATFORM=offscreen ssd-toolbox --version'
check installed-files sh -c 'for f in /usr/bin/ssdtool /usr/bin/ssd-toolbox /usr/share/polkit-1/actions/org.ssdtoolbox.helper.policy /usr/share/applications/ssd-toolbox.desktop /usr/share/icons/hicolor/scalable/apps/ssd-toolbox.svg /usr/share/metainfo/io.github.ssdtoolbox.SsdToolbox.metainfo.xml; do [ -s "$f" ] || { echo "missing $f"; exit 1; }; done; ls /usr/share/ssd-toolbox/advisories/*.json >/dev/null && grep -q /usr/bin/ssdtool /usr/share/polkit-1/actions/org.ssdtoolbox.helper.policy && echo "binaries, polkit action (helper /usr/bin/ssdtool), desktop file, icon, metainfo, advisories"'
check libraries sh -c 'missing=$(ldd /usr/bin/ssdtool /usr/bin/ssd-toolbox | grep "not found"); [ -z "$missing" ] || { echo "$missing"; exit 1; }; echo "every library resolves"'

if ((failures)); then echo "$failures check(s) failed"; exit 1; fi
echo "the package installs and runs on a fresh Debian 12"
