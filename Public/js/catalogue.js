// The app and device catalogues (SPEC §7: GET /v1/apps, GET /v1/devices) as <select> options,
// for the two forms that start something on a chosen app and device: the home page's new
// session and the explorations page's new exploration.
import { api } from './api.js';
import { el, clear } from './dom.js';

/** Fills `appSelect` and `deviceSelect` from the server, iphone-4 chosen; throws ApiError. */
export async function fillCatalogueSelects(appSelect, deviceSelect) {
  const [{ apps = [] } = {}, { devices = [] } = {}] = await Promise.all([api.apps(), api.devices()]);
  clear(appSelect).append(...apps.map((app) => el('option', {
    value: app.id, text: app.title ? `${app.id} — ${app.title}` : app.id,
  })));
  clear(deviceSelect).append(...devices.map((device) => el('option', {
    value: device.id,
    text: device.screen ? `${device.id} (${device.idiom}, ${device.screen.width}×${device.screen.height})` : device.id,
    selected: device.id === 'iphone-4',
  })));
}
