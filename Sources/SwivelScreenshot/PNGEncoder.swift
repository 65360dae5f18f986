import CPNG

/// Encodes a drawn picture as PNG with libpng's simplified API in its fast mode (no filters,
/// a low zlib level): screenshots are read back by test suites, not archived, and cairo's own
/// writer (libpng's adaptive filters at zlib's default level) took 80 % of an iPad screenshot's
/// time (BENCHMARKS.md, "WebDriver facade and screenshots"). libpng reports errors through `png_image`, so no
/// setjmp/longjmp crosses into Swift.
enum PNGEncoder {
    /// `pixels`: `height` rows of `stride` bytes, each pixel B, G, R, A in memory (cairo's ARGB32
    /// on a little-endian machine). The picture must be opaque: cairo premultiplies alpha and
    /// libpng expects it straight, which agree only at full opacity (the painter fills the
    /// window first).
    static func encodeBGRA(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) throws(ScreenshotError) -> [UInt8] {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = swivel_png_format_bgra()
        image.flags = png_uint_32(PNG_IMAGE_FLAG_FAST)
        let capacity = Int(swivel_png_size_max(&image))
        var written = png_alloc_size_t(capacity)
        var succeeded = false
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            succeeded = png_image_write_to_memory(&image, buffer.baseAddress, &written, 0, pixels, png_int_32(stride), nil) != 0
            count = succeeded ? Int(written) : 0
        }
        guard succeeded else {
            let message = withUnsafeBytes(of: image.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            png_image_free(&image)
            throw .encoding(message.isEmpty ? "libpng could not write the image" : message)
        }
        return bytes
    }
}
