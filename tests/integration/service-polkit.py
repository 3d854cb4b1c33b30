#!/usr/bin/env python3
"""The resident service (`ssdtool daemon`) with the real polkit: a private system bus
(dbus-daemon), the real polkitd (in a mount namespace that shows it only our policy and
this test's rules), the service on a temporary socket, and clients that are root, or
unprivileged users created for the test (setpriv). Run by with-loop-env.sh with
LOOP_DEV, LOOP_FILE and LOOP_MNT set (ext4 mounted).

The test's polkit rules grant org.ssdtoolbox.read to both test users: they stand in for
the active local session logind gives a desktop user (the shipped policy's allow_active
"yes", checked with pkaction). Only ssdt-admin is granted configure and destroy.
Every wait is bounded; every process started is stopped; the users are removed."""
import json
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

import loop_state
from protocol_client import SocketClient, check, error_code, exit_status
from service_env import (ADMIN, READER, Process, as_user, clean_up, client_argv, create_users, shipped_policy_file,
                         start_polkit)


def shipped_policy(env):
    expected = {"org.ssdtoolbox.read": "yes", "org.ssdtoolbox.configure": "auth_admin_keep",
                "org.ssdtoolbox.destroy": "auth_admin"}
    for action, active in expected.items():
        out = subprocess.run(["pkaction", "--action-id", action, "--verbose"], env=env, capture_output=True,
                             text=True, timeout=20).stdout
        check("implicit active:   " + active in out, "polkit loads %s: active sessions get %s" % (action, active), out)


def authorization(sock_path, dev, name, mnt, backing):
    state = loop_state.backing_state(backing)
    reader = as_user(READER, sock_path, [("list", {}), ("trim", {"target": mnt}),
                                         ("discard", {"device": dev, "confirm": name}),
                                         ("discard", {"device": dev, "dry_run": True})])
    check("drives" in reader[0].get("result", {}), "reader: list answered without a password", reader[0])
    check(error_code(reader[1]) == "not-authorized" and reader[1].get("exit_status") == 3 and
          "org.ssdtoolbox.configure" in reader[1]["error"]["message"],
          "reader: trim refused, not authorized (3), naming the configure action", reader[1])
    check(error_code(reader[2]) == "not-authorized" and "org.ssdtoolbox.destroy" in reader[2]["error"]["message"],
          "reader: discard refused, not authorized (3), naming the destroy action", reader[2])
    check(error_code(reader[3]) != "not-authorized" and ("result" in reader[3] or error_code(reader[3]) == "refused"),
          "reader: a discard dry run only reads: it passes authorization (then the mounted device is refused)",
          reader[3])
    check(loop_state.backing_state(backing) == state, "reader: the device is unchanged")

    admin = as_user(ADMIN, sock_path, [("trim", {"target": mnt}), ("discard", {"device": dev})])
    check("result" in admin[0], "admin (granted configure): trim of the loop filesystem runs", admin[0])
    check(error_code(admin[1]) == "refused",
          "admin (granted destroy): discard passes polkit, and the safety rules still refuse it (3)", admin[1])
    root = SocketClient(sock_path)
    unconfirmed = root.ask("discard", {"device": dev})
    root.close()
    check(error_code(unconfirmed) == "refused", "root: passes without polkit, the safety rules still refuse (3)",
          unconfirmed)
    check(loop_state.backing_state(backing)[0] == state[0], "the device's data is unchanged by all of this")


def cli_as_user(ssdtool, user, sock_path, args):
    entry = pwd.getpwnam(user)
    env = dict(os.environ, SSD_TOOLBOX_SOCKET=sock_path)
    return subprocess.run(["setpriv", "--reuid=%d" % entry.pw_uid, "--regid=%d" % entry.pw_gid, "--clear-groups",
                           ssdtool] + args, env=env, capture_output=True, text=True, timeout=60, cwd="/")


