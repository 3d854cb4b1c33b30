#!/bin/bash
# contract-schemas.sh SSDTOOL [FIXTURES_DIR] — the contract as machine-checked schemas (issue 33): runs the
# built ssdtool on real inputs and validates every document it writes against resources/schemas with a real
# validator (validate-contract.py: Python's jsonschema, Draft 2020-12).
#
#   health   `health --smartctl-json F --json` for every shared capture (FIXTURES_DIR/smart, default
#            $SSD_FIXTURES_DIR), with the capture's names as saved and re-resolved, and for the project's
#            text captures; a capture re-resolved with a given drive database; --rated-tbw;
#            `health DEVICE --local --json` for this machine's drives
#   list, check, report   this machine's (--local), and check/report of captures (report with the alerts of
#            a history database and an HTML file)
#   bench    a short mixed run with --verify in a temporary directory with its progress lines, a second
#            compared with the first (--compare FILE), a write of a number of bytes, a read-scan, a dry run
#   history  `history import` of captures (a drive captured twice among them, and a file that is not a
#            capture) into a temporary database, `history`, `history SERIAL --rated-tbw`
#   alerts   the alerts that import raised: `alerts --all`, `alerts ack`, `alerts deliver` and
#            `alerts test` with a private configuration whose channel is a command (true)
#   selftest `selftest --log --local` of this machine's drives (no test is started: it would run on a real drive)
#   sample   `sample` into a temporary database (root; it needs a drive whose SMART can be read)
#   error    the document of a command that fails (a file that is not a capture, a missing one)
#   helper-* as root: the CLI run as an ordinary user (setpriv) asks a recording stand-in for the service,
#            which passes each connection to a real `ssdtool serve` and keeps both directions: the CLI's
#            request lines (list, health, check, report, selftest), the helper's hello, result and error lines
#            (a self-test asked of a loop device: refused, with the answers' document). And `ssdtool serve`
#            given request lines directly: on this script's loop device the consistency preset (its progress
#            event lines; steady state, TRIM), dry runs, a benchmark cancelled while it runs; a dry run on the
#            drive holding / (refused: an error line with the plan); lines it refuses (malformed, unknown
#            method, unknown parameter). The request lines given directly are stimuli, not validated: only
#            the CLI's are.
#   committed documents   tests/fixtures/bench/*.json, the saved `bench --json` outputs.
#
# Fails when a document fails its schema, when a command that must write a document writes none, and when
# a schema was exercised by no document, unless this script says why it cannot be produced here
# (NOT_PRODUCED, printed). Exit 77 (ctest: not run) without Python's jsonschema (python3-jsonschema).
#
# Side effects are kept to temporary files: history and sample use their own database; nothing is sent
# anywhere (`history import` and `sample` deliver new alerts to the channels of /etc/ssd-toolbox/alerts.json,
# so both are left out, and said so, on a machine where that file exists); no self-test is started; the
# service's requests are reads, and the benchmarks it is given run on this script's own loop device.
set -uo pipefail

ssdtool=${1:?usage: contract-schemas.sh SSDTOOL [FIXTURES_DIR]}
fixtures=${2:-${SSD_FIXTURES_DIR:-}}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
schemas=$repo/resources/schemas
validator=(python3 "$here/validate-contract.py" --schemas "$schemas")

if ! python3 -c 'import jsonschema' 2>/dev/null; then
    echo "contract-schemas: python3's jsonschema module is missing (Debian: python3-jsonschema): not run"
    exit 77
fi
if ! "${validator[@]}" --check-schemas; then
    echo "contract-schemas: FAIL: the schemas themselves are not valid"
    exit 1
fi

# The schemas this environment cannot exercise, each with why. Static entries are facts of this test;
# the others are added below when the environment decides (not root, no SMART anywhere).
declare -A NOT_PRODUCED=(
    [selftest-progress]="the lines of \`selftest --wait --progress --json\` come from a drive running a \
self-test; this test starts none (it would run on a real drive): the rig's emulated SATA drive runs one, \
and rig.contract-schemas validates its lines"
)
declare -A STATIC_NOT_PRODUCED=()
for key in "${!NOT_PRODUCED[@]}"; do STATIC_NOT_PRODUCED[$key]=1; done

