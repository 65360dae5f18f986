// The visible error banner (#error). Every failed API call and every unexpected script
// error ends up here: the issue asks for errors "shown in the page, not swallowed".
import { byId, el, clear } from './dom.js';

let lastText = '';
let repeats = 0;

/** Shows `error` (an ApiError, Error or string) in the banner, with what was being done. */
export function showError(error, doing = '') {
  const banner = byId('error');
  const status = error && error.status ? `${error.status} ` : '';
  const code = error && error.code ? `${error.code}: ` : '';
  const message = error && error.message !== undefined ? error.message : String(error);
  const text = `${doing ? doing + ' — ' : ''}${status}${code}${message}`;
  repeats = text === lastText && !banner.hidden ? repeats + 1 : 1;
  lastText = text;
  clear(banner);
  banner.append(
    el('span', { class: 'error-text', id: 'error-text', text }),
    el('span', { class: 'error-repeats', text: repeats > 1 ? ` (×${repeats})` : '' }),
    el('button', { type: 'button', class: 'error-close', 'aria-label': 'Dismiss error', text: '×', on: { click: clearError } }),
  );
  banner.dataset.code = (error && error.code) || 'error';
  if (error && error.status) banner.dataset.status = String(error.status); else delete banner.dataset.status;
  banner.hidden = false;
  console.error(doing, error);
}

/** Hides the banner. */
export function clearError() {
  const banner = byId('error');
  banner.hidden = true;
  clear(banner);
  lastText = '';
  repeats = 0;
}

/** Routes uncaught script errors to the banner as well. */
export function installGlobalErrorHandlers() {
  window.addEventListener('error', (event) => showError(event.error || event.message, 'Script error'));
  window.addEventListener('unhandledrejection', (event) => showError(event.reason, 'Unhandled error'));
}
