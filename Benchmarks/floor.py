#!/usr/bin/env python3
"""The diff against the floor and against DifferenceKit: the README's table.

Each (library, shape) runs in a process of its own (`DiffFloor`, a plain release executable
without the benchmark harness), which times the floor and the library's forms back to back in
every iteration on the thread's CPU clock and reports the medians of each form's multiple of the
floor. The allocator is pinned (GLIBC_TUNABLES below) so that no process returns memory to the
system or maps big blocks mid-run. Rounds alternate the libraries and shapes; each figure is the
median over all runs.

Usage (from the repository root):
  python3 Benchmarks/floor.py [--rounds 3] [--runs 9] [--shapes 'flat 1000,flat 5000'] [--json FILE]
  APPDETAIL_DIFFERENCEKIT=../shared/third-party/DifferenceKit-1.3.0 python3 Benchmarks/floor.py
      also times DifferenceKit 1.3.0's staged changeset
  python3 Benchmarks/floor.py --from FILE [--before FILE]   the table from saved runs
  python3 Benchmarks/floor.py --memory [--json FILE] [--before FILE]
      instead: how far each form raises the process's peak resident memory (MB, median of 3
      processes per form, with the allocator returning freed memory at once)
"""

import json
import os
import pathlib
import statistics
import subprocess
import sys

from diff_floor_build import build

HERE = pathlib.Path(__file__).resolve().parent
TUNABLES = "glibc.malloc.trim_threshold=1073741824:glibc.malloc.mmap_threshold=67108864"
# For the memory runs: big blocks mapped and unmapped, the heap's top returned, at once.
MEMORY_TUNABLES = "glibc.malloc.trim_threshold=0:glibc.malloc.mmap_threshold=65536"
SHAPES = [
    "flat 1000", "flat 5000", "flat 10000", "README shape 5000", "README shape 100000",
    "sectioned 100x1000", "one-item sections 10000", "flat 1000000",
]
FORMS = ["batch", "build + batch", "staged"]
LIMIT = 2.0


def option(name, default):
    arguments = sys.argv[1:]
    return arguments[arguments.index(name) + 1] if name in arguments else default


def measure(binary, libraries, shapes, rounds, runs):
    environment = dict(os.environ, GLIBC_TUNABLES=TUNABLES)
    results = []
    for round_number in range(rounds):
        for run in range(runs):
            order = [(library, shape) for shape in shapes for library in libraries]
            if (round_number * runs + run) % 2:
                order.reverse()
            for library, shape in order:
                output = subprocess.run([str(binary), "--library", library, "--shape", shape],
                                        env=environment, check=True, capture_output=True, text=True).stdout
                result = json.loads(output)
                result["round"] = round_number
                results.append(result)
        print(f"round {round_number + 1} of {rounds} done", file=sys.stderr)
    return results


def measure_memory(binary, libraries, shapes):
    environment = dict(os.environ, GLIBC_TUNABLES=MEMORY_TUNABLES)
    results = []
    for shape in shapes:
        for library in libraries:
            forms = FORMS if library == "appdetail" else ["DifferenceKit staged"]
            for form in forms:
                for _ in range(3):
                    output = subprocess.run([str(binary), "--library", library, "--shape", shape, "--memory", form],
                                            env=environment, check=True, capture_output=True, text=True).stdout
                    results.append(json.loads(output))
    return results


def print_memory(results, before_results):
    def table(rows):
        cells = {}
        for row in rows:
            cells.setdefault((row["shape"], row["form"]), []).append(row["peak_rise_kb"] / 1024)
        return {key: statistics.median(values) for key, values in cells.items()}

    after = table(results)
    before = table(before_results) if before_results else {}
    forms = ["DifferenceKit staged"] + FORMS
    print("| shape (peak resident memory above the data, MB) | " + " | ".join(forms) + " |")
    print("|---|" + "---:|" * len(forms))
    for shape in SHAPES:
        if not any(key[0] == shape for key in after):
            continue
        cells = []
        for form in forms:
            value = after.get((shape, form))
            if value is None:
                cells.append("—")
            elif (shape, form) in before:
                cells.append(f"{before[(shape, form)]:.2f} → {value:.2f}")
            else:
                cells.append(f"{value:.2f}")
        print(f"| {shape} | " + " | ".join(cells) + " |")


