#!/usr/bin/env python3
"""Every value read from JSON in core/, platform/ and app/ goes through core/util/json_util.h.

Usage: check-json-reads.py SOURCE_ROOT   check the tree, print each violation as file:line
       check-json-reads.py --self-test   run the check on synthetic sources: each clean one must
                                         pass, each broken one must be reported

nlohmann's get<T>() of a number that does not fit T is undefined behaviour (get<int>() of 1e70,
get<std::uint64_t>() of 6.7e70: issue 40), and of another type an exception nobody expects. So
outside json_util.h (json_as, json_optional, json_lenient and their _or forms) no source may
call get<T>(), get_ref<T>(), get_ptr<T>() or get_to(), nor value("key", <number, string or
bool>), which is get<T>() with a default. Implicit conversions (`int n = doc["n"];`) are off
at compile time instead (JSON_USE_IMPLICIT_CONVERSIONS=0 on ssd_core, cmake).
"""
import os
import re
import tempfile

from source_checks import main, self_test_verdict, write_tree

ALLOWED = {"core/util/json_util.h"}
FOLDERS = ("core", "platform", "app")
CALLS = [
    (re.compile(r"(\.|->)\s*(get|get_ref|get_ptr)\s*<"), "get<T>() of a JSON value"),
    (re.compile(r"(\.|->)\s*get_to\s*\("), "get_to() of a JSON value"),
    # value("key", 0) / ("key", "") / ("key", false). Qt's QSettings::value(key, default) is
    # the same shape, so the GUI (the one Qt user) is not searched for this one.
    (re.compile(r"\.value\(\s*\"[^\"]*\"\s*,\s*(-?[0-9]|\"|true\b|false\b)"), "value(key, default) of a JSON object"),
]


def violations(root):
    found = []
    for folder in FOLDERS:
        for directory, _, names in os.walk(os.path.join(root, folder)):
            for name in sorted(names):
                if not name.endswith((".cpp", ".h")):
                    continue
                path = os.path.join(directory, name)
                rel = os.path.relpath(path, root)
                if rel in ALLOWED:
                    continue
                with open(path, encoding="utf-8", errors="replace") as f:
                    for number, line in enumerate(f, 1):
                        code = line.split("//", 1)[0]
                        for pattern, what in CALLS:
                            if what.startswith("value(") and rel.startswith("app/gui/"):
                                continue
                            if pattern.search(code):
                                found.append(f"{rel}:{number}: {what}: {line.strip()}")
    return found


def check(root):
    found = violations(root)
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} unchecked JSON reads: use json_as / json_optional / json_lenient "
              "(core/util/json_util.h)")
        return 1
    print("every JSON value is read through core/util/json_util.h")
    return 0


CLEAN = {
    "core/util/json_util.h": "return value.get<std::uint64_t>();\n",
    "core/bench/reader.cpp": "const auto n = json_optional<int>(doc, \"n\");\n"
                             "// a comment may say value.get<int>()\n",
    "app/gui/settings.cpp": "settings.value(\"width\", 800);\n",
    "core/util/other.cpp": "const auto x = maybe.value();\n",
}
BROKEN = [
    ("get<int>", {"core/bench/bad.cpp": "int n = doc[\"n\"].get<int>();\n"}),
    ("pointer get", {"platform/linux/bad.cpp": "x = it->get<double>();\n"}),
    ("get_ref", {"app/cli/bad.cpp": "auto& s = v.get_ref<const std::string&>();\n"}),
    ("get_to", {"core/alerts/bad.cpp": "v.get_to(n);\n"}),
    ("value with a number", {"core/report/bad.cpp": "int n = doc.value(\"n\", 0);\n"}),
    ("value with a string", {"app/cli/bad2.cpp": "auto s = doc.value(\"device\", \"\");\n"}),
]




def self_test():
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        clean = os.path.join(tmp, "clean")
        write_tree(clean, CLEAN)
        if violations(clean):
            failures.append("the clean tree was reported: " + "; ".join(violations(clean)))
        for i, (name, extra) in enumerate(BROKEN):
            root = os.path.join(tmp, f"broken{i}")
            write_tree(root, {**CLEAN, **extra})
            got = violations(root)
            expected = next(iter(extra)) + ":1:"
            if len(got) != 1 or not got[0].startswith(expected):
                failures.append(f"{name}: expected one report at {expected}, got {got}")
    return self_test_verdict(
        failures, f"self-test: the clean tree passes, all {len(BROKEN)} broken ones are reported with file:line")


if __name__ == "__main__":
    main(__doc__, check, self_test)
