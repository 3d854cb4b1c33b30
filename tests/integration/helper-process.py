#!/usr/bin/env python3
"""Drives `ssdtool serve` (the privileged helper) as the GUI does: one JSON request a
line on stdin, progress events and exactly one answer per request on stdout.
Run by with-loop-env.sh with LOOP_DEV, LOOP_FILE and LOOP_MNT set (ext4 mounted).
Every wait is bounded; the helper is stopped whatever happens."""
import json
import os
import subprocess
import sys
import time

import loop_state
from protocol_client import ProtocolClient, check, error_code, failures

SSDTOOL = sys.argv[1]
DEV = os.environ["LOOP_DEV"]
BACKING = os.environ["LOOP_FILE"]
MNT = os.environ["LOOP_MNT"]
NAME = os.path.basename(DEV)


class Helper(ProtocolClient):
    """`ssdtool serve` on pipes, as the GUI starts it."""

    def __init__(self):
        self.proc = subprocess.Popen([SSDTOOL, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        super().__init__(self.proc.stdout.fileno(), self._write)
        self.hello = self.line(20)

    def _write(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def close(self, timeout=20):
        """End of input: the helper must stop what runs and exit 0."""
        try:
            self.proc.stdin.close()
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            return None


def backing_state():
    return loop_state.backing_state(BACKING)


def device_released():
    return loop_state.device_released(DEV)


def run(helper):
    check(helper.hello.get("protocol") == "ssd-toolbox-helper" and helper.hello.get("privileged") is True,
          "hello: protocol and privileged (root)", helper.hello)

    # ---- read requests ----------------------------------------------------------
    listed = helper.ask("list")
    drives = listed.get("result", {}).get("drives")
    check(isinstance(drives, list) and all(d["device"] != DEV for d in drives),
          "list: the drives, without the loop device", listed)
    if drives:
        health = helper.ask("health", {"device": drives[0]["device"]})
        check("smart_available" in health.get("result", {}) or error_code(health) == "permission-denied",
              "health of %s: the document" % drives[0]["device"], health)
    not_drive = helper.ask("health", {"device": DEV})
    check(error_code(not_drive) in ("not-a-drive", "no-such-device") and not_drive["exit_status"] == 2,
          "health of the loop device: not a drive, exit 2", not_drive)
    checked = helper.ask("check")
    check("drives" in checked.get("result", {}) and "system" in checked["result"], "check: drives and system", checked)
    report = helper.ask("report", {"html": True})
    check(report.get("result", {}).get("html", "").lstrip().lower().startswith("<!doctype html"),
          "report: the HTML page comes back in the document", str(report)[:200])
    swap = helper.ask("swap", {"action": "show"})
    check("result" in swap, "swap show: answered", swap)
    hibernation = helper.ask("hibernation", {"action": "show"})
    check("state" in hibernation.get("result", {}), "hibernation show: a state", hibernation)

    # ---- trim: dry run, then for real --------------------------------------------
    with open(os.path.join(MNT, "data"), "wb") as f:
        f.write(os.urandom(64 << 20))
        os.fsync(f.fileno())
    os.remove(os.path.join(MNT, "data"))
    os.sync()
    before = backing_state()
    dry = helper.ask("trim", {"target": MNT, "dry_run": True})
    check(dry.get("result", {}).get("dry_run") is True and backing_state() == before,
          "trim dry run: the plan, the device unchanged", dry)
    trimmed = helper.ask("trim", {"target": MNT})
    fs = (trimmed.get("result", {}).get("filesystems") or [{}])[0]
    check((fs.get("bytes_trimmed") or 0) > (32 << 20) and backing_state()[1] < before[1],
          "trim: bytes trimmed and the backing file shrank", trimmed)
    periodic = helper.ask("trim", {"enable_periodic": True, "dry_run": True})
    check("result" in periodic or error_code(periodic) in ("refused", "tool-missing"),
          "trim enable_periodic dry run: a plan or a reason", periodic)

    # ---- refusals while mounted --------------------------------------------------
    state = backing_state()
    mounted = helper.ask("discard", {"device": DEV, "confirm": NAME})
    check(error_code(mounted) == "refused" and mounted["exit_status"] == 3 and backing_state() == state,
          "discard while mounted: refused (3), device unchanged", mounted)
    subprocess.run(["umount", MNT], check=True)
    with open(DEV, "r+b") as f:  # a pattern the discard must remove
        f.write(b"\xa5" * (1 << 20))
        os.fsync(f.fileno())
    state = backing_state()
    for params, what in (({"device": DEV}, "no confirm"), ({"device": DEV, "confirm": "wrong"}, "a wrong token")):
        refused = helper.ask("discard", params)
        check(error_code(refused) == "refused" and refused["exit_status"] == 3 and backing_state() == state,
              "discard with %s: refused (3), device unchanged" % what, refused)
    erase = helper.ask("erase", {"device": DEV, "dry_run": True})
    check(erase.get("exit_status") == 3 and backing_state() == state,
          "erase dry run of a loop device: refused (3, not ATA/NVMe), device unchanged", erase)
    firmware = helper.ask("firmware", {"device": DEV, "file": "/etc/hostname", "dry_run": True})
    check(firmware.get("exit_status") == 3 and backing_state() == state,
          "firmware dry run of a loop device: refused (3), device unchanged", firmware)
    directory = helper.ask("bench", {"target": "/tmp"})
    check(error_code(directory) == "invalid-params", "bench of a directory: not through the helper", directory)

    # ---- bench: dry run, refusal, cancel mid-run ---------------------------------
    plan = helper.ask("bench", {"target": DEV, "preset": "quick", "dry_run": True})
    check("steps" in str(plan.get("result", plan.get("error", {}).get("document", ""))) and backing_state() == state,
          "bench dry run: the plan, device unchanged", str(plan)[:300])
    unconfirmed = helper.ask("bench", {"target": DEV, "preset": "quick"})
    check(error_code(unconfirmed) == "refused" and unconfirmed["exit_status"] == 3 and backing_state() == state,
          "bench writes without confirm: refused (3), device unchanged", unconfirmed)
    bench_id = helper.send("bench", {"target": DEV, "preset": "quick", "confirm": NAME, "seconds": 30})
    cancel_answers = []

    def cancel_once_running(event):
        if not cancel_answers and event.get("phase") == "run":
            cancel_answers.append(helper.send("cancel", {"request": bench_id}))

    started = time.monotonic()
    events, final = helper.answer(bench_id, timeout=60, on_event=cancel_once_running)
    took = time.monotonic() - started
    check(bool(cancel_answers) and error_code(final) == "interrupted" and final["exit_status"] == 130 and took < 30,
          "bench cancelled mid-run: interrupted (130) after %.1f s of a 6 x 30 s plan" % took, final)
    if cancel_answers:
        _, cancel_answer = helper.answer(cancel_answers[0], timeout=10)
        result = cancel_answer.get("result", {})
        check(result.get("state") == "running" and result.get("stoppable") is True,
              "cancel answer: running, stoppable", cancel_answer)
    check(device_released(), "after the cancel nothing holds the device")

    # ---- a trace's replay, sent as the GUI sends it: the trace's text, never a path -----
    trace_file = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "resources", "traces",
                              "project-build-ext4.trace")
    with open(trace_file, encoding="utf-8") as f:
        trace_text = f.read()
    shown = json.loads(subprocess.run([SSDTOOL, "trace", "show", trace_file, "--json"], check=True,
                                      capture_output=True, text=True).stdout)
    trace_requests = shown["read"]["requests"] + shown["write"]["requests"]
    trace_bytes = shown["read"]["bytes"] + shown["write"]["bytes"]
    replay = {"target": DEV, "replay_trace": trace_text, "replay_name": "project-build-ext4.trace",
              "replay_speed": "as-fast-as-possible", "no_history": True}
    state = backing_state()
    unconfirmed = helper.ask("bench", replay)
    check(error_code(unconfirmed) == "refused" and unconfirmed["exit_status"] == 3 and backing_state() == state,
          "replay with writes, no confirm: refused (3), device unchanged", unconfirmed)
    done = helper.ask("bench", dict(replay, confirm=NAME), timeout=120)
    played = (done.get("result", {}).get("results") or [{}])[0].get("replay", {})
    check(played.get("requests") == trace_requests and played.get("bytes") == trace_bytes
          and played.get("trace") == "project-build-ext4.trace",
          "replay through the helper: the trace's %d requests and %d bytes" % (trace_requests, trace_bytes),
          str(done)[:400])
    check(device_released(), "after the replay nothing holds the device")

    # ---- discard: dry run, then for real -----------------------------------------
    state = backing_state()
    dry = helper.ask("discard", {"device": DEV, "dry_run": True})
    check(dry.get("result", {}).get("dry_run") is True and backing_state() == state,
          "discard dry run: the plan, device unchanged", dry)
    done = helper.ask("discard", {"device": DEV, "confirm": NAME})
    check(done.get("result", {}).get("bytes_discarded") == 256 << 20 and backing_state()[1] < 64,
          "discard confirmed: every byte discarded, the backing file is empty again (%d blocks)" % backing_state()[1],
          done)

    # ---- end of input while a benchmark runs: it stops, the helper exits ----------
    helper.send("bench", {"target": DEV, "preset": "quick", "confirm": NAME, "seconds": 30})
    helper.line(30)  # its first progress event: it runs
    started = time.monotonic()
    status = helper.close(timeout=30)
    check(status == 0 and time.monotonic() - started < 30 and device_released(),
          "end of input mid-run: the helper stops the run and exits 0, the device released", status)


helper = Helper()
try:
    run(helper)
finally:
    if helper.proc.poll() is None:
        helper.close()
print("%d failed" % len(failures))
sys.exit(1 if failures else 0)
