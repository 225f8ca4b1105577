#!/usr/bin/env python3
"""Counts the instructions of a warm `appdetail show` and fails when they pass the budget.

A guard for the warm page that a loaded machine cannot fool: the instructions a process executes
(callgrind's count) do not move with the load the way seconds do. The two apps of
`warm_show_timing.py` — Facebook, for which the store has no App Store page, and Duolingo with
today's whole store page — get every part of their page cached from the same loopback store,
which stays up and counts requests: a run that asks it anything is not warm, and the script
stops with what was asked. Then one warm `show` of each runs under
`valgrind --tool=callgrind`, and its count is compared with the budget in
`Benchmarks/warm_show_budget.json`: more than the budget plus its margin fails.

The clock is fixed (`APPDETAIL_NOW`) and Swift's hashing seeded the same way every run
(`SWIFT_DETERMINISTIC_HASHING=1`), so two runs of one build count within a fraction of a per cent
of each other. The count is of the install build (`scripts/build_release.sh`), the one people
run; callgrind is given a copy without its debug link, whose DWARF 5 Debian's valgrind 3.19
cannot read.

Usage (from the repository root):
    python3 scripts/warm_show_instructions.py [binary]             check against the budget
    python3 scripts/warm_show_instructions.py [binary] --set-budget  write the counts as the budget
"""

import http.server
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import threading

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import warm_show_timing  # noqa: E402  (the apps and the loopback store)

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUDGET = ROOT / "Benchmarks" / "warm_show_budget.json"
COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")
NOW = "2026-11-20T12:00:00Z"


def count(binary, arguments, env):
    """The instructions of one run of `binary arguments` under callgrind."""
    answer = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", str(binary), *arguments],
        env=dict(env, SWIFT_DETERMINISTIC_HASHING="1"), capture_output=True, text=True)
    match = COLLECTED.search(answer.stderr)
    if answer.returncode != 0 or not match:
        sys.exit(f"error: callgrind could not count {arguments}:\n{answer.stderr[-800:]}")
    return int(match.group(1))


def counts(binary, folder):
    """Each app's warm show counted, after its page is cached and checked to ask nothing."""
    store = warm_show_timing.Store
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), store)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        env = dict(os.environ, APPDETAIL_CACHE_DIR=str(folder / "cache"), APPDETAIL_COUNTRY="us",
                   APPDETAIL_NOW=NOW, APPDETAIL_ENDPOINT=f"http://127.0.0.1:{server.server_address[1]}")
        found = {}
        for app, facts in warm_show_timing.APPS.items():
            show = ["show", app, "--country", "us"]
            subprocess.run([str(binary), *show], env=env, check=True, capture_output=True)
            store.asked.clear()
            check = subprocess.run([str(binary), *show, "-v"], env=env, check=True, capture_output=True, text=True)
            if store.asked or "cache: hit" not in check.stderr:
                sys.exit(f"error: a warm show of {app} asked the store {store.asked} (not a warm run, "
                         f"no count):\n{check.stderr}")
            found[app] = count(binary, show, env)
            if store.asked:
                sys.exit(f"error: the counted run of {app} asked the store {store.asked[:3]}")
            print(f"{facts['name']}: {found[app]:,} instructions")
        return found
    finally:
        server.shutdown()


def main():
    arguments = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
    binary = pathlib.Path(arguments[0]) if arguments else ROOT / ".build" / "release" / "appdetail"
    if not shutil.which("valgrind"):
        sys.exit("error: valgrind is not installed (Debian's package valgrind)")
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        readable = folder / "appdetail"
        subprocess.run(["objcopy", "--remove-section", ".gnu_debuglink", str(binary), str(readable)], check=True)
        found = counts(readable, folder)
    budget = json.loads(BUDGET.read_text())
    if "--set-budget" in sys.argv:
        budget["instructions"] = found
        BUDGET.write_text(json.dumps(budget, indent=2) + "\n")
        print(f"written to {BUDGET.relative_to(ROOT)}")
        return
    margin = budget["margin"]
    over = []
    for app, instructions in found.items():
        allowed = budget["instructions"][app] * (1 + margin)
        name = warm_show_timing.APPS[app]["name"]
        print(f"{name}: {instructions / budget['instructions'][app]:.3f} of the budget "
              f"(fails above {1 + margin:.2f})")
        if instructions > allowed:
            over.append(f"{name}: {instructions:,} instructions, the budget allows {allowed:,.0f}")
    if over:
        sys.exit("error: a warm show costs more than its budget:\n  " + "\n  ".join(over)
                 + "\nFind what grew (perf record, or callgrind_annotate on a kept profile); raise the "
                 "budget with --set-budget only for growth the page needs.")


if __name__ == "__main__":
    main()
