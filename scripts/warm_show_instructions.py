#!/usr/bin/env python3
"""Counts the instructions of a warm `appdetail show` and fails when they pass the budget.

A guard for the warm page that a loaded machine cannot fool: the instructions a process executes
(callgrind's count) do not move with the load the way seconds do. The two apps of
`warm_show_timing.py` — Facebook, for which the store has no App Store page, and Duolingo with
today's whole store page — get every part of their page cached from the same loopback store,
which stays up and counts requests: a run that asks it anything is not warm, and the script
stops with what was asked. Then one warm `show` of each runs under
`valgrind --tool=callgrind`, and its count is compared with the budget in
`Benchmarks/warm_show_budget.json`: more than the budget plus its margin fails. Callgrind counts
only the process's own instructions, not the kernel's work for it: the same run under `strace -y`
also counts its reads of the cache file (`pread64`), held to a budget beside the instructions —
a page that made SQLite read a megabyte of overflow pages to find a few bytes cost few
instructions and many reads.

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


def reads(binary, arguments, env):
    """The `pread64` calls of one run of `binary arguments` on the cache file, counted by strace
    (`-y` names each call's file): what callgrind cannot see, the kernel's work — such as SQLite
    reading a large answer's overflow pages one by one to reach a column stored after it."""
    with tempfile.NamedTemporaryFile("r", suffix=".strace") as trace:
        answer = subprocess.run(
            ["strace", "-f", "-y", "-e", "trace=pread64", "-o", trace.name, str(binary), *arguments],
            env=env, capture_output=True, text=True)
        if answer.returncode != 0:
            sys.exit(f"error: strace could not trace {arguments}:\n{answer.stderr[-800:]}")
        return sum(1 for line in trace.read().splitlines() if "pread64(" in line and "cache.sqlite>" in line)


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
            found[app] = {"instructions": count(binary, show, env), "pageReads": reads(binary, show, env)}
            if store.asked:
                sys.exit(f"error: the counted run of {app} asked the store {store.asked[:3]}")
            print(f"{facts['name']}: {found[app]['instructions']:,} instructions, "
                  f"{found[app]['pageReads']} reads of the cache file")
        return found
    finally:
        server.shutdown()


def main():
    arguments = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
    binary = pathlib.Path(arguments[0]) if arguments else ROOT / ".build" / "release" / "appdetail"
    for tool in ["valgrind", "strace"]:
        if not shutil.which(tool):
            sys.exit(f"error: {tool} is not installed (Debian's package {tool})")
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        readable = folder / "appdetail"
        subprocess.run(["objcopy", "--remove-section", ".gnu_debuglink", str(binary), str(readable)], check=True)
        found = counts(readable, folder)
    budget = json.loads(BUDGET.read_text())
    if "--set-budget" in sys.argv:
        for measure in ["instructions", "pageReads"]:
            budget[measure] = {app: counted[measure] for app, counted in found.items()}
        BUDGET.write_text(json.dumps(budget, indent=2) + "\n")
        print(f"written to {BUDGET.relative_to(ROOT)}")
        return
    margin = budget["margin"]
    over = []
    for app, counted in found.items():
        name = warm_show_timing.APPS[app]["name"]
        for measure, words in [("instructions", "instructions"), ("pageReads", "reads of the cache file")]:
            allowed = budget[measure][app] * (1 + margin)
            print(f"{name}: {words} {counted[measure] / budget[measure][app]:.3f} of the budget "
                  f"(fails above {1 + margin:.2f})")
            if counted[measure] > allowed:
                over.append(f"{name}: {counted[measure]:,} {words}, the budget allows {allowed:,.0f}")
    if over:
        sys.exit("error: a warm show costs more than its budget:\n  " + "\n  ".join(over)
                 + "\nFind what grew (perf record, callgrind_annotate on a kept profile, strace -y for the "
                 "reads); raise the budget with --set-budget only for growth the page needs.")


if __name__ == "__main__":
    main()
