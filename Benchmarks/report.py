#!/usr/bin/env python3
"""Runs every benchmark once and prints the README tables: medians, ratios to the baselines
measured in the same run, and the targets of issues 4 (the Data layer), 14 (the diff path) and
64 (the web client's server).

Usage (from the repository root):
  python3 Benchmarks/report.py                 run everything, then report
  python3 Benchmarks/report.py --from DIR...   report results already written by
                                               `swift package benchmark --format histogramPercentiles --path DIR`;
                                               with several runs, each figure is the median of the runs' medians
  ... --before DIR...                          add the medians of earlier runs to the diff table
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


DIFF_WORKLOADS = [
    "flat 1000", "flat 5000", "flat 10000", "flat 100000", "flat 1000000",
    "README shape 5000", "README shape 100000", "reversed 100000", "permutation 100000",
    "sectioned 100x1000", "cross-section 1000x100", "one-item sections 10000", "duplicates 100000",
]
FORMS = ["batch", "build + batch", "staged"]


def combined(folders):
    """The median over several runs of each benchmark's medians."""
    runs = [medians(pathlib.Path(folder)) for folder in folders]
    result = {}
    for name in set().union(*runs):
        for metric in set().union(*(run.get(name, {}) for run in runs)):
            values = sorted(run[name][metric] for run in runs if metric in run.get(name, {}))
            result.setdefault(name, {})[metric] = values[len(values) // 2] if len(values) % 2 else (
                values[len(values) // 2 - 1] + values[len(values) // 2]) / 2
    return result


def folders_after(arguments, flag):
    """The folders given after `flag`, up to the next flag."""
    start = arguments.index(flag) + 1
    end = next((i for i in range(start, len(arguments)) if arguments[i].startswith("--")), len(arguments))
    return arguments[start:end]


def run(folder, targets):
    command = ["swift", "package", "--allow-writing-to-directory", str(folder), "benchmark",
               "--format", "histogramPercentiles", "--path", str(folder)]
    for target in targets:
        command += ["--target", target]
    subprocess.run(command, cwd=HERE, check=True, stdout=subprocess.DEVNULL)


def diff_table(data, before):
    """The diff workloads' table and the checks of issue 14's targets."""
    def get(source, name, metric):
        return source.get(name, {}).get(metric)

    print("| workload | batch | build + batch | staged | build + batch ÷ batch (paired) | staged ÷ batch (paired) "
          "| staged ÷ batch peak memory | batch / build + batch / staged ÷ floor (paired) | mallocs batch / build + batch / staged |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    checks = []
    for workload in DIFF_WORKLOADS:
        times = [get(data, f"{workload} · {form}", "wallClock") for form in FORMS]
        if None in times:
            continue
        mallocs = [get(data, f"{workload} · {form}", "mallocCountTotal") or 0 for form in FORMS]
        batch_peak = get(data, f"{workload} · batch", "peakMemoryResidentDelta") or 0
        staged_peak = get(data, f"{workload} · staged", "peakMemoryResidentDelta") or 0
        # The targets' ratios come from the back-to-back runs when there are any (each iteration
        # times the forms in the same moment); the separate medians are the fallback.
        paired_build = get(data, f"{workload} · ratios", "buildPerMille")
        paired_staged = get(data, f"{workload} · ratios", "stagedPerMille")
        build_ratio = paired_build / 1000 if paired_build else times[1] / times[0]
        staged_ratio = paired_staged / 1000 if paired_staged else times[2] / times[0]
        # Below 1 MB the resident-memory delta is page noise: both count as the floor.
        memory_ratio = max(staged_peak, 1e6) / max(batch_peak, 1e6)
        per_floor = [get(data, f"{workload} · ratios", f"{form}PerFloorMille") for form in ("batch", "build", "staged")]
        floor = " / ".join(f"{value / 1000:.2f}" for value in per_floor) if None not in per_floor else "—"

        def cell(form_index):
            text = f"{times[form_index] / 1000:.2f} ms"
            if before:
                old = get(before, f"{workload} · {FORMS[form_index]}", "wallClock")
                if old:
                    text = f"{old / 1000:.2f} → {text} ({old / times[form_index]:.1f}×)"
            return text

        print(f"| {workload} | {cell(0)} | {cell(1)} | {cell(2)} | {build_ratio:.2f} | {staged_ratio:.2f} "
              f"| {memory_ratio:.2f} ({batch_peak / 1e6:.1f} / {staged_peak / 1e6:.1f} MB) | {floor} "
              f"| {mallocs[0]:,.0f} / {mallocs[1]:,.0f} / {mallocs[2]:,.0f} |")
        checks += [
            (f"{workload}: build + batch ≤ 1.5 × batch", build_ratio, 1.5),
            (f"{workload}: staged ≤ 2.5 × batch", staged_ratio, 2.5),
            (f"{workload}: staged peak memory ≤ 1.5 × batch's", memory_ratio, 1.5),
        ]
        if None not in per_floor:
            checks.append((f"{workload}: every form ≤ 2 × the floor (the slowest)", max(per_floor) / 1000, 2.0))
    for size in [5000, 100000]:
        paired = get(data, f"README shape {size} · against flat", "shapePerMille")
        shape = get(data, f"README shape {size} · batch", "wallClock")
        flat = get(data, f"flat {size} · batch", "wallClock")
        ratio = paired / 1000 if paired else (shape / flat if shape and flat else None)
        if ratio:
            checks.append((f"README shape {size} batch ≤ 1.5 × flat {size} batch", ratio, 1.5))
    for count in [1000, 10000]:
        stdlib = get(data, f"flat {count} · stdlib difference", "wallClock")
        ours = get(data, f"flat {count} · batch", "wallClock")
        if stdlib and ours:
            print(f"\nflat {count}: the standard library's `difference(from:).inferringMoves()` takes "
                  f"{stdlib / 1000:.1f} ms, {stdlib / ours:.0f} × the batch.")
    return checks


def main():
    arguments = sys.argv[1:]
    before = combined(folders_after(arguments, "--before")) if "--before" in arguments else None
    if "--from" in arguments:
        data = combined(folders_after(arguments, "--from"))
    else:
        with tempfile.TemporaryDirectory() as temp:
            run(pathlib.Path(temp), [])
            data = medians(pathlib.Path(temp))

    def get(name, metric):
        return data.get(name, {}).get(metric)

    checks = diff_table(data, before)
    if any(name.startswith(("cache read", "import", "decode")) for name in data):
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
    if read_small and read_large and import_time:
        checks += [
            ("read from 1M apps ≤ 1.5 × read from 1k apps", read_large / read_small, 1.5),
            ("import ≥ 20,000 apps/s (shown: seconds per 20,000 apps)", import_time / 1e6 / 2510 * 20_000, 1),
        ]
    web_baseline = get("web · static asset · baseline", "wallClock")
    if web_baseline:
        print()
        print("| Web request (loopback, a new connection each) | median time | × static asset | mallocs |")
        print("|---|---:|---:|---:|")
        for name in ["web · static asset · baseline", "web · page document", "web · cached page first state"]:
            time = get(name, "wallClock")
            if time is not None:
                print(f"| {name} | {time / 1000:.2f} ms | {time / web_baseline:.2f} | "
                      f"{get(name, 'mallocCountTotal') or 0:,.0f} |")
        first_state = get("web · cached page first state", "wallClock")
        if first_state:
            checks.append(("a cached page's first state ≤ 20 ms (shown: ms / 20)", first_state / 1000 / 20, 1))
    print()
    failed = False
    for label, value, limit in checks:
        ok = value <= limit
        failed |= not ok
        print(f"- {'✔' if ok else '✘'} {label}: {value:.2f}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
