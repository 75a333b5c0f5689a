/* GTK 3's side of scripts/bench-peers.sh: the scenes XUIKitPeer draws.
 *
 *   gtk-scene scene opaque|alpha RUNS   median ms of a full redraw of 1000 rectangles (cairo, in
 *                                       a GtkDrawingArea)
 *   gtk-scene fade RUNS                 median ms of a frame of a full-window fade: every frame
 *                                       redraws the 1000 rectangles at a lower alpha (1 → 0.2)
 *   gtk-scene button RUNS               median ms of redrawing one GtkButton
 *   gtk-scene text RUNS                 median ms of a full redraw of 500 GtkLabels, Latin and CJK
 *                                       (the text XUIKitPeer's 500 UILabels show)
 *   gtk-scene rings RUNS                median ms of a frame of 1000 rings whose arcs grow, as
 *                                       XUIKitPeer's CAShapeLayers animate strokeEnd: cairo arcs
 *                                       in a GtkDrawingArea, all redrawn every frame
 *   gtk-scene hello                     a window with one button; "clicked" prints
 *                                       "action <CLOCK_REALTIME ns>"
 * Each redraw is queued, run at once (gdk_window_process_updates) and followed by a round trip
 * to the server (gdk_display_sync), as XUIKitPeer follows its frames with XSync.
 */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double alpha = 1.0;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static gboolean draw_scene(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)widget; (void)data;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (int i = 0; i < 1000; i++) {
        cairo_set_source_rgba(cr, (i % 7) / 7.0, (i % 5) / 5.0, (i % 3) / 3.0, alpha);
        cairo_rectangle(cr, (i * 37) % 1200, (i * 53) % 740, 80, 60);
        cairo_fill(cr);
    }
    return TRUE;
}

/* Set by "rings": how much of each ring the current frame strokes (strokeEnd). */
static double ring_end = 0;

/* 1000 rings on a 40 × 25 grid of 32-point cells, each an arc from 12 o'clock clockwise. */
static gboolean draw_rings(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)widget; (void)data;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_line_width(cr, 4);
    for (int i = 0; i < 1000; i++) {
        double cx = 16 + (i % 40) * 32, cy = 16 + (i / 40) * 32;
        cairo_set_source_rgb(cr, (i % 7) / 7.0, (i % 5) / 5.0, (i % 3) / 3.0);
        cairo_new_path(cr);
        cairo_arc(cr, cx, cy, 12, -G_PI / 2, -G_PI / 2 + 2 * G_PI * ring_end);
        cairo_stroke(cr);
    }
    return TRUE;
}

/* The text of label `i` of the text scene: Latin and CJK lines in turn. */
static void label_text(int i, char *buffer, size_t size) {
    if (i % 2 == 0) snprintf(buffer, size, "Label %d: brown fox", i);
    else snprintf(buffer, size, "标签 %d 東京の天気", i);
}

static void settle(void) {
    for (int i = 0; i < 5; i++) {
        while (gtk_events_pending()) gtk_main_iteration();
        gdk_display_sync(gdk_display_get_default());
        g_usleep(20000);
    }
}

/* Set by "fade": each frame lowers the alpha a step, as a 60 Hz fade would. */
static int fading = 0;
/* Set by "rings": each frame strokes a little more of every ring. */
static int ringing = 0;

static void time_frames(const char *label, GtkWidget *widget, int runs) {
    double *samples = calloc(runs, sizeof(double));
    GdkWindow *window = gtk_widget_get_window(gtk_widget_get_toplevel(widget));
    for (int i = 0; i < runs; i++) {
        double start = now_ms();
        if (fading) alpha = 1.0 - 0.8 * (i + 1) / runs;
        if (ringing) ring_end = (double)(i + 1) / runs;
        gtk_widget_queue_draw(widget);
        gdk_window_process_updates(window, TRUE);
        gdk_display_sync(gdk_display_get_default());
        samples[i] = now_ms() - start;
    }
    qsort(samples, runs, sizeof(double), compare);
    printf("%s %.3f\n", label, samples[runs / 2]);
    free(samples);
}

static void clicked(GtkButton *button, gpointer data) {
    (void)button; (void)data;
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    printf("action %llu\n", (unsigned long long)t.tv_sec * 1000000000ull + (unsigned long long)t.tv_nsec);
    fflush(stdout);
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "hello";
    int runs = argc > 2 ? atoi(argv[argc - 1]) : 30;
    if (runs <= 0) runs = 30;
    gtk_init(&argc, &argv);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(window), "GTK peer");
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    if (strcmp(mode, "scene") == 0 || strcmp(mode, "fade") == 0) {
        if (argc > 2 && strcmp(argv[2], "alpha") == 0) alpha = 0.8;
        fading = strcmp(mode, "fade") == 0;
        GtkWidget *area = gtk_drawing_area_new();
        gtk_widget_set_size_request(area, 1280, 800);
        g_signal_connect(area, "draw", G_CALLBACK(draw_scene), NULL);
        gtk_container_add(GTK_CONTAINER(window), area);
        gtk_widget_show_all(window);
        settle();
        time_frames(fading ? "fade_ms" : "redraw_ms", area, runs);
        return 0;
    }
    if (strcmp(mode, "rings") == 0) {
        ringing = 1;
        GtkWidget *area = gtk_drawing_area_new();
        gtk_widget_set_size_request(area, 1280, 800);
        g_signal_connect(area, "draw", G_CALLBACK(draw_rings), NULL);
        gtk_container_add(GTK_CONTAINER(window), area);
        gtk_widget_show_all(window);
        settle();
        time_frames("rings_ms", area, runs);
        return 0;
    }
    GtkWidget *fixed = gtk_fixed_new();
    if (strcmp(mode, "text") == 0) {
        /* The same font and size as XUIKitPeer's labels: 12-pixel sans-serif, black on white. */
        GtkCssProvider *css = gtk_css_provider_new();
        gtk_css_provider_load_from_data(css, "window { background: white; } label { font: 12px sans-serif; color: black; }", -1, NULL);
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), GTK_STYLE_PROVIDER(css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        char text[64];
        for (int i = 0; i < 500; i++) {
            label_text(i, text, sizeof text);
            gtk_fixed_put(GTK_FIXED(fixed), gtk_label_new(text), (i % 10) * 128, (i / 10) * 16);
        }
        gtk_widget_set_size_request(fixed, 1280, 800);
        gtk_container_add(GTK_CONTAINER(window), fixed);
        gtk_widget_show_all(window);
        settle();
        time_frames("text_ms", fixed, runs);
        return 0;
    }
    GtkWidget *button = gtk_button_new_with_label("Say hello");
    gtk_widget_set_size_request(button, 160, 44);
    gtk_fixed_put(GTK_FIXED(fixed), button, 20, 20);
    gtk_container_add(GTK_CONTAINER(window), fixed);
    gtk_window_set_default_size(GTK_WINDOW(window), 320, 200);
    if (strcmp(mode, "button") == 0) {
        gtk_widget_show_all(window);
        settle();
        time_frames("button_ms", button, runs);
        return 0;
    }
    g_signal_connect(button, "clicked", G_CALLBACK(clicked), NULL);
    gtk_widget_show_all(window);
    gtk_main();
    return 0;
}
