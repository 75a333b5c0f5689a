#ifndef XUIKIT_RUNLOOPPASS_H
#define XUIKIT_RUNLOOPPASS_H
#include <stdint.h>
/* One pass of the main run loop in its default mode (run-loop-pass.c, R12.12): fires due timers,
   runs perform blocks, signalled sources and DispatchQueue.main's work, never waits. Returns when
   the mode's next timer is due, in seconds since 2001-01-01 (CFAbsoluteTime, as
   Date(timeIntervalSinceReferenceDate:) reads it), or a negative number if it has none. On a
   thread that does not run the main run loop it makes no pass and returns a negative number, as
   limitDate returns nil there. */
double xuikit_run_loop_pass(void);
#endif
