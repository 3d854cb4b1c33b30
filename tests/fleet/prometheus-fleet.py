#!/usr/bin/env python3
"""`ssdtool metrics` read by a real node_exporter, scraped by a real Prometheus that runs the
shipped rules, and the shipped Grafana dashboard's queries run against it.

    prometheus-fleet.py SSDTOOL RULES_YML DASHBOARD_JSON SMART_FIXTURES_DIR HISTORY_FIXTURES_DIR

node_exporter runs with only its textfile collector on a temporary directory; Prometheus
scrapes it every second and evaluates the rules every second, both on 127.0.0.1 with free
ports and a temporary TSDB. The captures are imported into a temporary history database and
written with `ssdtool metrics --max-age 0` (they are years old). Every wait polls the HTTP
API up to a deadline; every process started is stopped in the end. Exit 77 (skipped) when
prometheus, node_exporter or the shared captures are missing.

It also prints the figures docs/features/fleet-prometheus.md quotes: series and bytes of the
textfile per drive, and Prometheus's head series.
"""
import json
import re
import shutil
import subprocess
import sys
import tempfile
from datetime import datetime, timedelta, timezone
from pathlib import Path

from prometheus_stack import NODE_EXPORTER, PROMETHEUS, Failure, start_stack, stop_all, wait_for

SKIP = 77

SANDFORCE = "kingston_SV300S37A240G-SandForce_smartmontools-go.json"
SANDFORCE_SERIAL = "50026B77560145CF"
MEDIA_ERRORS = "samsung_970EVO-500GB_scrutiny.json"  # the one shared capture with media_errors > 0 (7)
MEDIA_ERRORS_SERIAL = "S466NX0M776250H"
TOSHIBA_1 = "toshiba_KBG30ZMV256G_nvme_pysmart_2023-03-27.txt"
TOSHIBA_2 = "toshiba_KBG30ZMV256G_nvme_pysmart_2023-10-17.txt"
TOSHIBA_SERIAL = "68APC048P12P"
NVME_DATA_UNIT = 512_000  # bytes: NVMe counts Data Units Written in thousands of 512-byte units
GIB = 1 << 30

# The synthetic second sample of the SandForce drive (no real pair with a NAND counter
# exists, tests/fixtures/smart-history/PROVENANCE.md): one day later, the host wrote
# 100 GiB more (241, and 234 which mirrors it) and the flash 300 GiB more (233).
SYNTHETIC_HOST_GIB, SYNTHETIC_NAND_GIB, SYNTHETIC_DAYS = 100, 300, 1



