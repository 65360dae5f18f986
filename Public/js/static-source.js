// The static viewer's input: saved JSON documents, recognised by shape (no server session).
// Accepted: a snapshot (`GET /v1/sessions/{id}`), a trace (`{"entries":[…]}` or a bare array of
// entries), an event response (`{"version","trace","snapshot"}`, with its `decisions`), rotation
// decisions (`GET …/decisions`, docs/semantics.md#rotation-decisions), or a bare layout (`GET /layout`).

/**
 * What a document holds: `{kind, snapshot, layout, entries, highlight}`.
 * Throws an Error that says what was expected when the shape is not recognised.
 */
export function interpretDocument(json) {
  if (Array.isArray(json)) {
    if (json.every(isEntry)) return { kind: 'trace', entries: json };
  } else if (json && typeof json === 'object') {
    if (isObject(json.snapshot) && Array.isArray(json.trace)) {
      // An event response: the entries it lists are the ones that event added.
      return {
        kind: 'event response', snapshot: json.snapshot, entries: json.trace, highlight: true,
        decisions: Array.isArray(json.decisions) ? json.decisions : undefined,
      };
    }
    if (Array.isArray(json.decisions)) return { kind: 'decisions', decisions: json.decisions };
    if (Array.isArray(json.entries)) return { kind: 'trace', entries: json.entries };
    if (isObject(json.window) && isObject(json.root)) return { kind: 'layout', layout: json };
    if ('deviceOrientation' in json || 'interfaceOrientation' in json || isObject(json.layout) || Array.isArray(json.stack)) {
      return { kind: 'snapshot', snapshot: json };
    }
    if (Array.isArray(json.events)) {
      throw new Error('this is an event log (GET /events): replay it into a session to see it drawn');
    }
    if (isObject(json.error)) {
      throw new Error(`this is an API error answer: ${json.error.code ?? ''} ${json.error.message ?? ''}`.trim());
    }
  }
  throw new Error('not a Swivel snapshot, trace ({"entries":[…]}), event response ({"version","trace","snapshot"}) or layout JSON');
}

/**
 * Combines several documents opened together (e.g. a snapshot and its trace): the last
 * snapshot or layout wins, trace entries (and rotation decisions) are merged by `seq`.
 */
export function combineDocuments(documents) {
  const combined = { snapshot: null, layout: null, entries: [], decisions: null, highlight: false, kinds: [] };
  const bySeq = new Map();
  const decisions = new Map();
  for (const doc of documents) {
    combined.kinds.push(doc.kind);
    if (doc.snapshot) { combined.snapshot = doc.snapshot; combined.layout = null; }
    if (doc.layout) { combined.layout = doc.layout; combined.snapshot = null; }
    for (const entry of doc.entries ?? []) if (isEntry(entry)) bySeq.set(entry.seq, entry);
    for (const decision of doc.decisions ?? []) if (isEntry(decision)) decisions.set(decision.seq, decision);
    if (doc.decisions) combined.decisions = [];
    combined.highlight ||= Boolean(doc.highlight);
  }
  combined.entries = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  // null when no document had decisions: the panel stays hidden.
  if (combined.decisions) combined.decisions = [...decisions.values()].sort((a, b) => a.seq - b.seq);
  return combined;
}

/** Parses text as JSON, naming the source in the error. */
export function parseJson(text, name) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${name} is not valid JSON (${error.message})`);
  }
}

function isEntry(entry) {
  return isObject(entry) && typeof entry.seq === 'number';
}

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
