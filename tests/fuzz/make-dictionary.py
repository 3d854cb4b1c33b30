#!/usr/bin/env python3
"""Writes a libFuzzer dictionary of the JSON object keys found in real files.

    tests/fuzz/make-dictionary.py OUT.dict FILE_OR_FOLDER...

Each key becomes the token "\"key\"" (with its quotes, as it appears in
JSON), so the fuzzer can build objects the parsers look into. Files that are
not JSON are passed over. The dictionaries in tests/fuzz/dict/ were made with
this script from the seed folders named in their first line.
"""
import json
import pathlib
import sys


def keys_of(value, found):
    if isinstance(value, dict):
        for key, inner in value.items():
            found.add(key)
            keys_of(inner, found)
    elif isinstance(value, list):
        for inner in value:
            keys_of(inner, found)


def escaped(token):
    out = []
    for byte in token.encode("utf-8"):
        char = chr(byte)
        if char in '"\\':
            out.append("\\" + char)
        elif 0x20 <= byte < 0x7F:
            out.append(char)
        else:
            out.append("\\x%02X" % byte)
    return "".join(out)


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    found = set()
    for name in argv[2:]:
        path = pathlib.Path(name)
        for file in sorted(path.rglob("*") if path.is_dir() else [path]):
            if not file.is_file():
                continue
            try:
                keys_of(json.loads(file.read_text(encoding="utf-8")), found)
            except (ValueError, UnicodeDecodeError):
                continue
    sources = " ".join(argv[2:])
    lines = ["# JSON keys of " + sources + " (tests/fuzz/make-dictionary.py)"]
    lines += ['"%s"' % escaped('"%s"' % key) for key in sorted(found)]
    pathlib.Path(argv[1]).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv)
