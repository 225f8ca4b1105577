#!/usr/bin/env bash
# The libraries' public API against the last release, with SwiftPM's API digester.
#
#   bash .ci/check_api.sh              compare; fails on a break that is not allowed (below)
#   bash .ci/check_api.sh --self-test  show that an unlisted removal fails and a listed one passes
#   bash .ci/check_api.sh --record     write the release's API dumps (after moving the release)
#
# The last release is named in one place, API/last-release ("VERSION COMMIT"). Its API dumps are
# kept beside it (API/baseline-VERSION.tar.xz, made by --record from that commit), so CI compares
# without building the release a second time. A break passes only when its digester line is in
# API/allowed-breaks.txt *and* the declaration it names is described in CHANGELOG.md's
# Unreleased section, which says "Source-breaking". The version in API/last-release must also be
# AppDetailVersion.current and the changelog's newest release.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

products=(AppDetailDomain DiffableSections AppDetailData AppDetailPresentation AppDetailTerminal)

fail() {
    echo "error: $*" >&2
    exit 1
}

read -r release_version release_commit _ <API/last-release ||
    fail "API/last-release must read 'VERSION COMMIT'"
archive="API/baseline-$release_version.tar.xz"

# The release's version is the one the code and the changelog name.
check_versions() {
    local constant newest
    constant="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' \
        Sources/AppDetailDomain/Shared/Release/AppDetailVersion.swift)"
    newest="$(sed -n 's/^## \([0-9][0-9.]*\) .*/\1/p' CHANGELOG.md | head -1)"
    [[ "$constant" == "$release_version" ]] ||
        fail "AppDetailVersion.current is '$constant' but API/last-release names $release_version"
    [[ "$newest" == "$release_version" ]] ||
        fail "CHANGELOG.md's newest release is '$newest' but API/last-release names $release_version"
}

# The changelog's Unreleased section, on one line (so a wrapped entry still matches).
unreleased_text() { # changelog
    awk '/^## /{ inside = ($0 ~ /^## Unreleased/) } inside' "$1" | tr '\n' ' ' | tr -s ' '
}

# The declaration a digester line names: the word after its kind. "API breakage: func
# Snapshot.item(at:) has been removed" names Snapshot.item(at:); "API breakage: struct Hints has
# been removed" names Hints.
declaration_of() { # line
    sed -E 's/^API breakage: [a-z]+ ([^ ]+) .*/\1/' <<<"$1"
}

