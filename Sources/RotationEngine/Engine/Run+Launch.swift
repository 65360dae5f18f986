/// Launch (SPEC §4): the app starts in portrait and is then rotated to the starting device
/// orientation.
extension Run {
    mutating func launch() throws {
        let app = state.app
        let content: InstanceRef
        if let navigation = state.navigation {
            let container = instantiate(navigation.className, parent: nil)
            content = instantiate(app.root, parent: container)
            state.windowRoot = container
            state.navigationStack = [content]
            state.instances[container].children = [content]
            state.navigationBarHidden = navigation.navigationBarHidden
        } else {
            content = instantiate(app.root, parent: nil)
            state.windowRoot = content
        }
        state.deviceOrientation = state.configuration.orientation
        state.interfaceOrientation = .portrait
        settle(state.windowRoot)

        try checkSupportedOrientations()

        loadView(content)
        settle(content)
        viewWillAppear(content, animated: false)
        let target = state.launchOrientation()
        if state.configuration.os == .iOS5 {
            let answerer = state.legacyAnswerer()
            logLegacyAutorotation(answerer, target, answer: state.legacyMask(of: answerer).contains(target))
        }
        if target != .portrait {
            // Seed 004: launching in landscape brings willRotate (incorrect bounds), the
            // layout pass, willAnimate and didRotate before viewDidAppear.
            try rotateInterface(to: target, duration: 0, launching: true)
        } else {
            layout(content)
            // Seed 003: "iPhones get a willAnimateRotationToInterfaceOrientation automatically
            // but iPads do not."
            if state.device.idiom == .phone {
                try willAnimateRotation(content, to: .portrait, duration: 0, calledFrom: nil)
            }
        }
        try viewDidAppear(content, animated: false)
        // The device reports its orientation once the app runs (unknown -> the start):
        // seed 000's observer sees it, so launching in landscape ends with A landscape pushed.
        if state.deviceOrientation != .unknown {
            try postOrientationNotification()
        }
    }

    /// iOS 6 raises `UIApplicationInvalidInterfaceOrientation` when the root's supported
    /// orientations and Info.plist have nothing in common while `shouldAutorotate` is YES.
    mutating func checkSupportedOrientations() throws {
        guard state.configuration.os == .iOS6 else { return }
        let answer = state.modernAnswer()
        if answer.shouldAutorotate && state.infoPlistMask.intersection(answer.supported).isEmpty {
            try crash(.invalidInterfaceOrientation, at: answer.asked, callback: "supportedInterfaceOrientations", detail: [
                "supported": .strings(answer.supported.orientations.map(\.name)),
                "infoPlist": .strings(state.infoPlistMask.orientations.map(\.name)),
            ])
        }
    }
}
