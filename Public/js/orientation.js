// Orientation vocabulary (docs/semantics.md#orientations-and-masks) and how each one turns the drawing.

/** The six device orientations a client can send, in button order. */
export const DEVICE_ORIENTATIONS = ['portrait', 'portraitUpsideDown', 'landscapeLeft', 'landscapeRight', 'faceUp', 'faceDown'];

export const ORIENTATION_LABELS = {
  portrait: 'Portrait',
  portraitUpsideDown: 'Upside down',
  landscapeLeft: 'Landscape left',
  landscapeRight: 'Landscape right',
  faceUp: 'Face up',
  faceDown: 'Face down',
  unknown: 'Unknown',
};

/** Badges for device orientations that do not turn the body (it keeps its last turn). */
export const FLAT_BADGES = { faceUp: 'face up', faceDown: 'face down', unknown: 'unknown' };

/** CSS rotation of the device body (native portrait shape) per device orientation. */
const DEVICE_TURN = { portrait: 0, landscapeLeft: -90, landscapeRight: 90, portraitUpsideDown: 180 };

/** Rotation of the interface content inside the screen (the root view's transform, docs/semantics.md#devices). */
const INTERFACE_TURN = { portrait: 0, landscapeRight: 90, landscapeLeft: -90, portraitUpsideDown: 180 };

/** Device orientation that produces a given interface orientation (left and right swap, docs/semantics.md#orientations-and-masks). */
const DEVICE_FOR_INTERFACE = {
  portrait: 'portrait', portraitUpsideDown: 'portraitUpsideDown',
  landscapeRight: 'landscapeLeft', landscapeLeft: 'landscapeRight',
};

/** Arrow keys rotate the device (Up portrait, Down upside down, Left/Right landscape). */
export const KEY_ORIENTATIONS = {
  ArrowUp: 'portrait', ArrowDown: 'portraitUpsideDown', ArrowLeft: 'landscapeLeft', ArrowRight: 'landscapeRight',
};

/** Degrees the body turns for `deviceOrientation`, or null for faceUp/faceDown/unknown. */
export function deviceTurn(deviceOrientation) {
  return Object.hasOwn(DEVICE_TURN, deviceOrientation) ? DEVICE_TURN[deviceOrientation] : null;
}

/** Degrees the interface is turned for `interfaceOrientation` (0 when unknown). */
export function interfaceTurn(interfaceOrientation) {
  return INTERFACE_TURN[interfaceOrientation] ?? 0;
}

/** The body turn that shows `interfaceOrientation` upright: used when no earlier turn is known. */
export function turnForInterface(interfaceOrientation) {
  return DEVICE_TURN[DEVICE_FOR_INTERFACE[interfaceOrientation]] ?? 0;
}

/** True for turns of ±90° (width and height swap). */
export function isQuarterTurn(degrees) {
  return Math.abs(((degrees % 180) + 180) % 180) === 90;
}

/** Human label for an orientation name (falls back to the raw name). */
export function orientationLabel(name) {
  return ORIENTATION_LABELS[name] ?? String(name ?? '—');
}
