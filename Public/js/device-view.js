// Draws the device and the resolved layout (Config/openapi.json "Layout") inside #device-stage.
//
// Geometry, outside in:
//   .device-body   the phone/tablet in its native portrait shape, turned by the DEVICE
//                  orientation (landscapeLeft −90°, landscapeRight +90°, upside down 180°;
//                  faceUp/faceDown/unknown keep the last turn and show a badge), scaled to fit.
//   #screen        the native portrait screen (e.g. 320×568 on iphone-4).
//   #interface     the window as the interface sees it (`layout.window`, 568×320 in landscape),
//                  centred in the screen and turned by the INTERFACE transform, so content reads
//                  upright once the body is turned. Every view box is absolutely positioned in
//                  #interface at its frame (frames are absolute window coordinates): the DOM nests
//                  like the view tree (wrappers use `display: contents`) but no parent offsets apply.
//
// Layers inside #interface (docs/semantics.md#presented-controllers): the views, then the bars (status, navigation, tab) above
// them. An iPad sheet comes as the root's last children, a `dimmingView` then the sheet's view:
// those are drawn above the bars too (the dimming view covers the whole window), and every view
// drawn before the dimming view is beneath it and cannot be tapped. The status bar stays on top:
// UIKit draws it outside the app's window, so a sheet never dims it.
//
// Marks (each a class and a data-* attribute on the view's box, explained in its tooltip, and
// counted in a badge at the stage's bottom left): `stale` (docs/semantics.md#where-a-controller-lays-out-seed-004), and Auto Layout's
// (docs/semantics.md#auto-layout): `constraints` (laid out by the solver: a thin solid outline), `ambiguous` (a dashed
// outline and a label) and `broken` (a view a broken constraint names: the warning colour). A
// broken-constraint view wholly outside the window (the form's button pushed below the screen)
// also gets a marker on the window's edge it went past, so what broke is never invisible.
import { el, clear, rectText } from './dom.js';
import { brokenViews, constraintReport, viewKey } from './constraints-view.js';
import { deviceTurn, interfaceTurn, turnForInterface, isQuarterTurn, FLAT_BADGES } from './orientation.js';

/** Bezels in points, measured from the real devices (iPhone 5 / iPad 2 proportions; Face ID phones and today's iPads have thin, even ones). */
const BEZELS = {
  phone: { side: 22, end: 100, button: 56, speaker: 60 },
  pad: { side: 96, end: 112, button: 62, speaker: 0 },
  fullScreenPhone: { side: 16, end: 16, button: 0, speaker: 0 },
  fullScreenPad: { side: 40, end: 40, button: 0, speaker: 0 },
};
/** Room left around the body inside the stage, in CSS pixels. */
const STAGE_PADDING = 16;

export class DeviceView {
  /**
   * @param {HTMLElement} stage  the #device-stage element
   * @param {{onTap: (id: string) => void, onBack: (navigation?: string) => void, onSelectTab: (index: number) => void}} actions
   *        `onBack(navigation)`: the back button of an embedded navigation controller's bar,
   *        drawn as a view (docs/semantics.md, "Container views").
   */
  constructor(stage, actions) {
    this.stage = stage;
    this.actions = actions;
    this.readOnly = true;
    this.angle = null; // cumulative body angle, so each turn animates the short way round
    this.turn = null;  // last body turn in -90/0/90/180
    this.size = null;  // unscaled body size
    this.showIds = true;
    this.layers = new Map();   // view → 'covered' | 'dimming' | 'sheet' while a sheet is shown
    this.staleIds = new Set(); // the layout's `stale` list
    this.ambiguousIds = new Set(); // the layout's `constraints.ambiguous` list
    this.broken = new Map();      // "controller/id" → ids of the broken constraints naming the view
    this.sheetRoots = new Set();
    this.badge = el('div', { class: 'flat-badge', id: 'flat-badge', hidden: true });
    this.staleBadge = el('div', { class: 'stale-badge', id: 'stale-badge', hidden: true });
    this.brokenBadge = el('div', { class: 'broken-badge', id: 'broken-badge', hidden: true });
    this.ambiguousBadge = el('div', { class: 'ambiguous-badge', id: 'ambiguous-badge', hidden: true });
    this.badges = el('div', { class: 'stage-badges' }, [this.staleBadge, this.brokenBadge, this.ambiguousBadge]);
    this.interface = el('div', { class: 'interface', id: 'interface' });
    this.screen = el('div', { class: 'screen', id: 'screen' }, [this.interface]);
    this.homeButton = el('div', { class: 'home-button', 'aria-hidden': 'true' });
    this.speaker = el('div', { class: 'speaker', 'aria-hidden': 'true' });
    this.sensor = el('div', { class: 'sensor-housing', id: 'sensor-housing', 'aria-hidden': 'true', hidden: true });
    this.homeIndicator = el('div', { class: 'home-indicator', id: 'home-indicator', 'aria-hidden': 'true' });
    this.screen.append(this.sensor);
    this.body = el('div', { class: 'device-body', id: 'device-body' }, [this.speaker, this.screen, this.homeButton]);
    this.showSafeAreas = false;
    this.placeholder = el('p', { class: 'stage-empty', id: 'stage-empty', text: 'No layout to draw.' });
    clear(stage).append(this.body, this.badge, this.badges, this.placeholder);
    this.body.hidden = true;
    new ResizeObserver(() => this.fit()).observe(stage);
  }

