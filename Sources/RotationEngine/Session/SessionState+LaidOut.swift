/// Where a controller that lays out its own subviews has put them (docs/semantics.md, seed 004): the
/// frames it set in its most recent layout callback, kept until the next.
extension SessionState {
    /// The frame (in its controller's view) of `child`, a direct subview of the view the
    /// controller shows now, as the controller laid it out: by its own rules — the
    /// per-orientation layout of the orientation it laid out in, resolved by the subviews'
    /// autoresizing — for the size its view had then. Before its first layout callback, the
    /// designed frame. A size laid out for {0, 0} collapses flexible lengths to zero, never
    /// below (chosen).
    public func laidOutFrame(of child: ViewDefinition, in ref: InstanceRef) -> Rect {
        guard let size = instances[ref].laidOutFor else { return child.frame }
        let applied = view(of: ref, landscape: instances[ref].laidOutLandscape)
        let source = applied.children.first { $0.id == child.id }
        let designed = source != nil ? applied.frame.size : currentView(of: ref).frame.size
        let rule = source ?? child
        var frame = rule.autoresizing.resolve(rule.frame, designed: designed, actual: size)
        frame.width = max(0, frame.width)
        frame.height = max(0, frame.height)
        return frame
    }

    /// The size a laid-out controller's subviews were laid out for: the bounds of its most
    /// recent layout callback, else the size its view was designed at.
    public func laidOutSize(of ref: InstanceRef) -> Size {
        instances[ref].laidOutFor ?? currentView(of: ref).frame.size
    }

    /// Whether any controller of the app lays out its own subviews.
    public var hasLaidOutControllers: Bool { classes.hasLayoutIn }

    /// Whether a controller lays out its own subviews.
    public func laysOutSubviews(_ ref: InstanceRef) -> Bool {
        classes.hasLayoutIn && definition(of: ref).layoutIn != nil
    }

    /// The frames of every direct subview the controller shows now, as laid out.
    func laidOutFrames(of ref: InstanceRef) -> [Rect] {
        currentView(of: ref).children.map { laidOutFrame(of: $0, in: ref) }
    }
}

extension Run {
    /// After the entry of a layout callback: a controller that lays out in it sets its
    /// subviews' frames from its view's bounds now. The entry gets `laidOut: true`, and for
    /// `viewDidAppear:` also `jump: true` when the frames moved views already shown (seed
    /// 004: "a slight jump").
    mutating func noteLayout(_ ref: InstanceRef, _ callback: LayoutCallbacks) {
        guard state.classes.hasLayoutIn, let layoutIn = definition(ref).layoutIn, layoutIn.contains(callback) else { return }
        let before = callback == .viewDidAppear ? state.laidOutFrames(of: ref) : []
        state.instances[ref].laidOutFor = state.instances[ref].bounds.size
        state.instances[ref].laidOutLandscape = state.interfaceOrientation.isLandscape
        guard keepsTrace else { return }
        var fields = entries[entries.count - 1].detail?.fields ?? []
        fields.append(TraceField(key: "laidOut", value: .bool(true)))
        if callback == .viewDidAppear && before != state.laidOutFrames(of: ref) {
            fields.append(TraceField(key: "jump", value: .bool(true)))
        }
        entries[entries.count - 1].detail = TraceDetail(fields)
    }
}
