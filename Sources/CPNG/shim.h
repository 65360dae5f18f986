// libpng's simplified write API, for screenshots (SwivelScreenshot): cairo draws, libpng encodes
// with PNG_IMAGE_FLAG_FAST (BENCHMARKS.md: cairo's own PNG writer spent 80 % of an iPad
// screenshot in libpng's adaptive filters and zlib's default level).
#ifndef SWIVEL_CPNG_SHIM_H
#define SWIVEL_CPNG_SHIM_H

#include <png.h>

/// PNG_IMAGE_PNG_SIZE_MAX as a function (Swift cannot import the macro): an upper bound of the
/// encoded size, so one buffer always suffices.
static inline png_alloc_size_t swivel_png_size_max(const png_image *image) {
    return PNG_IMAGE_PNG_SIZE_MAX(*image);
}

static inline png_uint_32 swivel_png_format_bgra(void) { return PNG_FORMAT_BGRA; }

#endif
