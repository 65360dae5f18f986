import RotationEngine
import RotationLayout

/// Breadth-first search over event sequences from launch (docs/semantics.md): every finding comes with a
/// shortest sequence that reproduces it. States are compared canonically
/// (`SessionState.canonicalKey`), so the search ends when nothing new appears, or at the depth
/// bound or the state budget.
///
/// Pure and stepwise, like the engine: `step` does a bounded amount of work and returns where
/// the search stands; the caller (the CLI, the API) decides what to show and when. No I/O, no
/// callbacks.
public struct Exploration: Sendable {
    public struct Limits: Sendable, Equatable {
        public var depth: Int
        public var maxStates: Int
        public init(depth: Int = 8, maxStates: Int = 100_000) {
            self.depth = depth
            self.maxStates = maxStates
        }
    }

    /// Where the search stands.
    public struct Progress: Sendable, Equatable {
        public var states: Int
        public var frontier: Int
        public var depth: Int
        public var transitions: Int
        public var done: Bool
    }

    /// A state reached, and how: its parent's index and the event from it.
    private struct Node: Sendable {
        var parent: Int
        var event: Event?
        var depth: Int
    }

    public let configuration: SessionConfiguration
    public let limits: Limits
    /// The events tried from every state instead of the default alphabet, when given.
    public let alphabet: [Event]?
    private var nodes: [Node] = []
    private var seen: Set<[Int]> = []
    /// The states of the level being expanded and of the next one, with their node index.
    private var frontier: [(node: Int, state: SessionState)] = []
    private var next: [(node: Int, state: SessionState)] = []
    private var position = 0
    private var transitions = 0
    private var depth = 0
    private var recorder = FindingRecorder()
    /// Whether the state budget stopped the search (states were left unexplored).
    public private(set) var truncated = false
    /// Whether the depth bound stopped it (longer sequences were not tried).
    public private(set) var depthLimited = false
    /// Whether nothing new could appear any more: neither limit stopped the search.
    public var isExhaustive: Bool { progress.done && !truncated && !depthLimited }

    public init(_ configuration: SessionConfiguration, limits: Limits = Limits(), alphabet: [Event]? = nil, properties: [Property] = []) {
        self.configuration = configuration
        self.limits = limits
        self.alphabet = alphabet
        recorder.properties = properties
        let launched = Engine.launch(configuration).state
        nodes.append(Node(parent: -1, event: nil, depth: 0))
        seen.reserveCapacity(min(limits.maxStates, 1 << 16))
        seen.insert(launched.canonicalKey())
        recorder.examine(launched, after: nil, from: nil, node: 0)
        frontier = [(0, launched)]
    }

    public var progress: Progress {
        Progress(states: nodes.count, frontier: frontier.count - position + next.count, depth: depth,
                 transitions: transitions, done: isDone)
    }

    private var isDone: Bool { position >= frontier.count && next.isEmpty }

    /// Expands up to `budget` states; returns the progress (`done` once the search is over).
    public mutating func step(budget: Int = 1_000) -> Progress {
        var expanded = 0
        while expanded < budget {
            if position >= frontier.count {
                guard !next.isEmpty else { break }
                frontier = next
                next = []
                position = 0
                depth += 1
            }
            let (node, state) = frontier[position]
            position += 1
            expanded += 1
            guard state.status.crash == nil else { continue }
            guard nodes[node].depth < limits.depth else {
                depthLimited = true
                continue
            }
            for event in alphabet ?? Alphabet.events(in: state) {
                guard let child = try? Engine.apply(event, to: state) else { continue }
                transitions += 1
                let key = child.state.canonicalKey()
                // One hash per transition: insert answers whether the state is new.
                let isNew = nodes.count < limits.maxStates ? seen.insert(key).inserted : !seen.contains(key)
                guard isNew else {
                    recorder.countAgain(child.state, after: state, event: event, parentNode: node)
                    continue
                }
                guard nodes.count < limits.maxStates else {
                    truncated = true
                    continue
                }
                let index = nodes.count
                nodes.append(Node(parent: node, event: event, depth: nodes[node].depth + 1))
                recorder.examine(child.state, after: state, from: event, node: index)
                next.append((index, child.state))
            }
        }
        return progress
    }

    /// Runs to the end.
    public mutating func run() -> Progress {
        var progress = self.progress
        while !progress.done { progress = step(budget: 10_000) }
        return progress
    }

    /// The findings so far, each with its shortest sequence, most severe kinds first.
    public var findings: [Finding] {
        recorder.findings.map { found in
            Finding(number: found.number, kind: found.kind, subject: found.subject, detail: found.detail,
                    events: path(to: found.node) + (found.event.map { [$0] } ?? []),
                    states: found.states, endState: found.endState, decision: found.decision)
        }
    }

    /// The events from launch to a node.
    private func path(to node: Int) -> [Event] {
        var events: [Event] = []
        var current = node
        while current > 0, let event = nodes[current].event {
            events.append(event)
            current = nodes[current].parent
        }
        return events.reversed()
    }

    /// Roughly how many bytes a kept state costs (the canonical key set and the node list).
    public var bytesPerState: Int {
        guard !nodes.isEmpty else { return 0 }
        let keyBytes = seen.reduce(0) { $0 + $1.count * MemoryLayout<Int>.stride + 32 }
        return keyBytes / nodes.count + MemoryLayout<Node>.stride
    }
}
