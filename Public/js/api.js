// The Swivel HTTP API (Config/openapi.json). One place turns HTTP failures into ApiError values so
// every caller can hand them to the error banner, and adds the access token (auth.js): a 401
// shows the token prompt and the request is sent again once a token is saved.
import { token, authHeaders, tokenNeeded } from './auth.js';

/**
 * An API failure: `status` is the HTTP status (0 when the server could not be reached);
 * `details` is the answer's whole `error` object (an import's `file`, `line`, `column`, an
 * invalid app's `problems`), or null.
 */
export class ApiError extends Error {
  constructor(status, code, message, request, details = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.request = request;
    this.details = details;
  }
}

// Resolved against the page, so the viewer keeps working when Swivel is mounted under a prefix.
const base = new URL('v1/', document.baseURI);

/** Sends a request with the token (asking for one on a 401 and sending it again). */
async function exchange(method, path, body, accept) {
  const url = new URL(path, base);
  const request = `${method} ${url.pathname}${url.search}`;
  let response;
  for (;;) {
    const sent = token();
    const init = { method, headers: { Accept: accept, ...authHeaders(sent) } };
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    try {
      response = await fetch(url, init);
    } catch (error) {
      throw new ApiError(0, 'network', `cannot reach the server (${error.message})`, request);
    }
    if (response.status !== 401) break;
    // Nothing was done (not even a POST): wait for a token, then send the same request again.
    await tokenNeeded(sent);
  }
  return { response, request };
}

async function call(method, path, body) {
  const { response, request } = await exchange(method, path, body, 'application/json');
  const text = response.status === 204 ? '' : await response.text();
  let json = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      if (response.ok) throw new ApiError(response.status, 'bad_response', `${request} did not answer JSON`, request);
    }
  }
  if (!response.ok) {
    const error = json && typeof json === 'object' ? json.error : null;
    throw new ApiError(
      response.status,
      (error && error.code) || `http_${response.status}`,
      (error && error.message) || text.slice(0, 200) || response.statusText,
      request,
      error && typeof error === 'object' ? error : null,
    );
  }
  return json;
}

/** A binary answer (a screenshot) as a Blob; failures are the API's JSON errors. */
async function blob(path, accept) {
  const { response, request } = await exchange('GET', path, undefined, accept);
  if (response.ok) return response.blob();
  let error = null;
  try { error = (await response.json()).error; } catch { /* not JSON */ }
  throw new ApiError(response.status, (error && error.code) || `http_${response.status}`,
    (error && error.message) || response.statusText, request);
}

const enc = encodeURIComponent;

export const api = {
  devices: () => call('GET', 'devices'),
  apps: () => call('GET', 'apps'),
  sessions: () => call('GET', 'sessions'),
  createSession: (body) => call('POST', 'sessions', body),
  session: (id) => call('GET', `sessions/${enc(id)}`),
  deleteSession: (id) => call('DELETE', `sessions/${enc(id)}`),
  layout: (id) => call('GET', `sessions/${enc(id)}/layout`),
  stack: (id) => call('GET', `sessions/${enc(id)}/stack`),
  /** The layout drawn as a PNG (docs/webdriver.md), `scale` pixels per point. */
  screenshot: (id, scale = 1) => blob(`sessions/${enc(id)}/screenshot.png?scale=${Number(scale) || 1}`, 'image/png'),
  trace: (id, since) => call('GET', `sessions/${enc(id)}/trace?since=${Number(since) || 0}`),
  /** Rotation decisions after `since` (docs/semantics.md#rotation-decisions): `{decisions, next}`, paged like the trace. */
  decisions: (id, since) => call('GET', `sessions/${enc(id)}/decisions?since=${Number(since) || 0}`),
  /** The session as a test script (README.md#testing-your-app-in-ci): `format` pytest, appium, curl or swift-testing; a Blob. */
  exportSession: (id, format) => blob(`sessions/${enc(id)}/export?format=${enc(format)}`, 'text/x-python, text/x-shellscript, */*'),
  /** One event object or an array (sent as `{"events":[…]}`). */
  send: (id, events) => call('POST', `sessions/${enc(id)}/events`, Array.isArray(events) ? { events } : events),
  // Explorations (docs/semantics.md#the-explorer): started in the background (202), read while they run, cancelled by DELETE.
  explorations: () => call('GET', 'explorations'),
  startExploration: (body) => call('POST', 'explorations', body),
  exploration: (id) => call('GET', `explorations/${enc(id)}`),
  cancelExploration: (id) => call('DELETE', `explorations/${enc(id)}`),
  /** A new session with finding `index`'s events applied (201, a snapshot with its `id`). */
  openFinding: (id, index) => call('POST', `explorations/${enc(id)}/findings/${enc(index)}/session`),
  // Interface Builder import and registered apps (docs/interface-import.md): the import stores nothing.
  importApp: (body) => call('POST', 'apps/import', body),
  registerApp: (app) => call('POST', 'apps', app),
  replaceApp: (id, app) => call('PUT', `apps/${enc(id)}`, app),
};

/**
 * Reads the whole trace after `since`, page by page (Config/openapi.json: at most a page per call;
 * keep asking with `since=next` until `entries` is empty).
 */
export function readTraceSince(id, since) {
  return readPagesSince((cursor) => api.trace(id, cursor), 'entries', since);
}

/** Reads every rotation decision after `since` (docs/semantics.md#rotation-decisions), paged like the trace. */
export function readDecisionsSince(id, since) {
  return readPagesSince((cursor) => api.decisions(id, cursor), 'decisions', since);
}

/** Asks `page(cursor)` for `{[key]: […], next}` until a page is empty, passing back `next`. */
async function readPagesSince(page, key, since) {
  const all = [];
  let cursor = since;
  for (let count = 0; count < 10000; count += 1) {
    const answer = (await page(cursor)) || {};
    const entries = Array.isArray(answer[key]) ? answer[key] : [];
    const { next } = answer;
    if (entries.length === 0) break;
    all.push(...entries);
    const last = entries[entries.length - 1].seq;
    const advanced = typeof next === 'number' ? next : last;
    if (!(advanced > cursor)) break; // a server that does not advance would loop forever
    cursor = advanced;
  }
  return all;
}
