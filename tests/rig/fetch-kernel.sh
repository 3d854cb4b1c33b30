#!/bin/bash
# fetch-kernel.sh CACHE_DIR
#
# Fetches Debian's current amd64 kernel package into CACHE_DIR (reused when it is
# already there) and unpacks it, so the rig boots a real distribution kernel with
# real drivers as modules. Prints, on stdout, lines that run-rig.sh evaluates:
#   KERNEL_VERSION=6.1.0-56-amd64
#   KERNEL_IMAGE=/cache/.../boot/vmlinuz-6.1.0-56-amd64
#   KERNEL_MODULES=/cache/.../lib/modules/6.1.0-56-amd64
# Everything else goes to stderr. Idempotent: re-running with a filled cache does no
# network traffic beyond apt's local metadata lookup.
set -euo pipefail

log() { printf 'fetch-kernel: %s\n' "$*" >&2; }
die() { printf 'fetch-kernel: ERROR: %s\n' "$*" >&2; exit 1; }

[ $# -eq 1 ] || die "usage: $0 CACHE_DIR"
cache_dir=$1
mkdir -p "$cache_dir"
cache_dir=$(cd "$cache_dir" && pwd)

# Two rig runs at once (parallel ctest, two build trees) share the cache: serialise
# the download and unpack steps.
exec 9>"$cache_dir/.lock"
flock 9

# The meta package linux-image-amd64 depends on exactly one versioned image package;
# its name changes with every Debian kernel ABI bump, so it is resolved each run.
resolve_package() {
    apt-cache depends linux-image-amd64 2>/dev/null \
        | sed -n 's/^[[:space:]]*|\{0,1\}Depends:[[:space:]]*\(linux-image-[0-9][^[:space:]]*-amd64\(-unsigned\)\{0,1\}\)[[:space:]]*$/\1/p' \
        | head -n 1
}

pkg=$(resolve_package || true)
if [ -z "$pkg" ]; then
    # Only refresh the package lists when apt knows nothing: an update costs time and
    # network, and a stale-but-present list still names a downloadable kernel.
    log "apt-cache does not resolve linux-image-amd64; running apt-get update"
    apt-get update -qq >&2 || log "apt-get update failed"
    pkg=$(resolve_package || true)
fi

if [ -z "$pkg" ]; then
    # Offline with empty apt lists: fall back to the newest kernel already unpacked in
    # the cache rather than failing a run that could work. Said loudly.
    fallback=$(ls -1d "$cache_dir"/linux-image-*/.complete 2>/dev/null | sort -V | tail -n 1 || true)
    [ -n "$fallback" ] || die "cannot resolve the kernel package (apt-cache depends linux-image-amd64 gave nothing) and the cache $cache_dir is empty"
    pkg=$(basename "$(dirname "$fallback")")
    log "WARNING: apt cannot resolve linux-image-amd64; using cached $pkg"
fi
log "kernel package: $pkg"

extract_dir=$cache_dir/$pkg
if [ ! -f "$extract_dir/.complete" ]; then
    deb=$(ls -1 "$cache_dir/${pkg}"_*.deb 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -z "$deb" ]; then
        log "downloading $pkg into $cache_dir"
        # apt-get download writes into the current directory; a subshell keeps our cwd.
        # Download into a scratch dir first so an interrupted download never leaves a
        # truncated .deb that a later run would trust.
        dl_tmp=$(mktemp -d "$cache_dir/.download.XXXXXX")
        # apt drops privileges to _apt for downloads; let it write here (mktemp gives 0700).
        chmod 0755 "$dl_tmp"
        trap 'rm -rf "$dl_tmp"' EXIT
        ( cd "$dl_tmp" && apt-get download -q "$pkg" >&2 ) || die "apt-get download $pkg failed"
        for f in "$dl_tmp"/*.deb; do
            [ -e "$f" ] || die "apt-get download produced no .deb for $pkg"
            mv "$f" "$cache_dir/"
        done
        rm -rf "$dl_tmp"
        trap - EXIT
        deb=$(ls -1 "$cache_dir/${pkg}"_*.deb | sort -V | tail -n 1)
    else
        log "reusing cached $(basename "$deb")"
    fi

    log "unpacking $(basename "$deb")"
    # Unpack beside the final place and rename, so a half-unpacked tree is never used.
    tmp_extract=$(mktemp -d "$cache_dir/.extract.XXXXXX")
    trap 'rm -rf "$tmp_extract"' EXIT
    dpkg-deb -x "$deb" "$tmp_extract" || die "dpkg-deb -x $deb failed"
    touch "$tmp_extract/.complete"
    rm -rf "$extract_dir"
    mv "$tmp_extract" "$extract_dir"
    trap - EXIT
else
    log "reusing unpacked $extract_dir"
fi

# Debian replaces the kernel package name with every ABI bump; drop older packages and
# trees so the cache holds one kernel (~70 MB .deb + ~400 MB unpacked), not all of them.
for old in "$cache_dir"/linux-image-*; do
    case "$(basename "$old")" in
        "$pkg"|"$pkg"_*.deb) ;;
        *) log "removing outdated $(basename "$old") from the cache"; rm -rf "$old" ;;
    esac
done

# The signed and the unsigned package both carry vmlinuz and modules; check instead of
# assuming, so a future packaging split fails here with a clear message.
kimage=$(ls -1 "$extract_dir"/boot/vmlinuz-* 2>/dev/null | head -n 1 || true)
[ -n "$kimage" ] || die "$pkg has no boot/vmlinuz-*; try the -unsigned package"
kver=${kimage##*/vmlinuz-}
kmods=$extract_dir/lib/modules/$kver
[ -d "$kmods/kernel" ] || die "$pkg has no lib/modules/$kver/kernel"

echo "KERNEL_VERSION=$kver"
echo "KERNEL_IMAGE=$kimage"
echo "KERNEL_MODULES=$kmods"
