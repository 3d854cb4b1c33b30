#!/bin/bash
# run-rig.sh BUILD_DIR_OR_SSDTOOL RESULTS_FILE
#
# Boots Debian's kernel in QEMU (TCG; KVM hangs on these machines, see docs/testing/rig.md) with
# three emulated drives — an AHCI SATA SSD, a disk on the legacy PIIX IDE controller
# and an NVMe drive — runs the guest tests (tests/rig/guest/*.sh) against the given
# ssdtool, and collects their results from the serial console:
#   RESULTS_FILE               the "RIG-RESULT <group> <PASS|FAIL> <message>" lines
#   RESULTS_FILE.console.log   the whole console output (\r removed)
# Exit status: 0 when the guest ran to its end marker (individual FAILs are judged by
# check-result.sh per group); non-zero, with a loud message, when QEMU did not start,
# the kernel never reached /init, or the guest never reached RIG-END.
#
# Environment:
#   SSD_RIG_CACHE     kernel package cache (default ~/.cache/ssd-toolbox-rig)
#   SSD_RIG_TIMEOUT   hard limit for QEMU in seconds (default 240)
#   SSD_RIG_SCRIPT_TIMEOUT  limit per guest script in seconds (default 100)
#   SSD_RIG_GUEST_DIR guest test scripts (default tests/rig/guest)
#   SSD_RIG_VERBOSE=1 also stream the console to stderr while it runs
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

log() { printf 'run-rig: %s\n' "$*" >&2; }
die() {
    printf '\nrun-rig: ************************************************************\n' >&2
    printf 'run-rig: RIG FAILED: %s\n' "$*" >&2
    printf 'run-rig: ************************************************************\n' >&2
    exit 1
}

