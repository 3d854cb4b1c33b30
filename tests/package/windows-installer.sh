#!/usr/bin/env bash
# The Windows installer under Wine, as a user would run it silently (ctest windows.installer):
#   tests/package/windows-installer.sh REPO BUILD_DIR
# Builds the installer and the zip (scripts/package-windows.sh), then in a Wine prefix of its
# own: `setup.exe /S` installs the app, ssdtool.exe, the elevated helper and their DLLs into
# Program Files with a Start-menu entry and an "Apps & features" entry; the installed
# ssdtool.exe answers --version and the installed app starts with Qt's Windows platform
# plugin and builds its window; `Uninstall.exe /S` then leaves no file
# of ours behind: drive C: holds exactly the files it held before the install. (NSIS's
# uninstaller runs from a copy in %TEMP% that Windows deletes at the next restart: the
# temporary folder is left out of the comparison.) `wineserver -w` waits for each step's
# processes to end, so no step races the last.
set -euo pipefail
repo=$(realpath "$1")
build=$(realpath "$2")
fail() { echo "windows-installer: FAILED: $*" >&2; exit 1; }

# zlib: what is tested is the installer's behaviour, not its compression (LZMA took 64 s here).
mapfile -t made < <(SSD_INSTALLER_COMPRESSOR=zlib "$repo/scripts/package-windows.sh" "$build" | tail -2)
setup=${made[0]}
zip=${made[1]}
[[ -f "$repo/$setup" || -f "$setup" ]] || fail "no installer was built"
[[ "$setup" = /* ]] || setup=$repo/$setup
[[ "$zip" = /* ]] || zip=$repo/$zip
# The zip holds the same files as the installer's staging folder, under one top folder.
# Listed once into a variable: `unzip -Z1 | grep -q` under pipefail fails whenever grep has
# found its line and exited before unzip wrote the rest (SIGPIPE) — that failed CI once.
zip_files=$(unzip -Z1 "$zip")
grep -q '/ssd-toolbox.exe$' <<<"$zip_files" || fail "the zip has no ssd-toolbox.exe"
grep -q '/platforms/qwindows.dll$' <<<"$zip_files" || fail "the zip has no Windows platform plugin"

export WINEPREFIX=$build/wine-installer-prefix
rm -rf "$WINEPREFIX"
export WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" DISPLAY=
wineboot --init >/dev/null 2>&1
wineserver -w
c=$WINEPREFIX/drive_c
listing() {
  (cd "$c" && find . -path ./windows -prune -o -path '*/Temp' -prune -o -path '*/AppData/Local/Temp' -prune \
     -o -print | sort)
}
listing >"$build/wine-installer-before.txt"

wine "$(winepath -w "$setup")" /S
wineserver -w
app="$c/Program Files/SSD Toolbox"
for file in ssd-toolbox.exe ssdtool.exe ssdtool-elevated.exe Qt6Core.dll Qt6Widgets.dll Qt6Charts.dll \
            platforms/qwindows.dll translations/qtbase_de.qm translations/qtbase_ja.qm Uninstall.exe; do
  [[ -f "$app/$file" ]] || fail "the installer did not install $file"
done
[[ ! -e "$app/platforms/qoffscreen.dll" ]] || fail "a test-only plugin was installed"
lnk=$(find "$c" -iname 'SSD Toolbox.lnk' -print -quit)
[[ -n "$lnk" ]] || fail "no Start-menu entry"
quiet_uninstall=$(wine reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\SSDToolbox' \
  /v QuietUninstallString 2>/dev/null || true)
grep -q 'Uninstall.exe" /S' <<<"$quiet_uninstall" || fail "no silent uninstall entry in Apps & features"

version=$(wine "C:\\Program Files\\SSD Toolbox\\ssdtool.exe" --version 2>/dev/null | tr -d '\r')
[[ "$version" == "ssdtool "* ]] || fail "the installed ssdtool.exe --version said '$version'"
# The app as a user starts it: QApplication loads Qt's DLLs and the Windows platform plugin
# (without one it aborts), the main window is built, then the unknown tab is refused (exit 2).
# (--version would answer in a message box: a GUI program on Windows has no console.)
set +e
gui=$(QT_QPA_PLATFORM=windows wine "C:\\Program Files\\SSD Toolbox\\ssd-toolbox.exe" --tab no-such-tab 2>&1 | tr -d '\r')
gui_status=${PIPESTATUS[0]}
set -e
wineserver -w
[[ $gui_status -eq 2 && "$gui" == *"no tab 'no-such-tab'"* ]] ||
  fail "the installed ssd-toolbox.exe did not start as it should (exit $gui_status): '$gui'"

wine "C:\\Program Files\\SSD Toolbox\\Uninstall.exe" /S
wineserver -w
listing >"$build/wine-installer-after.txt"
if ! diff -u "$build/wine-installer-before.txt" "$build/wine-installer-after.txt"; then
  fail "the uninstaller left the files above behind"
fi
if wine reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\SSDToolbox' >/dev/null 2>&1; then
  fail "the Apps & features entry is still there"
fi
wineserver -k || true
echo "windows-installer: installed $(basename "$setup") silently, ran ssdtool.exe (${version}) and the app," \
     "uninstalled leaving drive C: as it was"