def cli_through_service(ssdtool, sock_path, daemon):
    """`ssdtool list` as an ordinary user asks the service; --local does not."""
    connected = ["uid %d" % pwd.getpwnam(READER).pw_uid, "connected"]
    before = daemon.count(connected, 0, 0)
    local = cli_as_user(ssdtool, READER, sock_path, ["list", "--json", "--local"])
    routed = cli_as_user(ssdtool, READER, sock_path, ["list", "--json"])
    mine = subprocess.run([ssdtool, "list", "--json", "--local"], capture_output=True, text=True, timeout=60)
    check(local.returncode == 0 and routed.returncode == 0 and routed.stderr == "" and
          json.loads(routed.stdout) == json.loads(mine.stdout),
          "ssdtool list as an ordinary user: answered through the service, the same document as root's",
          (routed.returncode, routed.stderr, routed.stdout[:200]))
    # Log lines are in order: had --local connected, its line would come first.
    check(daemon.count(connected, before + 1, 10) == before + 1,
          "the service saw exactly one connection from that user: the routed list, not the --local one")
    stale = os.path.join(os.path.dirname(sock_path), "stale.socket")
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(stale)
    listener.close()  # a socket file nobody listens on
    os.chmod(stale, 0o666)
    fallback = cli_as_user(ssdtool, READER, stale, ["list", "--json"])
    check(fallback.returncode == 0 and "does not answer" in fallback.stderr and "working in this process" in
          fallback.stderr, "a socket nobody listens on: the CLI says so and works in its own process",
          (fallback.returncode, fallback.stderr))


def health_through_service(ssdtool, sock_path, dev):
    """`health DEV --rated-tbw 300` as an ordinary user is answered by the service as root's own
    `--local` run answers it: the service takes every field the CLI sends (rated_tbw was once
    refused as an unknown parameter; core/requests/request_fields.h)."""
    args = ["health", dev, "--rated-tbw", "300", "--json"]
    routed = cli_as_user(ssdtool, READER, sock_path, args)
    mine = subprocess.run([ssdtool] + args + ["--local"], capture_output=True, text=True, timeout=60)
    check("unknown parameter" not in routed.stdout + routed.stderr and routed.returncode == mine.returncode and
          json.loads(routed.stdout) == json.loads(mine.stdout),
          "health --rated-tbw as an ordinary user: the service's answer is root's local one",
          (routed.returncode, mine.returncode, routed.stderr[:200], routed.stdout[:300], mine.stdout[:300]))


def hardening(sock_path):
    a = SocketClient(sock_path)
    a.write(b"this is not json\n")
    check(error_code(a.line(10)) == "malformed-request", "garbage: answered malformed-request")
    check("result" in a.ask("list"), "garbage: the same client is still served")

    b = SocketClient(sock_path)
    stalled = SocketClient(sock_path)
    stalled.write(b'{"id":1,"method":"list"')  # and nothing more
    sender = threading.Thread(target=lambda: a.write(b"x" * (10 << 20) + b"\n"))
    sender.start()
    check("result" in b.ask("list", timeout=20), "while one client sends a 10 MiB line and one stalls: "
                                                  "another is answered")
    sender.join(60)
    too_long = a.line(30)
    check(error_code(too_long) == "line-too-long", "the 10 MiB line: answered line-too-long", too_long)
    check("result" in a.ask("list"), "after the 10 MiB line the client is still served")

    # A client that sends and never reads its answers: dropped after the send timeout (2 s),
    # its queue dropped with it, the others unaffected.
    deaf = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    deaf.connect(sock_path)
    deaf.settimeout(1)
    request = (json.dumps({"id": 1, "method": "list"}) + "\n").encode() * 64
    dropped = False
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not dropped:
        try:
            deaf.sendall(request)
        except socket.timeout:
            pass  # its queue is full and it reads nothing: wait for the service to give up
        except (BrokenPipeError, ConnectionResetError):
            dropped = True
    deaf.close()
    check(dropped, "a client that never reads its answers is disconnected (send timeout)")
    check("result" in b.ask("list", timeout=20), "and the other client is still answered")
    for c in (a, b, stalled):
        c.close()


