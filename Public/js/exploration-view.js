// #/explorations/{id}: one exploration (docs/semantics.md#the-explorer `GET /v1/explorations/{id}`), polled while it
// runs (progress: states, frontier, depth, transitions), a Cancel button (`DELETE`) meanwhile,
// and once it is done its findings, each with an "Open as session" link to its viewer URL.
import { api } from './api.js';
import { byId, el, clear } from './dom.js';
import { showError } from './errors.js';
import { sequenceText } from './event-text.js';

const POLL_MS = 300;
const PROGRESS_KEYS = ['states', 'frontier', 'depth', 'transitions'];

/** Where a finding opens: the hash of the server's `viewer` URL, or one built from the ids. */
export function findingHash(id, index, finding) {
  const viewer = finding?.viewer;
  if (typeof viewer === 'string' && viewer.includes('#/')) return viewer.slice(viewer.indexOf('#'));
  return `#/explorations/${encodeURIComponent(id)}/findings/${finding?.number ?? index}`;
}

export class ExplorationView {
  constructor() {
    this.id = null;
    this.timer = null;
    this.stopped = true;
    this.generation = 0; // bumped by start and stop: an answer to an older poll is dropped
    this.status = null;
    byId('exploration-cancel').addEventListener('click', () => this.cancel());
  }

  async start(id) {
    this.stop();
    this.id = id;
    this.stopped = false;
    this.generation += 1;
    this.status = null;
    this.renderedFindings = null;
    byId('exploration-title').textContent = `Exploration ${id}`;
    byId('exploration-request').textContent = '';
    byId('exploration-note').textContent = '';
    byId('exploration-cancel').hidden = true;
    for (const key of PROGRESS_KEYS) byId(`progress-${key}`).textContent = '—';
    this.setStatus('loading');
    this.showFindings(null);
    await this.poll();
  }

  stop() {
    this.stopped = true;
    this.generation += 1;
    clearTimeout(this.timer);
  }

  async poll() {
    if (this.stopped) return;
    const { id, generation } = this;
    const current = () => !this.stopped && generation === this.generation;
    try {
      const exploration = await api.exploration(id);
      if (!current()) return;
      this.render(exploration);
      if (exploration.status === 'running') this.timer = setTimeout(() => this.poll(), POLL_MS);
    } catch (error) {
      if (!current()) return;
      showError(error, `Reading exploration ${id}`);
      if (error.status === 404) {
        this.setStatus('gone');
        byId('exploration-cancel').hidden = true;
        byId('exploration-note').textContent = 'This exploration does not exist (any more): the server keeps the last 100, and forgets a cancelled one.';
      } else if (this.status === 'running' || this.status === 'loading') {
        this.timer = setTimeout(() => this.poll(), POLL_MS * 4); // a network blip: keep following
      }
    }
  }

  setStatus(status) {
    this.status = status;
    const badge = byId('exploration-status');
    badge.textContent = status;
    badge.className = `badge exploration-status status-${status}`;
    byId('exploration-view').dataset.status = status;
  }

  render(exploration) {
    const { request = {}, progress = {}, findings = [] } = exploration;
    this.setStatus(exploration.status);
    byId('exploration-request').textContent = [
      request.app, request.device, request.os && `iOS ${request.os}`, request.orientation,
      request.depth !== undefined && `depth ≤ ${request.depth}`, request.maxStates !== undefined && `≤ ${request.maxStates} states`,
    ].filter(Boolean).join(' · ');
    for (const key of PROGRESS_KEYS) byId(`progress-${key}`).textContent = progress[key] ?? '—';
    const running = exploration.status === 'running';
    byId('exploration-cancel').hidden = !running;
    let note;
    if (running) note = `${findings.length} finding${findings.length === 1 ? '' : 's'} so far: they are listed when the search ends.`;
    else if (exploration.status === 'done') note = exploration.exhaustive ? 'Exhaustive: every reachable state was explored.' : 'Stopped at the depth bound or the state budget: longer sequences were not explored.';
    else note = `The search was ${exploration.status}.`;
    byId('exploration-note').textContent = note;
    // Findings are sorted by kind while the search runs, so their numbers (and links) settle only at the end.
    this.showFindings(running ? null : findings);
  }

  showFindings(findings) {
    const key = JSON.stringify(findings);
    if (key === this.renderedFindings) return;
    this.renderedFindings = key;
    const panel = byId('findings-panel');
    const body = byId('findings').tBodies[0];
    clear(body);
    panel.hidden = findings === null;
    if (findings === null) return;
    byId('findings-empty').hidden = findings.length > 0;
    byId('findings-count').textContent = `${findings.length} finding${findings.length === 1 ? '' : 's'}`;
    findings.forEach((finding, index) => {
      const end = finding.endState;
      body.append(el('tr', { dataset: { index, kind: finding.kind } }, [
        el('td', { class: 'num', text: index }),
        el('td', {}, [el('span', { class: 'badge badge-wrong finding-kind', text: finding.kind })]),
        el('td', { class: 'finding-subject', text: finding.subject }),
        el('td', { class: 'finding-detail' }, [
          finding.detail,
          // docs/semantics.md#rotation-decisions: unsupportedOrientation and stuckOrientation carry their last step's decision.
          finding.decision?.reason && el('div', { class: 'finding-decision', dataset: { result: finding.decision.result ?? '' },
            text: `why: ${finding.decision.reason}` }),
          end && el('div', { class: 'muted finding-end', text: `ends: ${end.visible} visible, interface ${end.interfaceOrientation}, device ${end.deviceOrientation}` }),
        ]),
        el('td', { class: 'finding-events', title: JSON.stringify(finding.events ?? []), text: sequenceText(finding.events) }),
        el('td', { class: 'num finding-length', text: finding.length ?? finding.events?.length ?? '—' }),
        el('td', {}, [el('a', { class: 'open-finding', href: findingHash(this.id, index, finding), text: 'Open as session' })]),
      ]));
    });
  }

  async cancel() {
    const id = this.id;
    const button = byId('exploration-cancel');
    button.disabled = true;
    try {
      await api.cancelExploration(id);
      if (id !== this.id) return;
      this.stop();
      this.setStatus('cancelled');
      button.hidden = true;
      byId('exploration-note').textContent = 'Cancelled: the server stopped the search and no longer keeps it.';
      this.showFindings(null);
    } catch (error) {
      showError(error, `Cancelling exploration ${id}`);
    } finally {
      button.disabled = false;
    }
  }
}
