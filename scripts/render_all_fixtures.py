#!/usr/bin/env python3
"""Renders every shared lookup fixture with the built binary, so that a change meant to keep
behaviour (a restructure) can be shown to keep every byte of output.

Each answer is imported into a cache of its own and shown offline as text at 40, 80 and 120
columns and as JSON, with a fixed clock and no terminal; standard output, standard error and the
exit status of each run go into `<out>/<id>.txt`. The last line printed is one SHA-256 over all
of them: equal before and after means byte-identical output. `diff -r before after` names the
fixtures that differ.

Usage (from the repository root, after `swift build`):
    python3 scripts/render_all_fixtures.py <out-dir> [binary]
"""

import hashlib
import os
import pathlib
import subprocess
import sys
import tempfile

FIXTURES = pathlib.Path(__file__).resolve().parent.parent.parent / "shared/fixtures/itunes/lookup"
RUNS = [["--width", "40"], ["--width", "80"], ["--width", "120"], ["--format", "json"]]


def render(binary: str, fixture: pathlib.Path, scratch: pathlib.Path) -> str:
    cache = scratch / fixture.stem
    environment = {
        "APPDETAIL_CACHE_DIR": str(cache), "APPDETAIL_NOW": "2026-11-22T12:00:00Z",
        "APPDETAIL_ENDPOINT": "http://127.0.0.1:9", "HOME": str(scratch), "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8", "TERM": "dumb",
    }
    parts = []
    imported = subprocess.run(
        [binary, "cache", "import", str(fixture)], env=environment, capture_output=True, text=True)
    parts.append(f"## import: {imported.returncode}\n{imported.stdout}{imported.stderr}")
    for extra in RUNS:
        # Offline with no store named: the one store whose cache holds the app.
        shown = subprocess.run(
            [binary, "show", fixture.stem, "--offline", "--full", *extra],
            env=environment, capture_output=True, text=True)
        parts.append(f"## show {' '.join(extra)}: {shown.returncode}\n{shown.stdout}## stderr\n{shown.stderr}")
    return "".join(parts)


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__)
        return 64
    out = pathlib.Path(sys.argv[1])
    binary = sys.argv[2] if len(sys.argv) > 2 else ".build/debug/appdetail"
    if not os.access(binary, os.X_OK):
        print(f"{binary} is not an executable; run `swift build` first or name the binary.")
        return 66
    if not FIXTURES.is_dir():
        print(f"no fixtures at {FIXTURES}: the shared folder must be beside the checkout.")
        return 66
    out.mkdir(parents=True, exist_ok=True)
    total = hashlib.sha256()
    with tempfile.TemporaryDirectory(prefix="appdetail-render-") as scratch:
        fixtures = sorted(FIXTURES.glob("*.json"))
        for fixture in fixtures:
            text = render(binary, fixture, pathlib.Path(scratch))
            (out / f"{fixture.stem}.txt").write_text(text, encoding="utf-8")
            total.update(fixture.stem.encode() + b"\0" + text.encode("utf-8") + b"\0")
    print(f"{len(fixtures)} fixtures, {len(fixtures) * len(RUNS)} renderings in {out}")
    print(f"sha256 {total.hexdigest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
