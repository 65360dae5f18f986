import Foundation
import Testing
import SwivelAPI

/// The settings are defined once (`ConfigurationSetting.allCases`); `--help`, the file format and
/// the README's configuration table follow it.
@Suite struct ConfigurationTableTests {
    static var readme: String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }

    /// The README row a setting should have: flag, environment variable, file key, default, meaning.
    static func readmeRow(_ setting: ConfigurationSetting) -> String {
        let flag = setting.flag.map { "`\($0)`" } ?? "—"
        let isPlain = setting.defaultText == "none" || setting.defaultText.contains(" ")
        let defaultText = isPlain ? setting.defaultText : "`\(setting.defaultText)`"
        return "| \(flag) | `\(setting.environmentName)` | `\(setting.fileKey)` | \(defaultText) | \(setting.meaning) |"
    }

    /// The README's configuration table lists every setting, in the table's order, as the table defines it.
    @Test func readmeTableIsTheTable() {
        let expected = ConfigurationSetting.allCases.map(Self.readmeRow)
        let rows = Self.readme.split(separator: "\n").map(String.init).filter { row in
            row.hasPrefix("| ") && ConfigurationSetting.allCases.contains { row.contains("`\($0.environmentName)`") }
        }
        #expect(rows == expected, "README's table should read:\n\(expected.joined(separator: "\n"))")
    }

    /// `--help` names every flag with its value, environment variable, file key and default.
    @Test func helpListsEverySetting() {
        let help = ConfigurationSetting.helpText
        for setting in ConfigurationSetting.allCases {
            #expect(help.contains(setting.environmentName) && help.contains("file key \(setting.fileKey); default \(setting.defaultText)"))
            if let flag = setting.flag { #expect(help.contains("\(flag) \(setting.valueName)")) }
        }
    }

    /// Every file key is read by the configuration file, every flag by the flag reader, each into its setting.
    @Test func everyLayerReadsEverySetting() throws {
        for setting in ConfigurationSetting.allCases {
            let file = try ConfigurationFile.parse(Array("{\"\(setting.fileKey)\": \"x\"}".utf8), path: "c.json")
            #expect(file.values.keys.map(\.fileKey) == [setting.fileKey])
            if let flag = setting.flag {
                #expect(try ConfigurationSetting.flags(from: [flag, "x"]) == [setting: "x"])
                #expect(try ConfigurationSetting.flags(from: ["\(flag)=y"]) == [setting: "y"])
            }
        }
    }

    /// Unknown flags and a flag without its value are refused, naming the flag; a repeated --cors-origin keeps both origins.
    @Test func flagReaderRefusesWhatItDoesNotKnow() throws {
        #expect(throws: ConfigurationError.unknownFlag("--prot")) { try ConfigurationSetting.flags(from: ["--prot", "1"]) }
        #expect(throws: ConfigurationError.missingFlagValue("--port", valueName: "PORT")) { try ConfigurationSetting.flags(from: ["--port"]) }
        #expect(try ConfigurationSetting.flags(from: ["--cors-origin", "http://a.example", "--cors-origin=http://b.example"])
            == [.corsOrigins: "http://a.example,http://b.example"])
    }
}
