# shellcheck shell=bash
# Sourced by the package tests (deb-on-fresh-debian.sh, deb-in-vm.sh): what both
# need to put the .deb on a fresh Debian 12 root. Expects `repo` (the source tree)
# and `set -euo pipefail`; sets `cache`, `mirror`, `deb`, `root`.
cache=${SSD_PACKAGE_CACHE:-$HOME/.cache/ssd-toolbox-package}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

# Exit 77 unless this machine can make a Debian root: root and debootstrap.
require_debootstrap() {
  [[ $(id -u) == 0 ]] || { echo "not run: needs root (debootstrap, chroot)"; exit 77; }
  command -v debootstrap >/dev/null ||
    { echo "not run: debootstrap is not installed (apt-get install debootstrap)"; exit 77; }
}

# The package under test: DEB=path, or a fresh scripts/package.sh build.
take_deb() {
  deb=${DEB:-}
  if [[ -z $deb ]]; then
    "$repo/scripts/package.sh" >/dev/null
    deb=$(ls "$repo"/build-package/ssd-toolbox_*_amd64.deb | tail -n 1)
  fi
  echo "package: $deb"
}

# Unpacks a minimal Debian 12 (debootstrap --variant=minbase, cached as a tarball)
# into a new directory `root` under /var/tmp, with /proc, /sys and /dev bound in,
# the host's resolver and apt's downloads kept in the cache, ready for apt-get in
# a chroot. PACKAGES, when named, are installed on top and that root is cached
# too (one tarball per list). An EXIT trap unmounts and removes the root; a
# caller with more to clean adds a function to `cleanup_steps`.
mounts=()
cleanup_steps=()
unmount_root() {
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null || true; done
  mounts=()
}
cleanup_root() {
  local step
  for step in "${cleanup_steps[@]}"; do "$step" || true; done
  unmount_root
  [[ -z ${root:-} ]] || rm -rf --one-file-system "$root"
}
mount_root() {
  local fs
  for fs in proc sys dev; do
    mount --rbind "/$fs" "$root/$fs" && mounts+=("$root/$fs")
  done
  mkdir -p "$cache/apt-archives/partial"
  mount --bind "$cache/apt-archives" "$root/var/cache/apt/archives" && mounts+=("$root/var/cache/apt/archives")
  cp /etc/resolv.conf "$root/etc/resolv.conf"
}
fresh_bookworm_root() { # [PACKAGES…]
  mkdir -p "$cache"
  local base="$cache/bookworm-minbase.tar.gz" scratch
  if [[ ! -s $base ]]; then
    scratch=$(mktemp -d)
    debootstrap --variant=minbase bookworm "$scratch" "$mirror" >"$cache/debootstrap.log" 2>&1 ||
      { echo "FAIL debootstrap (log: $cache/debootstrap.log)"; rm -rf "$scratch"; exit 1; }
    tar -C "$scratch" -czf "$base.part" . && mv "$base.part" "$base"
    rm -rf "$scratch"
  fi
  root=$(mktemp -d /var/tmp/ssd-deb-root.XXXXXX)
  trap cleanup_root EXIT
  trap 'exit 130' INT TERM
  local layer
  layer="$cache/bookworm-minbase+$(printf '%s\n' "$@" | sha1sum | cut -c1-12).tar.gz"
  if (($#)) && [[ -s $layer ]]; then
    tar -C "$root" -xzf "$layer"
    mount_root
    return
  fi
  tar -C "$root" -xzf "$base"
  mount_root
  if (($#)); then
    in_root sh -c 'apt-get $APT update -qq && apt-get $APT install -y -qq --no-install-recommends "$@" >/tmp/apt.log 2>&1 ||
      { tail -n 20 /tmp/apt.log; exit 1; }' sh "$@" || { echo "FAIL installing $* in the Debian root"; exit 1; }
    unmount_root
    tar -C "$root" -czf "$layer.part" . && mv "$layer.part" "$layer"
    mount_root
  fi
}

# Runs a command in the root with a clean environment. APT: apt-get's options there
# (downloads as root: the cache is a directory of this machine, not _apt's).
in_root() {
  chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive APT="-o APT::Sandbox::User=root" "$@"
}

# apt-get install of the .deb (copied to /tmp/ssd-toolbox.deb): every dependency must
# resolve from the mirror. Prints the installed version.
apt_install_deb() {
  cp "$deb" "$root/tmp/ssd-toolbox.deb"
  in_root sh -c 'apt-get $APT update -qq && apt-get $APT install -y -qq /tmp/ssd-toolbox.deb >/tmp/apt.log 2>&1 ||
    { tail -n 20 /tmp/apt.log; exit 1; }
    dpkg-query -W -f="\${Package} \${Version} \${Status}\n" ssd-toolbox'
}
