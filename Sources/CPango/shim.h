#ifndef XUIKIT_CPANGO_SHIM_H
#define XUIKIT_CPANGO_SHIM_H
/* Pango through Cairo: shaping (HarfBuzz), bidi, fontconfig fallback, line breaking; and
 * fontconfig itself (pangofc-fontmap.h includes it), which the system family's questions are asked
 * of directly (Text/Engine/FontconfigFamilies.swift, R27.24). */
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#endif
