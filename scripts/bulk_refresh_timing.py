#!/usr/bin/env python3
"""Measures `appdetail cache refresh` of 1,000 cached apps of one store against one request per
app, both against the same loopback Lookup server that waits the same time before every answer.

The cache is filled by `appdetail cache import` with a 1,000-app lookup answer made from one real
answer (`lookup/284882215.json`, each copy with its own id and name), and nothing else (the
sample app a new cache starts with is removed). The server answers a lookup
of many ids with every one of them, as the store does, after `DELAY` seconds.

- the tool: `appdetail cache refresh --all --country us`, a whole process; the requests it made
  are counted by the server;
- one request per app: 1,000 single-id lookups in a row by a plain HTTP client (urllib), a lower
  bound on any refresh that asks for one app at a time (it neither parses nor caches).

The two run as alternating pairs; the figure is the median of the per-pair ratios.

Usage (from the repository root, after scripts/build_release.sh):
    python3 scripts/bulk_refresh_timing.py [pairs] [binary]
"""

import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

from made_lookups import ROOT, Lookup, answer, start_server

APPS = 1_000
DELAY = 0.05  # seconds before every answer: a nearby server's round trip, far below the store's
FIRST_ID = 900_000_001


def one_request_per_app(endpoint):
    start = time.perf_counter()
    for track_id in range(FIRST_ID, FIRST_ID + APPS):
        with urllib.request.urlopen(f"{endpoint}/lookup?id={track_id}&country=us") as answer:
            answer.read()
    return time.perf_counter() - start


def main():
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    binary = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / ".build" / "release" / "appdetail"
    server, endpoint = start_server(DELAY)
    with tempfile.TemporaryDirectory() as folder:
        answer_file = pathlib.Path(folder) / "thousand.json"
        answer_file.write_text(answer(Lookup.template, range(FIRST_ID, FIRST_ID + APPS)))
        env = dict(os.environ, APPDETAIL_CACHE_DIR=str(pathlib.Path(folder) / "cache"), APPDETAIL_ENDPOINT=endpoint)
        subprocess.run([binary, "cache", "import", str(answer_file), "--country", "us"], env=env, check=True,
                       capture_output=True)
        # The new cache's sample app of the us store would make it 1,001.
        subprocess.run([binary, "cache", "remove", "640199958"], env=env, check=True, capture_output=True)
        refresh = [binary, "cache", "refresh", "--all", "--country", "us"]
        tool_times, baseline_times, ratios, counts = [], [], [], []
        for _ in range(pairs):
            before = Lookup.requests
            start = time.perf_counter()
            done = subprocess.run(refresh, env=env, check=True, capture_output=True, text=True)
            tool = time.perf_counter() - start
            counts.append(Lookup.requests - before)
            baseline = one_request_per_app(endpoint)
            tool_times.append(tool)
            baseline_times.append(baseline)
            ratios.append(baseline / tool)
        print(f"binary: {binary}; {APPS} apps of one store; every answer {DELAY * 1000:.0f} ms late")
        print(f"appdetail cache refresh: {statistics.median(tool_times):.2f} s median of {pairs}, "
              f"{max(counts)} lookup requests at most ({done.stdout.strip()})")
        print(f"one request per app: {statistics.median(baseline_times):.2f} s median of {pairs}")
        print(f"ratio: {statistics.median(ratios):.1f}x faster (median of {pairs} alternating pairs)")
    server.shutdown()


if __name__ == "__main__":
    main()