  /** Draws nothing but a note (e.g. a static trace file has no layout). */
  showEmpty(message) {
    this.body.hidden = true;
    this.badge.hidden = true;
    this.staleBadge.hidden = true;
    this.brokenBadge.hidden = true;
    this.ambiguousBadge.hidden = true;
    this.placeholder.textContent = message;
    this.placeholder.hidden = false;
  }

  /**
   * Draws `layout` for a device in `deviceOrientation`.
   * @param {object} layout  the resolved layout (snapshot.layout or GET /layout)
   * @param {{deviceOrientation?: string, deviceId?: string, readOnly?: boolean, statusBarOrientation?: string, device?: object, os?: string}} context
   *        `statusBarOrientation` (the snapshot's) turns the status bar's content when it differs
   *        from the interface's (docs/semantics.md#who-decides-ios-5--ios-6-defaults-crash-checks, the root-less iOS 6 window). `device`: the device's
   *        facts from `GET /v1/devices` (Home button, status bar height) when known; `os`: the
   *        session's iOS version (from iOS 8 no view carries the interface's turn).
   */
  render(layout, { deviceOrientation, deviceId = '', readOnly = true, statusBarOrientation = null, device = null, os = null } = {}) {
    if (!layout || !layout.window || !layout.root) {
      this.showEmpty('This snapshot has no layout.');
      return;
    }
    this.readOnly = readOnly;
    const interfaceOrientation = layout.interfaceOrientation;
    const contentTurn = interfaceTurn(interfaceOrientation);
    const win = { width: Number(layout.window.width) || 0, height: Number(layout.window.height) || 0 };
    // The native portrait screen is the window turned back by the interface transform.
    const native = isQuarterTurn(contentTurn) ? { width: win.height, height: win.width } : win;
    const idiom = device?.idiom ?? (/ipad/i.test(deviceId) || Math.min(native.width, native.height) >= 600 ? 'pad' : 'phone');
    const homeButton = device ? device.homeButton !== false : true;
    const bezel = homeButton ? BEZELS[idiom] : BEZELS[idiom === 'pad' ? 'fullScreenPad' : 'fullScreenPhone'];
    // iOS 5–7 turn the root view with the interface; from iOS 8 the window itself is turned and
    // views carry no turn. A bare layout (no snapshot, so no `os`) is drawn as iOS 5–7's: its
    // transforms alone cannot tell an iOS 8 layout from seed 002's unturned swapped-in view.
    const major = Number.parseInt(os ?? '', 10);
    const viewBase = Number.isFinite(major) && major >= 8 ? 0 : contentTurn;

    // Body turn: the device orientation's, or the last one for flat/unknown orientations.
    const turn = deviceTurn(deviceOrientation);
    if (turn !== null) this.turn = turn;
    else if (this.turn === null) this.turn = turnForInterface(interfaceOrientation);
    this.angle = this.angle === null ? this.turn : this.angle + shortestDelta(this.angle, this.turn);

    this.size = { width: native.width + 2 * bezel.side, height: native.height + 2 * bezel.end };
    Object.assign(this.body.style, { width: px(this.size.width), height: px(this.size.height) });
    this.body.className = `device-body idiom-${idiom}`;
    Object.assign(this.body.dataset, { idiom, deviceOrientation: deviceOrientation ?? '', turn: String(this.turn) });
    Object.assign(this.screen.style, {
      left: px(bezel.side), top: px(bezel.end), width: px(native.width), height: px(native.height),
    });
    Object.assign(this.homeButton.style, {
      width: px(bezel.button), height: px(bezel.button),
      left: px((this.size.width - bezel.button) / 2), top: px(this.size.height - bezel.end / 2 - bezel.button / 2),
    });
    Object.assign(this.speaker.style, {
      width: px(bezel.speaker), left: px((this.size.width - bezel.speaker) / 2), top: px(bezel.end / 2 - 3),
    });
    this.speaker.hidden = bezel.speaker === 0;
    this.homeButton.hidden = !homeButton;
    // The sensor housing of a Face ID phone, in the native portrait screen: a notch, or from the
    // 54 pt status bar on, the Dynamic Island (its shape is drawn, never laid out against).
    const island = Number(device?.statusBarHeight) >= 54;
    this.sensor.hidden = homeButton || idiom !== 'phone';
    this.sensor.className = `sensor-housing ${island ? 'dynamic-island' : 'notch'}`;
    const sensorWidth = island ? 125 : Math.round(native.width * 0.56);
    Object.assign(this.sensor.style, {
      width: px(sensorWidth), height: px(island ? 37 : 30), left: px((native.width - sensorWidth) / 2), top: px(island ? 11 : 0),
    });
    this.body.dataset.homeButton = String(homeButton);
    Object.assign(this.interface.style, {
      width: px(win.width), height: px(win.height),
      left: px((native.width - win.width) / 2), top: px((native.height - win.height) / 2),
      transform: `rotate(${contentTurn}deg)`,
    });
    Object.assign(this.interface.dataset, { interfaceOrientation: interfaceOrientation ?? '', turn: String(contentTurn) });
    this.interface.classList.toggle('hide-ids', !this.showIds);
    this.interface.classList.toggle('read-only', readOnly);

    // Which views sit beneath a sheet's dimming view, which above it (see the header).
    const order = [...preOrder(layout.root)];
    const dimming = order.findLastIndex(isDimmingView);
    this.layers = new Map(dimming < 0 ? [] : order.map((view, index) => [
      view, index < dimming ? 'covered' : index === dimming ? 'dimming' : 'sheet',
    ]));
    const dimmed = dimming >= 0;
    // The sheet's own view(s): the dimming view's later siblings, drawn as an opaque card.
    this.sheetRoots = new Set(dimmed ? laterSiblings(layout.root, order[dimming]) : []);
    // Stale views (docs/semantics.md#where-a-controller-lays-out-seed-004): a view says so itself; the layout's `stale` list names them too.
    this.staleIds = new Set(Array.isArray(layout.stale) ? layout.stale : []);
    const staleCount = order.filter((view) => this.isStale(view)).length;
    // Auto Layout (docs/semantics.md#auto-layout): the ambiguous views, and the views each broken constraint names.
    const report = constraintReport(layout);
    this.ambiguousIds = new Set(report.ambiguous);
    this.broken = brokenViews(layout);
    const ambiguousCount = order.filter((view) => this.isAmbiguous(view)).length;

    // The home indicator follows the interface: centred 8 pt above the window's bottom edge.
    Object.assign(this.homeIndicator.style, { left: px((win.width - 134) / 2), top: px(win.height - 13) });
    clear(this.interface).append(...[
      this.viewNode(layout.root, viewBase),
      ...order.map((view) => this.offscreenMarker(view, win)),
      layout.navigationBar ? this.navigationBar(layout.navigationBar, dimmed) : null,
      layout.tabBar ? this.tabBar(layout.tabBar, dimmed) : null,
      layout.statusBar ? this.statusBar(layout.statusBar, statusBarTurn(layout, statusBarOrientation, contentTurn)) : null,
      homeButton ? null : this.homeIndicator,
    ].filter(Boolean));
    this.interface.classList.toggle('show-safe-areas', this.showSafeAreas);
    this.interface.dataset.dimmed = String(dimmed);

    this.staleBadge.hidden = staleCount === 0;
    this.staleBadge.textContent = staleCount === 1 ? '1 view laid out for other bounds'
      : `${staleCount} views laid out for other bounds`;
    const brokenCount = report.unsatisfiable.length;
    this.brokenBadge.hidden = brokenCount === 0;
    this.brokenBadge.textContent = brokenCount === 1 ? '1 broken constraint' : `${brokenCount} broken constraints`;
    this.ambiguousBadge.hidden = ambiguousCount === 0;
    this.ambiguousBadge.textContent = ambiguousCount === 1 ? '1 ambiguous view' : `${ambiguousCount} ambiguous views`;

    const flat = FLAT_BADGES[deviceOrientation];
    this.badge.hidden = !flat;
    this.badge.textContent = flat ?? '';
    this.placeholder.hidden = true;
    this.body.hidden = false;
    this.fit();
  }

