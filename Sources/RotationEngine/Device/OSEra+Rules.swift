/// Each rule that changed with an iOS version, in one place (docs/semantics.md, "iOS
/// versions"). Every rule is an exhaustive switch over the eras: a new era does not compile
/// until each rule has said what it does there.
extension OSEra {
    /// Who decides whether the interface turns: iOS 5's `shouldAutorotateToInterfaceOrientation:`,
    /// iOS 6's `shouldAutorotate` and `supportedInterfaceOrientations` (through 15), or iOS
    /// 16's, which no longer consults `shouldAutorotate`.
    public var decisionRule: RotationDecision.Rule {
        switch self {
        case .iOS5: .iOS5
        case .iOS6, .iOS7, .iOS8, .iOS9, .iOS11, .iOS13: .iOS6
        case .iOS16, .iOS17: .iOS16
        }
    }

    /// iOS 6: Auto Layout (a view tree holding constraints cannot be unarchived on iOS 5).
    public var hasAutoLayout: Bool {
        switch self {
        case .iOS5: false
        case .iOS6, .iOS7, .iOS8, .iOS9, .iOS11, .iOS13, .iOS16, .iOS17: true
        }
    }

    /// Whether a controller that implements only iOS 5's `shouldAutorotateToInterfaceOrientation:`
    /// gets a `supportedInterfaceOrientations` synthesized from it (iOS 6's compatibility
    /// synthesis). Chosen: through iOS 15; iOS 16, which stopped consulting `shouldAutorotate`,
    /// no longer asks the iOS 5 method either (docs/semantics.md) — so seed 001's Locked screen
    /// rotates there.
    public var synthesizesLegacyAutorotation: Bool {
        switch self {
        case .iOS5, .iOS16, .iOS17: false
        case .iOS6, .iOS7, .iOS8, .iOS9, .iOS11, .iOS13: true
        }
    }

    /// How the interface turns: iOS 5–7 turn the root view with a transform inside a portrait
    /// window and send the rotation callbacks; iOS 8 resizes the window (size transitions).
    public var rotation: RotationModel {
        switch self {
        case .iOS5, .iOS6, .iOS7: .rootTransform
        case .iOS8, .iOS9, .iOS11, .iOS13, .iOS16, .iOS17: .sizeTransition
        }
    }

    /// How a scroll view's content inset makes room for the bars (docs/semantics.md, "Scroll
    /// view insets"): not at all before iOS 7 (the bars are opaque and views stay below them);
    /// iOS 7–10 by the layout guides' lengths, on a controller's content scroll view
    /// (`automaticallyAdjustsScrollViewInsets`); from iOS 11 each scroll view by its own safe
    /// area (`contentInsetAdjustmentBehavior`).
    public var contentInsetAdjustment: ContentInsetAdjustmentModel {
        switch self {
        case .iOS5, .iOS6: .none
        case .iOS7, .iOS8, .iOS9: .layoutGuides
        case .iOS11, .iOS13, .iOS16, .iOS17: .safeArea
        }
    }

