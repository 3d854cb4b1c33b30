#!/usr/bin/env python3
"""Fault injection on the resident service (`ssdtool daemon`) with the real polkitd on a
private system bus (service_env.py). The test holds the listening socket as systemd's
ssd-toolbox.socket does and starts the service on it (LISTEN_FDS), so the service can be
killed and started again while clients keep connecting. All along, a witness client (an
unprivileged user: each request authorized by polkit) asks `list` and checks every answer
against root's; beside it:

- garbage: seeded random bytes, invalid UTF-8, NUL bytes, JSON nested 100000 deep (as the
  line, the params, the id), a 10 MiB line: each line answered with an error, the client
  still served, the service the same process;
- backpressure: clients that send report requests (11 KB answers) and never read are
  dropped after the send timeout, the service's memory bounded;
- churn: 200 clients connect and drop in a loop (before the first line, mid-line, right
  after sending a request, after their answer) for a bounded time: no fd or thread left;
- SIGKILL mid-benchmark, then a new instance on the same socket: the benchmark's client gets
  no answer (its connection ends), the journal shows the run started once and never again,
  the device's write counter stays still, the witness is answered by the new instance.

Memory (VmRSS; VmHWM, reset per fault through /proc/PID/clear_refs), fds and threads are
measured before and after each fault and printed as FIGURE lines. Run by with-loop-env.sh
(LOOP_DEV, LOOP_FILE, LOOP_MNT). Every wait is bounded; every process started is stopped."""
import collections
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

import loop_state
from protocol_client import SocketClient, check, error_code, exit_status
from service_env import READER, Process, clean_up, create_users, shipped_policy_file, start_polkit, user_argv

SEND_TIMEOUT = 2  # seconds: the service drops a client that reads nothing for this long
MAX_CLIENTS = 256  # the churn's 200 clients and the others fit
MEMORY_BOUND_KB = 64 * 1024  # what any one fault may add to the service's peak memory
CHURN_CLIENTS, CHURN_SECONDS = 200, 8
DEAF_CLIENTS = 16

# systemd's way of starting the service on the socket it holds: the socket as fd 3,
# LISTEN_FDS=1 and LISTEN_PID naming the service's own pid (bash execs it in place).
ACTIVATE = 'fd=$1; shift; if [ "$fd" != 3 ]; then exec 3<&"$fd" {fd}<&-; fi; export LISTEN_PID=$$ LISTEN_FDS=1; ' \
           'exec "$@"'

# The witness, run as the unprivileged test user: `list` one at a time (at most 20 a second,
# so that it does not crowd out the faults), each answer compared with root's. One JSON line
# per outcome: {"ok":N,"t":…,"ms":…}, {"bad":N,…}, {"lost":N,"t":…} (the connection ended;
# it connects again), {"connected":…}. It runs until it is stopped (or 120 s).
WITNESS = r"""
import json, socket, sys, time
path, reference = sys.argv[1], json.loads(sys.argv[2])
stop_at = time.monotonic() + 120

def say(**fields):
    print(json.dumps(fields), flush=True)

def connect():
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(20)
    sock.connect(path)
    lines = sock.makefile("rb")
    hello = json.loads(lines.readline())
    say(connected=hello.get("protocol"), t=time.monotonic())
    return sock, lines

sock, lines = connect()
n = 0
while time.monotonic() < stop_at:
    n += 1
    sent = time.monotonic()
    try:
        sock.sendall((json.dumps({"id": n, "method": "list"}) + "\n").encode())
        raw = lines.readline()
    except socket.timeout:
        say(bad=n, why="no answer within 20 s")
        raw = b""
    except OSError:
        raw = b""
    if not raw:
        say(lost=n, t=time.monotonic())
        sock.close()
        sock, lines = connect()
        continue
    answer = json.loads(raw)
    if answer.get("id") == n and answer.get("result") == reference:
        say(ok=n, t=time.monotonic(), ms=round((time.monotonic() - sent) * 1000, 1))
    else:
        say(bad=n, answer=raw.decode(errors="replace")[:300])
    time.sleep(max(0.0, sent + 0.05 - time.monotonic()))
"""


