#ifndef XUIKIT_CPANGO_SHIM_H
#define XUIKIT_CPANGO_SHIM_H
/* Pango through Cairo: shaping (HarfBuzz), bidi, fontconfig fallback, line breaking. */
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#endif
