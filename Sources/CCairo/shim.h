// cairo, wrapped for Swift (the screenshots of docs/webdriver.md): image surfaces, paths and text (the
// PNG is written with libpng, CPNG). Only Swivel's SwivelScreenshot module imports this.
#ifndef SWIVEL_CCAIRO_SHIM_H
#define SWIVEL_CCAIRO_SHIM_H

#include <cairo.h>

#endif