  /** Shows or hides each controller root view's safe area (iOS 11 and later; `safeAreaInsets`). */
  setShowSafeAreas(show) {
    this.showSafeAreas = show;
    this.interface.classList.toggle('show-safe-areas', show);
  }

  /** Shows or hides the small id tag on every box. */
  setShowIds(show) {
    this.showIds = show;
    this.interface.classList.toggle('hide-ids', !show);
  }

  /** Scales the body to fit the stage, keeping it centred. */
  fit() {
    if (!this.size || this.body.hidden) return;
    const quarter = isQuarterTurn(this.turn);
    const boxWidth = quarter ? this.size.height : this.size.width;
    const boxHeight = quarter ? this.size.width : this.size.height;
    const availableWidth = Math.max(this.stage.clientWidth - 2 * STAGE_PADDING, 40);
    const availableHeight = Math.max(this.stage.clientHeight - 2 * STAGE_PADDING, 40);
    const scale = Math.min(availableWidth / boxWidth, availableHeight / boxHeight);
    this.scale = scale;
    this.stage.dataset.scale = String(scale);
    this.body.style.transform = `translate(-50%, -50%) rotate(${this.angle}deg) scale(${scale})`;
  }

  viewNode(view, contentTurn) {
    const kind = typeof view.kind === 'string' ? view.kind : 'view';
    const frame = view.frame || { x: 0, y: 0, width: 0, height: 0 };
    const transform = Number(view.transform) || 0;
    // A view whose transform differs from the interface's (seed 002's swapped-in view) is drawn
    // as its bounds-sized box, centred in the frame and rotated by the difference (docs/semantics.md#devices).
    const delta = normaliseDegrees(transform - contentTurn);
    let box = frame;
    if (delta !== 0) {
      const bounds = view.bounds && view.bounds.width !== undefined ? view.bounds
        : isQuarterTurn(delta) ? { width: frame.height, height: frame.width } : frame;
      box = {
        x: frame.x + (frame.width - bounds.width) / 2, y: frame.y + (frame.height - bounds.height) / 2,
        width: bounds.width, height: bounds.height,
      };
    }
    const isButton = kind === 'button';
    const colour = namedColour(view.id);
    const layer = this.layers.get(view) ?? null;
    const covered = layer === 'covered';
    const laidOutFor = sizeText(view.laidOutFor);
    const stale = this.isStale(view);
    const layoutBy = typeof view.layoutBy === 'string' ? view.layoutBy : null;
    const ambiguous = this.isAmbiguous(view);
    const broken = this.brokenBy(view);
    const className = typeof view.class === 'string' && view.class ? view.class : null;
    const classes = ['view', `kind-${knownKind(kind)}`, colour ? 'coloured' : null, layer ? `layer-${layer}` : null,
      this.sheetRoots.has(view) ? 'sheet-root' : null, stale ? 'stale' : null,
      layoutBy === 'constraints' ? 'by-constraints' : null, ambiguous ? 'ambiguous' : null,
      broken.length ? 'broken' : null].filter(Boolean).join(' ');
    const boxEl = el(isButton ? 'button' : 'div', {
      class: classes,
      type: isButton ? 'button' : null,
      // Beneath a dimming view a button is out of reach (the server would answer 422).
      tabindex: covered && isButton ? '-1' : null,
      'aria-disabled': covered && isButton ? 'true' : null,
      title: `${view.id} (${className ? `${className}, ` : ''}${kind}) of ${view.controller ?? '—'}`
        + `\nframe ${rectText(frame)}  bounds ${rectText(view.bounds)}  transform ${transform}°`
        + (view.contentInset ? `\ncontent inset ${insetsText(view.contentInset)} (top, left, bottom, right): its content starts below the bars` : '')
        + (layoutBy ? `\nlaid out by ${layoutBy}${ambiguous ? ' (ambiguous: another frame would satisfy its constraints equally well)' : ''}` : '')
        + (laidOutFor ? `\nlaid out for ${laidOutFor}${stale ? ' (stale: its bounds changed since)' : ''}` : '')
        + (broken.length ? `\nnamed by the broken constraint${broken.length > 1 ? 's' : ''} ${broken.join(', ')}` : '')
        + (covered ? '\nbeneath the dimming view: cannot be tapped' : ''),
      dataset: {
        viewId: view.id, controller: view.controller ?? '', kind, transform, delta,
        frame: [frame.x, frame.y, frame.width, frame.height].join(','),
        layer, laidOutFor: laidOutFor || null, stale: stale ? 'true' : null,
        class: className, layoutBy, ambiguous: ambiguous ? 'true' : null, broken: broken.length ? broken.join(' ') : null,
      },
      style: {
        left: px(box.x), top: px(box.y), width: px(box.width), height: px(box.height),
        transform: delta ? `rotate(${delta}deg)` : '',
        '--view-hue': String(hue(view.controller ?? view.id ?? '')),
        ...(colour ? { '--view-colour': colour } : {}),
      },
    }, [
      el('span', { class: 'view-tag', text: view.id }),
      view.text !== null && view.text !== undefined ? el('span', { class: 'view-text', text: view.text }) : null,
      stale ? el('span', { class: 'stale-label', text: laidOutFor ? `laid out for ${laidOutFor}` : 'stale' }) : null,
      ambiguous ? el('span', { class: 'ambiguous-label', text: 'ambiguous' }) : null,
      broken.length ? el('span', { class: 'broken-label', text: 'broken constraint' }) : null,
    ]);
    if (layer === 'dimming' || covered) {
      // The dimming view swallows every click, as UIKit's does; what it covers never gets one.
      boxEl.addEventListener('click', (event) => event.stopPropagation());
    } else if (isButton && typeof view.id === 'string' && view.id.endsWith('/backButton') && view.controller) {
      // An embedded navigation controller's back button: `back` on that navigation controller.
      boxEl.addEventListener('click', (event) => { event.stopPropagation(); if (!this.readOnly) this.actions.onBack(view.controller); });
    } else if (isButton) {
      boxEl.addEventListener('click', (event) => { event.stopPropagation(); this.tap(view.id); });
    } else {
      // Any other view can still be tapped deliberately (the server decides: 422 if not tappable).
      boxEl.addEventListener('click', (event) => {
        if (!event.shiftKey) return;
        event.stopPropagation();
        this.tap(view.id);
      });
    }
    const children = Array.isArray(view.children) ? view.children : [];
    // A view hidden for the session's size classes (`hidden: true`) is not drawn, nor are its
    // subviews (docs/app-format.md, "Size classes"); the node stays, for the tree's shape.
    const node = el('div', { class: 'view-node', hidden: view.hidden === true, dataset: { nodeFor: view.id } }, [
      boxEl, safeAreaNode(view, frame), ...children.map((child) => this.viewNode(child, contentTurn)),
    ]);
    if (kind === 'cell' && !covered && layer !== 'dimming') {
      // A table row is tapped anywhere in it, on its labels too (they take no touches in
      // UIKit); a button inside it, or a shift-click on a subview, takes its own tap first.
      node.addEventListener('click', (event) => {
        event.stopPropagation();
        this.tap(view.id);
      });
    }
    return node;
  }

