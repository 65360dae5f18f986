// The lifecycle trace table (#trace, docs/semantics.md#rotation): appended to incrementally (sessions can log
// thousands of entries), filterable by controller and callback, the rows added by the
// latest update highlighted, `boundsCorrect: false` marked.
import { el, clear, rectText } from './dom.js';

export class TraceView {
  constructor({ table, controllerFilter, callbackFilter, incorrectOnly, count, controllerOptions, scroller }) {
    this.body = table.tBodies[0] || table.appendChild(document.createElement('tbody'));
    this.controllerFilter = controllerFilter;
    this.callbackFilter = callbackFilter;
    this.incorrectOnly = incorrectOnly;
    this.count = count;
    this.controllerOptions = controllerOptions;
    this.scroller = scroller;
    this.controllers = new Set();
    this.lastSeq = 0;
    this.total = 0;
    for (const input of [controllerFilter, callbackFilter, incorrectOnly]) {
      input.addEventListener('input', () => this.applyFilters());
    }
  }

  /** Forgets every row (new session or new file). */
  reset() {
    clear(this.body);
    clear(this.controllerOptions);
    this.controllers = new Set();
    this.lastSeq = 0;
    this.total = 0;
    this.updateCount();
  }

  /** Controller ids in the order the trace first mentions them. */
  seenControllers() {
    return this.controllers;
  }

  /**
   * Appends entries newer than the last one shown (duplicates from overlapping polls and
   * event responses are dropped by `seq`). Returns the entries actually added, in order.
   */
  append(entries, { highlight }) {
    const sorted = (entries || []).filter((entry) => entry && typeof entry.seq === 'number')
      .sort((a, b) => a.seq - b.seq);
    const fresh = [];
    for (const entry of sorted) {
      if (entry.seq > (fresh.length ? fresh[fresh.length - 1].seq : this.lastSeq)) fresh.push(entry);
    }
    if (fresh.length === 0) return fresh;
    const stickToBottom = this.isScrolledToBottom();
    if (highlight) for (const row of this.body.querySelectorAll('tr.new')) row.classList.remove('new');
    const fragment = document.createDocumentFragment();
    for (const entry of fresh) {
      this.lastSeq = entry.seq;
      this.total += 1;
      const row = this.row(entry);
      if (highlight) row.classList.add('new');
      row.hidden = !this.matches(row);
      fragment.append(row);
      if (entry.controller && !this.controllers.has(entry.controller)) {
        this.controllers.add(entry.controller);
        this.controllerOptions.append(el('option', { value: entry.controller }));
      }
    }
    this.body.append(fragment);
    this.updateCount();
    if (stickToBottom || highlight) this.scroller.scrollTop = this.scroller.scrollHeight;
    return fresh;
  }

  row(entry) {
    const incorrect = entry.boundsCorrect === false;
    // UIKit's refusals (docs/semantics.md#presented-controllers "Attempt to present …") sit in `detail.warning`: make them findable.
    const warning = entry.detail && typeof entry.detail === 'object' && entry.detail.warning;
    return el('tr', {
      class: [incorrect ? 'bounds-incorrect' : null, warning ? 'has-warning' : null].filter(Boolean).join(' ') || null,
      dataset: {
        seq: entry.seq, event: entry.event ?? '', controller: entry.controller ?? '', callback: entry.callback ?? '',
        boundsCorrect: entry.boundsCorrect === null || entry.boundsCorrect === undefined ? '' : String(entry.boundsCorrect),
      },
    }, [
      el('td', { class: 'num', text: entry.seq }),
      el('td', { class: 'num', text: entry.event ?? 'launch', title: entry.event === null ? 'launch' : `event ${entry.event}` }),
      el('td', { class: 'controller' }, entry.controller
        ? [el('button', { type: 'button', class: 'link', title: 'Filter by this controller', text: entry.controller,
          on: { click: () => this.filterController(entry.controller) } })]
        : ['—']),
      el('td', { class: 'callback', text: entry.callback ?? '—' }),
      el('td', { class: 'bounds', text: rectText(entry.bounds) }),
      el('td', { class: 'correct', title: incorrect ? 'bounds differ from the settled bounds' : '' },
        [incorrect ? el('span', { class: 'badge badge-wrong', text: '✗ wrong' })
          : entry.boundsCorrect === true ? '✓' : '']),
      el('td', { class: 'detail', text: detailText(entry.detail) }),
    ]);
  }

  filterController(id) {
    this.controllerFilter.value = id;
    this.applyFilters();
  }

  matches(row) {
    const controller = this.controllerFilter.value.trim().toLowerCase();
    const callback = this.callbackFilter.value.trim().toLowerCase();
    if (controller && !row.dataset.controller.toLowerCase().includes(controller)) return false;
    if (callback && !row.dataset.callback.toLowerCase().includes(callback)) return false;
    if (this.incorrectOnly.checked && row.dataset.boundsCorrect !== 'false') return false;
    return true;
  }

  applyFilters() {
    for (const row of this.body.rows) row.hidden = !this.matches(row);
    this.updateCount();
  }

  updateCount() {
    const shown = [...this.body.rows].filter((row) => !row.hidden).length;
    this.count.textContent = shown === this.total ? `${this.total} entries` : `${shown} of ${this.total} entries`;
  }

  isScrolledToBottom() {
    const s = this.scroller;
    return s.scrollHeight - s.scrollTop - s.clientHeight < 24;
  }
}

/** `detail` (an object of strings/numbers/bools/null) as compact `key=value` pairs. */
function detailText(detail) {
  if (!detail || typeof detail !== 'object') return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key}=${value === null ? 'null' : typeof value === 'object' ? JSON.stringify(value) : value}`)
    .join('  ');
}
