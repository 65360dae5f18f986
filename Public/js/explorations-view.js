// #/explorations: the form that starts an exploration (docs/semantics.md#the-explorer `POST /v1/explorations`) and
// the list of the server's explorations (`GET /v1/explorations`), each linking to its page.
import { api } from './api.js';
import { byId, el, clear } from './dom.js';
import { fillCatalogueSelects } from './catalogue.js';
import { showError } from './errors.js';
import { DEVICE_ORIENTATIONS, orientationLabel } from './orientation.js';

/** List refresh while an exploration runs (its status and count change), and otherwise. */
const REFRESH_RUNNING_MS = 1000;
const REFRESH_IDLE_MS = 5000;

export const explorationHash = (id) => `#/explorations/${encodeURIComponent(id)}`;

export class ExplorationsView {
  constructor({ onOpen }) {
    this.onOpen = onOpen;
    this.catalogueLoaded = false;
    this.timer = null;
    this.active = false;
    this.renderedKey = null;
    byId('exploration-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.start();
    });
    byId('refresh-explorations').addEventListener('click', () => this.refresh());
    clear(byId('explore-orientation')).append(...DEVICE_ORIENTATIONS.map((o) => el('option', { value: o, text: orientationLabel(o) })));
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
      await fillCatalogueSelects(byId('explore-app'), byId('explore-device'), byId('explore-os'));
      this.catalogueLoaded = true;
    } catch (error) {
      showError(error, 'Loading the app and device catalogues');
    }
  }

  async refresh() {
    clearTimeout(this.timer);
    let running = false;
    try {
      const { explorations = [] } = (await api.explorations()) || {};
      if (!this.active) return;
      this.render(explorations);
      running = explorations.some((x) => x.status === 'running');
    } catch (error) {
      showError(error, 'Listing explorations');
    }
    if (this.active) this.timer = setTimeout(() => this.refresh(), running ? REFRESH_RUNNING_MS : REFRESH_IDLE_MS);
  }

  render(explorations) {
    // Rebuild only on change, so the periodic refresh never steals a hovered or focused link.
    const key = JSON.stringify(explorations);
    if (key === this.renderedKey) return;
    this.renderedKey = key;
    const body = byId('explorations').tBodies[0];
    clear(body);
    byId('explorations-empty').hidden = explorations.length > 0;
    // Newest first: the one just started is at the top.
    for (const x of [...explorations].reverse()) {
      body.append(el('tr', { dataset: { explorationId: x.id, status: x.status } }, [
        el('td', {}, [el('a', { href: explorationHash(x.id), class: 'exploration-link', text: x.id })]),
        el('td', { text: x.app ?? '—' }),
        el('td', { text: x.device ?? '—' }),
        el('td', { text: x.os ?? '—' }),
        el('td', {}, [el('span', { class: `badge exploration-status status-${x.status}`, text: x.status ?? '—' })]),
        el('td', { class: 'num findings-count', text: x.findings ?? '—' }),
      ]));
    }
  }

  /** The POST body from the form; empty number fields are left to the server's defaults. */
  requestBody() {
    const body = {
      app: byId('explore-app').value,
      device: byId('explore-device').value,
      os: byId('explore-os').value || '6',
      orientation: byId('explore-orientation').value,
    };
    for (const [key, id] of [['depth', 'explore-depth'], ['maxStates', 'explore-max-states']]) {
      const text = byId(id).value.trim();
      if (text !== '') body[key] = Number(text);
    }
    return body;
  }

  async start() {
    const submit = byId('explore-submit');
    const body = this.requestBody();
    submit.disabled = true;
    try {
      const exploration = await api.startExploration(body);
      this.onOpen(exploration.id);
    } catch (error) {
      // 429 too_many_explorations and 422 invalid bodies carry the server's own message.
      showError(error, `Starting an exploration of ${body.app || 'an app'}`);
      await this.refresh();
    } finally {
      submit.disabled = false;
    }
  }
}
