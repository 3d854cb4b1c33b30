#!/usr/bin/env python3
"""An erase of the VM's NVMe drive asked of the service by an ordinary user (alice, in her
active local session; deb-in-vm.sh), through the helper protocol on the service's socket:

  erase-no-agent       no polkit agent: refused "not authorized" (exit_status 3), no prompt
  erase-wrong-password pkttyagent asks for the administrator's password; a wrong one: refused
  erase-wrong-serial   the right password, a wrong confirm token: refused by the serial rule
  erase-done           the right password (asked again: auth_admin, every time) and the
                       drive's serial number: erased (root checks the bytes afterwards)

Prints one "PASS|FAIL NAME: what was seen" line per check. Every wait is bounded.
usage: erase-as-user.py SOCKET DEVICE SERIAL ADMIN ADMIN_PASSWORD"""
import os
import pty
import select
import sys
import termios
import time

from protocol_client import SocketClient, error_code

socket_path, device, serial, admin, password = sys.argv[1:6]
failed = []


def result(ok, name, seen):
    print("%s %s: %s" % ("PASS" if ok else "FAIL", name, " ".join(str(seen).split())[:600]), flush=True)
    if not ok:
        failed.append(name)


def short(answer):
    error = answer.get("error")
    if error:
        return "%s (%s, exit_status %s)" % (error.get("message"), error.get("code"), answer.get("exit_status"))
    return "result: " + str(answer.get("result"))[:300]


class Agent:
    """pkttyagent for this process, on a pseudo-terminal of its own (it reads the password
    from its controlling terminal, as in a terminal window)."""

    def __init__(self):
        ready_r, ready_w = os.pipe()
        os.set_inheritable(ready_w, True)
        me = os.getpid()
        self.pid, self.tty = pty.fork()
        if self.pid == 0:
            os.execvp("pkttyagent", ["pkttyagent", "--process", str(me), "--notify-fd", str(ready_w)])
        os.close(ready_w)
        self.seen = b""
        # pkttyagent closes the notify fd once polkit has registered it.
        ready, _, _ = select.select([ready_r], [], [], 30)
        registered = bool(ready) and os.read(ready_r, 1) == b""
        os.close(ready_r)
        if not registered:
            raise RuntimeError("pkttyagent did not register within 30 s")

    def read_until(self, text, timeout):
        deadline = time.monotonic() + timeout
        while text not in self.seen:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            ready, _, _ = select.select([self.tty], [], [], left)
            if ready:
                try:
                    self.seen += os.read(self.tty, 4096)
                except OSError:  # the agent exited
                    return False
        return True

    def answer_prompt(self, reply, timeout=60):
        """Waits for the password prompt, types `reply`; returns what the agent showed."""
        self.seen = b""
        if not self.read_until(b"Password:", timeout):
            return None
        shown = self.seen.decode(errors="replace")
        # The agent prints the prompt, then turns echo off with TCSAFLUSH, which throws
        # away whatever was typed before: type only once echo is off.
        if not self.echo_off(10):
            return None
        os.write(self.tty, reply.encode() + b"\n")
        return shown

    def echo_off(self, timeout):
        deadline = time.monotonic() + timeout
        while termios.tcgetattr(self.tty)[3] & termios.ECHO:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.05)  # a poll of the terminal's mode, bounded by the deadline
        return True

    def stop(self):
        os.kill(self.pid, 15)
        os.waitpid(self.pid, 0)


def erase(client, confirm):
    return client.send("erase", {"device": device, "confirm": confirm})


client = SocketClient(socket_path)

# 1. No agent anywhere in the session: polkit cannot ask, the service refuses.
answer = client.answer(erase(client, serial), timeout=60)[1]
result(error_code(answer) == "not-authorized" and answer.get("exit_status") == 3, "erase-no-agent", short(answer))

agent = Agent()
try:
    # 2. The agent asks for the administrator's password; a wrong one is refused.
    request = erase(client, serial)
    shown = agent.answer_prompt("not-the-password")
    answer = client.answer(request, timeout=120)[1]
    result(shown is not None and ("Authenticating as: " + admin) in shown and error_code(answer) == "not-authorized",
           "erase-wrong-password",
           "agent showed %r; answer: %s" % ((shown or agent.seen.decode(errors="replace"))[-200:], short(answer)))

    # 3. The right password, a wrong serial number: the safety rule still refuses.
    request = erase(client, serial + "-WRONG")
    shown = agent.answer_prompt(password)
    answer = client.answer(request, timeout=120)[1]
    message = answer.get("error", {}).get("message", "")
    result(shown is not None and answer.get("exit_status") == 3 and error_code(answer) != "not-authorized" and
           "serial" in message.lower(), "erase-wrong-serial",
           "password asked (%s); answer: %s" % ("yes" if shown else "no", short(answer)))

    # 4. Asked again (auth_admin, no keeping), the right password and serial: erased.
    request = erase(client, serial)
    shown = agent.answer_prompt(password)
    if shown is None:
        result(False, "erase-done", "no password prompt within 60 s; the agent showed %r" % agent.seen[-300:])
    else:
        answer = client.answer(request, timeout=300)[1]
        method = (answer.get("result") or {}).get("method")
        result("result" in answer, "erase-done",
               "password asked again; method %s; answer: %s" % (method, short(answer)))
finally:
    agent.stop()
    client.close()
sys.exit(1 if failed else 0)
