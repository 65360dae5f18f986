// The timers panel (#timers, docs/semantics.md#taps-timers-and-the-clock): each timer with start/pause/reset, the virtual clock,
// and "advance 1 s / 10 s" (the clock only moves with `advance` events).
import { el, clear } from './dom.js';

export class TimersView {
  /** @param {{onTimer: (id: string, action: string) => void, onAdvance: (ms: number) => void}} actions */
  constructor(list, clock, advanceButtons, actions) {
    this.list = list;
    this.clock = clock;
    this.actions = actions;
    this.readOnly = true;
    this.advanceButtons = advanceButtons;
    for (const button of advanceButtons) {
      button.addEventListener('click', () => { if (!this.readOnly) actions.onAdvance(Number(button.dataset.advanceMs)); });
    }
  }

  render(timers, clock, readOnly) {
    this.readOnly = readOnly;
    for (const button of this.advanceButtons) button.disabled = readOnly;
    this.clock.textContent = clock && typeof clock.nowMs === 'number' ? formatMs(clock.nowMs) : '—';
    clear(this.list);
    const list = Array.isArray(timers) ? timers : [];
    if (list.length === 0) {
      this.list.append(el('li', { class: 'timer-note', text: 'This app has no timers.' }));
      return;
    }
    for (const timer of list) {
      const duration = Number(timer.durationMs) || 0;
      const elapsed = Number(timer.elapsedMs) || 0;
      const progress = duration > 0 ? Math.min(100, (100 * elapsed) / duration) : 0;
      this.list.append(el('li', { class: 'timer', dataset: { timerId: timer.id, state: timer.state } }, [
        el('div', { class: 'timer-head' }, [
          el('strong', { class: 'timer-id', text: timer.id }),
          el('span', { class: `badge badge-${timer.state}`, text: timer.state }),
          el('span', { class: 'timer-values', text: `${formatMs(elapsed)} elapsed · ${formatMs(timer.remainingMs)} left of ${formatMs(duration)}` }),
        ]),
        el('div', { class: 'timer-progress' }, [el('div', { class: 'timer-progress-fill', style: { width: `${progress}%` } })]),
        el('div', { class: 'timer-actions' }, ['start', 'pause', 'reset'].map((action) => el('button', {
          type: 'button', text: action, disabled: readOnly, dataset: { timerAction: action, timer: timer.id },
          on: { click: () => this.actions.onTimer(timer.id, action) },
        }))),
      ]));
    }
  }
}

/** Milliseconds as m:ss.t (h:mm:ss when an hour or more). */
export function formatMs(ms) {
  const value = Math.max(0, Number(ms) || 0);
  const tenths = Math.floor((value % 1000) / 100);
  const totalSeconds = Math.floor(value / 1000);
  const seconds = totalSeconds % 60;
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const hours = Math.floor(totalSeconds / 3600);
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}.${tenths}`;
}