  tap(id) {
    if (!this.readOnly) this.actions.onTap(id);
  }

  /** docs/semantics.md#where-a-controller-lays-out-seed-004: `stale` on the view wins; a view without the key is stale when the layout lists its id. */
  isStale(view) {
    if (typeof view.stale === 'boolean') return view.stale;
    return this.staleIds.has(view.id);
  }

  /** docs/semantics.md#auto-layout: `ambiguous` on the view wins; a view without the key is ambiguous when the layout lists its id. */
  isAmbiguous(view) {
    if (typeof view.ambiguous === 'boolean') return view.ambiguous;
    return this.ambiguousIds.has(view.id);
  }

  /** The ids of the broken constraints that name the view (as their item or toItem), or []. */
  brokenBy(view) {
    return this.broken.get(viewKey(view.controller, view.id)) ?? [];
  }

  /**
   * For a view a broken constraint names that lies wholly outside the window: a marker on the
   * window's edge it went past, across the part of that edge it faces ("signUp ↓ off screen").
   */
  offscreenMarker(view, win) {
    const broken = this.brokenBy(view);
    const f = view.frame;
    if (broken.length === 0 || !f) return null;
    const side = f.y >= win.height ? 'bottom' : f.y + f.height <= 0 ? 'top'
      : f.x >= win.width ? 'right' : f.x + f.width <= 0 ? 'left' : null;
    if (!side) return null;
    const arrow = { bottom: '↓', top: '↑', right: '→', left: '←' }[side];
    const clamp = (value, low, high) => Math.min(Math.max(value, low), high);
    const along = side === 'bottom' || side === 'top'
      ? { left: px(clamp(f.x + f.width / 2, 0, win.width)) }
      : { top: px(clamp(f.y + f.height / 2, 0, win.height)) };
    const beyond = side === 'bottom' ? f.y - win.height : side === 'top' ? -(f.y + f.height)
      : side === 'right' ? f.x - win.width : -(f.x + f.width);
    return el('div', {
      class: `offscreen-marker offscreen-${side}`, style: along,
      title: `${view.id} is ${Math.round(beyond)} points past the window's ${side} edge (frame ${rectText(f)}), `
        + `named by the broken constraint${broken.length > 1 ? 's' : ''} ${broken.join(', ')}`,
      dataset: { offscreenFor: view.id, controller: view.controller ?? '', side },
    }, [el('span', { text: `${view.id} ${arrow} off screen` })]);
  }

