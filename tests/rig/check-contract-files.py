#!/usr/bin/env python3
"""check-contract-files.py RESULTS_FILE — the documents of real (emulated) drives the rig guest
sends (guest-lib.sh rig_send_contract: RIG-FILE blocks named contract--SCHEMA--LABEL[.jsonl] on
the console, RESULTS_FILE.console.log), validated on the host against resources/schemas by
tests/tools/validate-contract.py (issue 33): what the contract test cannot produce without a
drive that has SMART and runs self-tests — `sample`, a self-test's progress lines — and the
list, health, check and history of SATA and NVMe drives behind real kernel drivers.

Exit 0 when every document validates and each schema in EXPECTED came at least once; 1 when one
fails or is missing; 77 when Python's jsonschema module is missing (as the validator says).
"""
import base64
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
VALIDATOR = os.path.join(HERE, "..", "tools", "validate-contract.py")
EXPECTED = ("list", "health", "check", "selftest", "selftest-progress", "sample", "history")
BLOCK = re.compile(r"^RIG-FILE-BEGIN (contract--([a-z-]+)--([A-Za-z0-9_.-]+))$")


def contract_blocks(console_lines):
    """{(schema, label): bytes} of every complete contract block; errors for broken ones."""
    blocks, errors = {}, []
    current, payload = None, []
    for line in console_lines:
        match = BLOCK.match(line)
        if match:
            current, payload = match, []
        elif current and line == f"RIG-FILE-END {current.group(1)}":
            blocks[(current.group(2), current.group(3))] = base64.b64decode("".join(payload))
            current = None
        elif current and line.startswith("RIG-FILE-ERROR "):
            errors.append(line)
            current = None
        elif current:
            payload.append(line)
    return blocks, errors


def main():
    if len(sys.argv) != 2:
        print("usage: check-contract-files.py RESULTS_FILE", file=sys.stderr)
        return 2
    console = sys.argv[1] + ".console.log"
    if not os.path.isfile(console):
        print(f"FAIL: no console log {console} (did rig.boot run?)")
        return 1
    with open(console, encoding="utf-8", errors="replace") as f:
        blocks, errors = contract_blocks(line.rstrip("\r\n") for line in f)
    for error in errors:
        print(f"FAIL: the guest could not send a document: {error}")
    with tempfile.TemporaryDirectory() as work:
        for (schema, label), payload in blocks.items():
            kind = "lines" if label.endswith(".jsonl") else "docs"
            folder = os.path.join(work, kind, schema)
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, label if kind == "lines" else label + ".json"), "wb") as out:
                out.write(payload)
        args = [sys.executable, VALIDATOR]
        for kind, option in (("docs", "--folders"), ("lines", "--line-folders")):
            if os.path.isdir(os.path.join(work, kind)):
                args += [option, os.path.join(work, kind)]
        validated = subprocess.run(args, capture_output=True, text=True)
    print(validated.stdout, end="")
    if validated.returncode == 77:
        return 77
    missing = [schema for schema in EXPECTED if not any(s == schema for s, _ in blocks)]
    for schema in missing:
        print(f"FAIL: the guest sent no {schema} document")
    if validated.returncode != 0 or missing or errors:
        print(validated.stderr, end="")
        return 1
    print(f"PASS: {len(blocks)} documents of the rig's drives validate against their schemas")
    return 0


if __name__ == "__main__":
    sys.exit(main())
