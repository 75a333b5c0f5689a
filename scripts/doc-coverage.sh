#!/usr/bin/env bash
# Measures how many public and open declarations carry a `///` doc comment, per folder of Sources/.
#
#   scripts/doc-coverage.sh                       # every folder under Sources/
#   scripts/doc-coverage.sh Sources/XUIKit        # only these folders (or files)
#   scripts/doc-coverage.sh --list Sources/...    # also list the undocumented declarations
#
# A declaration is a line whose first word — after attributes such as @MainActor or
# @discardableResult and after `nonisolated` — is `public` or `open`, or a requirement (func, var,
# init, subscript, associatedtype) directly inside a public protocol. Not counted: `extension`
# lines (an extension is not a symbol) and `override`s (they inherit the overridden symbol's
# documentation, in DocC and in editors). Enum cases are not counted either.
# A declaration is documented when the nearest line above it that is not an attribute is a `///`
# line. A rough measure, grep-level: it reads lines, not Swift.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

list=0
paths=()
for argument in "$@"; do
    if [[ "$argument" == "--list" ]]; then list=1; else paths+=("$argument"); fi
done
[[ ${#paths[@]} -gt 0 ]] || paths=(Sources)

find "${paths[@]}" -name '*.swift' | sort | xargs awk -v list="$list" '
    function strip_attributes(text) {
        while (text ~ /^(@[A-Za-z_]+(\([^)]*\))?|nonisolated)[ \t]+/)
            sub(/^(@[A-Za-z_]+(\([^)]*\))?|nonisolated)[ \t]+/, "", text)
        return text
    }
    function count(line, folder) {
        total[folder]++
        if (previous ~ /^\/\/\//) documented[folder]++
        else if (list) missing[++missingCount] = FILENAME ":" FNR ": " line
    }
    FNR == 1 { previous = ""; protocolDepth = 0; depth = 0 }
    {
        line = $0
        sub(/^[ \t]+/, "", line)
        declaration = strip_attributes(line)
        folder = FILENAME
        sub(/\/[^\/]*$/, "", folder)
        if (declaration ~ /^(public|open)[ \t(]/ && declaration !~ /(^|[ \t])(extension|override)[ \t]/) {
            count(line, folder)
            if (declaration ~ /^public[ \t]+protocol[ \t]/) protocolDepth = depth + 1
        } else if (protocolDepth > 0 && depth == protocolDepth &&
                   declaration ~ /^(static[ \t]+)?(func|var|init|subscript|associatedtype)[ \t(?<]/) {
            count(line, folder)
        }
        # Brace depth, to know when a protocol body ends (braces in strings are rare in these files).
        opens = gsub(/\{/, "{", line); closes = gsub(/\}/, "}", line)
        depth += opens - closes
        if (protocolDepth > 0 && depth < protocolDepth) protocolDepth = 0
        # Attribute-only lines sit between a doc comment and its declaration.
        if (line !~ /^@[A-Za-z_]+(\([^)]*\))?$/) previous = line
    }
    END {
        # Tagged lines, sorted below: folders by name, then the total, then the list.
        for (folder in total) {
            allDeclarations += total[folder]; allDocumented += documented[folder]
            printf "1\t%s\t%5.1f%%  %4d / %-4d  %s\n", folder, 100 * documented[folder] / total[folder], documented[folder], total[folder], folder
        }
        if (allDeclarations > 0)
            printf "2\t\t%5.1f%%  %4d / %-4d  total\n", 100 * allDocumented / allDeclarations, allDocumented, allDeclarations
        for (i = 1; i <= missingCount; i++) printf "3\t%06d\tundocumented: %s\n", i, missing[i]
    }' | sort -t $'\t' -k1,1n -k2,2 | cut -f3-
