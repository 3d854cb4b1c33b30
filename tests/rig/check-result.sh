#!/bin/bash
# check-result.sh RESULTS_FILE GROUP
#
# Judges one result group of a rig run (the file run-rig.sh writes): exit 0 only if
# GROUP has at least one PASS line and no FAIL line. Prints the group's messages. A
# missing results file or a group the guest never reported is a failure, said loudly:
# a test that did not run must not look like a test that passed.
set -euo pipefail

if [ $# -ne 2 ]; then
    echo "usage: $0 RESULTS_FILE GROUP" >&2
    exit 2
fi
results=$1
group=$2

loud() {
    echo "************************************************************" >&2
    echo "rig.$group: FAIL: $*" >&2
    echo "************************************************************" >&2
    exit 1
}

[ -f "$results" ] || loud "results file $results does not exist (did rig.boot run and reach RIG-END?)"

# Lines: RIG-RESULT <group> <PASS|FAIL> <message>
lines=$(awk -v g="$group" '$1 == "RIG-RESULT" && $2 == g' "$results")
if [ -z "$lines" ]; then
    loud "the guest reported nothing for group '$group' (a guest script did not run or does not report it); console log: $results.console.log"
fi

n_pass=0
n_fail=0
while IFS= read -r line; do
    status=$(awk '{ print $3 }' <<<"$line")
    message=$(cut -d' ' -f4- <<<"$line")
    case "$status" in
        PASS) n_pass=$((n_pass + 1)); echo "PASS: $message" ;;
        FAIL) n_fail=$((n_fail + 1)); echo "FAIL: $message" ;;
        *)    n_fail=$((n_fail + 1)); echo "FAIL (unknown status '$status'): $line" ;;
    esac
done <<<"$lines"

if [ "$n_fail" -gt 0 ]; then
    loud "$n_fail FAIL line(s) for group '$group' (console log: $results.console.log)"
fi
[ "$n_pass" -gt 0 ] || loud "no PASS line for group '$group'"
exit 0