def status_of(pid):
    """VmRSS, VmHWM (kB) and Threads from /proc/PID/status; open fds, sockets among them."""
    fields = {}
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM", "Threads"):
                fields[key] = int(value.split()[0])
    fd_dir = "/proc/%d/fd" % pid
    targets = []
    for fd in os.listdir(fd_dir):
        try:
            targets.append(os.readlink(os.path.join(fd_dir, fd)))
        except FileNotFoundError:
            pass  # closed while listed
    fields["fds"] = len(targets)
    fields["sockets"] = sum(1 for t in targets if t.startswith("socket:"))
    return fields


def reset_peak(pid):
    """VmHWM starts again from the current VmRSS (clear_refs "5"), so each fault has its own peak."""
    with open("/proc/%d/clear_refs" % pid, "w") as f:
        f.write("5")


def measured(name, pid, fault, bound_kb=MEMORY_BOUND_KB):
    """Runs fault(); prints the service's memory, threads and fds before and after; checks
    that its peak stayed within bound_kb of where it started."""
    reset_peak(pid)
    before = status_of(pid)
    outcome = fault()
    after = status_of(pid)
    grown = after["VmHWM"] - before["VmRSS"]
    print("FIGURE %s: VmRSS %.1f MB -> %.1f MB, peak (VmHWM) %.1f MB (+%.1f MB); threads %d -> %d; fds %d -> %d" %
          (name, before["VmRSS"] / 1024, after["VmRSS"] / 1024, after["VmHWM"] / 1024, grown / 1024,
           before["Threads"], after["Threads"], before["fds"], after["fds"]), flush=True)
    check(grown < bound_kb, "%s: the service's peak memory grew by %.1f MB (bound %d MB)" %
          (name, grown / 1024, bound_kb // 1024))
    return outcome


class Service:
    """`ssdtool daemon` on a listening socket the test holds (as systemd's ssd-toolbox.socket),
    started, and started again, as systemd does."""

    def __init__(self, ssdtool, path, env):
        self.ssdtool, self.env = ssdtool, env
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(path)
        os.chmod(path, 0o666)  # every local user may connect
        self.listener.listen(socket.SOMAXCONN)
        self.instances = []

    def start(self):
        fd = self.listener.fileno()
        daemon = Process(["bash", "-c", ACTIVATE, "activate", str(fd), self.ssdtool, "daemon", "--idle-exit", "0",
                          "--max-clients", str(MAX_CLIENTS), "--send-timeout", str(SEND_TIMEOUT)],
                         env=self.env, pass_fds=(fd,))
        self.instances.append(daemon)
        check(daemon.wait_for("listening on the socket from systemd", 20) is not None,
              "service instance %d listens on the socket it was handed (LISTEN_FDS)" % len(self.instances))
        return daemon

    @property
    def current(self):
        return self.instances[-1]

    @property
    def pid(self):
        return self.current.proc.pid

    def alive(self):
        return self.current.proc.poll() is None

    def stop(self):
        for daemon in self.instances:
            daemon.stop()
        self.listener.close()


def witness_outcomes(witness):
    return [json.loads(line) for line in witness.seen if line.startswith("{")]


def answered_since(witness, since, count, timeout):
    """Waits until the witness had `count` answers after monotonic time `since`."""
    def enough(seen):
        got = sum(1 for line in seen if line.startswith('{"ok"') and json.loads(line)["t"] > since)
        return got if got >= count else None
    return witness.wait_until(enough, timeout) or 0


class ServiceGone(Exception):
    """The service died of a fault: the faults after it would only time out."""


def garbage(service, sock_path, reference):
    client = SocketClient(sock_path)
    noise = random.Random(20).randbytes(1 << 16) + b"\n"
    lines = [line for line in noise.split(b"\n")[:-1] if line.strip(b" \t\r")]  # blank lines are skipped
    client.write(noise)
    codes = collections.Counter()
    try:
        for _ in lines:
            codes[error_code(client.line(10))] += 1
    except (TimeoutError, EOFError, ValueError) as e:
        codes[repr(e)] += 1
    check(codes == {"malformed-request": len(lines)}, "64 KiB of seeded random bytes: each of its %d lines answered "
          "malformed-request" % len(lines), dict(codes))

    deep = b"[" * 100000 + b"]" * 100000
    cases = [("invalid UTF-8 in the method", b'{"id":7,"method":"\xff\xfe"}', "malformed-request"),
             ("invalid UTF-8 in a key", b'{"id":8,"method":"list","params":{"\xc3(":1}}', "malformed-request"),
             ("a lone surrogate escape", b'{"id":9,"method":"\\udc00"}', "malformed-request"),
             ("4 KiB of NUL bytes", b"\0" * 4096, "malformed-request"),
             ("an unknown method in odd Unicode", '{"id":10,"method":"l\u00efst\u202e"}'.encode(), "unknown-method"),
             ("JSON nested 100000 deep", deep, "malformed-request"),
             ("params nested 100000 deep", b'{"id":11,"method":"list","params":' + deep + b"}", "malformed-request"),
             ("an id nested 100000 deep", b'{"id":' + deep + b',"method":"list"}', "malformed-request")]
    for what, line, code in cases:
        try:
            client.write(line + b"\n")
            answer = client.line(10)
        except (OSError, TimeoutError, EOFError, ValueError) as e:
            answer = {"exception": repr(e)}
        check(error_code(answer) == code, "%s: answered %s" % (what, code), answer)
        if "exception" in answer:
            try:
                status = service.current.proc.wait(5)
            except subprocess.TimeoutExpired:
                status = None
            check(status is None, "after %s the service still runs" % what, "exit status %s" % status)
            if status is not None:
                raise ServiceGone(what)
            client = SocketClient(sock_path)
    check(client.ask("list", timeout=20).get("result") == reference, "after all of it the same client is served")
    client.close()


def long_line(sock_path, reference):
    client = SocketClient(sock_path)
    sender = threading.Thread(target=lambda: client.write(b"x" * (10 << 20) + b"\n"))
    sender.start()
    try:
        answer = client.line(30)
    except (TimeoutError, EOFError) as e:
        answer = {"exception": repr(e)}
    sender.join(30)
    check(error_code(answer) == "line-too-long", "a 10 MiB line: answered line-too-long", answer)
    check(client.ask("list", timeout=20).get("result") == reference, "and the same client is served after it")
    client.close()


def deaf_client(sock_path):
    """Sends report requests and reads nothing; returns (seconds until dropped or None, bytes it
    had been sent)."""
    batch = (json.dumps({"id": 1, "method": "report", "params": {"html": True}}) + "\n").encode() * 32
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(sock_path)
    sock.settimeout(1)
    started = time.monotonic()
    dropped = None
    while dropped is None and time.monotonic() - started < 30:
        try:
            sock.sendall(batch)
        except socket.timeout:
            pass  # nobody takes more: the service stopped reading while it cannot write
        except (BrokenPipeError, ConnectionResetError):
            dropped = time.monotonic() - started
    received = 0
    try:
        while True:  # what the service had written before it gave up, still in the socket
            chunk = sock.recv(1 << 16)
            if not chunk:
                break
            received += len(chunk)
    except OSError:
        pass
    sock.close()
    return dropped, received


def backpressure(sock_path):
    results = [None] * DEAF_CLIENTS

    def one(i):
        results[i] = deaf_client(sock_path)
    threads = [threading.Thread(target=one, args=(i,)) for i in range(DEAF_CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    dropped = [r for r in results if r and r[0] is not None]
    check(len(dropped) == DEAF_CLIENTS, "%d clients that send report requests and never read: all dropped" %
          DEAF_CLIENTS, results)
    if dropped:
        print("FIGURE backpressure: %d deaf clients dropped after %.1f-%.1f s (send timeout %d s); each had been sent "
              "at most %.0f KB" % (len(dropped), min(r[0] for r in dropped), max(r[0] for r in dropped),
                                   SEND_TIMEOUT, max(r[1] for r in dropped) / 1024), flush=True)


def churn_once(sock_path, kind, request, reference):
    """One connection of the churn; returns what came of it."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(20)
    try:
        sock.connect(sock_path)
        if kind == "mid-line":
            sock.sendall(request[:len(request) // 2])
        if kind in ("at-once", "mid-line"):
            return kind
        lines = sock.makefile("rb")
        hello = json.loads(lines.readline())
        if error_code(hello) == "busy":
            return "busy"
        sock.sendall(request)
        if kind == "vanished":
            return kind  # closes without reading its answer
        answer = json.loads(lines.readline())
        return kind if answer.get("result") == reference else "wrong answer: %.200s" % answer
    finally:
        sock.close()


def churn(sock_path, reference):
    kinds = ("at-once", "mid-line", "vanished", "answered")
    request = (json.dumps({"id": 1, "method": "list"}) + "\n").encode()
    outcomes = collections.Counter()
    lock = threading.Lock()
    deadline = time.monotonic() + CHURN_SECONDS

    def client(i):
        turn = i
        while time.monotonic() < deadline:
            try:
                outcome = churn_once(sock_path, kinds[turn % len(kinds)], request, reference)
            except (OSError, ValueError) as e:
                outcome = "exception: %s" % e
            turn += 1
            with lock:
                outcomes[outcome] += 1
    threads = [threading.Thread(target=client, args=(i,)) for i in range(CHURN_CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(CHURN_SECONDS + 60)
    total = sum(outcomes.values())
    unexpected = {k: v for k, v in outcomes.items() if k not in kinds + ("busy",)}
    print("FIGURE churn: %d clients, %d connections in %d s (%s)" %
          (CHURN_CLIENTS, total, CHURN_SECONDS, ", ".join("%s %d" % kv for kv in sorted(outcomes.items()))),
          flush=True)
    check(not unexpected and all(outcomes[k] > 0 for k in kinds),
          "%d connections: each kind of drop made, every answer right, no connection failed" % total, unexpected)
    return total


def polled(read, good, timeout=10):
    """read() until good(value) or the timeout; the last value. For kernel counters (/proc,
    /sys) that announce nothing: the awaited condition itself is polled."""
    deadline = time.monotonic() + timeout
    while True:
        value = read()
        if good(value) or time.monotonic() > deadline:
            return value
        time.sleep(0.02)


def settles(pid, baseline):
    """Waits (bounded) until the service holds no more sockets, fds and threads than before."""
    return polled(lambda: status_of(pid), lambda now: all(now[k] <= baseline[k] for k in ("sockets", "fds", "Threads")))


def device_writes(dev):
    """Sectors written to the loop device, from /sys/block/NAME/stat (field 7)."""
    with open("/sys/block/%s/stat" % os.path.basename(dev)) as f:
        return int(f.read().split()[6])


def device_in_flight(dev):
    """Requests the loop device has started and not finished (/sys/block/NAME/inflight)."""
    with open("/sys/block/%s/inflight" % os.path.basename(dev)) as f:
        return sum(int(n) for n in f.read().split())


def wait_for_run(client, request_id, timeout=60):
    """Reads the benchmark's progress until it runs ("phase":"run"); the last line read."""
    deadline = time.monotonic() + timeout
    line = {}
    while time.monotonic() < deadline:
        line = client.line(max(0.1, deadline - time.monotonic()))
        if line.get("id") == request_id and line.get("event") != "progress":
            return line  # answered before it ran: the check below says so
        if line.get("event") == "progress" and line.get("phase") == "run":
            return line
    return line


def killed_mid_change(service, sock_path, dev, witness):
    """SIGKILL while a confirmed benchmark writes to the device, then a new instance."""
    first = service.current
    client = SocketClient(sock_path)
    request_id = client.send("bench", {"target": dev, "preset": "quick", "confirm": os.path.basename(dev),
                                       "seconds": 30})
    running = wait_for_run(client, request_id)
    check(running.get("phase") == "run", "bench through the service: writing to the device", running)
    killed_at = time.monotonic()
    os.kill(service.pid, signal.SIGKILL)
    first.proc.wait(10)
    after_kill = []
    try:
        while True:
            after_kill.append(client.line(10))
    except TimeoutError:  # an OSError too: first
        ended = None
    except (EOFError, OSError) as e:
        ended = repr(e)
    client.close()
    answered = [line for line in after_kill if line.get("id") == request_id and line.get("event") != "progress"]
    check(ended is not None and not answered, "the benchmark's client: its connection ends (%s), no answer, nothing "
          "retried on its behalf" % ended, answered)
    check(loop_state.device_released(dev), "the killed service holds the device no more")
    # The writes it had started finish after it died: the count starts once none is left.
    check(polled(lambda: device_in_flight(dev), lambda n: n == 0) == 0, "its last writes reach the device")
    writes = device_writes(dev)

    second = service.start()
    restarted = time.monotonic()
    got = answered_since(witness, restarted, 10, 30)
    check(got >= 10, "the witness is answered by the new instance (%d answers)" % got)
    check(device_writes(dev) == writes, "since the kill the device's write counter stays at %d sectors: nothing ran "
          "the benchmark again" % writes, device_writes(dev))
    first_log = first.all_lines()
    starts = [line for line in first_log if " bench {" in line and line.endswith(": started")]
    ends = [line for line in first_log if " bench {" in line and not line.endswith(": started")]
    check(len(starts) == 1 and not ends, "the first instance's journal: the benchmark started once and never ended "
          "(killed)", first_log[-5:])
    check(not any(" bench {" in line for line in second.drain()),
          "the new instance's journal: no benchmark (not run twice)", second.seen)
    lost = [o for o in witness_outcomes(witness) if "lost" in o]
    check(len(lost) == 1 and lost[0]["t"] >= killed_at, "the witness lost its connection once, at the kill, and "
          "connected again", lost)


def main():
    ssdtool = os.path.abspath(sys.argv[1])
    dev, mnt = os.environ["LOOP_DEV"], os.environ["LOOP_MNT"]
    tmp = tempfile.mkdtemp(prefix="ssdt-faults.")
    started = []
    test_started = time.monotonic()
    try:
        bus, polkitd, env = start_polkit(tmp, shipped_policy_file(), mnt)
        started += [polkitd, bus]
        create_users()
        os.chmod(tmp, 0o755)
        sock_path = os.path.join(tmp, "ssd-toolbox.socket")
        service = Service(ssdtool, sock_path, env)
        started.insert(0, service)
        service.start()
        root = SocketClient(sock_path)
        reference = root.ask("list").get("result")
        root.close()
        check(reference is not None and "drives" in reference, "root's list answered", reference)
        witness = Process(user_argv(READER, ["-c", WITNESS, sock_path, json.dumps(reference)]), stream="stdout",
                          cwd="/")
        started.insert(0, witness)
        check(answered_since(witness, 0, 3, 30) >= 3, "the witness (%s, through polkit) is answered" % READER)
        baseline = status_of(service.pid)
        print("FIGURE start: the service at VmRSS %.1f MB, %d threads, %d fds" %
              (baseline["VmRSS"] / 1024, baseline["Threads"], baseline["fds"]), flush=True)

        measured("garbage", service.pid, lambda: garbage(service, sock_path, reference))
        # The line is 10 MiB: a peak under that shows the service never held it whole.
        measured("10 MiB line", service.pid, lambda: long_line(sock_path, reference), bound_kb=8 * 1024)
        measured("backpressure", service.pid, lambda: backpressure(sock_path))
        before = status_of(service.pid)
        measured("churn", service.pid, lambda: churn(sock_path, reference))
        after = settles(service.pid, before)
        check(after["sockets"] <= before["sockets"] and after["fds"] <= before["fds"] and
              after["Threads"] <= before["Threads"],
              "after the churn the service is back to %d sockets, %d fds, %d threads (no leak)" %
              (before["sockets"], before["fds"], before["Threads"]), after)
        check(service.alive() and len(service.instances) == 1, "the first instance lived through every fault")

        subprocess.run(["umount", mnt], check=True)  # the benchmark writes to the whole device
        killed_mid_change(service, sock_path, dev, witness)

        witness.all_lines()
        outcomes = witness_outcomes(witness)
        ok = [o for o in outcomes if "ok" in o]
        bad = [o for o in outcomes if "bad" in o]
        check(ok and not bad, "the witness: %d answers, all right, none missing (slowest %.0f ms)" %
              (len(ok), max((o["ms"] for o in ok), default=0)), bad[:3])
        service.current.proc.send_signal(signal.SIGTERM)
        try:
            status = service.current.proc.wait(10)
        except subprocess.TimeoutExpired:
            status = None
        check(status == 0, "the new instance stops on SIGTERM with status 0", status)
        print("FIGURE total: %.1f s" % (time.monotonic() - test_started), flush=True)
    except ServiceGone as gone:
        print("the service died of %s: the remaining faults were not run" % gone)
    finally:
        clean_up(started, tmp)
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
