#ifndef XUIKIT_CXTEST_SHIM_H
#define XUIKIT_CXTEST_SHIM_H
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xfixes.h>
#endif
