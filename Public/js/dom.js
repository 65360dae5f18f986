// Tiny DOM helpers: build elements declaratively, never through innerHTML with data,
// so text from the server (titles, ids, error messages) can never inject markup.

/**
 * Creates an element. `attrs` keys: `class`, `text`, `dataset` (object), `style` (object),
 * `on` (object of event listeners), `hidden`, anything else becomes an attribute
 * (skipped when null/undefined/false).
 */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    switch (key) {
      case 'class': node.className = value; break;
      case 'text': node.textContent = String(value); break;
      case 'dataset': for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) node.dataset[k] = String(v); break;
      case 'style': setStyle(node, value); break;
      case 'on': for (const [type, fn] of Object.entries(value)) node.addEventListener(type, fn); break;
      case 'hidden': node.hidden = Boolean(value); break;
      default: node.setAttribute(key, value === true ? '' : String(value));
    }
  }
  for (const child of [].concat(children)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Sets inline styles, custom properties (`--name`) included. */
export function setStyle(node, styles) {
  for (const [name, value] of Object.entries(styles)) {
    if (name.startsWith('--')) node.style.setProperty(name, value);
    else node.style[name] = value;
  }
}

/** Shorthand for `document.getElementById` that fails loudly when the page lacks the id. */
export function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`index.html lacks #${id}`);
  return node;
}

/** Removes every child of `node`. */
export function clear(node) {
  while (node.firstChild) node.firstChild.remove();
  return node;
}

/** `{x,y,width,height}` as a short human string, or an em dash for null. */
export function rectText(rect) {
  if (!rect) return '—';
  const { x = 0, y = 0, width = 0, height = 0 } = rect;
  return (x || y) ? `${fmt(x)},${fmt(y)} ${fmt(width)}×${fmt(height)}` : `${fmt(width)}×${fmt(height)}`;
}

function fmt(n) {
  return Number.isInteger(n) ? String(n) : Number(n).toFixed(1);
}

/** True when a key event comes from a place where typing must win over shortcuts. */
export function isTypingTarget(target) {
  if (!(target instanceof Element)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
