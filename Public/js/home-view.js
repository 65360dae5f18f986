// Home: the session list and the create form (Config/openapi.json `GET/POST /v1/sessions`).
import { api } from './api.js';
import { byId, el, clear } from './dom.js';
import { fillCatalogueSelects } from './catalogue.js';
import { showError } from './errors.js';
import { DEVICE_ORIENTATIONS, orientationLabel } from './orientation.js';

const REFRESH_MS = 5000;
/** Orientation is not in the list answer; look it up for at most this many sessions. */
const ORIENTATION_LOOKUPS = 25;

export class HomeView {
  constructor({ onOpen }) {
    this.onOpen = onOpen;
    this.catalogueLoaded = false;
    this.timer = null;
    this.active = false;
    this.orientationCache = new Map(); // id -> {version, deviceOrientation}
    byId('create-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.create();
    });
    byId('refresh-sessions').addEventListener('click', () => this.refresh());
    byId('create-app').addEventListener('change', () => this.showRelevantOptions());
    const orientation = byId('create-orientation');
    clear(orientation).append(...DEVICE_ORIENTATIONS.map((o) => el('option', { value: o, text: orientationLabel(o) })));
  }

  async show() {
    this.active = true;
    if (!this.catalogueLoaded) await this.loadCatalogue();
    await this.refresh();
  }

  hide() {
    this.active = false;
    clearTimeout(this.timer);
  }

  async loadCatalogue() {
    try {
      await fillCatalogueSelects(byId('create-app'), byId('create-device'), byId('create-os'));
      this.catalogueLoaded = true;
      this.showRelevantOptions();
    } catch (error) {
      showError(error, 'Loading the app and device catalogues');
    }
  }

  /** Option checkboxes belong to one app each (`data-app`); show the ones for the chosen app. */
  showRelevantOptions() {
    const app = byId('create-app').value;
    for (const option of document.querySelectorAll('#create-form [data-app]')) {
      option.hidden = option.dataset.app !== app;
    }
  }

  async refresh() {
    clearTimeout(this.timer);
    try {
      const { sessions = [] } = (await api.sessions()) || {};
      this.renderSessions(sessions);
      await this.fillOrientations(sessions);
    } catch (error) {
      showError(error, 'Listing sessions');
    }
    if (this.active) this.timer = setTimeout(() => this.refresh(), REFRESH_MS);
  }

  renderSessions(sessions) {
    // Rebuild only on change, so the periodic refresh never steals a hovered or focused row.
    const key = JSON.stringify(sessions);
    if (key === this.renderedKey) return;
    this.renderedKey = key;
    const body = byId('sessions').tBodies[0];
    clear(body);
    byId('sessions-empty').hidden = sessions.length > 0;
    for (const session of sessions) {
      const known = session.deviceOrientation ?? this.orientationCache.get(session.id)?.deviceOrientation ?? '…';
      body.append(el('tr', { dataset: { sessionId: session.id } }, [
        el('td', {}, [el('a', { href: `#/sessions/${encodeURIComponent(session.id)}`, class: 'session-link', text: session.id })]),
        el('td', { text: session.app ?? '—' }),
        el('td', { text: session.device ?? '—' }),
        el('td', { class: 'orientation', text: known }),
        el('td', { class: 'num', text: session.version ?? '—' }),
        el('td', {}, [el('button', {
          type: 'button', class: 'danger small', text: 'Delete', title: `Delete session ${session.id}`,
          on: { click: () => this.remove(session.id) },
        })]),
      ]));
    }
  }

  async fillOrientations(sessions) {
    const missing = sessions.filter((s) => !s.deviceOrientation
      && this.orientationCache.get(s.id)?.version !== s.version).slice(0, ORIENTATION_LOOKUPS);
    await Promise.all(missing.map(async (session) => {
      try {
        const snapshot = await api.session(session.id);
        this.orientationCache.set(session.id, { version: snapshot.version, deviceOrientation: snapshot.deviceOrientation });
        const cell = document.querySelector(`#sessions tr[data-session-id="${CSS.escape(session.id)}"] .orientation`);
        if (cell) cell.textContent = snapshot.deviceOrientation ?? '—';
      } catch (error) {
        if (error.status !== 404) showError(error, `Reading session ${session.id}`);
      }
    }));
  }

  async remove(id) {
    try {
      await api.deleteSession(id);
    } catch (error) {
      showError(error, `Deleting session ${id}`);
    }
    await this.refresh();
  }

  /** The POST body from the form: checkboxes and the free JSON options field are merged. */
  requestBody() {
    const options = {};
    const text = byId('create-options').value.trim();
    if (text) {
      let parsed;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        throw new Error(`Options must be a JSON object (${error.message})`);
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('Options must be a JSON object');
      Object.assign(options, parsed);
    }
    const app = byId('create-app').value;
    if (!byId('opt-forwarding-off').closest('[data-app]').hidden && byId('opt-forwarding-off').checked) options.forwarding = false;
    if (!byId('opt-timer-owner-child').closest('[data-app]').hidden && byId('opt-timer-owner-child').checked) options.timerOwner = 'child';
    return {
      app,
      device: byId('create-device').value,
      os: byId('create-os').value || '6',
      orientation: byId('create-orientation').value,
      options,
    };
  }

  async create() {
    const submit = byId('create-submit');
    let body;
    try {
      body = this.requestBody();
    } catch (error) {
      showError(error, 'Creating a session');
      return;
    }
    submit.disabled = true;
    try {
      const snapshot = await api.createSession(body);
      this.onOpen(snapshot.id);
    } catch (error) {
      showError(error, `Creating a ${body.app} session`);
    } finally {
      submit.disabled = false;
    }
  }
}
