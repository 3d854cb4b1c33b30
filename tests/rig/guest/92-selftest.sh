#!/bin/sh
# 92-selftest.sh — issue 16 on the emulated drives. QEMU's SATA drive (hw/ide/core.c)
# runs the short, extended and off-line tests at once and logs them, and aborts every
# other SMART EXECUTE OFF-LINE subcommand; QEMU's NVMe controller has no Device
# Self-test (OACS bit 4 clear; the command answers Invalid Command Opcode).
# Groups:
#   selftest-sata-wait      `selftest /dev/sda --type short --wait --json`: a real test, its logged result
#   selftest-sata-progress  the same with --progress: JSON lines, then the document
#   selftest-sata-log       `--log`: capabilities (the drive's polling times) and the log in words
#   selftest-sata-refusals  conveyance is not offered (exit 3, nothing sent); --abort with no
#                           test running sends nothing; QEMU rejects the raw abort (exit 5 path)
#   selftest-parallel       two drives in one call, each finished
#   selftest-nvme-refusal   the NVMe drive: refused with the reason (exit 3), and nvme-cli's own answer
#   selftest-schedule       `sample --selftest-schedule`: the due test starts from the sampling run,
#                           is remembered, and is not due again on the next run
set -eu
. /rig/lib.sh
rig_groups selftest-sata-wait selftest-sata-progress selftest-sata-log selftest-sata-refusals selftest-parallel selftest-nvme-refusal selftest-schedule

run() { # run NAME ARGS... : stdout in /tmp/NAME.out, stderr in /tmp/NAME.err, exit status in $rc
    name=$1
    shift
    rc=0
    "$@" >"/tmp/$name.out" 2>"/tmp/$name.err" || rc=$?
}
flat_of() { json_flat <"/tmp/$1.out"; }
short_err() { head -c 300 "/tmp/$1.err"; }

# --- a real short test, waited for --------------------------------------------------
run wait ssdtool selftest /dev/sda --type short --wait --json
flat=$(flat_of wait)
outcome=$(json_get "$flat" ".self_tests[0].outcome")
result=$(json_get "$flat" ".self_tests[0].result.outcome")
words=$(json_get "$flat" ".self_tests[0].result.words")
type=$(json_get "$flat" ".self_tests[0].result.type")
if [ "$rc" = 0 ] && [ "$outcome" = '"finished"' ] && [ "$result" = '"passed"' ] && [ "$type" = '"short"' ]; then
    rig_result selftest-sata-wait PASS "exit 0, outcome finished, logged result: short, passed, $words"
else
    rig_result selftest-sata-wait FAIL "exit $rc outcome=$outcome result=$result type=$type words=$words $(short_err wait)"
fi

# --- the same with progress lines --------------------------------------------------
run progress ssdtool selftest /dev/sda --type long --wait --progress --json
grep '"event":"progress"' /tmp/progress.out >/tmp/contract-selftest-progress.jsonl || true
rig_send_contract selftest-progress sata-long.jsonl /tmp/contract-selftest-progress.jsonl
tail -n 1 /tmp/progress.out >/tmp/contract-selftest.json
rig_send_contract selftest sata-long /tmp/contract-selftest.json
events=$(grep -c '"event":"progress"' /tmp/progress.out || true)
last=$(tail -n 1 /tmp/progress.out | json_flat)
outcome=$(json_get "$last" ".self_tests[0].outcome")
estimate=$(json_get "$last" ".self_tests[0].estimated_minutes")
warning=$(json_get "$last" ".self_tests[0].warnings[0]")
if [ "$rc" = 0 ] && [ "$events" -ge 2 ] && [ "$outcome" = '"finished"' ] && [ "$estimate" = 54 ] &&
    printf '%s' "$warning" | grep -q "about 54 minutes"; then
    rig_result selftest-sata-progress PASS "$events progress lines, then the document: long test finished; estimate 54 min, warned"
else
    rig_result selftest-sata-progress FAIL "exit $rc events=$events outcome=$outcome estimate=$estimate warning=$warning $(short_err progress)"
fi

# --- the log ------------------------------------------------------------------------
run log ssdtool selftest /dev/sda --log --json
flat=$(flat_of log)
supported=$(json_get "$flat" ".self_tests[0].capabilities.supported")
short_minutes=$(json_get "$flat" ".self_tests[0].capabilities.short_minutes")
long_minutes=$(json_get "$flat" ".self_tests[0].capabilities.long_minutes")
newest=$(json_get "$flat" ".self_tests[0].log[0].type")
older=$(json_get "$flat" ".self_tests[0].log[1].type")
run logtext ssdtool selftest /dev/sda --log
if [ "$rc" = 0 ] && [ "$supported" = true ] && [ "$short_minutes" = 2 ] && [ "$long_minutes" = 54 ] &&
    [ "$newest" = '"long"' ] && [ "$older" = '"short"' ] && grep -qi "without error" /tmp/logtext.out; then
    rig_result selftest-sata-log PASS "polling 2/54 min, log newest first: long then short, words in the text"
else
    rig_result selftest-sata-log FAIL "supported=$supported short=$short_minutes long=$long_minutes log=$newest,$older $(head -c 200 /tmp/logtext.out)"
fi

