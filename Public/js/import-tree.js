// The Import page's result (`POST /v1/apps/import` → `{app, notes, segues}`): the app's window
// structure (navigation or tab bar controller, root, Info.plist), each controller with its view
// trees as nested lists (id, kind, class, text, frame, action), where each imported part came
// from (its `source`: file · Interface Builder object id, docs/app-format.md "Where an imported
// part came from"), the notes and the segues performed in code. Everything is built with el():
// file contents never become markup.
import { byId, el, clear, rectText } from './dom.js';

/** Controller keys shown as chips in a controller's summary (where an overlay's rotation keys land; never `source`). */
const CONTROLLER_KEYS = [
  'designedFor', 'supportedInterfaceOrientations', 'shouldAutorotate', 'shouldAutorotateToInterfaceOrientation',
  'preferredInterfaceOrientationForPresentation', 'observesOrientation', 'attemptsRotationOnAppear',
  'navigationBarHidden', 'wantsFullScreenLayout', 'redrawsOnRotation', 'layoutIn', 'behaviour',
];
/** Top-level keys drawn by renderStructure; any other is listed as JSON. */
const STRUCTURE_KEYS = new Set(['id', 'title', 'seed', 'description', 'infoPlist', 'navigationController', 'tabBarController', 'root', 'controllers', 'xibs']);
/** Open every controller while there are this few; otherwise the first only. */
const OPEN_CONTROLLERS = 8;

const code = (text, cls = '') => el('code', { class: cls || null, text });

/** `Main.storyboard · BYZ-38-t0r` for an imported part's `source`; null when it has none (hand-written or overlay-added). */
export function sourceText(source) {
  if (!source || typeof source !== 'object' || typeof source.file !== 'string' || typeof source.object !== 'string') return null;
  return `${source.file} · ${source.object}`;
}

/** The muted `file · object` line of a controller's summary; null without a source. */
function sourceLine(source) {
  if (sourceText(source) === null) return null;
  return el('span', {
    class: 'import-source muted', title: 'Where it came from: the file and its Interface Builder object id',
    dataset: { file: source.file, object: source.object },
  }, [`${source.file} · `, code(source.object)]);
}

function maskText(mask) {
  return Array.isArray(mask) ? mask.join(', ') : String(mask);
}

function valueText(value) {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  if (value && typeof value === 'object' && typeof value.type === 'string') {
    const rest = Object.entries(value).filter(([k]) => k !== 'type').map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
    return rest.length ? `${value.type} (${rest.join(', ')})` : value.type;
  }
  return JSON.stringify(value);
}

/** A tap action as a short phrase: `push Detail`, `present Settings (formSheet)`, `pop`. */
export function actionText(action) {
  if (!action || typeof action !== 'object') return '';
  switch (action.type) {
    case 'push': return `push ${action.controller}`;
    case 'show': return `show ${action.controller}`;
    case 'showDetail': return `showDetail ${action.controller}`;
    case 'present': return `present ${action.controller}${action.style && action.style !== 'fullScreen' ? ` (${action.style})` : ''}`;
    case 'timer': return `timer ${action.timer} ${action.action}`;
    default: return String(action.type);
  }
}

function navigationText(nav) {
  const from = sourceText(nav.source);
  const parts = [el('code', { text: nav.class || 'UINavigationController', title: from && `from ${from}` })];
  const flags = [nav.navigationBarHidden && 'navigation bar hidden', nav.forwarding && 'forwarding', nav.delegate && `delegate ${nav.delegate}`].filter(Boolean);
  if (flags.length) parts.push(el('span', { class: 'muted', text: ` (${flags.join(', ')})` }));
  return parts;
}

/** The window's root: a navigation controller around the root, a tab bar controller and its tabs, or the root alone. */
function rootStructure(app) {
  if (app.window?.rootViewController === false) {
    return [el('span', { text: 'no root view controller (the view is added to the window); root view: ' }), code(app.root ?? '—')];
  }
  if (app.tabBarController) {
    const tabs = app.tabBarController.tabs ?? [];
    return [
      ...navigationText({ ...app.tabBarController, class: app.tabBarController.class || 'UITabBarController' }),
      el('ol', { class: 'import-tabs' }, tabs.map((tab) => el('li', { dataset: { controller: tab.controller } }, [
        el('strong', { text: tab.title ?? '(untitled)' }), ' → ', code(tab.controller ?? '—'),
        ...(tab.navigationController ? [el('span', { class: 'muted', text: ' in ' }), ...navigationText(tab.navigationController)] : []),
      ]))),
    ];
  }
  if (app.navigationController) return [...navigationText(app.navigationController), ' → ', code(app.root ?? '—')];
  return [code(app.root ?? '—')];
}

