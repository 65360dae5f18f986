// Auto Layout on the session page (docs/semantics.md#auto-layout): the layout's `constraints` report — the required
// constraints UIKit would break, each with the ones it fought, in UIKit's log notation
// ("signUp.bottom <= formView.bottom - 20"), with the controller and bounds it broke for; the
// ambiguous views; the solver's notes — and which views a broken constraint names, so the
// device drawing can mark them.
import { el, clear } from './dom.js';

/** The layout's constraint report with every list present (older layouts have no `constraints`). */
export function constraintReport(layout) {
  const report = layout && typeof layout.constraints === 'object' && layout.constraints ? layout.constraints : {};
  const list = (value) => (Array.isArray(value) ? value.filter((item) => item !== null && item !== undefined) : []);
  return { unsatisfiable: list(report.unsatisfiable), ambiguous: list(report.ambiguous), notes: list(report.notes) };
}

/**
 * The items a description in UIKit's log notation names: `item.attribute relation
 * [multiplier*]toItem.toAttribute [± constant] [@priority]`, possibly after an autoresizing
 * mask's `h=--& v=--& ` flags. Ids may hold dots: the attribute is what follows the last one.
 * @returns {{item: string|null, toItem: string|null}}
 */
export function constraintItems(description) {
  const match = /^(?:h=\S+ v=\S+ )?(.+?) (?:==|<=|>=) (.*)$/.exec(String(description ?? ''));
  if (!match) return { item: null, toItem: null };
  const before = (side) => (side.lastIndexOf('.') > 0 ? side.slice(0, side.lastIndexOf('.')) : null);
  const right = match[2].replace(/ \([^)]*\)$/, '').replace(/ @[\d.]+$/, '').replace(/ [+-] [\d.e+-]+$/, '').replace(/^[-\d.e+]+\*/, '');
  // A constant (`title.width == 100`) names no second item.
  return { item: before(match[1]), toItem: /^[-\d.e+]+$/.test(right) ? null : before(right) };
}

/**
 * The views each broken constraint names, as `"controller/id"` → the broken constraints' ids:
 * its `item` and `toItem` among the views of the controller it broke in (ids repeat across
 * controllers; layout guides are no views and match nothing).
 */
export function brokenViews(layout) {
  const views = new Map();
  for (const breach of constraintReport(layout).unsatisfiable) {
    const broken = breach.broken ?? {};
    const { item, toItem } = constraintItems(broken.description);
    for (const id of new Set([item, toItem].filter(Boolean))) {
      const key = viewKey(breach.controller, id);
      views.set(key, [...(views.get(key) ?? []), broken.id ?? broken.description ?? '']);
    }
  }
  return views;
}

/** The key `brokenViews` uses for a view of `controller`. */
export function viewKey(controller, id) {
  return `${controller ?? ''}/${id}`;
}

/** `{width, height}` as "568×268". */
function boundsText(bounds) {
  return bounds && typeof bounds === 'object' ? `${Number(bounds.width) || 0}×${Number(bounds.height) || 0}` : '—';
}

/** The "Auto Layout" panel (#constraints-panel), shown only when the layout reports something. */
export class ConstraintsView {
  /** @param {{panel: HTMLElement, count: HTMLElement, broken: HTMLElement, ambiguous: HTMLElement, notes: HTMLElement}} nodes */
  constructor(nodes) {
    this.nodes = nodes;
  }

  render(layout) {
    const { panel, count, broken, ambiguous, notes } = this.nodes;
    const report = constraintReport(layout);
    const breaches = report.unsatisfiable;
    // The count (a badge, hidden while empty) and the warning border only when something broke.
    count.textContent = breaches.length === 0 ? '' : breaches.length === 1 ? '1 broken constraint' : `${breaches.length} broken constraints`;
    count.classList.toggle('badge-wrong', breaches.length > 0);
    panel.classList.toggle('has-breach', breaches.length > 0);

    clear(broken).append(...breaches.map((breach) => this.breach(breach)));
    broken.closest('[data-block]').hidden = breaches.length === 0;

    clear(ambiguous).append(...report.ambiguous.map((id) => el('li', { dataset: { viewId: id } }, [el('code', { text: id })])));
    ambiguous.closest('[data-block]').hidden = report.ambiguous.length === 0;

    clear(notes).append(...report.notes.map((note) => el('li', { class: 'constraint-note', text: String(note) })));
    notes.closest('[data-block]').hidden = report.notes.length === 0;

    panel.hidden = breaches.length === 0 && report.ambiguous.length === 0 && report.notes.length === 0;
  }

  /** One breach: the broken constraint, where and for which bounds, then the ones it fought. */
  breach(breach) {
    const broken = breach.broken ?? {};
    const conflicting = Array.isArray(breach.conflicting) ? breach.conflicting : [];
    return el('li', {
      class: 'breach',
      dataset: { constraintId: broken.id ?? '', controller: breach.controller ?? '', bounds: boundsText(breach.bounds) },
    }, [
      el('div', { class: 'breach-head' }, [
        el('code', { class: 'constraint constraint-broken', title: `broken: ${broken.id ?? ''}`, text: broken.description ?? broken.id ?? '' }),
        el('span', { class: 'badge badge-wrong', text: 'broken' }),
      ]),
      el('div', { class: 'breach-where muted' }, [
        el('span', { class: 'constraint-id', text: broken.id ?? '' }),
        ` · ${breach.controller ?? '—'} · bounds ${boundsText(breach.bounds)}`,
      ]),
      conflicting.length ? el('details', { class: 'breach-conflicting', open: true }, [
        el('summary', { text: conflicting.length === 1 ? 'fought 1 constraint' : `fought ${conflicting.length} constraints` }),
        el('ul', { class: 'conflicting-list' }, conflicting.map((constraint) => el('li', {
          dataset: { constraintId: constraint.id ?? '' }, title: constraint.id ?? '',
        }, [el('code', { class: 'constraint', text: constraint.description ?? constraint.id ?? '' })]))),
      ]) : null,
    ]);
  }
}
