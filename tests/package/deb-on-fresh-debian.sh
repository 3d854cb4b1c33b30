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
# Needs root (debootstrap, chroot) and the Debian mirror. Not a ctest test: it
# downloads ~200 MB. Exit 0 all passed, 1 a check failed, 77 cannot run here.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cache=${SSD_PACKAGE_CACHE:-$HOME/.cache/ssd-toolbox-package}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
capture=${SSD_FIXTURES_DIR:-$repo/../shared/fixtures}/smart/kingston_SV300S37A240G-SandForce_smartmontools-go.json

[[ $(id -u) == 0 ]] || { echo "not run: needs root (debootstrap, chroot)"; exit 77; }
command -v debootstrap >/dev/null || { echo "not run: debootstrap is not installed (apt-get install debootstrap)"; exit 77; }

deb=${DEB:-}
if [[ -z $deb ]]; then
  "$repo/scripts/package.sh" >/dev/null
  deb=$(ls "$repo"/build-package/ssd-toolbox_*_amd64.deb | tail -n 1)
fi
echo "package: $deb"

mkdir -p "$cache"
base="$cache/bookworm-minbase.tar.gz"
if [[ ! -s $base ]]; then
  scratch=$(mktemp -d)
  debootstrap --variant=minbase bookworm "$scratch" "$mirror" >"$cache/debootstrap.log" 2>&1 ||
    { echo "FAIL debootstrap (log: $cache/debootstrap.log)"; rm -rf "$scratch"; exit 1; }
  tar -C "$scratch" -czf "$base.part" . && mv "$base.part" "$base"
  rm -rf "$scratch"
fi

root=$(mktemp -d /var/tmp/ssd-deb-root.XXXXXX)
mounts=()
cleanup() {
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null || true; done
  rm -rf --one-file-system "$root"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
tar -C "$root" -xzf "$base"
for fs in proc sys dev; do
  mount --rbind "/$fs" "$root/$fs" && mounts+=("$root/$fs")
done
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$deb" "$root/tmp/ssd-toolbox.deb"
[[ -f $capture ]] && cp "$capture" "$root/tmp/capture.json"

failures=0
check() { # NAME COMMAND… : runs COMMAND in the fresh root
  local name=$1; shift
  if out=$(chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@" 2>&1); then
    echo "PASS $name: $(printf '%s' "$out" | head -n 1)"
  else
    echo "FAIL $name: $out"; failures=$((failures + 1))
  fi
}

check apt-install sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/ssd-toolbox.deb >/tmp/apt.log 2>&1 || { tail -n 20 /tmp/apt.log; exit 1; }; dpkg-query -W -f="\${Package} \${Version} \${Status}\n" ssd-toolbox'
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