def run(*command):
    done = subprocess.run([str(part) for part in command], capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise Failure(f"{' '.join(map(str, command))} exited {done.returncode}:\n{done.stdout}{done.stderr}")
    return done.stdout


def synthetic_sandforce(original, directory):
    """A SYNTHETIC second capture of the SandForce drive: its real capture with the host and
    NAND counters raised by known amounts and its clock moved forward. Written to the
    temporary directory only, with "synthetic" in its name."""
    doc = json.loads(original.read_text())
    raises = {241: SYNTHETIC_HOST_GIB, 234: SYNTHETIC_HOST_GIB, 233: SYNTHETIC_NAND_GIB}
    for attribute in doc["ata_smart_attributes"]["table"]:
        if attribute["id"] in raises:
            attribute["raw"]["value"] += raises[attribute["id"]]
            attribute["raw"]["string"] = str(attribute["raw"]["value"])
    moved = doc["local_time"]["time_t"] + SYNTHETIC_DAYS * 86400
    zone = doc["local_time"]["asctime"].split()[-1]
    offset = {"CET": 1, "CEST": 2}[zone]  # the capture's own zone (CET)
    local = datetime.fromtimestamp(moved, timezone(timedelta(hours=offset)))
    doc["local_time"] = {"time_t": moved, "asctime": local.strftime("%a %b %e %H:%M:%S %Y ") + zone}
    doc["power_on_time"]["hours"] += SYNTHETIC_DAYS * 24
    path = directory / "kingston_SV300S37A240G-SandForce_synthetic-second-sample.json"
    path.write_text(json.dumps(doc, indent=2))
    return path


def attribute_raw(capture, attribute_id):
    doc = json.loads(Path(capture).read_text())
    return next(a["raw"]["value"] for a in doc["ata_smart_attributes"]["table"] if a["id"] == attribute_id)


def per_drive_figures(textfile):
    """Series (sample lines) and their bytes per serial in the textfile, and the lines of no
    drive (HELP, TYPE, build info) shared by all."""
    series, size, shared = {}, {}, 0
    for line in textfile.read_text().splitlines(keepends=True):
        found = re.search(r'serial="([^"]*)"', line)
        if found and not line.startswith("#"):
            series[found.group(1)] = series.get(found.group(1), 0) + 1
            size[found.group(1)] = size.get(found.group(1), 0) + len(line.encode())
        else:
            shared += len(line.encode())
    return series, size, shared


def scraped_value(prometheus, expr, expected):
    """Waits until expr's one series has the value `expected` in Prometheus, and returns the
    timestamp of the scrape that brought it."""
    def seen():
        result = prometheus.query(f"timestamp({expr})  and ({expr} == {expected!r})")
        return result[0][1] if len(result) == 1 else None
    return wait_for(f"{expr} == {expected}", seen)


def rule_evaluated_after(prometheus, record, scraped_at):
    """Waits until recording rule `record` was evaluated two intervals after a scrape at
    `scraped_at` (so the evaluation saw that scrape's samples)."""
    def evaluated():
        result = prometheus.query(f"timestamp({record})")
        return result and min(value for _, value in result) >= scraped_at + 2
    wait_for(f"{record} evaluated after the scrape at {scraped_at}", evaluated)


def expressions(panels):
    for panel in panels:
        yield from ((panel, target["expr"]) for target in panel.get("targets", []) if "expr" in target)
        yield from expressions(panel.get("panels", []))  # panels inside a row


def check_dashboard(prometheus, path, instance):
    dashboard = json.loads(path.read_text())
    for field in ("uid", "title", "schemaVersion", "panels", "templating"):
        if field not in dashboard:
            raise Failure(f"dashboard: no {field}")
    inputs = dashboard.get("__inputs", [])
    if not any(i.get("name") == "DS_PROMETHEUS" and i.get("pluginId") == "prometheus" for i in inputs):
        raise Failure("dashboard: __inputs has no Prometheus data source DS_PROMETHEUS")
    variables = {v["name"]: v for v in dashboard["templating"]["list"]}
    if "instance" not in variables:
        raise Failure("dashboard: no template variable `instance`")
    # The variable's values come from label_values(ssdtool_drive_info, instance) in Grafana;
    # Prometheus's label API answers the same question.
    values = prometheus.get("/api/v1/label/instance/values", **{"match[]": "ssdtool_drive_info"})["data"]
    if instance not in values:
        raise Failure(f"dashboard: instance values {values} lack {instance}")
    ids = set()
    all_panels = list(dashboard["panels"]) + [p for row in dashboard["panels"] for p in row.get("panels", [])]
    for panel in all_panels:
        missing = [f for f in ("id", "type", "title", "gridPos") if f not in panel]
        if missing:
            raise Failure(f"dashboard: panel {panel.get('title', panel.get('id'))} lacks {missing}")
        if panel["id"] in ids:
            raise Failure(f"dashboard: panel id {panel['id']} used twice")
        ids.add(panel["id"])
        grid = panel["gridPos"]
        if grid["x"] < 0 or grid["w"] <= 0 or grid["h"] <= 0 or grid["x"] + grid["w"] > 24:
            raise Failure(f"dashboard: panel {panel['title']} lies outside the 24 columns: {grid}")
        # Imported dashboards bind every query to the data source chosen for DS_PROMETHEUS.
        for source in [panel.get("datasource")] + [t.get("datasource") for t in panel.get("targets", [])]:
            if source is not None and source.get("uid") != "${DS_PROMETHEUS}":
                raise Failure(f"dashboard: panel {panel['title']} names data source {source}, not ${{DS_PROMETHEUS}}")
    top_level = dashboard["panels"]
    for i, first in enumerate(top_level):
        for second in top_level[i + 1:]:
            a, b = first["gridPos"], second["gridPos"]
            if a["x"] < b["x"] + b["w"] and b["x"] < a["x"] + a["w"] and a["y"] < b["y"] + b["h"] and b["y"] < a["y"] + a["h"]:
                raise Failure(f"dashboard: panels {first['title']} and {second['title']} overlap")
    # Grafana's variables replaced the way Grafana would, with concrete values.
    concrete = {"$instance": ".*", "${instance}": ".*", "$__rate_interval": "5m", "$__interval": "1m",
                "$__range": "1d"}
    ran = with_data = 0
    for panel, expr in expressions(dashboard["panels"]):
        for variable, value in sorted(concrete.items(), key=lambda item: -len(item[0])):
            expr = expr.replace(variable, value)
        if "$" in expr:
            raise Failure(f"dashboard: panel {panel['title']}: a variable left in {expr!r}")
        result = prometheus.query(expr)  # raises on anything but status "success"
        ran += 1
        with_data += bool(result)
        print(f"dashboard: {panel['title']}: {len(result)} series: {expr}")
    print(f"dashboard: {len(all_panels)} panels, {ran} queries ran without an error, {with_data} with data")
    return ran


def main(argv):
    if len(argv) != 6:
        print(__doc__, file=sys.stderr)
        return 2
    ssdtool, rules, dashboard = Path(argv[1]), Path(argv[2]), Path(argv[3])
    smart, history = Path(argv[4]), Path(argv[5])
    if not PROMETHEUS or not NODE_EXPORTER:
        print("SKIP: prometheus or prometheus-node-exporter is not installed (scripts/setup.sh)")
        return SKIP
    if not (smart / SANDFORCE).is_file() or not (smart / MEDIA_ERRORS).is_file():
        print(f"SKIP: the shared captures are not in {smart}")
        return SKIP

    work = Path(tempfile.mkdtemp(prefix="ssd-fleet-"))
    processes = []
    try:
        textdir = work / "textfile"
        textdir.mkdir()
        database = work / "history.sqlite"
        prometheus, instance = start_stack(work, textdir, "1s", [rules.resolve()], processes)
        rule_groups = prometheus.get("/api/v1/rules")["data"]["groups"]
        print(f"prometheus: loaded rule groups {[g['name'] for g in rule_groups]}, "
              f"{sum(len(g['rules']) for g in rule_groups)} rules")

        def write_metrics():
            run(ssdtool, "metrics", "--database", database, "--textfile", textdir, "--max-age", "0")
            return textdir / "ssdtool.prom"

        # Step 1: the SandForce drive, the drive with media errors, the first Toshiba capture.
        print(run(ssdtool, "history", "import", "--database", database,
                  smart / SANDFORCE, smart / MEDIA_ERRORS, history / TOSHIBA_1), end="")
        textfile = write_metrics()
        toshiba_1_bytes = 36_580_058 * NVME_DATA_UNIT  # Data Units Written in the first capture
        first_scrape = scraped_value(prometheus, f'ssdtool_host_written_bytes_total{{serial="{TOSHIBA_SERIAL}"}}',
                                     toshiba_1_bytes)
        wait_for("node_textfile_scrape_error == 0",
                 lambda: prometheus.query(f'node_textfile_scrape_error{{instance="{instance}"}} == 0'))

        # Lifetime WA of the SandForce drive: 233 (NAND writes, GiB) / 241 (host writes, GiB)
        # = 51,384 / 20,878 = 2.4611..., 2.46 to two places.
        nand_gib, host_gib = attribute_raw(smart / SANDFORCE, 233), attribute_raw(smart / SANDFORCE, 241)
        assert (nand_gib, host_gib) == (51_384, 20_878), (nand_gib, host_gib)
        wa = prometheus.one(f'ssdtool_write_amplification_ratio{{serial="{SANDFORCE_SERIAL}"}}')
        if round(wa, 2) != 2.46 or abs(wa - nand_gib / host_gib) > 1e-9:
            raise Failure(f"SandForce lifetime WA is {wa}, expected 51384/20878 = {nand_gib / host_gib} (2.46)")
        print(f"check: SandForce lifetime WA {wa:.4f} = 51384 / 20878, 2.46")
        host = prometheus.one(f'ssdtool_host_written_bytes_total{{serial="{SANDFORCE_SERIAL}"}}')
        nand = prometheus.one(f'ssdtool_nand_written_bytes_total{{serial="{SANDFORCE_SERIAL}"}}')
        if (host, nand) != (host_gib * GIB, nand_gib * GIB):
            raise Failure(f"SandForce counters {host}, {nand}: expected {host_gib} GiB, {nand_gib} GiB")

        # One sample of the Toshiba drive: no interval yet, so no writes and no WA.
        rule_evaluated_after(prometheus, f'drive:ssdtool_host_written_bytes:increase1d{{serial="{TOSHIBA_SERIAL}"}}',
                             first_scrape)
        one_sample = prometheus.one(f'drive:ssdtool_host_written_bytes:increase1d{{serial="{TOSHIBA_SERIAL}"}}')
        if one_sample != 0:
            raise Failure(f"one Toshiba sample: increase1d {one_sample}, expected 0")

        # The tool's media-errors alert (raised by `history import`, 7 errors in the health log)
        # fires as SsdtoolMediaErrors.
        def firing():
            alerts = prometheus.get("/api/v1/alerts")["data"]["alerts"]
            return [a for a in alerts if a["labels"].get("alertname") == "SsdtoolMediaErrors" and a["state"] == "firing"]
        fired = wait_for("SsdtoolMediaErrors firing", firing)
        if [a["labels"].get("serial") for a in fired] != [MEDIA_ERRORS_SERIAL]:
            raise Failure(f"SsdtoolMediaErrors fires for {[a['labels'] for a in fired]}, expected {MEDIA_ERRORS_SERIAL} only")
        alert = fired[0]
        if alert["labels"].get("severity") != "critical" or "970 EVO" not in alert["annotations"]["summary"]:
            raise Failure(f"SsdtoolMediaErrors: {alert}")
        if "<no value>" in json.dumps(alert["annotations"]):
            raise Failure(f"SsdtoolMediaErrors: an annotation names a missing label: {alert['annotations']}")
        print(f"check: SsdtoolMediaErrors firing: {alert['annotations']['summary']}")

        series, size, shared = per_drive_figures(textfile)
        for serial in sorted(series):
            print(f"figures: drive {serial}: {series[serial]} series, {size[serial]} bytes in the textfile")
        print(f"figures: textfile {textfile.stat().st_size} bytes for {len(series)} drives "
              f"({shared} bytes of HELP/TYPE and build info shared by all)")

        # Step 2: the second real Toshiba capture, and the synthetic second SandForce sample.
        synthetic = synthetic_sandforce(smart / SANDFORCE, work)
        print(run(ssdtool, "history", "import", "--database", database, history / TOSHIBA_2, synthetic), end="")
        write_metrics()
        toshiba_2_bytes = 41_930_020 * NVME_DATA_UNIT
        scraped_at = scraped_value(prometheus, f'ssdtool_host_written_bytes_total{{serial="{TOSHIBA_SERIAL}"}}',
                                   toshiba_2_bytes)
        scraped_value(prometheus, f'ssdtool_nand_written_bytes_total{{serial="{SANDFORCE_SERIAL}"}}',
                      float((nand_gib + SYNTHETIC_NAND_GIB) * GIB))
        for record in ("drive:ssdtool_host_written_bytes:increase1d", "drive:ssdtool_write_amplification:ratio1d"):
            rule_evaluated_after(prometheus, f'{record}{{serial=~"{TOSHIBA_SERIAL}|{SANDFORCE_SERIAL}"}}', scraped_at)

        # (41,930,020 - 36,580,058) data units x 512,000 bytes = 2,739,180,544,000 bytes.
        expected = (41_930_020 - 36_580_058) * NVME_DATA_UNIT
        assert expected == 2_739_180_544_000
        for window in ("1d", "7d"):
            written = prometheus.one(f'drive:ssdtool_host_written_bytes:increase{window}{{serial="{TOSHIBA_SERIAL}"}}')
            if abs(written - expected) > 1e-9 * expected:
                raise Failure(f"Toshiba host bytes over {window}: {written}, expected {expected}")
            print(f"check: Toshiba host writes over {window}: {written:.0f} bytes = (41930020 - 36580058) x 512000")
        no_wa = prometheus.query(f'drive:ssdtool_write_amplification:ratio1d{{serial="{TOSHIBA_SERIAL}"}}')
        if no_wa:
            raise Failure(f"Toshiba has no NAND counter, yet its interval WA is {no_wa}")
        print("check: Toshiba interval WA absent (no NAND counter)")

        # The synthetic SandForce pair: ΔNAND / ΔHost = 300 GiB / 100 GiB = 3.
        interval_wa = prometheus.one(f'drive:ssdtool_write_amplification:ratio1d{{serial="{SANDFORCE_SERIAL}"}}')
        if abs(interval_wa - SYNTHETIC_NAND_GIB / SYNTHETIC_HOST_GIB) > 1e-9:
            raise Failure(f"SandForce synthetic interval WA {interval_wa}, expected "
                          f"{SYNTHETIC_NAND_GIB} / {SYNTHETIC_HOST_GIB}")
        nand_day = prometheus.one(f'drive:ssdtool_nand_written_bytes:increase1d{{serial="{SANDFORCE_SERIAL}"}}')
        if nand_day != SYNTHETIC_NAND_GIB * GIB:
            raise Failure(f"SandForce synthetic NAND bytes over 1d {nand_day}, expected {SYNTHETIC_NAND_GIB} GiB")
        print(f"check: SandForce interval WA (synthetic second sample) {interval_wa} = 300 GiB / 100 GiB")

        check_dashboard(prometheus, dashboard, instance)

        tsdb = prometheus.get("/api/v1/status/tsdb")["data"]
        head = tsdb["headStats"]
        print(f"figures: TSDB head: {head['numSeries']} series, {head['chunkCount']} chunks, "
              f"{head['numLabelPairs']} label pairs")
        # Per drive in Prometheus: the exported series, the recording rules' and ALERTS/ALERTS_FOR_STATE.
        for labels, count in sorted(prometheus.query('count by (serial) ({serial!=""})'), key=lambda r: r[0]["serial"]):
            print(f"figures: drive {labels['serial']}: {count:.0f} series in Prometheus (exported, recorded, alerts)")
        print("figures: series by metric: " + ", ".join(
            f"{entry['name']} {entry['value']}" for entry in tsdb["seriesCountByMetricName"]))
        return 0
    except Failure as failure:
        print(f"FAIL: {failure}", file=sys.stderr)
        for log in ("node_exporter.log", "prometheus.log"):
            if (work / log).exists():
                print(f"--- {log} (last lines)", file=sys.stderr)
                print("".join((work / log).read_text().splitlines(keepends=True)[-30:]), file=sys.stderr)
        return 1
    finally:
        stop_all(processes)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
