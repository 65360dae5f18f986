import Foundation

/// Finds the repo's resource folders (`Config/apps`, `Public`, `Config/…json`) when the
/// server is started from somewhere else: a relative path is taken as given when it exists
/// relative to the working directory, else two and three levels above the executable's
/// folder (`.build/debug/swivel` and `.build/<triple>/debug/swivel` both sit in a repo).
public enum ResourceLocator {
    /// The first existing candidate for `path`, or `path` unchanged when none exists
    /// (the caller then reports it missing under the name the user gave).
    public static func locate(
        _ path: String,
        executablePaths: [String] = currentExecutablePaths(),
        exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> String {
        for candidate in candidates(for: path, executablePaths: executablePaths) where exists(candidate) {
            return candidate
        }
        return path
    }

    /// Where `path` is looked for, in order (absolute paths are only taken as given).
    public static func candidates(for path: String, executablePaths: [String]) -> [String] {
        guard !path.hasPrefix("/") else { return [path] }
        var result = [path]
        for executable in executablePaths {
            let folder = (executable as NSString).deletingLastPathComponent
            guard !folder.isEmpty else { continue }
            for levels in [2, 3] {
                var base = folder
                for _ in 0..<levels { base = (base as NSString).deletingLastPathComponent }
                guard !base.isEmpty else { continue }
                let candidate = (base as NSString).appendingPathComponent(path)
                if !result.contains(candidate) { result.append(candidate) }
            }
        }
        return result
    }

    /// The executable as invoked (made absolute) and as the kernel resolved it.
    public static func currentExecutablePaths() -> [String] {
        var paths: [String] = []
        if let invoked = CommandLine.arguments.first, invoked.contains("/") {
            let absolute = invoked.hasPrefix("/")
                ? invoked
                : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(invoked)
            paths.append((absolute as NSString).standardizingPath)
        }
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
           !paths.contains(resolved) {
            paths.append(resolved)
        }
        return paths
    }
}

extension SwivelConfiguration {
    /// The same configuration with its resource folders located (see `ResourceLocator`).
    /// `dataPath` is left alone: data belongs where the user runs the server.
    public func locatingResources(executablePaths: [String] = ResourceLocator.currentExecutablePaths()) -> SwivelConfiguration {
        var located = self
        located.appsDirectory = ResourceLocator.locate(appsDirectory, executablePaths: executablePaths)
        located.publicDirectory = ResourceLocator.locate(publicDirectory, executablePaths: executablePaths)
        located.openAPIPath = ResourceLocator.locate(openAPIPath, executablePaths: executablePaths)
        return located
    }
}
