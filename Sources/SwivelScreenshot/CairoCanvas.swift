import CCairo

/// One cairo image surface and the drawing context on it, owned together and released
/// together (one C handle pair, one owner). Everything cairo returns as a status is turned
/// into `ScreenshotError` here, so the renderer never sees a C status code.
final class CairoCanvas {
    private let surface: OpaquePointer
    let context: OpaquePointer

    /// An ARGB image `width` × `height` pixels; `scale` pixels per point (drawing is in points).
    init(width: Int, height: Int, scale: Double) throws(ScreenshotError) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw .cairo("no image surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(Self.describe(status))
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw .cairo("no drawing context")
        }
        self.surface = surface
        self.context = context
        cairo_scale(context, scale, scale)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The image as PNG bytes (libpng's fast mode, `PNGEncoder`).
    func pngBytes() throws(ScreenshotError) -> [UInt8] {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw .cairo("the image has no pixels") }
        return try PNGEncoder.encodeBGRA(
            data, width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
            stride: Int(cairo_image_surface_get_stride(surface))
        )
    }

    /// The pixels as straight RGBA (cairo's ARGB32 is premultiplied, in native-endian words).
    func bitmap() throws(ScreenshotError) -> Bitmap {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw .cairo("the image has no pixels") }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<width {
                let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let alpha = UInt8(truncatingIfNeeded: word >> 24)
                func straight(_ shift: UInt32) -> UInt8 {
                    let value = Int(UInt8(truncatingIfNeeded: word >> shift))
                    return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + Int(alpha) / 2) / Int(alpha)))
                }
                let at = (y * width + x) * 4
                rgba[at] = straight(16)
                rgba[at + 1] = straight(8)
                rgba[at + 2] = straight(0)
                rgba[at + 3] = alpha
            }
        }
        return Bitmap(width: width, height: height, rgba: rgba)
    }

    /// The drawing context's own error state (cairo records the first failure and ignores
    /// later calls), checked once after drawing.
    func checkStatus() throws(ScreenshotError) {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(Self.describe(status)) }
    }

    private static func describe(_ status: cairo_status_t) -> String {
        guard let text = cairo_status_to_string(status) else { return "cairo status \(status.rawValue)" }
        return String(cString: text)
    }
}
