"""Lookup answers made from one real answer, and a loopback Lookup server that serves them: what
the bulk-refresh scripts fill a cache with and refresh it against.

Each made app is the template (the first result of a real lookup answer) with its own id, name,
bundle id and US store link. The server answers a lookup of many ids with every one of them, as
the store does, after `Lookup.delay` seconds, and counts the requests.
"""

import copy
import http.server
import json
import pathlib
import threading
import time
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent
TEMPLATE = ROOT.parent / "shared" / "fixtures" / "itunes" / "lookup" / "284882215.json"


def template():
    return json.loads(TEMPLATE.read_text())["results"][0]


def app(template, track_id):
    result = copy.copy(template)
    result["trackId"] = track_id
    result["trackName"] = f"App {track_id}"
    result["bundleId"] = f"com.example.app{track_id}"
    result["trackViewUrl"] = f"https://apps.apple.com/us/app/app/id{track_id}?uo=4"
    return result


def answer(template, ids):
    results = [app(template, track_id) for track_id in ids]
    return json.dumps({"resultCount": len(results), "results": results})


class Lookup(http.server.BaseHTTPRequestHandler):
    template = None
    delay = 0.0
    requests = 0
    lock = threading.Lock()

    def do_GET(self):
        query = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
        ids = [int(text) for text in query.get("id", [""])[0].split(",") if text.isdigit()]
        with Lookup.lock:
            Lookup.requests += 1
        time.sleep(Lookup.delay)
        body = answer(Lookup.template, ids).encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def start_server(delay=0.0):
    """A running Lookup server on an ephemeral loopback port, and its endpoint."""
    Lookup.template = template()
    Lookup.delay = delay
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Lookup)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"
