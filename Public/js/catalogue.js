// The app and device catalogues (Config/openapi.json: GET /v1/apps, GET /v1/devices) as <select> options,
// for the two forms that start something on a chosen app and device: the home page's new
// session and the explorations page's new exploration (and the Import page's device choice).
import { api } from './api.js';
import { el, clear } from './dom.js';

/**
 * Fills `appSelect` and `deviceSelect` from the server, iphone-4 chosen (or what was chosen
 * before a reload, when it is still listed); throws ApiError. Registered apps are marked so.
 */
export async function fillCatalogueSelects(appSelect, deviceSelect, osSelect = null) {
  const [{ apps = [] } = {}, { devices = [] } = {}] = await Promise.all([api.apps(), api.devices()]);
  const chosenApp = appSelect.value;
  clear(appSelect).append(...apps.map((app) => el('option', {
    value: app.id,
    text: `${app.title && app.title !== app.id ? `${app.id} — ${app.title}` : app.id}${app.source === 'registered' ? ' (registered)' : ''}`,
    selected: app.id === chosenApp,
  })));
  fillDeviceSelect(deviceSelect, devices, osSelect);
}

/** The devices of the last `GET /v1/devices` answer, by id (the viewer's one source of device facts). */
const knownDevices = new Map();

/** The facts of a device (`GET /v1/devices`' entry), or null before the list came or for an unknown id. */
export function deviceFacts(id) {
  return knownDevices.get(id) ?? null;
}

/** Loads the device list once (the session page needs it to draw the device). */
export async function loadDevices() {
  if (knownDevices.size === 0) {
    const { devices = [] } = await api.devices();
    for (const device of devices) knownDevices.set(device.id, device);
  }
  return [...knownDevices.values()];
}

/**
 * Fills a device `<select>` from `GET /v1/devices`' list, keeping the choice (iphone-4 at first),
 * and — given an iOS `<select>` — keeps that one to the chosen device's versions.
 */
export function fillDeviceSelect(select, devices, osSelect = null) {
  for (const device of devices) knownDevices.set(device.id, device);
  const chosen = select.value || 'iphone-4';
  clear(select).append(...devices.map((device) => el('option', {
    value: device.id,
    text: device.name ? `${device.id} — ${device.name} (${device.screen.width}×${device.screen.height})`
      : device.screen ? `${device.id} (${device.idiom}, ${device.screen.width}×${device.screen.height})` : device.id,
    selected: device.id === chosen,
  })));
  if (osSelect) {
    const update = () => fillOSSelect(osSelect, knownDevices.get(select.value));
    if (!select.dataset.osSelect) {
      select.dataset.osSelect = osSelect.id;
      select.addEventListener('change', update);
    }
    update();
  }
}

/**
 * Fills an iOS `<select>` with the versions `device` ran (`os.min`…`os.max`), keeping the choice
 * when the device ran it, else iOS 6 where it can, else the newest.
 */
export function fillOSSelect(select, device) {
  const low = Number(device?.os?.min ?? 5);
  const high = Number(device?.os?.max ?? 6);
  const versions = [];
  for (let version = high; version >= low; version -= 1) versions.push(String(version));
  const previous = select.value;
  const chosen = versions.includes(previous) ? previous : versions.includes('6') ? '6' : versions[0];
  clear(select).append(...versions.map((version) => el('option', { value: version, text: version, selected: version === chosen })));
}
