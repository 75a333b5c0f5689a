/* A solid premultiplied colour through a coverage mask, OVER (R27.16, R27.22): what an arc stroke's
   kept coverage (ArcCoverageMask.swift) blends a row at a time. Per pixel, at coverage k:

       s' = MUL(s, k) channel by channel,   d = s' + MUL(d, 255 − s'a),

   pixman's `over_n_8_8888` arithmetic (arithmetic.h). A premultiplied colour's channels are at most
   its alpha, so no channel of the sum passes 255 and the vector kernels' saturating pack adds
   nothing; a coverage of 0 gives s' = 0 and leaves the pixel as it is. Eight pixels a step with
   AVX2, four with SSE2, one in plain C (level.c chooses); the tests compare each with the
   pixel-at-a-time arithmetic (ArcStrokeRasterizer.over). */
#include "CPixelKernels.h"
#include "arithmetic.h"
#include <string.h>

static inline uint32_t over_masked_pixel(uint32_t d, uint32_t source, uint32_t k) {
    uint32_t covered = mul_word(source, k);
    return over_word(d, covered, 255 - (covered >> 24));
}

#if defined(__x86_64__)
/* Each pixel's alpha lane copied to its four lanes (lanes 3 and 7 of each 128 bits). */
#define ALPHAS(v, sh) sh##hi_epi16(sh##lo_epi16((v), 0xFF), 0xFF)

static int32_t over_masked_sse2(uint32_t *p, const uint8_t *levels, int32_t count, uint32_t source) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i ones = _mm_set1_epi16(255);
    const __m128i color = _mm_unpacklo_epi8(_mm_set1_epi32((int)source), zero);
    int32_t i = 0;
    for (; i + 4 <= count; i += 4) {
        uint32_t four;
        memcpy(&four, levels + i, 4);
        if (four == 0) continue;
        /* Each level in its pixel's four bytes, unpacked as the pixels are. */
        __m128i k8 = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)four), _mm_cvtsi32_si128((int)four));
        k8 = _mm_unpacklo_epi16(k8, k8);
        __m128i d = _mm_loadu_si128((const __m128i *)(p + i));
        __m128i slo = mul_sse2(color, _mm_unpacklo_epi8(k8, zero)), shi = mul_sse2(color, _mm_unpackhi_epi8(k8, zero));
        __m128i lo = _mm_add_epi16(slo, mul_sse2(_mm_unpacklo_epi8(d, zero), _mm_sub_epi16(ones, ALPHAS(slo, _mm_shuffle))));
        __m128i hi = _mm_add_epi16(shi, mul_sse2(_mm_unpackhi_epi8(d, zero), _mm_sub_epi16(ones, ALPHAS(shi, _mm_shuffle))));
        _mm_storeu_si128((__m128i *)(p + i), _mm_packus_epi16(lo, hi));
    }
    return i;
}

__attribute__((target("avx2")))
static inline __m256i over_masked8_avx2(__m256i d, __m256i k32, __m256i color) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i ones = _mm256_set1_epi16(255);
    /* Each level in its pixel's four bytes, then unpacked as the pixels are. */
    __m256i k8 = _mm256_mullo_epi32(k32, _mm256_set1_epi32(0x01010101));
    __m256i slo = mul_avx2(color, _mm256_unpacklo_epi8(k8, zero)), shi = mul_avx2(color, _mm256_unpackhi_epi8(k8, zero));
    __m256i lo = _mm256_add_epi16(slo, mul_avx2(_mm256_unpacklo_epi8(d, zero), _mm256_sub_epi16(ones, ALPHAS(slo, _mm256_shuffle))));
    __m256i hi = _mm256_add_epi16(shi, mul_avx2(_mm256_unpackhi_epi8(d, zero), _mm256_sub_epi16(ones, ALPHAS(shi, _mm256_shuffle))));
    return _mm256_packus_epi16(lo, hi);
}

/* Eight pixels a step; the last 1–7 through a masked load and store, their levels copied out so
   nothing past the mask's row is read. */
__attribute__((target("avx2")))
static void over_masked_avx2(uint32_t *p, const uint8_t *levels, int32_t count, uint32_t source) {
    const __m256i color = _mm256_unpacklo_epi8(_mm256_set1_epi32((int)source), _mm256_setzero_si256());
    int32_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t eight;
        memcpy(&eight, levels + i, 8);
        if (eight == 0) continue;
        __m256i k32 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)eight));
        __m256i d = _mm256_loadu_si256((const __m256i *)(p + i));
        _mm256_storeu_si256((__m256i *)(p + i), over_masked8_avx2(d, k32, color));
    }
    int32_t rest = count - i;
    if (rest > 0) {
        /* Byte by byte: a copy of a variable length would be a call to memcpy. */
        uint64_t eight = 0;
        for (int32_t j = 0; j < rest; j++) eight |= (uint64_t)levels[i + j] << (8 * j);
        if (eight == 0) return;
        const __m256i tail = _mm256_cmpgt_epi32(_mm256_set1_epi32(rest), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k32 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)eight));
        int *q = (int *)(p + i);
        _mm256_maskstore_epi32(q, tail, over_masked8_avx2(_mm256_maskload_epi32(q, tail), k32, color));
    }
}
#endif

void xuikit_over_solid_masked(uint32_t *pixels, const uint8_t *levels, int32_t count, uint32_t source) {
    if (count <= 0) return;
    int32_t level = xuikit_pixel_kernels_in_use(), done = 0;
#if defined(__x86_64__)
    if (level >= 2) {
        over_masked_avx2(pixels, levels, count, source);
        return;
    }
    if (level >= 1) done = over_masked_sse2(pixels, levels, count, source);
#else
    (void)level;
#endif
    for (int32_t i = done; i < count; i++) pixels[i] = over_masked_pixel(pixels[i], source, levels[i]);
}