def many_clients(sock_path, count=50):
    results = [None] * count

    def one(i):
        try:
            client = SocketClient(sock_path, timeout=60)
            results[i] = client.ask("list", timeout=60)
            client.close()
        except (OSError, TimeoutError, EOFError) as e:
            results[i] = {"exception": str(e)}

    threads = [threading.Thread(target=one, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    answered = sum(1 for r in results if r and "result" in r)
    check(answered == count, "%d concurrent clients ask list: %d answered" % (count, answered),
          [r for r in results if not r or "result" not in r][:3])


def busy(sock_path, max_clients):
    held = [SocketClient(sock_path) for _ in range(max_clients)]
    extra = SocketClient(sock_path, hello=False)
    answer = extra.line(20)
    check(error_code(answer) == "busy", "client %d of %d: answered busy" % (max_clients + 1, max_clients), answer)
    extra.close()
    for c in held:
        c.close()


def killed_mid_benchmark(sock_path, dev, name, daemon):
    proc = subprocess.Popen(client_argv(sock_path),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    proc.stdin.write(json.dumps({"id": 1, "method": "bench",
                                 "params": {"target": dev, "preset": "quick", "confirm": name, "seconds": 30}}) + "\n")
    proc.stdin.close()
    running = False
    last = None
    deadline = time.monotonic() + 60
    for raw in proc.stdout:
        line = last = json.loads(raw)
        if line.get("event") == "progress" and line.get("phase") == "run":
            running = True
            break
        if "result" in line or "error" in line or time.monotonic() > deadline:
            break
    started = time.monotonic()
    proc.kill()
    proc.wait()
    check(running, "bench through the service: running (progress events)", last)
    ended = daemon.wait_for(["bench", "interrupted"], 30)
    check(ended is not None and time.monotonic() - started < 30,
          "client killed mid-benchmark: the service stops the run (%s)" % ended)
    check(loop_state.device_released(dev), "and nothing holds the device afterwards")


def main():
    ssdtool = os.path.abspath(sys.argv[1])
    policy = shipped_policy_file()
    dev, backing, mnt = os.environ["LOOP_DEV"], os.environ["LOOP_FILE"], os.environ["LOOP_MNT"]
    name = os.path.basename(dev)
    tmp = tempfile.mkdtemp(prefix="ssdt-service.")
    started = []
    try:
        bus, polkitd, env = start_polkit(tmp, policy, mnt)
        started += [polkitd, bus]
        create_users()
        shipped_policy(env)
        sock_path = os.path.join(tmp, "ssd-toolbox.socket")
        max_clients = 60
        daemon = Process([ssdtool, "daemon", "--socket", sock_path, "--idle-exit", "3", "--max-clients",
                          str(max_clients), "--send-timeout", "2"], env=env)
        started.insert(0, daemon)
        check(daemon.wait_for("listening on", 20) is not None, "the service listens on its socket")
        os.chmod(tmp, 0o755)
        authorization(sock_path, dev, name, mnt, backing)
        log = daemon.wait_for(["uid %d" % pwd.getpwnam(ADMIN).pw_uid, "trim", "done"], 10)
        check(log is not None, "the journal names the caller's uid and the change: %s" % log)
        # A copy the test users can run whatever the checkout's permissions.
        user_ssdtool = shutil.copy(ssdtool, os.path.join(tmp, "ssdtool"))
        os.chmod(user_ssdtool, 0o755)
        cli_through_service(user_ssdtool, sock_path, daemon)
        health_through_service(user_ssdtool, sock_path, dev)
        hardening(sock_path)
        many_clients(sock_path)
        busy(sock_path, max_clients)
        subprocess.run(["umount", mnt], check=True)
        killed_mid_benchmark(sock_path, dev, name, daemon)
        try:
            status = daemon.proc.wait(30)
        except subprocess.TimeoutExpired:
            status = None
        check(status == 0 and not os.path.exists(sock_path),
              "no client for 3 s: the service exits 0 and removes its socket", status)
    finally:
        clean_up(started, tmp)
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
