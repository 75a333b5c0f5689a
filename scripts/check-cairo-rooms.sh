#!/usr/bin/env bash
# Checks that only the drawing rooms of XUIKitCore touch Cairo (and librsvg, which draws through
# it), as only the backend touches X11: Graphics/Drawing/ (CGContext, UIBezierPath),
# Graphics/Rendering/ (the frame, the render pass, layers, surfaces), Graphics/Images/ (decoding,
# encoding, image drawing), Graphics/Symbols/ (system images, librsvg) and Text/Engine/ (Pango).
# Everything else draws through CGContext and UIBezierPath, or is drawn by the renderer.
# Prints each file elsewhere that imports CCairo or calls cairo_* and exits 1; prints a count and
# exits 0 when there is none. Needs only bash and grep.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

core=Sources/XUIKitCore
[[ -d "$core" ]] || { echo "check-cairo-rooms: error: $core is missing" >&2; exit 1; }
rooms='^Sources/XUIKitCore/(Graphics/Drawing|Graphics/Rendering|Graphics/Images|Graphics/Symbols|Text/Engine)/'

# \b keeps my_cairo_thing from matching; the import is matched at the start of a line.
offenders=$(grep -rlE --include='*.swift' '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+(CCairo|CRsvg)\b|\b(cairo|rsvg)_[a-z]' "$core" \
    | grep -vE "$rooms" | sort || true)
if [[ -n "$offenders" ]]; then
    echo "check-cairo-rooms: error: Cairo or librsvg used outside Graphics/Drawing, Graphics/Rendering, Graphics/Images, Graphics/Symbols and Text/Engine:" >&2
    while read -r file; do
        line=$(grep -nE 'import[[:space:]]+(CCairo|CRsvg)\b|\b(cairo|rsvg)_[a-z]' "$file" | head -1 | cut -c1-100)
        echo "  $file:$line" >&2
    done <<<"$offenders"
    echo "  (draw through CGContext / UIBezierPath, or move the drawing into Graphics/Rendering/)" >&2
    exit 1
fi
users=$(grep -rlE --include='*.swift' 'import[[:space:]]+(CCairo|CRsvg)\b|\b(cairo|rsvg)_[a-z]' "$core" | grep -c . || true)
echo "check-cairo-rooms: all $users files of $core that use Cairo are in its drawing rooms"
