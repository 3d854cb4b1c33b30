"""What the tests of the resident service (`ssdtool daemon`) share: a private system bus
(dbus-daemon) and the real polkitd in a mount namespace that shows it only our policy and
the test's rules, the test users, clients run as those users (setpriv), and started
processes whose output lines a test waits for. Every wait is bounded; Process.stop ends
what was started."""
import json
import os
import pwd
import queue
import shutil
import subprocess
import sys
import threading
import time

POLKITD = "/usr/lib/polkit-1/polkitd"
READER, ADMIN = "ssdt-reader", "ssdt-admin"
RULES = """// synthetic rules for the service tests (see service_env.py)
polkit.addRule(function(action, subject) {
    if (action.id == "org.ssdtoolbox.read" && (subject.user == "%s" || subject.user == "%s"))
        return polkit.Result.YES;
    if (action.id.indexOf("org.ssdtoolbox.") == 0 && subject.user == "%s")
        return polkit.Result.YES;
});
""" % (READER, ADMIN, ADMIN)
BUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=%s</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/><allow own="*"/><allow send_destination="*"/><allow receive_sender="*"/>
  </policy>
</busconfig>
"""


# A client process (run as a test user, who may not be able to read this checkout): sends
# stdin's request lines, prints every line the service answers.
CLIENT = """
import socket, sys
sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
sock.connect(sys.argv[1])
for line in sys.stdin:
    sock.sendall(line.encode())
for line in sock.makefile("rb"):
    sys.stdout.write(line.decode())
    sys.stdout.flush()
"""


def client_argv(socket_path):
    return [sys.executable, "-c", CLIENT, socket_path]


def user_argv(user, python_args):
    """Python with these arguments as `user` (a real other uid: setpriv). The system's Python:
    this one (sys.executable) may lie in root's home, which the user cannot enter."""
    entry = pwd.getpwnam(user)
    python = "/usr/bin/python3" if os.access("/usr/bin/python3", os.X_OK) else sys.executable
    return ["setpriv", "--reuid=%d" % entry.pw_uid, "--regid=%d" % entry.pw_gid, "--clear-groups", python,
            *python_args]


def as_user(user, socket_path, requests, timeout=60):
    """Sends requests as `user` and returns the answers by id."""
    lines = "".join(json.dumps({"id": i + 1, "method": m, "params": p}) + "\n" for i, (m, p) in enumerate(requests))
    proc = subprocess.Popen(user_argv(user, ["-c", CLIENT, socket_path]),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd="/")
    answers = {}
    proc.stdin.write(lines)
    proc.stdin.close()
    deadline = time.monotonic() + timeout
    for raw in proc.stdout:
        answer = json.loads(raw)
        if answer.get("event") == "progress" or "id" not in answer or answer["id"] is None:
            continue
        answers[answer["id"]] = answer
        if len(answers) == len(requests) or time.monotonic() > deadline:
            break
    proc.kill()
    proc.wait()
    return [answers.get(i + 1, {}) for i in range(len(requests))]


class Process:
    """A started process whose output lines are collected by a thread, to wait for one."""

    def __init__(self, argv, env=None, stream="stderr", pass_fds=(), cwd=None):
        self.proc = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, text=True, pass_fds=pass_fds, cwd=cwd,
                                     stdout=subprocess.PIPE if stream == "stdout" else subprocess.DEVNULL,
                                     stderr=subprocess.PIPE if stream == "stderr" else subprocess.DEVNULL)
        self.lines = queue.Queue()
        self.seen = []
        self.output_ended = threading.Event()
        source = self.proc.stdout if stream == "stdout" else self.proc.stderr

        def collect():
            for line in source:
                self.lines.put(line.rstrip("\n"))
            self.output_ended.set()
        threading.Thread(target=collect, daemon=True).start()

    def wait_until(self, decide, timeout):
        """decide(lines seen so far) once per new line until it returns something other than
        None, or the timeout; then its last verdict."""
        deadline = time.monotonic() + timeout
        while True:
            verdict = decide(self.seen)
            left = deadline - time.monotonic()
            if verdict is not None or left <= 0:
                return verdict
            try:
                self.seen.append(self.lines.get(timeout=max(0.01, left)))
            except queue.Empty:
                pass

    def wait_for(self, needle, timeout):
        """The first line (new or already seen) that contains every part of `needle`."""
        parts = [needle] if isinstance(needle, str) else needle
        return self.wait_until(lambda seen: next((line for line in seen if all(p in line for p in parts)), None),
                               timeout)

    def count(self, parts, at_least, timeout):
        """How many lines contain every part, waiting until there are `at_least` (bounded)."""
        def found(seen):
            return sum(1 for line in seen if all(p in line for p in parts))
        return self.wait_until(lambda seen: found(seen) if found(seen) >= at_least else None, timeout) or \
            found(self.seen)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def drain(self):
        """Every line collected so far, without waiting for more."""
        while True:
            try:
                self.seen.append(self.lines.get_nowait())
            except queue.Empty:
                return self.seen

    def all_lines(self, timeout=10):
        """Stops the process and returns every line it wrote (bounded)."""
        self.stop()
        self.output_ended.wait(timeout)
        return self.drain()


