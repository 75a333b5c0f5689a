#ifndef XUIKIT_CRSVG_SHIM_H
#define XUIKIT_CRSVG_SHIM_H
/* librsvg, for system images (Graphics/Symbols/): UIImage(systemName:) draws the freedesktop icon
 * theme's symbolic SVG icons as vectors, at whatever scale the context has, so a symbol is as
 * sharp at scale 2 as at scale 1. Only Graphics/ rooms import this module
 * (scripts/check-cairo-rooms.sh). */
#include <librsvg/rsvg.h>
#endif
