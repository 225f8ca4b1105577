#!/usr/bin/env python3
"""The diff against the floor counted in instructions: the measure of record beside time.

Seconds on a shared two-core machine move from run to run; the instructions a process executes
do not. Each (library, shape, form) runs under `valgrind --tool=callgrind` twice, in a process of
its own (`DiffFloor --only FORM --repeat N`): once diffing 6 times and once diffing once. Making
the workload and starting the process cost the same in both, so one diff's instructions are

    (instructions at 6 runs - instructions at 1 run) / 5

and each form is reported as that count divided by the floor's, counted the same way. The floor
(defined once, `Workload.floor()` in `DiffWorkloads/Workload.swift`) puts the old snapshot's section and item
identities in a dictionary and looks up every new identity once: the least any identity diff
must do. The forms are those `floor.py` times: `batch` (the batch updates of two snapshots),
`build + batch` (the new snapshot built, then its batch) and `staged` (the staged changeset with
every stage's snapshot read); with DifferenceKit built in, its staged changeset beside them.

Usage (from the repository root):
  python3 Benchmarks/instructions.py [--shapes 'flat 1000,flat 10000'] [--json FILE]
  APPDETAIL_DIFFERENCEKIT=../shared/third-party/DifferenceKit-1.3.0 python3 Benchmarks/instructions.py
  python3 Benchmarks/instructions.py --from FILE [--before FILE]   the table from saved counts
Needs valgrind (Debian's `valgrind`). Deterministic: Swift's per-process hash seed is fixed
(SWIFT_DETERMINISTIC_HASHING=1), so the same build counts the same instructions on any load.
"""

import json
import os
import pathlib
import re
import subprocess
import sys

from diff_floor_build import build

HERE = pathlib.Path(__file__).resolve().parent
SHAPES = [
    "flat 1000", "flat 10000", "flat 100000", "README shape 100000", "sectioned 100x1000",
    "one-item sections 10000",
]
FORMS = ["batch", "build + batch", "staged"]
LIMIT = 2.0
RUNS = 6
COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def option(name, default):
    arguments = sys.argv[1:]
    return arguments[arguments.index(name) + 1] if name in arguments else default


def instructions(binary, library, shape, form, repeat):
    """The instructions (callgrind's Ir) of one process running `form` `repeat` times."""
    # Swift seeds its hashing per process: fixed, two runs of one build count the same.
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    answer = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         str(binary), "--library", library, "--shape", shape, "--only", form, "--repeat", str(repeat)],
        capture_output=True, text=True, check=True, env=environment)
    match = COLLECTED.search(answer.stderr)
    if not match:
        sys.exit(f"callgrind gave no count for {library} {shape} {form}:\n{answer.stderr[-500:]}")
    return int(match.group(1))


def per_diff(binary, library, shape, form):
    many = instructions(binary, library, shape, form, RUNS)
    one = instructions(binary, library, shape, form, 1)
    return (many - one) / (RUNS - 1)


def measure(binary, libraries, shapes):
    counts = []
    for shape in shapes:
        row = {"shape": shape, "forms": {"floor": per_diff(binary, "appdetail", shape, "floor")}}
        for form in FORMS:
            row["forms"][form] = per_diff(binary, "appdetail", shape, form)
        if "differencekit" in libraries:
            row["forms"]["DifferenceKit staged"] = per_diff(binary, "differencekit", shape, "DifferenceKit staged")
        counts.append(row)
        print(f"counted {shape}", file=sys.stderr)
    return counts


def print_table(counts, before):
    earlier = {row["shape"]: row["forms"] for row in before or []}
    columns = ["DifferenceKit staged"] + FORMS
    print("| shape | floor (instructions per diff) | " + " | ".join(columns) + " | within 2× |")
    print("|---|---:|" + "---:|" * len(columns) + ":---:|")
    for row in counts:
        forms = row["forms"]
        floor = forms["floor"]
        cells = []
        for form in columns:
            if form not in forms:
                cells.append("—")
                continue
            text = f"{forms[form] / floor:.2f}×"
            old = earlier.get(row["shape"], {})
            if form in old:
                text = f"{old[form] / old['floor']:.2f}× → {text}"
            cells.append(text)
        ok = all(forms[form] / floor <= LIMIT for form in FORMS if form in forms)
        print(f"| {row['shape']} | {floor:,.0f} | " + " | ".join(cells) + f" | {'✔' if ok else '✘'} |")


def main():
    if "--from" in sys.argv:
        counts = json.loads(pathlib.Path(option("--from", "")).read_text())
    else:
        with_difference_kit = bool(os.environ.get("APPDETAIL_DIFFERENCEKIT"))
        binary = build(with_difference_kit)
        libraries = ["appdetail"] + (["differencekit"] if with_difference_kit else [])
        counts = measure(binary, libraries, option("--shapes", ",".join(SHAPES)).split(","))
        if "--json" in sys.argv:
            pathlib.Path(option("--json", "")).write_text(json.dumps(counts))
    before = json.loads(pathlib.Path(option("--before", "")).read_text()) if "--before" in sys.argv else None
    print_table(counts, before)


if __name__ == "__main__":
    main()
