// Drives the session view from a server session: loads the snapshot, trace and rotation
// decisions, sends events, and follows changes made by other clients by polling `trace?since=`
// (Config/openapi.json) and reading `decisions?since=` when the snapshot's `lastDecision` is newer (docs/semantics.md#rotation-decisions).
import { api, readTraceSince, readDecisionsSince } from './api.js';
import { showError } from './errors.js';
import { saveBlob } from './session-view.js';

const POLL_MS = 700;
/** Refresh the snapshot every this many idle polls too: `advance` may add no trace entry. */
const SNAPSHOT_EVERY = 5;

export class LiveSession {
  constructor(id, view) {
    this.id = id;
    this.view = view;
    this.stopped = false;
    this.pollTimer = null;
    this.polling = false;
    this.idlePolls = 0;
  }

  async start() {
    this.view.begin({ title: `Session ${this.id}`, mode: 'live', readOnly: false });
    try {
      const snapshot = await api.session(this.id);
      if (this.stopped) return;
      this.view.showSnapshot(snapshot);
      const entries = await readTraceSince(this.id, 0);
      if (this.stopped) return;
      this.view.appendTrace(entries, { highlight: false });
      await this.catchUpDecisions(snapshot, { highlight: false, always: true });
    } catch (error) {
      showError(error, `Loading session ${this.id}`);
      if (error.status === 404) {
        this.view.showNoLayout('This session does not exist (any more).');
        return;
      }
    }
    this.schedule();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.pollTimer);
  }

  schedule() {
    if (!this.stopped) this.pollTimer = setTimeout(() => this.poll(), POLL_MS);
  }

  /** One poll: new trace entries (all pages), and then a fresh snapshot when there were any. */
  async poll() {
    if (this.stopped) return;
    if (document.hidden) {
      // A background tab does not need 1.4 requests a second; catch up once it is shown again.
      this.schedule();
      return;
    }
    this.polling = true;
    try {
      const entries = await readTraceSince(this.id, this.view.lastSeq);
      if (this.stopped) return;
      const added = this.view.appendTrace(entries, { highlight: true });
      this.idlePolls = added > 0 ? 0 : this.idlePolls + 1;
      if (added > 0 || this.idlePolls % SNAPSHOT_EVERY === 0) await this.refreshSnapshot();
    } catch (error) {
      showError(error, 'Following the session');
      if (error.status === 404) {
        this.stop();
        return;
      }
    } finally {
      this.polling = false;
    }
    this.schedule();
  }

  async refreshSnapshot() {
    const snapshot = await api.session(this.id);
    if (!this.stopped && snapshot.version >= this.view.version) {
      this.view.showSnapshot(snapshot);
      await this.catchUpDecisions(snapshot, { highlight: true });
    }
  }

  /**
   * Reads the decisions after the last one listed when the snapshot's `lastDecision` is newer
   * (another client's events), or `always` (on open). A server whose snapshot has no
   * `lastDecision` records none: its panel stays hidden.
   */
  async catchUpDecisions(snapshot, { highlight, always = false }) {
    if (!snapshot || !('lastDecision' in snapshot)) return;
    const newest = snapshot.lastDecision?.seq ?? 0;
    if (!always && !(newest > this.view.lastDecisionSeq)) return;
    const decisions = await readDecisionsSince(this.id, this.view.lastDecisionSeq);
    if (!this.stopped) this.view.appendDecisions(decisions, { highlight });
  }

  /** Sends one event; the answer carries the new trace entries, decisions and snapshot (Config/openapi.json, docs/semantics.md#rotation-decisions). */
  async send(event, description) {
    if (this.stopped) return;
    try {
      const answer = await api.send(this.id, event);
      if (this.stopped) return;
      this.view.appendTrace(answer.trace ?? [], { highlight: true });
      if (Array.isArray(answer.decisions)) this.view.appendDecisions(answer.decisions, { highlight: true });
      if (answer.snapshot && answer.snapshot.version >= this.view.version) this.view.showSnapshot(answer.snapshot);
    } catch (error) {
      showError(error, description);
    }
  }

  rotate(orientation) { return this.send({ type: 'rotate', orientation }, `Rotate to ${orientation}`); }
  tap(element) { return this.send({ type: 'tap', element }, `Tap ${element}`); }
  back(navigation) {
    return navigation ? this.send({ type: 'back', navigation }, `Back in ${navigation}`) : this.send({ type: 'back' }, 'Back');
  }
  selectTab(index) { return this.send({ type: 'selectTab', index }, `Select tab ${index}`); }
  performSegue(identifier, controller) {
    return this.send({ type: 'performSegue', identifier, controller }, `Perform segue ${identifier} from ${controller}`);
  }
  timer(timer, action) { return this.send({ type: 'timer', timer, action }, `Timer ${timer}: ${action}`); }
  advance(ms) { return this.send({ type: 'advance', ms }, `Advance ${ms} ms`); }

  /** Saves the server's PNG of the screen (2 pixels per point). */
  async saveScreenshot() {
    try {
      saveBlob(await api.screenshot(this.id, 2), `${this.id}-screenshot.png`);
    } catch (error) {
      showError(error, `Saving a screenshot of session ${this.id}`);
    }
  }

  async remove() {
    try {
      await api.deleteSession(this.id);
      this.stop();
      return true;
    } catch (error) {
      showError(error, `Deleting session ${this.id}`);
      return false;
    }
  }
}
