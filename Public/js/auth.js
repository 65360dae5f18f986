// The server's access token (a server started with SWIVEL_TOKEN or --token answers 401 to API
// requests without `Authorization: Bearer <token>`). The token is entered once in an inline form
// (#auth-prompt) and kept in localStorage under one key, so reloads and other sessions reuse it.
//
// The token never goes into a URL, the page's text or the console: it lives in storage (or, when
// storage is unavailable, in this module), in the Authorization header, and in the password input
// only while it is being typed.
import { byId } from './dom.js';

export const TOKEN_KEY = 'swivel.token';

/** Used when localStorage throws (storage disabled): the token lasts as long as the page. */
let memoryToken = null;
/** While the prompt is shown: the promise every request stopped by a 401 waits for, and its resolver. */
let waiting = null;
let resolveWaiting = null;
/** Called after the token is forgotten (app.js reloads the current view). */
let onForget = () => {};

/** The stored token, or null. */
export function token() {
  try {
    return localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return memoryToken;
  }
}

function store(value) {
  memoryToken = value || null;
  try {
    if (value) localStorage.setItem(TOKEN_KEY, value);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage disabled: memoryToken serves this page.
  }
  showForgetLink();
}

/** The headers an API request carries for `value` (the token read when the request is made). */
export function authHeaders(value) {
  return value ? { Authorization: `Bearer ${value}` } : {};
}

/**
 * A request sent with `sent` (a token or null) was answered 401. Resolves when it is worth sending
 * again: at once when the token changed since it was sent, otherwise once the user saves one.
 */
export function tokenNeeded(sent) {
  const current = token();
  if (current !== sent) return Promise.resolve();
  // The stored token was refused (the server was restarted with another one, or it was mistyped):
  // drop it so reloads do not keep sending it, and say so.
  if (sent) store(null);
  showPrompt(Boolean(sent));
  return waiting;
}

function showPrompt(refused) {
  const form = byId('auth-prompt');
  if (refused) byId('auth-refused').hidden = false;
  if (!waiting) {
    waiting = new Promise((resolve) => { resolveWaiting = resolve; });
  }
  if (form.hidden) {
    form.hidden = false;
    byId('auth-token').focus();
  }
}

function hidePrompt() {
  byId('auth-prompt').hidden = true;
  byId('auth-refused').hidden = true;
  const resolve = resolveWaiting;
  waiting = null;
  resolveWaiting = null;
  resolve?.(); // every request that waited is sent again with the new token
}

function showForgetLink() {
  byId('forget-token').hidden = !token();
}

/** Wires the prompt and the "forget token" link; `forgotten` runs after the token is forgotten. */
export function installAuth({ forgotten } = {}) {
  if (forgotten) onForget = forgotten;
  const input = byId('auth-token');
  byId('auth-prompt').addEventListener('submit', (event) => {
    event.preventDefault();
    const value = input.value.trim();
    if (!value) {
      input.focus();
      return;
    }
    input.value = '';
    store(value);
    hidePrompt();
  });
  byId('forget-token').addEventListener('click', () => {
    store(null);
    onForget();
  });
  // Another tab saved or forgot the token.
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    showForgetLink();
    if (token() && waiting) hidePrompt();
  });
  showForgetLink();
}
