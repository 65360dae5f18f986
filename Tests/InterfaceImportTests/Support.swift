import Foundation
import InterfaceImport
import SwivelJSON

/// Fixture files live beside the tests (Tests/InterfaceImportTests/Fixtures), read through
/// `#filePath` as LayeringTests reads the sources; none is a resource of the package.
enum Fixtures {
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    /// The fixture `name` as a file to import, named as given.
    static func file(_ name: String) throws -> InterfaceFile {
        InterfaceFile(name: name, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
    }
}

/// A storyboard of today's format (toolsVersion 14460, Auto Layout, safe areas) around `scenes`.
func storyboard(initial: String? = "vc1", runtime: String = "iOS.CocoaTouch", _ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// One scene holding a `viewController` (id `id`, class `customClass`) whose root view (id
/// `id-view`, 320 × 460) has `subviews`, and `extra` elements inside the controller.
func scene(_ id: String = "vc1", customClass: String? = "HomeViewController", subviews: String = "", constraints: String = "", extra: String = "", objects: String = "") -> String {
    """
            <scene sceneID="\(id)-scene">
                <objects>
                    <viewController id="\(id)"\(customClass.map { " customClass=\"\($0)\"" } ?? "") sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-view">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="460"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>\(subviews)</subviews>
                            <constraints>\(constraints)</constraints>
                        </view>
                        \(extra)
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
                    \(objects)
                </objects>
            </scene>
    """
}

/// Imports files given as (name, text).
func importing(_ files: [(String, String)], id: String? = nil, limits: ImportLimits = ImportLimits()) throws(InterfaceImportError) -> ImportResult {
    try InterfaceImporter.importFiles(files.map { InterfaceFile(name: $0.0, text: $0.1) }, id: id, limits: limits)
}

/// The error an import throws (nil when it succeeds).
func importError(_ files: [(String, String)], limits: ImportLimits = ImportLimits()) -> InterfaceImportError? {
    do {
        _ = try importing(files, limits: limits)
        return nil
    } catch {
        return error
    }
}

/// The error `MarkupReader` throws for `text` (nil when it parses).
func markupError(_ text: String, limits: MarkupLimits = MarkupLimits()) -> InterfaceImportError? {
    do {
        _ = try MarkupReader.parse(text, file: "t.xml", limits: limits)
        return nil
    } catch {
        return error
    }
}

/// Compact JSON text of a value (what the API would write), for exact comparisons.
func compact(_ value: JSONValue?) -> String {
    guard let value else { return "(nothing)" }
    return String(decoding: value.serialized(), as: UTF8.self)
}

/// `text` parsed and written compactly: expected JSON can be written readably in a test.
func compact(_ text: String) -> String {
    guard let value = try? JSONParser.parse(text) else { return "(invalid JSON in the test)" }
    return compact(value)
}

/// The controller `key` of an imported app.
func controller(_ result: ImportResult, _ key: String) -> JSONValue? {
    result.app["controllers"]?[key]
}

/// The element `id` anywhere in a controller's view tree.
func element(_ result: ImportResult, _ key: String, _ id: String) -> JSONValue? {
    var pending = controller(result, key)?["view"]?["elements"]?.arrayValue ?? []
    while !pending.isEmpty {
        let next = pending.removeFirst()
        if next["id"]?.stringValue == id { return next }
        pending += next["children"]?.arrayValue ?? []
    }
    return nil
}

/// Whether some note's message contains `text`.
func hasNote(_ result: ImportResult, _ text: String) -> Bool {
    result.notes.contains { $0.message.contains(text) }
}

/// `value` without its `source` keys (where each imported part came from), for tests about
/// the other keys; `sourceObjects` checks them.
func withoutSources(_ value: JSONValue?) -> JSONValue? {
    switch value {
    case .object(let object)?:
        return .object(JSONObject(object.members.filter { $0.key != "source" }.map { (key: $0.key, value: withoutSources($0.value) ?? .null) }))
    case .array(let elements)?:
        return .array(elements.map { withoutSources($0) ?? .null })
    default:
        return value
    }
}

/// Every `source` below `value` in document order, as `file#object`.
func sourceObjects(_ value: JSONValue?) -> [String] {
    switch value {
    case .object(let object)?:
        return object.members.flatMap { member -> [String] in
            if member.key == "source", let file = member.value["file"]?.stringValue, let id = member.value["object"]?.stringValue {
                return ["\(file)#\(id)"]
            }
            return sourceObjects(member.value)
        }
    case .array(let elements)?:
        return elements.flatMap { sourceObjects($0) }
    default:
        return []
    }
}
