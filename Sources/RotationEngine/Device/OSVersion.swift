/// The major iOS version a session runs, "5" … "26" (docs/semantics.md, "iOS versions").
///
/// What changes with the version is never tested with `==` on a number: each rule asks the
/// version's `era` (the versions where UIKit changed what Swivel models) in an exhaustive
/// switch, so adding an era makes the compiler name every rule that must decide about it
/// (`OSEra+Rules.swift`).
public struct OSVersion: Sendable, Hashable, Comparable {
    public static let supported: ClosedRange<Int> = 5...26

    public let major: Int

    public init?(major: Int) {
        guard Self.supported.contains(major) else { return nil }
        self.major = major
    }

    /// "17", "17.4" or "17.4.1" (the snapshot reports the major alone).
    public init?(rawValue: String) {
        let majorText = rawValue.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let rest = rawValue.dropFirst(majorText.count)
        guard !majorText.isEmpty, majorText.allSatisfy({ $0.isASCII && $0.isNumber }), majorText.count <= 3,
              rest.isEmpty || (rest.count > 1 && rest.dropFirst().allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." }),
              let major = Int(majorText)
        else { return nil }
        self.init(major: major)
    }

    /// The major version as the API writes it.
    public var rawValue: String { String(major) }

    public var era: OSEra {
        switch major {
        case ...5: .iOS5
        case 6: .iOS6
        case 7: .iOS7
        case 8: .iOS8
        case 9, 10: .iOS9
        case 11, 12: .iOS11
        case 13...15: .iOS13
        case 16: .iOS16
        default: .iOS17
        }
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.major < rhs.major }

    public static let iOS5 = OSVersion(major: 5)!
    public static let iOS6 = OSVersion(major: 6)!
    public static let iOS7 = OSVersion(major: 7)!
    public static let iOS8 = OSVersion(major: 8)!
    public static let iOS9 = OSVersion(major: 9)!
    public static let iOS11 = OSVersion(major: 11)!
    public static let iOS13 = OSVersion(major: 13)!
    public static let iOS16 = OSVersion(major: 16)!
    public static let iOS17 = OSVersion(major: 17)!
}

/// The versions at which UIKit changed a rule Swivel models; each covers the versions up to
/// the next (`iOS9` is 9 and 10). docs/semantics.md, "iOS versions", lists what each brings.
public enum OSEra: Int, Sendable, Hashable, Comparable, CaseIterable {
    case iOS5 = 5, iOS6 = 6, iOS7 = 7, iOS8 = 8, iOS9 = 9, iOS11 = 11, iOS13 = 13, iOS16 = 16, iOS17 = 17

    public static func < (lhs: OSEra, rhs: OSEra) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension OSVersion {
    /// The versions of the seeds.
    public static let classic: [OSVersion] = [.iOS5, .iOS6]
}
