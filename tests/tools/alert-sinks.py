#!/usr/bin/python3
"""Local servers the alert delivery tests send to, each started and stopped by the test.

  alert-sinks.py smtp OUTDIR [--tls] [--auth USER PASSWORD] [--port N]
      Debian's aiosmtpd on 127.0.0.1: each message is written to OUTDIR/mail-N.json
      ({"mail_from", "rcpt_tos", "login", "data"}) before the server answers 250.
      --tls: STARTTLS offered and required, with a certificate for 127.0.0.1 made now
      with openssl (OUTDIR/cert.pem is the CA file the client trusts).
      --auth: AUTH PLAIN/LOGIN required (over TLS only), with these credentials.
  alert-sinks.py http OUTDIR [--status CODE] [--port N]
      http.server on 127.0.0.1: each POST is written to OUTDIR/request-N.json
      ({"path", "headers", "body"}) before the answer (CODE, default 200) is sent.

The first line on stdout is "READY PORT" once the server accepts connections (the test
waits for it; no sleeps). The server runs until it is terminated (SIGTERM) or stdin closes.
Run with Debian's /usr/bin/python3: python3-aiosmtpd is installed for it.
"""
import argparse
import warnings
import json
import os
import socket
import ssl
import subprocess
import sys
import threading


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def next_path(outdir, stem):
    n = len([name for name in os.listdir(outdir) if name.startswith(stem)]) + 1
    return os.path.join(outdir, f"{stem}-{n}.json")


def write_json(path, document):
    partial = path + ".part"
    with open(partial, "w", encoding="utf-8") as f:
        json.dump(document, f)
    os.rename(partial, path)  # the test never reads half a file


def certificate(outdir):
    cert, key = os.path.join(outdir, "cert.pem"), os.path.join(outdir, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                    "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    return context


def run_smtp(args):
    from aiosmtpd.controller import Controller
    from aiosmtpd.smtp import AuthResult

    class Sink:
        async def handle_DATA(self, server, session, envelope):
            login = session.auth_data.login.decode() if session.authenticated and session.auth_data else None
            write_json(next_path(args.outdir, "mail"), {
                "mail_from": envelope.mail_from, "rcpt_tos": envelope.rcpt_tos, "login": login,
                "tls": session.ssl is not None, "data": envelope.content.decode("utf-8", "replace")})
            return "250 OK"

    def authenticator(server, session, envelope, mechanism, auth_data):
        ok = (auth_data.login.decode() == args.auth[0] and auth_data.password.decode() == args.auth[1])
        return AuthResult(success=ok, handled=False, auth_data=auth_data)

    options = {}
    if args.tls:
        options.update(tls_context=certificate(args.outdir), require_starttls=True)
    if args.auth:
        options.update(authenticator=authenticator, auth_required=True, auth_require_tls=True)
    port = args.port or free_port()
    controller = Controller(Sink(), hostname="127.0.0.1", port=port, **options)
    controller.start()  # returns once the server answers its own trigger connection
    return port, controller.stop


def run_http(args):
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length).decode("utf-8", "replace")
            write_json(next_path(args.outdir, "request"),
                       {"path": self.path, "headers": dict(self.headers.items()), "body": body})
            self.send_response(args.status)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, *unused):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", args.port or 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1], server.shutdown


def main():
    warnings.simplefilter("ignore")  # aiosmtpd warns of its own deprecated names
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=["smtp", "http"])
    parser.add_argument("outdir")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--tls", action="store_true")
    parser.add_argument("--auth", nargs=2)
    parser.add_argument("--status", type=int, default=200)
    args = parser.parse_args()
    port, stop = (run_smtp if args.kind == "smtp" else run_http)(args)
    print(f"READY {port}", flush=True)
    try:
        sys.stdin.read()  # until the test closes our stdin (or terminates us)
    finally:
        stop()


if __name__ == "__main__":
    main()
