/// One JSON value, as RFC 8259 defines it.
///
/// Numbers are `Double` (RFC 8259 §6: interoperable numbers are IEEE 754 binary64), which is
/// exact for every integer within ±2^53, the only integers Swivel's API uses.
/// Objects keep their members in the order they were written (`JSONObject`), so a value that is
/// parsed and written again comes out in the same order: determinism is a product requirement
/// (docs/architecture.md).
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}
