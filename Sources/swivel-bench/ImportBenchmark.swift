import AppCatalog
import Foundation
import InterfaceImport
import SwivelJSON

/// `swivel-bench import [--scenes N] [--rows N] [--repeat N]`: importing a generated storyboard
/// of N scenes (100 by default: about 550 KB, each a view controller with 5 subviews, 15
/// constraints and a push segue), then decoding the definition as a session would.
enum ImportBenchmark {
    static func run(arguments: [String]) throws {
        let scenes = Int(EngineBenchmark.value(after: "--scenes", in: arguments) ?? "") ?? 100
        let repeats = Int(EngineBenchmark.value(after: "--repeat", in: arguments) ?? "") ?? 20
        let rows = Int(EngineBenchmark.value(after: "--rows", in: arguments) ?? "") ?? 5
        let text = storyboard(scenes: scenes, rows: rows)
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
        print("import: a \(scenes)-scene storyboard of \(text.utf8.count / 1024) KB, \(repeats) times, one thread")
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
}
