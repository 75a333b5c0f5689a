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

/* Reads the size of a JPEG in memory. Returns 0 on success. */
static inline int xuikit_jpeg_read_size(const unsigned char *data, size_t length, int *width, int *height) {
    struct jpeg_decompress_struct info;
    struct xuikit_jpeg_error error;
    info.err = NULL;
    xuikit_jpeg_install_errors(&error);
    info.err = &error.manager;
    if (setjmp(error.jump)) { jpeg_destroy_decompress(&info); return 1; }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

/* Decodes a JPEG in memory into 32-bit pixels, bytes B, G, R, A (Cairo's ARGB32 on a
 * little-endian machine; alpha 255), `stride` bytes a row; `pixels` holds width × height pixels as
 * xuikit_jpeg_read_size reported. Returns 0 on success. */
static inline int xuikit_jpeg_decode(const unsigned char *data, size_t length, unsigned char *pixels, int stride,
                                     int width, int height) {
    struct jpeg_decompress_struct info;
    struct xuikit_jpeg_error error;
    xuikit_jpeg_install_errors(&error);
    info.err = &error.manager;
    if (setjmp(error.jump)) { jpeg_destroy_decompress(&info); return 1; }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if ((int)info.image_width != width || (int)info.image_height != height) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    info.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
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
#endif
