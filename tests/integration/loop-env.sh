#!/bin/bash
# loop-env.sh — a real block device for integration tests, as root, without hardware:
# a sparse file behind a loop device, formatted ext4 and mounted.
#
#   source tests/integration/loop-env.sh
#   loop_env_create 256          # size in MiB
#   ... use "$LOOP_DEV" (/dev/loopN), "$LOOP_FILE" (backing file), "$LOOP_MNT" (mountpoint)
#   loop_env_cleanup             # optional: it also runs on EXIT, INT and TERM
#
#   tests/integration/loop-env.sh --self-test    # as root: checks that nothing leaks
#
# Cleanup is registered on EXIT, INT and TERM as soon as loop_env_create starts, so
# the mount, the loop device and the temp directory go away on success, on failure
# (set -e) and on Ctrl-C/kill. Traps the caller set before sourcing/creating are kept
# and run after ours; a trap the caller sets afterwards replaces ours, so such a
# caller must call loop_env_cleanup itself. One environment at a time per shell; call
# loop_env_create in the test's main shell, not inside $(...) (a subshell's traps and
# variables die with it).
#
# Facts measured on the CI machines (docs/testing/rig.md): discard on a loop device punches holes
# in the backing file (ext4 + fstrim shrinks it, visible with du); partition nodes on
# loop devices do not appear (use the QEMU rig for partitions).
#
# The sourcing script is a test: it gets strict mode like every script here.
set -euo pipefail

_loop_env_executed=0
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    # Run directly, the file only offers its self-test (at the end of the file).
    if [ "${1:-}" != --self-test ]; then
        echo "loop-env.sh is a library: source it from a bash test script" >&2
        echo "(run it as 'loop-env.sh --self-test' to check it leaks nothing)" >&2
        exit 1
    fi
    _loop_env_executed=1
fi

LOOP_ENV_DIR=""
LOOP_DEV=""
LOOP_FILE=""
LOOP_MNT=""
_loop_env_prev_exit=""
_loop_env_prev_int=""
_loop_env_prev_term=""
_loop_env_traps_installed=0

# _loop_env_trap_cmd SIGNAL -> the command of the trap currently set for SIGNAL ("" if none).
# `trap -p` prints a shell-quoted "trap -- 'cmd' SIG"; eval'ing it into the positional
# parameters undoes the quoting.
_loop_env_trap_cmd() {
    local spec
    spec=$(trap -p "$1")
    [ -n "$spec" ] || return 0
    eval "set -- $spec"   # -> trap -- CMD SIG
    printf '%s' "$3"
}

_loop_env_on_exit() {
    local rc=$?
    loop_env_cleanup
    if [ -n "$_loop_env_prev_exit" ]; then
        eval "$_loop_env_prev_exit"
    fi
    return "$rc"
}

# On a signal: clean up, run the caller's earlier handler, then die by the same signal
# (default action restored first) so the parent sees "killed by SIGINT/SIGTERM".
_loop_env_on_signal() {
    local sig=$1 prev=$2
    loop_env_cleanup
    if [ -n "$prev" ]; then
        eval "$prev"
    fi
    trap - "$sig"
    # Give the caller's own EXIT handler back; bash runs it when the signal ends us.
    if [ -n "$_loop_env_prev_exit" ]; then
        trap -- "$_loop_env_prev_exit" EXIT
    else
        trap - EXIT
    fi
    kill -s "$sig" "$$"
}

# A test's verdict lines (a script may define its own, e.g. to count failures).
fail() { echo "FAIL: $*" >&2; exit 1; }
pass() { echo "PASS: $*"; }

# loop_env_require_root WHAT: a test that needs root ends as "not run" (exit 77,
# ctest's SKIP_RETURN_CODE) without it, saying what needed it.
loop_env_require_root() {
    if [[ $(id -u) -ne 0 ]]; then
        echo "SKIP: ${1:-loop devices} need root; this test did not run"
        exit 77
    fi
}

