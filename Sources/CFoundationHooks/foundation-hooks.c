/* How the pieces fit (R36.15–R36.17): Foundation on Linux cannot be told the user's languages
   (FoundationLanguages.swift says why), so XUIKit defines four of its entry points itself. They are
   defined here, in C, because only C can define them *weakly*:
     - Foundation as a shared library (the default): the program's definitions come first in the
       dynamic linker's search, so Foundation's own calls (through its PLT) reach these, and they
       forward to XUIKitCore's Swift answers (the xuikit_… functions);
     - Foundation linked in statically (`swift build --static-swift-stdlib`): where the linker takes
       Foundation's object for a symbol, its strong definition wins over the weak one here, so the
       program links (two strong definitions would be "multiple definition" errors); Locale's getter
       is then Foundation's own (English), while a hook whose Foundation object is not taken stays.
   The Swift getter is named by its mangled name; it takes nothing and returns one pointer (an
   owned Array), which the C and Swift calling conventions return alike. */
#include "CFoundationHooks.h"

extern void *xuikit_localePreferredLanguages(void);
extern void *xuikit_CFBundleCopyLocalizedString(const void *bundle, const void *key,
                                                 const void *value, const void *table);
extern void *xuikit_CFBundleCopyPreferredLocalizationsFromArray(const void *array);
extern void *xuikit_CFBundleCopyLocalizationsForPreferences(const void *array, const void *preferences);

void xuikit_foundation_hooks_link(void) {}

/* Locale.preferredLanguages' getter (FoundationEssentials), and so NSLocale.preferredLanguages. */
__attribute__((weak)) void *xuikit_hook_preferred_languages(void)
    __asm__("$s20FoundationEssentials6LocaleV18preferredLanguagesSaySSGvgZ");
void *xuikit_hook_preferred_languages(void) {
    return xuikit_localePreferredLanguages();
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