# --- refusals -------------------------------------------------------------------------
run conveyance ssdtool selftest /dev/sda --type conveyance --json
conveyance_rc=$rc
conveyance=$(json_get "$(flat_of conveyance)" ".self_tests[0].outcome")
conveyance_sent=$(grep -c -- "-t conveyance" /tmp/conveyance.out || true)
run abort ssdtool selftest /dev/sda --abort --json
abort_rc=$rc
abort=$(json_get "$(flat_of abort)" ".self_tests[0].outcome")
abort_sent=$(grep -c -- " -X " /tmp/abort.out || true)
raw_rc=0
smartctl -X /dev/sda >/tmp/raw-abort.out 2>&1 || raw_rc=$?
if [ "$conveyance_rc" = 3 ] && [ "$conveyance" = '"not-offered"' ] && [ "$conveyance_sent" = 0 ] &&
    [ "$abort_rc" = 0 ] && [ "$abort" = '"not-running"' ] && [ "$abort_sent" = 0 ] && [ "$raw_rc" = 4 ]; then
    rig_result selftest-sata-refusals PASS "conveyance: exit 3 not-offered, nothing sent; abort with none running: nothing sent; QEMU rejects a raw -X (smartctl exit 4)"
else
    rig_result selftest-sata-refusals FAIL "conveyance rc=$conveyance_rc $conveyance sent=$conveyance_sent; abort rc=$abort_rc $abort sent=$abort_sent; raw -X rc=$raw_rc"
fi

# --- two drives at once ---------------------------------------------------------------
run parallel ssdtool selftest /dev/sda /dev/sdb --wait --json
flat=$(flat_of parallel)
first=$(json_get "$flat" ".self_tests[0].outcome")
second=$(json_get "$flat" ".self_tests[1].outcome")
second_device=$(json_get "$flat" ".self_tests[1].device")
if [ "$rc" = 0 ] && [ "$first" = '"finished"' ] && [ "$second" = '"finished"' ] && [ "$second_device" = '"/dev/sdb"' ]; then
    rig_result selftest-parallel PASS "/dev/sda and /dev/sdb in one call: both finished"
else
    rig_result selftest-parallel FAIL "exit $rc: $first, $second ($second_device) $(short_err parallel)"
fi

# --- NVMe: no Device Self-test in QEMU ----------------------------------------------------
run nvme ssdtool selftest /dev/nvme0n1 --type short --json
flat=$(flat_of nvme)
outcome=$(json_get "$flat" ".self_tests[0].outcome")
message=$(json_get "$flat" ".self_tests[0].message")
raw_rc=0
nvme device-self-test /dev/nvme0 -n 0xffffffff -s 1 >/tmp/raw-dst.out 2>&1 || raw_rc=$?
if [ "$rc" = 3 ] && [ "$outcome" = '"unsupported"' ] && printf '%s' "$message" | grep -qi "self-test" &&
    [ "$raw_rc" != 0 ] && grep -q "Invalid Command Opcode" /tmp/raw-dst.out; then
    rig_result selftest-nvme-refusal PASS "exit 3, unsupported: $message; nvme-cli itself: Invalid Command Opcode"
else
    rig_result selftest-nvme-refusal FAIL "exit $rc outcome=$outcome message=$message raw rc=$raw_rc $(head -c 150 /tmp/raw-dst.out)"
fi

# --- the schedule, from the sampling run --------------------------------------------------
db=/tmp/rig-selftest.sqlite
rm -f "$db"
printf '%s\n' '{ // short tests daily on every drive' '"every_drive": {"short": "daily"}}' >/tmp/schedule.json
run sample1 ssdtool sample /dev/sda --database "$db" --selftest-schedule /tmp/schedule.json --json
rig_send_contract sample sata-schedule /tmp/sample1.out
flat=$(flat_of sample1)
decision=$(json_get "$flat" ".selftests[0].decision")
started=$(json_get "$flat" ".selftests[0].started")
sample1_rc=$rc
run sample2 ssdtool sample /dev/sda --database "$db" --selftest-schedule /tmp/schedule.json --json
flat=$(flat_of sample2)
decision2=$(json_get "$flat" ".selftests[0].decision")
sample2_rc=$rc
# The history remembers the start and keeps the results the samples read from the drive's log.
run history ssdtool history /dev/sda --database "$db" --json
rig_send_contract history sata /tmp/history.out
flat=$(flat_of history)
origin=$(json_get "$flat" ".drives[0].self_test_starts[0].origin")
start_type=$(json_get "$flat" ".drives[0].self_test_starts[0].type")
results=$(printf '%s\n' "$flat" | grep -c '^\.drives\[0\]\.self_tests\[[0-9]*\]\.outcome=' || true)
if [ "$sample1_rc" = 0 ] && [ "$decision" = '"start"' ] && [ "$started" = '"started"' ] && [ "$sample2_rc" = 0 ] &&
    [ "$decision2" = '"not-due"' ] && [ "$origin" = '"scheduled"' ] && [ "$start_type" = '"short"' ] && [ "$results" -ge 1 ]; then
    rig_result selftest-schedule PASS "first sampling run started the due short test; the second: not due; history: start (scheduled, short) and $results logged result(s)"
else
    rig_result selftest-schedule FAIL "run 1: exit $sample1_rc $decision/$started; run 2: exit $sample2_rc $decision2; history exit $rc: start $origin/$start_type, $results result(s) $(short_err sample1) $(short_err history)"
fi
