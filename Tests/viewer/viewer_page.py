"""Page helpers shared by the viewer tests: waiting, reading what is drawn, comparing it to layout JSON."""
import json
import math

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

TOLERANCE_PX = 1.5

_GEOMETRY_JS = """
const stage = document.getElementById('device-stage');
const iface = document.getElementById('interface');
const body = document.getElementById('device-body');
const rect = (node) => { const r = node.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
const css = (node) => [node.offsetLeft, node.offsetTop, node.offsetWidth, node.offsetHeight];
const bar = (id) => { const node = document.getElementById(id); return node ? {rect: rect(node), css: css(node)} : null; };
const r = iface.getBoundingClientRect();
return {
  scale: parseFloat(stage.dataset.scale),
  center: [r.left + r.width / 2, r.top + r.height / 2],
  bodyTurn: Number(body.dataset.turn),
  interfaceTurn: Number(iface.dataset.turn),
  window: [iface.offsetWidth, iface.offsetHeight],
  strayText: [...iface.querySelectorAll('*')].concat([iface]).flatMap((n) => [...n.childNodes])
    .filter((n) => n.nodeType === Node.TEXT_NODE && n.parentElement.closest('.view-node, #interface') === n.parentElement)
    .map((n) => n.textContent),
  statusBar: bar('status-bar'),
  navBar: bar('nav-bar'),
  tabBar: bar('tab-bar'),
  boxes: [...iface.querySelectorAll('[data-view-id]')].map((b) => ({
    id: b.dataset.viewId, controller: b.dataset.controller, kind: b.dataset.kind,
    frame: b.dataset.frame.split(',').map(Number), delta: Number(b.dataset.delta),
    rect: rect(b), css: css(b), transform: b.style.transform,
    layer: b.dataset.layer ?? null, stale: b.dataset.stale === 'true', laidOutFor: b.dataset.laidOutFor ?? null,
    staleLabel: b.querySelector('.stale-label')?.textContent ?? null,
    layoutBy: b.dataset.layoutBy ?? null, className: b.dataset.class ?? null,
    byConstraints: b.classList.contains('by-constraints'),
    ambiguous: b.dataset.ambiguous === 'true' && b.classList.contains('ambiguous'),
    ambiguousLabel: b.querySelector('.ambiguous-label')?.textContent ?? null,
    broken: b.dataset.broken ?? null, brokenClass: b.classList.contains('broken'),
    brokenLabel: b.querySelector('.broken-label')?.textContent ?? null,
    outline: [getComputedStyle(b).outlineStyle, getComputedStyle(b).outlineColor],
    tooltip: b.title,
    shown: b.getClientRects().length > 0,
  })),
  offscreen: [...iface.querySelectorAll('[data-offscreen-for]')].map((m) => ({
    id: m.dataset.offscreenFor, controller: m.dataset.controller, side: m.dataset.side, text: m.textContent,
    rect: rect(m), window: iface.getBoundingClientRect().toJSON(),
  })),
};
"""


def wait(driver, condition, timeout=10, message=""):
    """Waits until `condition(driver)` is truthy and returns its value."""
    return WebDriverWait(driver, timeout, poll_frequency=0.1,
                         ignored_exceptions=(StaleElementReferenceException,)).until(condition, message)


def text_of(driver, element_id):
    return driver.find_element(By.ID, element_id).text


def wait_text(driver, element_id, expected, timeout=10):
    wait(driver, lambda d: text_of(d, element_id) == expected, timeout,
         f"#{element_id} never showed {expected!r} (last: {text_of(driver, element_id)!r})")


def error_banner(driver):
    """The error banner's text, or None when it is hidden."""
    banner = driver.find_element(By.ID, "error")
    return banner.text if banner.is_displayed() else None


