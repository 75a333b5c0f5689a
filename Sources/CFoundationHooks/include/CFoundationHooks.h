#ifndef XUIKIT_CFOUNDATIONHOOKS_H
#define XUIKIT_CFOUNDATIONHOOKS_H
/* Foundation's language entry points, defined weakly so XUIKit's answers replace Foundation's
   shared library's and a statically linked Foundation keeps its own (R36.15–R36.17, R36.20): see
   foundation-hooks.c and Sources/XUIKitCore/Application/Localization/FoundationLanguages.swift. */

#include <stdint.h>

/* Does nothing. XUIKitCore calls it so that a link against static archives (CMake) keeps
   foundation-hooks.c's object, which nothing else names. */
void xuikit_foundation_hooks_link(void);

/* How one printf argument is read from a va_list (R36.20): as C's default promotions pass it. */
enum {
    XUIKIT_FORMAT_INT = 1,          /* int: %d, %c, %hd… */
    XUIKIT_FORMAT_LONG = 2,         /* long long: %ld, %lld, %qd, %zd… */
    XUIKIT_FORMAT_DOUBLE = 3,       /* double: %f, %g, %e… */
    XUIKIT_FORMAT_POINTER = 4,      /* an object or C string: %@, %s, %p */
    XUIKIT_FORMAT_LONG_DOUBLE = 5   /* long double: %Lf (kept as a double) */
};

/* One argument of a format, read from its va_list. */
typedef struct xuikit_format_value {
    int32_t kind;
    int64_t integer;
    double real;
    const void *pointer;
} xuikit_format_value;

/* Formats `value` alone through `specifier` (a CFStringRef such as "%5.2f", with no position and
   no `*`) with Foundation's own formatter, the locale and the description function of the format
   call `context` stands for. Returns a new CFStringRef (+1), or NULL. */
void *xuikit_format_piece(const void *context, const void *specifier, const xuikit_format_value *value);

#endif
