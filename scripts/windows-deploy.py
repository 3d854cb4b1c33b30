#!/usr/bin/env python3
"""Stages the Windows programs and every DLL they need into one folder, for the installer,
the portable zip and the screenshots under Wine:

    scripts/windows-deploy.py --dest DIR --search DIR [--search DIR…] [--plugins QTPLUGINS]
                              PROGRAM.exe…

What is shipped is found, not listed by hand: each program's and each DLL's import table
(objdump -p) is followed through the --search folders (Qt's bin folder, the compiler's
runtime), and whatever is found there is copied. An import found in none of them must be a
DLL that Windows itself provides; as the check, it must be one that Wine implements (Wine's
DLL folder). Anything else is an error naming the program that needs it, so a missing DLL
fails the build instead of a user's first start.

Qt's plugins are loaded at run time, not imported, so they are named by category
(--plugin-category: platforms, styles…); the categories' DLLs are copied into DIR/CATEGORY
and their imports followed like the rest. Prints what it copied, one line each.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

OBJDUMP = "x86_64-w64-mingw32-objdump"
WINE_DLLS = "/usr/lib/x86_64-linux-gnu/wine/x86_64-windows"
# Plugins only the tests use: never shipped.
TEST_ONLY_PLUGINS = {"qoffscreen.dll", "qminimal.dll"}


def imports(binary):
    out = subprocess.run([OBJDUMP, "-p", binary], check=True, capture_output=True, text=True).stdout
    return re.findall(r"^\s*DLL Name: (\S+)", out, re.MULTILINE)


def find(name, folders):
    for folder in folders:
        for entry in os.listdir(folder):
            if entry.lower() == name.lower():
                return os.path.join(folder, entry)
    return None


def system_dll(name):
    lower = name.lower()
    # The API sets (api-ms-win-…) are resolved by the loader, not files of their own.
    return lower.startswith("api-ms-win-") or lower.startswith("ext-ms-") or os.path.exists(
        os.path.join(WINE_DLLS, lower))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dest", required=True)
    parser.add_argument("--search", action="append", default=[])
    parser.add_argument("--plugins", help="Qt's plugins folder")
    parser.add_argument("--plugin-category", action="append", default=[])
    parser.add_argument("programs", nargs="+")
    args = parser.parse_args()
    if not os.path.isdir(WINE_DLLS):
        sys.exit(f"windows-deploy: {WINE_DLLS} is missing (Debian's wine64 package): cannot tell system DLLs")

    os.makedirs(args.dest, exist_ok=True)
    pending = []  # (binary to scan, who needs it)
    for program in args.programs:
        shutil.copy2(program, args.dest)
        print(f"program {os.path.basename(program)}")
        pending.append((program, os.path.basename(program)))
    for category in args.plugin_category:
        folder = os.path.join(args.plugins or "", category)
        if not os.path.isdir(folder):
            sys.exit(f"windows-deploy: no Qt plugins in {folder}")
        os.makedirs(os.path.join(args.dest, category), exist_ok=True)
        for entry in sorted(os.listdir(folder)):
            if not entry.endswith(".dll") or entry in TEST_ONLY_PLUGINS:
                continue
            shutil.copy2(os.path.join(folder, entry), os.path.join(args.dest, category))
            print(f"plugin {category}/{entry}")
            pending.append((os.path.join(folder, entry), f"{category}/{entry}"))

    shipped = set()
    missing = []
    while pending:
        binary, owner = pending.pop()
        for name in imports(binary):
            if name.lower() in shipped:
                continue
            found = find(name, args.search)
            if found:
                shipped.add(name.lower())
                shutil.copy2(found, args.dest)
                print(f"dll {name} (needed by {owner}, from {os.path.dirname(found)})")
                pending.append((found, name))
            elif not system_dll(name):
                missing.append(f"{owner} imports {name}, which is in none of {args.search} nor a Windows DLL")
    if missing:
        sys.exit("windows-deploy: " + "\nwindows-deploy: ".join(sorted(set(missing))))


if __name__ == "__main__":
    main()
