#ifndef XUIKIT_CPNG_SHIM_H
#define XUIKIT_CPNG_SHIM_H
/* libpng, for decoding a large PNG smaller without a full-size buffer (ImageDecoder+PNG.swift):
 * rows are read one at a time and box-filtered into the target, so memory is one source row and
 * one row of sums, whatever the file's size. (Cairo's reader decodes whole images only.) libpng's
 * errors longjmp out of the library, which Swift cannot do, so each call that can fail is wrapped
 * here, in C, with its own setjmp. xuikit_png_encode_rows writes large files row by row for the
 * tests and benchmarks. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <png.h>

/* What the read function walks through. */
struct xuikit_png_source {
    const unsigned char *data;
    size_t length;
    size_t position;
};

static void xuikit_png_read(png_structp png, png_bytep out, size_t count) {
    struct xuikit_png_source *source = (struct xuikit_png_source *)png_get_io_ptr(png);
    if (source->length - source->position < count) { png_error(png, "truncated"); }
    memcpy(out, source->data + source->position, count);
    source->position += count;
}

static void xuikit_png_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void xuikit_png_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

/* What IHDR says, read before any pixel memory is taken. */
struct xuikit_png_header {
    unsigned int width, height;
    int interlaced;
};

/* The header of a PNG in memory. Returns 0 on success. */
static inline int xuikit_png_read_header(const unsigned char *data, size_t length, struct xuikit_png_header *header) {
    struct xuikit_png_source source = { data, length, 0 };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, xuikit_png_error, xuikit_png_warning);
    if (!png) { return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) { png_destroy_read_struct(&png, &info, NULL); return 1; }
    /* Sizes are checked by the caller against its own limits; libpng's default (a million a side)
     * would refuse a file the caller may decode smaller. */
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_read_fn(png, &source, xuikit_png_read);
    png_read_info(png, info);
    header->width = png_get_image_width(png, info);
    header->height = png_get_image_height(png, info);
    header->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

/* Decodes a non-interlaced PNG in memory into `pixels`, a Cairo ARGB32 surface of `width` ×
 * `height` (premultiplied, native-endian words, `stride` bytes a row), each target pixel the
 * average of the source pixels that fall in it (a box filter, alpha-weighted). The target is no
 * larger than the source. Returns 0 on success, 1 on damaged data or allocation failure. */
