/// What a session runs: the app, the device, the iOS version, the starting device
/// orientation and the options of docs/app-format.md.
public struct SessionConfiguration: Sendable, Equatable {
    public var app: AppDefinition
    public var device: Device
    public var os: OSVersion
    /// The starting **device** orientation; the app launches in portrait and is rotated to it.
    public var orientation: DeviceOrientation
    public var options: SessionOptions

    public init(app: AppDefinition, device: Device = .iphone4, os: OSVersion = .iOS6, orientation: DeviceOrientation = .portrait, options: SessionOptions = SessionOptions()) {
        self.app = app
        self.device = device
        self.os = os
        self.orientation = orientation
        self.options = options
    }
}

/// Session options (docs/app-format.md).
public struct SessionOptions: Sendable, Equatable {
    /// Who owns the timers in seed 003's app.
    public enum TimerOwner: String, Sendable, Equatable, CaseIterable {
        /// The orientation master (via the timer model): rotation never resets timers.
        case master
        /// The child controller, as in the seed's first, broken version: every rotation
        /// replaces the child and so resets the timers.
        case child
    }

    /// Overrides the navigation container: true = seed 001's forwarding subclass,
    /// false = a plain `UINavigationController`. nil keeps the app's choice.
    public var forwarding: Bool?
    public var timerOwner: TimerOwner
    /// Replaces the callbacks every controller that lays out its own subviews lays them out in
    /// (lifecycle-logger's option to try each approach of seed 004, docs/semantics.md).
    public var layoutIn: LayoutCallbacks?

    public init(forwarding: Bool? = nil, timerOwner: TimerOwner = .master, layoutIn: LayoutCallbacks? = nil) {
        self.forwarding = forwarding
        self.timerOwner = timerOwner
        self.layoutIn = layoutIn
    }
}
