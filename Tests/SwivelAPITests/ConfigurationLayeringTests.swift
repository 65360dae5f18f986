import Testing
@testable import SwivelAPI

private func file(_ values: [ConfigurationSetting: String]) -> ConfigurationFile {
    ConfigurationFile(path: "Config/swivel.json", values: values)
}

/// With no source at all, the documented defaults apply (127.0.0.1:8080, durable, 1 MiB).
@Test func defaultsWithoutSources() throws {
    let configuration = try SwivelConfiguration.layered()
    #expect(configuration == SwivelConfiguration())
    #expect(configuration.host == "127.0.0.1")
    #expect(configuration.port == 8080)
    #expect(configuration.durability == .durable)
    #expect(configuration.maxBodyBytes == 1 << 20)
}

/// The file overrides defaults.
@Test func fileOverridesDefaults() throws {
    let configuration = try SwivelConfiguration.layered(file: file([.port: "9000", .durability: "fast"]))
    #expect(configuration.port == 9000)
    #expect(configuration.durability == .fast)
}

/// The environment overrides the file.
@Test func environmentOverridesFile() throws {
    let configuration = try SwivelConfiguration.layered(
        environment: ["SWIVEL_PORT": "9100", "SWIVEL_THREADS": "3", "SWIVEL_TOKEN": "a-token-of-16-chars"],
        file: file([.port: "9000", .host: "0.0.0.0"])
    )
    #expect(configuration.port == 9100)
    #expect(configuration.threads == 3)
    #expect(configuration.host == "0.0.0.0")
    #expect(configuration.token == "a-token-of-16-chars")
}

/// A host beyond loopback without a token is refused, naming what to do.
@Test func nonLoopbackHostNeedsAToken() {
    #expect(throws: ConfigurationError.tokenRequired(host: "0.0.0.0")) {
        try SwivelConfiguration.layered(flags: [.host: "0.0.0.0"])
    }
    #expect((try? SwivelConfiguration.layered(flags: [.host: "127.0.0.1"])) != nil)
}

/// A bad token is reported without its value; CORS origins are checked.
@Test func tokenAndOriginsAreValidated() {
    #expect(throws: ConfigurationError.invalidValue(source: "--token", value: "(hidden)", expected: "a token of at least 16 characters without spaces")) {
        try SwivelConfiguration.layered(flags: [.token: "short"])
    }
    #expect(throws: ConfigurationError.self) { try SwivelConfiguration.layered(flags: [.corsOrigins: "dash.example/path"]) }
    let configuration = try? SwivelConfiguration.layered(environment: ["SWIVEL_CORS_ORIGIN": "https://a.example, http://b.example:8000"])
    #expect(configuration?.corsOrigins == ["https://a.example", "http://b.example:8000"])
}

/// Flags override the environment and the file.
@Test func flagsOverrideEverything() throws {
    let configuration = try SwivelConfiguration.layered(
        flags: [.port: "0", .dataPath: "/tmp/x"],
        environment: ["SWIVEL_PORT": "9100", "SWIVEL_DATA": "/env"],
        file: file([.port: "9000"])
    )
    #expect(configuration.port == 0)
    #expect(configuration.dataPath == "/tmp/x")
}

/// Environment variables that are not Swivel's are ignored.
@Test func unrelatedEnvironmentIsIgnored() throws {
    let configuration = try SwivelConfiguration.layered(environment: ["PORT": "1", "HOME": "/root"])
    #expect(configuration == SwivelConfiguration())
}

/// A bad environment value is an error naming the variable and what was expected.
@Test func badEnvironmentValueNamesTheVariable() {
    #expect(throws: ConfigurationError.self) { try SwivelConfiguration.layered(environment: ["SWIVEL_PORT": "abc"]) }
    do {
        _ = try SwivelConfiguration.layered(environment: ["SWIVEL_PORT": "abc"])
    } catch {
        #expect(error.description.hasPrefix("SWIVEL_PORT=abc: expected a port number"))
    }
}

