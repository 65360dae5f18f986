import SwivelJSON

/// What a session was created from, kept with it so that `GET …/export` (README, Testing your app in CI) can write
/// a script that creates the same session again: the app as the client named it, the
/// definition the session runs, and the starting device orientation (the snapshot shows the
/// current one only).
///
/// The definition is the session's own copy — the catalogue may change after it started —
/// and costs nothing extra for a built-in or registered app that is unchanged: it is then the
/// catalogue entry's JSON value itself, shared (`SessionRequest.decode`).
public struct SessionOrigin: Sendable {
    /// What the client sent as `app`: an id, or an inline definition.
    public var app: JSONValue
    /// The definition the session runs.
    public var definition: JSONValue
    /// The starting device orientation's name (`POST /v1/sessions`' `orientation`).
    public var orientation: String

    init(_ request: SessionRequest) {
        app = request.appJSON
        definition = request.definitionJSON
        orientation = request.orientationName
    }
}
