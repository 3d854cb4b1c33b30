#!/usr/bin/env bash
# promtool on the shipped rules. Exit 77 without promtool (Debian: prometheus).
#   promtool-rules.sh check RULES_YML   valid YAML and PromQL, valid rule and label names,
#                                       templates that parse
#   promtool-rules.sh test TEST_YML     the rules' arithmetic and alerts on synthetic series
#                                       (the test file names the rules file it loads)
set -euo pipefail
mode=${1:?usage: promtool-rules.sh check RULES_YML | test TEST_YML}
file=${2:?usage: promtool-rules.sh check RULES_YML | test TEST_YML}
command -v promtool >/dev/null || { echo "SKIP: promtool is not installed (scripts/setup.sh)"; exit 77; }
case "$mode" in
  check) promtool check rules "$file" ;;
  test) promtool test rules "$file" ;;
  *) echo "promtool-rules.sh: unknown mode $mode" >&2; exit 2 ;;
esac
