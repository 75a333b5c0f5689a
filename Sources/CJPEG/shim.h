#ifndef XUIKIT_CJPEG_SHIM_H
#define XUIKIT_CJPEG_SHIM_H
/* libjpeg-turbo's libjpeg API. Its errors longjmp out of the library, which Swift cannot do, so
 * the calls that can fail are wrapped here, in C, each with its own setjmp. Any warning (corrupt
 * or truncated data, which libjpeg would otherwise pad with grey) counts as a failure too. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>

struct xuikit_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void xuikit_jpeg_error_exit(j_common_ptr info) {
    struct xuikit_jpeg_error *error = (struct xuikit_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void xuikit_jpeg_emit_message(j_common_ptr info, int level) {
    /* level -1 is a warning: the data is damaged. */
    if (level < 0) { xuikit_jpeg_error_exit(info); }
}

static void xuikit_jpeg_output_message(j_common_ptr info) { (void)info; }

static inline void xuikit_jpeg_install_errors(struct xuikit_jpeg_error *error) {
    jpeg_std_error(&error->manager);
    error->manager.error_exit = xuikit_jpeg_error_exit;
    error->manager.emit_message = xuikit_jpeg_emit_message;
    error->manager.output_message = xuikit_jpeg_output_message;
}

/* What jpeg_read_header tells about an image, read before any pixel memory is taken so that the
 * caller can check it against its limits (ImageDecoder.swift). */
struct xuikit_jpeg_header {
    unsigned int width, height;               /* as encoded (at most 65 500 a side, JPEG's limit) */
    unsigned int output_width, output_height; /* after scaling by scale_eighths / 8 */
    int is_cmyk;                              /* CMYK or YCCK: decoded through JCS_CMYK */
    int has_multiple_scans;                   /* progressive or multi-scan: whole-image coefficients */
    unsigned long long coefficient_bytes;     /* what a multi-scan decode keeps besides the output */
};

/* A decode that keeps a whole-image coefficient buffer (progressive JPEG) allocates through
 * libjpeg's virtual arrays, which honour max_memory_to_use; with no backing store, more than this
 * is an error instead of an allocation. A backstop: ImageDecoder checks coefficient_bytes first. */
#define XUIKIT_JPEG_MAX_MEMORY (288L * 1024 * 1024)

/* Reads the header of a JPEG in memory, with the output size at scale_eighths / 8 (1 to 8, the
 * scale libjpeg-turbo decodes at with no full-size buffer). Returns 0 on success. */
static inline int xuikit_jpeg_read_header(const unsigned char *data, size_t length, int scale_eighths,
                                          struct xuikit_jpeg_header *header) {
    struct jpeg_decompress_struct info;
    struct xuikit_jpeg_error error;
    xuikit_jpeg_install_errors(&error);
    info.err = &error.manager;
    if (setjmp(error.jump)) { jpeg_destroy_decompress(&info); return 1; }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    info.scale_num = (unsigned int)scale_eighths;
    info.scale_denom = 8;
    jpeg_calc_output_dimensions(&info);
    header->width = info.image_width;
    header->height = info.image_height;
    header->output_width = info.output_width;
    header->output_height = info.output_height;
    header->is_cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    header->has_multiple_scans = jpeg_has_multiple_scans(&info) ? 1 : 0;
    header->coefficient_bytes = 0;
    for (int index = 0; index < info.num_components; index++) {
        const jpeg_component_info *component = &info.comp_info[index];
        /* A block is 64 coefficients of 2 bytes; libjpeg rounds each component up to whole MCUs. */
        unsigned long long across = (unsigned long long)component->width_in_blocks + (unsigned long long)component->h_samp_factor;
        unsigned long long down = (unsigned long long)component->height_in_blocks + (unsigned long long)component->v_samp_factor;
        header->coefficient_bytes += across * down * sizeof(JBLOCK);
    }
    jpeg_destroy_decompress(&info);
    return 0;
}

/* One row of CMYK samples as B, G, R, A. Photoshop writes CMYK inverted (0 is full ink) and marks
 * such files with an Adobe APP14 marker; libjpeg (YCCK included, which it turns into CMYK) hands
 * the samples over as stored, so with the marker a channel is C·K/255, without it (1−C)(1−K). */