# loop_env_create SIZE_MB
loop_env_create() {
    local size_mb=${1:-}
    if ! [[ "$size_mb" =~ ^[1-9][0-9]*$ ]]; then
        echo "loop_env_create: size in MiB required, got '$size_mb'" >&2
        return 1
    fi
    if [ "$(id -u)" != 0 ]; then
        echo "loop_env_create: needs root (losetup, mount)" >&2
        return 1
    fi
    if [ -n "$LOOP_ENV_DIR" ]; then
        echo "loop_env_create: an environment already exists ($LOOP_ENV_DIR); call loop_env_cleanup first" >&2
        return 1
    fi
    # ext4 needs a few MiB for its metadata and journal.
    if [ "$size_mb" -lt 8 ]; then
        echo "loop_env_create: $size_mb MiB is too small for ext4 (minimum 8)" >&2
        return 1
    fi

    # Traps first: anything created after this point is cleaned up whatever happens.
    # Installed once per shell and left in place after cleanup (which is idempotent),
    # so a second create does not take our own handler for the caller's.
    if [ "$_loop_env_traps_installed" = 0 ]; then
        _loop_env_prev_exit=$(_loop_env_trap_cmd EXIT)
        _loop_env_prev_int=$(_loop_env_trap_cmd INT)
        _loop_env_prev_term=$(_loop_env_trap_cmd TERM)
        trap _loop_env_on_exit EXIT
        trap '_loop_env_on_signal INT "$_loop_env_prev_int"' INT
        trap '_loop_env_on_signal TERM "$_loop_env_prev_term"' TERM
        _loop_env_traps_installed=1
    fi

    LOOP_ENV_DIR=$(mktemp -d "${TMPDIR:-/tmp}/loop-env.XXXXXX")
    LOOP_FILE=$LOOP_ENV_DIR/backing.img
    # Sparse: the file takes no space until written, and discards punch holes back.
    truncate -s "${size_mb}M" "$LOOP_FILE"
    # --find --show picks a free device and attaches in one step (no race with a
    # separate "losetup -f" lookup).
    LOOP_DEV=$(losetup --find --show "$LOOP_FILE")
    mkfs.ext4 -q "$LOOP_DEV"
    LOOP_MNT=$LOOP_ENV_DIR/mnt
    mkdir "$LOOP_MNT"
    mount "$LOOP_DEV" "$LOOP_MNT"
    export LOOP_DEV LOOP_FILE LOOP_MNT
}