def stack_items(driver):
    """`[(controller id, state)]` as listed in #stack (state: visible, present, gone or seen)."""
    return [(li.get_attribute("data-controller-id"), li.get_attribute("data-state"))
            for li in driver.find_elements(By.CSS_SELECTOR, "#stack li[data-controller-id]")]


def visible_controller(driver):
    visible = [cid for cid, state in stack_items(driver) if state == "visible"]
    return visible[0] if len(visible) == 1 else visible


def trace_rows(driver, only_shown=False):
    rows = driver.find_elements(By.CSS_SELECTOR, "#trace tbody tr")
    return [row for row in rows if row.is_displayed()] if only_shown else rows


def geometry(driver):
    return driver.execute_script(_GEOMETRY_JS)


def flatten(view):
    """The layout's views in drawing (pre-)order."""
    yield view
    for child in view.get("children") or []:
        yield from flatten(child)


def hidden_keys(view, inside_hidden=False):
    """(id, controller) of every view the layout marks hidden, and of every view inside one."""
    hidden = inside_hidden or view.get("hidden") is True
    keys = {(view["id"], view["controller"])} if hidden else set()
    for child in view.get("children") or []:
        keys |= hidden_keys(child, hidden)
    return keys


def expected_page_rect(frame, geo):
    """Where a window-coordinate frame must appear on the page: turned by body + interface turns, scaled."""
    x, y, w, h = frame
    width, height = geo["window"]
    net = math.radians(geo["bodyTurn"] + geo["interfaceTurn"])
    dx, dy = x + w / 2 - width / 2, y + h / 2 - height / 2
    cos, sin = round(math.cos(net)), round(math.sin(net))
    cx = geo["center"][0] + geo["scale"] * (dx * cos - dy * sin)
    cy = geo["center"][1] + geo["scale"] * (dx * sin + dy * cos)
    if sin != 0:
        w, h = h, w
    w, h = w * geo["scale"], h * geo["scale"]
    return [cx - w / 2, cy - h / 2, w, h]


def assert_close(actual, expected, what):
    assert all(abs(a - e) <= TOLERANCE_PX for a, e in zip(actual, expected)), \
        f"{what}: drawn at {[round(v, 1) for v in actual]}, expected {[round(v, 1) for v in expected]}"


def frame_list(frame):
    return [frame["x"], frame["y"], frame["width"], frame["height"]]


def assert_boxes_match_layout(driver, layout):
    """Every view of `layout` is drawn once, in order, at its frame (CSS and on-screen, scaled and turned)."""
    geo = geometry(driver)
    views = list(flatten(layout["root"]))
    # A view of no controller (a sheet's dimming view) has an empty data-controller.
    assert [(b["id"], b["controller"]) for b in geo["boxes"]] == [(v["id"], v["controller"] or "") for v in views]
    assert geo["window"] == [layout["window"]["width"], layout["window"]["height"]]
    assert geo["strayText"] == [], "text outside any view box in the drawing"
    hidden = hidden_keys(layout["root"])
    for box, view in zip(geo["boxes"], views):
        frame = frame_list(view["frame"])
        assert box["frame"] == frame, f"{view['id']}: data-frame {box['frame']} != layout {frame}"
        # docs/app-format.md "Size classes": a hidden view (and what it holds) is not drawn.
        if (view["id"], view["controller"]) in hidden:
            assert not box["shown"], f"{view['id']}: hidden in the layout, drawn on the page"
            continue
        assert box["shown"], f"{view['id']}: not drawn"
        # docs/semantics.md#auto-layout: what laid the view out, and whether it is ambiguous, as the layout says.
        assert box["layoutBy"] == view.get("layoutBy"), f"{view['id']}: data-layout-by {box['layoutBy']}"
        assert box["byConstraints"] == (view.get("layoutBy") == "constraints"), f"{view['id']}: constraint outline"
        assert box["ambiguous"] == bool(view.get("ambiguous")), f"{view['id']}: ambiguous mark"
        assert box["className"] == view.get("class"), f"{view['id']}: data-class {box['className']}"
        if box["delta"] == 0:
            assert_close(box["css"], frame, f"{view['id']} CSS box")
        assert_close(box["rect"], expected_page_rect(frame, geo), f"{view['id']} ({view['controller']}) on screen")
    for key, bar in (("statusBar", "statusBar"), ("navigationBar", "navBar"), ("tabBar", "tabBar")):
        if layout.get(key):
            assert geo[bar] is not None, f"{key} not drawn"
            frame = frame_list(layout[key]["frame"])
            assert_close(geo[bar]["css"], frame, f"{key} CSS box")
            assert_close(geo[bar]["rect"], expected_page_rect(frame, geo), f"{key} on screen")
        else:
            assert geo[bar] is None, f"{key} drawn although the layout has none"
    return geo


