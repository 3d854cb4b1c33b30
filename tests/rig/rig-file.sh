#!/usr/bin/env bash
# rig-file.sh CONSOLE_LOG NAME OUTPUT — decodes the file a guest script sent with
# rig_send_file NAME (guest-lib.sh: base64 between RIG-FILE-BEGIN/END NAME on the console)
# into OUTPUT. Exit 1 with the reason when the block is missing, incomplete, marked
# missing by the guest, or does not decode.
set -euo pipefail
console=${1:?usage: rig-file.sh CONSOLE_LOG NAME OUTPUT}
name=${2:?usage: rig-file.sh CONSOLE_LOG NAME OUTPUT}
output=${3:?usage: rig-file.sh CONSOLE_LOG NAME OUTPUT}
[[ -f "$console" ]] || { echo "no console log $console (did rig.boot run?)" >&2; exit 1; }
payload=$(awk -v begin="RIG-FILE-BEGIN $name" -v end="RIG-FILE-END $name" '
     $0 == begin { inside = 1; next }
     inside && $0 == end { found = 1; exit }
     inside && /^RIG-FILE-ERROR / { print > "/dev/stderr"; exit 2 }
     inside { print }
     END { if (!found) exit 1 }' "$console") ||
  { echo "no complete RIG-FILE block $name in $console" >&2; exit 1; }
base64 -d <<<"$payload" >"$output" || { echo "the RIG-FILE block $name does not decode" >&2; exit 1; }
