#!/usr/bin/env bash
# Installs the `appdetail` command with its manual page and shell completions, or removes them.
#
#   bash scripts/install.sh [PREFIX]              build, then install under PREFIX
#   bash scripts/install.sh --uninstall [PREFIX]  remove what an install put there
#   bash scripts/install.sh --binary FILE [PREFIX]  install FILE instead of building (CI)
#
# PREFIX defaults to ~/.local, which needs no root. Where each file goes (each shell looks there):
#   PREFIX/bin/appdetail                                   the stripped install build
#   PREFIX/share/man/man1/appdetail.1                      `man appdetail`
#   PREFIX/share/bash-completion/completions/appdetail     bash-completion, loaded on first use
#   PREFIX/share/zsh/site-functions/_appdetail             zsh's fpath
#   PREFIX/share/fish/vendor_completions.d/appdetail.fish  fish
#
# The manual is man/appdetail.1, generated from the command's own help by scripts/manual.sh and
# committed (CI checks it still matches the help), so installing a built binary with --binary
# needs no Swift toolchain: only bash, install and the binary itself (which prints its
# completion scripts).
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: bash scripts/install.sh [--uninstall | --binary FILE] [PREFIX]" >&2
    exit 64
}

mode=install
binary=""
prefix=""
while (($#)); do
    case "$1" in
        --uninstall) mode=uninstall ;;
        --binary)
            (($# >= 2)) || usage
            binary="$2"
            shift
            ;;
        -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*)
            echo "error: unknown option '$1'" >&2
            usage
            ;;
        *)
            [[ -z "$prefix" ]] || usage
            prefix="$1"
            ;;
    esac
    shift
done
prefix="${prefix:-$HOME/.local}"
prefix="${prefix%/}"

installed_files=(
    "bin/appdetail"
    "share/man/man1/appdetail.1"
    "share/bash-completion/completions/appdetail"
    "share/zsh/site-functions/_appdetail"
    "share/fish/vendor_completions.d/appdetail.fish"
)

if [[ "$mode" == uninstall ]]; then
    removed=0
    for file in "${installed_files[@]}"; do
        if [[ -e "$prefix/$file" || -L "$prefix/$file" ]]; then
            rm -f "$prefix/$file"
            echo "removed $prefix/$file"
            removed=$((removed + 1))
        fi
    done
    ((removed > 0)) || echo "nothing of appdetail was installed under $prefix"
    exit 0
fi

if [[ -z "$binary" ]]; then
    bash scripts/build_release.sh
    binary=.build/release/appdetail
fi
[[ -x "$binary" ]] || { echo "error: $binary is not an executable file" >&2; exit 66; }

[[ -s man/appdetail.1 ]] || { echo "error: man/appdetail.1 is missing from this checkout" >&2; exit 66; }
staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
cp man/appdetail.1 "$staging/appdetail.1"
for shell in bash zsh fish; do
    "$binary" --generate-completion-script "$shell" >"$staging/completion.$shell"
done

put() { # source, destination under the prefix, mode
    mkdir -p "$(dirname "$prefix/$2")"
    install -m "$3" "$1" "$prefix/$2"
    echo "installed $prefix/$2"
}
put "$binary" "bin/appdetail" 755
put "$staging/appdetail.1" "share/man/man1/appdetail.1" 644
put "$staging/completion.bash" "share/bash-completion/completions/appdetail" 644
put "$staging/completion.zsh" "share/zsh/site-functions/_appdetail" 644
put "$staging/completion.fish" "share/fish/vendor_completions.d/appdetail.fish" 644

case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on your PATH; add it to use appdetail and its manual" ;;
esac
if ! [[ -f /usr/share/bash-completion/bash_completion || -f /etc/bash_completion ]]; then
    echo "note: bash-completion is not installed, so bash will not load the completions by itself;"
    # Quoted for the shell, so the line works as printed for a prefix with spaces or quotes.
    echo "      add this line to ~/.bashrc:"
    printf '      source %q\n' "$prefix/share/bash-completion/completions/appdetail"
fi
echo "note: zsh reads completions from its fpath; if $prefix/share/zsh/site-functions is not on it,"
echo "      add this line before compinit in ~/.zshrc:"
printf '      fpath=(%q $fpath)\n' "$prefix/share/zsh/site-functions"
# The crontab line `track --help`, the manual and the README give, with this install's path: cron
# runs jobs with PATH=/usr/bin:/bin, so the line names the binary whole.
if [[ "$prefix" == "$HOME/.local" ]]; then
    # shellcheck disable=SC2016 # $HOME is for cron's shell to expand, as the documents write it.
    where='$HOME/.local/bin/appdetail'
else
    where="$(printf '%q' "$prefix/bin/appdetail")"
fi
echo "note: to observe the followed apps every morning (appdetail track add <id> first), add this"
echo "      line with crontab -e; cron mails you only when a condition is met or a run fails:"
echo "      17 7 * * * $where track run --quiet --fail-on new-version"
