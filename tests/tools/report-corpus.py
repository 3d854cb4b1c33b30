#!/usr/bin/env python3
"""Runs `ssdtool health` on every real report of a corpus and checks what it says (issue 39).

    report-corpus.py SSDTOOL EXPLAINED.tsv DIR [DIR...]

Every *.json and *.txt below the folders is a real smartctl report (`--json`, or the text of
`-a`/`-x`). For each one:
  * ssdtool must not crash or refuse it: exit 0 with a JSON document (a drive smartctl calls
    failing exits 0 too: health reports, it does not fail);
  * the host bytes ssdtool gives are compared with an independent reading written here, from
    the report itself, with a table of counter names and units of its own (not the product's
    rules). Where the two differ, the report must be listed in EXPLAINED.tsv with the reason
    (file name, what ssdtool says, what this oracle says, why); an unexplained difference fails,
    and so does an explanation that no longer applies.
Prints one line per report and the counts. Exit 77 when no folder holds a report (the corpus is
absent: ctest says "not run").
"""
import json
import os
import re
import subprocess
import sys

# The oracle's own table: attribute name -> bytes per raw unit ("lbs": the logical sector).
# Only names whose unit smartctl's drive database states in the name itself or in its
# documentation; a report from a drive smartctl did not know has generic names, which the
# oracle cannot tell from real ones (see EXPLAINED.tsv).
HOST_ATTRIBUTE_UNITS = {
    "Total_LBAs_Written": "lbs",
    "Host_Writes_32MiB": 32 * 2**20,
    "Lifetime_Writes_GiB": 2**30,
    "Host_Writes_GiB": 2**30,
    "Total_Writes_GiB": 2**30,
    "Host_Writes_MiB": 2**20,
}
NVME_DATA_UNIT = 512 * 1000


def oracle_from_json(doc):
    """Host bytes by the oracle's table, from a smartctl --json document; None if not known."""
    nvme = doc.get("nvme_smart_health_information_log")
    if isinstance(nvme, dict) and isinstance(nvme.get("data_units_written"), int):
        return nvme["data_units_written"] * NVME_DATA_UNIT
    sector = doc.get("logical_block_size") or 512
    for page in doc.get("ata_device_statistics", {}).get("pages", []):
        for row in page.get("table", []):
            if row.get("name") == "Logical Sectors Written" and isinstance(row.get("value"), int):
                statistic = row["value"] * sector
                break
        else:
            continue
        break
    else:
        statistic = None
    attribute = None
    for row in doc.get("ata_smart_attributes", {}).get("table", []):
        unit = HOST_ATTRIBUTE_UNITS.get(row.get("name"))
        raw = row.get("raw", {})
        if unit is None or not re.fullmatch(r"\d+", str(raw.get("string", "")).strip()):
            continue
        attribute = raw["value"] * (sector if unit == "lbs" else unit)
        break
    # The larger of two copies of one count: a copy kept in fewer bits can only be smaller.
    known = [value for value in (attribute, statistic) if value is not None]
    return max(known) if known else None


def number(text):
    digits = re.sub(r"[ ,.'\u00a0\u202f]", "", text)
    return int(digits) if digits.isdigit() else None


def oracle_from_text(text):
    """Host bytes by the oracle's table, from the text of smartctl -a/-x; None if not known."""
    sector = 512
    match = re.search(r"^Sector Sizes?:\s+(\d+) bytes logical", text, re.M)
    if match:
        sector = int(match.group(1))
    match = re.search(r"^Data Units Written:\s+([\d,. '\u00a0]+)", text, re.M)
    if match and number(match.group(1)) is not None:
        return number(match.group(1)) * NVME_DATA_UNIT
    attribute = None
    for line in text.splitlines():
        words = line.split()
        # ID# ATTRIBUTE_NAME FLAG(S) VALUE WORST THRESH [TYPE UPDATED] WHEN_FAILED RAW_VALUE
        if len(words) >= 8 and words[0].isdigit() and words[1] in HOST_ATTRIBUTE_UNITS:
            raw = number(words[-1])
            if raw is None:
                continue
            unit = HOST_ATTRIBUTE_UNITS[words[1]]
            attribute = raw * (sector if unit == "lbs" else unit)
            break
    statistic = None
    match = re.search(r"^0x01\s+0x018\s+\d\s+(\d+)\s+\S+\s+Logical Sectors Written", text, re.M)
    if match:
        statistic = int(match.group(1)) * sector
    known = [value for value in (attribute, statistic) if value is not None]
    return max(known) if known else None


def oracle(path):
    raw = open(path, "rb").read()
    if raw.startswith(b"\xff\xfe") or raw.startswith(b"\xfe\xff"):
        text = raw.decode("utf-16")
    else:
        text = raw.decode("utf-8", errors="replace").lstrip("\ufeff")
    if text.lstrip().startswith("{"):
        return oracle_from_json(json.loads(text))
    return oracle_from_text(text)


def reports(folders):
    for folder in folders:
        if not os.path.isdir(folder):
            continue
        for root, _, files in os.walk(folder):
            for name in sorted(files):
                if name.endswith((".json", ".txt")):
                    yield os.path.join(root, name)


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    ssdtool, explained_file, folders = sys.argv[1], sys.argv[2], sys.argv[3:]
    explained = {}
    for line in open(explained_file, encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            name, product, other, why = line.rstrip("\n").split("\t")
            explained[name] = (product, other, why)
    files = list(reports(folders))
    if not files:
        print("report-corpus: no report in " + ", ".join(folders) + ": not run")
        return 77
    failures, with_bytes, agree, differ = [], 0, 0, 0
    seen_explained = set()
    for path in files:
        name = os.path.basename(path)
        run = subprocess.run([ssdtool, "health", "--smartctl-json", path, "--keep-capture-names", "--json"],
                             capture_output=True, timeout=60)
        if run.returncode != 0:
            failures.append(f"{name}: exit {run.returncode}: {run.stderr.decode(errors='replace')[:300]}")
            continue
        try:
            doc = json.loads(run.stdout)
        except ValueError as error:
            failures.append(f"{name}: not JSON: {error}")
            continue
        product = doc.get("writes", {}).get("host_bytes")
        other = oracle(path)
        if product is not None:
            with_bytes += 1
        if product == other:
            agree += 1
            print(f"agree    {name}: {product}")
            continue
        differ += 1
        said = explained.get(name)
        if said and said[0] == str(product) and said[1] == str(other):
            seen_explained.add(name)
            print(f"explained {name}: ssdtool {product}, oracle {other}: {said[2]}")
        else:
            failures.append(f"{name}: ssdtool says {product} host bytes, the oracle {other}, and EXPLAINED.tsv "
                            f"{'says ' + repr(said) if said else 'has no line for it'}")
    for name in sorted(set(explained) - seen_explained):
        if any(os.path.basename(path) == name for path in files):
            failures.append(f"{name}: EXPLAINED.tsv explains a difference that is no longer there")
    print(f"report-corpus: {len(files)} reports, {with_bytes} with host bytes, {agree} agree with the oracle, "
          f"{differ} differ ({len(seen_explained)} explained), {len(failures)} failures")
    for failure in failures:
        print("FAIL " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