/// Out-of-range and unknown enumerated values are refused, from any layer.
@Test(arguments: [
    (ConfigurationSetting.port, "70000"), (.port, "-1"), (.threads, "x"), (.durability, "sometimes"),
    (.logLevel, "loud"), (.maxBodyBytes, "0"), (.connectionLimit, "0"), (.host, "  "),
])
func invalidValuesAreRefused(setting: ConfigurationSetting, value: String) {
    #expect(throws: ConfigurationError.self) { try SwivelConfiguration.layered(flags: [setting: value]) }
}

/// A bad flag is reported under the flag's name.
@Test func badFlagNamesTheFlag() {
    do {
        _ = try SwivelConfiguration.layered(flags: [.durability: "sometimes"])
        Issue.record("expected an error")
    } catch {
        #expect(error == .invalidValue(source: "--durability", value: "sometimes", expected: "one of durable, fast, memory"))
    }
}

/// A valid higher layer hides an invalid lower one (only the winning value is validated).
@Test func winningValueIsTheOneValidated() throws {
    let configuration = try SwivelConfiguration.layered(flags: [.port: "1234"], environment: ["SWIVEL_PORT": "abc"])
    #expect(configuration.port == 1234)
}

/// Every setting has a distinct environment variable and flag.
@Test func settingNamesAreDistinct() {
    let settings = ConfigurationSetting.allCases
    #expect(Set(settings.map(\.environmentName)).count == settings.count)
    #expect(Set(settings.map(\.flagName)).count == settings.count)
    #expect(settings.allSatisfy { $0.environmentName.hasPrefix("SWIVEL_") })
}

/// The configuration file is parsed from JSON: numbers, strings, comments; unknown keys refused.
@Test func configurationFileParses() throws {
    let parsed = try ConfigurationFile.parse(Array(#"{"$comment":"x","port":9000,"host":"0.0.0.0","logLevel":"debug"}"#.utf8), path: "c.json")
    #expect(parsed.values == [.port: "9000", .host: "0.0.0.0", .logLevel: "debug"])
    #expect(throws: ConfigurationError.unknownKey(file: "c.json", key: "prot")) {
        try ConfigurationFile.parse(Array(#"{"prot":1}"#.utf8), path: "c.json")
    }
    #expect(throws: ConfigurationError.self) { try ConfigurationFile.parse(Array("{nope".utf8), path: "c.json") }
    #expect(throws: ConfigurationError.self) { try ConfigurationFile.parse(Array("[1]".utf8), path: "c.json") }
    #expect(throws: ConfigurationError.self) { try ConfigurationFile.parse(Array(#"{"port":[1]}"#.utf8), path: "c.json") }
}

/// A file value that does not fit is reported with the file and key.
@Test func badFileValueNamesFileAndKey() {
    do {
        _ = try SwivelConfiguration.layered(file: file([.port: "http"]))
        Issue.record("expected an error")
    } catch {
        #expect(error.description.hasPrefix("Config/swivel.json: port=http"))
    }
}

/// `--config` wins over SWIVEL_CONFIG, which wins over the optional default file.
@Test func configFileChoice() {
    #expect(SwivelConfiguration.configFileChoice(flag: "a.json", environment: ["SWIVEL_CONFIG": "b.json"]) == ("a.json", true))
    #expect(SwivelConfiguration.configFileChoice(flag: nil, environment: ["SWIVEL_CONFIG": "b.json"]) == ("b.json", true))
    #expect(SwivelConfiguration.configFileChoice(flag: nil, environment: [:]) == ("Config/swivel.json", false))
}

/// Resource folders are looked for in the working directory, then two and three levels above the executable.
@Test func resourceCandidatesIncludeRepoAboveExecutable() {
    let candidates = ResourceLocator.candidates(for: "Public", executablePaths: ["/repo/.build/debug/swivel"])
    #expect(candidates == ["Public", "/repo/Public", "/Public"])
    #expect(ResourceLocator.candidates(for: "/abs/Public", executablePaths: ["/repo/.build/debug/swivel"]) == ["/abs/Public"])
    let located = ResourceLocator.locate("Public", executablePaths: ["/repo/.build/x86_64-unknown-linux-gnu/debug/swivel"],
                                         exists: { $0 == "/repo/Public" })
    #expect(located == "/repo/Public")
}
