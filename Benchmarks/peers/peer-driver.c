/* Drives the peer apps for scripts/bench-peers.sh from outside, as a user would.
 *
 *   peer-driver mapped CMD [ARGS...]   starts CMD and prints "mapped_ms T" when its first window
 *                                      is mapped (T from just before exec), then "pid P"; CMD
 *                                      keeps running
 *   peer-driver click X Y N            N XTest clicks at root (X, Y); before each release prints
 *                                      "click <CLOCK_REALTIME ns>" (the actions print theirs)
 */
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static unsigned long long realtime_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    return (unsigned long long)t.tv_sec * 1000000000ull + (unsigned long long)t.tv_nsec;
}

static double monotonic_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: peer-driver mapped CMD... | click X Y N\n"); return 2; }
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "peer-driver: cannot open X display\n"); return 1; }
    if (strcmp(argv[1], "mapped") == 0) {
        XSelectInput(display, DefaultRootWindow(display), SubstructureNotifyMask);
        XSync(display, False);
        double start = monotonic_ms();
        pid_t pid = fork();
        if (pid == 0) {
            execvp(argv[2], argv + 2);
            perror("peer-driver: exec");
            _exit(127);
        }
        for (;;) {
            XEvent event;
            XNextEvent(display, &event);
            if (event.type == MapNotify) break;
        }
        printf("mapped_ms %.3f\npid %d\n", monotonic_ms() - start, (int)pid);
        return 0;
    }
    if (strcmp(argv[1], "click") == 0 && argc >= 5) {
        int x = atoi(argv[2]), y = atoi(argv[3]), count = atoi(argv[4]);
        XTestFakeMotionEvent(display, -1, x, y, CurrentTime);
        XSync(display, False);
        usleep(100000);
        for (int i = 0; i < count; i++) {
            XTestFakeButtonEvent(display, 1, True, CurrentTime);
            XSync(display, False);
            usleep(30000);
            printf("click %llu\n", realtime_ns());
            fflush(stdout);
            XTestFakeButtonEvent(display, 1, False, CurrentTime);
            XFlush(display);
            usleep(150000);
        }
        return 0;
    }
    fprintf(stderr, "peer-driver: unknown command '%s'\n", argv[1]);
    return 2;
}
