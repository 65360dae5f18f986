import AppCatalog
import Foundation
import InterfaceImport
import SwivelJSON

/// `swivel-bench import [--scenes N] [--rows N] [--repeat N] [--modern] [--write FILE]`: importing a generated
/// storyboard of N scenes (100 by default: about 550 KB, each a view controller with 5 subviews,
/// 15 constraints and a push segue), then decoding the definition as a session would. With
/// `--modern` the file is in Xcode 15's format, and each scene is what §19's readers read: a
/// safe area, a vertical stack view of two horizontal ones (axis and spacing variations), a
/// view installed in compact height only, a constraint whose constant varies, and a show segue.
/// `--write FILE` keeps the generated file (to import it with `swivel import`).
enum ImportBenchmark {
    static func run(arguments: [String]) throws {
        let scenes = Int(EngineBenchmark.value(after: "--scenes", in: arguments) ?? "") ?? 100
        let repeats = Int(EngineBenchmark.value(after: "--repeat", in: arguments) ?? "") ?? 20
        let rows = Int(EngineBenchmark.value(after: "--rows", in: arguments) ?? "") ?? 5
        let modern = arguments.contains("--modern")
        let text = modern ? modernStoryboard(scenes: scenes) : storyboard(scenes: scenes, rows: rows)
        if let path = EngineBenchmark.value(after: "--write", in: arguments) {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let file = InterfaceFile(name: "Main.storyboard", text: text)
        var result = try InterfaceImporter.importFiles([file])
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<repeats { result = try InterfaceImporter.importFiles([file]) }
        let importMillis = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(repeats)
        let definition = result.app.serialized()
        let decodeStart = DispatchTime.now().uptimeNanoseconds
        var controllers = 0
        for _ in 0..<repeats { controllers += try AppCatalog.decodeFile(named: "imported", bytes: definition).definition.controllers.count }
        let decodeMillis = Double(DispatchTime.now().uptimeNanoseconds - decodeStart) / 1e6 / Double(repeats)
        print("import: a \(scenes)-scene \(modern ? "Xcode 15 " : "")storyboard of \(text.utf8.count / 1024) KB, \(repeats) times, one thread")
        print(String(format: "  import (XML read + mapping)          %.1f ms", importMillis))
        print(String(format: "  decode the imported definition       %.1f ms  (%d KB of JSON, %d notes)", decodeMillis, definition.count / 1024, result.notes.count))
        if controllers == 0 { print("!") }
    }

    /// A storyboard in Xcode 5's format: a navigation controller and `scenes` view controllers of
    /// `rows` subviews each, each pushing the next.
    static func storyboard(scenes: Int, rows: Int) -> String {
        var text = #"""
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="5056" systemVersion="13C64" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="navScene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="c1" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects>
                </scene>

        """#
        for scene in 1...scenes {
            text += "        <scene sceneID=\"s\(scene)\"><objects>\n"
            text += "            <viewController id=\"c\(scene)\" customClass=\"Screen\(scene)ViewController\" sceneMemberID=\"viewController\">\n"
            text += "                <navigationItem key=\"navigationItem\" title=\"Screen \(scene)\" id=\"n\(scene)\"/>\n"
            text += "                <view key=\"view\" contentMode=\"scaleToFill\" id=\"v\(scene)\">\n"
            text += "                    <rect key=\"frame\" x=\"0.0\" y=\"64\" width=\"320\" height=\"504\"/>\n"
            text += "                    <autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>\n"
            text += "                    <subviews>\n"
            for row in 0..<rows {
                let id = "e\(scene)-\(row)"
                if row % 3 == 0 {
                    text += "                        <button opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" buttonType=\"roundedRect\" lineBreakMode=\"middleTruncation\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\n"
                    text += "                            <rect key=\"frame\" x=\"20\" y=\"\(20 + row * 38)\" width=\"280\" height=\"30\"/>\n"
                    text += "                            <fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"15\"/>\n"
                    text += "                            <state key=\"normal\" title=\"Next \(row)\"><color key=\"titleShadowColor\" white=\"0.5\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></state>\n"
                    if scene < scenes && row == 0 {
                        text += "                            <connections><segue destination=\"c\(scene + 1)\" kind=\"push\" id=\"g\(scene)\"/></connections>\n"
                    }
                    text += "                        </button>\n"
                } else {
                    text += "                        <label opaque=\"NO\" clipsSubviews=\"YES\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"Row \(row) of screen \(scene)\" lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\n"
                    text += "                            <rect key=\"frame\" x=\"20\" y=\"\(20 + row * 38)\" width=\"280\" height=\"21\"/>\n"
                    text += "                            <fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>\n"
                    text += "                            <color key=\"textColor\" cocoaTouchSystemColor=\"darkTextColor\"/>\n"
                    text += "                            <nil key=\"highlightedColor\"/>\n"
                    text += "                        </label>\n"
                }
            }
            text += "                    </subviews>\n"
            text += "                    <color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"calibratedWhite\"/>\n"
            text += "                    <constraints>\n"
            for row in 0..<rows {
                let id = "e\(scene)-\(row)"
                text += "                        <constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"v\(scene)\" secondAttribute=\"leading\" constant=\"20\" id=\"l\(id)\"/>\n"
                text += "                        <constraint firstAttribute=\"trailing\" secondItem=\"\(id)\" secondAttribute=\"trailing\" constant=\"20\" id=\"t\(id)\"/>\n"
                text += "                        <constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"v\(scene)\" secondAttribute=\"top\" constant=\"\(20 + row * 38)\" id=\"p\(id)\"/>\n"
            }
            text += "                    </constraints>\n"
            text += "                </view>\n"
            text += "            </viewController>\n"
            text += "            <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"f\(scene)\" sceneMemberID=\"firstResponder\"/>\n"
            text += "        </objects></scene>\n"
        }
        text += "    </scenes>\n</document>\n"
        return text
    }

    /// A storyboard in Xcode 15's format: a navigation controller and `scenes` view controllers,
    /// each showing the next, each laid out with stack views, size-class variations and its safe
    /// area (about 5.6 KB a scene).
    static func modernStoryboard(scenes: Int) -> String {
        var text = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="iPhone_15_Pro" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="navScene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="c1" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="navFirst" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>

        """#
        func label(_ id: String, _ text: String, x: Double, width: Double) -> String {
            """
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="20.333333333333332"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>

            """
        }
        for scene in 1...scenes {
            let c = "c\(scene)"
            text += """
                    <scene sceneID="s\(scene)">
                        <objects>
                            <viewController id="\(c)" customClass="Screen\(scene)ViewController" customModule="Bench" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(c)-v">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="\(c)-form">
                                            <rect key="frame" x="16" y="123" width="361" height="105"/>
                                            <subviews>

            """
            for row in 0..<2 {
                text += """
                                                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(c)-row\(row)">
                                                    <rect key="frame" x="0.0" y="\(Double(row) * 32.333333333333336)" width="361" height="20.333333333333332"/>
                                                    <subviews>

                """
                for column in 0..<3 {
                    text += label("\(c)-l\(row)\(column)", "Item \(row).\(column)", x: Double(column) * 120.33333333333333, width: 115.0)
                }
                text += """
                                                    </subviews>
                                                </stackView>

                """
            }
            text += """
                                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(c)-next">
                                                    <rect key="frame" x="0.0" y="64.666666666666671" width="361" height="40.333333333333329"/>
                                                    <state key="normal" title="Next"/>
                                                    <buttonConfiguration key="configuration" style="filled" title="Next"/>
                                                    \(scene < scenes ? #"<connections><segue destination="c\#(scene + 1)" kind="show" id="\#(c)-g"/></connections>"# : "")
                                                </button>
                                            </subviews>
                                            <variation key="heightClass=compact" axis="horizontal" spacing="20"/>
                                        </stackView>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(c)-aside">
                                            <rect key="frame" x="16" y="248" width="361" height="60"/>
                                            <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="60" id="\(c)-aside-h"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(c)-sa"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
                                        <constraint firstItem="\(c)-form" firstAttribute="top" secondItem="\(c)-sa" secondAttribute="top" constant="20" id="\(c)-k1">
                                            <variation key="heightClass=compact" constant="8"/>
                                        </constraint>
                                        <constraint firstItem="\(c)-form" firstAttribute="leading" secondItem="\(c)-v" secondAttribute="leadingMargin" id="\(c)-k2"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="\(c)-form" secondAttribute="trailing" id="\(c)-k3"/>
                                        <constraint firstItem="\(c)-aside" firstAttribute="top" secondItem="\(c)-form" secondAttribute="bottom" constant="20" id="\(c)-k4"/>
                                        <constraint firstItem="\(c)-aside" firstAttribute="leading" secondItem="\(c)-sa" secondAttribute="leading" constant="16" id="\(c)-k5"/>
                                        <constraint firstItem="\(c)-sa" firstAttribute="trailing" secondItem="\(c)-aside" secondAttribute="trailing" constant="16" id="\(c)-k6"/>
                                    </constraints>
                                    <variation key="default">
                                        <mask key="subviews">
                                            <exclude reference="\(c)-aside"/>
                                        </mask>
                                    </variation>
                                    <variation key="heightClass=compact">
                                        <mask key="subviews">
                                            <include reference="\(c)-aside"/>
                                        </mask>
                                    </variation>
                                </view>
                                <navigationItem key="navigationItem" title="Screen \(scene)" id="\(c)-n"/>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(c)-f" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>

            """
        }
        text += "    </scenes>\n</document>\n"
        return text
    }
}
