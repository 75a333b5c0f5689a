#ifndef XUIKIT_CFOUNDATIONHOOKS_H
#define XUIKIT_CFOUNDATIONHOOKS_H
/* Foundation's language entry points, defined weakly so XUIKit's answers replace Foundation's
   shared library's and a statically linked Foundation keeps its own (R36.15–R36.17): see
   foundation-hooks.c and Sources/XUIKitCore/Application/Localization/FoundationLanguages.swift. */

/* Does nothing. XUIKitCore calls it so that a link against static archives (CMake) keeps
   foundation-hooks.c's object, which nothing else names. */
void xuikit_foundation_hooks_link(void);

#endif