  /**
   * The status bar at its frame; its content is turned by `turn` when the status bar shows
   * another orientation than the interface (a 20-wide strip along a portrait window).
   */
  statusBar(statusBar, turn) {
    const frame = statusBar.frame || { x: 0, y: 0, width: 0, height: 0 };
    const quarter = isQuarterTurn(turn);
    const width = quarter ? frame.height : frame.width;
    const height = quarter ? frame.width : frame.height;
    return el('div', { class: 'status-bar', id: 'status-bar', style: frameStyle(frame), dataset: { turn } }, [
      el('div', {
        class: 'status-bar-content',
        style: {
          width: px(width), height: px(height), left: px((frame.width - width) / 2), top: px((frame.height - height) / 2),
          transform: turn ? `rotate(${turn}deg)` : '',
        },
      }, [el('span', { text: '●●●●○ Swivel' }), el('span', { text: '9:41' }), el('span', { text: '100% ▮' })]),
    ]);
  }

  navigationBar(bar, dimmed) {
    const hasBack = bar.backButton !== null && bar.backButton !== undefined;
    // A large title, below the buttons' row (docs/semantics.md#large-titles).
    const large = bar.largeTitle === true;
    return el('div', { class: large ? 'nav-bar large-title' : 'nav-bar', id: 'nav-bar', style: frameStyle(bar.frame) }, [
      hasBack ? el('button', {
        type: 'button', class: 'nav-back', id: 'nav-back', dataset: { role: 'back' },
        title: 'Back (Escape)', text: `‹ ${bar.backButton}`, tabindex: dimmed ? '-1' : null,
        on: { click: (event) => { event.stopPropagation(); if (!this.readOnly && !dimmed) this.actions.onBack(); } },
      }) : null,
      typeof bar.title === 'string' && bar.title ? el('span', { class: 'nav-title', id: 'nav-title', text: bar.title }) : null,
    ]);
  }

