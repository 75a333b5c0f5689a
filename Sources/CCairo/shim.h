#ifndef XUIKIT_CCAIRO_SHIM_H
#define XUIKIT_CCAIRO_SHIM_H
#include <cairo/cairo.h>
/* pixman: the compositor under Cairo, for solid fills straight into a surface's pixels. */
#include <pixman.h>
#endif
