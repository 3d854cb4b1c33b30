#!/usr/bin/env python3
"""What a fleet of drives costs Prometheus in memory, measured (docs/features/fleet-prometheus.md).

Imports every shared smartctl capture into a temporary history database, has `ssdtool metrics`
write their exposition, and multiplies it into a SYNTHETIC fleet of COPIES × the captured drives
(each copy's serial gets a suffix: the label sets differ, the values are the real ones). A real
prometheus-node-exporter serves it (textfile collector only) and a real prometheus scrapes it every
5 s; the script reads Prometheus's own figures before the fleet appears and after it is in the
head: resident memory, Go heap in use, head series. Everything runs on 127.0.0.1 in a temporary
directory and is stopped at the end.

  scripts/prometheus-cost.py build/app/cli/ssdtool [COPIES]   (default 400: ~20,000 drives)
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fleet"))
from prometheus_stack import Failure, start_stack, stop_all, wait_for  # noqa: E402

FIXTURES = os.environ.get("SSD_FIXTURES_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "shared", "fixtures"))


def value(prometheus, expr):
    result = prometheus.query(expr)
    return result[0][1] if result else None


def scrapes_after(prometheus, count):
    """Waits until `count` more scrapes of Prometheus's targets have happened (5 s apart)."""
    scrapes = 'prometheus_target_interval_length_seconds_count{interval="5s"}'
    start = value(prometheus, scrapes) or 0
    wait_for(f"{count} scrapes", lambda: (value(prometheus, scrapes) or 0) >= start + count, 180)


def memory(prometheus):
    return {
        "resident_bytes": value(prometheus, 'process_resident_memory_bytes{job="prometheus"}'),
        "heap_inuse_bytes": value(prometheus, 'go_memstats_heap_inuse_bytes{job="prometheus"}'),
        "head_series": value(prometheus, "prometheus_tsdb_head_series"),
    }


def main():
    ssdtool = sys.argv[1]
    copies = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    captures = sorted(glob.glob(os.path.join(FIXTURES, "smart", "*.json")))
    if not captures:
        print("prometheus-cost: no shared captures: not run")
        return 77
    work = tempfile.mkdtemp(prefix="prometheus-cost-")
    processes = []
    try:
        database = os.path.join(work, "history.sqlite")
        # A capture that says not when it was taken is not imported (exit 2); the others are.
        subprocess.run([ssdtool, "history", "import", "--database", database, *captures], capture_output=True)
        exposition = subprocess.run([ssdtool, "metrics", "--database", database, "--max-age", "0"], check=True,
                                    capture_output=True, text=True).stdout
        drive_lines = [l for l in exposition.splitlines() if l and not l.startswith("#") and 'serial="' in l]
        drives = len({re.search(r'model="[^"]*",serial="[^"]*"', l).group(0) for l in drive_lines})
        fleet = [l for l in exposition.splitlines() if l.startswith("#") or 'serial="' not in l]
        for copy in range(copies):
            fleet += [re.sub(r'serial="([^"]*)"', rf'serial="\1-c{copy}"', l) for l in drive_lines]
        textfiles = os.path.join(work, "textfile")
        os.mkdir(textfiles)
        prometheus, _ = start_stack(Path(work), textfiles, "5s", [], processes, measure_self=True)
        scrapes_after(prometheus, 6)
        before = memory(prometheus)
        temporary = os.path.join(textfiles, ".fleet.tmp")
        with open(temporary, "w") as f:
            f.write("\n".join(fleet) + "\n")
        os.rename(temporary, os.path.join(textfiles, "ssdtool.prom"))
        series = len(fleet) - sum(1 for l in fleet if l.startswith("#"))
        wait_for("the fleet in the head",
                 lambda: (value(prometheus, "prometheus_tsdb_head_series") or 0) >= before["head_series"] + series - 1, 180)
        scrapes_after(prometheus, 12)
        after = memory(prometheus)
        added = after["head_series"] - before["head_series"]
        result = {
            "captured_drives": drives,
            "synthetic_drives": drives * copies,
            "series_added": added,
            "textfile_bytes": len("\n".join(fleet)),
            "before": before,
            "after": after,
            "resident_bytes_per_series": (after["resident_bytes"] - before["resident_bytes"]) / added,
            "heap_bytes_per_series": (after["heap_inuse_bytes"] - before["heap_inuse_bytes"]) / added,
        }
        print(json.dumps(result, indent=2))
        return 0
    except Failure as failure:
        print(f"prometheus-cost: {failure}", file=sys.stderr)
        return 1
    finally:
        stop_all(processes)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
