// The navigation stack panel (#stack): the snapshot's controllers bottom first (Config/openapi.json
// `stack`), the visible one marked, each tab's controllers with their tab (docs/semantics.md#presented-controllers), the
// presented controllers last with who presented them and how, then instances the trace
// mentions that are no longer in the stack (seed 000 pushes a new ALandscapeViewController#n
// on every landscape turn), greyed.
import { el, clear } from './dom.js';

export class StackView {
  /**
   * @param {{onPerformSegue?(identifier: string, controller: string)}} actions  a visible row's
   *        segue buttons (docs/semantics.md, "Segues performed in code"); disabled while `readOnly`.
   */
  constructor(list, barState, { onPerformSegue } = {}) {
    this.list = list;
    this.barState = barState;
    this.onPerformSegue = onPerformSegue;
    this.readOnly = true;
  }

  /** The segues a visible controller's code can perform, one button each (performSegue from it). */
  segueButtons(controller) {
    const segues = Array.isArray(controller.segues) ? controller.segues : [];
    if (!controller.visible || segues.length === 0) return null;
    return el('span', { class: 'stack-segues' }, segues.map((identifier) => el('button', {
      type: 'button', class: 'segue-button', dataset: { segue: identifier },
      title: `performSegue ${identifier} from ${controller.id}, as its code would`,
      disabled: this.readOnly ? true : null,
      on: { click: () => this.onPerformSegue?.(identifier, controller.id) },
    }, [`▸ ${identifier}`])));
  }

  /**
   * @param {Array|null} controllers  snapshot.stack (null when only a trace is known)
   * @param {boolean|null} navigationBarHidden
   * @param {Iterable<string>} seenInTrace  controller ids the trace mentions, in first-seen order
   * @param {{tabTitles?: string[], onScreen?: Set<string>}} more  the tab bar's item titles (to
   *        name a row's tab) and the controllers owning a view in the layout (never "gone")
   */
  render(controllers, navigationBarHidden, seenInTrace, { tabTitles = [], onScreen = new Set() } = {}) {
    const stack = Array.isArray(controllers) ? controllers : [];
    const inStack = new Set(stack.map((c) => c.id));
    // Containers (navigation, tab bar) and presenters are never rows but are alive all the same.
    const containers = new Set(stack.flatMap((c) => [c.parent, c.presentedBy]).filter(Boolean));
    const gone = [...seenInTrace].filter((id) => id && !inStack.has(id) && !containers.has(id) && !onScreen.has(id));

    clear(this.list);
    // The front layer's rows (the last presented controller's on): only their code runs a
    // segue now; a presenter showing under a sheet takes none (docs/semantics.md, "Segues performed in code").
    const lastPresented = stack.map((c) => typeof c.presentedBy === 'string').lastIndexOf(true);
    this.frontFrom = lastPresented < 0 ? 0 : lastPresented;
    stack.forEach((controller, index) => {
      const hasTab = Number.isInteger(controller.tab);
      const presented = typeof controller.presentedBy === 'string';
      const tabTitle = hasTab && typeof tabTitles[controller.tab] === 'string' ? tabTitles[controller.tab] : null;
      this.list.append(el('li', {
        class: `stack-item${controller.visible ? ' visible' : ''}${presented ? ' presented' : ''}`,
        dataset: {
          controllerId: controller.id, state: controller.visible ? 'visible' : 'present', index,
          tab: hasTab ? controller.tab : null,
          presentedBy: presented ? controller.presentedBy : null,
          presentationStyle: presented ? controller.presentationStyle ?? '' : null,
        },
      }, [
        el('span', { class: 'stack-index', text: presented ? '↑' : String(index + 1), title: presented ? 'presented' : null }),
        el('span', { class: 'stack-id', text: controller.id }),
        controller.visible ? el('span', { class: 'badge badge-visible', text: 'visible' }) : null,
        hasTab ? el('span', {
          class: 'badge badge-tab', text: tabTitle ? `tab ${controller.tab} · ${tabTitle}` : `tab ${controller.tab}`,
        }) : null,
        controller.parent ? el('span', { class: 'stack-parent', text: `in ${controller.parent}` }) : null,
        presented ? el('span', {
          class: 'stack-presented',
          text: `presented by ${controller.presentedBy}${controller.presentationStyle ? ` (${controller.presentationStyle})` : ''}`,
        }) : null,
        index >= this.frontFrom ? this.segueButtons(controller) : null,
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
    // one (seed 002, seed 003) there is no bar to speak of. The server says so itself with
    // `navigationBarHidden: null` (Config/openapi.json: no navigation controller on screen, e.g. the
    // selected tab is a plain controller or a full-screen presentation covers it).
    const first = Array.isArray(controllers) && controllers.length > 0 ? controllers[0] : null;
    const inNavigation = first !== null && first.parent !== null && !controllers.some((c) => c.id === first.parent);
    this.barState.textContent = navigationBarHidden === null
      ? (Array.isArray(controllers) ? 'no navigation controller on screen' : '')
      : navigationBarHidden === undefined ? ''
        : first !== null && !inNavigation ? 'no navigation controller'
          : navigationBarHidden ? 'navigation bar hidden' : 'navigation bar shown';
  }
}
