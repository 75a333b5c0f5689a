/* Fontconfig's configuration, loading from the moment an app's process is loaded (R27.23).
 *
 * How the pieces fit: before a window maps, the first label needs a font, and the first font
 * needs fontconfig's configuration: dozens of XML files parsed and every font directory's cache
 * checked, some 8 ms on the benchmark machine, which every toolkit pays (GTK and Tk too). Pango
 * runs it on a thread of its own ("[pango] FcInit"), started once per process by the first font
 * map anyone creates, and every later font request waits for it there. XUIKit's main() used to
 * create the first font map (FontCatalog.startLoading) after the Swift runtime, Foundation and
 * the launch had started, 3–5 ms after the dynamic loader finished; the window then waited for
 * fontconfig. This constructor runs as soon as the loader has mapped and relocated every library,
 * before Swift's main: it makes a font map and lets it go, which starts Pango's thread; nothing
 * else changes (the thread, its locks and its result are Pango's own).
 *
 * Only apps link this (the XUIKit module depends on it, XUIKitCore does not), and Pango is reached
 * with dlsym, so the code carries no link dependency of its own: Pango is already in the process
 * through XUIKitCore. Every signal is blocked while the thread is created, so it inherits a full
 * mask: XUIKit's main() blocks SIGTERM before its own threads start and takes it with sigwait
 * (UIApplication+Termination), which only works if no thread would take it first. */
#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>

#include "CEarlyFonts.h"

static int started;

__attribute__((constructor))
static void xuikit_start_fonts_at_load(void) {
    void *(*make_font_map)(void) = (void *(*)(void))dlsym(RTLD_DEFAULT, "pango_cairo_font_map_new");
    void (*unref)(void *) = (void (*)(void *))dlsym(RTLD_DEFAULT, "g_object_unref");
    if (make_font_map == NULL || unref == NULL) return;
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    void *font_map = make_font_map();
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (font_map == NULL) return;
    unref(font_map);
    started = 1;
}

int xuikit_early_fonts_started(void) { return started; }
