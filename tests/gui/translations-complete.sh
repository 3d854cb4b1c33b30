#!/usr/bin/env bash
# The shipped translations are complete and current (issue 37), with Qt's own tools:
#   translations-complete.sh LUPDATE SOURCE_DIR
# 1. lupdate, run over the GUI's sources as the build's update_translations target runs it,
#    into copies of app/gui/translations/*.ts must change nothing: no message of the code is
#    missing from a file, and none a file holds has left the code (lupdate would drop it).
# 2. tests/tools/check-translations.py: every message finished, placeholders, tags,
#    accelerators, edges and plural forms kept.
set -euo pipefail
lupdate=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
translations=$src/app/gui/translations
cp "$translations"/*.ts "$work/"
mapfile -t sources < <(find "$src/app/gui" -maxdepth 1 \( -name '*.cpp' -o -name '*.h' \) | sort)
options=(-silent -no-obsolete -locations none -no-ui-lines -I "$src")
others=()
for ts in "$work"/*.ts; do [[ $ts == */ssd-toolbox_en.ts ]] || others+=("$ts"); done
"$lupdate" "${options[@]}" "${sources[@]}" -ts "${others[@]}"
"$lupdate" "${options[@]}" -pluralonly "${sources[@]}" -ts "$work/ssd-toolbox_en.ts"
stale=0
for ts in "$translations"/*.ts; do
  if ! diff -u "$ts" "$work/$(basename "$ts")" >"$work/diff"; then
    echo "translations: $(basename "$ts") is not what lupdate makes of the code now:"
    head -40 "$work/diff"
    stale=1
  fi
done
if ((stale)); then
  echo "translations: run 'cmake --build BUILD --target update_translations', translate what it marks unfinished"
fi
python3 "$src/tests/tools/check-translations.py" "$translations"/*.ts || stale=1
exit "$stale"
