#!/usr/bin/env python3
"""Measures `appdetail show` with a warm cache, as a whole process, against the floor a process
can reach: `sqlite3 <cache file> "SELECT …"` reading the same row.

The two commands run as alternating pairs (tool, floor, tool, floor, …) so that a noisy machine
slows both alike; the figure is the median of the per-pair ratios, with each command's median
beside it. Also prints how many shared libraries the binary loads (ldd).

Usage (from the repository root, after `swift build -c release`):
    python3 scripts/warm_show_timing.py [pairs] [binary]
"""

import http.server
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURE = ROOT.parent / "shared" / "fixtures" / "itunes" / "lookup" / "284882215.json"
EMPTY_REVIEWS = ROOT.parent / "shared" / "fixtures" / "itunes" / "reviews" / "empty_page_gb.json"
# A real 100-place chart, so that the warm page reads and parses a chart of a real size.
CHART = ROOT.parent / "shared" / "fixtures" / "itunes" / "charts" / "hk_topfreeapplications_100_2024.json"


class OtherParts(http.server.BaseHTTPRequestHandler):
    """Answers the page's other three sources once, so that every part is cached before timing."""

    def do_GET(self):
        if "customerreviews" in self.path:
            body = EMPTY_REVIEWS.read_bytes()
        elif "/rss/" in self.path:
            body = CHART.read_bytes()
        else:
            body = b'{"resultCount":0,"results":[]}'
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def fill_other_parts(binary, env):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), OtherParts)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        filling = dict(env, APPDETAIL_ENDPOINT=f"http://127.0.0.1:{server.server_address[1]}")
        subprocess.run([binary, "show", "284882215"], env=filling, check=True, capture_output=True)
    finally:
        server.shutdown()


def seconds(command, env):
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 41
    binary = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / ".build" / "release" / "appdetail"
    libraries = subprocess.run(["ldd", binary], check=True, capture_output=True, text=True).stdout
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, APPDETAIL_CACHE_DIR=cache, APPDETAIL_ENDPOINT="http://127.0.0.1:9")
        subprocess.run([binary, "cache", "import", FIXTURE], env=env, check=True, stdout=subprocess.DEVNULL)
        fill_other_parts(binary, env)
        show = [binary, "show", "284882215"]
        check = subprocess.run(show + ["-v"], env=env, check=True, capture_output=True, text=True)
        assert "cache: hit" in check.stderr, check.stderr
        assert "from the App Store" not in check.stderr and "note:" not in check.stderr, check.stderr
        query = ("SELECT raw_response FROM app_cache "
                 "WHERE track_id = 284882215 AND country = 'us' AND language = ''")
        floor = ["sqlite3", str(pathlib.Path(cache) / "cache.sqlite"), query]
        for _ in range(3):  # warm the page cache and the binary
            seconds(show, env)
            seconds(floor, env)
        tool_times, floor_times, ratios = [], [], []
        for _ in range(pairs):
            tool = seconds(show, env)
            base = seconds(floor, env)
            tool_times.append(tool)
            floor_times.append(base)
            ratios.append(tool / base)
        print(f"binary: {binary} ({len(libraries.strip().splitlines())} shared libraries per ldd)")
        print(f"appdetail show (warm cache): {statistics.median(tool_times) * 1000:.1f} ms median of {pairs}")
        print(f"sqlite3 SELECT of the same row: {statistics.median(floor_times) * 1000:.1f} ms median of {pairs}")
        print(f"ratio: {statistics.median(ratios):.2f}x (median of {pairs} alternating pairs)")


if __name__ == "__main__":
    main()
