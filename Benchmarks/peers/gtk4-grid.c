/* GTK 4's side of scripts/bench-collections.sh: a GtkGridView of 100 000 items, 100 × 100 each
 * (a label in a coloured box), 7 columns in an 800 × 600 window, scrolled 23 px per frame by the
 * frame clock. Each frame's work is timed from the frame clock's "update" phase (where the
 * scroll offset is set) to the end of "after-paint" (layout, snapshot and render done). Prints
 * "gtk_frame_us MEDIAN" after FRAMES frames (600 by default) and quits.
 *
 *   cc gtk4-grid.c $(pkg-config --cflags --libs gtk4) -o gtk4-grid && ./gtk4-grid [FRAMES]
 */
#include <gtk/gtk.h>
#include <stdlib.h>

static GtkAdjustment *vadjustment;
static gint64 frame_start;
static double *samples;
static int frames_wanted = 600, frames_done = 0, warmup = 30;
static GtkWidget *window;

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void on_update(GdkFrameClock *clock, gpointer data) {
    (void)data;
    frame_start = g_get_monotonic_time();
    double value = gtk_adjustment_get_value(vadjustment) + 23;
    gtk_adjustment_set_value(vadjustment, value);
    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_UPDATE);
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    if (frame_start == 0) return;
    double micros = (double)(g_get_monotonic_time() - frame_start);
    frame_start = 0;
    if (warmup > 0) { warmup--; return; }
    samples[frames_done++] = micros;
    if (frames_done == frames_wanted) {
        qsort(samples, frames_done, sizeof(double), compare);
        printf("gtk_frame_us %.1f\n", samples[frames_done / 2]);
        fflush(stdout);
        exit(0);
    }
}

static void setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    GtkWidget *label = gtk_label_new("");
    gtk_widget_set_size_request(label, 100, 100);
    gtk_widget_add_css_class(label, "swatch");
    gtk_list_item_set_child(item, label);
}

static void bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    GtkStringObject *string = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(string));
}

static void on_map(GtkWidget *widget, gpointer data) {
    (void)data;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    g_signal_connect(clock, "update", G_CALLBACK(on_update), NULL);
    g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), NULL);
    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_UPDATE);
}

static void activate(GtkApplication *app, gpointer data) {
    (void)data;
    GtkStringList *strings = gtk_string_list_new(NULL);
    char text[16];
    for (int i = 0; i < 100000; i++) {
        snprintf(text, sizeof text, "%d", i);
        gtk_string_list_append(strings, text);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind), NULL);
    GtkWidget *grid = gtk_grid_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(strings))), factory);
    gtk_grid_view_set_min_columns(GTK_GRID_VIEW(grid), 7);
    gtk_grid_view_set_max_columns(GTK_GRID_VIEW(grid), 7);
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), grid);
    vadjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller));
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(css, ".swatch { background: #5ac8fa; }", -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    window = gtk_application_window_new(app);
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
    gtk_window_set_child(GTK_WINDOW(window), scroller);
    g_signal_connect(window, "map", G_CALLBACK(on_map), NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    if (argc > 1) frames_wanted = atoi(argv[1]);
    if (frames_wanted < 1) frames_wanted = 600;
    samples = calloc((size_t)frames_wanted, sizeof(double));
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    char *args[] = { argv[0], NULL };
    return g_application_run(G_APPLICATION(app), 1, args);
}
