#!/usr/bin/env python3
"""The web client in a real browser: `appdetail serve` driven by Debian's Chromium through
Playwright, against a loopback store.

Each test opens a page as a person would and checks what the DOM shows and how it changes:
the page's language, keyboard use, store text shown as text with no script run, and a refresh
whose new answer changes one figure changing only the elements its batch update names (a
MutationObserver records every change; no element is rebuilt). Screenshots at a phone's and a
desktop's width go to .build/browser-screenshots/ to be looked at.

Usage: web_client_test.py APPDETAIL_BINARY
"""

import contextlib
import http.server
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright

from fixture_store import APP, ROOT, FixtureStore

SHOTS = ROOT / ".build" / "browser-screenshots"
RECORDER = """
window.__updates = [];
document.addEventListener("appdetail:applied", (event) => window.__updates.push(event.detail));
"""
SETTLED = "(n) => window.__updates.length > n && window.__updates[window.__updates.length - 1]?.settled"


class Server:
    """`appdetail serve` on a free port, over an empty cache, asking `store`."""

    def __init__(self, binary, store, *arguments):
        self.cache = tempfile.mkdtemp(prefix="appdetail-web-")
        environment = dict(os.environ, APPDETAIL_CACHE_DIR=self.cache, APPDETAIL_ENDPOINT=store.endpoint)
        self.process = subprocess.Popen(
            [binary, "serve", *arguments], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=environment)
        printed = [self.process.stdout.readline() for _ in range(3)]
        addresses = [line.strip() for line in printed if line.startswith("http://127.0.0.1:")]
        if not addresses:
            raise AssertionError(f"serve printed {printed!r}; stderr: {self.process.stderr.read()}")
        self.address = addresses[0]

    def stop(self):
        self.process.send_signal(2)  # Ctrl-C
        status = self.process.wait(timeout=20)
        shutil.rmtree(self.cache, ignore_errors=True)
        assert status == 0, f"serve exited {status} on Ctrl-C"


@contextlib.contextmanager
def serving(binary, *arguments, record=None):
    """A loopback store (its record changed by `record` first) and `appdetail serve` asking it,
    started with `arguments`; both stopped when the test is done."""
    store = FixtureStore()
    if record:
        store.update(**record)
    server = Server(binary, store, *arguments)
    try:
        yield store, server
    finally:
        server.stop()
        store.close()


def open_page(browser, url, width, height=900):
    page = browser.new_page(viewport={"width": width, "height": height})
    page.add_init_script(RECORDER)
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(url)
    page.wait_for_function(SETTLED, arg=0, timeout=20_000)
    return page, dialogs


