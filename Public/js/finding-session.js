// #/explorations/{id}/findings/{n}: opens a finding as a new session (docs/semantics.md#the-explorer
// `POST /v1/explorations/{id}/findings/{n}/session`, 201 + snapshot) and then shows that session.
// The hash is replaced, not pushed, so Back returns to the exploration and never creates another.
import { api } from './api.js';
import { byId, el, clear } from './dom.js';
import { showError } from './errors.js';
import { explorationHash } from './explorations-view.js';

/** Opens finding `index` of exploration `id`; `isCurrent()` is false once the user went elsewhere. */
export async function openFindingSession(id, index, isCurrent) {
  const status = byId('finding-status');
  const back = byId('finding-back');
  back.href = explorationHash(id);
  back.textContent = `← Exploration ${id}`;
  clear(status).append(`Opening finding ${index} of exploration ${id} as a new session…`);
  byId('finding-view').dataset.state = 'opening';
  try {
    const snapshot = await api.openFinding(id, index);
    if (!isCurrent()) return;
    if (!snapshot || !snapshot.id) throw new Error('the server answered without a session id');
    location.replace(`#/sessions/${encodeURIComponent(snapshot.id)}`);
  } catch (error) {
    if (!isCurrent()) return;
    showError(error, `Opening finding ${index} of exploration ${id} as a session`);
    byId('finding-view').dataset.state = 'failed';
    clear(status).append(
      el('strong', { text: 'No session was opened. ' }),
      error.status === 404
        ? `${error.message} The exploration may have been cancelled, or forgotten by the server.`
        : error.message,
    );
  }
}
