#!/usr/bin/env bash
# Builds the DocC catalog of every library product with warnings as errors: a broken symbol
# link, a missing parameter description or a snippet path that names nothing fails the build.
#
#   bash .ci/build_docs.sh              build the six catalogs
#   bash .ci/build_docs.sh --self-test  first prove that a broken symbol link fails the build
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(AppDetailDomain DiffableSections AppDetailData AppDetailPresentation AppDetailTerminal AppDetailWeb)

build() {
    local arguments=()
    for target in "$@"; do arguments+=(--target "$target"); done
    swift package generate-documentation "${arguments[@]}" --warnings-as-errors
}

if [[ "${1:-}" == "--self-test" ]]; then
    landing="Sources/DiffableSections/DiffableSections.docc/DiffableSections.md"
    saved="$(mktemp)"
    cp "$landing" "$saved"
    trap 'cp "$saved" "$landing"; rm -f "$saved"' EXIT
    printf '\n## See Also\n\n- ``ThisSymbolDoesNotExist``\n' >>"$landing"
    if build DiffableSections >/dev/null 2>&1; then
        echo "self-test failed: a broken symbol link did not fail the documentation build" >&2
        exit 1
    fi
    cp "$saved" "$landing"
    echo "self-test passed: a broken symbol link fails the documentation build"
fi

build "${targets[@]}"