# Committed documents older than today's contract: the one failure each is expected to have, and why.
# A listed document that validates, or fails otherwise, fails the test.
older_bench="\$: 'sustained' is a required property|saved by ssdtool at 2b9e4ec, before the sustained preset: \
every run writes \"sustained\" (null) since"
declare -A OLDER_DOCUMENTS=(
    [tests/fixtures/bench/consistency-loop-direct-io.json]=$older_bench
    [tests/fixtures/bench/consistency-vda-file.json]=$older_bench
)

work=$(mktemp -d)
bench_dir=""
sockdir=""
proxy_pid=""
loop_dev=""
cleanup() {
    [ -n "$proxy_pid" ] && kill "$proxy_pid" 2>/dev/null && wait "$proxy_pid" 2>/dev/null
    [ -n "$loop_dev" ] && losetup -d "$loop_dev" 2>/dev/null
    [ -n "$sockdir" ] && rm -rf "$sockdir"
    [ -n "$bench_dir" ] && rm -rf "$bench_dir"
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

failures=0
fail() {
    echo "FAIL $*"
    failures=$((failures + 1))
}
note() { echo "note: $*"; }

# ---- running commands and sorting what they print ----------------------------------------------------

# The embedded helpers: `route` files a command's stdout under the schema it must satisfy (an error
# document under `error`; with --lines, progress lines under their progress schema); `proxy` and `serve`
# are the protocol's recorder and driver (below).
cat >"$work/contract.py" <<'PYTHON'
import json, os, queue, socket, subprocess, sys, threading, time

def is_error_document(doc):
    return isinstance(doc, dict) and list(doc) == ["error"]

def store(docs, schema, label, text):
    folder = os.path.join(docs, schema)
    os.makedirs(folder, exist_ok=True)
    index = len(os.listdir(folder)) + 1
    path = os.path.join(folder, "%03d-%s" % (index, label))
    with open(path, "w", encoding="utf-8") as out:
        out.write(text if text.endswith("\n") else text + "\n")
    return path

def route(docs, schema, label, stdout_file, lines, progress_schema):
    """Files one command's output; returns (what became of it, whether there was a document)."""
    text = open(stdout_file, encoding="utf-8", errors="replace").read()
    if not text.strip():
        return "no document on stdout", False
    if not lines:
        try:
            doc = json.loads(text)
        except ValueError:
            doc = None
        if is_error_document(doc):
            store(docs, "error", label + ".json", text)
            return "an error document: %s: %s" % (doc["error"].get("code"), doc["error"].get("message")), True
        store(docs, schema, label + ".json", text)
        return "a %s document" % schema, True
    progress, final = [], []
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            doc = json.loads(line)
        except ValueError:
            doc = None
        (progress if isinstance(doc, dict) and doc.get("event") == "progress" else final).append(line)
    if progress:
        store(docs + "-lines", progress_schema, label + ".jsonl", "\n".join(progress))
    for line in final:
        try:
            doc = json.loads(line)
        except ValueError:
            doc = None
        store(docs, "error" if is_error_document(doc) else schema, label + ".json", line)
    return "%d progress line(s), %d document(s)" % (len(progress), len(final)), bool(final)

def route_all(manifest, docs):
    """Every run of the manifest (number, schema, label, mode, progress schema, any status, exit status):
    prints what each printed; FAIL when a run printed no document, or failed without an error document."""
    for row in open(manifest, encoding="utf-8"):
        number, schema, label, mode, progress_schema, any_status, status, stdout_file, stderr_file = \
            row.rstrip("\n").split("\t")
        said, found = route(docs, schema, number + "-" + label, stdout_file, mode == "lines", progress_schema)
        print("%s: %s" % (label, said))
        stderr = open(stderr_file, encoding="utf-8", errors="replace").read()[:300].strip()
        if not found:
            print("FAIL %s: no document (exit %s): %s" % (label, status, stderr))
        elif status != "0" and any_status == "0" and not said.startswith("an error document"):
            print("FAIL %s: exit %s: %s" % (label, status, stderr))

# The documents a method's result (or an error's document) is, by method.
RESULT_SCHEMA = {"list": "list", "health": "health", "check": "check", "report": "report", "bench": "bench",
                 "selftest": "selftest", "alert-ack": "alerts", "capture": "capture"}

def file_answer(docs, label, line, method):
    """One line the helper wrote: under its helper-* schema; a result's or error's document also under the
    method's own schema."""
    try:
        doc = json.loads(line)
    except ValueError:
        store(docs + "-lines", "helper-unknown", label + ".jsonl", line)
        return
    kind = ("helper-hello" if "protocol" in doc else "helper-event" if "event" in doc else
            "helper-result" if "result" in doc else "helper-error" if "error" in doc else "helper-unknown")
    store(docs + "-lines", kind, label + ".jsonl", line)
    inner = doc.get("result") if kind == "helper-result" else (doc.get("error") or {}).get("document")
    if isinstance(inner, dict) and method in RESULT_SCHEMA:
        store(docs, RESULT_SCHEMA[method], "%s-%s-via-helper.json" % (label, method), json.dumps(inner))

def proxy(socket_path, record_dir, ssdtool):
    """Stands where the service's socket is: each connection is passed to a new `ssdtool serve`, and both
    directions are kept (NNN.requests, NNN.answers)."""
    os.makedirs(record_dir, exist_ok=True)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(socket_path)
    os.chmod(socket_path, 0o666)
    server.listen(4)
    number = 0
    while True:
        client, _ = server.accept()
        number += 1
        base = os.path.join(record_dir, "%03d" % number)
        helper = subprocess.Popen([ssdtool, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd="/")
        def answers(client=client, helper=helper, base=base):
            with open(base + ".answers", "wb") as log:
                for line in helper.stdout:
                    log.write(line)
                    log.flush()
                    try:
                        client.sendall(line)
                    except OSError:
                        pass
        thread = threading.Thread(target=answers)
        thread.start()
        with open(base + ".requests", "wb") as log:
            for line in client.makefile("rb"):
                log.write(line)
                log.flush()
                helper.stdin.write(line)
                helper.stdin.flush()
        helper.stdin.close()
        helper.wait(timeout=120)
        thread.join(timeout=10)
        client.close()

def split_recording(record_dir, docs):
    """The recorder's files: requests under helper-request, answers by kind."""
    for name in sorted(os.listdir(record_dir)):
        if not name.endswith(".requests"):
            continue
        base = os.path.join(record_dir, name[:-len(".requests")])
        methods = {}
        for line in open(base + ".requests", encoding="utf-8", errors="replace"):
            if line.strip():
                store(docs + "-lines", "helper-request", "cli-%s.jsonl" % name[:-9], line)
                try:
                    request = json.loads(line)
                    methods[request.get("id")] = request.get("method")
                except ValueError:
                    pass
        if os.path.exists(base + ".answers"):
            for line in open(base + ".answers", encoding="utf-8", errors="replace"):
                if line.strip():
                    doc = json.loads(line) if line.lstrip().startswith("{") else {}
                    method = methods.get(doc.get("id")) if isinstance(doc, dict) else None
                    file_answer(docs, "cli-" + name[:-9], line, method)

def serve(ssdtool, docs, device, busy, timeout=90):
    """`ssdtool serve` given lines directly: waits for each request's answer before the next, and
    cancels a benchmark once it has reported progress. Every line it wrote is filed, also after a failure."""
    helper = subprocess.Popen([ssdtool, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd="/")
    lines = queue.Queue()
    def read():
        for raw in helper.stdout:
            lines.put(raw.decode("utf-8", "replace"))
    threading.Thread(target=read, daemon=True).start()
    methods, seen, answers, events = {}, [], {}, set()
    deadline = time.time() + timeout
    def send(text, method=None, request_id=None):
        if request_id is not None:
            methods[request_id] = method
        helper.stdin.write((text + "\n").encode())
        helper.stdin.flush()
    def until(done):
        while not done():
            if time.time() > deadline:
                raise TimeoutError("ssdtool serve did not answer in %d s" % timeout)
            try:
                line = lines.get(timeout=1)
            except queue.Empty:
                continue
            seen.append(line)
            doc = json.loads(line)
            if "protocol" in doc:
                answers["hello"] = doc
            elif "event" in doc:
                events.add(doc.get("id"))
            else:
                answers[doc.get("id")] = doc
    def ask(request_id, method, params):
        send(json.dumps({"id": request_id, "method": method, "params": params}), method, request_id)
        until(lambda: request_id in answers)
    name = os.path.basename(device)
    try:
        until(lambda: "hello" in answers)
        send("this is not JSON")
        until(lambda: None in answers)
        send('{"id": 1, "method": "no-such-method"}', "no-such-method", 1)
        until(lambda: 1 in answers)
        ask(2, "list", {"unknown": 1})
        # The consistency preset: fill, jobs judged for steady state, TRIM of the device, the same after it.
        ask(3, "bench", {"target": device, "preset": "consistency", "size": "32m", "seconds": 1, "warmup": 0,
                         "confirm": name, "no_history": True})
        ask(4, "bench", {"target": device, "preset": "quick", "size": "32m", "confirm": name, "dry_run": True})
        ask(5, "bench", {"target": device, "rw": "write", "size": "32m", "dry_run": True})
        if busy:  # a dry run on the drive that holds /: its checks refuse, the plan comes with the error
            ask(8, "bench", {"target": busy, "preset": "quick", "size": "16m", "dry_run": True})
        send(json.dumps({"id": 6, "method": "bench",
                         "params": {"target": device, "rw": "randwrite", "bs": "4k", "qd": 4, "size": "32m",
                                    "seconds": 60, "warmup": 0, "confirm": name, "no_history": True}}), "bench", 6)
        until(lambda: 6 in events or 6 in answers)
        ask(7, "cancel", {"request": 6})
        until(lambda: 6 in answers)
        helper.stdin.close()
        helper.wait(timeout=60)
    finally:
        if helper.poll() is None:
            helper.kill()
            helper.wait()
        while not lines.empty():
            seen.append(lines.get())
        for line in seen:
            doc = json.loads(line)
            file_answer(docs, "serve", line, methods.get(doc.get("id")))

if __name__ == "__main__":
    command = sys.argv[1]
    if command == "route":
        route_all(sys.argv[2], sys.argv[3])
    elif command == "proxy":
        proxy(sys.argv[2], sys.argv[3], sys.argv[4])
    elif command == "split":
        split_recording(sys.argv[2], sys.argv[3])
    elif command == "serve":
        serve(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5])
PYTHON

docs=$work/docs
mkdir -p "$docs" "$docs-lines" "$work/runs"
run_count=0

# run SCHEMA LABEL [--lines PROGRESS_SCHEMA] [--any-status] -- COMMAND...: the command must print a document:
# SCHEMA's, or an error document, which is filed under `error` (the environment may answer with one). Without
# --any-status an exit status other than 0 is a failure unless an error document explains it. The output is
# filed once every command ran (one Python run: route_all); RUN_OUT is the file of the last run's stdout.
manifest=$work/manifest.tsv
: >"$manifest"
RUN_OUT=""
run() {
    local schema=$1 label=$2 mode=single progress_schema=none any_status=0
    shift 2
    while [ "$1" != -- ]; do
        case $1 in
            --lines) mode=lines; progress_schema=$2; shift 2 ;;
            --any-status) any_status=1; shift ;;
        esac
    done
    shift
    run_count=$((run_count + 1))
    local number out status started=$EPOCHREALTIME took
    number=$(printf '%03d' "$run_count")
    out=$work/runs/$number.out
    "$@" >"$out" 2>"$out.err" </dev/null
    status=$?
    took=$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
    echo "run: $label: exit $status, $took s: $*"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$number" "$schema" "$label" "$mode" "$progress_schema" \
        "$any_status" "$status" "$out" "$out.err" >>"$manifest"
    RUN_OUT=$out
}