def test_refresh_changes_only_what_changed(browser, binary):
    with serving(binary, "--country", "us", "--timeout", "3") as (store, server):
        # A server outlives --timeout: each request is bounded, not the time since it started.
        time.sleep(3.5)
        page, _ = open_page(browser, f"{server.address}app/{APP}?store=us", 1280)
        assert page.evaluate("document.documentElement.lang") == "en"
        page.screenshot(path=str(SHOTS / "page-desktop.png"), full_page=False)
        page.evaluate("""() => {
            window.__before = [...document.querySelectorAll("#page li[data-key]")];
            window.__sections = [...document.querySelectorAll("#page > section")];
            window.__mutations = [];
            new MutationObserver((records) => {
                for (const record of records) {
                    const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
                    if (record.type === "childList" && node.matches("ol.items")) {
                        // An item inserted into or removed from its section's list.
                        for (const added of record.addedNodes) window.__mutations.push({ added: added.dataset.key });
                        for (const removed of record.removedNodes) window.__mutations.push({ removed: removed.dataset.key });
                        continue;
                    }
                    const item = node.closest("li[data-key]");
                    window.__mutations.push({
                        key: item ? item.dataset.key : null,
                        place: item ? null : (node.id || node.tagName + "." + node.className),
                    });
                }
            }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        }""")
        before = page.evaluate("window.__updates.length")
        # One figure and one screenshot change: the second picture is a new one.
        shots = list(store.record["screenshotUrls"])
        old_shot, shots[1] = shots[1], shots[1].replace("screen_2", "screen_2_new")
        store.update(userRatingCount=store.record["userRatingCount"] + 123_456, screenshotUrls=shots)
        for _ in range(6):  # the keyboard: to the Refresh button, then Enter
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.id") == "refresh":
                break
        assert page.evaluate("document.activeElement.id") == "refresh", "Tab never reaches Refresh"
        page.keyboard.press("Enter")
        page.wait_for_function(SETTLED, arg=before, timeout=20_000)
        page.wait_for_timeout(300)  # anything late would be recorded too
        updates = page.evaluate(f"window.__updates.slice({before})")
        mutations = page.evaluate("window.__mutations")
        reloaded = {reload["key"] for update in updates for reload in update["reloadItems"]}
        placed = {p["key"] for update in updates for p in update["placeItems"]}
        deleted = {k for update in updates for k in update["deleteItems"]}
        moved_sections = [s for update in updates for s in update["placeSections"] + update["deleteSections"]]
        assert "badge:ratings" in reloaded, f"the ratings badge was not reloaded: {sorted(reloaded)}"
        new_shot = next(iter(placed), "")
        assert len(placed) == 1 and shots[1] in new_shot, f"the new screenshot was not inserted alone: {placed}"
        assert len(deleted) == 1 and old_shot in next(iter(deleted)), f"the old one was not deleted alone: {deleted}"
        assert not moved_sections, f"a section moved: {moved_sections}"
        touched = {m["key"] for m in mutations if m.get("key")}
        assert touched == reloaded, f"changed {sorted(touched)}, the batch named {sorted(reloaded)}"
        added = {m["added"] for m in mutations if "added" in m}
        removed = {m["removed"] for m in mutations if "removed" in m}
        assert added == placed and removed == deleted, f"inserted {added}, removed {removed}"
        elsewhere = {m["place"] for m in mutations if "place" in m and not m["key"]} - {"status", "notes"}
        assert not elsewhere, f"nodes outside the batch changed: {elsewhere}"
        kept = page.evaluate("""(gone) => window.__before.every((n) => n.isConnected || n.dataset.key === gone)
            && window.__sections.every((n) => n.isConnected)""", next(iter(deleted)))
        assert kept, "an element was rebuilt instead of updated"
        badge = page.inner_text('li[data-key="badge:ratings"]')
        page.screenshot(path=str(SHOTS / "page-desktop-refreshed.png"))
        page.click("#follow")
        page.wait_for_function("() => document.getElementById('follow').getAttribute('aria-pressed') === 'true'", timeout=30_000)
        page.close()
        watch, _ = open_page(browser, f"{server.address}watch", 1280)
        rows = watch.evaluate("[...document.querySelectorAll('#page li[data-key]')].map((row) => row.dataset.key)")
        assert rows == [f"{APP} us"], f"the watch list shows {rows}"
        watch.screenshot(path=str(SHOTS / "watch-list-desktop.png"))
        watch.click(f'li[data-key="{APP} us"] a.name')
        watch.wait_for_function(SETTLED, arg=0, timeout=20_000)
        assert watch.url.endswith(f"/app/{APP}?store=us"), watch.url
        assert watch.get_attribute("#follow", "aria-pressed") == "true"
        watch.close()
        history, _ = open_page(browser, f"{server.address}app/{APP}/history?store=us&days=30", 1280)
        charts = history.evaluate("document.querySelectorAll('#page svg.trend').length")
        assert charts >= 1, "the history draws no chart"
        assert history.get_attribute('nav.links a[aria-current="page"]', "href").endswith("days=30")
        history.screenshot(path=str(SHOTS / "history-desktop.png"), full_page=True)
        history.set_viewport_size({"width": 390, "height": 844})
        history.screenshot(path=str(SHOTS / "history-phone.png"))
        history.close()
        print(f"ok: the history draws {charts} charts over the chosen range")
        phone, _ = open_page(browser, f"{server.address}app/{APP}?store=us", 390, 844)
        phone.screenshot(path=str(SHOTS / "page-phone.png"))
        phone.close()
        print(f"ok: followed from the page; the watch list shows it and links back")
        print(f"ok: a refresh reloaded {len(reloaded)} items ({', '.join(sorted(reloaded))}) and replaced one "
              f"screenshot; badge now {badge!r}")


def test_search_as_you_type(browser, binary):
    with serving(binary, "--country", "us") as (store, server):
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.add_init_script(RECORDER)
        page.goto(server.address)
        page.wait_for_function("() => window.__updates.length > 0", timeout=20_000)
        assert page.evaluate("document.activeElement.id") == "search", "the field does not have the focus"
        page.keyboard.type("duolingo", delay=40)
        page.wait_for_selector(f'#page li[data-key="app:{APP}"]', timeout=20_000)
        page.screenshot(path=str(SHOTS / "search-phone.png"))
        page.keyboard.press("Tab")  # from the field to the first result's link
        focused = page.evaluate("document.activeElement.closest('li[data-key]')?.dataset.key")
        assert focused == f"app:{APP}", f"Tab from the field reached {focused}"
        page.keyboard.press("Enter")
        page.wait_for_url(f"**/app/{APP}?store=us", timeout=20_000)
        page.close()
        print("ok: typing searches as you type; the result opens the app's page from the keyboard")


def test_another_site_cannot_act(browser, binary):
    """A page of another site (another origin on this machine) posts to the server and tries to
    read its pages: nothing is followed, nothing is read."""
    with serving(binary, "--country", "us") as (store, server):
        attack_from_another_site(browser, server)


