/* How the pieces fit (R27.22): the render pass holds back its solid fills (FillBatch.swift) and runs
   them tile by tile; an opaque fill writes its word (pixman_fill), a translucent one is blended
   here, and an arc stroke's coverage mask (ArcCoverageMask.swift) in over-masked.c. This file is
   pixman's OVER of a solid premultiplied colour s, channel by channel (arithmetic.h):

       d = s + MUL(d, 255 − sa), saturating at 255,

   which is what pixman's C combiner (UN8x4_MUL_UN8_ADD_UN8x4) and its SSE2 `over_n_8888` compute,
   so the pixels are pixman's bit for bit (PixelKernelTests compare every kernel with
   pixman_image_composite32). Why not pixman itself: pixman 0.42 blends four pixels a step with
   SSE2 and finishes each row of a fill a pixel at a time, and the tiles cut every fill into many
   short rows; this blends eight a step with AVX2 where the processor has it (level.c), a row's last
   few through a masked load and store, four a step with SSE2 otherwise on x86-64, and a pixel at a
   time in plain C elsewhere. */
#include "CPixelKernels.h"
#include "arithmetic.h"

static void over_row_c(uint32_t *p, int32_t count, uint32_t source, uint32_t keep) {
    for (int32_t i = 0; i < count; i++) p[i] = over_word(p[i], source, keep);
}

#if defined(__x86_64__)
/* Four pixels a step; returns how many it blended (a multiple of 4). */
static int32_t over_row_sse2(uint32_t *p, int32_t count, uint32_t source, uint32_t keep) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i keep16 = _mm_set1_epi16((short)keep);
    const __m128i s8 = _mm_set1_epi32((int)source);
    int32_t i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i d = _mm_loadu_si128((const __m128i *)(p + i));
        __m128i lo = mul_sse2(_mm_unpacklo_epi8(d, zero), keep16), hi = mul_sse2(_mm_unpackhi_epi8(d, zero), keep16);
        _mm_storeu_si128((__m128i *)(p + i), _mm_adds_epu8(_mm_packus_epi16(lo, hi), s8));
    }
    return i;
}

__attribute__((target("avx2")))
static inline __m256i over8_avx2(__m256i d, __m256i keep16, __m256i s8) {
    const __m256i zero = _mm256_setzero_si256();
    __m256i lo = mul_avx2(_mm256_unpacklo_epi8(d, zero), keep16), hi = mul_avx2(_mm256_unpackhi_epi8(d, zero), keep16);
    return _mm256_adds_epu8(_mm256_packus_epi16(lo, hi), s8);
}

/* The whole rectangle, eight pixels a step; a row's last 1–7 pixels through a masked load and
   store, which touch no pixel outside the mask. */
__attribute__((target("avx2")))
static void over_rect_avx2(uint32_t *bits, int32_t words_per_row, int32_t x, int32_t y,
                           int32_t width, int32_t height, uint32_t source, uint32_t keep) {
    const __m256i keep16 = _mm256_set1_epi16((short)keep);
    const __m256i s8 = _mm256_set1_epi32((int)source);
    int32_t whole = width & ~7, rest = width & 7;
    const __m256i tail = _mm256_cmpgt_epi32(_mm256_set1_epi32(rest), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    for (int32_t row = 0; row < height; row++) {
        uint32_t *p = bits + (intptr_t)(y + row) * words_per_row + x;
        for (int32_t i = 0; i < whole; i += 8) {
            __m256i d = _mm256_loadu_si256((const __m256i *)(p + i));
            _mm256_storeu_si256((__m256i *)(p + i), over8_avx2(d, keep16, s8));
        }
        if (rest) {
            int *q = (int *)(p + whole);
            _mm256_maskstore_epi32(q, tail, over8_avx2(_mm256_maskload_epi32(q, tail), keep16, s8));
        }
    }
}
#endif

void xuikit_over_solid(uint32_t *bits, int32_t words_per_row, int32_t x, int32_t y,
                       int32_t width, int32_t height, uint32_t source) {
    if (width <= 0 || height <= 0) return;
    uint32_t keep = 255 - (source >> 24);
    int32_t level = xuikit_pixel_kernels_in_use();
#if defined(__x86_64__)
    if (level >= 2) {
        over_rect_avx2(bits, words_per_row, x, y, width, height, source, keep);
        return;
    }
#endif
    for (int32_t row = 0; row < height; row++) {
        uint32_t *p = bits + (intptr_t)(y + row) * words_per_row + x;
        int32_t done = 0;
#if defined(__x86_64__)
        if (level >= 1) done = over_row_sse2(p, width, source, keep);
#else
        (void)level;
#endif
        over_row_c(p + done, width - done, source, keep);
    }
}
