import SwivelJSON

/// The explorations' answers (docs/semantics.md): written from a job's request and a snapshot of its
/// progress and findings.
extension JSONWriter {
    /// `POST` and `GET /v1/explorations/{id}`: the request, the progress, and the findings with
    /// where each opens as a session and in the viewer.
    mutating func explorationAnswer(id: String, request: ExplorationRequest, snapshot: ExplorationJobs.Job.Snapshot) {
        beginObject()
        key("id"); string(id)
        key("status"); string(snapshot.status.rawValue)
        key("request")
        beginObject()
        key("app"); string(request.session.appName)
        key("device"); string(request.session.deviceName)
        key("os"); string(request.session.osName)
        key("orientation"); string(request.session.orientationName)
        key("depth"); int(request.depth)
        key("maxStates"); int(request.maxStates)
        endObject()
        key("progress")
        beginObject()
        key("states"); int(snapshot.progress.states)
        key("frontier"); int(snapshot.progress.frontier)
        key("depth"); int(snapshot.progress.depth)
        key("transitions"); int(snapshot.progress.transitions)
        endObject()
        key("exhaustive"); bool(snapshot.exhaustive)
        key("findings")
        beginArray()
        for finding in snapshot.findings {
            self.finding(finding, session: "/v1/explorations/\(id)/findings/\(finding.number)/session",
                         viewer: "/#/explorations/\(id)/findings/\(finding.number)")
        }
        endArray()
        endObject()
    }

    /// `GET /v1/explorations`: each job's id, status, app, device, version and finding count.
    mutating func explorationListAnswer(_ jobs: [(id: String, request: ExplorationRequest, snapshot: ExplorationJobs.Job.Snapshot)]) {
        beginObject()
        key("explorations")
        beginArray()
        for (id, request, snapshot) in jobs {
            beginObject()
            key("id"); string(id)
            key("status"); string(snapshot.status.rawValue)
            key("app"); string(request.session.appName)
            key("device"); string(request.session.deviceName)
            key("os"); string(request.session.osName)
            key("findings"); int(snapshot.findings.count)
            endObject()
        }
        endArray()
        endObject()
    }
}
