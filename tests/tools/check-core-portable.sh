#!/usr/bin/env bash
# core/ must not include OS or Qt headers (docs/ARCHITECTURE.md): list offenders.
set -euo pipefail
core_dir="$1"
pattern='#\s*include\s*[<"](unistd|fcntl|poll|spawn|signal|dirent|windows|winioctl|io\.h|sys/|linux/|liburing|Q[A-Z]|Qt)'
if offenders=$(grep -rnE "$pattern" "$core_dir" --include='*.h' --include='*.cpp'); then
  echo "OS or Qt headers included in core/:"
  echo "$offenders"
  exit 1
fi
echo "core/ includes no OS or Qt headers"
