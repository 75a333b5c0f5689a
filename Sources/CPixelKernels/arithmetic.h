/* pixman's 8-bit arithmetic, for one channel, four pixels (SSE2) and eight (AVX2):
   MUL(x, y) = DIV255(x × y) rounded = ((x × y + 0x80) × 0x101) >> 16, as pixman's MUL_UN8 and its
   SSE2 pix_multiply compute it. Vectors hold pixels as 16-bit lanes, four a pixel, as the unpack of
   their bytes against zero leaves them (pixels 0–1 then 2–3 in SSE2; 0–1, 4–5 then 2–3, 6–7 in AVX2,
   whose unpacks work within each 128-bit half). */
#ifndef CPIXELKERNELS_ARITHMETIC_H
#define CPIXELKERNELS_ARITHMETIC_H

#include <stdint.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

static inline uint32_t mul_un8(uint32_t x, uint32_t y) {
    uint32_t t = x * y + 0x80;
    return (t + (t >> 8)) >> 8;
}

/* Each channel of the pixel `word` times `factor` (0…255), MUL a channel. */
static inline uint32_t mul_word(uint32_t word, uint32_t factor) {
    uint32_t out = 0;
    for (int shift = 0; shift < 32; shift += 8) out |= mul_un8(word >> shift & 0xFF, factor) << shift;
    return out;
}

/* One pixel of OVER: `source` (premultiplied) + MUL(d, keep) a channel, saturating at 255, where
   keep is 255 less the source's alpha. */
static inline uint32_t over_word(uint32_t d, uint32_t source, uint32_t keep) {
    uint32_t out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t v = mul_un8(d >> shift & 0xFF, keep) + (source >> shift & 0xFF);
        out |= (v > 255 ? 255 : v) << shift;
    }
    return out;
}

#if defined(__x86_64__)
static inline __m128i mul_sse2(__m128i x, __m128i y) {
    return _mm_mulhi_epu16(_mm_adds_epu16(_mm_mullo_epi16(x, y), _mm_set1_epi16(0x80)), _mm_set1_epi16(0x101));
}

__attribute__((target("avx2")))
static inline __m256i mul_avx2(__m256i x, __m256i y) {
    return _mm256_mulhi_epu16(_mm256_adds_epu16(_mm256_mullo_epi16(x, y), _mm256_set1_epi16(0x80)),
                              _mm256_set1_epi16(0x101));
}
#endif

#endif
