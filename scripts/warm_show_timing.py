#!/usr/bin/env python3
"""Measures `appdetail show` with a warm cache, as a whole process, against the floor a process
can reach: `sqlite3 <cache file> "SELECT …"` reading the same listing row.

Two apps, each with every part of its page cached first — the listing, the App Store page,
reviews, the developer's other apps and the chart — from a loopback store:

- Facebook (284882215): the store has no App Store page for it (404), as for many apps;
- Duolingo (570060128): today's whole store page (`appstore-page/page-whole/`, 964 KB), its
  listing the real lookup record the shared fixtures hold (`lookup-multi/`), its real reviews.

The store stays up while timing and counts every request: a "warm" run that asks it anything is
a cold run, and the script stops with what was asked instead of printing a figure. The two
commands run as alternating pairs (tool, floor, tool, floor, …) so that a noisy machine slows
both alike; the figure is the median of the per-pair ratios, with each command's median beside
it. Also times `appdetail --version` against `sqlite3 --version`.

Usage (from the repository root, after `bash scripts/build_release.sh`):
    python3 scripts/warm_show_timing.py [pairs] [binary]
"""

import http.server
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "fixtures"
ITUNES = SHARED / "itunes"
# A real 100-place chart, so that the warm page reads and parses a chart of a real size.
CHART = ITUNES / "charts" / "hk_topfreeapplications_100_2024.json"
EMPTY_REVIEWS = ITUNES / "reviews" / "empty_page_gb.json"


def duolingo_record():
    answer = json.loads((ITUNES / "lookup-multi" / "hk_top100_2024.json").read_text())
    return next(record for record in answer["results"] if record.get("trackId") == 570060128)


APPS = {
    "284882215": {
        "name": "Facebook, no App Store page",
        "lookup": (ITUNES / "lookup" / "284882215.json").read_bytes(),
        "page": None,
        "reviews": EMPTY_REVIEWS.read_bytes(),
    },
    "570060128": {
        "name": "Duolingo, today's whole App Store page",
        "lookup": json.dumps({"resultCount": 1, "results": [duolingo_record()]}).encode(),
        "page": (SHARED / "appstore-page" / "page-whole" / "570060128_us.html").read_bytes(),
        "reviews": (ITUNES / "reviews" / "570060128_us_1.json").read_bytes(),
    },
}


class Store(http.server.BaseHTTPRequestHandler):
    """Every source of the two apps' pages, each request counted."""

    asked = []

    def do_GET(self):
        Store.asked.append(self.path)
        status, body = 200, b'{"resultCount":0,"results":[]}'
        app = next((id for id in APPS if id in self.path), None)
        if "customerreviews" in self.path:
            body = APPS[app]["reviews"] if app else EMPTY_REVIEWS.read_bytes()
        elif "/rss/" in self.path:
            body = CHART.read_bytes()
        elif "/app/id" in self.path:
            page = APPS[app]["page"] if app else None
            status, body = (200, page) if page else (404, b"")
        elif self.path.startswith("/lookup") and app and "entity=software" not in self.path:
            body = APPS[app]["lookup"]
        self.send_response(status)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def seconds(command, env):
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def pairs_of(command, floor, env, pairs):
    """Medians of `command`, of `floor` and of their per-pair ratios, over alternating pairs."""
    for _ in range(3):  # warm the page cache and the binary
        seconds(command, env)
        seconds(floor, env)
    tool_times, floor_times, ratios = [], [], []
    for _ in range(pairs):
        tool = seconds(command, env)
        base = seconds(floor, env)
        tool_times.append(tool)
        floor_times.append(base)
        ratios.append(tool / base)
    return statistics.median(tool_times), statistics.median(floor_times), statistics.median(ratios)


def main():
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 41
    binary = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / ".build" / "release" / "appdetail"
    libraries = subprocess.run(["ldd", binary], check=True, capture_output=True, text=True).stdout
    print(f"binary: {binary} ({len(libraries.strip().splitlines())} shared libraries per ldd)")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Store)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with tempfile.TemporaryDirectory() as cache:
            env = dict(os.environ, APPDETAIL_CACHE_DIR=cache, APPDETAIL_COUNTRY="us",
                       APPDETAIL_ENDPOINT=f"http://127.0.0.1:{server.server_address[1]}")
            env.pop("APPDETAIL_NOW", None)
            for app, facts in APPS.items():
                show = [str(binary), "show", app, "--country", "us"]
                subprocess.run(show, env=env, check=True, capture_output=True)
                Store.asked.clear()
                check = subprocess.run(show + ["-v"], env=env, check=True, capture_output=True, text=True)
                if Store.asked or "cache: hit" not in check.stderr:
                    sys.exit(f"error: a warm show of {app} asked the store {Store.asked} "
                             f"(not a warm run, no figure):\n{check.stderr}")
                query = ("SELECT raw_response FROM app_cache "
                         f"WHERE track_id = {app} AND country = 'us' AND language = ''")
                floor = ["sqlite3", str(pathlib.Path(cache) / "cache.sqlite"), query]
                if not subprocess.run(floor, check=True, capture_output=True).stdout:
                    sys.exit(f"error: the floor's query reads nothing for {app}: {query}")
                tool, base, ratio = pairs_of(show, floor, env, pairs)
                if Store.asked:
                    sys.exit(f"error: a timed run of {app} asked the store {Store.asked[:3]}…")
                print(f"{facts['name']}: appdetail show {tool * 1000:.1f} ms, sqlite3 {base * 1000:.1f} ms, "
                      f"ratio {ratio:.2f}x (median of {pairs} alternating pairs)")
            tool, base, ratio = pairs_of([str(binary), "--version"], ["sqlite3", "--version"], env, pairs)
            print(f"--version: appdetail {tool * 1000:.1f} ms, sqlite3 {base * 1000:.1f} ms, ratio {ratio:.2f}x")
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