# _loop_env_stop_users DIR: ends processes that keep DIR busy (cwd, root or an open
# file inside it), e.g. a background job of an interrupted test. DIR is this
# library's private mount, so whatever uses it belongs to the test. TERM first, then
# KILL for what is still there after 5 s; `tail --pid` waits for each exit (no sleeps).
_loop_env_stop_users() {
    local dir=$1 p pid link sig
    local -a pids=()
    for p in /proc/[0-9]*; do
        pid=${p#/proc/}
        if [ "$pid" = "$$" ] || [ "$pid" = "$BASHPID" ]; then
            continue
        fi
        for link in "$p/cwd" "$p/root" "$p"/fd/*; do
            case "$(readlink "$link" 2>/dev/null)" in
                "$dir"|"$dir"/*) pids+=("$pid"); break ;;
            esac
        done
    done
    [ "${#pids[@]}" -gt 0 ] || return 0
    echo "loop_env_cleanup: stopping processes still using $dir: ${pids[*]}" >&2
    for sig in TERM KILL; do
        kill -s "$sig" "${pids[@]}" 2>/dev/null || true
        for pid in "${pids[@]}"; do
            timeout 5 tail --pid="$pid" -f /dev/null 2>/dev/null || true
        done
    done
}

# loop_env_cleanup: unmount, detach, remove. Idempotent, safe in a trap, and safe after
# a partial loop_env_create (each step runs only if its resource exists).
loop_env_cleanup() {
    # Cleanup must not stop half-way because one step fails under set -e.
    local errexit=0
    case $- in *e*) errexit=1; set +e ;; esac

    if [ -n "$LOOP_MNT" ] && mountpoint -q "$LOOP_MNT" 2>/dev/null; then
        # A shell sitting inside the mount would keep it busy.
        case "$PWD/" in "$LOOP_MNT"/*) cd / ;; esac
        if ! umount "$LOOP_MNT" 2>/dev/null; then
            _loop_env_stop_users "$LOOP_MNT"
        fi
        if mountpoint -q "$LOOP_MNT" 2>/dev/null && ! umount "$LOOP_MNT" 2>/dev/null; then
            # Still busy (e.g. a process in uninterruptible I/O): detach it from the
            # tree now, the kernel finishes the unmount when the last user goes.
            echo "loop_env_cleanup: $LOOP_MNT busy; lazy unmount" >&2
            umount -l "$LOOP_MNT"
        fi
    fi
    if [ -n "$LOOP_DEV" ] && [ -n "$LOOP_FILE" ]; then
        # Detach only if the device still belongs to our file (never someone else's).
        if losetup -j "$LOOP_FILE" 2>/dev/null | grep -q "^$LOOP_DEV:"; then
            # With a lazy unmount pending the device is busy; -d then sets autoclear
            # and the kernel detaches it when it is released.
            losetup -d "$LOOP_DEV" || echo "loop_env_cleanup: could not detach $LOOP_DEV" >&2
        fi
    fi
    if [ -n "$LOOP_ENV_DIR" ] && [ -d "$LOOP_ENV_DIR" ]; then
        # Never recurse into a directory that is still a mountpoint.
        if [ -n "$LOOP_MNT" ] && mountpoint -q "$LOOP_MNT" 2>/dev/null; then
            echo "loop_env_cleanup: $LOOP_MNT still mounted; leaving $LOOP_ENV_DIR" >&2
        else
            rm -rf "$LOOP_ENV_DIR"
        fi
    fi
    LOOP_ENV_DIR=""
    LOOP_DEV=""
    LOOP_FILE=""
    LOOP_MNT=""

    [ "$errexit" = 1 ] && set -e
    return 0
}

# ---- self-test ----------------------------------------------------------------------
# loop-env.sh --self-test: runs a test script that sources this file in each way a test
# can end (success, set -e failure, explicit cleanup, Ctrl-C while a child process sits
# in the mount, SIGTERM) and checks its exit status and that no loop device, mount,
# directory or process is left behind.
_loop_env_self_test() {
    local self work fifo mode expected pid rc file dir failures=0
    self=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")
    work=$(mktemp -d "${TMPDIR:-/tmp}/loop-env-selftest.XXXXXX")
    _loop_env_selftest_dir=$work   # global: the EXIT trap runs after this function
    trap 'rm -rf "$_loop_env_selftest_dir"' EXIT
    cat > "$work/child.sh" <<'CHILD'
set -euo pipefail
mode=$1 fifo=$2
source "$3"
loop_env_create 16
echo "$LOOP_FILE" > "$fifo"          # the parent waits for this line
cd "$LOOP_MNT"
case "$mode" in
    ok) ;;
    fail) false ;;
    cleanup) cd /; loop_env_cleanup ;;
    # A background child whose cwd keeps the mount busy; `wait` is interrupted by a
    # trapped signal at once (a foreground command would delay the trap).
    signal) sleep 300 & wait "$!" ;;
esac
CHILD
    # Job control: each child gets its own process group and, unlike a background
    # job without it, does not start with SIGINT ignored (so Ctrl-C is real).
    set -m
    for mode in ok:0 fail:1 cleanup:0 INT:130 TERM:143; do
        expected=${mode#*:}
        mode=${mode%%:*}
        fifo=$work/fifo.$mode
        mkfifo "$fifo"
        # Read-write open: never blocks, and the read below has a deadline.
        exec 3<>"$fifo"
        case "$mode" in
            INT|TERM) bash "$work/child.sh" signal "$fifo" "$self" & ;;
            *)        bash "$work/child.sh" "$mode" "$fifo" "$self" & ;;
        esac
        pid=$!
        file=""
        if ! read -r -t 60 file <&3; then
            echo "self-test $mode: FAIL: the child never created its environment" >&2
        fi
        exec 3>&-
        case "$mode" in
            INT|TERM) kill -s "$mode" -- "-$pid" ;;   # the whole group, like Ctrl-C
        esac
        rc=0
        wait "$pid" || rc=$?
        dir=$(dirname "$file")
        local problems=""
        [ "$rc" = "$expected" ] || problems="$problems exit status $rc, expected $expected;"
        if [ -n "$file" ]; then
            [ -z "$(losetup -j "$file" 2>/dev/null)" ] || problems="$problems loop device left: $(losetup -j "$file");"
            ! grep -qF "$dir" /proc/self/mounts || problems="$problems mount left;"
            [ ! -e "$dir" ] || problems="$problems directory $dir left;"
        else
            problems="$problems no environment was created;"
        fi
        if [ -z "$problems" ]; then
            echo "self-test $mode: PASS (exit status $rc, nothing left behind)"
        else
            echo "self-test $mode: FAIL:$problems" >&2
            failures=$((failures + 1))
        fi
    done
    set +m
    [ "$failures" = 0 ] || { echo "loop-env self-test: $failures scenario(s) failed" >&2; return 1; }
    echo "loop-env self-test: all scenarios passed"
}

if [ "$_loop_env_executed" = 1 ]; then
    _loop_env_self_test
    exit $?
fi
