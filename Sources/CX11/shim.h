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
#include <X11/extensions/shape.h>
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

/* Whether the input method offers `style` (XNQueryInputStyle). */
static inline int cx11_im_supports_style(XIM im, XIMStyle style) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, (char *)NULL) != NULL || styles == NULL) return 0;
    int found = 0;
    for (unsigned short i = 0; i < styles->count_styles; i++) {
        if (styles->supported_styles[i] == style) found = 1;
    }
    XFree(styles);
    return found;
}

/* An on-the-spot input context: the input method reports its composition (preedit) through the
   four callbacks instead of drawing it, and takes the spot (where the caret is) to place its
   candidate window. */
static inline XIC cx11_create_ic_on_the_spot(XIM im, Window window, XICCallback *start, XICCallback *done,
                                             XICCallback *draw, XICCallback *caret) {
    XPoint spot = {0, 0};
    XVaNestedList preedit = XVaCreateNestedList(0, XNPreeditStartCallback, start, XNPreeditDoneCallback, done,
                                                XNPreeditDrawCallback, draw, XNPreeditCaretCallback, caret,
                                                XNSpotLocation, &spot, (char *)NULL);
    XIC ic = XCreateIC(im, XNInputStyle, XIMPreeditCallbacks | XIMStatusNothing, XNClientWindow, window,
                       XNFocusWindow, window, XNPreeditAttributes, preedit, (char *)NULL);
    XFree(preedit);
    return ic;
}

/* Tells the input method where the caret is (window pixels; y is the caret's bottom), so its
   candidate window follows it. */
static inline void cx11_ic_set_spot(XIC ic, short x, short y) {
    XPoint spot = {x, y};
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, (char *)NULL);
    XSetICValues(ic, XNPreeditAttributes, preedit, (char *)NULL);
    XFree(preedit);
}

/* Makes stdout line-buffered, so an app's print() lines reach pipes and log files as printed.
   (Swift 6 cannot name the mutable C global `stdout` itself.) */
static inline void cx11_line_buffer_stdout(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
}

/* Asks Xlib to call `proc` once the input method's server is gone (XNDestroyCallback; it then
   forgets the server, and its input contexts must not be destroyed through it). 1 when set. */
static inline int cx11_im_set_destroy_callback(XIM im, XIMProc proc, XPointer client_data) {
    XIMCallback callback = {client_data, proc};
    return XSetIMValues(im, XNDestroyCallback, &callback, (char *)NULL) == NULL;
}

#endif