def tab_items(driver):
    """`[(title, selected)]` of the drawn tab bar's items, in order."""
    return [(item.find_element(By.CSS_SELECTOR, ".tab-title").text, item.get_attribute("aria-selected") == "true")
            for item in driver.find_elements(By.CSS_SELECTOR, "#tab-bar .tab-item")]


def stack_row(driver, controller_id):
    """The #stack row of a controller (its text and data-* attributes: tab, presented-by, presentation-style)."""
    return driver.find_element(By.CSS_SELECTOR, f'#stack li[data-controller-id="{controller_id}"]')


def view_at_centre(driver, css_selector):
    """The `data-view-id` (and layer) of the box a click at the centre of the element would reach, or None."""
    return driver.execute_script("""
        const r = document.querySelector(arguments[0]).getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const box = hit && hit.closest('[data-view-id]');
        return box ? [box.dataset.viewId, box.dataset.layer ?? null] : null;
    """, css_selector)


def broken_constraints_shown(driver):
    """The Auto Layout panel's breaches: `[{id, controller, bounds, description, where, conflicting}]`, or None when hidden."""
    panel = driver.find_element(By.ID, "constraints-panel")
    if not panel.is_displayed():
        return None
    return [{
        "id": li.get_attribute("data-constraint-id"), "controller": li.get_attribute("data-controller"),
        "bounds": li.get_attribute("data-bounds"),
        "description": li.find_element(By.CSS_SELECTOR, ".constraint-broken").text,
        "where": li.find_element(By.CSS_SELECTOR, ".breach-where").text,
        "conflicting": [c.text for c in li.find_elements(By.CSS_SELECTOR, ".conflicting-list li")],
    } for li in panel.find_elements(By.CSS_SELECTOR, "#broken-constraints > li")]


def listed_in_panel(driver, list_id):
    """The shown lines of one of the Auto Layout panel's lists (`ambiguous-views`, `constraint-notes`)."""
    return [li.text for li in driver.find_elements(By.CSS_SELECTOR, f"#{list_id} li") if li.is_displayed()]


def warnings_shown(driver):
    """The warnings box's lines, or None when it is hidden."""
    box = driver.find_element(By.ID, "warnings")
    if not box.is_displayed():
        return None
    return [li.text for li in box.find_elements(By.CSS_SELECTOR, "#warning-list li")]


def screenshot(driver, output_dir, name):
    path = output_dir / f"{name}.png"
    driver.save_screenshot(str(path))
    return path


def drop_json(driver, name, document):
    """Drops a JSON file on the page the way a user's drag and drop does (DataTransfer + drop event)."""
    driver.execute_script("""
        const [name, text] = arguments;
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], name, {type: 'application/json'}));
        for (const type of ['dragenter', 'dragover', 'drop']) {
          document.body.dispatchEvent(new DragEvent(type, {bubbles: true, cancelable: true, dataTransfer: transfer}));
        }
    """, name, json.dumps(document))


def no_horizontal_overflow(driver):
    return driver.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")


# The Import page (#/import, docs/interface-import.md).

