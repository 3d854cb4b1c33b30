"""What the source checks (check-layers.py, check-json-reads.py) share: synthetic trees for their
self-tests, the self-test's verdict and the command line (SOURCE_ROOT, or --self-test)."""
import os
import sys


def write_tree(root, files):
    """Writes {relative path: text} under root."""
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


def self_test_verdict(failures, passed):
    """Prints each failure (or `passed`) and returns the exit status."""
    for failure in failures:
        print("SELF-TEST FAILED: " + failure)
    if failures:
        return 1
    print(passed)
    return 0


def main(usage, check, self_test):
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    if len(sys.argv) != 2:
        print(usage)
        sys.exit(2)
    sys.exit(check(sys.argv[1]))