def attack_from_another_site(browser, server):
    """Serves the attacking page from another origin, lets Chromium run it, and checks the
    watch list is still empty."""
    target = server.address.rstrip("/")
    attack = f"""<!doctype html><html><body><form id="f" method="post" action="{target}/follow?app={APP}&store=us"></form>
<script>
window.results = {{}};
fetch("{target}/follow?app={APP}&store=us", {{ method: "POST", mode: "no-cors" }})
  .then(() => window.results.post = "sent").catch(() => window.results.post = "blocked");
fetch("{target}/app/{APP}?store=us").then((r) => r.text())
  .then((t) => window.results.read = t.includes("appdetail-token") ? "read" : "empty")
  .catch(() => window.results.read = "blocked");
</script></body></html>""".encode()

    class Attacker(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(attack)))
            self.end_headers()
            self.wfile.write(attack)

        def log_message(self, *args):
            pass

    site = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Attacker)
    threading.Thread(target=site.serve_forever, daemon=True).start()
    try:
        page = browser.new_page()
        page.goto(f"http://localhost:{site.server_address[1]}/")
        page.wait_for_function("() => window.results.post && window.results.read", timeout=20_000)
        results = page.evaluate("window.results")
        assert results["read"] == "blocked", f"another site read a page: {results}"
        page.evaluate("document.getElementById('f').submit()")
        page.wait_for_load_state()
        page.close()
        watch, _ = open_page(browser, f"{server.address}watch", 1280)
        rows = watch.evaluate("document.querySelectorAll('#page li[data-key]').length")
        assert rows == 0, "another site followed an app"
        watch.close()
        print(f"ok: another site's posts follow nothing and it cannot read a page ({results})")
    finally:
        site.shutdown()


def test_store_text_is_text(browser, binary):
    hostile = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">'
    record = dict(
        trackName=hostile + " \u202eevil\u202c \x1b[31mred",
        sellerName='<a href="javascript:window.__pwned = 3">seller</a>',
        description="javascript:alert(4) <iframe src=https://example.com></iframe>")
    with serving(binary, "--country", "us", record=record) as (store, server):
        page, dialogs = open_page(browser, f"{server.address}app/{APP}?store=us", 1280)
        title = page.inner_text("#page h1")
        assert "<script>" in title, f"the name is not shown as text: {title!r}"
        assert page.evaluate("window.__pwned") is None, "a script from the store ran"
        assert not dialogs, f"a dialog opened: {dialogs}"
        assert page.evaluate("document.querySelectorAll('#page script, #page iframe, #page img[src=x]').length") == 0
        links = page.evaluate("[...document.querySelectorAll('#page a')].map((a) => a.href)")
        assert not [link for link in links if link.lower().startswith("javascript:")], links
        page.screenshot(path=str(SHOTS / "page-hostile.png"))
        print("ok: the hostile listing shows as text, no script ran, no javascript: link")


def test_another_stores_language(browser, binary):
    with serving(binary, "--country", "kr") as (store, server):
        page, _ = open_page(browser, f"{server.address}app/{APP}", 390, 844)
        assert page.evaluate("document.documentElement.lang") == "ko"
        assert page.inner_text("#refresh") == "새로 고침"
        titles = page.evaluate("[...document.querySelectorAll('#page h2')].map((h) => h.textContent)")
        assert "평가 및 리뷰" in titles, titles
        page.screenshot(path=str(SHOTS / "page-phone-ko.png"))
        print(f"ok: the kr page is in Korean ({', '.join(titles[:3])}, …)")
        # Around the world, from the page's link: the storefronts in their regions, in Korean.
        page.get_by_role("link", name="전 세계").click()
        page.wait_for_url("**/world?**")
        # Every storefront is the link's choice; three are enough here.
        page.goto(f"{server.address}app/{APP}/world?countries=kr,jp,us")
        page.wait_for_function(SETTLED, arg=0, timeout=20_000)
        regions = page.evaluate("[...document.querySelectorAll('#page h2')].map((h) => h.textContent)")
        assert regions == ["아시아 태평양", "미국 및 캐나다"], regions
        rows = page.evaluate("[...document.querySelectorAll('#page li.item-storefront')].map((li) => li.dataset.key)")
        assert sorted(rows) == ["jp", "kr", "us"], rows
        page.screenshot(path=str(SHOTS / "world-phone-ko.png"), full_page=True)
        print(f"ok: the world page shows {len(rows)} storefronts under {', '.join(regions)}")


def main():
    binary = os.path.abspath(sys.argv[1])
    SHOTS.mkdir(parents=True, exist_ok=True)
    chromium = shutil.which("chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        try:
            tests = (
                test_refresh_changes_only_what_changed, test_search_as_you_type, test_another_site_cannot_act,
                test_store_text_is_text, test_another_stores_language)
            chosen = sys.argv[2:]  # names of tests to run, all when none
            for test in tests:
                if not chosen or test.__name__ in chosen:
                    test(browser, binary)
        finally:
            browser.close()


if __name__ == "__main__":
    main()
