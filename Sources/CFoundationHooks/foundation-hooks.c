/* How the pieces fit (R36.15–R36.17, R36.20–R36.24): Foundation on Linux cannot be told the user's languages
   (FoundationLanguages.swift says why), nor choose a .stringsdict entry's plural forms
   (FoundationPluralFormats.swift says why), so XUIKit defines a few of its entry points itself. They
   are defined here, in C, because only C can define them *weakly* (and read a va_list):
     - Foundation as a shared library (the default): the program's definitions come first in the
       dynamic linker's search, so Foundation's own calls (through its PLT) reach these, and they
       forward to XUIKitCore's Swift answers (the xuikit_… functions);
     - Foundation linked in statically (`swift build --static-swift-stdlib`): where the linker takes
       Foundation's object for a symbol, its strong definition wins over the weak one here, so the
       program links (two strong definitions would be "multiple definition" errors); Locale's getter
       and the string formatter are then Foundation's own, while a hook whose Foundation object is
       not taken stays.
   The Swift getter is named by its mangled name; it takes nothing and returns one pointer (an
   owned Array), which the C and Swift calling conventions return alike.
   The formatter hooks pass every format on to Foundation's own function (found with RTLD_NEXT)
   unless it has a `#@` and XUIKit registered it as a .stringsdict entry's format: then the
   arguments are read here, with the kinds XUIKit's parse of the format and its forms names, and
   XUIKit composes the text, formatting each specifier alone through Foundation's function. */
#define _GNU_SOURCE
#include "CFoundationHooks.h"
#include <dlfcn.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

extern void *xuikit_localePreferredLanguages(void);
extern void *xuikit_CFBundleCopyLocalizedString(const void *bundle, const void *key,
                                                 const void *value, const void *table);
extern void *xuikit_CFBundleCopyPreferredLocalizationsFromArray(const void *array);
extern void *xuikit_CFBundleCopyLocalizationsForPreferences(const void *array, const void *preferences);
extern int32_t xuikit_pluralFormatKinds(const void *format, int32_t *kinds, int32_t capacity);
extern void *xuikit_pluralFormat(const void *format, const xuikit_format_value *values, int32_t count,
                                 const void *context);

/* CoreFoundation's own string functions (CFStringRef as a pointer, CFIndex as long). */
extern long CFStringGetLength(const void *string);
extern unsigned char CFStringGetCString(const void *string, char *buffer, long size, uint32_t encoding);

void xuikit_foundation_hooks_link(void) {}

/* Locale.preferredLanguages' getter (FoundationEssentials), and so NSLocale.preferredLanguages. */
__attribute__((weak)) void *xuikit_hook_preferred_languages(void)
    __asm__("$s20FoundationEssentials6LocaleV18preferredLanguagesSaySSGvgZ");
void *xuikit_hook_preferred_languages(void) {
    return xuikit_localePreferredLanguages();
}

/* Locale.current's and Locale.autoupdatingCurrent's getters (FoundationEssentials): a Locale is two
   words (an object and its protocol witness table), returned in two registers by both conventions. */
typedef struct xuikit_two_words { void *first; void *second; } xuikit_two_words;
extern xuikit_two_words xuikit_localeCurrent(void);
__attribute__((weak)) xuikit_two_words xuikit_hook_locale_current(void)
    __asm__("$s20FoundationEssentials6LocaleV7currentACvgZ");
xuikit_two_words xuikit_hook_locale_current(void) {
    return xuikit_localeCurrent();
}
__attribute__((weak)) xuikit_two_words xuikit_hook_locale_autoupdating(void)
    __asm__("$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ");
xuikit_two_words xuikit_hook_locale_autoupdating(void) {
    return xuikit_localeCurrent();
}

/* Bundle.localizedString(forKey:value:table:) and NSLocalizedString. */
__attribute__((weak)) void *CFBundleCopyLocalizedString(const void *bundle, const void *key,
                                                        const void *value, const void *table) {
    return xuikit_CFBundleCopyLocalizedString(bundle, key, value, table);
}

