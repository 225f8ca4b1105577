#!/usr/bin/env python3
"""Runs every benchmark once and prints the README tables: medians, ratios to the baselines
measured in the same run, and the targets of issues 3 (diffing) and 4 (the Data layer).

Usage (from the repository root): python3 Benchmarks/report.py
"""

import csv
import pathlib
import re
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
SCALE = {"ns": 1e-3, "μs": 1.0, "us": 1.0, "ms": 1e3, "s": 1e6, "": 1.0, "K": 1e3, "M": 1e6, "G": 1e9}


def medians(folder):
    """{benchmark: {metric: median}}; times in μs, counts and bytes as plain numbers."""
    result = {}
    for path in folder.glob("*.histogram.percentiles.tsv"):
        match = re.match(r"Current_run\.\w+Benchmarks\.(.+)\.(\w+)\.histogram\.percentiles\.tsv", path.name)
        if not match:
            continue
        name, metric = match.group(1).replace("_", " "), match.group(2)
        with path.open(encoding="utf-8") as handle:
            rows = list(csv.reader(handle, delimiter="\t"))
        unit = re.search(r"\((μs|us|ns|ms|s|K|M|G)\)", rows[0][1])
        factor = SCALE[unit.group(1) if unit else ""]
        value = next(float(v) for p, v in rows[1:] if p == "50")
        result.setdefault(name, {})[metric] = value * factor
    return result


def main():
    with tempfile.TemporaryDirectory() as temp:
        subprocess.run(
            ["swift", "package", "--allow-writing-to-directory", temp, "benchmark",
             "--format", "histogramPercentiles", "--path", temp],
            cwd=HERE, check=True, stdout=subprocess.DEVNULL,
        )
        data = medians(pathlib.Path(temp))

    def get(name, metric):
        return data.get(name, {}).get(metric)

    print("| workload | form | median time | mallocs | peak memory Δ | × stdlib time |")
    print("|---|---|---:|---:|---:|---:|")
    for workload in ["flat 1000", "flat 10000", "flat 100000", "sectioned 100x1000"]:
        baseline = get(f"{workload} · stdlib difference", "wallClock")
        for form in ["DiffableSections batch", "DiffableSections staged", "stdlib difference"]:
            name = f"{workload} · {form}"
            if name not in data:
                continue
            time = get(name, "wallClock")
            ratio = f"{time / baseline:.3f}" if baseline else "— (Myers is O(n·d); not run)"
            print(f"| {workload} | {form.replace('DiffableSections ', '')} | {time / 1000:.2f} ms "
                  f"| {get(name, 'mallocCountTotal'):,.0f} | {get(name, 'peakMemoryResidentDelta') / 1e6:.1f} MB | {ratio} |")

    flat_10k = get("flat 10000 · DiffableSections batch", "wallClock")
    flat_100k = get("flat 100000 · DiffableSections batch", "wallClock")
    sectioned = get("sectioned 100x1000 · DiffableSections batch", "wallClock")
    memory = get("flat 100000 · DiffableSections batch", "peakMemoryResidentDelta")
    checks = [
        ("flat 100k batch ≤ 20 ms", flat_100k / 1000, 20),
        ("sectioned 100×1000 batch ≤ 25 ms", sectioned / 1000, 25),
        ("peak memory growth at 100k ≤ 8 MB", memory / 1e6, 8),
        ("100k time ≤ 12 × 10k time", flat_100k / flat_10k, 12),
    ]
    print()
    print("| Data workload | median time | × baseline | apps per second |")
    print("|---|---:|---:|---:|")
    data_rows = [
        ("cache read · 1000 apps", None, 1),
        ("cache read · 1000000 apps", "cache read · 1000 apps", 1),
        ("import · 2510 apps", "import · 2510 apps · JSONSerialization baseline", 2510),
        ("decode and map · 251 apps", "decode and map · 251 apps · JSONSerialization baseline", 251),
    ]
    for name, baseline_name, apps in data_rows:
        time = get(name, "wallClock")
        if time is None:
            continue
        baseline = get(baseline_name, "wallClock") if baseline_name else None
        ratio = f"{time / baseline:.2f}" if baseline else "—"
        print(f"| {name} | {time / 1000:.3f} ms | {ratio} | {apps / (time / 1e6):,.0f} |")
    read_small = get("cache read · 1000 apps", "wallClock")
    read_large = get("cache read · 1000000 apps", "wallClock")
    import_time = get("import · 2510 apps", "wallClock")
    checks += [
        ("read from 1M apps ≤ 1.5 × read from 1k apps", read_large / read_small, 1.5),
        ("import ≥ 20,000 apps/s (shown: seconds per 20,000 apps)", import_time / 1e6 / 2510 * 20_000, 1),
    ]
    print()
    failed = False
    for label, value, limit in checks:
        ok = value <= limit
        failed |= not ok
        print(f"- {'✔' if ok else '✘'} {label}: {value:.2f}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
