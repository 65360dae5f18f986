// The Import page's files (docs/interface-import.md): storyboards, xibs and an Info.plist read as text in the
// browser, listed with what each looks like, and the server's error about one of them
// (`file:line:column` and the message) shown next to it.
import { byId, el, clear } from './dom.js';

/** What a file looks like from its first characters (the server tells files apart the same way, by their root). */
export function sniffKind(name, text) {
  const head = text.slice(0, 4096);
  if (head.startsWith('bplist')) return 'binary plist';
  if (/<plist[\s>]/.test(head)) return 'Info.plist';
  if (/CocoaTouch\.Storyboard\.XIB/.test(head)) return 'storyboard';
  if (/<document[^>]*CocoaTouch\.XIB/.test(head)) return 'xib';
  if (/<archive[^>]*InterfaceBuilder/.test(head)) return 'pre-Xcode 5 xib';
  if (/<document[\s>]/.test(head)) return 'IB document';
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return { storyboard: 'storyboard', xib: 'xib', plist: 'plist' }[extension] ?? 'not Interface Builder';
}

function sizeText(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export class ImportFiles {
  /** `changed()` is called whenever the list changes. */
  constructor({ changed }) {
    this.changed = changed;
    this.files = new Map(); // name -> {name, text, size, kind}
    this.error = null; // the server's error `{file, line, column, code, message}` shown by a file
    byId('import-file-input').addEventListener('change', (event) => {
      this.add(event.target.files);
      event.target.value = '';
    });
    byId('import-clear').addEventListener('click', () => {
      this.files.clear();
      this.error = null;
      this.render();
      this.changed();
      byId('import-file-input').focus();
    });
    this.render();
  }

  get size() {
    return this.files.size;
  }

  /** Reads a FileList (input or drop) as text; a file of the same name replaces the one listed. */
  async add(fileList) {
    const read = await Promise.all([...fileList].map(async (file) => {
      const text = await file.text();
      return { name: file.name, text, size: file.size, kind: sniffKind(file.name, text) };
    }));
    if (read.length === 0) return;
    for (const file of read) {
      this.files.set(file.name, file);
      if (this.error?.file === file.name) this.error = null;
    }
    this.render();
    this.changed();
  }

  remove(name) {
    this.files.delete(name);
    if (this.error?.file === name) this.error = null;
    this.render();
    this.changed();
  }

  /** `{"Main.storyboard": "<xml…>", …}` for `POST /v1/apps/import`. */
  body() {
    return Object.fromEntries([...this.files.values()].map((file) => [file.name, file.text]));
  }

  /** Shows the server's error by its file; false when no listed file has that name. */
  showError(details) {
    if (!details?.file || !this.files.has(details.file)) return false;
    this.error = details;
    this.render();
    return true;
  }

  clearError() {
    if (!this.error) return;
    this.error = null;
    this.render();
  }

  render() {
    const list = clear(byId('import-files'));
    byId('import-files-empty').hidden = this.files.size > 0;
    byId('import-clear').hidden = this.files.size === 0;
    for (const file of this.files.values()) {
      const error = this.error?.file === file.name ? this.error : null;
      const errorId = `import-file-error-${list.children.length}`;
      list.append(el('li', { class: `import-file${error ? ' has-error' : ''}`, dataset: { file: file.name, kind: file.kind } }, [
        el('div', { class: 'import-file-head' }, [
          el('span', { class: 'file-name', text: file.name }),
          el('span', { class: `badge file-kind${/not|binary|pre-/.test(file.kind) ? ' badge-wrong' : ''}`, text: file.kind }),
          el('span', { class: 'muted file-size', text: sizeText(file.size) }),
          el('span', { class: 'spacer' }),
          el('button', {
            type: 'button', class: 'small link remove-file', text: 'Remove', 'aria-label': `Remove ${file.name}`,
            on: { click: () => this.remove(file.name) },
          }),
        ]),
        error && errorLine(error, errorId),
      ]));
    }
  }
}

/** `Main.storyboard:12:7  invalid_interface_file  message` (the message without its own location prefix). */
function errorLine(error, id) {
  const located = [error.file, error.line, error.column].filter((part) => part !== null && part !== undefined).join(':');
  let message = String(error.message ?? '');
  if (message.startsWith(`${located}: `)) message = message.slice(located.length + 2);
  return el('p', { class: 'file-error', id, role: 'alert' }, [
    el('code', { class: 'file-location', text: located }),
    el('span', { class: 'file-error-code', text: error.code }),
    el('span', { class: 'file-error-message', text: message }),
  ]);
}
