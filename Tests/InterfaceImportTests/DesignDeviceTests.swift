import InterfaceImport
import SwivelJSON
import Testing

/// `designedOn` (docs/interface-import.md, "Design device"): Xcode's canvas device mapped to
/// Swivel's table by screen size, its orientation, and an iOS version of the file's era raised
/// to the device's first and kept to its last.
@Suite struct DesignDeviceTests {
    /// A storyboard whose root `<document>` has `attributes` and holds `device` and one scene
    /// whose root view is `width` × `height`.
    static func file(_ attributes: String, device: String, width: Double = 320, height: Double = 568) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \(attributes) targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1">
            \(device)
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="Home" sceneMemberID="viewController">
                    <view key="view" id="v1"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/></view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func designedOn(_ text: String) throws -> String {
        compact(try importing([("Main.storyboard", text)]).app["designedOn"])
    }

    /// Xcode 8 (trait collections) on retina4_7: iphone-se, whose first iOS (13) is later than the era's 8.
    @Test func xcode8IPhone7() throws {
        #expect(try Self.designedOn(Self.file(#"toolsVersion="11762" useTraitCollections="YES""#, device: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#))
            == #"{"device":"iphone-se","orientation":"portrait","os":"13"}"#)
    }

    /// Xcode 9+ safe areas on retina5_9: iphone-x on iOS 11; retina6_1 → iphone-11 (first ran 12).
    @Test func safeAreaPhones() throws {
        #expect(try Self.designedOn(Self.file(#"toolsVersion="14460.31" useTraitCollections="YES" useSafeAreas="YES""#, device: #"<device id="retina5_9" orientation="portrait"/>"#))
            == #"{"device":"iphone-x","orientation":"portrait","os":"11"}"#)
        #expect(try Self.designedOn(Self.file(#"toolsVersion="14460.31" useSafeAreas="YES""#, device: #"<device id="retina6_1" orientation="landscape"/>"#))
            == #"{"device":"iphone-11","orientation":"landscape","os":"12"}"#)
    }

    /// Xcode 15's 375 × 812 canvas (`retina5_9`, toolsVersion 22505) is an iPhone 13 mini, whose
    /// safe area starts 50 points down; Xcode 13's (19162) is still the iPhone X (44).
    @Test func xcode15MiniCanvas() throws {
        #expect(try Self.designedOn(Self.file(#"toolsVersion="22505" useTraitCollections="YES" useSafeAreas="YES""#, device: #"<device id="retina5_9" orientation="portrait" appearance="light"/>"#, width: 375, height: 812))
            == #"{"device":"iphone-13-mini","orientation":"portrait","os":"14"}"#)
        #expect(try Self.designedOn(Self.file(#"toolsVersion="19162" useTraitCollections="YES" useSafeAreas="YES""#, device: #"<device id="retina5_9" orientation="portrait" appearance="light"/>"#, width: 375, height: 812))
            == #"{"device":"iphone-x","orientation":"portrait","os":"11"}"#)
    }

    /// The iPhone 11 canvas (`retina6_1`) drew a 44 pt status bar until Xcode 12's iOS 14 SDK and
    /// 48 after: an Xcode 10 file is designed on iOS 12, an Xcode 14 file on iOS 14.
    @Test func iPhone11CanvasFollowsTheXcodesSDK() throws {
        #expect(try Self.designedOn(Self.file(#"toolsVersion="14868" useTraitCollections="YES" useSafeAreas="YES""#, device: #"<device id="retina6_1" orientation="portrait"/>"#, width: 414, height: 896))
            == #"{"device":"iphone-11","orientation":"portrait","os":"12"}"#)
        #expect(try Self.designedOn(Self.file(#"toolsVersion="22155" useTraitCollections="YES" useSafeAreas="YES""#, device: #"<device id="retina6_1" orientation="portrait"/>"#, width: 414, height: 896))
            == #"{"device":"iphone-11","orientation":"portrait","os":"14"}"#)
    }

    /// The 6.5" Max canvas (`retina6_5`) is iphone-11's size with a 44 pt status bar in every
    /// version: an Xcode 14 file on it is designed on iOS 12, before iphone-11's bar grew to 48.
    @Test func maxCanvasKeepsItsStatusBar() throws {
        #expect(try Self.designedOn(Self.file(#"toolsVersion="21701" useTraitCollections="YES" useSafeAreas="YES""#, device: #"<device id="retina6_5" orientation="portrait"/>"#, width: 414, height: 896))
            == #"{"device":"iphone-11","orientation":"portrait","os":"12"}"#)
    }