def not_run(why):
    print("not run: " + why)
    sys.exit(77)


def shipped_policy_file():
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../resources/polkit/org.ssdtoolbox.policy")


def start_polkit(tmp, policy, loop_mount):
    """A private system bus and the real polkitd seeing only our policy and rules."""
    for tool in ("dbus-daemon", "pkcheck", "pkaction", "setpriv", "unshare", "useradd", "userdel"):
        if shutil.which(tool) is None:
            not_run("%s is not installed (apt-get install dbus-daemon polkitd util-linux passwd)" % tool)
    if not os.access(POLKITD, os.X_OK):
        not_run(POLKITD + " is not installed (apt-get install polkitd)")
    bus_path = os.path.join(tmp, "system_bus_socket")
    with open(os.path.join(tmp, "bus.conf"), "w") as f:
        f.write(BUS_CONFIG % bus_path)
    bus = Process(["dbus-daemon", "--config-file=" + os.path.join(tmp, "bus.conf"), "--nofork", "--print-address"],
                  stream="stdout")
    if bus.wait_for("unix:path=", 20) is None:
        bus.stop()
        not_run("dbus-daemon did not start")
    env = dict(os.environ, DBUS_SYSTEM_BUS_ADDRESS="unix:path=" + bus_path)
    actions, rules = os.path.join(tmp, "actions"), os.path.join(tmp, "rules")
    os.makedirs(actions)
    os.makedirs(rules)
    shutil.copy(policy, actions)
    with open(os.path.join(rules, "50-ssdt-test.rules"), "w") as f:
        f.write(RULES)
    for d in (tmp, actions, rules):
        os.chmod(d, 0o755)  # polkitd reads them as its own user
    # The namespace starts with a copy of every mount, the loop filesystem's too: it leaves
    # that copy, or the loop device would stay busy for as long as polkitd runs.
    script = ("umount -l %s && mount --bind %s /usr/share/polkit-1/actions && mount --bind %s /etc/polkit-1/rules.d && "
              "mount -t tmpfs none /usr/share/polkit-1/rules.d && exec %s" % (loop_mount, actions, rules, POLKITD))
    polkitd = Process(["unshare", "--mount", "sh", "-c", script], env=env, stream="stdout")
    if polkitd.wait_for("Acquired the name org.freedesktop.PolicyKit1", 30) is None:
        polkitd.stop()
        bus.stop()
        not_run("polkitd did not start on the private bus (no mount namespaces here?)")
    return bus, polkitd, env


def create_users():
    for user in (READER, ADMIN):
        subprocess.run(["userdel", user], stderr=subprocess.DEVNULL)
        subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", user], check=True)


def remove_users():
    for user in (READER, ADMIN):
        subprocess.run(["userdel", user], stderr=subprocess.DEVNULL)


def clean_up(started, tmp):
    """Stops what was started (each has stop(), in the order given), removes the test users
    and the temporary folder."""
    for process in started:
        process.stop()
    remove_users()
    shutil.rmtree(tmp, ignore_errors=True)
