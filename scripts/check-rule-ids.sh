#!/usr/bin/env bash
# Checks that every behaviour rule id cited in Sources/ or Tests/ (R7.13, R8.21, …), every test
# assumption (H2) and every scenario (S9) is defined in docs/Behaviour.md, where a definition is a
# line starting with the id in bold: **R7.13**, **H2**, **S9**.
# Prints the undefined ids with the files citing them and exits 1; prints a count and exits 0 when
# every citation resolves. Needs only bash, grep, sed and sort.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

rules=docs/Behaviour.md
[[ -f "$rules" ]] || { echo "check-rule-ids: error: $rules is missing" >&2; exit 1; }

# \b keeps R1.1 from matching inside R11.1 or XR1.1 (and S1 inside S10); -h drops file names.
ids='R[0-9]+\.[0-9]+|H[0-9]+|S[0-9]+'
defined=$(grep -oE "^\*\*($ids)\*\*" "$rules" | tr -d '*' | sort -u)
cited=$(grep -rhoE "\b($ids)\b" Sources Tests | sort -u)

missing=$(comm -13 <(printf '%s\n' "$defined") <(printf '%s\n' "$cited"))
if [[ -n "$missing" ]]; then
    echo "check-rule-ids: error: cited in Sources/ or Tests/ but not defined in $rules:" >&2
    while read -r id; do
        files=$(grep -rlE "\\b${id//./\\.}\\b" Sources Tests | tr '\n' ' ')
        echo "  $id  ($files)" >&2
    done <<<"$missing"
    exit 1
fi
echo "check-rule-ids: all $(printf '%s\n' "$cited" | grep -c .) cited ids are defined in $rules ($(printf '%s\n' "$defined" | grep -c .) definitions)"
