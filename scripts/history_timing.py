#!/usr/bin/env python3
"""Measures the history as a person uses it, with the built binary and a loopback store:

1. `appdetail history <app> --format csv` with 365 daily observations, warm, as a whole process,
   against `sqlite3` reading the same rows (alternating pairs; the median of the per-pair
   ratios, each command's median beside it);
2. `appdetail track run` of 1,000 followed apps in 2 stores: the listing requests it sends;
   then `track list` of them against `sqlite3` reading the rows it reads (alternating pairs);
3. the largest resident set of `history --format jsonl` over 100,000 observations of one app and
   of `changes` across 1,000 apps (`/usr/bin/time -v`).

The observations are recorded through the tool itself (`cache import` of a day's answer with the
clock set to that day), except the 100,000-observation app, whose rows are copied by SQL from a
recorded one (the command reads them as it reads any).

Usage (from the repository root, after `swift build -c release`):
    python3 scripts/history_timing.py [pairs] [binary]
With `KEEP_SCRATCH=1` in the environment the caches measured are kept and their folder named.
"""

import http.server
import json
import os
import pathlib
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
TEMPLATE = ROOT.parent / "shared" / "fixtures" / "itunes" / "lookup" / "284882215.json"
RECORD = json.loads(TEMPLATE.read_text())["results"][0]


def record(app, day, country="us"):
    """App `app`'s record on day `day`: its counts moving every day, a version a month."""
    r = dict(RECORD)
    r["trackId"] = app
    # Each app its own name and description, as real apps have: no two share a set of texts.
    r["trackName"] = f"{RECORD['trackName']} {app % 100_000}"
    r["description"] = f"App {app}. {RECORD.get('description', '')}"
    r["trackViewUrl"] = f"https://apps.apple.com/{country}/app/id{app}"
    r["userRatingCount"] = 10_000 + app % 1000 * 7 + day * (3 + app % 11)
    r["averageUserRating"] = round(4 + 0.5 * ((day + app) % 17) / 17, 5)
    r["version"] = f"1.{day // 30}"
    r["releaseNotes"] = f"Version 1.{day // 30}: fixes and improvements."
    return r


def answer(records):
    return json.dumps({"resultCount": len(records), "results": records}).encode()


class Store(http.server.BaseHTTPRequestHandler):
    """Lookups of any ids, each answered as day `Store.day`; counts the lookups by store."""

    day = 0
    lookups = []

    def do_GET(self):
        from urllib.parse import urlparse, parse_qs
        url = urlparse(self.path)
        query = parse_qs(url.query)
        if url.path == "/lookup" and "entity" not in query:
            ids = [int(i) for i in query.get("id", [""])[0].split(",") if i]
            country = query.get("country", ["us"])[0]
            Store.lookups.append((country, len(ids)))
            body = answer([record(i, Store.day, country) for i in ids])
        elif "/rss/" in url.path:
            body = b'{"feed":{"entry":[]}}'
        else:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def run(binary, arguments, environment, measure=False):
    command = ["/usr/bin/time", "-v"] + [binary] + arguments if measure else [binary] + arguments
    done = subprocess.run(command, env=environment, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(arguments)} failed ({done.returncode}): {done.stderr[-500:]}")
    if measure:
        return int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr).group(1))
    return done


