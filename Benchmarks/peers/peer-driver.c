/* Drives the peer apps for scripts/bench-peers.sh from outside, as a user would.
 *
 *   peer-driver mapped CMD [ARGS...]   starts CMD and prints "mapped_ms T" when its first window
 *                                      is mapped (T from just before exec), then "pid P"; CMD
 *                                      keeps running
 *   peer-driver click X Y N            N XTest clicks at root (X, Y); before each release prints
 *                                      "click <CLOCK_REALTIME ns>" (the actions print theirs)
 *   peer-driver photons X Y N          click to photons: N XTest presses at root (X, Y), each
 *                                      timed from the press to the first DAMAGE report this
 *                                      client gets for the screen (the pressed button changing
 *                                      its look); prints "photons_ms T" per press, "photons_ms -"
 *                                      when nothing was drawn within a second
 */
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xdamage.h>
#include <sys/select.h>
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

/* Waits up to `timeout_ms` for a DamageNotify; returns 1 when one came. Other events are dropped. */
static int wait_for_damage(Display *display, int damage_event, double timeout_ms) {
    double deadline = monotonic_ms() + timeout_ms;
    for (;;) {
        while (XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            if (event.type == damage_event + XDamageNotify) return 1;
        }
        double left = deadline - monotonic_ms();
        if (left <= 0) return 0;
        fd_set fds;
        FD_ZERO(&fds);
        FD_SET(ConnectionNumber(display), &fds);
        struct timeval tv = { (long)(left / 1000), (long)((left - (long)(left / 1000) * 1000) * 1000) };
        select(ConnectionNumber(display) + 1, &fds, NULL, NULL, &tv);
    }
}

/* Drops the damage reported so far and any DamageNotify still queued: the next report is new. */
static void reset_damage(Display *display, Damage damage, int damage_event) {
    XDamageSubtract(display, damage, None, None);
    XSync(display, False);
    while (wait_for_damage(display, damage_event, 0)) {}
}

/* Click to photons. The damage object covers the root window and so everything drawn on the
 * screen (no compositor runs here): its first report after a press is the first pixel of the
 * pressed look reaching the server. DamageReportNonEmpty sends one report until it is reset. */
static int photons(Display *display, int x, int y, int count) {
    int damage_event, damage_error;
    if (!XDamageQueryExtension(display, &damage_event, &damage_error)) {
        fprintf(stderr, "peer-driver: the X server has no DAMAGE extension\n");
        return 1;
    }
    Damage damage = XDamageCreate(display, DefaultRootWindow(display), XDamageReportNonEmpty);
    XTestFakeMotionEvent(display, -1, x, y, CurrentTime);
    XSync(display, False);
    usleep(200000);
    for (int i = 0; i < count; i++) {
        reset_damage(display, damage, damage_event);
        double start = monotonic_ms();
        XTestFakeButtonEvent(display, 1, True, CurrentTime);
        XFlush(display);
        if (wait_for_damage(display, damage_event, 1000)) printf("photons_ms %.3f\n", monotonic_ms() - start);
        else printf("photons_ms -\n");
        fflush(stdout);
        usleep(30000);
        XTestFakeButtonEvent(display, 1, False, CurrentTime);
        XSync(display, False);
        usleep(120000);
    }
    XDamageDestroy(display, damage);
    XSync(display, False);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: peer-driver mapped CMD... | click X Y N | photons X Y N\n"); return 2; }
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
    if (strcmp(argv[1], "photons") == 0 && argc >= 5) return photons(display, atoi(argv[2]), atoi(argv[3]), atoi(argv[4]));
    fprintf(stderr, "peer-driver: unknown command '%s'\n", argv[1]);
    return 2;
}