/* Bundle.preferredLocalizations and Bundle.preferredLocalizations(from:). */
__attribute__((weak)) void *CFBundleCopyPreferredLocalizationsFromArray(const void *array) {
    return xuikit_CFBundleCopyPreferredLocalizationsFromArray(array);
}

/* Bundle.preferredLocalizations(from:forPreferences:). */
__attribute__((weak)) void *CFBundleCopyLocalizationsForPreferences(const void *array, const void *preferences) {
    return xuikit_CFBundleCopyLocalizationsForPreferences(array, preferences);
}

/* ---- String(format:), String.localizedStringWithFormat, NSString(format:) (R36.20) ---- */

typedef void *(*plain_format_function)(const void *allocator, const void *options, const void *format, va_list arguments);
typedef void *(*described_format_function)(const void *allocator, void *describe, const void *options,
                                           const void *format, va_list arguments);

/* One format call: Foundation's own function and what the caller passed with the format. */
typedef struct format_call {
    plain_format_function plain;
    described_format_function described;
    const void *allocator;
    void *describe;
    const void *options;
} format_call;

#define XUIKIT_MAX_FORMAT_ARGUMENTS 64
#define XUIKIT_UTF8 0x08000100u

/* True when the format has a `#@`, as every `%#@name@` variable does. */
static int may_have_variables(const void *format) {
    if (!format) return 0;
    long length = CFStringGetLength(format);
    if (length < 3) return 0;
    long size = length * 4 + 1;
    char small[512];
    char *text = size <= (long)sizeof small ? small : malloc((size_t)size);
    if (!text) return 0;
    int found = CFStringGetCString(format, text, size, XUIKIT_UTF8) && strstr(text, "#@") != NULL;
    if (text != small) free(text);
    return found;
}

/* The text of a registered .stringsdict format filled in with `arguments`; NULL for any other format. */
static void *format_with_variables(const format_call *call, const void *format, va_list arguments) {
    if (!may_have_variables(format)) return NULL;
    int32_t kinds[XUIKIT_MAX_FORMAT_ARGUMENTS];
    int32_t count = xuikit_pluralFormatKinds(format, kinds, XUIKIT_MAX_FORMAT_ARGUMENTS);
    if (count < 0) return NULL;
    xuikit_format_value values[XUIKIT_MAX_FORMAT_ARGUMENTS];
    memset(values, 0, sizeof values);
    va_list copy;
    va_copy(copy, arguments);
    for (int32_t index = 0; index < count; index++) {
        values[index].kind = kinds[index];
        switch (kinds[index]) {
        case XUIKIT_FORMAT_INT: values[index].integer = va_arg(copy, int); break;
        case XUIKIT_FORMAT_LONG: values[index].integer = va_arg(copy, long long); break;
        case XUIKIT_FORMAT_DOUBLE: values[index].real = va_arg(copy, double); break;
        case XUIKIT_FORMAT_POINTER: values[index].pointer = va_arg(copy, const void *); break;
        case XUIKIT_FORMAT_LONG_DOUBLE: values[index].real = (double)va_arg(copy, long double); break;
        default: values[index].integer = va_arg(copy, long long); break; /* unnamed: one word */
        }
    }
    va_end(copy);
    return xuikit_pluralFormat(format, values, count, call);
}

static void *format_piece(const format_call *call, const void *specifier, ...) {
    va_list arguments;
    va_start(arguments, specifier);
    void *result = call->described
        ? call->described(call->allocator, call->describe, call->options, specifier, arguments)
        : call->plain ? call->plain(call->allocator, call->options, specifier, arguments) : NULL;
    va_end(arguments);
    return result;
}

void *xuikit_format_piece(const void *context, const void *specifier, const xuikit_format_value *value) {
    const format_call *call = context;
    switch (value->kind) {
    case XUIKIT_FORMAT_INT: return format_piece(call, specifier, (int)value->integer);
    case XUIKIT_FORMAT_LONG: return format_piece(call, specifier, (long long)value->integer);
    case XUIKIT_FORMAT_DOUBLE: return format_piece(call, specifier, value->real);
    case XUIKIT_FORMAT_POINTER: return format_piece(call, specifier, value->pointer);
    case XUIKIT_FORMAT_LONG_DOUBLE: return format_piece(call, specifier, (long double)value->real);
    default: return NULL;
    }
}

