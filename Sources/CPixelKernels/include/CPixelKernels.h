#ifndef CPIXELKERNELS_H
#define CPIXELKERNELS_H

#include <stdint.h>

/// Blends the premultiplied 8-bit ARGB colour `source` over the `width` × `height` pixels at
/// (`x`, `y`) of 32-bit pixels (a8r8g8b8 or x8r8g8b8) `bits`, `words_per_row` pixels a row: pixman's
/// OVER of a solid colour, bit for bit (R27.22). Nothing is checked: the rectangle must lie within
/// the pixels.
void xuikit_over_solid(uint32_t *bits, int32_t words_per_row, int32_t x, int32_t y,
                       int32_t width, int32_t height, uint32_t source);

/// Blends the premultiplied 8-bit ARGB colour `source` over `count` 32-bit pixels through the
/// coverage levels `levels` (0…255 a pixel), as pixman's OVER of a solid colour through an a8 mask
/// (R27.16, R27.22). `source`'s channels must not exceed its alpha.
void xuikit_over_solid_masked(uint32_t *pixels, const uint8_t *levels, int32_t count, uint32_t source);

/// The widest kernel this processor runs: 0 plain C, 1 SSE2 (4 pixels a step), 2 AVX2 (8).
int32_t xuikit_pixel_kernels_level(void);

/// Makes the blends *on the calling thread* use the kernel of `level` (tests run each against
/// pixman): a level above the processor's is lowered to it, and a negative one lifts the limit.
/// Other threads are not affected. Returns the level now in use on this thread.
int32_t xuikit_pixel_kernels_limit(int32_t level);

/// The kernel the blends on the calling thread use now.
int32_t xuikit_pixel_kernels_in_use(void);

#endif