  /** docs/semantics.md#presented-controllers `tabBar`: one item per tab, the selected one highlighted; a click selects the tab. */
  tabBar(bar, dimmed) {
    const items = Array.isArray(bar.items) ? bar.items : [];
    return el('div', {
      class: 'tab-bar', id: 'tab-bar', role: 'tablist', style: frameStyle(bar.frame),
      dataset: { selectedIndex: bar.selectedIndex ?? '' },
    }, items.map((title, index) => {
      const selected = index === bar.selectedIndex;
      return el('button', {
        type: 'button', class: `tab-item${selected ? ' selected' : ''}`, role: 'tab',
        'aria-selected': String(selected), tabindex: dimmed ? '-1' : null,
        title: `Tab ${index}: ${title}` + (selected ? ' (selected: a click pops a navigation tab to its root)' : ''),
        dataset: { tabIndex: index, selected: String(selected) },
        on: {
          click: (event) => {
            event.stopPropagation();
            if (!this.readOnly && !dimmed) this.actions.onSelectTab(index);
          },
        },
      }, [
        el('span', { class: 'tab-icon', 'aria-hidden': 'true', text: String(title).slice(0, 1) }),
        el('span', { class: 'tab-title', text: title }),
      ]);
    }));
  }
}

/** The layout's views in drawing order (pre-order: a parent before its children, later siblings in front). */
function* preOrder(view) {
  yield view;
  for (const child of Array.isArray(view.children) ? view.children : []) yield* preOrder(child);
}

