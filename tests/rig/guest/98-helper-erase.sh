#!/bin/sh
# 98-helper-erase.sh — an erase sent through the real helper process (`ssdtool serve`, the
# helper protocol of core/requests/helper_protocol.h) and cancelled while it runs, against
# QEMU's emulated NVMe drive.
#
# The format of an emulated namespace takes milliseconds, too short to cancel into. A
# SYNTHETIC shim in front of the real nvme-cli holds one named nvme command (until the test
# releases it through a FIFO) so the test knows the erase is at that point; the command then
# runs for real. What this proves:
#   helper-erase-cancel-unstoppable: a cancel while the drive formats is answered at once
#     with "stoppable":false and why; the format finishes and the drive is really erased.
#   helper-erase-cancel-safe-point: a cancel while the erase still identifies the controller
#     stops it before the format is sent: "interrupted" (130), the data is untouched.
# Groups: helper-erase-cancel-unstoppable, helper-erase-cancel-safe-point.
set -eu
. /rig/lib.sh
rig_groups helper-erase-cancel-unstoppable helper-erase-cancel-safe-point

DEV=/dev/nvme0n1
SERIAL=RIGNVME0001
shim=/tmp/nvme-shim
real_nvme=$(command -v nvme)
mkdir -p "$shim"
mkfifo "$shim/started" "$shim/release" /tmp/helper.in /tmp/helper.out
cat >"$shim/nvme" <<EOF
#!/bin/sh
# synthetic: holds the nvme-cli subcommand named in $shim/hold until the test releases it
if [ "\$1" = "\$(cat $shim/hold 2>/dev/null)" ]; then
    echo "\$1" >"$shim/started"
    read _ <"$shim/release"
fi
exec "$real_nvme" "\$@"
EOF
chmod +x "$shim/nvme"

read16() { rig_read16 "$DEV" "$1" 4096; }            # SECTOR (4 KiB units)
write_pattern() { rig_write_at "$DEV" "$1" 4096 "$2"; } # SECTOR TEXT

# The helper reads /tmp/helper.in and writes /tmp/helper.out; fd 3 and 4 are our ends.
PATH="$shim:$PATH" ssdtool serve </tmp/helper.in >/tmp/helper.out 2>/tmp/helper.err &
helper_pid=$!
exec 3>/tmp/helper.in 4</tmp/helper.out
read -t 20 -r hello <&4 || hello=""

send() { printf '%s\n' "$1" >&3; }
message_of() { printf '%s' "$1" | sed -n 's/.*"message":"\([^"]*\)".*/\1/p'; }
# answer ID -> the first line for request ID that is not a progress event (30 s at most a line)
answer() {
    while read -t 30 -r line <&4; do
        case "$line" in
            *'"event":"progress"'*) ;;
            "{\"id\":$1,"*) printf '%s' "$line"; return 0 ;;
        esac
    done
    printf 'no answer for request %s' "$1"
}

# --- helper-erase-cancel-unstoppable: cancel while the drive formats ----------------------
problems=""
case "$hello" in *'"protocol":"ssd-toolbox-helper"'*) ;; *) problems="$problems hello line: '$hello';" ;; esac
write_pattern 6000 SSDTOOL-HELPER-1
echo format >"$shim/hold"
send "{\"id\":1,\"method\":\"erase\",\"params\":{\"device\":\"$DEV\",\"confirm\":\"$SERIAL\"}}"
read -r held <"$shim/started"
send '{"id":2,"method":"cancel","params":{"request":1}}'
cancel=$(answer 2)
case "$cancel" in *'"state":"running"'*) ;; *) problems="$problems cancel answer not running: $cancel;" ;; esac
case "$cancel" in *'"stoppable":false'*) ;; *) problems="$problems cancel answer not stoppable:false: $cancel;" ;; esac
case "$cancel" in *'cannot be stopped'*) ;; *) problems="$problems cancel answer does not say why: $cancel;" ;; esac
echo go >"$shim/release"
final=$(answer 1)
case "$final" in *'"result":'*) ;; *) problems="$problems the erase did not finish: $final;" ;; esac
case "$final" in *'"method":"nvme-user-data"'*|*'"method":"nvme-crypto"'*) ;; *) problems="$problems no format method in: $final;" ;; esac
[ "$(read16 6000)" != SSDTOOL-HELPER-1 ] || problems="$problems the pattern survived the format;"
[ -z "$problems" ] &&
    rig_result helper-erase-cancel-unstoppable PASS "held at nvme $held; cancel answered running, stoppable:false ($(message_of "$cancel")); the format finished and erased the pattern" ||
    rig_result helper-erase-cancel-unstoppable FAIL "$problems"

# --- helper-erase-cancel-safe-point: cancel before the format is sent -----------------------
problems=""
write_pattern 6000 SSDTOOL-HELPER-2
echo id-ctrl >"$shim/hold"
send "{\"id\":3,\"method\":\"erase\",\"params\":{\"device\":\"$DEV\",\"confirm\":\"$SERIAL\"}}"
read -r held <"$shim/started"
send '{"id":4,"method":"cancel","params":{"request":3}}'
cancel=$(answer 4)
case "$cancel" in *'"state":"running"'*'"stoppable":true'*) ;; *) problems="$problems cancel answer: $cancel;" ;; esac
echo go >"$shim/release"
final=$(answer 3)
case "$final" in *'"code":"interrupted"'*'"exit_status":130'*) ;; *) problems="$problems not interrupted (130): $final;" ;; esac
case "$final" in *'nothing was erased'*) ;; *) problems="$problems the answer does not say nothing was erased: $final;" ;; esac
[ "$(read16 6000)" = SSDTOOL-HELPER-2 ] || problems="$problems the pattern changed;"

rm -f "$shim/hold"
exec 3>&-
rc=0
wait "$helper_pid" || rc=$?
[ "$rc" = 0 ] || problems="$problems the helper exited $rc at end of input: $(cat /tmp/helper.err);"
[ -z "$problems" ] &&
    rig_result helper-erase-cancel-safe-point PASS "held at nvme $held; cancel answered running, stoppable:true; interrupted (130) before the format; data intact; helper exited 0" ||
    rig_result helper-erase-cancel-safe-point FAIL "$problems"
