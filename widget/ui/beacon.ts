/** What the partner report counts from a beacon; loads come from the bundle request, unlocks from leads. */
export type BeaconEvent = 'pot' | 'consultation';

/**
 * Tells the server, for the partner report, that a pot was entered or the consultation link was
 * pressed. Sent only when the element has a partner id; the body holds the event and that id,
 * nothing about the visitor, and no cookie goes with it. A text/plain POST is a CORS "simple"
 * request (no preflight), and sendBeacon survives the page being left for the consultation link.
 * The server counts it only when the request's Origin is one of the partner's sites.
 */
export function sendBeacon(apiBase: string, partner: string | null, event: BeaconEvent): void {
  if (!partner || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    const body = new Blob([JSON.stringify({ event, partner })], { type: 'text/plain' });
    navigator.sendBeacon(`${apiBase}/api/widget-events`, body);
  } catch {
    // A blocked beacon only costs the partner a count; the visitor sees nothing.
  }
}
