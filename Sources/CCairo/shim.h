// cairo, wrapped for Swift (the screenshots of SPEC §12): image surfaces, paths, text and
// PNG output. Only Swivel's SwivelScreenshot module imports this.
#ifndef SWIVEL_CCAIRO_SHIM_H
#define SWIVEL_CCAIRO_SHIM_H

#include <cairo.h>

#endif
