import RotationEngine
import SessionCore
import SwivelJSON

extension JSONWriter {
    /// `GET /v1/sessions/{id}` (Config/openapi.json), fields in a fixed order, from what the service
    /// worked out (`SessionSnapshot`). `lastDecision`: the last decision already encoded, as
    /// encoded decisions and its range in them (an event answer that made it copies its bytes
    /// rather than encoding it twice).
    mutating func snapshot(_ snapshot: SessionSnapshot, lastDecision encoded: (json: [UInt8], range: Range<Int>)? = nil) {
        let (id, metadata, state) = (snapshot.id, snapshot.metadata, snapshot.state)
        beginObject()
        key("id"); string(id)
        key("app"); string(metadata.appName)
        key("device"); string(metadata.deviceName)
        key("os"); string(metadata.osName)
        key("traits"); traits(state.geometry.traits)
        key("options"); raw(metadata.optionsJSON)
        key("status"); string(state.status.name)
        key("crash")
        if let crash = state.status.crash {
            beginObject()
            key("exception"); string(crash.exception)
            key("reason"); string(crash.reason)
            endObject()
        } else {
            null()
        }
        key("warnings")
        beginArray()
        for warning in state.warnings { string(warning) }
        for warning in snapshot.layout.constraints.warnings { string(warning) }
        endArray()
        key("version"); int(state.version)
        key("deviceOrientation"); string(state.deviceOrientation.name)
        key("interfaceOrientation"); string(state.interfaceOrientation.name)
        key("statusBarOrientation"); string(state.statusBarOrientation.name)
        key("stack"); stackControllers(state)
        key("visible"); string(state.instances[state.visibleController].id.description)
        key("navigationBarHidden"); optionalBool(state.navigationBarHidden)
        key("layout"); layout(snapshot.layout)
        key("timers"); timers(state)
        key("clock")
        beginObject()
        key("nowMs"); int(state.timers.nowMs)
        endObject()
        key("lastDecision")
        if let encoded {
            raw(encoded.json, in: encoded.range)
        } else if let last = state.lastDecision {
            decision(last)
        } else {
            null()
        }
        endObject()
    }

    /// The window's traits (iOS 8 and later; null before).
    mutating func traits(_ traits: Traits?) {
        guard let traits else { return null() }
        beginObject()
        key("horizontalSizeClass"); string(traits.sizeClasses.horizontal.rawValue)
        key("verticalSizeClass"); string(traits.sizeClasses.vertical.rawValue)
        key("displayScale"); int(traits.displayScale)
        key("userInterfaceIdiom"); string(traits.idiom.rawValue)
        endObject()
    }

    /// The rows of `GET …/stack`.
    mutating func stackControllers(_ state: SessionState) {
        beginArray()
        // Fields read through the instance table (`state.instance(_:)` copied each instance).
        for row in state.stackListing {
            let id = state.instances[row.ref].id
            beginObject(); key("id"); string(id.description)
            key("class"); string(id.className)
            key("visible"); bool(row.visible)
            key("parent"); optionalString(state.instances[row.ref].parent.map { state.instances[$0].id.description })
            if let tab = row.tab {
                key("tab"); int(tab)
            }
            if let presentedBy = row.presentedBy {
                key("presentedBy"); string(state.instances[presentedBy].id.description)
                key("presentationStyle"); string((row.presentationStyle ?? .fullScreen).rawValue)
            }
            // What its code can perform (docs/semantics.md, "Segues performed in code"); left out when nothing.
            let segues = state.definition(of: row.ref).segues
            if !segues.isEmpty {
                key("segues"); beginArray()
                for segue in segues { string(segue.identifier) }
                endArray()
            }
            endObject()
        }
        endArray()
    }

    mutating func timers(_ state: SessionState) {
        beginArray()
        for timer in state.timers.timers {
            beginObject(); key("id"); string(timer.id)
            key("durationMs"); int(timer.durationMs)
            key("state"); string(timer.state.rawValue)
            key("elapsedMs"); int(timer.elapsedMs)
            key("remainingMs"); int(timer.remainingMs)
            endObject()
        }
        endArray()
    }
}
