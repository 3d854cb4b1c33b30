#!/usr/bin/env python3
"""check-bench-conditions.py RESULTS_FILE CASE — the conditions of one benchmark run in
the rig guest (guest/93-bench-conditions.sh sends `ssdtool bench DIR --json` of each case
between RIG-FILE markers on the console, RESULTS_FILE.console.log), judged on the host:

  crypt    ext4 on plain dm-crypt over sdb1: the layer chain is the one crypt mapping
           (its dm name from the guest's sysfs, label the mapping's name) down to the
           drive /dev/sdb; warning encrypted-layer; no device-mapper-layer (a crypt
           layer is said once, as what it is); no compression.
  btrfs    btrfs on sda2 mounted with compress=zstd: compressing-filesystem with the
           kernel's compress option, copy-on-write-filesystem; no layers; drive /dev/sda.
  control  ext4 on sda2 (where btrfs was): none of those warnings; no layers; drive /dev/sda.

Prints PASS or FAIL per check; exit 1 if any failed (the document is printed then).
"""
import base64
import binascii
import json
import sys

MAPPING = "rig-bench-crypt"  # the name 93-bench-conditions.sh opens the mapping under
LAYER_WARNINGS = ("encrypted-layer", "device-mapper-layer", "software-raid")
FS_WARNINGS = ("compressing-filesystem", "copy-on-write-filesystem")


def rig_file(console, name):
    """The payload of the RIG-FILE-BEGIN/END block NAME (guest-lib.sh rig_send_file)."""
    lines, inside = [], False
    for line in console:
        if line == f"RIG-FILE-BEGIN {name}":
            inside, lines = True, []
        elif inside and line == f"RIG-FILE-END {name}":
            return base64.b64decode("".join(lines))
        elif inside and line.startswith("RIG-FILE-ERROR "):
            raise ValueError(line)
        elif inside:
            lines.append(line)
    raise ValueError(f"no complete RIG-FILE block {name} in the console log")


def ids(conditions):
    return [w["id"] for w in conditions["warnings"]]


def layers(conditions):
    return [(l["name"], l["kind"], l["label"]) for l in conditions["layers"]]


def drives(conditions):
    return [d["device"] for d in conditions["drives"]]


def none_of(conditions, unwanted):
    return not set(ids(conditions)) & set(unwanted)


def crypt_checks(c, console):
    # "dm=dm-0 uuid=CRYPT-PLAIN-rig-bench-crypt name=rig-bench-crypt": what sysfs said.
    try:
        sysfs = rig_file(console, "bench-conditions-crypt.sysfs").decode()
    except ValueError as error:
        sysfs = f"error={error}"
    facts = dict(w.split("=", 1) for w in sysfs.split() if "=" in w)
    return [
        (f"the mapping's uuid is a crypt one ({facts.get('uuid')})", lambda: facts["uuid"].startswith("CRYPT-")),
        ("filesystem ext4 without compression",
         lambda: c["filesystem"]["type"] == "ext4" and c["filesystem"]["compression"] is False),
        (f"layers: the crypt mapping {facts.get('dm')} ({MAPPING}) only",
         lambda: layers(c) == [(facts["dm"], "crypt", MAPPING)]),
        ("down to the drive /dev/sdb", lambda: drives(c) == ["/dev/sdb"]),
        ("warning encrypted-layer", lambda: "encrypted-layer" in ids(c)),
        ("no device-mapper-layer beside it", lambda: "device-mapper-layer" not in ids(c)),
        ("no filesystem warnings", lambda: none_of(c, FS_WARNINGS)),
    ]


def btrfs_checks(c, console):
    return [
        ("filesystem btrfs", lambda: c["filesystem"]["type"] == "btrfs"),
        ("compression on, by compress=zstd",
         lambda: c["filesystem"]["compression"] is True
         and str(c["filesystem"]["compression_setting"]).startswith("compress=zstd")),
        ("warning compressing-filesystem", lambda: "compressing-filesystem" in ids(c)),
        ("warning copy-on-write-filesystem", lambda: "copy-on-write-filesystem" in ids(c)),
        ("the warning names the option",
         lambda: any(w["id"] == "compressing-filesystem" and "compress=zstd" in w["detail"] for w in c["warnings"])),
        ("no layers", lambda: layers(c) == [] and none_of(c, LAYER_WARNINGS)),
        ("on the drive /dev/sda", lambda: drives(c) == ["/dev/sda"]),
    ]


def control_checks(c, console):
    return [
        ("filesystem ext4 without compression",
         lambda: c["filesystem"]["type"] == "ext4" and c["filesystem"]["compression"] is False),
        ("no filesystem warnings", lambda: none_of(c, FS_WARNINGS)),
        ("no layers, no layer warnings", lambda: layers(c) == [] and none_of(c, LAYER_WARNINGS)),
        ("on the drive /dev/sda", lambda: drives(c) == ["/dev/sda"]),
    ]


CASES = {"crypt": crypt_checks, "btrfs": btrfs_checks, "control": control_checks}


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in CASES:
        sys.exit(f"usage: {sys.argv[0]} RESULTS_FILE {'|'.join(CASES)}")
    log, case = sys.argv[1] + ".console.log", sys.argv[2]
    try:
        with open(log, encoding="utf-8", errors="replace") as f:
            console = f.read().splitlines()
        document = json.loads(rig_file(console, f"bench-conditions-{case}.json"))
        conditions = document["conditions"]
    except (OSError, ValueError, KeyError, binascii.Error) as error:
        print(f"FAIL: no {case} document from the guest ({type(error).__name__}: {error}); did rig.boot run?")
        sys.exit(1)
    checks = [("conditions evaluated", lambda: conditions["evaluated"] is True)] + CASES[case](conditions, console)
    failures = 0
    for label, check in checks:
        try:
            ok = check()
        except (KeyError, TypeError, ValueError) as error:  # a missing field is a failed check, said so
            ok, label = False, f"{label} ({type(error).__name__}: {error})"
        print(("PASS: " if ok else "FAIL: ") + label)
        failures += not ok
    print(f"{case}: warnings {ids(conditions) if 'warnings' in conditions else '?'}")
    if failures:
        print(json.dumps(conditions, indent=2))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