static inline void xuikit_jpeg_cmyk_row(const unsigned char *cmyk, unsigned char *bgra, unsigned int width, int inverted) {
    for (unsigned int x = 0; x < width; x++, cmyk += 4, bgra += 4) {
        unsigned int c = cmyk[0], m = cmyk[1], y = cmyk[2], k = cmyk[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        bgra[0] = (unsigned char)((y * k + 127) / 255);
        bgra[1] = (unsigned char)((m * k + 127) / 255);
        bgra[2] = (unsigned char)((c * k + 127) / 255);
        bgra[3] = 255;
    }
}

/* Decodes a JPEG in memory at scale_eighths / 8 into 32-bit pixels, bytes B, G, R, A (Cairo's
 * ARGB32 on a little-endian machine; alpha 255), `stride` bytes a row; `pixels` holds width ×
 * height pixels as xuikit_jpeg_read_header reported for that scale. Grey, YCbCr and RGB files are
 * converted by libjpeg-turbo; CMYK and YCCK ones row by row here. Buffered-image mode stays off,
 * so a progressive file keeps only its coefficients and the output. Returns 0 on success. */
static inline int xuikit_jpeg_decode(const unsigned char *data, size_t length, int scale_eighths, unsigned char *pixels,
                                     int stride, int width, int height) {
    struct jpeg_decompress_struct info;
    struct xuikit_jpeg_error error;
    unsigned char *volatile cmyk = NULL;
    xuikit_jpeg_install_errors(&error);
    info.err = &error.manager;
    if (setjmp(error.jump)) { free(cmyk); jpeg_destroy_decompress(&info); return 1; }
    jpeg_create_decompress(&info);
    info.mem->max_memory_to_use = XUIKIT_JPEG_MAX_MEMORY;
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    info.scale_num = (unsigned int)scale_eighths;
    info.scale_denom = 8;
    info.buffered_image = FALSE;
    int is_cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = is_cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_calc_output_dimensions(&info);
    if ((int)info.output_width != width || (int)info.output_height != height) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    if (is_cmyk && !(cmyk = malloc((size_t)width * 4))) { jpeg_destroy_decompress(&info); return 1; }
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
        if (is_cmyk) {
            JSAMPROW samples = cmyk;
            jpeg_read_scanlines(&info, &samples, 1);
            xuikit_jpeg_cmyk_row(cmyk, row, (unsigned int)width, info.saw_Adobe_marker);
        } else {
            jpeg_read_scanlines(&info, &row, 1);
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(cmyk);
    return 0;
}

/* Encodes 32-bit pixels (bytes B, G, R, x) as a baseline JPEG of `quality` 0–100. On success
 * returns 0 and sets *output (free it with free()) and *output_length. */
static inline int xuikit_jpeg_encode(const unsigned char *pixels, int stride, int width, int height, int quality,
                                     unsigned char **output, unsigned long *output_length) {
    struct jpeg_compress_struct info;
    struct xuikit_jpeg_error error;
    *output = NULL;
    *output_length = 0;
    xuikit_jpeg_install_errors(&error);
    info.err = &error.manager;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(*output);
        *output = NULL;
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, output, output_length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}
/* Fills row `y` of an image being encoded by xuikit_jpeg_encode_rows. */
typedef void (*xuikit_jpeg_row_filler)(void *context, unsigned int y, unsigned char *row);

/* Encodes an image row by row, each row filled by `fill`, so that pictures of any size and kind
 * can be made without holding them: `components` samples a pixel in `color_space` (a
 * J_COLOR_SPACE: JCS_RGB with 3, JCS_CMYK with 4, ...), stored as `stored_color_space` (JCS_YCCK
 * for CMYK input, say); `adobe_marker` 0 leaves out the APP14 marker libjpeg writes for CMYK;
 * `progressive` 1 writes a progressive file. The tests and benchmarks make their CMYK, YCCK,
 * progressive and oversized files with it. Returns 0 and sets *output (free it with free()) and
 * *output_length on success. */
static inline int xuikit_jpeg_encode_rows(unsigned int width, unsigned int height, int components, int color_space,
                                          int stored_color_space, int adobe_marker, int progressive, int quality,
                                          xuikit_jpeg_row_filler fill, void *context,
                                          unsigned char **output, unsigned long *output_length) {
    struct jpeg_compress_struct info;
    struct xuikit_jpeg_error error;
    unsigned char *volatile row = NULL;
    *output = NULL;
    *output_length = 0;
    xuikit_jpeg_install_errors(&error);
    info.err = &error.manager;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(row);
        free(*output);
        *output = NULL;
        return 1;
    }
    jpeg_create_compress(&info);
    if (!(row = malloc((size_t)width * (size_t)components))) { jpeg_destroy_compress(&info); return 1; }
    jpeg_mem_dest(&info, output, output_length);
    info.image_width = width;
    info.image_height = height;
    info.input_components = components;
    info.in_color_space = (J_COLOR_SPACE)color_space;
    jpeg_set_defaults(&info);
    jpeg_set_colorspace(&info, (J_COLOR_SPACE)stored_color_space);
    info.write_Adobe_marker = adobe_marker ? TRUE : FALSE;
    jpeg_set_quality(&info, quality, TRUE);
    if (progressive) { jpeg_simple_progression(&info); }
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW samples = row;
        fill(context, info.next_scanline, samples);
        jpeg_write_scanlines(&info, &samples, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(row);
    return 0;
}
#endif