def summary(results):
    """{shape: {form: (median multiple of the floor, median ns, lowest and highest round median)}};
    the floor timed on its own (library `floor`) is the form `floor alone`."""
    table = {}
    results = [dict(r, forms={"floor alone": r["forms"]["floor"]}) if r["library"] == "floor" else r
               for r in results]
    for shape in {r["shape"] for r in results}:
        for form in {f for r in results if r["shape"] == shape for f in r["forms"]}:
            runs = [r for r in results if r["shape"] == shape and form in r["forms"]]
            ratios = [r["forms"][form]["per_floor"] for r in runs]
            times = [r["forms"][form]["ns"] for r in runs]
            rounds = sorted({r["round"] for r in runs})
            by_round = [statistics.median(r["forms"][form]["per_floor"] for r in runs if r["round"] == n)
                        for n in rounds]
            table.setdefault(shape, {})[form] = (statistics.median(ratios), statistics.median(times),
                                                 min(by_round), max(by_round))
    return table


def print_table(after, before):
    print("| shape | floor | DifferenceKit staged | batch | build + batch | staged | within 2× |")
    print("|---|---:|---:|---:|---:|---:|:---:|")
    for shape in SHAPES:
        if shape not in after:
            continue
        row = after[shape]

        def cell(form):
            if form not in row:
                return "—"
            ratio, time, low, high = row[form]
            text = f"{ratio:.2f}× ({time / 1e6:.3g} ms)"
            if before and form in before.get(shape, {}):
                text = f"{before[shape][form][0]:.2f}× → {text}"
            return text

        ok = all(row[form][0] <= LIMIT for form in FORMS if form in row)
        floor_time = row["floor"][1] / 1e6
        print(f"| {shape} | {floor_time:.3g} ms | {cell('DifferenceKit staged')} | {cell('batch')} "
              f"| {cell('build + batch')} | {cell('staged')} | {'✔' if ok else '✘'} |")
    if any("floor alone" in after[shape] for shape in after):
        print()
        print("Against the floor timed on its own (its tables and data warm), median time ÷ median time:")
        print()
        print("| shape | floor alone | floor in the iteration | DifferenceKit staged | batch | build + batch | staged |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for shape in SHAPES:
            row = after.get(shape, {})
            if "floor alone" not in row:
                continue
            alone = row["floor alone"][1]
            cells = [f"{row[form][1] / alone:.2f}×" if form in row else "—"
                     for form in ["floor", "DifferenceKit staged"] + FORMS]
            print(f"| {shape} | {alone / 1e6:.3g} ms | " + " | ".join(cells) + " |")
    print()
    print("Round medians (lowest–highest) of each form's multiple of the floor:")
    for shape in SHAPES:
        if shape in after:
            spread = ", ".join(f"{form} {after[shape][form][2]:.2f}–{after[shape][form][3]:.2f}"
                               for form in ["DifferenceKit staged"] + FORMS if form in after[shape])
            print(f"- {shape}: {spread}")


def main():
    if "--from" in sys.argv and "--memory" not in sys.argv:
        results = json.loads(pathlib.Path(option("--from", "")).read_text())
    else:
        with_difference_kit = bool(os.environ.get("APPDETAIL_DIFFERENCEKIT"))
        binary = build(with_difference_kit)
        libraries = ["appdetail"] + (["differencekit"] if with_difference_kit else [])
        shapes = option("--shapes", ",".join(SHAPES)).split(",")
        if "--memory" in sys.argv:
            results = measure_memory(binary, libraries, shapes)
        else:
            # Beside the libraries, the floor timed on its own (`--library floor`).
            results = measure(binary, libraries + ["floor"], shapes, int(option("--rounds", "3")),
                              int(option("--runs", "9")))
        if "--json" in sys.argv:
            pathlib.Path(option("--json", "")).write_text(json.dumps(results))
    before = json.loads(pathlib.Path(option("--before", "")).read_text()) if "--before" in sys.argv else None
    if "--memory" in sys.argv:
        print_memory(results, before)
    else:
        print_table(summary(results), summary(before) if before else None)

if __name__ == "__main__":
    main()
