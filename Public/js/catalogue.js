// The app and device catalogues (SPEC §7: GET /v1/apps, GET /v1/devices) as <select> options,
// for the two forms that start something on a chosen app and device: the home page's new
// session and the explorations page's new exploration (and the Import page's device choice).
import { api } from './api.js';
import { el, clear } from './dom.js';

/**
 * Fills `appSelect` and `deviceSelect` from the server, iphone-4 chosen (or what was chosen
 * before a reload, when it is still listed); throws ApiError. Registered apps are marked so.
 */
export async function fillCatalogueSelects(appSelect, deviceSelect) {
  const [{ apps = [] } = {}, { devices = [] } = {}] = await Promise.all([api.apps(), api.devices()]);
  const chosenApp = appSelect.value;
  clear(appSelect).append(...apps.map((app) => el('option', {
    value: app.id,
    text: `${app.title && app.title !== app.id ? `${app.id} — ${app.title}` : app.id}${app.source === 'registered' ? ' (registered)' : ''}`,
    selected: app.id === chosenApp,
  })));
  fillDeviceSelect(deviceSelect, devices);
}

/** Fills a device `<select>` from `GET /v1/devices`' list, keeping the choice (iphone-4 at first). */
export function fillDeviceSelect(select, devices) {
  const chosen = select.value || 'iphone-4';
  clear(select).append(...devices.map((device) => el('option', {
    value: device.id,
    text: device.screen ? `${device.id} (${device.idiom}, ${device.screen.width}×${device.screen.height})` : device.id,
    selected: device.id === chosen,
  })));
}