/** The siblings drawn after `target` (in front of it), found anywhere under `view`. */
function laterSiblings(view, target) {
  const children = Array.isArray(view.children) ? view.children : [];
  const index = children.indexOf(target);
  if (index >= 0) return children.slice(index + 1);
  for (const child of children) {
    const found = laterSiblings(child, target);
    if (found.length > 0) return found;
  }
  return [];
}

/** A sheet's dimming view (docs/semantics.md#presented-controllers): UIKit's, so it belongs to no controller. */
function isDimmingView(view) {
  return view.id === 'dimmingView' && (view.controller === null || view.controller === undefined);
}

/**
 * How far the status bar's content turns from the interface's: from the snapshot's
 * `statusBarOrientation` when known; for a bare layout, a bar taller than wide across a
 * window wider than tall (or the reverse) is turned a quarter.
 */
function statusBarTurn(layout, statusBarOrientation, contentTurn) {
  if (statusBarOrientation) return normaliseDegrees(interfaceTurn(statusBarOrientation) - contentTurn);
  const frame = layout.statusBar?.frame;
  if (!frame || !layout.window) return 0;
  const tallBar = frame.height > frame.width;
  const tallWindow = layout.window.height > layout.window.width;
  return tallBar === tallWindow ? 0 : 90;
}

/** `{width, height}` as "320×504", or '' when absent. */
function sizeText(size) {
  if (!size || typeof size !== 'object') return '';
  return `${Number(size.width) || 0}×${Number(size.height) || 0}`;
}

function frameStyle(frame) {
  const f = frame || { x: 0, y: 0, width: 0, height: 0 };
  return { left: px(f.x), top: px(f.y), width: px(f.width), height: px(f.height) };
}

function px(n) {
  return `${Number(n) || 0}px`;
}

/** Degrees folded into (-180, 180]. */
function normaliseDegrees(degrees) {
  const d = ((degrees % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
}

function shortestDelta(from, to) {
  return normaliseDegrees(to - from);
}

function knownKind(kind) {
  return ['view', 'label', 'button', 'timerLabel', 'drawing', 'cell'].includes(kind) ? kind : 'view';
}

/** A stable hue per controller, so each controller's views share a tint. */
function hue(text) {
  let h = 0;
  for (const ch of String(text)) h = (h * 31 + ch.codePointAt(0)) % 360;
  return h;
}

/** Views named after a colour (seed 003's green/magenta/orange boxes) are filled with it. */
function namedColour(id) {
  if (typeof id !== 'string' || !/^[a-z]{3,20}$/i.test(id)) return null;
  return CSS.supports('color', id) ? id : null;
}

/** `UIEdgeInsets` as the tooltips write them: "103, 0, 34, 0". */
function insetsText(insets) {
  return [insets.top, insets.left, insets.bottom, insets.right].map((value) => String(Math.round(value * 100) / 100)).join(', ');
}

/**
 * The safe area of a controller's root view (its frame less `safeAreaInsets`), drawn when safe
 * areas are shown; null for a view without insets (every view before iOS 11, and subviews).
 */
function safeAreaNode(view, frame) {
  const insets = view.safeAreaInsets;
  if (!insets || typeof insets.top !== 'number') return null;
  const area = {
    x: frame.x + insets.left, y: frame.y + insets.top,
    width: Math.max(0, frame.width - insets.left - insets.right), height: Math.max(0, frame.height - insets.top - insets.bottom),
  };
  return el('div', {
    class: 'safe-area', 'aria-hidden': 'true',
    title: `${view.id}'s safe area: insets ${insets.top}, ${insets.left}, ${insets.bottom}, ${insets.right} (top, left, bottom, right)`,
    dataset: { safeAreaFor: view.id, insets: [insets.top, insets.left, insets.bottom, insets.right].join(',') },
    style: { left: px(area.x), top: px(area.y), width: px(area.width), height: px(area.height) },
  });
}
