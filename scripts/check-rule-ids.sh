#!/usr/bin/env bash
# Checks that every behaviour rule id cited in Sources/ or Tests/ (R7.13, R8.21, …) is defined in
# docs/Behaviour.md, where a definition is a line starting with **R<section>.<n>**.
# Prints the undefined ids with the files citing them and exits 1; prints a count and exits 0 when
# every citation resolves. Needs only bash, grep, sed and sort.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

rules=docs/Behaviour.md
[[ -f "$rules" ]] || { echo "check-rule-ids: error: $rules is missing" >&2; exit 1; }

# \b keeps R1.1 from matching inside R11.1 or XR1.1; -h drops file names.
defined=$(grep -oE '^\*\*R[0-9]+\.[0-9]+\*\*' "$rules" | tr -d '*' | sort -u)
cited=$(grep -rhoE '\bR[0-9]+\.[0-9]+\b' Sources Tests | sort -u)

missing=$(comm -13 <(printf '%s\n' "$defined") <(printf '%s\n' "$cited"))
if [[ -n "$missing" ]]; then
    echo "check-rule-ids: error: cited in Sources/ or Tests/ but not defined in $rules:" >&2
    while read -r id; do
        files=$(grep -rlE "\\b${id//./\\.}\\b" Sources Tests | tr '\n' ' ')
        echo "  $id  ($files)" >&2
    done <<<"$missing"
    exit 1
fi
echo "check-rule-ids: all $(printf '%s\n' "$cited" | grep -c .) cited rule ids are defined in $rules ($(printf '%s\n' "$defined" | grep -c .) rules)"
