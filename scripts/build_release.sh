#!/usr/bin/env bash
# Builds the `appdetail` binary to install: optimized, the Swift runtime and Foundation linked in
# statically (8 shared libraries are loaded at start instead of 22), and not position-independent,
# so the loader has no relocations to apply to the runtime's metadata at every start.
# The result is .build/release/appdetail; copy it anywhere on your PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product appdetail --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie "$@"
