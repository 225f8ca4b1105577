#!/usr/bin/env python3
"""Times laying out and JSON-escaping a huge description, to show the cost grows linearly.

For a one-word text and a CJK text of 100 KB and 1 MB, an answer with that description is
imported into a fresh cache, then `appdetail show --offline --full` (text, 80 columns) and
`--format json` run as whole processes; the table gives medians of 5 runs, and the growth from
100 KB to 1 MB of the time above the floor (the same commands for the real 4 KB description,
measured in the same way): 10× means linear; the quadratic wrap this replaced grew about 100×.
A text page shows at most 20,000 characters of a field, so its layout stops growing early; the
decoding, sanitizing and JSON escaping of the whole text remain.

Usage (from the repository root, after `bash scripts/build_release.sh`):
    python3 scripts/long_text_timing.py [binary]
"""

import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURE = ROOT.parent / "shared" / "fixtures" / "itunes" / "lookup" / "284882215.json"
TEXTS = {"one word": "a", "CJK": "漢字かな"}


def median_seconds(command, env, runs=5):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    binary = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / ".build" / "release" / "appdetail"
    answer = json.loads(FIXTURE.read_text(encoding="utf-8"))
    original = answer["results"][0]["description"]
    print("| text | size | text page | JSON | text growth above floor | JSON growth above floor |")
    print("|---|---:|---:|---:|---:|---:|")
    floor = None
    for name, unit in [("real", None)] + list(TEXTS.items()):
        previous = None
        for size in (100_000, 1_000_000) if unit else (len(original.encode("utf-8")),):
            count = size // len(unit.encode("utf-8")) if unit else 1
            answer["results"][0]["description"] = unit * count if unit else original
            with tempfile.TemporaryDirectory() as cache:
                env = dict(os.environ, APPDETAIL_CACHE_DIR=cache, APPDETAIL_ENDPOINT="http://127.0.0.1:9")
                saved = pathlib.Path(cache) / "answer.json"
                saved.write_text(json.dumps(answer, ensure_ascii=False), encoding="utf-8")
                subprocess.run([binary, "cache", "import", saved], env=env, check=True, stdout=subprocess.DEVNULL)
                show = [binary, "show", "284882215", "--offline"]
                text = median_seconds(show + ["--full", "--width", "80"], env)
                escaped = median_seconds(show + ["--format", "json"], env)
            if floor is None:
                floor = (text, escaped)
            growth = ("", "")
            if previous is not None:
                growth = tuple(
                    f"{(now - base) / max(before - base, 1e-4):.1f}×"
                    for now, before, base in zip((text, escaped), previous, floor))
            print(f"| {name} | {size / 1000:.0f} KB | {text * 1000:.0f} ms | {escaped * 1000:.0f} ms | {growth[0]} | {growth[1]} |")
            previous = (text, escaped)


if __name__ == "__main__":
    main()