# json_field FILE EXPRESSION: a value read from a command's JSON output (d: the document), or nothing.
json_field() {
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2" 2>/dev/null
}

# ---- health, check, report of captures ----------------------------------------------------------------

captures=()
if [ -n "$fixtures" ] && [ -d "$fixtures/smart" ]; then
    for f in "$fixtures"/smart/*.json; do captures+=("$f"); done
fi
if [ ${#captures[@]} -eq 0 ]; then
    fail "no shared capture in ${fixtures:-(SSD_FIXTURES_DIR unset)}/smart: the health documents of real" \
         "drives are this test's first purpose"
fi
for f in "${captures[@]}"; do
    name=$(basename "$f" .json)
    run health "$name" -- "$ssdtool" health --smartctl-json "$f" --json
    run health "$name-as-saved" -- "$ssdtool" health --smartctl-json "$f" --keep-capture-names --json
done
for f in "$repo"/tests/fixtures/smartctl-text/*.txt "$repo"/tests/fixtures/smart-history/*.txt; do
    [ -e "$f" ] || continue
    run health "text-$(basename "$f" .txt)" -- "$ssdtool" health --smartctl-json "$f" --json
done
pm893=$fixtures/smart/samsung_MZ7L3480HCHQ-PM893-notindb_promexp.json
if [ -e "$pm893" ]; then
    run health pm893-drivedb -- "$ssdtool" health --smartctl-json "$pm893" \
        --drivedb "$repo/tests/fixtures/drivedb/constructed-pm893-drivedb.h" --json
    run health pm893-drivedb-missing -- "$ssdtool" health --smartctl-json "$pm893" \
        --drivedb "$work/no-such-drivedb.h" --json
fi
if [ ${#captures[@]} -gt 0 ]; then
    run health rated-tbw -- "$ssdtool" health --smartctl-json "${captures[0]}" --rated-tbw 150 --json
fi
run error not-a-capture -- "$ssdtool" health --smartctl-json "$repo/tests/fixtures/README.md" --json
# A support capture of this machine's drives (the file on stdout, and the summary of a file written),
# then read back as health reads a saved report.
run capture this-machine -- "$ssdtool" capture --local -o - --json
run capture-written this-machine-written -- "$ssdtool" capture --local -o "$work/support-capture.json" --json
run capture redacted -- "$ssdtool" capture --local --redact -o - --json
# ... and read back with the setup it recorded.
run check support-capture -- "$ssdtool" check --capture "$work/support-capture.json" --json
run report support-capture -- "$ssdtool" report --capture "$work/support-capture.json" --json
run error missing-capture -- "$ssdtool" health --smartctl-json "$work/no-such-capture.json" --json

# A few captures of every kind for check and report: NVMe and ATA, failing counters, a USB bridge, a hard disk.
some=()
for pattern in samsung_970EVO crucial_m4 kingston_SA400 intel_SSDSC2BB016T4 sandisk_pSSD-USB HDD_seagate_ST16000 \
               micron_5300-MTFDDAK1T9 corsair_ForceMP510; do
    for f in "${captures[@]}"; do [[ $(basename "$f") == "$pattern"* ]] && some+=("$f") && break; done
done

# ---- history and alerts (a private database) -----------------------------------------------------------

db=$work/history.sqlite
alert_config=/etc/ssd-toolbox/alerts.json
if [ -e "$alert_config" ]; then
    note "$alert_config exists: history import and sample would send the alerts they raise to its channels;" \
         "both are left out"
    NOT_PRODUCED[history]="history import would deliver the alerts it raises to the channels of $alert_config \
(and the history needs an import)"
    NOT_PRODUCED[alerts]="its alerts are raised by history import, left out here ($alert_config exists)"
    NOT_PRODUCED[sample]="sample would deliver the alerts it raises to the channels of $alert_config"
elif [ ${#some[@]} -gt 0 ]; then
    history_files=("${some[@]}" "$repo"/tests/fixtures/smart-history/*.txt)
    run history import --any-status -- "$ssdtool" history import --database "$db" --json "${history_files[@]}" \
        "$repo/tests/fixtures/README.md"
    run history import-again -- "$ssdtool" history import --database "$db" --json "${some[0]}"
    run history all-drives -- "$ssdtool" history --database "$db" --json
    serial=$(json_field "${some[0]}" 'd["serial_number"]')
    if [ -n "$serial" ]; then
        run history one-drive -- "$ssdtool" history "$serial" --since 2000-01-01 --rated-tbw 150 --database "$db" --json
    fi
    run alerts list -- "$ssdtool" alerts --database "$db" --json
    first_alert=$(json_field "$RUN_OUT" 'd["alerts"][0]["id"] if d["alerts"] else ""')
    if [ -n "$first_alert" ]; then
        run alerts ack -- "$ssdtool" alerts ack "$first_alert" --note "contract test" --database "$db" --json
        run alerts list-acknowledged -- "$ssdtool" alerts --all --database "$db" --json
    else
        fail "history import raised no alert to acknowledge (the captures include counters that raise some)"
    fi
    printf '{"channels": [{"name": "contract-test", "type": "command", "argv": ["true"]}]}\n' >"$work/alerts.json"
    run alerts deliver -- "$ssdtool" alerts deliver --config "$work/alerts.json" --database "$db" --json
    run alerts test -- "$ssdtool" alerts test contract-test --config "$work/alerts.json" --json
fi

if [ ${#some[@]} -gt 0 ]; then
    capture_args=()
    for f in "${some[@]}"; do capture_args+=(--capture "$f"); done
    run check captures -- "$ssdtool" check "${capture_args[@]}" --json
    run report captures -- "$ssdtool" report "${capture_args[@]}" --database "$db" --html "$work/report.html" --json
fi

# ---- this machine (no root needed; as a user the SMART parts say why they are missing) ------------------

run list local -- "$ssdtool" list --local --json
list_out=$RUN_OUT
run check local --any-status -- "$ssdtool" check --local --json
check_out=$RUN_OUT
run report local --any-status -- "$ssdtool" report --local --database "$db" --json
devices=()
mapfile -t devices < <(json_field "$list_out" '"\n".join(x["device"] for x in d["drives"])' | grep .)
for device in "${devices[@]}"; do
    run health "local-$(basename "$device")" --any-status -- "$ssdtool" health "$device" --local --json
done
run selftest log --any-status -- "$ssdtool" selftest --log --local --database "$db" --json

# sample: root, and a drive whose SMART can be read; into a private database, starting no self-test.
if [ -z "${NOT_PRODUCED[sample]:-}" ]; then
    mkdir -p "$work/prom"
    run sample sample --any-status -- "$ssdtool" sample --database "$work/sample.sqlite" --no-selftests \
        --metrics-textfile "$work/prom" --json
    why=$(json_field "$RUN_OUT" 'd["error"]["message"] if list(d) == ["error"] else ""')
    if [ -n "$why" ]; then
        NOT_PRODUCED[sample]="sample read no drive here ($why): it needs root and a drive whose SMART can be read \
(rig.contract-schemas validates the rig's)"
    fi
fi

# ---- bench in a temporary directory --------------------------------------------------------------------

# Under /var/tmp: /tmp may be a tmpfs, which has no direct I/O.
bench_dir=$(mktemp -d /var/tmp/contract-schemas.XXXXXX 2>/dev/null || mktemp -d "$work/bench.XXXXXX")
run bench timed-run --lines bench-progress -- "$ssdtool" bench "$bench_dir" --rw randrw --qd 4 --size 16m \
    --seconds 1.2 --warmup 0.2 --verify --database "$db" --json --progress
first_run=$work/first-run.json
tail -n 1 "$RUN_OUT" >"$first_run"   # the document after the progress lines
if [ -s "$first_run" ]; then
    run bench compared -- "$ssdtool" bench "$bench_dir" --rw randrw --qd 4 --size 16m --seconds 0.5 --warmup 0 \
        --no-history --compare "$first_run" --json
fi
run bench write-bytes -- "$ssdtool" bench "$bench_dir" --rw write --bs 1m --size 16m --bytes 8m --data zeros \
    --no-history --json
run bench read-scan -- "$ssdtool" bench "$bench_dir" --preset read-scan --size 16m --no-history --json
run bench dry-run -- "$ssdtool" bench "$bench_dir" --preset quick --size 16m --dry-run --json
# A shipped trace replayed (its offsets wrap into 16 MiB), and what each shipped trace holds.
run bench replay -- "$ssdtool" bench "$bench_dir" --replay "$repo/resources/traces/documents-and-database-ext4.trace" \
    --size 16m --speed as-fast-as-possible --no-history --json
for shipped in "$repo"/resources/traces/*.trace; do
    run trace "show-$(basename "$shipped" .trace)" -- "$ssdtool" trace show "$shipped" --json
done

# ---- the helper protocol -------------------------------------------------------------------------------

if [ "$(id -u)" -ne 0 ]; then
    for s in helper-hello helper-request helper-event helper-result helper-error; do
        NOT_PRODUCED[$s]="needs root: the CLI asks only a service that runs as root, and the benchmarks \
the helper is given run on a loop device"
    done
elif ! command -v setpriv >/dev/null; then
    for s in helper-hello helper-request helper-event helper-result helper-error; do
        NOT_PRODUCED[$s]="setpriv (util-linux) is missing: the CLI asks the service only as an ordinary user"
    done
elif ! (cd / && setpriv --reuid=65534 --regid=65534 --clear-groups "$ssdtool" --version >/dev/null 2>&1); then
    for s in helper-hello helper-request helper-event helper-result helper-error; do
        NOT_PRODUCED[$s]="an ordinary user (uid 65534) cannot run $ssdtool: the CLI asks the service only as one"
    done
else
    # This script's own loop device: the benchmarks the helper is given run on it, and a self-test asked of
    # it is refused (a loop device runs none).
    truncate -s 64M "$work/loop.img"
    if ! loop_dev=$(losetup --find --show "$work/loop.img" 2>"$work/losetup.err"); then
        loop_dev=""
        NOT_PRODUCED[helper-event]="no loop device here ($(head -c 200 "$work/losetup.err")): the helper's \
progress events come from a benchmark on one"
    fi
    # The drive holding / (in use: a dry run's checks refuse it; nothing is opened).
    busy_drive=$(json_field "$check_out" '"".join("/dev/" + f["drives"][0]
        for f in d["system"]["setup"]["filesystems"] if f["mountpoint"] == "/" and f["drives"])')

    # The CLI as an ordinary user (nobody) asks the recording stand-in for the service.
    sockdir=$(mktemp -d /tmp/contract-schemas.XXXXXX)
    chmod 755 "$sockdir"
    mkdir -m 1777 "$sockdir/out"
    python3 "$work/contract.py" proxy "$sockdir/service.socket" "$work/recorded" "$ssdtool" &
    proxy_pid=$!
    for _ in $(seq 50); do [ -S "$sockdir/service.socket" ] && break; sleep 0.1; done
    as_user() {
        (cd / && SSD_TOOLBOX_SOCKET=$sockdir/service.socket \
            setpriv --reuid=65534 --regid=65534 --clear-groups "$ssdtool" "$@")
    }
    run list via-service -- as_user list --json
    for device in "${devices[@]}"; do
        run health "via-service-$(basename "$device")" --any-status -- as_user health "$device" --json
        run health "via-service-rated-$(basename "$device")" --any-status -- \
            as_user health "$device" --rated-tbw 300 --json
    done
    run check via-service -- as_user check --json
    run report via-service --any-status -- as_user report --html "$sockdir/out/report.html" --json
    run selftest via-service --any-status -- as_user selftest --log --json
    if [ -n "$loop_dev" ]; then
        run selftest via-service-start-on-loop --any-status -- as_user selftest "$loop_dev" --type short --json
    fi
    kill "$proxy_pid" 2>/dev/null
    wait "$proxy_pid" 2>/dev/null
    proxy_pid=""
    if [ -d "$work/recorded" ]; then
        python3 "$work/contract.py" split "$work/recorded" "$docs"
    else
        fail "the stand-in for the service recorded nothing"
    fi
    # `ssdtool serve` given request lines directly.
    if [ -n "$loop_dev" ]; then
        if ! python3 "$work/contract.py" serve "$ssdtool" "$docs" "$loop_dev" "$busy_drive"; then
            fail "ssdtool serve on $loop_dev did not answer as expected"
        fi
        losetup -d "$loop_dev"
        loop_dev=""
    fi
fi

# ---- file and validate ----------------------------------------------------------------------------

echo
routed=$(python3 "$work/contract.py" route "$manifest" "$docs")
printf '%s\n' "$routed" | sed "s|$work/||g"
failures=$((failures + $(printf '%s\n' "$routed" | grep -c '^FAIL')))

declare -A COUNT=()
echo
output=$("${validator[@]}" --folders "$docs" --line-folders "$docs-lines")
status=$?
printf '%s\n' "$output" | sed "s|$work/||g"
[ $status -eq 0 ] || fail "documents fail their schema (above)"
while read -r schema n; do
    COUNT[$schema]=$(( ${COUNT[$schema]:-0} + n ))
done < <(printf '%s\n' "$output" | sed -n 's/^validate-contract: \([a-z-]*\): \([0-9]*\) document(s).*/\1 \2/p')

