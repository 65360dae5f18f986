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

    /// The image as PNG bytes (cairo's encoder, written into memory).
    func pngBytes() throws(ScreenshotError) -> [UInt8] {
        cairo_surface_flush(surface)
        let sink = PNGSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(Self.describe(status)) }
        return sink.bytes
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

/// Collects what cairo's PNG writer hands over.
private final class PNGSink {
    var bytes: [UInt8] = []
    init() { bytes.reserveCapacity(16 * 1024) }
}
