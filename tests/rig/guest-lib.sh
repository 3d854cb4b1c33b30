# shellcheck shell=sh
# guest-lib.sh — sourced by /init and by every guest test script inside the rig
# (installed as /rig/lib.sh). Runs under busybox ash: POSIX sh only, busybox tools only.
# A library: the scripts that source it set -eu; every function here is safe under it.
#
# The host reads results from the serial console, so everything here is about printing
# well-formed single lines:
#   RIG-RESULT <group> <PASS|FAIL> <one-line message>
#   RIG-FILE-BEGIN <name> / base64 lines / RIG-FILE-END <name>

RIG_DECLARED=""
RIG_REPORTED=" "

# rig_result GROUP PASS|FAIL MESSAGE...
# Prints one result line. The message is flattened to a single line so a multi-line
# error text cannot break the host-side parser.
rig_result() {
    _group=$1 _status=$2
    shift 2
    _msg=$(printf '%s' "$*" | tr '\r\n\t' '   ' | tr -s ' ')
    [ -n "$_msg" ] || _msg="(no message)"
    printf 'RIG-RESULT %s %s %s\n' "$_group" "$_status" "$_msg"
    RIG_REPORTED="$RIG_REPORTED$_group "
}

# rig_groups GROUP...: declares the groups a test script reports. If the script ends
# (set -e, a signal from the per-script timeout, a crash of the shell code) before
# reporting one of them, the EXIT trap reports it as FAIL, so a group is never silently
# absent.
rig_groups() {
    RIG_DECLARED="$*"
    trap 'rig__on_exit $?' EXIT
    # ash runs the EXIT trap on exit, not on a deadly signal; turn signals into exits.
    trap 'exit 143' TERM
    trap 'exit 130' INT
}

rig__on_exit() {
    for _g in $RIG_DECLARED; do
        case "$RIG_REPORTED" in
            *" $_g "*) ;;
            *) rig_result "$_g" FAIL "script ${0##*/} ended with status $1 before reporting this group" ;;
        esac
    done
}

# rig_send_file NAME PATH
# Streams a file to the host as base64 between markers; capture-sysfs.sh decodes it.
# A missing file is sent as an empty payload plus an error line, never silently dropped.
rig_send_file() {
    printf 'RIG-FILE-BEGIN %s\n' "$1"
    if [ -f "$2" ]; then
        base64 < "$2"
    else
        printf 'RIG-FILE-ERROR %s missing %s\n' "$1" "$2"
    fi
    printf 'RIG-FILE-END %s\n' "$1"
}

# rig_send_contract SCHEMA LABEL PATH
# Sends a document ssdtool wrote for the host to validate against resources/schemas/SCHEMA
# (check-contract-files.py); a LABEL ending in .jsonl holds one document a line.
rig_send_contract() {
    rig_send_file "contract--$1--$2" "$3"
}

# rig_dev_by_model MODEL -> prints the kernel name (sda, nvme0n1, ...) of the whole-disk
# block device whose model is MODEL. The emulated drives are told apart by the model
# strings run-rig.sh gives them, not by probe order.
rig_dev_by_model() {
    for _b in /sys/block/*; do
        [ -e "$_b/device/model" ] || continue
        _m=$(sed 's/[[:space:]]*$//' "$_b/device/model" 2>/dev/null) || continue
        if [ "$_m" = "$1" ]; then
            echo "${_b##*/}"
            return 0
        fi
    done
    return 1
}

# rig_controller_driver DEV -> the PCI driver bound to the controller of /sys/block/DEV
# (ahci, ata_piix, nvme): the first ancestor directory with a driver that is a PCI device.
rig_controller_driver() {
    _d=$(cd "/sys/block/$1" 2>/dev/null && pwd -P) || return 1
    while [ "$_d" != /sys/devices ] && [ -n "$_d" ]; do
        case "$(readlink "$_d/subsystem" 2>/dev/null)" in
            */bus/pci)
                if [ -L "$_d/driver" ]; then
                    _drv=$(readlink "$_d/driver")
                    echo "${_drv##*/}"
                    return 0
                fi ;;
        esac
        _d=${_d%/*}
    done
    return 1
}

# For NVMe the block device of a multipath-capable kernel hangs under the subsystem,
# not under the PCI device; walk from the controller instead.
rig_nvme_ctrl_driver() {
    for _c in /sys/class/nvme/nvme*; do
        _drv=$(readlink "$_c/device/driver" 2>/dev/null) || continue
        echo "${_drv##*/}"
        return 0
    done
    return 1
}

