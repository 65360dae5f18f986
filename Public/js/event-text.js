// Event sequences in readable form (an exploration finding's `events`, Config/openapi.json event objects):
// `rotate landscapeLeft → tap showB → back`.

/** One event as a short phrase; an unknown type shows its fields so nothing is hidden. */
export function eventText(event) {
  if (!event || typeof event !== 'object') return String(event);
  switch (event.type) {
    case 'rotate': return `rotate ${event.orientation}`;
    case 'tap': return `tap ${event.element}`;
    case 'back': return event.navigation ? `back in ${event.navigation}` : 'back';
    case 'selectTab': return `select tab ${event.index}`;
    case 'showPrimary': return 'show primary';
    case 'performSegue': return `perform segue ${event.identifier}${event.controller ? ` from ${event.controller}` : ''}`;
    case 'timer': return `timer ${event.timer} ${event.action}`;
    case 'advance': return `advance ${event.ms} ms`;
    default: {
      const { type, ...rest } = event;
      const fields = Object.entries(rest).map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : value}`);
      return [type ?? 'event', ...fields].join(' ');
    }
  }
}

/** A whole sequence; the empty sequence is the launch itself. */
export function sequenceText(events) {
  return events && events.length ? events.map(eventText).join(' → ') : '(at launch)';
}
