import SwivelJSON

/// `?format=curl`: a bash script of curl calls, as the README's walkthrough is written. It
/// recreates the session, replays its events (one call each, or batches for a long log) and
/// prints what the session shows — the stack, then the snapshot (visible controller, both
/// orientations, the layout with every frame) — with what it showed when exported in comments
/// above, to compare by eye or with `diff`.
extension ExportScripts {
    static func curl(_ session: ExportedSession) -> String {
        let file = ExportFormat.curl.fileName(session: session.id)
        var out = "#!/usr/bin/env bash\n"
        out += "# Session \(ScriptText.line(session.id)) as a script: \(session.summary).\n#\n"
        out += wrapped(ScriptText.line(
            "Exported from Swivel \(session.swivelVersion) (GET /v1/sessions/\(session.id)/export?format=curl). It recreates the "
            + "session, replays its events and prints what the session shows: its stack (GET …/stack), then its snapshot "
            + "(GET /v1/sessions/{id}: the visible controller, both orientations and the layout, every view's frame). "
            + appNote(session)), prefix: "# ")
        out += "#\n#   bash \(file)    # SWIVEL_URL=… for another server; SWIVEL_TOKEN when it needs one\n#\n"
        out += wrapped(ScriptText.line("When exported, the session showed \(session.outcome); its stack, bottom first: "
                                       + "\(session.stackIDs.joined(separator: ", "))."), prefix: "# ")
        out += """
        set -euo pipefail
        SWIVEL_URL=${SWIVEL_URL:-\(session.serverURL)}

        # curl with the token when there is one; an error answer is printed and ends the script.
        api() {
            local answer
            if [[ -n "${SWIVEL_TOKEN:-}" ]]; then
                answer=$(curl -sS --fail-with-body -H "Authorization: Bearer $SWIVEL_TOKEN" "$@") || { echo "$answer" >&2; exit 1; }
            else
                answer=$(curl -sS --fail-with-body "$@") || { echo "$answer" >&2; exit 1; }
            fi
            printf '%s' "$answer"
        }

        # Launch the app (201 and the snapshot, whose first member is the new session's id).
        SESSION=$(api -X POST "$SWIVEL_URL/v1/sessions" -H 'Content-Type: application/json' --data-binary @- <<'JSON' | sed -n 's/^{"id":"\\([^"]*\\)".*/\\1/p'

        """
        out += String(decoding: session.creationBody.serialized(), as: UTF8.self) + "\nJSON\n)\n"
        out += "[[ -n \"$SESSION\" ]] || { echo \"no session id in the answer\" >&2; exit 1; }\n\n"
        let post = "api -X POST \"$SWIVEL_URL/v1/sessions/$SESSION/events\" -H 'Content-Type: application/json' -H 'Prefer: return=minimal' --data-binary @- >/dev/null <<'JSON'\n"
        if session.events.count > stepLimit {
            out += "# Its \(session.events.count) events, in batches of \(batchSize).\n"
            var start = 0
            while start < session.events.count {
                let batch = Array(session.events[start..<min(start + batchSize, session.events.count)])
                out += post + String(decoding: JSONValue.object(["events": .array(batch)]).serialized(), as: UTF8.self) + "\nJSON\n"
                start += batchSize
            }
        } else {
            for (index, event) in session.events.enumerated() {
                out += "# \(index + 1). \(ExportedSession.describe(event))\n"
                out += post + String(decoding: event.serialized(), as: UTF8.self) + "\nJSON\n"
            }
        }
        out += """

        echo "== stack"
        api "$SWIVEL_URL/v1/sessions/$SESSION/stack"; echo
        echo "== snapshot"
        api "$SWIVEL_URL/v1/sessions/$SESSION"; echo
        echo "== session $SESSION, in the viewer at $SWIVEL_URL/#/sessions/$SESSION"

        """
        return out
    }

    /// Events per request in a long log's replay (a batch is all or none; bodies stop at 1 MiB).
    static let batchSize = 1000
}
