#ifndef XUIKIT_CCAIRO_SHIM_H
#define XUIKIT_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#endif
