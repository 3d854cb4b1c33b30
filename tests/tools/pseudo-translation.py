#!/usr/bin/env python3
"""Writes a pseudo-translation of the GUI: every message lengthened by about 40 % with accented
letters, so a test can show the windows as a longer language would fill them (issue 37).

  pseudo-translation.py IN.ts OUT.ts

IN is any of the GUI's .ts files (only the sources are read). Each translation is the source
with its letters accented ("Start" → "Ŝţàŕţ") and "·" padding added inside brackets to about
1.4 times its length ("[Ŝţàŕţ··]"), keeping what the program fills in or reads: %1..%9 and %n,
HTML tags and entities, the & of an accelerator, line breaks and the edges' white space.
OUT is in "en" (two plural forms) and is compiled by lrelease like the real ones.
"""
import re
import sys
import xml.etree.ElementTree as ElementTree

ACCENTS = str.maketrans(
    "AaCcEeGgIiLlNnOoRrSsTtUuYyZz",
    "ÀàÇçÉéĜĝÎîĻļÑñÖöŔŕŜŝŢţÛûÝýŽž",
)
# What must survive untouched: placeholders, tags, entities, accelerators, escapes.
KEEP = re.compile(r"%(?:\d|n|L\d)|<[^>]*>|&[a-zA-Z#0-9]+;|&.|\\.")
GROWTH = 0.4


def pseudo(source):
    if not source.strip():
        return source
    lead = re.match(r"\s*", source).group(0)
    trail = re.search(r"\s*$", source).group(0)
    core = source[len(lead):len(source) - len(trail)]
    pieces, last = [], 0
    for match in KEEP.finditer(core):
        pieces.append(core[last:match.start()].translate(ACCENTS))
        pieces.append(match.group(0))
        last = match.end()
    pieces.append(core[last:].translate(ACCENTS))
    padding = "·" * max(1, round(len(core) * GROWTH) - 2)
    return f"{lead}[{''.join(pieces)}{padding}]{trail}"


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    tree = ElementTree.parse(argv[1])
    root = tree.getroot()
    root.set("language", "en")
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        old = message.find("translation")
        if old is not None:
            message.remove(old)
        translation = ElementTree.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            for _ in range(2):
                ElementTree.SubElement(translation, "numerusform").text = pseudo(source)
        else:
            translation.text = pseudo(source)
    tree.write(argv[2], encoding="utf-8", xml_declaration=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
