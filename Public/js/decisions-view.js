// Why it rotated, or did not (docs/semantics.md#rotation-decisions): the snapshot's `lastDecision` as a compact card beside
// the device (#last-decision), and every decision of the session in the "Rotation decisions"
// panel (#decisions-panel), appended to like the trace (by `seq`, duplicates dropped) from
// `GET …/decisions` pages and each event answer's `decisions`. A source without decisions (the
// stub, an older saved snapshot) hides both.
import { el, clear } from './dom.js';

const RESULTS = ['rotated', 'unchanged', 'refused', 'ignored', 'crashed'];

/** A decision's result as a colour-coded badge (`data-result`). */
export function resultBadge(result) {
  const known = RESULTS.includes(result) ? result : 'unknown';
  return el('span', { class: `badge decision-result result-${known}`, dataset: { result: result ?? '' }, text: result ?? '?' });
}

/** A list of orientation names as text ("—" for null, "none" for an empty list). */
export function orientationsText(list) {
  if (!Array.isArray(list)) return '—';
  return list.length ? list.join(', ') : 'none';
}

/** "launch" for the launch decision (`event` null), else "event N". */
function eventText(event) {
  return event === null || event === undefined ? 'launch' : `event ${event}`;
}

/** `asked`, and `answeredBy` when another controller's values were used. */
function askedText(decision) {
  const asked = decision.asked ?? '—';
  return decision.answeredBy && decision.answeredBy !== decision.asked ? `${asked} → answered by ${decision.answeredBy}` : asked;
}

export class DecisionsView {
  /** @param {{card: HTMLElement, panel: HTMLElement, list: HTMLElement, count: HTMLElement}} nodes */
  constructor(nodes) {
    this.nodes = nodes;
    this.reset();
  }

  /** Forgets everything shown (new session or new file): the card and panel hide until given decisions. */
  reset() {
    this.lastSeq = 0;
    this.total = 0;
    clear(this.nodes.list);
    this.nodes.panel.hidden = true;
    this.showLast(undefined);
    this.updateCount();
  }

  /**
   * The card: a decision, `null` (the session crashed before launch decided) or `undefined`
   * (the source has no decisions: the card is hidden).
   */
  showLast(decision) {
    const { card } = this.nodes;
    clear(card);
    card.hidden = decision === undefined;
    card.dataset.seq = decision?.seq ?? '';
    card.dataset.result = decision?.result ?? '';
    if (decision === undefined) return;
    const head = el('div', { class: 'decision-head' }, [el('span', { class: 'caption', text: 'Last decision' })]);
    if (decision === null) {
      card.append(head, el('p', { class: 'decision-reason muted', text: 'None: the session crashed before launch decided.' }));
      return;
    }
    head.append(
      resultBadge(decision.result),
      el('span', { class: 'decision-turn', text: `${decision.deviceOrientation ?? '—'} → ${decision.candidate ?? 'no candidate'}` }),
      el('span', { class: 'decision-meta muted' }, [
        el('span', { class: 'decision-trigger', text: decision.trigger ?? '' }),
        ` · ${eventText(decision.event)} · `,
        el('span', { class: 'decision-rule', text: decision.rule ?? '' }),
      ]),
    );
    card.append(
      head,
      el('div', { class: 'decision-asked muted' }, ['asked ', el('code', { class: 'decision-asked-id', text: askedText(decision) })]),
      el('p', { class: 'decision-reason', text: decision.reason ?? '' }),
    );
  }

  /**
   * Appends decisions newer than the last one listed (by `seq`) and shows the panel; returns
   * the decisions actually added. `highlight` marks them as new.
   */
  append(decisions, { highlight }) {
    const sorted = (Array.isArray(decisions) ? decisions : [])
      .filter((decision) => decision && typeof decision.seq === 'number').sort((a, b) => a.seq - b.seq);
    const fresh = [];
    for (const decision of sorted) {
      if (decision.seq > (fresh.length ? fresh[fresh.length - 1].seq : this.lastSeq)) fresh.push(decision);
    }
    this.nodes.panel.hidden = false;
    if (fresh.length === 0) return fresh;
    const { list } = this.nodes;
    if (highlight) for (const row of list.querySelectorAll('li.new')) row.classList.remove('new');
    for (const decision of fresh) {
      const row = this.row(decision);
      if (highlight) row.classList.add('new');
      list.append(row);
      this.lastSeq = decision.seq;
      this.total += 1;
    }
    this.updateCount();
    return fresh;
  }

  /** One decision: a summary line, and its details (what was asked and answered) when opened. */
  row(decision) {
    const mask = decision.appMask ?? {};
    const supported = decision.supportedInterfaceOrientations;
    const fact = (name, value, cls) => [el('dt', { text: name }), el('dd', { class: cls, text: value })];
    return el('li', {
      class: `decision result-${decision.result ?? 'unknown'}`,
      dataset: { seq: decision.seq, event: decision.event ?? 'launch', trigger: decision.trigger ?? '', result: decision.result ?? '' },
    }, [el('details', {}, [
      el('summary', {}, [
        el('span', { class: 'decision-seq num', text: decision.seq }),
        el('span', { class: 'decision-event', text: decision.event ?? 'launch', title: eventText(decision.event) }),
        el('span', { class: 'decision-trigger', text: decision.trigger ?? '' }),
        resultBadge(decision.result),
        el('span', { class: 'decision-turn', text: `${decision.candidate ?? '—'} → ${decision.interfaceOrientation ?? '—'}`,
          title: `device ${decision.deviceOrientation ?? '—'}: candidate → where the interface ends` }),
        el('span', { class: 'decision-reason', text: decision.reason ?? '' }),
      ]),
      el('dl', { class: 'decision-facts' }, [
        ...fact('device', `${decision.deviceOrientation ?? '—'} (${decision.rule ?? '?'})`, 'fact-device'),
        ...fact('asked', askedText(decision), 'fact-asked'),
        ...fact('answer', decision.answer === null || decision.answer === undefined ? '—' : decision.answer ? 'YES' : 'NO', 'fact-answer'),
        ...fact('shouldAutorotate', typeof decision.shouldAutorotate === 'boolean' ? (decision.shouldAutorotate ? 'YES' : 'NO') : '—', 'fact-should-autorotate'),
        ...fact('supportedInterfaceOrientations',
          `${Array.isArray(supported) ? orientationsText(supported) : 'not asked'}${decision.synthesized ? ' (synthesized)' : ''}`, 'fact-supported'),
        ...fact('app mask', `${orientationsText(mask.orientations)} (${mask.source ?? '?'})`, 'fact-app-mask'),
        ...fact('allowed', orientationsText(decision.allowed), 'fact-allowed'),
      ]),
    ])]);
  }

  updateCount() {
    this.nodes.count.textContent = this.total === 1 ? '1 decision' : `${this.total} decisions`;
  }
}