    /// iOS 7: a plain navigation controller's `supportedInterfaceOrientations` asks its
    /// delegate's `navigationControllerSupportedInterfaceOrientations:` when it implements it.
    public var asksNavigationDelegateForOrientations: Bool {
        switch self {
        case .iOS5, .iOS6: false
        case .iOS7, .iOS8, .iOS9, .iOS11, .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 5 and 6 load a view with Xcode 5's "iOS 6/7 Deltas" applied to its saved frame
    /// (`ios6Deltas`); from iOS 7 the frame is the one saved.
    public var appliesIOS6Deltas: Bool {
        switch self {
        case .iOS5, .iOS6: true
        case .iOS7, .iOS8, .iOS9, .iOS11, .iOS13, .iOS16, .iOS17: false
        }
    }

    /// iOS 7: the status bar overlays content (a root view covers the whole window), bars are
    /// translucent and views extend under them, and the layout guides get length.
    public var extendsUnderBars: Bool {
        switch self {
        case .iOS5, .iOS6: false
        case .iOS7, .iOS8, .iOS9, .iOS11, .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 11: a navigation bar that prefers large titles shows them (`prefersLargeTitles`,
    /// `largeTitleDisplayMode`; docs/semantics.md, "Large titles").
    public var hasLargeTitles: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7, .iOS8, .iOS9: false
        case .iOS11, .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 8: trait collections with size classes; on a phone the status bar hides whenever
    /// the vertical size class is compact (`prefersStatusBarHidden`, apps linked on 8+).
    public var hasTraits: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7: false
        case .iOS8, .iOS9, .iOS11, .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 8: a split view controller runs on a phone too (collapsed while the width is
    /// compact); before, `UISplitViewController` was iPad only and a phone raised UIKit's
    /// exception (docs/semantics.md, "Split views").
    public var splitViewsOnPhone: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7: false
        case .iOS8, .iOS9, .iOS11, .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 9: `UIStackView` exists (earlier versions cannot unarchive one).
    public var hasStackViews: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7, .iOS8: false
        case .iOS9, .iOS11, .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 9: an iPad app that declares every orientation multitasks, and UIKit no longer
    /// asks its controllers which orientations they support.
    public var hasMultitasking: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7, .iOS8: false
        case .iOS9, .iOS11, .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 11: safe areas and layout margins on every controller's root view.
    public var hasSafeAreas: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7, .iOS8, .iOS9: false
        case .iOS11, .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 13: traits are predicted (no `traitCollectionDidChange:` when a view first enters
    /// the window) and modal presentation defaults to a page sheet.
    public var predictsTraits: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7, .iOS8, .iOS9, .iOS11: false
        case .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 13: modal presentation defaults to a page sheet, and a phone shows sheets as cards
    /// (full screen again when its vertical size class is compact).
    public var presentsSheetsByDefault: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7, .iOS8, .iOS9, .iOS11: false
        case .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 13: in a horizontally or vertically compact environment a popover presentation
    /// "behaves the same as `formSheet`" (Apple's `UIModalPresentationStyle.popover`): on a
    /// phone a card while the height is regular; before, it adapts to full screen.
    public var adaptsPopoversToFormSheets: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7, .iOS8, .iOS9, .iOS11: false
        case .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 13: a navigation bar at the top of a sheet (a phone's card, an iPad's page or form
    /// sheet) is 56 points tall rather than 44 (docs/semantics.md, "Large titles").
    public var hasTallSheetNavigationBars: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7, .iOS8, .iOS9, .iOS11: false
        case .iOS13, .iOS16, .iOS17: true
        }
    }

    /// iOS 16: `setNeedsUpdateOfSupportedInterfaceOrientations` and `requestGeometryUpdate`
    /// exist; setting `UIDevice`'s orientation by key-value coding does nothing.
    public var hasGeometryRequests: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7, .iOS8, .iOS9, .iOS11, .iOS13: false
        case .iOS16, .iOS17: true
        }
    }

    /// iOS 17: `viewIsAppearing:` in every appearance, after `viewWillAppear:` and before the
    /// layout pass.
    public var callsViewIsAppearing: Bool {
        switch self {
        case .iOS5, .iOS6, .iOS7, .iOS8, .iOS9, .iOS11, .iOS13, .iOS16: false
        case .iOS17: true
        }
    }
}

/// How a scroll view's content inset makes room for the bars (see `OSEra.contentInsetAdjustment`).
public enum ContentInsetAdjustmentModel: Sendable, Equatable {
    /// iOS 5 and 6: no adjustment.
    case none
    /// iOS 7–10: a controller's content scroll view is inset by its top and bottom layout
    /// guides' lengths.
    case layoutGuides
    /// iOS 11 and later: each scroll view by the part of its own safe area insets its
    /// `contentInsetAdjustmentBehavior` takes.
    case safeArea
}

/// How the interface turns (see `OSEra.rotation`).
public enum RotationModel: Sendable, Equatable {
    /// iOS 5–7: the window stays portrait; the root view turns with a transform.
    case rootTransform
    /// iOS 8 and later: the window takes the interface's size; no view carries the turn.
    case sizeTransition
}