def main():
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    binary = sys.argv[2] if len(sys.argv) > 2 else str(ROOT / ".build/release/appdetail")
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="appdetail-history-"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Store)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = {
        "APPDETAIL_CACHE_DIR": str(scratch / "cache"), "HOME": str(scratch), "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8", "APPDETAIL_ENDPOINT": f"http://127.0.0.1:{server.server_port}",
    }

    # 1. One app, 365 days, recorded by the tool; then the warm history against sqlite3.
    app = 1_000_000_001
    for day in range(365):
        file = scratch / "day.json"
        file.write_bytes(answer([record(app, day)]))
        moment = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(1_700_000_000 + day * 86_400))
        run(binary, ["cache", "import", str(file)], dict(base, APPDETAIL_NOW=moment))
    database = scratch / "cache" / "cache.sqlite"
    query = (f"SELECT l.*, t.* FROM history_listing l JOIN history_texts t ON t.id = l.texts "
             f"WHERE l.track_id = {app} AND l.country = 'us' ORDER BY l.observed_at")
    tool_times, floor_times, ratios = [], [], []
    for _ in range(pairs):
        began = time.perf_counter()
        run(binary, ["history", str(app), "--country", "us", "--format", "csv"], base)
        tool = time.perf_counter() - began
        began = time.perf_counter()
        subprocess.run(["sqlite3", str(database), query], capture_output=True, check=True)
        floor = time.perf_counter() - began
        tool_times.append(tool)
        floor_times.append(floor)
        ratios.append(tool / floor)
    rows = subprocess.run(["sqlite3", str(database), f"SELECT count(*) FROM history_listing WHERE track_id = {app}"],
                          capture_output=True, text=True).stdout.strip()
    print(f"history of one app, {rows} observation rows (365 days), warm, {pairs} alternating pairs:")
    print(f"  appdetail history --format csv: median {statistics.median(tool_times) * 1000:.1f} ms")
    print(f"  sqlite3 reading the same rows:  median {statistics.median(floor_times) * 1000:.1f} ms")
    print(f"  ratio (median of pairs): {statistics.median(ratios):.2f}x")

    # 2. 1,000 followed apps in 2 stores, one track run.
    ids = [2_000_000_000 + i for i in range(500)]
    for country in ("us", "kr"):
        run(binary, ["track", "add"] + [str(i) for i in ids] + ["--country", country],
            dict(base, APPDETAIL_NOW="2024-01-01T06:00:00Z"))
    Store.lookups.clear()
    Store.day = 1
    run(binary, ["track", "run"], dict(base, APPDETAIL_NOW="2024-01-02T06:00:00Z"))
    print(f"track run of 1,000 followed apps in 2 stores: {len(Store.lookups)} listing requests "
          f"({', '.join(f'{c} {n} ids' for c, n in Store.lookups)})")

    # 2b. The watch list at a glance against sqlite3 reading the rows it reads: each followed
    # app's month of observations (from the moment `track list` is run at), their sets of texts
    # and the texts themselves.
    moment = 1_704_178_800_000  # 2024-01-02T07:00:00Z, in milliseconds as the history keeps it
    texts = ["name", "developer", "version", "release_notes", "description", "genre", "age_rating",
             "languages", "screenshots", "icon", "currency", "version_date"]
    since = moment - 31 * 86_400_000
    month = ("FROM watch_list w JOIN history_listing l ON l.track_id = w.track_id AND l.country = w.country"
             f" WHERE l.last_seen_at >= {since}")
    # The observations, then each set of texts they use once with its texts (as the tool reads a
    # set once however many observations share it).
    glance = (
        f"SELECT w.*, l.* {month} ORDER BY w.country, w.track_id, l.observed_at; "
        "SELECT t.*, " + ", ".join(f"x{i}.body" for i in range(len(texts))) +
        f" FROM history_texts t " +
        " ".join(f"LEFT JOIN history_text x{i} ON x{i}.id = t.{c}" for i, c in enumerate(texts)) +
        f" WHERE t.id IN (SELECT l.texts {month})")
    list_times, list_floor, list_ratios = [], [], []
    listing_env = dict(base, APPDETAIL_NOW="2024-01-02T07:00:00Z")
    for _ in range(pairs):
        began = time.perf_counter()
        run(binary, ["track", "list", "--width", "80"], listing_env)
        tool = time.perf_counter() - began
        began = time.perf_counter()
        subprocess.run(["sqlite3", str(database), glance], capture_output=True, check=True)
        floor = time.perf_counter() - began
        list_times.append(tool)
        list_floor.append(floor)
        list_ratios.append(tool / floor)
    print(f"track list of 1,000 followed apps, {pairs} alternating pairs:")
    print(f"  appdetail track list: median {statistics.median(list_times) * 1000:.1f} ms")
    print(f"  sqlite3 reading the same rows: median {statistics.median(list_floor) * 1000:.1f} ms")
    print(f"  ratio (median of pairs): {statistics.median(list_ratios):.2f}x")

    # 3. Memory at 100,000 observations: one app's rows made by copying a recorded one's.
    big = 3_000_000_001
    subprocess.run(["sqlite3", str(database), f"""
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < 100000)
        INSERT INTO history_listing (track_id, country, observed_at, last_seen_at, listed, rating_average,
            rating_count, price, size_bytes, texts)
        SELECT {big}, 'us', 1600000000000 + i * 3600000, 1600000000000 + i * 3600000, 1, 4.5, 1000 + i, 0, 1000000,
            (SELECT texts FROM history_listing WHERE track_id = {app} LIMIT 1) FROM n"""], check=True)
    export = run(binary, ["history", str(big), "--country", "us", "--format", "jsonl"], base, measure=True)
    text = run(binary, ["history", str(big), "--country", "us", "--width", "80"], base, measure=True)
    changes = run(binary, ["changes", "--since", "2000-01-01", "--format", "jsonl"], base, measure=True)
    print("largest resident set at 100,000 observations of one app:")
    print(f"  history --format jsonl: {export / 1024:.1f} MB; history (text): {text / 1024:.1f} MB; "
          f"changes (every app): {changes / 1024:.1f} MB")
    server.shutdown()
    if os.environ.get("KEEP_SCRATCH"):
        print(f"(the caches measured are kept in {scratch})")
    else:
        subprocess.run(["rm", "-rf", str(scratch)])


if __name__ == "__main__":
    main()