# The committed documents that are outputs.
committed=("$repo"/tests/fixtures/bench/*.json)
output=$("${validator[@]}" bench "${committed[@]}")
for f in "${committed[@]}"; do
    relative=${f#"$repo"/}
    got=$(printf '%s\n' "$output" | grep "^FAIL $f: " | sed "s|^FAIL $f: ||")
    expected=${OLDER_DOCUMENTS[$relative]:-}
    if [ -z "$expected" ]; then
        if [ -z "$got" ]; then
            COUNT[bench]=$(( ${COUNT[bench]:-0} + 1 ))
            echo "committed $relative: valid"
        else
            fail "committed $relative: $got"
        fi
        continue
    fi
    failure=${expected%%|*}
    why=${expected#*|}
    if [ -z "$got" ]; then
        fail "committed $relative validates now: take it off OLDER_DOCUMENTS"
    elif [ "$got" != "$failure" ]; then
        fail "committed $relative: expected only \"$failure\" ($why), got: $got"
    else
        echo "committed $relative: older than the contract, as listed: $failure ($why)"
    fi
done

# CONTRACT_SCHEMAS_KEEP=DIR keeps the documents for a look (DIR/docs, DIR/docs-lines).
if [ -n "${CONTRACT_SCHEMAS_KEEP:-}" ]; then
    mkdir -p "$CONTRACT_SCHEMAS_KEEP" && cp -r "$docs" "$docs-lines" "$CONTRACT_SCHEMAS_KEEP"/
fi

# Every schema exercised, or why not.
echo
for path in "$schemas"/*.schema.json; do
    schema=$(basename "$path" .schema.json)
    [ "$schema" = common ] && continue
    n=${COUNT[$schema]:-0}
    if [ "$n" -gt 0 ]; then
        echo "exercised: $schema by $n real document(s)"
        if [ -n "${STATIC_NOT_PRODUCED[$schema]:-}" ]; then
            fail "$schema: listed in NOT_PRODUCED, but $n document(s) were produced: take it off the list"
        fi
    elif [ -n "${NOT_PRODUCED[$schema]:-}" ]; then
        echo "not produced here: $schema: ${NOT_PRODUCED[$schema]}"
    else
        fail "$schema: no document exercised it, and NOT_PRODUCED does not say why"
    fi
done

echo
if [ $failures -gt 0 ]; then
    echo "contract-schemas: $failures failure(s)"
    exit 1
fi
echo "contract-schemas: every document validates against its schema"
