/* One pass of the main run loop, as `RunLoop.main.limitDate(forMode: .default)` makes it, without
   that method's cost (R12.12). Foundation on Linux turns the mode's Swift name into a new bridged
   NSString on every call and hands it to three CoreFoundation lookups (the pass, "is the mode
   empty", "when is its next timer"); each finds the mode in a CFSet by hashing and comparing that
   string through Swift (NSString.hash, getCharacters), about 25 000 instructions a click and the
   code of the bridge on the path of every event. CoreFoundation's own constant for the default
   mode is the very name the run loop made its default mode with, so the set finds it by a C hash of
   a constant string and pointer equality.
   The calls are CoreFoundation's public run-loop API (CFRunLoop.h on Apple's platforms), which
   swift-corelibs-foundation builds into Foundation and exports (`nm -D libFoundation.so`), plus
   `_CFRunLoopFinished`, the SPI `limitDate` itself calls; they are declared here with plain C types
   (CFRunLoopRef and CFStringRef as pointers, Boolean as unsigned char), as foundation-hooks.c
   declares CoreFoundation's string functions. */
#include "RunLoopPass.h"

extern const void *const kCFRunLoopDefaultMode;
extern const void *CFRunLoopGetCurrent(void);
extern const void *CFRunLoopGetMain(void);
extern int32_t CFRunLoopRunInMode(const void *mode, double seconds, unsigned char returnAfterSourceHandled);
extern unsigned char _CFRunLoopFinished(const void *loop, const void *mode);
extern double CFRunLoopGetNextTimerFireDate(const void *loop, const void *mode);

double xuikit_run_loop_pass(void) {
    const void *loop = CFRunLoopGetMain();
    /* As limitDate: only the thread that owns the main run loop runs it. (Under `swift test` the
       main queue is drained by a libdispatch worker thread, whose run loop is not the main one.) */
    if (loop != CFRunLoopGetCurrent()) return -1.0;
    /* A negative interval polls: due timers, perform blocks, signalled sources and the main
       dispatch queue run once, and nothing waits (limitDate passes -10). */
    CFRunLoopRunInMode(kCFRunLoopDefaultMode, -10.0, 1);
    if (_CFRunLoopFinished(loop, kCFRunLoopDefaultMode)) return -1.0;
    double next = CFRunLoopGetNextTimerFireDate(loop, kCFRunLoopDefaultMode);
    return next == 0.0 ? -1.0 : next;
}
