// "Export test" on a live session's page (README.md#testing-your-app-in-ci): the server writes the session as a script
// that recreates it, replays its events and checks what it shows — a pytest test for the Python
// client (clients/python), an Appium test, or a curl script — and the page offers it as a file.
import { api } from './api.js';
import { showError } from './errors.js';
import { saveBlob } from './session-view.js';

/** The file names the server gives them (`Content-Disposition`), `test_…` so pytest collects the Python ones. */
export function exportFileName(id, format) {
  const stem = String(id).replace(/[^A-Za-z0-9]/g, '_');
  if (format === 'curl') return `session_${stem}.sh`;
  if (format === 'swift-testing') return `Session_${stem}Tests.swift`;
  return format === 'appium' ? `test_session_${stem}_appium.py` : `test_session_${stem}.py`;
}

/** Fetches `GET /v1/sessions/{id}/export?format=…` and saves it. */
export async function exportTest(id, format) {
  try {
    saveBlob(await api.exportSession(id, format), exportFileName(id, format));
  } catch (error) {
    showError(error, `Exporting session ${id} as a ${format} test`);
  }
}