function renderStructure(app) {
  const dl = clear(byId('import-structure'));
  const row = (term, children, key) => dl.append(el('div', { dataset: { key } }, [el('dt', { text: term }), el('dd', {}, children)]));
  row('Window root', rootStructure(app), 'root');
  const plist = app.infoPlist ?? {};
  const phone = plist.supportedInterfaceOrientations;
  const pad = plist['supportedInterfaceOrientations~ipad'];
  row('Info.plist', [
    phone ? maskText(phone) : el('span', { class: 'muted', text: 'none given (all but upside down)' }),
    pad && el('span', { class: 'muted', text: ` · iPad: ${maskText(pad)}` }),
  ], 'infoPlist');
  const xibs = Object.keys(app.xibs ?? {});
  if (xibs.length) row('Xibs', xibs.map((name, i) => [i ? ', ' : '', code(name)]).flat(), 'xibs');
  for (const [key, value] of Object.entries(app)) {
    if (!STRUCTURE_KEYS.has(key)) row(key, [code(JSON.stringify(value))], key);
  }
}

/** One element (or a view layout's root) and its children, as a nested list item. */
function elementItem(element, { layoutRoot = false } = {}) {
  const frame = element.frame;
  const size = element.size;
  const constraints = element.constraints?.length ?? 0;
  const kind = layoutRoot ? 'root view' : (element.kind ?? 'view');
  const children = layoutRoot ? element.elements : element.children;
  const from = sourceText(element.source);
  const item = el('li', {
    class: 'tree-item',
    dataset: {
      elementId: element.id ?? '', kind, class: element.class,
      frame: frame ? [frame.x, frame.y, frame.width, frame.height].join(',') : null,
      sourceObject: from && element.source.object,
    },
  }, [
    el('div', { class: 'tree-line', title: from && `from ${from}` }, [
      el('span', { class: 'tree-id', text: element.id ?? '(no id)' }),
      el('span', { class: `badge tree-kind kind-${kind.replace(/\s/g, '-')}`, text: kind }),
      element.class && el('span', { class: 'tree-class', text: element.class }),
      element.text !== undefined && el('span', { class: 'tree-text', text: `“${element.text}”` }),
      frame && el('span', { class: 'tree-frame', title: element.autoresizing?.length ? `autoresizing: ${element.autoresizing.join(', ')}` : 'fixed (no autoresizing)', text: rectText(frame) }),
      size && el('span', { class: 'tree-frame', title: 'the size it was designed at', text: `${size.width}×${size.height}` }),
      element.action && el('span', { class: 'tree-action', text: `→ ${actionText(element.action)}` }),
      constraints > 0 && el('span', { class: 'tree-constraints muted', text: `${constraints} constraint${constraints === 1 ? '' : 's'}` }),
      from && el('code', { class: 'tree-source', title: `Interface Builder object id in ${element.source.file}`, text: element.source.object }),
    ]),
  ]);
  if (children?.length) item.append(el('ul', { class: 'view-tree' }, children.map((child) => elementItem(child))));
  return item;
}

function layoutBlock(label, layout) {
  return el('div', { class: 'layout-block', dataset: { layout: label } }, [
    label !== 'view' && el('div', { class: 'layout-label muted', text: label }),
    el('ul', { class: 'view-tree root-tree' }, [elementItem(layout, { layoutRoot: true })]),
  ]);
}

function controllerRoles(app, key) {
  const roles = [];
  if (app.root === key) roles.push('root');
  (app.tabBarController?.tabs ?? []).forEach((tab, index) => { if (tab.controller === key) roles.push(`tab ${index + 1}`); });
  return roles;
}

