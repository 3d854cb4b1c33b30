#!/bin/sh
# /init of the rig's initramfs (busybox ash). Brings up a minimal system, loads the
# storage drivers, runs every /rig/tests/*.sh in name order and powers off.
# Everything the host needs arrives on the serial console as lines starting with RIG-.
# set -e: a failure in the bare bring-up (mounts) ends init, the kernel panics and QEMU
# exits (panic=-1, -no-reboot) without RIG-END, which run-rig.sh reports loudly. Steps
# that may fail on their own (modules, tests) are guarded and report themselves.
set -eu

export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export HOME=/root TERM=dumb LANG=C LC_ALL=C

mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
# If the initramfs had no /dev/console node (built without root), init started without
# stdio; re-open the console now that devtmpfs provides it.
exec </dev/console >/dev/console 2>&1
mkdir -p /dev/pts /tmp /run
mount -t tmpfs tmpfs /tmp
mount -t tmpfs tmpfs /run

# Kernel messages on the console would interleave with result lines; they stay
# readable through dmesg (dumped at the end).
dmesg -n 1

. /rig/lib.sh

uptime_s() { cut -d' ' -f1 /proc/uptime; }

# Leading newline: the firmware's last line ("Booting from ROM...") may still be
# unterminated on the serial line.
printf '\nRIG-INIT-START uptime=%s kernel=%s\n' "$(uptime_s)" "$(uname -r)"

# Polls CONDITION (a shell command) until it holds or SECONDS elapse. Drivers probe
# asynchronously after insmod returns, so the device nodes appear some time later;
# this waits for the device itself, the sleep is only the polling interval.
wait_until() {
    _limit=$1
    shift
    _start=$(cut -d. -f1 /proc/uptime)
    while ! eval "$*"; do
        if [ $(( $(cut -d. -f1 /proc/uptime) - _start )) -ge "$_limit" ]; then
            return 1
        fi
        sleep 0.1
    done
    return 0
}

scsi_count() { ls -d /sys/bus/scsi/devices/[0-9]*:[0-9]*:[0-9]*:[0-9]* 2>/dev/null | wc -l; }
disk_count() { ls -d /sys/block/sd* 2>/dev/null | wc -l; }
block_present() {
    for _n in "$@"; do [ -e "/sys/block/$_n" ] || return 1; done
    return 0
}

# /rig/modules.list: "name [wait-scsi N | wait-disks N | wait-block DEV...]" per line,
# in load order. The waits serialise probing so device names are stable: the AHCI disk
# has become sda before ata_piix is loaded.
while read -r mod action args; do
    case "$mod" in ''|'#'*) continue ;; esac
    [ -n "${action:-}" ] || action=""
    [ -n "${args:-}" ] || args=""
    if [ ! -f "/rig/modules/$mod.ko" ]; then
        echo "RIG-MODULE $mod missing-from-initramfs"
        continue
    fi
    if ! err=$(insmod "/rig/modules/$mod.ko" 2>&1); then
        echo "RIG-MODULE $mod insmod-failed: $(echo "$err" | tr '\n' ' ')"
        continue
    fi
    case "$action" in
        wait-scsi)
            wait_until 30 '[ "$(scsi_count)" -ge '"$args"' ]' || \
                echo "RIG-MODULE $mod timeout waiting for $args SCSI devices (have $(scsi_count))" ;;
        wait-disks)
            wait_until 30 '[ "$(disk_count)" -ge '"$args"' ]' || \
                echo "RIG-MODULE $mod timeout waiting for $args sd disks (have $(disk_count))" ;;
        wait-block)
            # shellcheck disable=SC2086
            wait_until 30 "block_present $args" || \
                echo "RIG-MODULE $mod timeout waiting for block devices: $args" ;;
    esac
done < /rig/modules.list
echo "RIG-MODULES-LOADED uptime=$(uptime_s) block=$(ls /sys/block | tr '\n' ' ')"

# Per-script time limit; run-rig.sh may pass rig.script_timeout=N on the command line.
script_limit=100
for arg in $(cat /proc/cmdline); do
    case "$arg" in rig.script_timeout=*) script_limit=${arg#*=} ;; esac
done

# run_limited LIMIT SCRIPT: runs SCRIPT in its own process group; at the limit the
# whole group gets TERM (so a blocked child dies too and the script's EXIT trap can
# report its unreported groups as FAIL), KILL 5 s later. The sleeps here are the
# timer of the limit, not a way to wait for anything.
run_limited() {
    setsid sh "$2" &
    rl_pid=$!
    (
        sleep "$1"
        echo "RIG-SCRIPT-TIMEOUT ${2##*/} exceeded $1 s"
        kill -TERM -"$rl_pid" 2>/dev/null || true
        sleep 5
        kill -KILL -"$rl_pid" 2>/dev/null || true
    ) &
    rl_watchdog=$!
    rl_rc=0
    wait "$rl_pid" || rl_rc=$?
    kill "$rl_watchdog" 2>/dev/null || true
    wait "$rl_watchdog" 2>/dev/null || true
    return "$rl_rc"
}

for t in /rig/tests/*.sh; do
    [ -f "$t" ] || continue
    name=${t##*/}
    echo "RIG-SCRIPT-START $name uptime=$(uptime_s)"
    # A hung command must not eat the whole boot: each script gets its own limit and
    # the host's hard timeout stays a last resort.
    rc=0
    run_limited "$script_limit" "$t" || rc=$?
    echo "RIG-SCRIPT-END $name rc=$rc uptime=$(uptime_s)"
    if [ "$rc" -ne 0 ]; then
        # The script's groups will be missing or FAIL on the host; this line says why.
        echo "RIG-SCRIPT-FAILED $name rc=$rc"
    fi
done

echo "RIG-DMESG-BEGIN"
dmesg | grep -iE 'ata[0-9]|nvme|ahci|piix|sd [0-9]|error|fail|warn' | tail -n 60 | sed 's/^/RIG-DMESG /'
echo "RIG-DMESG-END"

echo "RIG-END uptime=$(uptime_s)"
sync
poweroff -f
# Reached only if poweroff failed: exiting init panics the kernel, and panic=-1 plus
# QEMU's -no-reboot turn that into a QEMU exit as well.
exit 1
