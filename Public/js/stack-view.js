// The navigation stack panel (#stack): the snapshot's controllers bottom first (SPEC §7
// `stack`), the visible one marked, then instances the trace mentions that are no longer
// in the stack (seed 000 pushes a new ALandscapeViewController#n on every landscape turn),
// greyed.
import { el, clear } from './dom.js';

export class StackView {
  constructor(list, barState) {
    this.list = list;
    this.barState = barState;
  }

  /**
   * @param {Array|null} controllers  snapshot.stack (null when only a trace is known)
   * @param {boolean|null} navigationBarHidden
   * @param {Iterable<string>} seenInTrace  controller ids the trace mentions, in first-seen order
   */
  render(controllers, navigationBarHidden, seenInTrace) {
    const stack = Array.isArray(controllers) ? controllers : [];
    const inStack = new Set(stack.map((c) => c.id));
    const containers = new Set(stack.map((c) => c.parent).filter(Boolean));
    const gone = [...seenInTrace].filter((id) => id && !inStack.has(id) && !containers.has(id));

    clear(this.list);
    stack.forEach((controller, index) => {
      this.list.append(el('li', {
        class: `stack-item${controller.visible ? ' visible' : ''}`,
        dataset: { controllerId: controller.id, state: controller.visible ? 'visible' : 'present', index },
      }, [
        el('span', { class: 'stack-index', text: String(index + 1) }),
        el('span', { class: 'stack-id', text: controller.id }),
        controller.visible ? el('span', { class: 'badge badge-visible', text: 'visible' }) : null,
        controller.parent ? el('span', { class: 'stack-parent', text: `in ${controller.parent}` }) : null,
      ]));
    });
    if (!Array.isArray(controllers)) {
      this.list.append(el('li', { class: 'stack-note', text: 'No snapshot loaded: the stack is unknown.' }));
    } else if (stack.length === 0) {
      this.list.append(el('li', { class: 'stack-note', text: 'Empty stack.' }));
    }
    if (gone.length > 0) {
      // Without a snapshot nothing is known to be gone: the ids are only "seen".
      const known = Array.isArray(controllers);
      this.list.append(el('li', {
        class: 'stack-separator',
        text: known ? 'Seen in the trace, no longer in the stack' : 'Controllers seen in the trace',
      }));
      for (const id of gone) {
        this.list.append(el('li', { class: 'stack-item gone', dataset: { controllerId: id, state: known ? 'gone' : 'seen' } }, [
          el('span', { class: 'stack-index', text: '–' }),
          el('span', { class: 'stack-id', text: id }),
          known ? el('span', { class: 'badge badge-gone', text: 'gone' }) : null,
        ]));
      }
    }
    // A navigation stack's controllers share a container that is not listed itself; without
    // one (seed 002, seed 003) there is no bar to speak of.
    const first = Array.isArray(controllers) && controllers.length > 0 ? controllers[0] : null;
    const inNavigation = first !== null && first.parent !== null && !controllers.some((c) => c.id === first.parent);
    this.barState.textContent = navigationBarHidden === null || navigationBarHidden === undefined
      ? '' : first !== null && !inNavigation ? 'no navigation controller'
        : navigationBarHidden ? 'navigation bar hidden' : 'navigation bar shown';
  }
}