# json_flat: reads pretty-printed or compact JSON on stdin and prints one line per
# scalar: PATH=VALUE, e.g.
#   .drives[0].device="/dev/sda"
#   .drives[0].rotational=false
#   .attributes[3].raw=12
# Strings keep their quotes so "null" and null differ. Works line by line (JSON strings
# never span lines), which keeps busybox awk fast under emulation. Any whitespace
# layout is accepted; keys with escaped quotes are not expected in our output.
json_flat() {
    awk '
    function path(   p, d) {
        p = ""
        for (d = 1; d <= depth; d++) p = p (typ[d] == "o" ? "." key[d] : "[" idx[d] "]")
        return p
    }
    function emit(tok) { print path() "=" tok }
    BEGIN { depth = 0; expkey = 0 }
    {
        s = $0; n = length(s); i = 1
        while (i <= n) {
            c = substr(s, i, 1)
            if (c == " " || c == "\t" || c == "\r") { i++; continue }
            if (c == "\"") {
                j = i + 1
                while (j <= n) {
                    d = substr(s, j, 1)
                    if (d == "\\") j += 2
                    else if (d == "\"") break
                    else j++
                }
                tok = substr(s, i, j - i + 1); i = j + 1
                if (depth > 0 && typ[depth] == "o" && expkey) {
                    key[depth] = substr(tok, 2, length(tok) - 2); expkey = 0
                } else emit(tok)
                continue
            }
            if (c == "{") { depth++; typ[depth] = "o"; key[depth] = ""; expkey = 1; i++; continue }
            if (c == "[") { depth++; typ[depth] = "a"; idx[depth] = 0; expkey = 0; i++; continue }
            if (c == "}" || c == "]") { depth--; expkey = 0; i++; continue }
            if (c == ",") { if (typ[depth] == "o") expkey = 1; else idx[depth]++; i++; continue }
            if (c == ":") { i++; continue }
            j = i
            while (j <= n) {
                d = substr(s, j, 1)
                if (d == "," || d == "}" || d == "]" || d == " " || d == "\t" || d == "\r") break
                j++
            }
            emit(substr(s, i, j - i)); i = j
        }
    }'
}

# json_get FLAT PATH -> prints the value at PATH from json_flat output (empty if absent).
json_get() {
    printf '%s\n' "$1" | awk -v p="$2" 'index($0, p "=") == 1 { print substr($0, length(p) + 2); exit }'
}

# json_has_prefix FLAT PREFIX -> true if any flattened path starts with PREFIX.
json_has_prefix() {
    printf '%s\n' "$1" | awk -v p="$2" 'index($0, p) == 1 { found = 1; exit } END { exit !found }'
}

# run_status CMD...: sets rc, out and err of a run (stdout, stderr, exit status); never
# fails the script, so a test can judge a refusal as well as a success.
# shellcheck disable=SC2034  # rc, out and err are for the calling script to read
run_status() {
    rc=0
    out=$("$@" 2>/tmp/rig-run.err) || rc=$?
    err=$(cat /tmp/rig-run.err)
}

# rig_write_at DEV BLOCK BS TEXT: writes TEXT at block BLOCK (BS bytes a block), synced,
# and drops the page cache so the next read comes from the drive.
rig_write_at() {
    printf '%s' "$4" | dd of="$1" bs="$3" seek="$2" conv=fsync 2>/dev/null
    blockdev --flushbufs "$1"
}

# rig_read16 DEV BLOCK BS: prints the first 16 bytes of block BLOCK (BS bytes a block),
# read from the drive (page cache flushed first).
rig_read16() {
    blockdev --flushbufs "$1"
    dd if="$1" bs="$3" skip="$2" count=1 2>/dev/null | head -c 16
}

# rig_check_refused LABEL PATTERN ARGS...: runs `ssdtool ARGS...` and adds to $problems
# unless it was refused (exit 3) with PATTERN in its stderr.
rig_check_refused() {
    label=$1 pattern=$2
    shift 2
    run_status ssdtool "$@"
    [ "$rc" = 3 ] || problems="$problems $label: exit $rc (expected 3): $err;"
    printf '%s' "$err" | grep -q -- "$pattern" || problems="$problems $label: no '$pattern' in: $err;"
}