/* CFStringCreateWithFormatAndArguments: under NSString(format:locale:arguments:), so String(format:),
   String(format:locale:) and String.localizedStringWithFormat. */
__attribute__((weak)) void *CFStringCreateWithFormatAndArguments(const void *allocator, const void *options,
                                                                 const void *format, va_list arguments) {
    static plain_format_function foundation;
    if (!foundation) foundation = (plain_format_function)dlsym(RTLD_NEXT, "CFStringCreateWithFormatAndArguments");
    format_call call = { foundation, NULL, allocator, NULL, options };
    void *result = format_with_variables(&call, format, arguments);
    if (result) return result;
    return foundation ? foundation(allocator, options, format, arguments) : NULL;
}

/* _CFStringCreateWithFormatAndArgumentsAux: what newer swift-corelibs-foundation's NSString calls instead. */
__attribute__((weak)) void *_CFStringCreateWithFormatAndArgumentsAux(const void *allocator, void *describe, const void *options,
                                                                     const void *format, va_list arguments) {
    static described_format_function foundation;
    if (!foundation) foundation = (described_format_function)dlsym(RTLD_NEXT, "_CFStringCreateWithFormatAndArgumentsAux");
    format_call call = { NULL, foundation, allocator, describe, options };
    void *result = format_with_variables(&call, format, arguments);
    if (result) return result;
    return foundation ? foundation(allocator, describe, options, format, arguments) : NULL;
}

/* ---- Bundle.url(forResource:withExtension:), path(forResource:ofType:) (R36.23) ---- */

typedef void *(*find_resources_function)(const void *bundle, const void *bundleURL, const void *unused,
                                         const void *name, const void *type, const void *subPath,
                                         const void *lproj, unsigned char returnArray, unsigned char localized,
                                         const void *predicate);

extern void *xuikit_resourceLocalizations(const void *bundle);
extern long CFArrayGetCount(const void *array);
extern const void *CFArrayGetValueAtIndex(const void *array, long index);
extern void CFRelease(const void *object);

/* Set while this thread is inside the hook: what XUIKit asks Foundation meanwhile goes straight through. */
static __thread int finding_resources;

/* CoreFoundation's resource search, under CFBundleCopyResourceURL. Its bundles search only their
   development localization on Linux; a search for one resource by name first asks, for each of the
   bundle's localizations that match the user's languages in order, what
   CFBundleCopyResourceURLForLocalization would answer (a non-localized resource first, as on Apple's
   systems, then that .lproj folder's), then searches as Foundation would. */
__attribute__((weak)) void *_CFBundleCopyFindResources(const void *bundle, const void *bundleURL, const void *unused,
                                                       const void *name, const void *type, const void *subPath,
                                                       const void *lproj, unsigned char returnArray,
                                                       unsigned char localized, const void *predicate) {
    static find_resources_function foundation;
    if (!foundation) foundation = (find_resources_function)dlsym(RTLD_NEXT, "_CFBundleCopyFindResources");
    if (!foundation) return NULL;
    if (bundle && name && !lproj && !returnArray && !localized && !predicate && !finding_resources) {
        finding_resources = 1;
        const void *localizations = xuikit_resourceLocalizations(bundle);
        void *found = NULL;
        if (localizations) {
            long count = CFArrayGetCount(localizations);
            for (long index = 0; index < count && !found; index++) {
                found = foundation(bundle, bundleURL, unused, name, type, subPath,
                                   CFArrayGetValueAtIndex(localizations, index), 0, 1, NULL);
            }
            CFRelease(localizations);
        }
        finding_resources = 0;
        if (found) return found;
    }
    return foundation(bundle, bundleURL, unused, name, type, subPath, lproj, returnArray, localized, predicate);
}
