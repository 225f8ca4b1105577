#!/usr/bin/env python3
"""Measures `appdetail show` with a warm cache, as a whole process, against the floor a process
can reach: `sqlite3 <cache file> "SELECT …"` reading the same row. Prints the medians and their
ratio (the README's figure).

Usage (from the repository root, after `swift build -c release`):
    python3 scripts/warm_show_timing.py [runs]
"""

import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
BINARY = ROOT / ".build" / "release" / "appdetail"
FIXTURE = ROOT.parent / "shared" / "fixtures" / "itunes" / "lookup" / "284882215.json"


def median_seconds(command, env, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, APPDETAIL_CACHE_DIR=cache, APPDETAIL_ENDPOINT="http://127.0.0.1:9")
        subprocess.run([BINARY, "cache", "import", FIXTURE], env=env, check=True, stdout=subprocess.DEVNULL)
        show = [BINARY, "show", "284882215"]
        check = subprocess.run(show + ["-v"], env=env, check=True, capture_output=True, text=True)
        assert "cache: hit" in check.stderr, check.stderr
        query = ("SELECT raw_response FROM app_cache "
                 "WHERE track_id = 284882215 AND country = 'us' AND language = ''")
        floor = [ "sqlite3", str(pathlib.Path(cache) / "cache.sqlite"), query]
        median_seconds(show, env, 3)  # warm the page cache and the binary
        tool = median_seconds(show, env, runs)
        base = median_seconds(floor, env, runs)
        print(f"appdetail show (warm cache): {tool * 1000:.1f} ms median of {runs}")
        print(f"sqlite3 SELECT of the same row: {base * 1000:.1f} ms median of {runs}")
        print(f"ratio: {tool / base:.2f}x")


if __name__ == "__main__":
    main()
