/* Lays out FILE with Pango exactly as XUIKit's TextEngine did before issue 25's bounds: the
 * default Cairo font map, metrics unhinted, 96 dpi, the 17 pt system font (Open Sans), the text
 * handed to Pango as it is; WIDTH > 0 wraps at WIDTH points (a multi-line UILabel). Prints the
 * CPU seconds of one layout. For scripts/bench-text.sh ("before" beside XUIKit and pango-view).
 *
 *     cc pango-layout.c -o pango-layout $(pkg-config --cflags --libs pangocairo)
 *     ./pango-layout FILE [WIDTH]
 */
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double cpu_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec + now.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    gchar *text;
    gsize length;
    if (argc < 2 || !g_file_get_contents(argv[1], &text, &length, NULL)) {
        fprintf(stderr, "usage: pango-layout FILE [WIDTH]\n");
        return 2;
    }
    int width = argc > 2 ? atoi(argv[2]) : 0;
    PangoContext *context = pango_font_map_create_context(pango_cairo_font_map_get_default());
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    pango_cairo_context_set_resolution(context, 96);
    PangoFontDescription *font = pango_font_description_from_string("Open Sans");
    pango_font_description_set_absolute_size(font, 17 * PANGO_SCALE);

    double start = cpu_seconds();
    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_font_description(layout, font);
    pango_layout_set_text(layout, text, -1);
    if (width > 0) {
        pango_layout_set_width(layout, width * PANGO_SCALE);
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    }
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    printf("%.3f s (%d lines, %d x %d pt)\n", cpu_seconds() - start, pango_layout_get_line_count(layout),
           logical.width / PANGO_SCALE, logical.height / PANGO_SCALE);
    return 0;
}
