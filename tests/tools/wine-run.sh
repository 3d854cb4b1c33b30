#!/usr/bin/env bash
# Runs a Windows program under Wine with a private, quiet Wine prefix:
#   tests/tools/wine-run.sh program.exe [args...]
# The prefix lives in $SSD_WINE_PREFIX_DIR (default: ./wine-prefix); its first
# use creates it (about 10-15 s here), later runs start in well under a second
# while the Wine server of the prefix is still up. Debian's `wine` package
# provides `wine` (64-bit programs run through it; there is no `wine64` on PATH).
# The exit status is the program's. SSD_WINE_DLL_DIRS (folders separated by ':') are where
# the program's DLLs are found (WINEPATH), e.g. Qt's bin folder and mingw-w64's runtime.
set -euo pipefail
if ! command -v wine >/dev/null 2>&1; then
  echo "wine-run: wine is not installed (scripts/setup.sh installs it)" >&2
  exit 77
fi
prefix="${SSD_WINE_PREFIX_DIR:-$PWD/wine-prefix}"
mkdir -p "$prefix"
export WINEPREFIX
WINEPREFIX="$(cd "$prefix" && pwd)"
export WINEDEBUG=-all
# No Mono or Gecko installers popping up for a console program.
export WINEDLLOVERRIDES="mscoree,mshtml="
# No display (a GUI test sets QT_QPA_PLATFORM=offscreen) unless SSD_WINE_DISPLAY names one.
export DISPLAY=${SSD_WINE_DISPLAY:-}
if [[ -n "${SSD_WINE_DLL_DIRS:-}" ]]; then
  IFS=: read -r -a dll_dirs <<<"$SSD_WINE_DLL_DIRS"
  WINEPATH=$(printf 'Z:%s;' "${dll_dirs[@]}" | tr / '\\')
  export WINEPATH
fi
exec wine "$@"
