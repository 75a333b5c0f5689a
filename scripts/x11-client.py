#!/usr/bin/env python3
"""Another X client, for the scripts that attack an app from outside (issue 25). Xlib and XTest
through ctypes (libX11.so.6, libXtst.so.6), so nothing is built. On $DISPLAY:

    x11-client.py flood-close WINDOW X Y SECONDS
        Floods the pointer at root (X, Y) with XTest clicks for SECONDS seconds, then sends WINDOW
        WM_DELETE_WINDOW, as a window manager's close button does. Prints the clicks sent and the
        CLOCK_MONOTONIC time the request went out (scripts/flood-close.sh).
    x11-client.py destroy WINDOW
        Destroys WINDOW from this connection (XDestroyWindow), as xkill -id does not: the client
        lives on and only loses the window (scripts/soak.sh: the window under an open menu).
    x11-client.py grab-status
        Tries to grab the pointer on the root window and lets go at once; prints "free" when the
        grab succeeded, "grabbed" when another client holds the pointer."""
import ctypes
import sys
import time

x11 = ctypes.CDLL("libX11.so.6")
xtst = ctypes.CDLL("libXtst.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XInternAtom.restype = ctypes.c_ulong
x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
x11.XFlush.argtypes = [ctypes.c_void_p]
x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
x11.XDestroyWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
x11.XDefaultRootWindow.restype = ctypes.c_ulong
x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
x11.XGrabPointer.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_uint, ctypes.c_int, ctypes.c_int,
                             ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
x11.XUngrabPointer.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]

CLIENT_MESSAGE, GRAB_SUCCESS, GRAB_MODE_ASYNC, BUTTON_PRESS_MASK = 33, 0, 1, 1 << 2


class XClientMessageEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("data", ctypes.c_long * 5), ("pad", ctypes.c_char * 96)]


def open_display():
    display = x11.XOpenDisplay(None)
    if not display:
        sys.exit("x11-client: cannot open the X display (is DISPLAY set?)")
    return display


def flood_close(window, x, y, seconds):
    display = open_display()
    xtst.XTestFakeMotionEvent(display, -1, x, y, 0)
    clicks = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for _ in range(500):
            xtst.XTestFakeButtonEvent(display, 1, 1, 0)
            xtst.XTestFakeButtonEvent(display, 1, 0, 0)
        clicks += 500
        x11.XFlush(display)
    x11.XSync(display, 0)
    message = XClientMessageEvent()
    message.type = CLIENT_MESSAGE
    message.window = window
    message.message_type = x11.XInternAtom(display, b"WM_PROTOCOLS", 0)
    message.format = 32
    message.data[0] = x11.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
    x11.XSendEvent(display, window, 0, 0, ctypes.byref(message))
    x11.XSync(display, 0)
    print(f"{clicks} {time.monotonic():.6f}", flush=True)


def destroy(window):
    display = open_display()
    x11.XDestroyWindow(display, window)
    x11.XSync(display, 0)
    x11.XCloseDisplay(display)


def grab_status():
    display = open_display()
    status = x11.XGrabPointer(display, x11.XDefaultRootWindow(display), 0, BUTTON_PRESS_MASK, GRAB_MODE_ASYNC,
                              GRAB_MODE_ASYNC, 0, 0, 0)
    if status == GRAB_SUCCESS:
        x11.XUngrabPointer(display, 0)
    x11.XSync(display, 0)
    x11.XCloseDisplay(display)
    print("free" if status == GRAB_SUCCESS else "grabbed")


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "flood-close" and len(sys.argv) == 6:
        flood_close(int(sys.argv[2], 0), int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5]))
    elif command == "destroy" and len(sys.argv) == 3:
        destroy(int(sys.argv[2], 0))
    elif command == "grab-status" and len(sys.argv) == 2:
        grab_status()
    else:
        sys.exit(__doc__)


main()