static inline int xuikit_png_decode_fitting(const unsigned char *data, size_t length, unsigned char *pixels,
                                            int stride, int width, int height) {
    struct xuikit_png_source source = { data, length, 0 };
    unsigned char *volatile row = NULL;
    uint64_t *volatile sums = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, xuikit_png_error, xuikit_png_warning);
    if (!png) { return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        free(row);
        free(sums);
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_read_fn(png, &source, xuikit_png_read);
    png_read_info(png, info);
    png_uint_32 source_width = png_get_image_width(png, info), source_height = png_get_image_height(png, info);
    if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE || width <= 0 || height <= 0
        || (png_uint_32)width > source_width || (png_uint_32)height > source_height) {
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    /* Every colour type becomes 8-bit B, G, R, A (straight alpha). */
    int color = png_get_color_type(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) { png_set_gray_to_rgb(png); }
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_bgr(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)source_width * 4) {
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    row = malloc((size_t)source_width * 4);
    sums = calloc((size_t)width * 5, sizeof(uint64_t));   /* premultiplied B, G, R, A, and the count */
    if (!row || !sums) { png_longjmp(png, 1); }
    int target_row = 0;
    for (png_uint_32 y = 0; y < source_height; y++) {
        png_read_row(png, row, NULL);
        for (png_uint_32 x = 0; x < source_width; x++) {
            const unsigned char *pixel = row + (size_t)x * 4;
            uint64_t *sum = sums + (size_t)((uint64_t)x * (uint64_t)width / source_width) * 5;
            unsigned int alpha = pixel[3];
            sum[0] += (uint64_t)pixel[0] * alpha;
            sum[1] += (uint64_t)pixel[1] * alpha;
            sum[2] += (uint64_t)pixel[2] * alpha;
            sum[3] += alpha;
            sum[4] += 1;
        }
        /* The last source row of this target row: write it out (premultiplied averages). */
        int next_target = (y + 1 == source_height) ? height
                        : (int)((uint64_t)(y + 1) * (uint64_t)height / source_height);
        if (next_target != target_row) {
            uint32_t *out = (uint32_t *)(pixels + (size_t)target_row * (size_t)stride);
            for (int x = 0; x < width; x++) {
                uint64_t *sum = sums + (size_t)x * 5;
                uint64_t count = sum[4] ? sum[4] : 1;
                uint64_t scaled = count * 255;
                uint32_t a = (uint32_t)((sum[3] + count / 2) / count);
                uint32_t r = (uint32_t)((sum[2] + scaled / 2) / scaled);
                uint32_t g = (uint32_t)((sum[1] + scaled / 2) / scaled);
                uint32_t b = (uint32_t)((sum[0] + scaled / 2) / scaled);
                out[x] = a << 24 | (r > a ? a : r) << 16 | (g > a ? a : g) << 8 | (b > a ? a : b);
            }
            memset(sums, 0, (size_t)width * 5 * sizeof(uint64_t));
            target_row = next_target;
        }
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(row);
    free(sums);
    return 0;
}

/* Fills row `y` of an image being encoded by xuikit_png_encode_rows. */
typedef void (*xuikit_png_row_filler)(void *context, unsigned int y, unsigned char *row);

/* A growing buffer libpng writes into. */
struct xuikit_png_sink {
    unsigned char *bytes;
    size_t length, capacity;
};

static void xuikit_png_write(png_structp png, png_bytep data, size_t count) {
    struct xuikit_png_sink *sink = (struct xuikit_png_sink *)png_get_io_ptr(png);
    if (sink->capacity - sink->length < count) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity - sink->length < count) { capacity *= 2; }
        unsigned char *grown = realloc(sink->bytes, capacity);
        if (!grown) { png_error(png, "out of memory"); }
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->length, data, count);
    sink->length += count;
}

static void xuikit_png_flush(png_structp png) { (void)png; }

/* Encodes an 8-bit, non-interlaced PNG row by row, each row filled by `fill`, so that pictures of
 * any size can be made without holding them (the tests' and benchmarks' large files):
 * `color_type` is a PNG_COLOR_TYPE_*; for a palette, `palette` holds `palette_count` RGB triples
 * and `alpha` (may be NULL) `alpha_count` tRNS entries. Returns 0 and sets *output (free it with
 * free()) and *output_length on success. */
static inline int xuikit_png_encode_rows(unsigned int width, unsigned int height, int color_type,
                                         const unsigned char *palette, int palette_count,
                                         const unsigned char *alpha, int alpha_count, int compression_level,
                                         xuikit_png_row_filler fill, void *context,
                                         unsigned char **output, size_t *output_length) {
    struct xuikit_png_sink sink = { NULL, 0, 0 };
    unsigned char *volatile row = NULL;
    *output = NULL;
    *output_length = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, xuikit_png_error, xuikit_png_warning);
    if (!png) { return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        free(row);
        free(sink.bytes);
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    png_set_write_fn(png, &sink, xuikit_png_write, xuikit_png_flush);
    png_set_compression_level(png, compression_level);
    png_set_IHDR(png, info, width, height, 8, color_type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (color_type == PNG_COLOR_TYPE_PALETTE) {
        png_set_PLTE(png, info, (png_const_colorp)palette, palette_count);
        if (alpha && alpha_count > 0) { png_set_tRNS(png, info, alpha, alpha_count, NULL); }
    }
    png_write_info(png, info);
    row = malloc(png_get_rowbytes(png, info));
    if (!row) { png_error(png, "out of memory"); }
    for (unsigned int y = 0; y < height; y++) {
        fill(context, y, row);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    *output = sink.bytes;
    *output_length = sink.length;
    return 0;
}

#endif
