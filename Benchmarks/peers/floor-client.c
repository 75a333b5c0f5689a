/* The floor of click to photons: the least any client can do. A 320 × 200 window whose button
 * rectangle (20, 20, 160 × 44) is filled in another colour when button 1 goes down and back
 * when it comes up: one XShmPutImage of those pixels and a flush, as XUIKit sends a frame, with
 * no toolkit between the event and the request. bench-peers.sh times it like the toolkits
 * (peer-driver photons), so what a toolkit adds to the floor is its own part of the figure.
 *
 *   floor-client        runs until killed
 */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <stdio.h>
#include <sys/ipc.h>
#include <sys/shm.h>

int main(void) {
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "floor-client: cannot open X display\n"); return 1; }
    int screen = DefaultScreen(display);
    Window window = XCreateSimpleWindow(display, RootWindow(display, screen), 0, 0, 320, 200, 0, 0, 0xffffff);
    XSelectInput(display, window, ButtonPressMask | ButtonReleaseMask);
    GC gc = XCreateGC(display, window, 0, NULL);
    XShmSegmentInfo segment;
    XImage *image = XShmCreateImage(display, DefaultVisual(display, screen), DefaultDepth(display, screen),
                                    ZPixmap, NULL, &segment, 320, 200);
    if (!image) { fprintf(stderr, "floor-client: no MIT-SHM\n"); return 1; }
    segment.shmid = shmget(IPC_PRIVATE, (size_t)image->bytes_per_line * image->height, IPC_CREAT | 0600);
    segment.shmaddr = image->data = shmat(segment.shmid, NULL, 0);
    segment.readOnly = False;
    XShmAttach(display, &segment);
    XSync(display, False);
    shmctl(segment.shmid, IPC_RMID, NULL);
    XMapWindow(display, window);
    for (;;) {
        XEvent event;
        XNextEvent(display, &event);
        if (event.type != ButtonPress && event.type != ButtonRelease) continue;
        unsigned int color = event.type == ButtonPress ? 0xd8e4fb : 0xffffff;
        for (int y = 20; y < 64; y++) {
            unsigned int *row = (unsigned int *)(image->data + y * image->bytes_per_line);
            for (int x = 20; x < 180; x++) row[x] = color;
        }
        XShmPutImage(display, window, gc, image, 20, 20, 20, 20, 160, 44, False);
        XFlush(display);
    }
}
