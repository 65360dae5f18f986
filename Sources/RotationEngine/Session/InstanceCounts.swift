/// How many instances of each class a session has made, for the next id's number
/// (`ControllerID`, `XTMViewController#3`): by class index for the app's own classes, by
/// name for the others (UIKit's containers, classes the app does not define), so that making
/// an instance of an app class hashes no name (BENCHMARKS.md, "Engine").
struct InstanceCounts: Sendable, Equatable {
    private var byClass: [Int]
    private var byName: [String: Int] = [:]

    init(classCount: Int) {
        byClass = Array(repeating: 0, count: classCount)
    }

    /// Counts one more instance of `className` (whose index in the class table is
    /// `classIndex`, 0 for a class the app does not define) and returns its number.
    mutating func next(_ className: String, classIndex: Int) -> Int {
        if classIndex > 0 && classIndex < byClass.count {
            byClass[classIndex] += 1
            return byClass[classIndex]
        }
        let number = (byName[className] ?? 0) + 1
        byName[className] = number
        return number
    }
}
