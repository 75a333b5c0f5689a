/* Which kernel the blends use: the widest the processor runs, found at the first blend with
   __builtin_cpu_supports, unless a test lowered it on its own thread (xuikit_pixel_kernels_limit),
   which leaves every other thread's blends, the render pass's fill threads among them, alone. */
#include "CPixelKernels.h"

/* -1 until the first blend; then the level in use. Relaxed atomics: two fill threads may start
   together, and both store the same answer. */
static int32_t chosen_level = -1;

int32_t xuikit_pixel_kernels_level(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? 2 : 1;
#else
    return 0;
#endif
}

/* A test's limit on this thread; -1 for none. */
static _Thread_local int32_t limited_level = -1;

int32_t xuikit_pixel_kernels_limit(int32_t level) {
    int32_t best = xuikit_pixel_kernels_level();
    limited_level = level < 0 ? -1 : (level > best ? best : level);
    return limited_level < 0 ? best : limited_level;
}

int32_t xuikit_pixel_kernels_in_use(void) {
    if (limited_level >= 0) return limited_level;
    int32_t level = __atomic_load_n(&chosen_level, __ATOMIC_RELAXED);
    if (level < 0) {
        level = xuikit_pixel_kernels_level();
        __atomic_store_n(&chosen_level, level, __ATOMIC_RELAXED);
    }
    return level;
}
