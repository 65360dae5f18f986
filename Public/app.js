// Swivel viewer entry point: hash routing, the static JSON viewer, drag and drop, keyboard.
//
//   #/                 home: session list and create form
//   #/sessions/{id}    a live session (polls `trace?since=`, sends events)
//   #/view             the static viewer (a saved JSON file, or `?src=URL`)
//   #/explorations     explorations (docs/semantics.md#the-explorer): start one, list them
//   #/explorations/{id}                 one exploration: progress, then findings
//   #/explorations/{id}/findings/{n}    opens a finding as a new session, then shows #/sessions/{new}
//   #/import           Interface Builder files → an app (docs/interface-import.md): import, register, run or explore it
import { byId, isTypingTarget } from './js/dom.js';
import { showError, clearError, installGlobalErrorHandlers } from './js/errors.js';
import { installAuth } from './js/auth.js';
import { HomeView } from './js/home-view.js';
import { ExplorationsView, explorationHash } from './js/explorations-view.js';
import { ExplorationView } from './js/exploration-view.js';
import { openFindingSession } from './js/finding-session.js';
import { ImportView } from './js/import-view.js';
import { SessionView } from './js/session-view.js';
import { LiveSession } from './js/live-session.js';
import { exportTest } from './js/export-test.js';
import { interpretDocument, combineDocuments, parseJson } from './js/static-source.js';
import { KEY_ORIENTATIONS } from './js/orientation.js';

installGlobalErrorHandlers();

/** The live session shown, if any; every view action goes to it. */
let live = null;
/** The last static document set loaded (kept so #/view can be revisited). */
let staticDocument = null;

const sessionView = new SessionView({
  rotate: (orientation) => live?.rotate(orientation),
  tap: (element) => live?.tap(element),
  back: (navigation) => live?.back(navigation),
  selectTab: (index) => live?.selectTab(index),
  performSegue: (identifier, controller) => live?.performSegue(identifier, controller),
  timer: (id, action) => live?.timer(id, action),
  advance: (ms) => live?.advance(ms),
});
const home = new HomeView({ onOpen: (id) => { location.hash = `#/sessions/${encodeURIComponent(id)}`; } });
const explorations = new ExplorationsView({ onOpen: (id) => { location.hash = explorationHash(id); } });
const exploration = new ExplorationView();
const importView = new ImportView({
  openSession: (id) => { location.hash = `#/sessions/${encodeURIComponent(id)}`; },
  openExploration: (id) => { location.hash = explorationHash(id); },
  // A registered app joins the catalogue: the forms read it again when next shown.
  registered: () => { home.catalogueLoaded = false; explorations.catalogueLoaded = false; },
});

function showSection(name) {
  if (document.body.dataset.route !== name) window.scrollTo(0, 0); // a new page starts at its top
  byId('home-view').hidden = name !== 'home';
  byId('session-view').hidden = name !== 'session';
  byId('explorations-view').hidden = name !== 'explorations';
  byId('exploration-view').hidden = name !== 'exploration';
  byId('finding-view').hidden = name !== 'finding';
  byId('import-view').hidden = name !== 'import';
  document.body.dataset.route = name;
  // The header link of the page shown (a session or a finding belongs to no link).
  const current = { home: '#/', explorations: '#/explorations', exploration: '#/explorations', import: '#/import' }[name];
  for (const link of document.querySelectorAll('.top nav a')) {
    if (current && link.getAttribute('href') === current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

async function route() {
  const hash = location.hash.replace(/^#/, '') || '/';
  live?.stop();
  live = null;
  explorations.hide();
  exploration.stop();
  const sessionMatch = hash.match(/^\/sessions\/([^/]+)$/);
  const explorationMatch = hash.match(/^\/explorations\/([^/]+)$/);
  const findingMatch = hash.match(/^\/explorations\/([^/]+)\/findings\/(\d+)$/);
  if (hash === '/import') {
    home.hide();
    showSection('import');
    document.title = 'Swivel — import';
    await importView.show();
  } else if (hash === '/explorations') {
    home.hide();
    showSection('explorations');
    document.title = 'Swivel — explorations';
    await explorations.show();
  } else if (explorationMatch) {
    home.hide();
    showSection('exploration');
    const id = decodeURIComponent(explorationMatch[1]);
    document.title = `Swivel — exploration ${id}`;
    await exploration.start(id);
  } else if (findingMatch) {
    home.hide();
    showSection('finding');
    const [, rawId, index] = findingMatch;
    const id = decodeURIComponent(rawId);
    document.title = `Swivel — finding ${index} of ${id}`;
    const opened = location.hash;
    await openFindingSession(id, Number(index), () => location.hash === opened);
  } else if (sessionMatch) {
    home.hide();
    showSection('session');
    live = new LiveSession(decodeURIComponent(sessionMatch[1]), sessionView);
    document.title = `Swivel — session ${live.id}`;
    await live.start();
  } else if (hash === '/view') {
    home.hide();
    showSection('session');
    document.title = 'Swivel — saved JSON';
    if (staticDocument) drawStatic(staticDocument);
    else sessionView.begin({ title: 'Saved JSON', subtitle: 'Open a file from the home page, drop one here, or add ?src=URL', mode: 'static', readOnly: true });
  } else {
    showSection('home');
    document.title = 'Swivel';
    await home.show();
  }
}

/** Draws loaded documents exactly as a live session is drawn, with every control read-only. */
function drawStatic({ name, combined }) {
  sessionView.begin({ title: name, subtitle: combined.kinds.join(' + '), mode: 'static', readOnly: true });
  if (combined.snapshot) sessionView.showSnapshot(combined.snapshot);
  else if (combined.layout) sessionView.showLayout(combined.layout);
  else sessionView.showNoLayout('A trace has no layout to draw: open a snapshot or an event response to see the device.');
  sessionView.appendTrace(combined.entries, { highlight: combined.highlight });
  if (combined.decisions) sessionView.appendDecisions(combined.decisions, { highlight: false });
}

/** Loads `[{name, text}]` into the static viewer; errors go to the banner. */
function openDocuments(files) {
  try {
    const docs = files.map(({ name, text }) => {
      try {
        return interpretDocument(parseJson(text, name));
      } catch (error) {
        throw new Error(`${name}: ${error.message}`);
      }
    });
    staticDocument = { name: files.map((f) => f.name).join(', '), combined: combineDocuments(docs) };
    clearError();
    if (location.hash === '#/view') route(); else location.hash = '#/view';
  } catch (error) {
    showError(error, 'Opening saved JSON');
  }
}

async function openFiles(fileList) {
  const files = [...fileList];
  if (files.length === 0) return;
  try {
    openDocuments(await Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() }))));
  } catch (error) {
    showError(error, 'Reading files');
  }
}