    /// An Xcode 8 file (trait collections, iOS 8's era) that holds a stack view is designed on
    /// iOS 9, the first that loads one: a session on its design device must not crash at launch.
    @Test func stackViewsRaiseTheEraToIOS9() throws {
        let plain = Self.file(#"toolsVersion="12120" useTraitCollections="YES""#, device: #"<device id="retina4_0" orientation="portrait"/>"#)
        #expect(try Self.designedOn(plain) == #"{"device":"iphone-4","orientation":"portrait","os":"8"}"#)
        let stacked = plain.replacingOccurrences(
            of: "/></view>", with: "/><subviews><stackView id=\"s1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></stackView></subviews></view>")
        #expect(stacked != plain)
        #expect(try Self.designedOn(stacked) == #"{"device":"iphone-4","orientation":"portrait","os":"9"}"#)
    }

    /// An iPad 9.7" canvas in landscape with safe areas: the classic ipad, kept to its last iOS (10).
    @Test func classicIPadKeepsItsLastVersion() throws {
        #expect(try Self.designedOn(Self.file(#"toolsVersion="14460.31" useSafeAreas="YES""#, device: #"<device id="ipad9_7" orientation="landscape"/>"#))
            == #"{"device":"ipad","orientation":"landscape","os":"10"}"#)
    }

    /// Xcode 15's model-named canvas: `iPhone_15_Pro` → iphone-15-pro on its first iOS, 16.
    @Test func modelNamedCanvas() throws {
        #expect(try Self.designedOn(Self.file(#"toolsVersion="22505" useSafeAreas="YES""#, device: #"<device id="iPhone_15_Pro" orientation="portrait" appearance="light"/>"#))
            == #"{"device":"iphone-15-pro","orientation":"portrait","os":"16"}"#)
    }

    /// Xcode 14's Dynamic Island canvases, `retina6_12` (393 × 852) and `retina6_72` (430 × 932),
    /// are the 15 Pro sizes, not the 12/13/14 ones (`retina6_0`, `retina6_7`) they sit beside.
    @Test func dynamicIslandCanvases() throws {
        #expect(try Self.designedOn(Self.file(#"toolsVersion="21507" useSafeAreas="YES""#, device: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#, width: 393, height: 852))
            == #"{"device":"iphone-15-pro","orientation":"portrait","os":"16"}"#)
        #expect(try Self.designedOn(Self.file(#"toolsVersion="21507" useSafeAreas="YES""#, device: #"<device id="retina6_72" orientation="portrait" appearance="light"/>"#, width: 430, height: 932))
            == #"{"device":"iphone-15-pro-max","orientation":"portrait","os":"16"}"#)
        #expect(try Self.designedOn(Self.file(#"toolsVersion="21507" useSafeAreas="YES""#, device: #"<device id="retina6_0" orientation="portrait" appearance="light"/>"#, width: 390, height: 844))
            == #"{"device":"iphone-14","orientation":"portrait","os":"14"}"#)
    }

    /// An unknown canvas id with a root view of a known size maps by size; with none, a note and no designedOn.
    @Test func unknownCanvasID() throws {
        #expect(try Self.designedOn(Self.file(#"toolsVersion="24127" useSafeAreas="YES""#, device: #"<device id="future_phone" orientation="portrait"/>"#, width: 402, height: 874))
            == #"{"device":"iphone-16-pro","orientation":"portrait","os":"18"}"#)
        let result = try importing([("Main.storyboard", Self.file(#"toolsVersion="24127""#, device: #"<device id="future_phone" orientation="portrait"/>"#, width: 500, height: 900))])
        #expect(result.app["designedOn"] == nil)
        #expect(hasNote(result, "the design device future_phone is not one Swivel knows, nor is the root view's size: the app has no designedOn"))
    }

    /// Xcode 5's simulated destination (retina4) with no trait collections: iphone-4 on iOS 7; an Xcode 4.5 file is iOS 6.
    @Test func simulatedMetrics() throws {
        #expect(try Self.designedOn(Self.file(#"toolsVersion="5053""#, device: #"<simulatedMetricsContainer key="defaultSimulatedMetrics"><simulatedScreenMetrics key="destination" type="retina4"/></simulatedMetricsContainer>"#))
            == #"{"device":"iphone-4","orientation":"portrait","os":"7"}"#)
        #expect(try Self.designedOn(Self.file(#"toolsVersion="2844""#, device: "", width: 320, height: 548))
            == #"{"device":"iphone-4","orientation":"portrait","os":"6"}"#)
    }

    /// Xcode 7's Any/Any canvas (600 × 600, trait collections, no device named): no designedOn,
    /// and a note that says why and which iOS the file needs.
    @Test func anyAnyCanvasIsNoted() throws {
        let result = try importing([("Main.storyboard", Self.file(#"toolsVersion="9532" useTraitCollections="YES""#, device: "", width: 600, height: 600))])
        #expect(result.app["designedOn"] == nil)
        #expect(hasNote(result, "the root view was saved on Xcode 6–7's Any/Any canvas (600 × 600), which is no device's screen, and the file names no device: the app has no designedOn; give its sessions a device and os (iOS 8 or later for this file)"))
    }
}
