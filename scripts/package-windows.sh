#!/usr/bin/env bash
# Builds what a Windows user installs, from the Windows build (build-win/, with the GUI:
# scripts/build.sh windows where scripts/build-qt-mingw.sh has installed Qt for mingw-w64):
#   build-win/package/ssd-toolbox-VERSION-windows-x64-setup.exe   the NSIS installer
#   build-win/package/ssd-toolbox-VERSION-windows-x64.zip         the same files, portable
# The sibling of scripts/package.sh (the .deb). The files shipped are the three programs,
# every DLL they import (found by scripts/windows-deploy.py, not listed by hand) and Qt's
# Windows platform and style plugins. Prints the two files' names.
# `--stage-only` stops after staging the files (the app as installed, for the screenshots
# under Wine) and prints the folder.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
stage_only=false
if [[ "${1:-}" == "--stage-only" ]]; then stage_only=true; shift; fi
build=$(realpath "${1:-build-win}")
qt=${SSD_QT_MINGW_PREFIX:-/opt/ssd-toolbox/qt6-mingw}
programs=("$build/app/cli/ssd-toolbox.exe" "$build/app/cli/ssdtool.exe" "$build/app/cli/ssdtool-elevated.exe")
for program in "${programs[@]}"; do
  if [[ ! -f "$program" ]]; then
    echo "package-windows: no $program: build it with scripts/build.sh windows (the GUI needs Qt for" \
         "mingw-w64 from scripts/build-qt-mingw.sh)" >&2
    exit 1
  fi
done
command -v makensis >/dev/null || { echo "package-windows: makensis is missing (Debian's nsis package)" >&2; exit 1; }
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
name="ssd-toolbox-${version}-windows-x64"
out=$build/package
rm -rf "$out"
mkdir -p "$out"
stage=$out/$name

runtime_dir() { dirname "$(realpath "$(x86_64-w64-mingw32-g++-posix -print-file-name="$1")")"; }
python3 scripts/windows-deploy.py --dest "$stage" --search "$qt/bin" \
  --search "$(runtime_dir libstdc++-6.dll)" --search "$(runtime_dir libwinpthread-1.dll)" \
  --plugins "$qt/plugins" --plugin-category platforms --plugin-category styles "${programs[@]}" >"$out/deployed.txt"
cp README.md "$stage/README.md"
# Qt's own translations ("Cancel", "Close", the file dialog) for the GUI's languages, in
# translations/ beside the program, where app/gui/language.cpp looks first. The app's own are
# embedded in ssd-toolbox.exe. A .qm file is the same on every platform: Debian's, of the same
# Qt version as the cross-built one (qt6-translations-l10n, which scripts/setup.sh installs).
qt_translations=/usr/share/qt6/translations
mkdir -p "$stage/translations"
for language in de fr es pt_BR ru ja zh_CN ko; do
  if [[ ! -f "$qt_translations/qtbase_${language}.qm" ]]; then
    echo "package-windows: no $qt_translations/qtbase_${language}.qm (Debian's qt6-translations-l10n)" >&2
    exit 1
  fi
  cp "$qt_translations/qtbase_${language}.qm" "$stage/translations/"
done
if $stage_only; then echo "$stage"; exit 0; fi

# The installer's file lists: each staged file installed, and removed again by the uninstaller
# (files first, then their folders, deepest first).
(
  cd "$stage"
  find . -type d | sort | while read -r dir; do
    rel=${dir#./}
    [[ "$dir" == "." ]] && rel=""
    echo "SetOutPath \"\$INSTDIR${rel:+\\${rel//\//\\}}\""
    find "$dir" -maxdepth 1 -type f | sort | while read -r file; do echo "File \"$PWD/${file#./}\""; done
  done
  echo 'SetOutPath "$INSTDIR"'
) >"$out/files.nsh"
(
  cd "$stage"
  find . -type f | sort | while read -r file; do rel=${file#./}; echo "Delete \"\$INSTDIR\\${rel//\//\\}\""; done
  find . -mindepth 1 -type d | sort -r | while read -r dir; do rel=${dir#./}; echo "RMDir \"\$INSTDIR\\${rel//\//\\}\""; done
) >"$out/removals.nsh"

# SSD_INSTALLER_COMPRESSOR: NSIS's SetCompressor argument (default: solid LZMA, what releases ship;
# the installer test uses zlib: the same installer, built in seconds instead of a minute).
makensis -V2 -DVERSION="$version" -DICON="$repo/resources/windows/ssd-toolbox.ico" \
  -DCOMPRESSOR="${SSD_INSTALLER_COMPRESSOR:-/SOLID lzma}" \
  -DOUTFILE="$out/${name}-setup.exe" -DFILES="$out/files.nsh" -DREMOVALS="$out/removals.nsh" \
  resources/windows/ssd-toolbox.nsi
(cd "$out" && zip -qr "${name}.zip" "$name")
echo "$out/${name}-setup.exe"
echo "$out/${name}.zip"
