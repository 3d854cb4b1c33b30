#!/usr/bin/env python3
"""A client of the service's socket (deb-in-vm.sh, after the package is reinstalled):
prints "answered: N drives (…)" when `list` is answered. usage: list-as-root.py [SOCKET]"""
import sys

from protocol_client import SocketClient

client = SocketClient(sys.argv[1] if len(sys.argv) > 1 else "/run/ssd-toolbox.socket")
answer = client.ask("list", timeout=60)
drives = (answer.get("result") or {}).get("drives")
if drives is None:
    print("no list in the answer: %s" % str(answer)[:300])
    sys.exit(1)
print("answered: %d drives (%s)" % (len(drives), ", ".join(d.get("device", "?") for d in drives)))
