#!/usr/bin/env python3
"""Measures following apps in every storefront within a request budget, with the built binary and
a loopback store that enforces one:

The store answers a lookup of any ids in any storefront (every id sold everywhere, each with a
record made from a real lookup), has no App Store page (404) and empty chart and review feeds,
and refuses with 429 any request beyond its own token bucket — `RATE` a minute, 5 at once, the
shape of the App Store's documented limit, made faster so a run takes minutes, not hours. The
tool is given the same budget (`APPDETAIL_RATE`), so a refusal would mean it broke its budget.

1. One app followed in all 175 storefronts: `track add 389801252 --countries all` — lookups sent
   (the floor is 175), refusals.
2. 1,000 apps followed in all 175 storefronts: `track add <1,000 ids> --countries all` — lookups
   (floor ⌈1,000 ÷ 200⌉ × 175 = 875), refusals, wall time against the budget's minimum for the
   requests sent ((requests − 5) ÷ rate), largest resident set.
3. The next day, `track run --max-requests 1750`: the 875 listings at the floor, then App Store
   pages, charts and reviews in rotation up to the bound — the same figures.
4. The day after, the same run killed (SIGKILL) half way and run again: the day's lookups in all
   (at most the floor plus one per storefront in flight, here one at a time), refusals.

Usage (from the repository root, after `bash scripts/build_release.sh`):
    python3 scripts/world_budget.py [rate] [binary]
"""

import http.server
import json
import os
import pathlib
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent
TEMPLATE = ROOT.parent / "shared" / "fixtures" / "itunes" / "lookup" / "284882215.json"
RECORD = json.loads(TEMPLATE.read_text())["results"][0]
# One record encoded once, its id, name and address filled in per app: the store's own cost per
# answer (200 records, 800 KB) stays a few milliseconds, far below the tool's.
SENTINEL = 987654321987
ENCODED = json.dumps(dict(
    RECORD, trackId=SENTINEL, trackName=f"App {SENTINEL}",
    trackViewUrl=f"https://apps.apple.com/COUNTRY/app/id{SENTINEL}"))
BURST = 5


class Bucket:
    """The store's own limit: `rate` a minute, `BURST` at once; a request without a token is refused."""

    def __init__(self, rate):
        self.rate, self.tokens, self.at = rate / 60.0, float(BURST), time.monotonic()
        self.lock = threading.Lock()

    def take(self):
        with self.lock:
            now = time.monotonic()
            self.tokens = min(BURST, self.tokens + (now - self.at) * self.rate)
            self.at = now
            if self.tokens >= 1:
                self.tokens -= 1
                return True
            return False


class Store(http.server.BaseHTTPRequestHandler):
    bucket = None
    counts = {"requests": 0, "refused": 0, "lookups": 0}
    lock = threading.Lock()
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def handle(self):
        try:
            super().handle()
        except ConnectionResetError:
            pass  # the tool killed half way

    def send(self, status, body=b"", headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urllib.parse.urlparse(self.path)
        query = urllib.parse.parse_qs(url.query)
        with Store.lock:
            Store.counts["requests"] += 1
        if not Store.bucket.take():
            with Store.lock:
                Store.counts["refused"] += 1
            return self.send(429, headers=[("Retry-After", "2")])
        if url.path == "/lookup" and "id" in query:
            with Store.lock:
                Store.counts["lookups"] += 1
            country = query.get("country", ["us"])[0].lower()
            ids = [str(int(text)) for text in query["id"][0].split(",")]
            template = ENCODED.replace("/COUNTRY/", f"/{country}/")
            records = ",".join(template.replace(str(SENTINEL), text) for text in ids)
            body = f'{{"resultCount": {len(ids)}, "results": [{records}]}}'.encode()
            return self.send(200, body, [("Content-Type", "application/json")])
        if "/rss/" in url.path:
            return self.send(200, b'{"feed":{"entry":[]}}', [("Content-Type", "application/json")])
        return self.send(404)


def counts():
    with Store.lock:
        return dict(Store.counts)


def run(binary, arguments, env, kill_after=None):
    """Runs the tool; returns (status, seconds, largest resident set in MB, output tail).

    The resident set is this process's own (wait4), not the largest of every child so far."""
    with tempfile.TemporaryFile() as output:
        start = time.monotonic()
        process = subprocess.Popen([binary] + arguments, env=env, stdout=output, stderr=subprocess.STDOUT)
        killer = threading.Timer(kill_after, process.send_signal, [signal.SIGKILL]) if kill_after else None
        if killer:
            killer.start()
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.monotonic() - start
        if killer:
            killer.cancel()
        process.returncode = os.waitstatus_to_exitcode(status)
        output.seek(0)
        tail = output.read().decode(errors="replace").strip().splitlines()[-2:]
    return process.returncode, seconds, usage.ru_maxrss / 1024, tail


def main():
    rate = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    binary = sys.argv[2] if len(sys.argv) > 2 else str(ROOT / ".build" / "release" / "appdetail")
    Store.bucket = Bucket(rate)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Store)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    scratch = tempfile.mkdtemp(prefix="world-budget-")
    base = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": scratch, "LANG": "C.UTF-8",
        "APPDETAIL_ENDPOINT": f"http://127.0.0.1:{server.server_address[1]}", "APPDETAIL_RATE": str(rate),
    }

    def minimum(requests):
        return max(0, requests - BURST) * 60 / rate

    def step(title, arguments, env, kill_after=None, floor=None):
        was = counts()
        status, seconds, rss, tail = run(binary, arguments, env, kill_after)
        now = counts()
        lookups, sent = now["lookups"] - was["lookups"], now["requests"] - was["requests"]
        refused = now["refused"] - was["refused"]
        ratio = seconds / minimum(sent) if minimum(sent) else float("nan")
        print(f"{title}: exit {status}, {lookups} lookups" + (f" (floor {floor})" if floor else "")
              + f", {sent} requests, {refused} refused, {seconds:.1f} s = {ratio:.3f}× the budget's"
              f" minimum ({minimum(sent):.1f} s), largest resident set {rss:.0f} MB")
        for line in tail:
            print("    " + line[:150])
        return lookups

    one = dict(base, APPDETAIL_CACHE_DIR=os.path.join(scratch, "one"), APPDETAIL_NOW="2026-11-20T06:00:00Z")
    step("one app, all storefronts: track add", ["track", "add", "389801252", "--countries", "all"], one,
         floor=175)

    many = dict(base, APPDETAIL_CACHE_DIR=os.path.join(scratch, "many"))
    ids = [str(1_000_000_000 + i) for i in range(1000)]
    step("1,000 apps × 175: track add", ["track", "add"] + ids + ["--countries", "all"],
         dict(many, APPDETAIL_NOW="2026-11-20T06:00:00Z"), floor=875)
    step("next day: track run --max-requests 1750", ["track", "run", "--max-requests", "1750"],
         dict(many, APPDETAIL_NOW="2026-11-21T06:00:00Z"), floor=875)
    day3 = dict(many, APPDETAIL_NOW="2026-11-22T06:00:00Z")
    half = minimum(875) / 2
    first = step(f"day after: the same, killed at {half:.0f} s", ["track", "run", "--max-requests", "1750"], day3,
                 kill_after=half)
    second = step("  and run again", ["track", "run", "--max-requests", "1750"], day3)
    print(f"  the day's lookups in all: {first + second} (floor 875, + 1 in flight at most)")
    server.shutdown()


if __name__ == "__main__":
    main()
