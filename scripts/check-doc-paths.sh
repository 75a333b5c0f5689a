#!/usr/bin/env bash
# Checks that the documentation names only paths that exist, so the README, docs/ and the DocC
# articles stay true to the tree as files move:
#   1. every path written in backticks in README.md, docs/*.md and Sources/*/*.docc/*.md exists
#      (a token counts as a path when it ends in a file extension or "/", or starts with a top-level
#      folder of the repository; it may be relative to the repository, to Sources/ or Tests/, or to a
#      module's folder, as "Views/Window/UIWindow.swift" is to Sources/XUIKitCore; "*" is a glob);
#   2. the README's source tree lists every room of Sources/XUIKitCore (two levels deep) and every
#      module of Sources/, and names none that is not there.
# Prints each dead path with the file naming it and exits 1; prints a count and exits 0 otherwise.
# Needs only bash, grep, sed and sort.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "${BASH_SOURCE[0]}")/.."

docs=(README.md docs/*.md Sources/*/*.docc/*.md)
tops=$(ls -A | grep -vE '^(\.git|\.build.*|build-cmake|artifacts)$' | tr '\n' '|'); tops=${tops%|}
# Folders a relative path may be relative to.
bases=(. Sources Tests Sources/* Tests/*)

# Whether a path (perhaps with a "*" glob) exists under one of the bases.
exists() {
    local path=$1 base
    for base in "${bases[@]}"; do
        # shellcheck disable=SC2086 # the glob in $path is meant to expand
        local matches=($base/$path)
        [[ ${#matches[@]} -gt 0 && -e "${matches[0]}" ]] && return 0
    done
    return 1
}

dead=0 checked=0
for doc in "${docs[@]}"; do
    # Single-backtick spans only: ``Symbol`` links are DocC's, not paths.
    while read -r token; do
        token=${token#\`}; token=${token%\`}
        [[ $token == */* ]] || continue
        [[ $token =~ \.[a-z]{1,9}$ || $token == */ || $token =~ ^($tops)(/|$) ]] || continue
        # Links, placeholders, environment assignments and what the scripts make are not paths to check.
        [[ $token =~ ^https?: || $token == *'<'* || $token == *'='* ]] && continue
        [[ $token =~ ^(artifacts|build-cmake|\.build[a-z-]*)/ ]] && continue
        checked=$((checked + 1))
        if ! exists "$token"; then
            echo "check-doc-paths: error: $doc names \`$token\`, which does not exist" >&2
            dead=$((dead + 1))
        fi
    done < <(sed 's/``[^`]*``//g' "$doc" | grep -oE '`[^` ]+`' || true)
done

# The README's source tree: the lines between "Sources/" and the next top-level entry.
tree=$(sed -n '/^## Source tree/,/^## /p' README.md | sed -n '/^Sources\/$/,/^[A-Za-z]/p')
listed_modules=$(grep -oE '^  [A-Za-z][A-Za-z0-9]*/' <<<"$tree" | tr -d ' /' | sort -u)
listed_rooms=$(grep -oE '^    [A-Z][A-Za-z]*/' <<<"$tree" | tr -d ' /' | sort -u)
listed_subrooms=$(grep -oE '^      [A-Z][A-Za-z]*/' <<<"$tree" | tr -d ' /' | sort -u)
# Modules written on one line ("CX11/ CCairo/ …") count too.
listed_modules=$(printf '%s\n%s\n' "$listed_modules" "$(grep -oE '^  C[A-Za-z0-9]*/( C[A-Za-z0-9]*/)*' <<<"$tree" | tr ' ' '\n' | tr -d '/' | grep .)" | sort -u)
actual_modules=$(cd Sources && ls -d */ | tr -d '/' | sort)
actual_rooms=$(cd Sources/XUIKitCore && ls -d */ | tr -d '/' | grep -v '\.docc$' | sort)
actual_subrooms=$(cd Sources/XUIKitCore && ls -d */*/ | cut -d/ -f2 | sort -u)
compare() {
    local what=$1 listed=$2 actual=$3 name
    for name in $(comm -13 <(printf '%s\n' "$listed") <(printf '%s\n' "$actual")); do
        echo "check-doc-paths: error: the README's source tree lacks $what $name" >&2; dead=$((dead + 1))
    done
    for name in $(comm -23 <(printf '%s\n' "$listed") <(printf '%s\n' "$actual")); do
        echo "check-doc-paths: error: the README's source tree names $what $name, which does not exist" >&2; dead=$((dead + 1))
    done
}
compare "module Sources/" "$listed_modules" "$actual_modules"
compare "room Sources/XUIKitCore/" "$listed_rooms" "$actual_rooms"
compare "a room's folder" "$listed_subrooms" "$actual_subrooms"

[[ $dead -eq 0 ]] || exit 1
echo "check-doc-paths: all $checked paths named in ${#docs[@]} documents exist; the README's source tree matches Sources/"
