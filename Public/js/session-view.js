// The session page: device drawing, orientations, rotate buttons, timers, warnings, Auto Layout's
// report, rotation decisions (docs/semantics.md#rotation-decisions), stack and trace.
// It only draws what it is given (a snapshot, a layout, trace entries); LiveSession and the
// static viewer decide where those come from, so both are drawn "the same way".
import { byId, el, clear } from './dom.js';
import { DeviceView } from './device-view.js';
import { StackView } from './stack-view.js';
import { TraceView } from './trace-view.js';
import { TimersView } from './timers-view.js';
import { ConstraintsView } from './constraints-view.js';
import { DecisionsView } from './decisions-view.js';
import { deviceFacts, loadDevices } from './catalogue.js';
import { DEVICE_ORIENTATIONS, orientationLabel, deviceTurn, interfaceTurn } from './orientation.js';

export class SessionView {
  /**
   * @param {{rotate(o), tap(id), back(navigation?), selectTab(index), performSegue(identifier, controller), timer(id, action), advance(ms)}} actions
   *        forwarded to whoever drives the view (ignored while read-only).
   */
  constructor(actions) {
    this.actions = actions;
    this.readOnly = true;
    this.snapshot = null;
    this.device = new DeviceView(byId('device-stage'), {
      onTap: (id) => this.act(() => actions.tap(id)),
      onBack: (navigation) => this.act(() => actions.back(navigation)),
      onSelectTab: (index) => this.act(() => actions.selectTab(index)),
    });
    this.stack = new StackView(byId('stack'), byId('nav-bar-state'), {
      onPerformSegue: (identifier, controller) => this.act(() => actions.performSegue(identifier, controller)),
    });
    this.constraints = new ConstraintsView({
      panel: byId('constraints-panel'), count: byId('constraints-count'), broken: byId('broken-constraints'),
      ambiguous: byId('ambiguous-views'), notes: byId('constraint-notes'),
    });
    this.decisions = new DecisionsView({
      card: byId('last-decision'), panel: byId('decisions-panel'), list: byId('decisions'), count: byId('decisions-count'),
    });
    this.trace = new TraceView({
      table: byId('trace'),
      controllerFilter: byId('trace-filter-controller'),
      callbackFilter: byId('trace-filter-callback'),
      incorrectOnly: byId('trace-only-incorrect'),
      count: byId('trace-count'),
      controllerOptions: byId('trace-controllers'),
      scroller: byId('trace-scroll'),
    });
    this.timers = new TimersView(byId('timer-list'), byId('clock'),
      [...document.querySelectorAll('[data-advance-ms]')], {
        onTimer: (id, action) => this.act(() => actions.timer(id, action)),
        onAdvance: (ms) => this.act(() => actions.advance(ms)),
      });
    this.rotateButtons = DEVICE_ORIENTATIONS.map((orientation) => el('button', {
      type: 'button', class: 'rotate', dataset: { orientation }, title: `Rotate the device to ${orientation}`,
      on: { click: () => this.act(() => actions.rotate(orientation)) },
    }, [el('span', { class: 'rotate-glyph', 'aria-hidden': 'true', style: { transform: `rotate(${deviceTurn(orientation) ?? 0}deg)` }, text: glyphFor(orientation) }), orientationLabel(orientation)]));
    clear(byId('rotate-controls')).append(...this.rotateButtons);
    byId('toggle-ids').addEventListener('change', (event) => this.device.setShowIds(event.target.checked));
    byId('toggle-safe-areas').addEventListener('change', (event) => this.device.setShowSafeAreas(event.target.checked));
    byId('download-snapshot').addEventListener('click', () => this.download('snapshot'));
    byId('download-trace').addEventListener('click', () => this.download('trace'));
    this.entries = [];
  }

  act(fn) {
    if (!this.readOnly) fn();
  }

