#!/usr/bin/env python3
"""Checks the GUI's Qt Linguist files (app/gui/translations/*.ts) message by message.

  check-translations.py FILE.ts...

A file passes when every message is finished (no type="unfinished", "vanished" or "obsolete"),
and each translation keeps what the program fills in or reads: the same %1..%9 and %n
placeholders, the same HTML tags, an accelerator (&) where the source has one, the source's
leading and trailing white space and line breaks, and as many plural forms as the language
has (Qt's rules: one form in Japanese, Chinese and Korean, three in Russian, two elsewhere).
Whether the lupdate run of the build would change a file is the ctest's other half
(tests/gui/CMakeLists.txt): together they are "no unfinished or obsolete message".
Prints each problem as FILE: CONTEXT: "SOURCE": what is wrong; exits 1 when any.
"""
import re
import sys
import xml.etree.ElementTree as ElementTree

PLURAL_FORMS = {"ja": 1, "zh": 1, "ko": 1, "ru": 3}
PLACEHOLDER = re.compile(r"%(?:\d|n|L\d)")
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)[^>]*>")
# "&File" or "ファイル(&F)"; "&&" is a literal ampersand, "&amp;" arrives decoded.
ACCELERATOR = re.compile(r"&(?!&)[^\s&]")


def plural_forms(language):
    return PLURAL_FORMS.get(language.split("_")[0], 2)


def edges(text):
    """The white space a program may rely on: leading and trailing, and line breaks."""
    lead = re.match(r"\s*", text).group(0)
    trail = re.search(r"\s*$", text).group(0)
    return lead, trail, text.count("\n")


def problems_of(source, translation, numerus, forms, language):
    texts = [f.text or "" for f in translation.findall("numerusform")] if numerus else [translation.text or ""]
    if numerus and len(texts) != forms:
        yield f"{len(texts)} plural forms, {language} has {forms}"
    for text in texts:
        if not text.strip() and source.strip():
            yield "an empty translation"
            continue
        wanted = sorted(PLACEHOLDER.findall(source))
        have = sorted(PLACEHOLDER.findall(text))
        # A plural form may leave %n out ("one day" for n = 1) where the language says so.
        if numerus and "%n" in wanted and "%n" not in have:
            have = sorted(have + ["%n"])
        if have != wanted:
            yield f"placeholders {have} in {text!r}, the source has {wanted}"
        if sorted(TAG.findall(source)) != sorted(TAG.findall(text)):
            yield f"HTML tags differ in {text!r}"
        if ACCELERATOR.search(source) and not ACCELERATOR.search(text):
            yield f"no accelerator (&) in {text!r}"
        source_edges, text_edges = edges(source), edges(text)
        if source_edges[:2] != text_edges[:2]:
            yield f"leading or trailing white space differs in {text!r}"
        if source_edges[2] != text_edges[2]:
            yield f"{text_edges[2]} line breaks in {text!r}, the source has {source_edges[2]}"


def check(path):
    root = ElementTree.parse(path).getroot()
    language = root.get("language") or ""
    forms = plural_forms(language)
    found = []
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "missing"
            if kind in ("unfinished", "vanished", "obsolete", "missing"):
                found.append(f'{path}: {name}: "{source}": {kind}')
                continue
            numerus = message.get("numerus") == "yes"
            for problem in problems_of(source, translation, numerus, forms, language):
                found.append(f'{path}: {name}: "{source}": {problem}')
    return found


def main(paths):
    if not paths:
        print(__doc__, file=sys.stderr)
        return 2
    found = [problem for path in paths for problem in check(path)]
    for problem in found:
        print(problem)
    print(f"check-translations: {len(paths)} file(s), {len(found)} problem(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
