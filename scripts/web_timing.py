#!/usr/bin/env python3
"""How fast `appdetail serve` answers, and whether its memory stays flat.

Starts a loopback store (Tests/Browser/fixture_store.py: Duolingo's real answers) and
`appdetail serve` over an empty cache, opens the app's page once so that its parts are cached,
then measures, on loopback:

- the page document's first byte (GET /app/ID), median of 50;
- a cached page's first state: from opening /app/ID/live to its first `page` event (the whole
  page, built by the view model from the cache), median of 50;
- the server's resident memory (VmRSS) after 100 and after 1,000 more pages opened, read to
  their first state and closed.

Usage: web_timing.py APPDETAIL_BINARY
"""

import os
import pathlib
import socket
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "Tests" / "Browser"))
from fixture_store import APP, FixtureStore  # noqa: E402


def request(port, path, until):
    """Seconds from sending `path` to reading `until` in the answer."""
    start = time.perf_counter()
    with socket.create_connection(("127.0.0.1", port)) as connection:
        connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        seen = b""
        while until not in seen:
            chunk = connection.recv(65536)
            if not chunk:
                raise RuntimeError(f"{path} ended before {until!r}")
            seen += chunk
    return time.perf_counter() - start


def resident_kib(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def main():
    binary = os.path.abspath(sys.argv[1])
    store = FixtureStore()
    cache = tempfile.mkdtemp(prefix="appdetail-web-timing-")
    environment = dict(os.environ, APPDETAIL_CACHE_DIR=cache, APPDETAIL_ENDPOINT=store.endpoint)
    server = subprocess.Popen([binary, "serve", "--country", "us"], stdout=subprocess.PIPE, text=True, env=environment)
    try:
        lines = [server.stdout.readline() for _ in range(3)]
        port = int(next(line for line in lines if line.startswith("http://")).strip().rsplit(":", 1)[1].strip("/"))
        request(port, f"/app/{APP}/live?store=us", b'"settled":true')  # every part cached
        document = [request(port, f"/app/{APP}?store=us", b"\r\n") for _ in range(50)]
        first = [request(port, f"/app/{APP}/live?store=us", b"event: page") for _ in range(50)]
        print(f"page document, first byte: median {statistics.median(document) * 1000:.2f} ms (50)")
        print(f"cached page, first state: median {statistics.median(first) * 1000:.2f} ms (50)")
        for _ in range(100):
            request(port, f"/app/{APP}/live?store=us", b"event: page")
        time.sleep(12)  # the closed pages' heartbeats find them gone
        before = resident_kib(server.pid)
        for _ in range(1000):
            request(port, f"/app/{APP}/live?store=us", b"event: page")
        time.sleep(12)
        after = resident_kib(server.pid)
        print(f"memory after 100 pages: {before / 1024:.1f} MiB; after 1,000 more: {after / 1024:.1f} MiB "
              f"({(after - before) / 1024:+.1f} MiB)")
    finally:
        server.send_signal(2)
        server.wait(timeout=30)
        store.close()


if __name__ == "__main__":
    main()
