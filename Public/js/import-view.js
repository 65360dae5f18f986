// #/import: Interface Builder files → an app (docs/interface-import.md). The files and the overlay go to
// `POST /v1/apps/import` (which stores nothing); the answer's app, notes and segues are drawn
// (import-tree.js); "Register" sends that app to `POST /v1/apps` (on 409 `app_exists`, "Replace"
// sends it to `PUT /v1/apps/{id}`), and then a session or an exploration of it can be opened.
// What is registered is what the form says: when the files, id or overlay changed since the
// import shown, Register imports them again first.
import { api } from './api.js';
import { byId } from './dom.js';
import { fillDeviceSelect } from './catalogue.js';
import { showError } from './errors.js';
import { ImportFiles } from './import-files.js';
import { OverlayEditor } from './import-overlay.js';
import { renderImport } from './import-tree.js';
import { saveBlob } from './session-view.js';

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

export class ImportView {
  /** `openSession(id)`, `openExploration(id)`: where to go next; `registered(id)`: the app list changed. */
  constructor({ openSession, openExploration, registered }) {
    this.openSession = openSession;
    this.openExploration = openExploration;
    this.registered = registered;
    this.version = 0; // bumped by every change of the files, id or overlay
    this.result = null; // the last import's answer, made from inputs of `resultVersion`
    this.resultVersion = -1;
    this.registeredId = null;
    this.devicesLoaded = false;
    this.busy = false;
    this.files = new ImportFiles({ changed: () => this.inputsChanged() });
    this.overlay = new OverlayEditor({ changed: () => this.inputsChanged() });
    byId('import-id').addEventListener('input', () => this.inputsChanged());
    byId('import-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.runImport();
    });
    byId('import-register').addEventListener('click', () => this.register(false));
    byId('import-replace').addEventListener('click', () => this.register(true));
    byId('import-open-session').addEventListener('click', () => this.startSession());
    byId('import-explore').addEventListener('click', () => this.startExploration());
    byId('import-save').addEventListener('click', () => {
      if (this.result) saveBlob(new Blob([`${JSON.stringify(this.result.app, null, 2)}\n`], { type: 'application/json' }), `${this.result.app.id}.json`);
    });
  }

  async show() {
    if (this.devicesLoaded) return;
    try {
      const { devices = [] } = (await api.devices()) || {};
      fillDeviceSelect(byId('import-device'), devices, byId('import-os'));
      this.devicesLoaded = true;
    } catch (error) {
      showError(error, 'Loading the device catalogue');
    }
  }

  /** Files dropped anywhere on the page while it is shown. */
  addFiles(fileList) {
    this.files.add(fileList).catch((error) => showError(error, 'Reading files'));
  }

  get stale() {
    return this.result !== null && this.resultVersion !== this.version;
  }

  inputsChanged() {
    this.version += 1;
    byId('import-replace').hidden = true;
    this.showStale();
  }

  showStale() {
    const badge = byId('import-stale');
    badge.hidden = !this.stale;
    badge.textContent = this.overlay.holdsSkeleton && this.stale ? 'skeleton overlay not applied yet' : 'inputs changed since this import';
    this.showRegisterNote();
  }

  status(text, state = '') {
    const status = byId('import-status');
    status.textContent = text;
    status.dataset.state = state;
  }

  /** Imports the files with the overlay; true when it succeeded (the result is then drawn). */
  async runImport() {
    if (this.busy) return false;
    const parsed = this.overlay.showSyntax();
    if (!parsed.ok) {
      this.status('Fix the overlay’s JSON first (or empty it).', 'failed');
      this.overlay.focus();
      return false;
    }
    if (this.files.size === 0) {
      this.status('Add a storyboard or a xib first (and the Info.plist, if you have it).', 'failed');
      byId('import-file-input').focus();
      return false;
    }
    const body = { files: this.files.body() };
    const id = byId('import-id').value.trim();
    if (id) body.id = id;
    if (parsed.value !== undefined) body.overlay = parsed.value;
    const version = this.version;
    this.setBusy(true);
    this.status('Importing…', 'busy');
    try {
      const result = await api.importApp(body);
      this.files.clearError();
      this.overlay.clearProblems();
      this.result = result;
      this.resultVersion = version;
      renderImport(result);
      byId('import-id').placeholder = result.app.id;
      const controllers = Object.keys(result.app.controllers ?? {}).length;
      const notes = result.notes?.length ?? 0;
      const segues = result.segues?.length ?? 0;
      const wroteSkeleton = this.overlay.offerSkeleton(result.app);
      if (wroteSkeleton) this.version += 1; // the editor now says something the result does not have
      this.status(`Imported ${result.app.id}: ${plural(controllers, 'controller')}, ${plural(notes, 'note')}, ${plural(segues, 'segue')} performed in code.`
        + (wroteSkeleton ? ' The overlay editor now holds a skeleton: edit it, then Import again.' : ''), 'done');
      return true;
    } catch (error) {
      this.importFailed(error);
      return false;
    } finally {
      this.setBusy(false);
      this.showStale();
    }
  }

  /** Puts an import's error where it belongs: by its file, under the overlay, or in the banner. */
  importFailed(error) {
    const details = error.details ?? {};
    this.files.clearError();
    this.overlay.clearProblems();
    if (this.files.showError(details)) {
      this.status(`${details.file} could not be imported: see the error by the file.`, 'failed');
    } else if (error.code === 'invalid_app' && Array.isArray(details.problems)) {
      const inOverlay = details.problems.every((p) => String(p).startsWith('$.overlay'));
      const title = inOverlay ? `The overlay has ${plural(details.problems.length, 'problem')}:`
        : `The app has ${plural(details.problems.length, 'problem')} (fix them with the overlay):`;
      this.overlay.showProblems(title, details.problems);
      this.status(`Not imported: ${plural(details.problems.length, 'problem')}, listed under the overlay.`, 'failed');
    } else if (error.status === 422) {
      this.status(`Not imported: ${error.message}`, 'failed');
    } else {
      this.status('Not imported: see the error above.', 'failed');
      showError(error, 'Importing');
    }
  }

  setBusy(busy) {
    this.busy = busy;
    byId('import-submit').disabled = busy;
    this.showRegisterNote();
  }

  /** Register needs files (or an import shown); its note says what it will register. */
  showRegisterNote() {
    const note = byId('import-register-note');
    byId('import-register').disabled = this.busy || (this.files.size === 0 && !this.result);
    if (!this.result) note.textContent = 'Import first; registering stores the app on the server under its id.';
    else if (this.stale && this.overlay.holdsSkeleton) note.textContent = 'The overlay editor holds a skeleton the import shown does not have: Register imports with it first (empty the editor to register without it).';
    else if (this.stale) note.textContent = 'The inputs changed since the import shown: Register imports them again first, and registers that.';
    else note.textContent = `Registers ${this.result.app.id} as shown (POST /v1/apps).`;
  }

  registerStatus(text, state = '') {
    const status = byId('import-register-status');
    status.textContent = text;
    status.dataset.state = state;
  }

  /** Registers the app (POST, or PUT when `replace`), importing the current inputs first when they changed. */
  async register(replace) {
    if (this.busy) return;
    if (!this.result || this.stale) {
      this.registerStatus('Importing first…', 'busy');
      if (!await this.runImport()) {
        this.registerStatus('Not registered: the import failed (see above).', 'failed');
        return;
      }
      if (this.stale) { // the skeleton was just written in: it is part of the form now
        if (!await this.runImport()) {
          this.registerStatus('Not registered: the import failed (see above).', 'failed');
          return;
        }
      }
    }
    const { app } = this.result;
    this.setBusy(true);
    this.registerStatus(replace ? `Replacing ${app.id}…` : `Registering ${app.id}…`, 'busy');
    try {
      await (replace ? api.replaceApp(app.id, app) : api.registerApp(app));
      byId('import-replace').hidden = true;
      this.registeredId = app.id;
      this.registerStatus(replace ? `Replaced ${app.id}: new sessions and explorations of it use this definition.` : `Registered ${app.id}.`, 'done');
      byId('import-run-title').textContent = `Run ${app.id}`;
      byId('import-run').hidden = false;
      byId('import-open-session').focus(); // the next step
      this.registered(app.id);
    } catch (error) {
      this.registerFailed(error, app.id);
    } finally {
      this.setBusy(false);
    }
  }

  registerFailed(error, id) {
    const replace = byId('import-replace');
    if (error.code === 'app_exists') {
      replace.textContent = `Replace ${id}`;
      replace.hidden = false;
      this.registerStatus(`An app ${id} is registered already: replace it, or change the app id and register again.`, 'failed');
      replace.focus();
    } else if (error.code === 'builtin_app') {
      this.registerStatus(`${id} is a built-in app’s id: give yours another in the app id field.`, 'failed');
      byId('import-id').focus();
    } else if (error.code === 'invalid_app' && Array.isArray(error.details?.problems)) {
      this.overlay.showProblems(`The server refused the app: ${plural(error.details.problems.length, 'problem')}:`, error.details.problems);
      this.registerStatus('Not registered: the problems are listed under the overlay.', 'failed');
    } else {
      this.registerStatus(`Not registered: ${error.message}`, 'failed');
      showError(error, `Registering ${id}`);
    }
  }

  runBody() {
    return { app: this.registeredId, device: byId('import-device').value, os: byId('import-os').value };
  }

  async startSession() {
    const body = this.runBody();
    const button = byId('import-open-session');
    button.disabled = true;
    try {
      const snapshot = await api.createSession(body);
      this.openSession(snapshot.id);
    } catch (error) {
      showError(error, `Creating a ${body.app} session`);
    } finally {
      button.disabled = false;
    }
  }

  async startExploration() {
    const body = this.runBody();
    const depth = byId('import-depth').value.trim();
    if (depth !== '') body.depth = Number(depth);
    const button = byId('import-explore');
    button.disabled = true;
    try {
      const exploration = await api.startExploration(body);
      this.openExploration(exploration.id);
    } catch (error) {
      showError(error, `Starting an exploration of ${body.app}`);
    } finally {
      button.disabled = false;
    }
  }
}
