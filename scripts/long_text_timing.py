#!/usr/bin/env python3
"""Times laying out and JSON-escaping a huge description, to show the cost grows linearly.

For a one-word text and a CJK text of 100 KB and 1 MB, an answer with that description is
imported into a fresh cache, then `appdetail show --offline --full` (text, 80 columns) and
`--format json` run as whole processes; the table gives medians of 5 runs and the 1 MB / 100 KB
growth (10 means linear; the quadratic wrap this replaced grew about 100×).

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
    print("| text | size | text layout | JSON | layout growth | JSON growth |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, unit in TEXTS.items():
        previous = None
        for size in (100_000, 1_000_000):
            count = size // len(unit.encode("utf-8"))
            answer["results"][0]["description"] = unit * count
            with tempfile.TemporaryDirectory() as cache:
                env = dict(os.environ, APPDETAIL_CACHE_DIR=cache, APPDETAIL_ENDPOINT="http://127.0.0.1:9")
                saved = pathlib.Path(cache) / "answer.json"
                saved.write_text(json.dumps(answer, ensure_ascii=False), encoding="utf-8")
                subprocess.run([binary, "cache", "import", saved], env=env, check=True, stdout=subprocess.DEVNULL)
                show = [binary, "show", "284882215", "--offline"]
                text = median_seconds(show + ["--full", "--width", "80"], env)
                escaped = median_seconds(show + ["--format", "json"], env)
            growth = ("", "") if previous is None else (f"{text / previous[0]:.1f}×", f"{escaped / previous[1]:.1f}×")
            print(f"| {name} | {size // 1000} KB | {text * 1000:.0f} ms | {escaped * 1000:.0f} ms | {growth[0]} | {growth[1]} |")
            previous = (text, escaped)


if __name__ == "__main__":
    main()