def add_import_files(driver, paths):
    """Chooses files in the Import page's file input, as a user picking several in the dialog does."""
    driver.find_element(By.ID, "import-file-input").send_keys("\n".join(str(path) for path in paths))


def import_files_listed(driver):
    """`[(name, kind)]` of the Import page's file list."""
    return [(li.get_attribute("data-file"), li.get_attribute("data-kind"))
            for li in driver.find_elements(By.CSS_SELECTOR, "#import-files > li")]


def import_file_error(driver, name):
    """`(location, code, message)` shown by a listed file, or None when it shows no error."""
    errors = driver.find_elements(By.CSS_SELECTOR, f'#import-files > li[data-file="{name}"] .file-error')
    if not errors:
        return None
    error = errors[0]
    return tuple(error.find_element(By.CSS_SELECTOR, selector).text
                 for selector in (".file-location", ".file-error-code", ".file-error-message"))


def set_overlay(driver, text):
    """Replaces the overlay editor's text by typing it (so the page sees input events)."""
    field = driver.find_element(By.ID, "import-overlay")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.DELETE)
    if text:
        field.send_keys(text)


def click_import(driver):
    """Clicks Import and waits for its outcome: returns the status line's `(state, text)` (state "done" or "failed")."""
    driver.execute_script("document.getElementById('import-status').dataset.state = ''")
    driver.find_element(By.ID, "import-submit").click()
    wait(driver, lambda d: d.find_element(By.ID, "import-status").get_attribute("data-state") in ("done", "failed"),
         message="the import never finished")
    status = driver.find_element(By.ID, "import-status")
    return status.get_attribute("data-state"), status.text


def import_tree(driver):
    """`[[controller key, [[element id, kind, class, frame]…]]…]` as the result's nested lists show them, in order."""
    return driver.execute_script("""
        return [...document.querySelectorAll('#import-controllers details[data-controller]')].map((section) => [
          section.dataset.controller,
          [...section.querySelectorAll('li.tree-item')].map((li) => [
            li.dataset.elementId, li.dataset.kind, li.dataset.class ?? null, li.dataset.frame ?? null]),
        ]);
    """)


def expected_import_tree(app):
    """What import_tree must show for an app definition: each controller's view trees in pre-order."""
    def walk(element, root=False):
        frame = element.get("frame")
        yield [element.get("id", ""), "root view" if root else element.get("kind", "view"), element.get("class"),
               ",".join(str(frame[k]) for k in ("x", "y", "width", "height")) if frame else None]
        for child in element.get("elements" if root else "children") or []:
            yield from walk(child)

    tree = []
    for key, controller in app["controllers"].items():
        items = []
        for layout in [controller.get("view"), controller.get("landscapeView"), *(controller.get("views") or {}).values()]:
            if layout:
                items += list(walk(layout, root=True))
        tree.append([key, items])
    return tree


def import_sources(driver):
    """`[[controller key, summary source text or None, [[element id, source object or None, row title or None]…]]…]`:
    where the result says each controller and view came from (docs/app-format.md "Where an imported part came from")."""
    return driver.execute_script("""
        return [...document.querySelectorAll('#import-controllers details[data-controller]')].map((section) => [
          section.dataset.controller,
          section.querySelector(':scope > summary .import-source')?.textContent ?? null,
          [...section.querySelectorAll('li.tree-item')].map((li) => [
            li.dataset.elementId, li.dataset.sourceObject ?? null,
            li.querySelector(':scope > .tree-line').getAttribute('title')]),
        ]);
    """)


