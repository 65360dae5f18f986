import SwivelJSON

/// JSON Merge Patch (RFC 7396), the way an overlay changes an imported app definition
/// (docs/interface-import.md, "The overlay"): an object patch merges key by key at any depth,
/// `null` removes a key, and any other value — an array included — replaces the target whole.
public enum JSONMergePatch {
    /// `patch` applied to `target` (RFC 7396 §2's `MergePatch(Target, Patch)`). A missing
    /// target is `nil`; so is the result when the patch is `null` (the key goes).
    public static func apply(_ patch: JSONValue, to target: JSONValue?) -> JSONValue {
        guard case .object(let changes) = patch else { return patch }
        // A target that is not an object is ignored: the patch builds a new object.
        var result = target?.objectValue ?? JSONObject()
        for (name, value) in changes.members {
            if value.isNull {
                // Every member of that name goes: JSONObject keeps duplicates as written.
                result.members.removeAll { $0.key == name }
            } else {
                result[name] = apply(value, to: result[name])
            }
        }
        return .object(result)
    }
}