  /** Starts a fresh page for a session or a loaded file. */
  begin({ title, subtitle = '', mode, readOnly }) {
    this.readOnly = readOnly;
    this.stack.readOnly = readOnly;
    this.snapshot = null;
    this.layout = null;
    this.entries = [];
    this.trace.reset();
    this.decisions.reset();
    byId('session-title').textContent = title;
    byId('session-subtitle').textContent = subtitle;
    const badge = byId('mode-badge');
    badge.textContent = mode === 'live' ? 'live' : 'static';
    badge.className = `badge mode-${mode}`;
    byId('session-view').dataset.mode = mode;
    byId('session-view').classList.toggle('read-only', readOnly);
    byId('delete-session').hidden = mode !== 'live';
    byId('download-screenshot').hidden = mode !== 'live';  // the server draws it
    byId('export-test').hidden = mode !== 'live';  // the server writes it (export-test.js)
    for (const button of this.rotateButtons) button.disabled = readOnly;
    this.device.showEmpty('Loading…');
    this.setOrientations(null, null);
    this.setStatus(null);
    this.setWarnings(null);
    this.constraints.render(null);
    this.stack.render(null, null, []);
    this.timers.render([], null, true);
  }

  /** Current snapshot version (−1 before the first one), to ignore stale responses. */
  get version() {
    return this.snapshot && typeof this.snapshot.version === 'number' ? this.snapshot.version : -1;
  }

  /** Draws a full snapshot (Config/openapi.json `GET /v1/sessions/{id}`). */
  showSnapshot(snapshot) {
    this.snapshot = snapshot;
    this.layout = snapshot.layout ?? null;
    const interfaceOrientation = snapshot.interfaceOrientation ?? snapshot.layout?.interfaceOrientation;
    this.setOrientations(snapshot.deviceOrientation, interfaceOrientation);
    this.setStatus(snapshot);
    this.setWarnings(snapshot.warnings);
    const crashed = snapshot.status === 'crashed';
    const readOnly = this.readOnly || crashed;
    for (const button of this.rotateButtons) button.disabled = readOnly;
    this.constraints.render(snapshot.layout ?? null);
    // A snapshot without the key (an older server or file) hides the card; null: crashed before launch decided.
    this.decisions.showLast('lastDecision' in snapshot ? snapshot.lastDecision : undefined);
    if (snapshot.layout) {
      const device = deviceFacts(snapshot.device);
      this.device.render(snapshot.layout, {
        deviceOrientation: snapshot.deviceOrientation, deviceId: snapshot.device, readOnly,
        statusBarOrientation: snapshot.statusBarOrientation ?? null, device, os: snapshot.os ?? null,
      });
      if (!device && snapshot.device && !this.devicesRequested) {
        // The device table comes once from the server; a static file without one draws the classic shape.
        this.devicesRequested = true;
        loadDevices().then(() => { if (this.snapshot === snapshot && deviceFacts(snapshot.device)) this.showSnapshot(snapshot); }).catch(() => {});
      }
    } else {
      this.device.showEmpty('This snapshot has no layout.');
    }
    this.renderStack();
    this.timers.render(snapshot.timers, snapshot.clock, readOnly);
  }

  /** Draws a bare layout (a saved `GET /layout` answer): no stack, timers or device orientation. */
  showLayout(layout) {
    this.layout = layout;
    this.setOrientations(null, layout.interfaceOrientation);
    this.constraints.render(layout);
    this.device.render(layout, { deviceOrientation: null, readOnly: true });
  }

  /** Adds trace entries; `highlight` marks them as new. */
  appendTrace(entries, { highlight }) {
    const added = this.trace.append(entries, { highlight });
    if (added.length > 0) {
      this.entries.push(...added);
      this.renderStack();
    }
    return added.length;
  }

  /** Adds rotation decisions (`GET …/decisions` pages, an event answer's `decisions`); shows their panel. */
  appendDecisions(decisions, { highlight }) {
    return this.decisions.append(decisions, { highlight }).length;
  }

  /** The `seq` of the last decision listed (0 before any). */
  get lastDecisionSeq() {
    return this.decisions.lastSeq;
  }

  renderStack() {
    const snapshot = this.snapshot;
    this.stack.render(snapshot?.stack ?? null, snapshot?.navigationBarHidden, this.trace.seenControllers(), {
      tabTitles: snapshot?.layout?.tabBar?.items ?? [],
      onScreen: controllersIn(snapshot?.layout?.root),
    });
  }