def expected_import_sources(app):
    """What import_sources must show for an app definition: `file · object`, and each view's object id and tooltip."""
    def text(part):
        source = part.get("source")
        return f"{source['file']} · {source['object']}" if source else None

    def walk(element, root=False):
        source = element.get("source")
        yield [element.get("id", ""), source["object"] if source else None, f"from {text(element)}" if source else None]
        for child in element.get("elements" if root else "children") or []:
            yield from walk(child)

    sources = []
    for key, controller in app["controllers"].items():
        items = []
        for layout in [controller.get("view"), controller.get("landscapeView"), *(controller.get("views") or {}).values()]:
            if layout:
                items += list(walk(layout, root=True))
        sources.append([key, text(controller), items])
    return sources


def import_notes(driver):
    """The notes table's rows as `{"file", "object", "message"}` (object None when the row shows none)."""
    return [{"file": row.get_attribute("data-file"), "object": row.get_attribute("data-object"),
             "message": row.find_element(By.CSS_SELECTOR, ".note-message").text}
            for row in driver.find_elements(By.CSS_SELECTOR, "#import-notes tbody tr")]


def overlay_problems(driver):
    """`[(path, message)]` listed under the overlay editor, or None when the list is hidden."""
    box = driver.find_element(By.ID, "import-overlay-problems")
    if not box.is_displayed():
        return None
    return [(li.get_attribute("data-path"), li.find_element(By.CSS_SELECTOR, ".problem-message").text)
            for li in box.find_elements(By.CSS_SELECTOR, "#import-problem-list li")]


def drop_files(driver, files):
    """Drops `{name: text}` files on the page as a user's drag and drop does (DataTransfer + drop event)."""
    driver.execute_script("""
        const transfer = new DataTransfer();
        for (const [name, text] of Object.entries(arguments[0])) transfer.items.add(new File([text], name, {type: 'text/xml'}));
        for (const type of ['dragenter', 'dragover', 'drop']) {
          document.body.dispatchEvent(new DragEvent(type, {bubbles: true, cancelable: true, dataTransfer: transfer}));
        }
    """, files)


# Rotation decisions (docs/semantics.md#rotation-decisions).

def last_decision_shown(driver):
    """The "Last decision" card beside the device as `{seq, result, turn, meta, asked, reason}`, or None when hidden."""
    card = driver.find_element(By.ID, "last-decision")
    if not card.is_displayed():
        return None
    def text(selector):
        found = card.find_elements(By.CSS_SELECTOR, selector)
        return found[0].text if found else None
    return {"seq": card.get_attribute("data-seq"), "result": card.get_attribute("data-result"),
            "badge": text(".decision-result"), "turn": text(".decision-turn"), "meta": text(".decision-meta"),
            "asked": text(".decision-asked-id"), "reason": text(".decision-reason")}


def decisions_listed(driver):
    """The "Rotation decisions" panel's rows as `{seq, event, trigger, result, turn, reason}`, or None when hidden."""
    if not driver.find_element(By.ID, "decisions-panel").is_displayed():
        return None
    return driver.execute_script("""
        return [...document.querySelectorAll('#decisions > li')].map((li) => ({
          seq: Number(li.dataset.seq), event: li.querySelector('.decision-event').textContent,
          trigger: li.dataset.trigger, result: li.dataset.result,
          badge: li.querySelector('.decision-result').textContent,
          turn: li.querySelector('.decision-turn').textContent, reason: li.querySelector('.decision-reason').textContent,
        }));
    """)


def open_decision(driver, seq):
    """Opens a listed decision's details and returns them as `{name: value}` (answer, shouldAutorotate, …)."""
    row = driver.find_element(By.CSS_SELECTOR, f'#decisions > li[data-seq="{seq}"]')
    row.find_element(By.TAG_NAME, "summary").click()
    wait(driver, lambda d: row.find_element(By.CSS_SELECTOR, "dl.decision-facts").is_displayed(),
         message=f"decision {seq} never opened")
    names = [dt.text for dt in row.find_elements(By.CSS_SELECTOR, "dl.decision-facts dt")]
    values = [dd.text for dd in row.find_elements(By.CSS_SELECTOR, "dl.decision-facts dd")]
    return dict(zip(names, values))
