/// Seed 003's `xibNameForDeviceAndRotation:`: the generic name first, then the device's
/// (`XTMViewController-Landscape`, `XTMViewController_iPhone-Landscape`), `-Landscape` for
/// landscape and nothing for portrait; the trace entry's detail names what it picked and
/// tried (docs/semantics.md). Everything it reads is fixed for a session, so the session's
/// context makes one per master class and orientation (`SessionContext.xibLookups`) rather
/// than building the names and the detail on every rotation (BENCHMARKS.md, "Engine").
struct XibLookup: Sendable {
    /// The xib picked; nil when none exists (the master's `NSAssert`).
    let name: String?
    /// Its view.
    let view: ViewDefinition?
    /// `{orientation, xib, tried}`.
    let detail: TraceDetail

    init(childClass: String, orientation: InterfaceOrientation, app: AppDefinition, idiom: Idiom) {
        let deviceName = idiom == .pad ? "iPad" : "iPhone"
        let suffix = orientation.isLandscape ? "-Landscape" : ""
        var tried: [String] = []
        var picked: String?
        for candidate in [childClass + suffix, childClass + "_" + deviceName + suffix] {
            tried.append(candidate)
            if app.xibs[candidate] != nil {
                picked = candidate
                break
            }
        }
        name = picked
        view = picked.flatMap { app.xibs[$0] }
        detail = ["orientation": .string(orientation.name), "xib": picked.map { .string($0) } ?? .null, "tried": .strings(tried)]
    }
}