async function openUrl(src) {
  let url;
  try {
    url = new URL(src, document.baseURI);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    openDocuments([{ name: url.pathname.split('/').pop() || url.href, text: await response.text() }]);
  } catch (error) {
    showError(error, `Loading ${src}`);
  }
}

function installFileInputs() {
  byId('file-input').addEventListener('change', (event) => {
    openFiles(event.target.files);
    event.target.value = '';
  });
  byId('src-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const src = byId('src-url').value.trim();
    if (src) openUrl(src);
  });
  // Dropping a file anywhere on the page opens it.
  let depth = 0;
  document.addEventListener('dragenter', (event) => {
    if (!event.dataTransfer?.types?.includes('Files')) return;
    depth += 1;
    document.body.classList.add('dragging');
  });
  document.addEventListener('dragleave', () => {
    depth = Math.max(0, depth - 1);
    if (depth === 0) document.body.classList.remove('dragging');
  });
  document.addEventListener('dragover', (event) => event.preventDefault());
  document.addEventListener('drop', (event) => {
    event.preventDefault();
    depth = 0;
    document.body.classList.remove('dragging');
    if (!event.dataTransfer?.files?.length) return;
    // On the Import page a drop adds Interface Builder files; anywhere else it opens saved JSON.
    if (document.body.dataset.route === 'import') importView.addFiles(event.dataTransfer.files);
    else openFiles(event.dataTransfer.files);
  });
}

/** Arrow keys rotate; Escape and Backspace go back — on a live session, never while typing. */
function installKeyboard() {
  document.addEventListener('keydown', (event) => {
    if (!live || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
    const orientation = KEY_ORIENTATIONS[event.key];
    if (orientation) {
      event.preventDefault();
      live.rotate(orientation);
    } else if (event.key === 'Escape' || event.key === 'Backspace') {
      event.preventDefault();
      live.back();
    }
  });
}

function installSessionActions() {
  byId('download-screenshot').addEventListener('click', () => live?.saveScreenshot());
  byId('export-test-button').addEventListener('click', () => live && exportTest(live.id, byId('export-format').value));
  byId('delete-session').addEventListener('click', async () => {
    if (live && await live.remove()) location.hash = '#/';
  });
}

installFileInputs();
installKeyboard();
installSessionActions();
// Forgetting the token reloads a view that reads the API, so the prompt comes back at once
// when the server needs one (a static JSON view has nothing to reload).
installAuth({ forgotten: () => { if (live || ['home', 'explorations', 'exploration'].includes(document.body.dataset.route)) route(); } });
window.addEventListener('hashchange', route);

const src = new URLSearchParams(location.search).get('src');
if (src) {
  showSection('session');
  openUrl(src);
} else {
  route();
}
