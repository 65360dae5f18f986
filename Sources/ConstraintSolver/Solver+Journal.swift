/// How ``Solver/add(_:)`` puts the solver back exactly as it was when a required constraint
/// turns out unsatisfiable part-way through phase one (docs/architecture.md, "ConstraintSolver").
///
/// Taking a snapshot of the tableau before every such addition is what the solver first did,
/// and it made every one pay for a copy of the whole tableau: the first write after a snapshot
/// copies each per-symbol array and every row it touches (BENCHMARKS.md, "Modern Interface
/// Builder files": a third of a stack-view screen's build). Instead the solver keeps a
/// *checkpoint* — its whole state, shared with the live one until either writes — and a journal
/// of the calls made since. To put itself back it returns to the checkpoint and makes those
/// calls again; the solver is a function of its calls (every tie is broken by symbol id), so
/// that is the state before the refused call, bit for bit. The copy a checkpoint costs is paid
/// once per checkpoint instead of once per addition.
///
/// A checkpoint is taken when a required constraint is added and there is none; the journal is
/// dropped once it holds ``journalLimit`` calls (a refusal then replays at most that many), and a
/// refusal starts a fresh checkpoint, so a file full of conflicting constraints costs what it did.
struct SolverJournal {
    /// The solver's state at the checkpoint.
    let tableau: Tableau
    let variableSymbols: [Int]
    let records: [ConstraintRecord?]
    let edits: EditTable
    /// The calls made since, in order.
    var calls: [Call] = []

    /// A call that changed the solver, as made.
    enum Call {
        case makeVariable
        case add(Constraint)
        case remove(ConstraintHandle)
        case addEditVariable(Variable, Strength)
        case suggestValue(Variable, Double)
        case suggestValues([(variable: Variable, value: Double)])
        case removeEditVariable(Variable)
    }
}

/// The most calls a journal holds before it is dropped.
let journalLimit = 64

extension Solver {
    /// Notes a call that changed the solver (nothing while no checkpoint is kept).
    func journal(_ call: SolverJournal.Call) {
        guard journal != nil else { return }
        if journal!.calls.count >= journalLimit {
            journal = nil
        } else {
            journal!.calls.append(call)
        }
    }

    /// Keeps the current state as the checkpoint, unless one is kept already.
    func ensureCheckpoint() {
        guard journal == nil else { return }
        journal = SolverJournal(tableau: tableau, variableSymbols: variableSymbols, records: records, edits: edits)
    }

    /// Returns to the checkpoint and makes the journal's calls again (none of which can fail:
    /// each succeeded the first time), then keeps the result as a fresh checkpoint.
    func rollBack() {
        guard let kept = journal else { preconditionFailure("rolling back without a checkpoint") }
        journal = nil
        tableau = kept.tableau
        variableSymbols = kept.variableSymbols
        records = kept.records
        edits = kept.edits
        for call in kept.calls {
            switch call {
            case .makeVariable: _ = makeVariable()
            case .add(let constraint):
                do { _ = try add(constraint) } catch { preconditionFailure("a journaled constraint was refused on replay: \(error)") }
            case .remove(let handle): _ = remove(handle)
            case .addEditVariable(let variable, let strength): addEditVariable(variable, strength: strength)
            case .suggestValue(let variable, let value): suggestValue(variable, value)
            case .suggestValues(let suggestions): suggestValues(suggestions)
            case .removeEditVariable(let variable): _ = removeEditVariable(variable)
            }
        }
        ensureCheckpoint()
    }
}
