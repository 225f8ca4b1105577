#!/usr/bin/env python3
"""The web client timed in Chromium, as a person's browser runs it (issue 64's figures):

1. The watch list of 100 apps fully shown: from the start of the page's navigation to the
   moment its script has put the 100th row in the page (the `appdetail:applied` event), against
   a baseline timed in the same moments — the first page, `/`, a live page with nothing to show
   (frame, script, stream, one state) — in alternating pairs; medians and the median ratio.
2. How soon an update reaches the page: an app's page is refreshed 1,000 times against a store
   whose figures move each time; for every state the page applies, its `appdetail:applied`
   moment less the state's `emitted` (when the server took it from the view model). Median,
   95th percentile and the largest.
3. Memory over those 1,000 updates: the server's resident set and the page's JavaScript heap
   (after a garbage collection) after the first 100 refreshes and after the last.

The store is `history_timing.py`'s (a lookup of any ids, each app its own figures, which move
when its day does); the 100 apps are followed with `track add` at an unlimited budget
(`APPDETAIL_RATE`), so that the measures wait on no budget. Needs Playwright and Chromium, as
`Tests/Browser/web_client_test.py` does.

Usage: web_browser_timing.py APPDETAIL_BINARY [pairs] [refreshes]
"""

import http.server
import importlib.util
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("history_timing", ROOT / "scripts" / "history_timing.py")
_history = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_history)
Store = _history.Store

APPS = [2_100_000_000 + i for i in range(100)]

# Installed before any page script: each applied state's moment on the wall clock, with its
# `emitted`, its row count and whether it reloaded anything.
RECORDER = """
window.__applied = [];
document.addEventListener("appdetail:applied", (event) => {
  const update = event.detail || {};
  window.__applied.push({
    at: performance.timeOrigin + performance.now(), since: performance.now(),
    emitted: update.emitted, settled: update.settled, reloads: (update.reloadItems || []).length,
    rows: document.querySelectorAll("#page li[data-key]").length,
  });
});
"""


def start_server(binary, environment):
    server = subprocess.Popen([binary, "serve", "--country", "us"], stdout=subprocess.PIPE, text=True,
                              env=environment)
    lines = [server.stdout.readline() for _ in range(3)]
    address = next(line.strip() for line in lines if line.startswith("http://"))
    return server, address


def resident_mib(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def shown_after(page, url, rows):
    """Milliseconds from navigating to `url` to the first applied state with `rows` rows."""
    page.goto(url)
    page.wait_for_function(
        "(rows) => window.__applied.some((a) => a.rows >= rows && a.settled)", arg=rows, timeout=30_000)
    return page.evaluate("(rows) => window.__applied.find((a) => a.rows >= rows && a.settled).since", rows)


def heap_mib(page):
    session = page.context.new_cdp_session(page)
    session.send("HeapProfiler.collectGarbage")
    used = session.send("Runtime.getHeapUsage")["usedSize"]
    session.detach()
    return used / 1024 / 1024


def main():
    binary = os.path.abspath(sys.argv[1])
    pairs = int(sys.argv[2]) if len(sys.argv) > 2 else 11
    refreshes = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="appdetail-web-browser-"))
    store = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Store)
    threading.Thread(target=store.serve_forever, daemon=True).start()
    environment = dict(os.environ, APPDETAIL_CACHE_DIR=str(scratch / "cache"), HOME=str(scratch),
                       APPDETAIL_ENDPOINT=f"http://127.0.0.1:{store.server_port}", APPDETAIL_RATE="60000")
    added = subprocess.run([binary, "track", "add", *map(str, APPS), "--country", "us"], env=environment,
                           capture_output=True, text=True)
    if added.returncode != 0:
        sys.exit(f"track add failed ({added.returncode}): {added.stderr[-400:]}")
    server, address = start_server(binary, environment)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.add_init_script(RECORDER)

            # 1. The watch list of 100 apps against the empty first page, alternating.
            shown_after(page, f"{address}watch", len(APPS))  # warm: the list's rows read once
            lists, floors, ratios = [], [], []
            for _ in range(pairs):
                whole = shown_after(page, f"{address}watch", len(APPS))
                floor = shown_after(page, address, 0)
                lists.append(whole)
                floors.append(floor)
                ratios.append(whole / floor)
            print(f"watch list of {len(APPS)} apps, fully shown in Chromium ({pairs} alternating pairs):")
            print(f"  /watch, 100 rows:         median {statistics.median(lists):.0f} ms "
                  f"(largest {max(lists):.0f} ms; target 1,000 ms)")
            print(f"  /, the empty first page:  median {statistics.median(floors):.0f} ms")
            print(f"  ratio (median of pairs):  {statistics.median(ratios):.2f}x")

            # 2 and 3. An app's page refreshed against moving figures.
            shown_after(page, f"{address}app/{APPS[0]}?store=us", 1)
            page.evaluate("window.__applied = []")
            before_server = before_heap = None
            applied = []
            for number in range(1, refreshes + 1):
                Store.day += 1
                seen = page.evaluate("window.__applied.length")
                page.click("#refresh")
                page.wait_for_function(
                    "(seen) => window.__applied.length > seen && window.__applied[window.__applied.length - 1].settled",
                    arg=seen, timeout=30_000)
                if number == min(100, refreshes // 2):
                    time.sleep(1)
                    # The recorder's own entries leave the page before its heap is measured.
                    applied += page.evaluate("window.__applied.splice(0)")
                    before_server, before_heap = resident_mib(server.pid), heap_mib(page)
            time.sleep(1)
            applied += page.evaluate("window.__applied.splice(0)")
            after_server, after_heap = resident_mib(server.pid), heap_mib(page)
            latencies = sorted(a["at"] - a["emitted"] for a in applied if a.get("emitted"))
            changed = sorted(a["at"] - a["emitted"] for a in applied if a.get("emitted") and a["reloads"] > 0)
            print(f"{refreshes} refreshes of an app's page, {len(latencies)} states applied:")
            for label, values in (("every state", latencies), ("states reloading items", changed)):
                if values:
                    print(f"  {label} ({len(values)}), emitted -> in the page: median "
                          f"{statistics.median(values):.1f} ms, 95th percentile {values[int(len(values) * 0.95)]:.1f} ms, "
                          f"largest {values[-1]:.1f} ms (target 100 ms)")
            print(f"  server memory: {before_server:.1f} MiB after {min(100, refreshes // 2)} refreshes, {after_server:.1f} MiB after "
                  f"{refreshes} ({after_server - before_server:+.1f} MiB)")
            print(f"  page's JavaScript heap: {before_heap:.2f} MiB after {min(100, refreshes // 2)}, {after_heap:.2f} MiB after "
                  f"{refreshes} ({after_heap - before_heap:+.2f} MiB)")
            browser.close()
    finally:
        server.send_signal(2)
        server.wait(timeout=30)
        store.shutdown()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
