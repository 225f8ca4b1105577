"""A loopback App Store for the browser tests: the answers `scripts/warm_show_timing.py` serves
(Duolingo's real ones from the shared fixtures), with the lookup's one record changed as a test
says (a rating count, a hostile name) before the page asks again."""

import http.server
import importlib.util
import json
import pathlib
import threading

ROOT = pathlib.Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("warm_show_timing", ROOT / "scripts" / "warm_show_timing.py")
_answers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_answers)
APP = 570060128


class _Store(_answers.Store):
    """The same answers, and a search that finds the app for any term with "duo" in it."""

    def do_GET(self):
        if self.path.startswith("/search") and "duo" in self.path.lower():
            body = _answers.APPS[str(APP)]["lookup"]
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()


class FixtureStore:
    """The store, on a free port of 127.0.0.1."""

    def __init__(self):
        self.record = _answers.duolingo_record()
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Store)
        self.endpoint = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.update()
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def update(self, **fields):
        """Changes the record's `fields` for every later lookup."""
        self.record.update(fields)
        answer = {"resultCount": 1, "results": [self.record]}
        _answers.APPS[str(APP)]["lookup"] = json.dumps(answer).encode()

    def close(self):
        self.server.shutdown()
