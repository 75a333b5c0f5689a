#ifndef XUIKIT_CX11_SHIM_H
#define XUIKIT_CX11_SHIM_H
#include <stdio.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>
#include <X11/XF86keysym.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/Xrandr.h>
#include <X11/Xcursor/Xcursor.h>
#include <X11/cursorfont.h>
#include <sys/ipc.h>
#include <sys/shm.h>

/* XCreateIC and XGetICValues are C-variadic, which Swift cannot call. */

/* An input context for `window` that shows no preedit or status of its own: the input method
   composes (dead keys, compose sequences) and hands back finished text. */
static inline XIC cx11_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, (char *)NULL);
}

/* The events the input method needs the window to select, or 0 if it cannot say. */
static inline long cx11_ic_filter_events(XIC ic) {
    long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, (char *)NULL) != NULL) return 0;
    return mask;
}

/* Makes stdout line-buffered, so an app's print() lines reach pipes and log files as printed.
   (Swift 6 cannot name the mutable C global `stdout` itself.) */
static inline void cx11_line_buffer_stdout(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
}

#endif
