#!/usr/bin/env bash
# scripts/install.sh into a temporary prefix, used as a person would: the command runs from
# there, `man -l` renders its page without warnings, each completion script loads in its shell
# and completes the subcommands (zsh and fish where installed), and the uninstall leaves no file.
#
#   bash .ci/check_install.sh [BINARY]   BINARY: install this build instead of the install build
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
    echo "error: $*" >&2
    exit 1
}

prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
if (($#)); then
    # A built binary installs without a toolchain: swift is not on the PATH the install sees.
    bare_path=/usr/local/bin:/usr/bin:/bin
    if PATH="$bare_path" command -v swift >/dev/null; then
        echo "note: swift is on $bare_path here, so the install is not shown to need no toolchain"
    fi
    PATH="$bare_path" bash scripts/install.sh --binary "$(realpath "$1")" "$prefix" ||
        fail "install.sh --binary failed without swift on the PATH"
else
    bash scripts/install.sh "$prefix"
fi

version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' \
    Sources/AppDetailDomain/Shared/Release/AppDetailVersion.swift)"
[[ "$("$prefix/bin/appdetail" --version)" == "$version" ]] ||
    fail "the installed appdetail does not print version $version"

# The manual: rendered by man itself, no groff warning, and it documents every command.
page="$prefix/share/man/man1/appdetail.1"
rendered="$(LANG=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" 2>"$prefix/man-warnings")"
[[ ! -s "$prefix/man-warnings" ]] || fail "man warned: $(head -3 "$prefix/man-warnings")"
# (Every command and a nested one; "1–300" shows the help's non-ASCII characters survive.)
for expected in NAME SYNOPSIS DESCRIPTION search show reviews top developer diff cache schema refresh --older-than "1–300"; do
    grep -qF -- "$expected" <<<"$rendered" || fail "the manual has no '$expected'"
done
# And man finds it by name through the prefix, as `man appdetail` does for a user.
MANPATH="$prefix/share/man" man -w appdetail | grep -qF "$page" || fail "man -w does not find the page"
echo "manual: $(wc -l <<<"$rendered") lines at 80 columns, no warnings"

# bash: bash-completion's loader sources the file by the command's name; completing
# "appdetail ca" must offer the cache command, "appdetail cache r" its subcommands.
bash_completion="$prefix/share/bash-completion/completions/appdetail"
completed="$(PATH="$prefix/bin:$PATH" bash --norc --noprofile -c '
    source "$1" || exit 1
    complete -p appdetail >/dev/null || exit 1
    function_name="$(complete -p appdetail | sed -E "s/.*-F ([^ ]+).*/\1/")"
    COMP_WORDS=(appdetail ca); COMP_CWORD=1; COMP_LINE="appdetail ca"; COMP_POINT=${#COMP_LINE}
    "$function_name" appdetail ca appdetail
    echo "${COMPREPLY[*]}"
    COMP_WORDS=(appdetail cache r); COMP_CWORD=2; COMP_LINE="appdetail cache r"; COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    "$function_name" appdetail r cache
    echo "${COMPREPLY[*]}"
' _ "$bash_completion")" || fail "bash could not load $bash_completion"
grep -qx "cache" <<<"$(head -1 <<<"$completed" | tr ' ' '\n')" ||
    fail "bash completes 'appdetail ca' as '$(head -1 <<<"$completed")', not cache"
for sub in refresh remove; do
    grep -qx "$sub" <<<"$(tail -1 <<<"$completed" | tr ' ' '\n')" ||
        fail "bash completes 'appdetail cache r' without $sub: '$(tail -1 <<<"$completed")'"
done
echo "bash: loads; 'appdetail ca' → $(head -1 <<<"$completed"); 'appdetail cache r' → $(tail -1 <<<"$completed")"

if command -v zsh >/dev/null; then
    zsh -f -c "fpath=('$prefix/share/zsh/site-functions' \$fpath); autoload -U compinit; compinit -u -D;
        autoload -Uz _appdetail && whence -w _appdetail" >/dev/null || fail "zsh could not load _appdetail"
    echo "zsh: _appdetail loads from the prefix's site-functions"
else
    echo "zsh: not installed here, its completion script not loaded"
fi
if command -v fish >/dev/null; then
    fish --no-config -c "source '$prefix/share/fish/vendor_completions.d/appdetail.fish'; complete -C 'appdetail ca'" |
        grep -q '^cache' || fail "fish does not complete 'appdetail ca'"
    echo "fish: completes 'appdetail ca'"
else
    echo "fish: not installed here, its completion script not loaded"
fi

bash scripts/install.sh --uninstall "$prefix" >/dev/null
left="$(find "$prefix" -type f ! -name man-warnings)"
[[ -z "$left" ]] || fail "the uninstall left: $left"
echo "uninstall: no file left under the prefix"
