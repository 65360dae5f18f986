/// Swivel's version, reported by `GET /v1/health` and `swivel --version`.
public enum SwivelVersion {
    public static let current = "0.1.0"
}