[ $# -eq 2 ] || die "usage: $0 BUILD_DIR_OR_SSDTOOL RESULTS_FILE"
target=$1
results=$2
timeout_s=${SSD_RIG_TIMEOUT:-240}
script_timeout_s=${SSD_RIG_SCRIPT_TIMEOUT:-100}
cache=${SSD_RIG_CACHE:-$HOME/.cache/ssd-toolbox-rig}
guest_dir=${SSD_RIG_GUEST_DIR:-$here/guest}
disk_mib=256   # the guest checks expect capacity_bytes = 256 MiB

if [ -d "$target" ]; then
    ssdtool=""
    for cand in "$target/app/cli/ssdtool" "$target/ssdtool" "$target/bin/ssdtool"; do
        if [ -x "$cand" ]; then ssdtool=$cand; break; fi
    done
    [ -n "$ssdtool" ] || die "no ssdtool binary under $target (looked in app/cli/, ./, bin/)"
else
    ssdtool=$target
fi
[ -x "$ssdtool" ] || die "ssdtool binary not found or not executable: $ssdtool"

qemu=$(command -v qemu-system-x86_64) || die "qemu-system-x86_64 not found (apt-get install qemu-system-x86)"

mkdir -p "$(dirname "$results")"
results=$(cd "$(dirname "$results")" && pwd)/$(basename "$results")
console_out=$results.console.log
# Never leave results of an earlier run behind: the per-group checks would read them.
rm -f "$results" "$results.partial" "$console_out"

work=$(mktemp -d "${TMPDIR:-/tmp}/ssd-rig.XXXXXX")
qemu_pid=""
cleanup() {
    if [ -n "$qemu_pid" ] && kill -0 "$qemu_pid" 2>/dev/null; then
        kill "$qemu_pid" 2>/dev/null || true
        wait "$qemu_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'log "interrupted"; exit 130' INT
trap 'log "terminated"; exit 143' TERM

t_start=$(date +%s.%N)
elapsed() { awk -v a="$t_start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

kernel_info=$("$here/fetch-kernel.sh" "$cache") || die "could not fetch the kernel (see messages above)"
eval "$kernel_info"
log "kernel $KERNEL_VERSION ($(elapsed) s)"

KERNEL_MODULES=$KERNEL_MODULES "$here/build-initramfs.sh" "$work/initramfs.cpio.gz" "$ssdtool" "$guest_dir" \
    || die "building the initramfs failed"
log "initramfs built ($(elapsed) s)"

# Sparse images: no disk space used until the guest writes.
for img in sata ide nvme; do
    truncate -s "${disk_mib}M" "$work/$img.img"
done

# -nodefaults: no default CD-ROM on the PIIX secondary channel, no NIC, no VGA, so the
# guest sees exactly the drives below. -serial stdio: the console is our result channel.
# discard=unmap everywhere: all three are SSDs that support TRIM; QEMU passes it on.
# shellcheck disable=SC2054  # the commas belong to QEMU's option syntax
qemu_args=(
    -accel tcg,thread=multi -cpu max -m 1024
    -nographic -nodefaults -no-reboot -serial stdio -monitor none
    -kernel "$KERNEL_IMAGE" -initrd "$work/initramfs.cpio.gz"
    -append "console=ttyS0 quiet panic=-1 rig.script_timeout=$script_timeout_s"
    -device ahci,id=ahci0
    -drive if=none,id=d0,file="$work/sata.img",format=raw,discard=unmap
    -device ide-hd,drive=d0,bus=ahci0.0,model=RIG-SATA-SSD,serial=RIGSATA0001,rotation_rate=1
    -drive if=none,id=d1,file="$work/ide.img",format=raw,discard=unmap
    -device ide-hd,drive=d1,bus=ide.0,model=RIG-IDE-SSD,serial=RIGIDE0001,rotation_rate=1
    -drive if=none,id=n0,file="$work/nvme.img",format=raw,discard=unmap
    -device nvme,drive=n0,serial=RIGNVME0001
)

raw_console=$work/console.raw
log "booting QEMU (hard limit ${timeout_s} s)"
t_boot=$(date +%s.%N)
# timeout kills QEMU at the hard limit (and SIGKILLs it 10 s later if it ignores TERM);
# QEMU runs in the background so a signal to this script can stop it (cleanup trap).
if [ "${SSD_RIG_VERBOSE:-0}" = 1 ]; then
    # Process substitution, not a pipe: $! must be timeout's pid so wait returns its status.
    timeout --kill-after=10 "$timeout_s" "$qemu" "${qemu_args[@]}" </dev/null \
        > >(tee "$raw_console" >&2) 2>&1 &
else
    timeout --kill-after=10 "$timeout_s" "$qemu" "${qemu_args[@]}" </dev/null >"$raw_console" 2>&1 &
fi
qemu_pid=$!
qemu_rc=0
wait "$qemu_pid" || qemu_rc=$?
qemu_pid=""
boot_s=$(awk -v a="$t_boot" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')

# The serial line ends lines with \r\n, and SeaBIOS clears the screen with escape
# sequences right before the kernel's first output (on the line of RIG-INIT-START);
# strip both so every marker starts a line.
tr -d '\r' < "$raw_console" | sed 's/\x1b\[[0-9;?]*[A-Za-z]//g; s/\x1bc//g' > "$console_out"
# capture-sysfs.sh reuses the newest console log when asked not to boot again.
mkdir -p "$cache"
cp "$console_out" "$cache/last-console.log"

# Markers are searched anywhere in a line: output of the firmware or a late kernel
# message may share the line with them.
marker() { grep -o -m 1 "$1.*" "$console_out" || true; }
init_line=$(marker 'RIG-INIT-START ')
end_line=$(marker 'RIG-END ')

# Results go to RESULTS_FILE only after a complete run (below); an incomplete run
# leaves what arrived in RESULTS_FILE.partial, so no group can pass off a broken boot.
grep -o 'RIG-RESULT .*' "$console_out" > "$results.partial" || true

# Guest-side trouble worth seeing even when the run as a whole worked.
grep -E '^RIG-(MODULE|SCRIPT-FAILED|FILE-ERROR) ' "$console_out" | sed 's/^/run-rig: guest: /' >&2 || true

log "QEMU exited with status $qemu_rc after ${boot_s} s wall; total $(elapsed) s"
if [ -z "$init_line" ]; then
    tail -n 30 "$console_out" | sed 's/^/  console| /' >&2
    if [ "$qemu_rc" = 124 ] || [ "$qemu_rc" = 137 ]; then
        die "the kernel never reached /init within ${timeout_s} s (no RIG-INIT-START); console: $console_out"
    fi
    if [ ! -s "$console_out" ] || ! grep -q 'Booting from ROM' "$console_out"; then
        die "QEMU failed to start (exit status $qemu_rc); console: $console_out"
    fi
    die "the kernel never reached /init (no RIG-INIT-START; QEMU exit status $qemu_rc); console: $console_out"
fi
if [ -z "$end_line" ]; then
    tail -n 30 "$console_out" | sed 's/^/  console| /' >&2
    if [ "$qemu_rc" = 124 ] || [ "$qemu_rc" = 137 ]; then
        die "the guest did not reach RIG-END within ${timeout_s} s (killed); console: $console_out"
    fi
    die "the guest stopped before RIG-END (QEMU exit status $qemu_rc); console: $console_out"
fi

mv "$results.partial" "$results"
n_pass=$(awk '$3 == "PASS"' "$results" | wc -l)
n_fail=$(awk '$3 != "PASS"' "$results" | wc -l)
log "guest: ${init_line#RIG-}; ${end_line#RIG-}"
log "results: $n_pass PASS, $n_fail FAIL -> $results"
sed 's/^RIG-RESULT /run-rig:   /' "$results" >&2
[ $((n_pass + n_fail)) -gt 0 ] || die "the guest reported no results at all; console: $console_out"
exit 0
