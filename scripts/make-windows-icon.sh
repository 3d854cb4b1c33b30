#!/usr/bin/env bash
# Renders resources/icons/ssd-toolbox.svg into resources/windows/ssd-toolbox.ico (16 to 256
# pixels), the icon of ssd-toolbox.exe, its Start-menu entry and its installer. The .ico is
# kept in the repository, so the build needs neither tool; run this after changing the SVG.
# Needs Debian's librsvg2-bin (rsvg-convert) and icoutils (icotool).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sizes=(16 24 32 48 64 128 256)
for size in "${sizes[@]}"; do
  rsvg-convert -w "$size" -h "$size" resources/icons/ssd-toolbox.svg -o "$work/$size.png"
done
# 256 px stored as PNG inside the .ico (as Windows Vista and later expect), the rest as bitmaps.
args=()
for size in "${sizes[@]}"; do
  if ((size == 256)); then args+=(-r "$work/$size.png"); else args+=("$work/$size.png"); fi
done
icotool -c -o resources/windows/ssd-toolbox.ico "${args[@]}"
icotool -l resources/windows/ssd-toolbox.ico
