#!/usr/bin/env bash
# Keeps the system-image table true (R24.1). The table is Sources/XUIKitCore/Graphics/Symbols/
# SymbolTable*.swift, one entry a line: `"sf.name": "adwaita-icon-name", // optional note`.
# Checks that
#   1. no SF Symbols name is listed twice (a Swift dictionary literal with a repeated key traps);
#   2. every icon it names is in the installed Adwaita theme, as <icon>-symbolic.svg under
#      /usr/share/icons/Adwaita/scalable/ (adwaita-icon-theme, in scripts/install-deps.sh);
#   3. docs/SystemImages.md is what this script writes from the table.
# With --write it writes docs/SystemImages.md first. Prints what is wrong and exits 1, or a count
# and exits 0. Needs bash, grep, sed, awk, sort and the theme.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

tables=(Sources/XUIKitCore/Graphics/Symbols/SymbolTable*.swift)
page=docs/SystemImages.md
theme=${XUIKIT_ICON_THEME_DIR:-/usr/share/icons/Adwaita/scalable}
fail() { echo "check-symbol-table: error: $*" >&2; exit 1; }
[[ -d "$theme" ]] || fail "$theme is missing: install adwaita-icon-theme (scripts/install-deps.sh)"

# name<TAB>icon<TAB>note, in the tables' order.
entries=$(sed -nE 's|^[[:space:]]*"([^"]+)":[[:space:]]*"([^"]+)",[[:space:]]*(//[[:space:]]*(.*))?$|\1\t\2\t\4|p' "${tables[@]}")
count=$(grep -c . <<<"$entries" || true)
[[ $count -ge 200 ]] || fail "only $count entries in ${tables[*]} (the table promises at least 200)"

repeated=$(cut -f1 <<<"$entries" | sort | uniq -d)
[[ -z "$repeated" ]] || fail "listed twice: $(tr '\n' ' ' <<<"$repeated")"

missing=""
while IFS= read -r icon; do
    compgen -G "$theme/*/$icon-symbolic.svg" >/dev/null || missing+="$icon "
done < <(cut -f2 <<<"$entries" | sort -u)
[[ -z "$missing" ]] || fail "not in $theme: $missing"

# The page: the SF names Adwaita has no icon for (the tables' `// Not in Adwaita:` lines), then
# the table sorted by name.
generate() {
    echo "# System images: SF Symbols names and the icons that draw them"
    echo
    echo "<!-- Written by scripts/check-symbol-table.sh --write from"
    echo "     Sources/XUIKitCore/Graphics/Symbols/SymbolTable*.swift; do not edit by hand. -->"
    echo
    echo "\`UIImage(systemName:)\` draws SF Symbols names with the symbolic icons of the Adwaita theme"
    echo "(\`/usr/share/icons/Adwaita/scalable/*/<icon>-symbolic.svg\`, Debian's adwaita-icon-theme),"
    echo "through librsvg, as vectors (R24.1–R24.4). This page lists the $count names it knows."
    echo "A \`.fill\` name missing from the table draws its outline name's icon (R24.2); any other name"
    echo "gives nil, as UIKit does for a name it does not know. Where Adwaita has no icon of the same"
    echo "shape the closest one is used, and the note says what differs."
    echo
    local absent
    absent=$(sed -nE 's|^[[:space:]]*// Not in Adwaita:[[:space:]]*(.*)$|\1|p' "${tables[@]}" | tr '\n' ' ' | sed 's/ *$//')
    if [[ -n "$absent" ]]; then
        echo "Not in Adwaita, so nil: $absent."
        echo
    fi
    echo "| SF Symbols name | Adwaita icon | Note |"
    echo "|---|---|---|"
    sort -t$'\t' -k1,1 <<<"$entries" | awk -F'\t' '{ printf "| `%s` | `%s-symbolic` | %s |\n", $1, $2, $3 }'
}

if [[ "${1:-}" == "--write" ]]; then generate >"$page"; fi
[[ -f "$page" ]] || fail "$page is missing: run bash scripts/check-symbol-table.sh --write"
if ! diff -q <(generate) "$page" >/dev/null; then
    fail "$page is not what the table says: run bash scripts/check-symbol-table.sh --write"
fi
echo "check-symbol-table: $count SF Symbols names, each drawn by an icon of $theme; $page is current"
