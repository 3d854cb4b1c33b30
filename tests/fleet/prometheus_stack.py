"""A real node_exporter (textfile collector only) and a real Prometheus scraping it, both on
127.0.0.1 with free ports, started and stopped for a test or a measurement: what
tests/fleet/prometheus-fleet.py (the fleet test) and scripts/prometheus-cost.py (memory per
series) share. Every wait polls the HTTP API up to a deadline."""
import json
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request

PROMETHEUS = shutil.which("prometheus")
NODE_EXPORTER = shutil.which("prometheus-node-exporter") or shutil.which("node_exporter")
START_DEADLINE = 60  # seconds for each process to come up
SCRAPE_DEADLINE = 60  # seconds for a textfile change to reach a query / a rule / an alert


class Failure(Exception):
    pass


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Prometheus:
    def __init__(self, port):
        self.base = f"http://127.0.0.1:{port}"

    def get(self, path, **params):
        url = self.base + path + ("?" + urllib.parse.urlencode(params, doseq=True) if params else "")
        with urllib.request.urlopen(url, timeout=10) as answer:
            return json.load(answer)

    def query(self, expr):
        """The instant vector of expr now, as a list of (labels, value); raises on an error."""
        try:
            answer = self.get("/api/v1/query", query=expr)
        except urllib.error.HTTPError as error:  # 400/422: the query is wrong
            raise Failure(f"query {expr!r}: HTTP {error.code}: {error.read().decode(errors='replace')}")
        if answer.get("status") != "success":
            raise Failure(f"query {expr!r}: {answer}")
        result = answer["data"]["result"]
        if answer["data"]["resultType"] == "scalar":
            return [({}, float(result[1]))]
        return [(series["metric"], float(series["value"][1])) for series in result]

    def one(self, expr):
        result = self.query(expr)
        if len(result) != 1:
            raise Failure(f"query {expr!r}: expected one series, got {result}")
        return result[0][1]


def wait_for(what, condition, deadline=SCRAPE_DEADLINE, processes=()):
    """Polls condition() until it returns something true, for at most `deadline` seconds."""
    end = time.monotonic() + deadline
    last_error = None
    while time.monotonic() < end:
        for process in processes:
            if process.poll() is not None:
                raise Failure(f"{process.args[0]} exited with {process.returncode} while waiting for {what}")
        try:
            value = condition()
            if value:
                return value
        except (OSError, Failure) as error:  # not up yet; the last one is reported
            last_error = error
        time.sleep(0.2)
    raise Failure(f"timed out after {deadline} s waiting for {what}" + (f" (last: {last_error})" if last_error else ""))


def start_stack(work, textdir, interval, rule_files, processes, measure_self=False):
    """Starts node_exporter on `textdir` and Prometheus scraping it every `interval` (e.g. "1s"),
    logs in `work`; with `measure_self`, node_exporter's own metrics are kept and Prometheus also
    scrapes itself (job "prometheus": its memory); appends both to `processes` (stop them with stop_all) and returns
    (Prometheus, node_exporter's instance) once Prometheus is ready and has scraped it."""
    node_port, prometheus_port = free_port(), free_port()
    node_log, prometheus_log = open(work / "node_exporter.log", "w"), open(work / "prometheus.log", "w")
    processes.append(subprocess.Popen(
        [NODE_EXPORTER, f"--web.listen-address=127.0.0.1:{node_port}", "--collector.disable-defaults",
         "--collector.textfile", f"--collector.textfile.directory={textdir}"]
        + ([] if measure_self else ["--web.disable-exporter-metrics"]),
        stdout=node_log, stderr=subprocess.STDOUT))
    instance = f"127.0.0.1:{node_port}"
    config = work / "prometheus.yml"
    config.write_text(json.dumps({  # JSON is YAML
        "global": {"scrape_interval": interval, "evaluation_interval": interval},
        "rule_files": [str(path) for path in rule_files],
        "scrape_configs": [{"job_name": "node", "static_configs": [{"targets": [instance]}]}]
        + ([{"job_name": "prometheus", "static_configs": [{"targets": [f"127.0.0.1:{prometheus_port}"]}]}]
           if measure_self else []),
    }))
    processes.append(subprocess.Popen(
        [PROMETHEUS, f"--config.file={config}", f"--storage.tsdb.path={work / 'tsdb'}",
         f"--web.listen-address=127.0.0.1:{prometheus_port}"],
        stdout=prometheus_log, stderr=subprocess.STDOUT))
    prometheus = Prometheus(prometheus_port)

    def ready():
        with urllib.request.urlopen(f"{prometheus.base}/-/ready", timeout=2) as answer:
            return answer.status == 200
    wait_for("Prometheus ready", ready, START_DEADLINE, processes)
    wait_for("node_exporter scraped", lambda: prometheus.query(f'up{{instance="{instance}"}} == 1'),
             START_DEADLINE, processes)
    return prometheus, instance


def stop_all(processes):
    """Terminates every process started, waits, kills what does not end."""
    for process in processes:
        process.terminate()
    for process in processes:
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
