#!/usr/bin/env bash
# Builds the `appdetail` binary to install. The result is .build/release/appdetail; copy it
# anywhere on your PATH. What each choice saves at every start of the program (measured with
# scripts/warm_show_timing.py; figures in Benchmarks/README.md):
#
# - optimized, with the Swift runtime and Foundation linked in statically (`ldd` lists 7 shared
#   libraries instead of 22) and not position-independent, so the loader has no relocations to
#   apply to the runtime's metadata;
# - generic types' metadata reached through accessor functions instead of mangled names: a
#   mangled name is decoded at its first use and each of its generic requirements looked up by
#   scanning all ~9,500 protocol conformance records of the binary, which was the largest single
#   cost of a warm start (applies to every module, the dependencies included);
# - no symbol exported to the dynamic symbol table (the driver exports all ~39,000): nothing
#   loads this program as a library, and a table 2 MB long is mapped, and searched whole by every
#   `dladdr` (the Swift runtime calls it at start), for nothing;
# - libstdc++ linked in statically when its archive is installed (libstdc++-12-dev, which the
#   Swift toolchain needs anyway): one shared library less to map and relocate. The driver
#   ignores -static-libstdc++, so a folder holding only the archive goes first on the library
#   path, and the linker takes the archive from there.
set -euo pipefail
cd "$(dirname "$0")/.."
static_libstdcxx=()
archive=$(clang -print-file-name=libstdc++.a 2>/dev/null || true)
if [[ "$archive" == /* && -f "$archive" ]]; then
    mkdir -p .build/static-libstdc++
    ln -sf "$archive" .build/static-libstdc++/libstdc++.a
    static_libstdcxx=(-Xlinker "-L$PWD/.build/static-libstdc++")
fi
swift build -c release --product appdetail --static-swift-stdlib \
    -Xswiftc -Xclang-linker -Xswiftc -no-pie \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
    -Xlinker --no-export-dynamic \
    "${static_libstdcxx[@]}" "$@"

# The install build carries no debug information (147 MiB -> 75 MiB): it goes to appdetail.debug
# beside it, which debuggers find through the binary's debug link.
binary=.build/release/appdetail
if ! readelf -S "$binary" | grep gnu_debuglink >/dev/null; then  # not stripped already (an up-to-date build)
    objcopy --only-keep-debug "$binary" "$binary.debug"
    strip --strip-all "$binary"
    objcopy --add-gnu-debuglink="$binary.debug" "$binary"
fi
ls -l "$binary" | awk '{ printf "%s: %.0f MiB, stripped (debug information in appdetail.debug)\n", $9, $5 / 1048576 }'