function controllerSection(app, key, controller, open) {
  const chips = CONTROLLER_KEYS.filter((name) => controller[name] !== undefined)
    .map((name) => el('span', { class: 'chip', dataset: { key: name }, text: `${name}: ${valueText(controller[name])}` }));
  const blocks = [];
  if (controller.view) blocks.push(layoutBlock('view', controller.view));
  if (controller.elements?.length) blocks.push(layoutBlock('elements', { id: 'view', elements: controller.elements }));
  if (controller.landscapeView) blocks.push(layoutBlock('landscapeView', controller.landscapeView));
  for (const [id, view] of Object.entries(controller.views ?? {})) blocks.push(layoutBlock(`views.${id}`, view));
  if (blocks.length === 0) blocks.push(el('p', { class: 'muted', text: 'No view in the files (a plain 320 × 460 view).' }));
  return el('details', { class: 'import-controller', dataset: { controller: key }, open }, [
    el('summary', {}, [
      el('span', { class: 'controller-key', text: key }),
      ...controllerRoles(app, key).map((role) => el('span', { class: 'badge badge-visible', text: role })),
      controller.title && el('span', { class: 'controller-title muted', text: `“${controller.title}”` }),
      sourceLine(controller.source),
      chips.length > 0 && el('span', { class: 'chips' }, chips),
    ]),
    ...blocks,
  ]);
}

function renderControllers(app) {
  const container = clear(byId('import-controllers'));
  const controllers = Object.entries(app.controllers ?? {});
  const xibs = Object.entries(app.xibs ?? {});
  container.append(el('h3', { text: `Controllers (${controllers.length})` }));
  controllers.forEach(([key, controller], index) => {
    container.append(controllerSection(app, key, controller ?? {}, controllers.length <= OPEN_CONTROLLERS || index === 0));
  });
  if (xibs.length) {
    container.append(el('h3', { text: `Xibs (${xibs.length})` }));
    for (const [name, layout] of xibs) {
      container.append(el('details', { class: 'import-controller import-xib', dataset: { xib: name } }, [
        el('summary', {}, [el('span', { class: 'controller-key', text: `${name}.xib` })]),
        layoutBlock('view', layout),
      ]));
    }
  }
}

function renderNotes(notes) {
  const body = clear(byId('import-notes').tBodies[0]);
  byId('import-notes-count').textContent = `${notes.length} note${notes.length === 1 ? '' : 's'}`;
  byId('import-notes-empty').hidden = notes.length > 0;
  byId('import-notes').hidden = notes.length === 0;
  for (const note of notes) {
    body.append(el('tr', { dataset: { file: note.file, object: note.object } }, [
      el('td', { class: 'note-file', text: note.file ?? '—' }),
      el('td', { class: 'note-object' }, [note.object ? code(note.object) : '—']),
      el('td', { class: 'note-message', text: note.message }),
    ]));
  }
}

function renderSegues(segues) {
  const body = clear(byId('import-segues').tBodies[0]);
  byId('import-segues-count').textContent = `${segues.length} segue${segues.length === 1 ? '' : 's'}`;
  byId('import-segues-empty').hidden = segues.length > 0;
  byId('import-segues').hidden = segues.length === 0;
  for (const segue of segues) {
    body.append(el('tr', { dataset: { identifier: segue.identifier ?? '' } }, [
      el('td', {}, [segue.identifier ? code(segue.identifier) : el('span', { class: 'muted', text: '(none)' })]),
      el('td', { text: segue.kind }),
      el('td', {}, [code(segue.source ?? '—')]),
      el('td', {}, [segue.destination ? code(segue.destination) : el('span', { class: 'muted', text: '— (unwind)' })]),
    ]));
  }
}

/** Draws an import's answer in the result column. */
export function renderImport({ app, notes = [], segues = [] }) {
  byId('import-result-empty').hidden = true;
  for (const id of ['import-app-panel', 'import-notes-panel', 'import-segues-panel']) byId(id).hidden = false;
  byId('import-app-id').textContent = app.id;
  byId('import-app-description').textContent = app.description ?? '';
  byId('import-app-description').hidden = !app.description;
  renderStructure(app);
  renderControllers(app);
  renderNotes(notes);
  renderSegues(segues);
}
