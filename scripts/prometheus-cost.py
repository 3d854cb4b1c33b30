#!/usr/bin/env python3
"""What a fleet of drives costs Prometheus in memory, measured (README "Many machines").

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
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

FIXTURES = os.environ.get("SSD_FIXTURES_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "shared", "fixtures"))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url):
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read().decode()


def query(port, expr):
    answer = json.loads(get(f"http://127.0.0.1:{port}/api/v1/query?query=" + urllib.parse.quote(expr)))
    result = answer["data"]["result"]
    return float(result[0]["value"][1]) if result else None


def wait_for(what, check, seconds=180):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            value = check()
            if value:
                return value
        except OSError:
            pass
        time.sleep(0.5)  # polling a condition with a deadline, not a timed wait
    sys.exit(f"prometheus-cost: timed out waiting for {what}")


def scrapes_after(port, count):
    """Waits until `count` more scrapes of the node job have happened."""
    start = query(port, 'prometheus_target_interval_length_seconds_count{interval="5s"}') or 0
    wait_for(f"{count} scrapes", lambda: (query(port, 'prometheus_target_interval_length_seconds_count{interval="5s"}') or 0) >= start + count)


def memory(port):
    return {
        "resident_bytes": query(port, 'process_resident_memory_bytes{job="prometheus"}'),
        "heap_inuse_bytes": query(port, 'go_memstats_heap_inuse_bytes{job="prometheus"}'),
        "head_series": query(port, "prometheus_tsdb_head_series"),
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
        node_port, prometheus_port = free_port(), free_port()
        config = os.path.join(work, "prometheus.yml")
        with open(config, "w") as f:
            f.write(f"""global: {{scrape_interval: 5s, evaluation_interval: 5s}}
scrape_configs:
  - job_name: node
    static_configs: [{{targets: ['127.0.0.1:{node_port}']}}]
  - job_name: prometheus
    static_configs: [{{targets: ['127.0.0.1:{prometheus_port}']}}]
""")
        processes.append(subprocess.Popen(["prometheus-node-exporter", f"--web.listen-address=127.0.0.1:{node_port}",
                                           "--collector.disable-defaults", "--collector.textfile",
                                           f"--collector.textfile.directory={textfiles}"],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        processes.append(subprocess.Popen(["prometheus", f"--config.file={config}",
                                           f"--storage.tsdb.path={os.path.join(work, 'tsdb')}",
                                           f"--web.listen-address=127.0.0.1:{prometheus_port}"],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        wait_for("prometheus", lambda: "Ready" in get(f"http://127.0.0.1:{prometheus_port}/-/ready"))
        scrapes_after(prometheus_port, 6)
        before = memory(prometheus_port)
        temporary = os.path.join(textfiles, ".fleet.tmp")
        with open(temporary, "w") as f:
            f.write("\n".join(fleet) + "\n")
        os.rename(temporary, os.path.join(textfiles, "ssdtool.prom"))
        series = len(fleet) - sum(1 for l in fleet if l.startswith("#"))
        wait_for("the fleet in the head", lambda: (query(prometheus_port, "prometheus_tsdb_head_series") or 0) >= before["head_series"] + series - 1)
        scrapes_after(prometheus_port, 12)
        after = memory(prometheus_port)
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
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    import urllib.parse  # noqa: E402 (used by query)
    sys.exit(main())
