"""A client of the helper protocol (core/requests/helper_protocol.h) for the integration
tests: over the pipes of `ssdtool serve` or a socket of `ssdtool daemon`. One request a
line; progress events and exactly one answer per request. Every wait is bounded."""
import json
import os
import select
import socket
import time

failures = []


def check(condition, what, detail=""):
    print(("PASS: " if condition else "FAIL: ") + what + ("" if condition else " -- " + str(detail)[:600]), flush=True)
    if not condition:
        failures.append(what)


def exit_status():
    """Says how many checks failed; the test's exit status."""
    print("%d failed" % len(failures))
    return 1 if failures else 0


def error_code(answer):
    return answer.get("error", {}).get("code")


class ProtocolClient:
    """read_fd: where answers come from; write(bytes): how requests go out."""

    def __init__(self, read_fd, write):
        self.read_fd = read_fd
        self.write = write
        self.buffer = b""
        self.next_id = 0
        self.stashed = []  # lines read while waiting for another request's answer

    def line(self, timeout):
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no line within %s s" % timeout)
            ready, _, _ = select.select([self.read_fd], [], [], left)
            if ready:
                chunk = os.read(self.read_fd, 65536)
                if not chunk:
                    raise EOFError("the other side closed the connection")
                self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)

    def send(self, method, params=None):
        self.next_id += 1
        request = {"id": self.next_id, "method": method, "params": params or {}}
        self.write((json.dumps(request) + "\n").encode())
        return self.next_id

    def answer(self, request_id, timeout=120, on_event=None):
        """The progress events and the one final answer of a request."""
        events = []
        while True:
            mine = [line for line in self.stashed if line.get("id") == request_id]
            if mine:
                line = mine[0]
                self.stashed.remove(line)
            else:
                line = self.line(timeout)
            if line.get("id") != request_id:
                self.stashed.append(line)
                continue
            if line.get("event") == "progress":
                events.append(line)
                if on_event:
                    on_event(line)
                continue
            return events, line

    def ask(self, method, params=None, timeout=120):
        return self.answer(self.send(method, params), timeout)[1]


class SocketClient(ProtocolClient):
    """A connection to a socket of `ssdtool daemon`; hello: its first line."""

    def __init__(self, path, timeout=20, hello=True):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(path)
        super().__init__(self.sock.fileno(), self.sock.sendall)
        self.hello = self.line(timeout) if hello else None

    def close(self):
        self.sock.close()