# Every allowed break must be described in the changelog; prints the allowlist the digester reads.
allowed_breaks() { # allowlist changelog output
    local unreleased line declaration missing=0
    unreleased="$(unreleased_text "$2")"
    : >"$3"
    while IFS= read -r line || [[ -n "$line" ]]; do
        [[ -z "${line// /}" || "$line" == \#* ]] && continue
        echo "$line" >>"$3"
        declaration="$(declaration_of "$line")"
        if [[ "$unreleased" != *"\`$declaration\`"* || "$unreleased" != *"Source-breaking"* ]]; then
            echo "error: the allowed break '$line' is not in CHANGELOG.md: describe \`$declaration\`" \
                "under Unreleased, marked **Source-breaking**" >&2
            missing=1
        fi
    done <"$1"
    return "$missing"
}

# Runs the digester in a package directory; the dumps come from the archive when it has them.
compare() { # package-dir allowlist changelog products...
    local package="$1" allowlist="$2" changelog="$3"
    shift 3
    local work
    work="$(mktemp -d)"
    if [[ -f "$root/$archive" ]]; then
        tar -xJf "$root/$archive" -C "$work"
        [[ -d "$work/$release_commit" ]] || fail "$archive does not hold the dumps of $release_commit"
    else
        echo "note: no $archive; the release is built to make its dumps (run --record to keep them)"
    fi
    allowed_breaks "$allowlist" "$changelog" "$work/allowed.txt" || { rm -rf "$work"; return 1; }
    local status=0
    (cd "$package" && swift package diagnose-api-breaking-changes "$release_commit" \
        --products "$@" --baseline-dir "$work" --breakage-allowlist-path "$work/allowed.txt") \
        >"$work/digester.log" 2>&1 || status=$?
    # What the digester found (its build's progress and the dependencies' warnings left out).
    grep -i 'breaking change\|API breakage\|error:' "$work/digester.log" || true
    rm -rf "$work"
    if ((status != 0)); then
        echo "error: the public API broke since $release_version (commit ${release_commit:0:7})." \
            "If the break is intended, add its 'API breakage:' line to API/allowed-breaks.txt and" \
            "describe it in CHANGELOG.md under Unreleased, marked **Source-breaking**." >&2
        return 1
    fi
}

record() {
    local work
    work="$(mktemp -d)"
    swift package diagnose-api-breaking-changes "$release_commit" --products "${products[@]}" \
        --baseline-dir "$work" --regenerate-baseline >/dev/null 2>&1 || true
    [[ -d "$work/$release_commit" ]] || fail "the digester wrote no dumps for $release_commit"
    tar -cJf "$archive" -C "$work" "$release_commit"
    rm -rf "$work"
    echo "wrote $archive: $(tar -tJf "$archive" | grep -c json) modules"
}

# A scratch clone whose manifest builds DiffableSections alone (a few seconds), then: no change
# passes; a public method made internal fails; listed only in the allowlist it still fails;
# listed in the allowlist and the changelog it passes.
self_test() {
    local line expected
    while IFS='|' read -r line expected; do
        [[ "$(declaration_of "$line")" == "$expected" ]] ||
            fail "self-test: '$line' should name '$expected', not '$(declaration_of "$line")'"
    done <<'LINES'
API breakage: func DiffableSnapshot.sectionIdentifier(at:) has been removed|DiffableSnapshot.sectionIdentifier(at:)
API breakage: struct Hints has been removed|Hints
API breakage: enumelement DetailItem.ratingBar has been added as a new enum case|DetailItem.ratingBar
API breakage: typealias SearchSnapshot has underlying type change from A<B, C> to A<B, D>|SearchSnapshot
LINES
    echo "self-test: each digester line names the declaration after its kind"
    local scratch
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' RETURN
    git clone -q --shared "$root" "$scratch/package"
    rm -rf "$scratch/package/Snippets" # snippets import the other libraries
    local package="$scratch/package"
    cat >"$package/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "appdetail",
    products: [.library(name: "DiffableSections", targets: ["DiffableSections"])],
    targets: [.target(name: "DiffableSections")],
    swiftLanguageModes: [.v6]
)
MANIFEST
    : >"$scratch/allowed.txt"
    cp CHANGELOG.md "$scratch/CHANGELOG.md"
    compare "$package" "$scratch/allowed.txt" "$scratch/CHANGELOG.md" DiffableSections ||
        fail "self-test: the unchanged library did not pass"

    local file="$package/Sources/DiffableSections/Snapshot/DiffableSnapshot+Marks.swift"
    echo "self-test: a public method made internal and not listed anywhere (must fail):"
    sed -i 's/    public func sectionIdentifier(at index: Int)/    func sectionIdentifier(at index: Int)/' "$file"
    grep -q '^    func sectionIdentifier(at index: Int)' "$file" || fail "self-test: could not make the break"
    if compare "$package" "$scratch/allowed.txt" "$scratch/CHANGELOG.md" DiffableSections; then
        fail "self-test: an unlisted removal of a public method passed"
    fi

    local break_line="API breakage: func DiffableSnapshot.sectionIdentifier(at:) has been removed"
    echo "self-test: the same break in the allowlist only (must fail):"
    echo "$break_line" >"$scratch/allowed.txt"
    if compare "$package" "$scratch/allowed.txt" "$scratch/CHANGELOG.md" DiffableSections; then
        fail "self-test: a break in the allowlist but not in the changelog passed"
    fi

    echo "self-test: the same break in the allowlist and the changelog (must pass):"
    sed -i '0,/^## Unreleased/s//## Unreleased\n\n### Removed\n- **Source-breaking**: `DiffableSnapshot.sectionIdentifier(at:)`, for the self-test./' \
        "$scratch/CHANGELOG.md"
    compare "$package" "$scratch/allowed.txt" "$scratch/CHANGELOG.md" DiffableSections ||
        fail "self-test: a break listed in the allowlist and the changelog did not pass"
    echo "self-test: unlisted removal fails, allowlist alone fails, allowlist + changelog passes"
}

case "${1:-}" in
    --record) record ;;
    --self-test)
        self_test
        check_versions
        compare "$root" API/allowed-breaks.txt CHANGELOG.md "${products[@]}"
        ;;
    "")
        check_versions
        compare "$root" API/allowed-breaks.txt CHANGELOG.md "${products[@]}"
        ;;
    *) fail "usage: bash .ci/check_api.sh [--self-test | --record]" ;;
esac
