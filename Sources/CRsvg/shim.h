#ifndef XUIKIT_CRSVG_SHIM_H
#define XUIKIT_CRSVG_SHIM_H
/* librsvg, for system images (Graphics/Symbols/): UIImage(systemName:) draws the freedesktop icon
 * theme's symbolic SVG icons as vectors, at whatever scale the context has, so a symbol is as
 * sharp at scale 2 as at scale 1. Only Graphics/ rooms import this module
 * (scripts/check-cairo-rooms.sh).
 *
 * librsvg is opened (dlopen) the first time an icon is loaded, not linked: with what it pulls in
 * (gdk-pixbuf, GIO, its Rust runtime) it cost every app about 4 MiB of resident memory and a few
 * milliseconds of dynamic linking at start-up, for icons many apps never show (issue 24). Only
 * the calls XUIKit makes are declared here, by their documented signatures. */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

/* librsvg's RsvgRectangle: a viewport in user space. */
typedef struct {
    double x, y, width, height;
} XUIKitRsvgRectangle;

/* The functions of librsvg (and of the GLib it links) that XUIKit calls; all NULL when librsvg
 * could not be opened. */
struct xuikit_rsvg_calls {
    void *(*new_from_file)(const char *path, void **error);
    int (*render_document)(void *handle, void *cairo, const XUIKitRsvgRectangle *viewport, void **error);
    void (*object_unref)(void *object);
    void (*error_free)(void *error);
};

/* Fills `calls` from librsvg, or leaves them all NULL when it cannot be opened. */
static inline void xuikit_rsvg_open(struct xuikit_rsvg_calls *calls) {
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    struct xuikit_rsvg_calls found;
    *(void **)&found.new_from_file = dlsym(library, "rsvg_handle_new_from_file");
    *(void **)&found.render_document = dlsym(library, "rsvg_handle_render_document");
    *(void **)&found.object_unref = dlsym(library, "g_object_unref");
    *(void **)&found.error_free = dlsym(library, "g_error_free");
    if (found.new_from_file && found.render_document && found.object_unref && found.error_free) *calls = found;
}

/* The table, opening librsvg on the first call (from any thread); NULL when it is not installed.
 * (Its state lives in the function: file-scope statics of a header are not emitted for Swift.) */
static inline const struct xuikit_rsvg_calls *xuikit_rsvg(void) {
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    static int tried;
    static struct xuikit_rsvg_calls table;
    pthread_mutex_lock(&lock);
    if (!tried) {
        tried = 1;
        xuikit_rsvg_open(&table);
    }
    pthread_mutex_unlock(&lock);
    return table.new_from_file ? &table : NULL;
}

/* Whether librsvg could be opened. */
static inline int xuikit_rsvg_is_available(void) { return xuikit_rsvg() != NULL; }

/* rsvg_handle_new_from_file: the parsed SVG file, NULL when librsvg is missing or the file cannot
 * be read or is not SVG. */
static inline void *xuikit_rsvg_handle_new_from_file(const char *path) {
    const struct xuikit_rsvg_calls *rsvg = xuikit_rsvg();
    if (rsvg == NULL) return NULL;
    void *error = NULL;
    void *handle = rsvg->new_from_file(path, &error);
    if (error != NULL) rsvg->error_free(error);
    return handle;
}

/* rsvg_handle_render_document: draws the whole document fitted into the viewport. */
static inline void xuikit_rsvg_handle_render_document(void *handle, void *cairo, double x, double y,
                                                       double width, double height) {
    const struct xuikit_rsvg_calls *rsvg = xuikit_rsvg();
    if (rsvg == NULL || handle == NULL) return;
    XUIKitRsvgRectangle viewport = { x, y, width, height };
    void *error = NULL;
    (void)rsvg->render_document(handle, cairo, &viewport, &error);
    if (error != NULL) rsvg->error_free(error);
}

/* g_object_unref on a handle from xuikit_rsvg_handle_new_from_file. */
static inline void xuikit_rsvg_handle_free(void *handle) {
    const struct xuikit_rsvg_calls *rsvg = xuikit_rsvg();
    if (rsvg != NULL && handle != NULL) rsvg->object_unref(handle);
}
#endif
