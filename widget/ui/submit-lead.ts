import { LIMITS } from '../core/lead.ts';
import { parsePot } from '../core/money.ts';
import { TOAST, type ToastText } from '../core/texts.ts';

export interface LeadRequest {
  apiBase: string;
  name: string;
  email: string;
  potRaw: string;
  honeypot: string;
  partner: string | null;
  /** Path of the page the visitor is on. */
  source: string;
}

export type LeadOutcome = { ok: true } | { ok: false; toast: ToastText };

/** How long we wait for the lead endpoint before telling the visitor to try again. */
export const LEAD_TIMEOUT_MS = 20_000;

/**
 * Sends the lead (spec §7). Only "did an error come back" matters: an error answer is
 * `TOAST.leadFailed`, anything thrown on the way (network, timeout) is `TOAST.unexpected`.
 * No retries: a POST must not be sent twice. Plain fetch, not ky: this one POST is all the widget
 * sends, and ky was about 4 KB gzip of the partner bundle (decision 029).
 */
export async function submitLead(request: LeadRequest): Promise<LeadOutcome> {
  const potSize = parsePot(request.potRaw);
  const json = {
    name: request.name.trim(),
    email: request.email.trim(),
    ...(potSize !== undefined ? { potSize } : {}),
    honeypot: request.honeypot,
    ...(request.partner ? { partner: request.partner } : {}),
    source: request.source.slice(0, LIMITS.pagePath),
    consent: true as const,
  };
  let response: Response;
  try {
    response = await fetch(
      new Request(`${request.apiBase}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(json),
        signal: AbortSignal.timeout(LEAD_TIMEOUT_MS),
      }),
    );
  } catch {
    return { ok: false, toast: TOAST.unexpected };
  }
  return response.ok ? { ok: true } : { ok: false, toast: TOAST.leadFailed };
}
