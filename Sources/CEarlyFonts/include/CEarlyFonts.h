#ifndef XUIKIT_CEARLYFONTS_H
#define XUIKIT_CEARLYFONTS_H
/* Fontconfig starts reading its configuration as an app's process loads (R27.23): see
 * early-fonts.c. */

/* 1 when the load-time constructor started Pango's fontconfig thread, 0 when it could not (Pango
 * not in the process). XUIKit's main() calls it, which also keeps the constructor linked into
 * apps built from static libraries (the CMake build). */
int xuikit_early_fonts_started(void);

#endif
