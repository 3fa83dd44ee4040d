import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '../core/texts.ts';
import { type LeadRequest, submitLead } from './submit-lead.ts';

const request: LeadRequest = {
  apiBase: 'https://drawdown.example',
  name: '  Ann Smith ',
  email: ' ann@example.com ',
  potRaw: '£250,000',
  honeypot: '',
  partner: 'moneyweekly',
  source: '/retirement/article',
};

afterEach(() => vi.unstubAllGlobals());

describe('submitLead', () => {
  it('posts the lead once as JSON to the API base, trimmed, with the pot as a number', async () => {
    const sent: Request[] = [];
    const fetchMock = vi.fn(async (sentRequest: Request) => {
      sent.push(sentRequest);
      return new Response('{"ok":true}', { status: 201 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitLead(request)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const posted = sent[0] as Request;
    expect(posted.url).toBe('https://drawdown.example/api/leads');
    expect(posted.method).toBe('POST');
    expect(posted.headers.get('content-type')).toBe('application/json');
    expect(await posted.json()).toEqual({
      name: 'Ann Smith',
      email: 'ann@example.com',
      potSize: 250_000,
      honeypot: '',
      partner: 'moneyweekly',
      source: '/retirement/article',
      consent: true,
    });
    expect(posted.signal).toBeInstanceOf(AbortSignal);
  });

  it('leaves out an empty pot and a missing partner', async () => {
    const sent: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (sentRequest: Request) => {
        sent.push(sentRequest);
        return new Response(null, { status: 204 });
      }),
    );
    await submitLead({ ...request, potRaw: '', partner: null });
    const body = await (sent[0] as Request).json();
    expect(body).not.toHaveProperty('potSize');
    expect(body).not.toHaveProperty('partner');
  });

  it('an error answer is the lead-failed toast, and the POST is not sent again', async () => {
    const fetchMock = vi.fn(async () => new Response('{"error":"bad"}', { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitLead(request)).resolves.toEqual({ ok: false, toast: TOAST.leadFailed });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await expect(submitLead(request)).resolves.toEqual({ ok: false, toast: TOAST.leadFailed });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a network failure or a timeout is the unexpected-error toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(submitLead(request)).resolves.toEqual({ ok: false, toast: TOAST.unexpected });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))),
    );
    await expect(submitLead(request)).resolves.toEqual({ ok: false, toast: TOAST.unexpected });
  });
});
