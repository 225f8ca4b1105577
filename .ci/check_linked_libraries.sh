#!/usr/bin/env bash
# Fails when the built `appdetail` links libcurl or FoundationNetworking: on Linux the library
# fetches over AsyncHTTPClient, and a start-up that loads libcurl, GnuTLS, Kerberos and LDAP for
# nothing is the cost issue 10 removed.
#
# Usage: check_linked_libraries.sh BINARY           check one binary
#        check_linked_libraries.sh --self-test      prove the check fails on a binary that links
#                                                   FoundationNetworking (built here with swiftc)
set -euo pipefail

forbidden='libcurl|libFoundationNetworking'

check() {
    local binary="$1" found
    found="$(ldd "$binary" | grep -E "$forbidden" || true)"
    if [ -n "$found" ]; then
        echo "linked libraries: $binary loads what it must not:" >&2
        echo "$found" >&2
        return 1
    fi
    echo "linked libraries: $(ldd "$binary" | wc -l) shared libraries, none of libcurl or FoundationNetworking"
}

if [ "${1:-}" = "--self-test" ]; then
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    printf 'import Foundation\nimport FoundationNetworking\nprint(URLSession.shared.configuration.timeoutIntervalForRequest)\n' \
        > "$work/probe.swift"
    swiftc -module-cache-path "$work/cache" "$work/probe.swift" -o "$work/probe" >/dev/null
    if check "$work/probe" 2>/dev/null; then
        echo "self-test: the check passed a binary that links FoundationNetworking" >&2
        exit 1
    fi
    echo "linked libraries: self-test passed (a FoundationNetworking binary is refused)"
    exit 0
fi

check "${1:?usage: check_linked_libraries.sh BINARY | --self-test}"
