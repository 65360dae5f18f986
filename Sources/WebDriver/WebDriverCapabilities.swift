import RotationEngine
import SwivelJSON

/// `POST /session`'s capabilities read into a native session request (docs/webdriver.md): W3C
/// `capabilities` (`alwaysMatch` merged with each `firstMatch` in turn) or a legacy
/// `desiredCapabilities`; Appium's names with or without their `appium:` prefix.
struct WebDriverCapabilities: Sendable {
    /// A built-in app's id, or an inline app definition (`swivel:app`).
    var app: JSONValue
    var device: String
    var os: String
    var orientation: String
    var options: JSONValue?

    /// The native `POST /v1/sessions` body these capabilities ask for.
    var sessionBody: JSONValue {
        var object: JSONObject = ["app": app, "device": .string(device), "os": .string(os), "orientation": .string(orientation)]
        if let options { object.members.append((key: "options", value: options)) }
        return .object(object)
    }

    /// Every capability set the body offers, most preferred first.
    static func candidates(_ body: JSONValue) throws(WebDriverError) -> [JSONObject] {
        guard let object = body.objectValue else {
            throw .invalidArgument("POST /session takes {\"capabilities\": {\"alwaysMatch\": {…}, \"firstMatch\": [{…}]}}, got \(body.kindName).")
        }
        if let capabilities = object["capabilities"]?.objectValue {
            let always = capabilities["alwaysMatch"]?.objectValue ?? JSONObject()
            let first = capabilities["firstMatch"]?.arrayValue?.compactMap(\.objectValue) ?? []
            if first.isEmpty { return [always] }
            return first.map { extra in
                var merged = always
                for member in extra.members where merged[member.key] == nil { merged.members.append(member) }
                return merged
            }
        }
        if let desired = object["desiredCapabilities"]?.objectValue { return [desired] }
        throw .invalidArgument("POST /session needs \"capabilities\" (W3C) or \"desiredCapabilities\"; see docs/webdriver.md.")
    }

    /// Reads one capability set; every problem names the values that work.
    static func read(_ capabilities: JSONObject, appIDs: [String]) throws(WebDriverError) -> WebDriverCapabilities {
        func value(_ name: String) -> JSONValue? {
            capabilities["appium:\(name)"] ?? capabilities[name]
        }
        func text(_ name: String) throws(WebDriverError) -> String? {
            guard let found = value(name) else { return nil }
            guard let string = found.stringValue else {
                throw .sessionNotCreated("appium:\(name) must be a string, got \(found.kindName).")
            }
            return string
        }
        if let platform = capabilities["platformName"] {
            guard platform.stringValue?.lowercased() == "ios" else {
                throw .sessionNotCreated("platformName must be iOS (Swivel simulates iOS 5 to 26), got \(platform.stringValue.map { "\"\($0)\"" } ?? platform.kindName).")
            }
        }
        let app: JSONValue
        if let inline = capabilities["swivel:app"] {
            guard inline.objectValue != nil else {
                throw .sessionNotCreated("swivel:app must be an inline app definition object (docs/app-format.md), got \(inline.kindName).")
            }
            app = inline
        } else {
            var id = try text("app")
            if id == nil { id = try text("bundleId") }
            guard let id else {
                throw .sessionNotCreated("appium:app is required: a Swivel app id (\(appIDs.joined(separator: ", "))), or swivel:app with an inline app definition.")
            }
            guard appIDs.contains(id) else {
                throw .sessionNotCreated("appium:app \"\(id)\" is not a Swivel app; use one of \(appIDs.joined(separator: ", ")).")
            }
            app = .string(id)
        }
        var device = "iphone-4"
        if let name = try text("deviceName") {
            guard let found = DeviceCatalogue.device(named: name) else {
                let examples = DeviceCatalogue.all.map { "\($0.id) (\"\($0.name)\")" }.joined(separator: ", ")
                throw .sessionNotCreated("appium:deviceName \"\(name)\" is not a Swivel device; use a marketing name or an id of GET /v1/devices: \(examples).")
            }
            device = found.id
        }
        var os = "6"
        if let version = try text("platformVersion") {
            guard let parsed = OSVersion(rawValue: version) else {
                throw .sessionNotCreated("appium:platformVersion \"\(version)\" is not simulated; use an iOS version from 5 to 26 (\"17.4\" runs iOS 17's rules).")
            }
            os = parsed.rawValue
        }
        var orientation = "portrait"
        if let name = try text("orientation") {
            switch name.uppercased() {
            case "PORTRAIT": orientation = "portrait"
            case "LANDSCAPE": orientation = "landscapeLeft"
            default: throw .sessionNotCreated("appium:orientation \"\(name)\": use PORTRAIT or LANDSCAPE.")
            }
        }
        // Any starting device orientation by Swivel's name, which appium:orientation's two
        // values cannot say (an exported session that started in landscapeRight, README, Testing your app in CI).
        if let named = capabilities["swivel:orientation"] {
            guard let name = named.stringValue, DeviceOrientation(name: name) != nil else {
                throw .sessionNotCreated("swivel:orientation must be a device orientation (\(DeviceOrientation.allCases.map(\.name).joined(separator: ", "))), got \(named.stringValue.map { "\"\($0)\"" } ?? named.kindName).")
            }
            orientation = name
        }
        let options = capabilities["swivel:options"]
        if let options, options.objectValue == nil {
            throw .sessionNotCreated("swivel:options must be an object of session options (see POST /v1/sessions), got \(options.kindName).")
        }
        return WebDriverCapabilities(app: app, device: device, os: os, orientation: orientation, options: options)
    }
}
