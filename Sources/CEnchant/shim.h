#ifndef XUIKIT_CENCHANT_SHIM_H
#define XUIKIT_CENCHANT_SHIM_H
/* Enchant 2: one spelling API over the desktop's spell checkers (Hunspell, Aspell, ...) and the
   user's personal dictionaries (UITextChecker, Sources/XUIKitCore/Text/Spelling/). */
#include <enchant.h>
#endif