  /** Shows that there is nothing to draw (e.g. a trace-only file). */
  showNoLayout(message) {
    this.device.showEmpty(message);
  }

  get lastSeq() {
    return this.trace.lastSeq;
  }

  setOrientations(device, interfaceOrientation) {
    const deviceEl = byId('device-orientation');
    const interfaceEl = byId('interface-orientation');
    deviceEl.textContent = device ?? '—';
    deviceEl.dataset.value = device ?? '';
    interfaceEl.textContent = interfaceOrientation ?? '—';
    interfaceEl.dataset.value = interfaceOrientation ?? '';
    const deviceGlyph = byId('device-orientation-glyph');
    deviceGlyph.textContent = glyphFor(device);
    deviceGlyph.style.transform = `rotate(${deviceTurn(device) ?? 0}deg)`;
    byId('interface-orientation-glyph').style.transform = `rotate(${interfaceTurn(interfaceOrientation)}deg)`;
    for (const button of this.rotateButtons) {
      button.setAttribute('aria-pressed', String(button.dataset.orientation === device));
    }
  }

  setStatus(snapshot) {
    const status = byId('session-status');
    const crash = byId('crash');
    const version = byId('session-version');
    if (!snapshot) {
      status.textContent = '';
      status.className = 'badge';
      crash.hidden = true;
      version.textContent = '';
      return;
    }
    status.textContent = snapshot.status ?? 'unknown';
    status.className = `badge status-${snapshot.status ?? 'unknown'}`;
    version.textContent = typeof snapshot.version === 'number' ? `version ${snapshot.version}` : '';
    const meta = [snapshot.app, snapshot.device, snapshot.os ? `iOS ${snapshot.os}` : null].filter(Boolean).join(' · ');
    const options = snapshot.options && Object.keys(snapshot.options).length ? ` · options ${JSON.stringify(snapshot.options)}` : '';
    if (meta) byId('session-subtitle').textContent = `${meta}${options}`;
    if (snapshot.status === 'crashed' && snapshot.crash) {
      clear(crash).append(
        el('strong', { text: snapshot.crash.exception ?? 'crashed' }),
        el('span', { text: ` ${snapshot.crash.reason ?? ''}` }),
      );
      crash.hidden = false;
    } else {
      crash.hidden = true;
    }
  }

  /**
   * The snapshot's `warnings` (docs/semantics.md#who-decides-ios-5--ios-6-defaults-crash-checks: what UIKit would log, e.g. "Attempt to present …
   * while a presentation is in progress!"), in a small box shown only when there are some.
   */
  setWarnings(warnings) {
    const box = byId('warnings');
    const list = Array.isArray(warnings) ? warnings.filter((w) => w !== null && w !== undefined) : [];
    clear(byId('warning-list')).append(...list.map((warning) => el('li', { class: 'warning', text: String(warning) })));
    byId('warnings-title').textContent = list.length === 1 ? '1 warning' : `${list.length} warnings`;
    box.hidden = list.length === 0;
  }

  /** Saves what is shown as JSON, loadable again in the static viewer. */
  download(what) {
    const data = what === 'snapshot' ? this.snapshot ?? this.layout : { entries: this.entries, next: this.lastSeq };
    if (!data) return;
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    saveBlob(blob, `${this.snapshot?.id ?? 'swivel'}-${what}.json`);
  }
}

/** Offers `blob` as a download named `name` (also the live session's screenshot). */
export function saveBlob(blob, name) {
  const link = el('a', { href: URL.createObjectURL(blob), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** Every controller id that owns a view in the layout (they are on screen, never "gone"). */
function controllersIn(root) {
  const ids = new Set();
  const walk = (view) => {
    if (!view || typeof view !== 'object') return;
    if (view.controller) ids.add(view.controller);
    for (const child of Array.isArray(view.children) ? view.children : []) walk(child);
  };
  walk(root);
  return ids;
}

function glyphFor(orientation) {
  if (orientation === 'faceUp') return '◉';
  if (orientation === 'faceDown') return '◌';
  return '▯';
}
