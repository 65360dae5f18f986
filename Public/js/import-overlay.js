// The Import page's overlay editor (docs/interface-import.md, docs/interface-import.md "The overlay"): a JSON
// object (merged over the import as a JSON Merge Patch, RFC 7396) typed in a textarea, its syntax error shown inline as the user types, the server's
// problems (each with its JSON path) listed under it, and a skeleton naming the imported
// controllers written in once an import succeeded — only while the user has typed nothing.
import { byId, el, clear } from './dom.js';

/**
 * `{"controllers": {"Key": {"supportedInterfaceOrientations": …}, …}}` for every imported controller: only
 * the rotation key to edit, never the import's own keys (`source`, docs/app-format.md, stays the import's).
 */
export function overlaySkeleton(app) {
  const controllers = app?.controllers && typeof app.controllers === 'object' ? app.controllers : {};
  const entries = Object.entries(controllers).map(([key, controller]) =>
    `    ${JSON.stringify(key)}: {\n      "supportedInterfaceOrientations": ${JSON.stringify(suggestedMask(controller))}\n    }`);
  if (entries.length === 0) return '';
  return `{\n  "controllers": {\n${entries.join(',\n')}\n  }\n}\n`;
}

/** A scene designed in one orientation suggests it; otherwise UIKit's phone default. */
function suggestedMask(controller) {
  return controller?.designedFor ?? 'allButUpsideDown';
}

/** `{line, column}` (1-based) of character `offset` in `text`. */
function lineColumn(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Parses the overlay: `{ok: true, value}` (`value` undefined when the field is empty) or
 * `{ok: false, message, offset}` with the position of a syntax error when the browser says it.
 */
export function parseOverlay(text) {
  if (!text.trim()) return { ok: true, value: undefined };
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const raw = String(error.message);
    const position = raw.match(/at position (\d+)/);
    let offset = position ? Number(position[1]) : null;
    if (offset === null && /end of JSON input/i.test(raw)) offset = text.length;
    const message = raw.replace(/\s*in JSON at position \d+(\s*\(line \d+ column \d+\))?/, '').replace(/^JSON\.parse: /, '');
    return { ok: false, message, offset };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: `the overlay must be a JSON object ({…}), not ${Array.isArray(value) ? 'an array' : JSON.stringify(value)}`, offset: null };
  }
  return { ok: true, value };
}

export class OverlayEditor {
  /** `changed()` is called on every edit. */
  constructor({ changed }) {
    this.changed = changed;
    this.textarea = byId('import-overlay');
    this.skeleton = null; // the text last written in by offerSkeleton, while the user has not edited it
    this.textarea.addEventListener('input', () => {
      this.showSyntax();
      this.changed();
    });
  }

  get text() {
    return this.textarea.value;
  }

  /** True while the editor holds the skeleton this page wrote, untouched. */
  get holdsSkeleton() {
    return this.skeleton !== null && this.textarea.value === this.skeleton;
  }

  parse() {
    return parseOverlay(this.textarea.value);
  }

  /** Shows (or hides) the JSON syntax error under the editor; returns the parse. */
  showSyntax() {
    const parsed = this.parse();
    const box = clear(byId('import-overlay-syntax'));
    box.hidden = parsed.ok;
    this.setInvalid();
    if (parsed.ok) return parsed;
    const where = parsed.offset === null ? null : lineColumn(this.textarea.value, parsed.offset);
    box.append(
      el('strong', { text: 'Not valid JSON' }),
      where ? ' at ' : '',
      where && el('button', {
        type: 'button', class: 'link syntax-location', text: `line ${where.line}, column ${where.column}`,
        title: 'Put the cursor there', on: { click: () => this.select(parsed.offset, parsed.offset) },
      }),
      `: ${parsed.message}`,
    );
    return parsed;
  }

  /** Lists the server's problems (`"$.overlay.controllers.Nope: message"`) under the editor. */
  showProblems(title, problems) {
    const box = byId('import-overlay-problems');
    byId('import-problems-title').textContent = title;
    const list = clear(byId('import-problem-list'));
    for (const problem of problems) {
      const text = String(problem);
      const split = text.indexOf(': ');
      const path = split > 0 && text.startsWith('$') ? text.slice(0, split) : '';
      const message = path ? text.slice(split + 2) : text;
      const inOverlay = path.startsWith('$.overlay');
      list.append(el('li', { class: 'problem', dataset: { path } }, [
        path && (inOverlay
          ? el('button', { type: 'button', class: 'link problem-path', text: path, title: 'Select it in the overlay', on: { click: () => this.selectPath(path) } })
          : el('code', { class: 'problem-path', text: path })),
        path && ': ',
        el('span', { class: 'problem-message', text: message }),
      ]));
    }
    box.hidden = false;
    this.setInvalid();
  }

  clearProblems() {
    byId('import-overlay-problems').hidden = true;
    clear(byId('import-problem-list'));
    this.setInvalid();
  }

  setInvalid() {
    const invalid = !byId('import-overlay-syntax').hidden || !byId('import-overlay-problems').hidden;
    if (invalid) this.textarea.setAttribute('aria-invalid', 'true');
    else this.textarea.removeAttribute('aria-invalid');
  }

  /** Writes the skeleton for `app` when the editor is empty or still holds the previous one; true when written. */
  offerSkeleton(app) {
    if (this.textarea.value.trim() !== '' && !this.holdsSkeleton) return false;
    const skeleton = overlaySkeleton(app);
    if (!skeleton || skeleton === this.textarea.value) return false;
    this.textarea.value = skeleton;
    this.skeleton = skeleton;
    this.showSyntax();
    return true;
  }

  focus() {
    this.textarea.focus();
  }

  select(start, end) {
    this.textarea.focus();
    this.textarea.setSelectionRange(start, end);
  }

  /** Selects the key a problem's path ends at (`$.overlay.controllers.Nope` → `"Nope"`), following the path's keys in order. */
  selectPath(path) {
    const keys = path.replace(/^\$\.overlay\.?/, '').split('.').map((key) => key.replace(/\[\d+\]$/, '')).filter(Boolean);
    const text = this.textarea.value;
    let found = -1;
    let length = 0;
    for (const key of keys) {
      const quoted = JSON.stringify(key);
      const at = text.indexOf(quoted, found + 1);
      if (at < 0) break;
      found = at;
      length = quoted.length;
    }
    if (found >= 0) this.select(found, found + length);
    else this.focus();
  }
}
