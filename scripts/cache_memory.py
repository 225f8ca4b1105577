#!/usr/bin/env python3
"""Peak memory of `appdetail cache list` and `cache refresh` over a cache of 100,000 apps.

The cache is filled by `appdetail cache import` with lookup answers made from one real answer
(`lookup/284882215.json`, each copy with its own id, name and bundle id; files of 500 apps, as
an import takes at most 5 MiB, all in the US store) — about 850 MB of answers for 100,000. Each command then runs as a whole process and
its peak resident memory is read from the kernel (`getrusage` of the finished child):

- `cache list` and `cache list --format json`, against the cache as filled;
- `cache refresh --all --timeout 300` against a loopback Lookup server that answers every
  lookup of many ids at once with every one of them (500 requests of 200 ids).

`cache info` on the same file is the baseline: a process that opens the cache and reads a count.

Usage (from the repository root, after scripts/build_release.sh):
    python3 scripts/cache_memory.py [apps] [binary]
"""

import os
import subprocess
import sys
import tempfile
import time

from made_lookups import ROOT, Lookup, answer, start_server

FIRST_ID = 900_000_001
PER_FILE = 500  # a saved answer may be 5 MiB at most, as a fetched one


def peak(binary, arguments, environment):
    """Runs one process to its end; returns its peak resident MB, seconds, exit status and the
    last line it wrote to standard error (read from that process's own rusage)."""
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        child = subprocess.Popen([binary] + arguments, env=environment,
                                 stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        errors.seek(0)
        lines = errors.read().decode(errors="replace").strip().splitlines()
    return usage.ru_maxrss / 1024, seconds, child.returncode, (lines[-1] if lines else "")


def main():
    apps = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    binary = sys.argv[2] if len(sys.argv) > 2 else str(ROOT / ".build" / "release" / "appdetail")
    server, endpoint = start_server()
    with tempfile.TemporaryDirectory() as folder:
        environment = dict(
            os.environ,
            APPDETAIL_CACHE_DIR=os.path.join(folder, "cache"),
            APPDETAIL_ENDPOINT=endpoint,
        )
        for first in range(FIRST_ID, FIRST_ID + apps, PER_FILE):
            ids = range(first, min(first + PER_FILE, FIRST_ID + apps))
            path = os.path.join(folder, "answer.json")
            with open(path, "w") as file:
                file.write(answer(Lookup.template, ids))
            subprocess.run([binary, "cache", "import", path], env=environment, check=True,
                           stdout=subprocess.DEVNULL)
        print(f"{apps:,} cached apps ({binary})")
        for arguments in (
            ["cache", "info"],
            ["cache", "list"],
            ["cache", "list", "--format", "json"],
            ["cache", "refresh", "--all", "--timeout", "300"],
        ):
            megabytes, seconds, status, last = peak(binary, arguments, environment)
            print(f"  {' '.join(arguments):42} peak {megabytes:5.0f} MB  {seconds:6.1f} s  "
                  f"exit {status}  {last[:50]}")
    server.shutdown()


if __name__ == "__main__":
    main()
