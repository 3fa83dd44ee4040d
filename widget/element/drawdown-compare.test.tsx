import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROVIDERS } from '../core/providers.ts';
import { TEXT, TOAST } from '../core/texts.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

import { ACCESS_KEY, syncAccessFromStorage } from '../ui/access.ts';
import { HIDDEN_NAME_LABEL } from '../ui/hidden-name.tsx';
import { defineDrawdownCompare } from './define.ts';

/** Every provider in the data: the counts follow the data files, never a typed number. */
const ALL = PROVIDERS.length;

type Shadow = ReturnType<typeof within>;

const elements: HTMLElement[] = [];

async function mount(attributes: Record<string, string> = {}): Promise<{ el: HTMLElement; ui: Shadow }> {
  const el = document.createElement('drawdown-compare');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await act(async () => {
    document.body.append(el);
  });
  elements.push(el);
  await untilListComplete(el);
  const root = el.shadowRoot as unknown as HTMLElement;
  return { el, ui: within(root) };
}

/** The ranked list fills in a few cards per frame (widget/ui/progressive.ts): wait until it is whole. */
async function untilListComplete(el: HTMLElement) {
  for (let i = 0; i < 200 && el.shadowRoot?.querySelector('ol[aria-busy]'); i++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
  }
  expect(el.shadowRoot?.querySelector('ol[aria-busy]')).toBeNull();
}

function cards(el: HTMLElement): HTMLElement[] {
  return [...(el.shadowRoot?.querySelectorAll<HTMLElement>('article') ?? [])];
}

function costs(el: HTMLElement): number[] {
  return cards(el)
    .map((card) => card.dataset.cost)
    .filter((cost): cost is string => cost !== undefined)
    .map(Number);
}

async function type(input: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

async function submit(ui: Shadow) {
  await act(async () => {
    fireEvent.click(ui.getByRole('button', { name: 'Unlock provider names' }));
  });
}

async function fillForm(ui: Shadow, values: { name?: string; email?: string; consent?: boolean }) {
  if (values.name !== undefined) await type(ui.getByLabelText('Your name'), values.name);
  if (values.email !== undefined) await type(ui.getByLabelText('Your e-mail address'), values.email);
  if (values.consent) {
    await act(async () => {
      fireEvent.click(ui.getByRole('checkbox', { name: /5 e-mails over 2 weeks/ }));
    });
  }
}

beforeAll(() => defineDrawdownCompare());

beforeEach(() => {
  localStorage.clear();
  syncAccessFromStorage();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  for (const el of elements.splice(0)) {
    await act(async () => el.remove());
  }
  await act(async () => new Promise((r) => setTimeout(r, 0)));
});

// Rendering every card in happy-dom takes seconds on a busy 2-core machine; these are not timing tests.
describe('<drawdown-compare>', { timeout: 30_000 }, () => {
  it('puts the cheapest provider first, marks Top 1 to 3, and shows the bar and "+£X" after the first card', async () => {
    const { el, ui } = await mount({ pot: '250000' });
    expect(ui.getByText(TEXT.showing(ALL, ALL))).toBeTruthy();
    const shown = costs(el);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    const all = cards(el);
    expect(all[0]?.textContent).toContain('Top 1');
    expect(all[1]?.textContent).toContain('Top 2');
    expect(all[2]?.textContent).toContain('Top 3');
    expect(all[3]?.textContent).not.toMatch(/Top \d/);
    // "+£1,234 more than best value", from the spec text with the amount as a pattern.
    const [before, after] = TEXT.moreThanBest('@').split('@') as [string, string];
    expect(all[0]?.textContent).not.toContain(after);
    expect(all[1]?.textContent).toMatch(new RegExp(`${escapeRegExp(before)}£[\\d,]+${escapeRegExp(after)}`));
    const bar = all[1]?.querySelector<HTMLElement>('[aria-hidden="true"] > div');
    expect(Number.parseFloat(bar?.style.width ?? '')).toBeLessThanOrEqual(100);
    expect(ui.getByText(TEXT.bestValue)).toBeTruthy();
  });

  it('shows the count and the unlock form at once and fills the list in, busy until every card is there', async () => {
    const el = document.createElement('drawdown-compare');
    el.setAttribute('pot', '250000');
    await act(async () => {
      document.body.append(el);
    });
    elements.push(el);
    const ui = within(el.shadowRoot as unknown as HTMLElement);
    const list = ui.getByRole('list', { name: 'Providers, cheapest first' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(cards(el).length).toBeLessThan(ALL);
    expect(ui.getByText(TEXT.showing(ALL, ALL))).toBeTruthy();
    expect(ui.getByLabelText('Your name')).toBeTruthy();
    await untilListComplete(el);
    expect(list.hasAttribute('aria-busy')).toBe(false);
    expect(cards(el)).toHaveLength(ALL);
    expect(costs(el)).toEqual([...costs(el)].sort((a, b) => a - b));
  });

  it('keeps every real name and logo out of the DOM while locked', async () => {
    const { el, ui } = await mount({ pot: '250000' });
    const html = el.shadowRoot?.innerHTML ?? '';
    for (const provider of PROVIDERS) expect(html).not.toContain(provider.name);
    expect(html).not.toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"');
    expect(ui.getAllByText(HIDDEN_NAME_LABEL).length).toBeGreaterThan(ALL);
    expect(ui.getAllByRole('button', { name: TEXT.locked })[0]).toHaveProperty('disabled', true);
    expect(ui.queryAllByRole('link', { name: TEXT.viewDetails })).toHaveLength(0);
    expect(ui.getByRole('button', { name: TEXT.unlockDetails })).toBeTruthy();
  });

  it('reads the unlock flag on load and shows names, View Details and View Full Details', async () => {
    localStorage.setItem(ACCESS_KEY, 'true');
    syncAccessFromStorage();
    const { el, ui } = await mount({ pot: '250000', 'site-url': 'https://example.org/' });
    const first = cards(el)[0];
    const best = PROVIDERS.find((p) => first?.textContent?.includes(p.name));
    expect(best).toBeDefined();
    expect(ui.getByRole('link', { name: TEXT.viewFullDetails }).getAttribute('href')).toBe(
      `https://example.org/provider/${best?.slug}`,
    );
    expect(ui.getAllByRole('link', { name: new RegExp(TEXT.viewDetails) }).length).toBeGreaterThan(0);
    expect(ui.queryByRole('button', { name: 'Unlock provider names' })).toBeNull();
  });

  it('asks for a pot when there is none', async () => {
    const { ui } = await mount();
    expect(ui.getByText(TEXT.enterPot)).toBeTruthy();
    expect(ui.getByLabelText('Your pension pot')).toHaveProperty('placeholder', '250000');
  });

  it('re-ranks as the pot is typed and sends dc:pot-change', async () => {
    const { el, ui } = await mount({ pot: '100000' });
    const events: unknown[] = [];
    document.addEventListener('dc:pot-change', (event) => events.push((event as CustomEvent).detail));
    const before = costs(el);
    await type(ui.getByLabelText('Your pension pot'), '900000');
    expect(costs(el)).not.toEqual(before);
    // What the field holds, never the amount.
    expect(events.at(-1)).toEqual({ version: 1, pot: 'amount' });
    await type(ui.getByLabelText('Your pension pot'), 'abc');
    expect(events.at(-1)).toEqual({ version: 1, pot: 'problem' });
  });

  it('filters with a badge, sends dc:filter-change, and Clear All resets', async () => {
    const { el, ui } = await mount({ pot: '250000' });
    const seen: Array<{ activeCount: number }> = [];
    el.addEventListener('dc:filter-change', (event) => seen.push((event as CustomEvent).detail));
    const toggle = ui.getByRole('button', { name: /^Filters/ });
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await act(async () => fireEvent.click(ui.getByRole('radio', { name: 'Robo' })));
    expect(ui.getByText(TEXT.showing(2, ALL))).toBeTruthy();
    expect(toggle.textContent).toContain('1 active');
    expect(seen.at(-1)).toMatchObject({ version: 1, activeCount: 1, filters: { type: 'robo' } });
    await act(async () => fireEvent.click(ui.getByRole('button', { name: TEXT.clearAll })));
    expect(ui.getByText(TEXT.showing(ALL, ALL))).toBeTruthy();
    expect(toggle.textContent).not.toContain('active');
  });

  it('reports the checks in the spec order as toasts', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { ui } = await mount({ pot: '250000' });
    await submit(ui);
    expect(ui.getByRole('alert').textContent).toContain(TOAST.missingInformation.message);
    await fillForm(ui, { name: 'Ann', email: 'not-an-email' });
    await submit(ui);
    expect(ui.getByRole('alert').textContent).toContain(TOAST.invalidEmail.message);
    await fillForm(ui, { email: 'ann@example.com' });
    await submit(ui);
    expect(ui.getByRole('alert').textContent).toContain(TOAST.consentRequired.title);
    expect(ui.getByRole('alert').textContent).toContain(TOAST.consentRequired.message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the lead once, unlocks, stores the flag and sends dc:unlock', async () => {
    let release: () => void = () => undefined;
    const sent: Array<{ url: string; method: string; body: unknown }> = [];
    const fetchMock = vi.fn(async (request: Request) => {
      sent.push({ url: request.url, method: request.method, body: JSON.parse(await request.text()) });
      return new Promise<Response>((resolve) => {
        release = () =>
          resolve(
            new Response('{"ok":true}', { status: 201, headers: { 'content-type': 'application/json' } }),
          );
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { el, ui } = await mount({
      pot: '£250,000',
      partner: 'acme',
      'api-base': 'https://api.example.org/',
    });
    const unlocks: unknown[] = [];
    el.addEventListener('dc:unlock', (event) => unlocks.push((event as CustomEvent).detail));
    await fillForm(ui, { name: ' Ann Lee ', email: 'ann@example.com', consent: true });
    const form = ui.getByRole('button', { name: 'Unlock provider names' }).closest('form') as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => {
      release();
    });
    await waitFor(() => expect(ui.getByRole('status').textContent).toContain(TOAST.success.title));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent[0]?.url).toBe('https://api.example.org/api/leads');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      potSize: 250000,
      honeypot: '',
      partner: 'acme',
      source: location.pathname,
      consent: true,
    });
    expect(localStorage.getItem(ACCESS_KEY)).toBe('true');
    expect(unlocks).toEqual([{ version: 1, partner: 'acme' }]);
    expect(ui.queryByRole('button', { name: 'Unlock provider names' })).toBeNull();
    expect(el.shadowRoot?.innerHTML).toContain(PROVIDERS.find((p) => p.slug === 'vanguard')?.name);
  });

  it('shows the lead-failed toast for an error answer and the unexpected toast for a thrown error', async () => {
    const bodies: unknown[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      bodies.push(JSON.parse(await request.text()));
      return Response.json({ error: { code: 'validation_failed', message: 'no' } }, { status: 400 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { ui } = await mount({ pot: 'abc' });
    await fillForm(ui, { name: 'Ann', email: 'ann@example.com', consent: true });
    await submit(ui);
    await waitFor(() => expect(ui.getByRole('alert').textContent).toContain(TOAST.leadFailed.message));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bodies[0]).not.toHaveProperty('potSize');
    expect(localStorage.getItem(ACCESS_KEY)).toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await submit(ui);
    await waitFor(() => expect(ui.getByRole('alert').textContent).toContain(TOAST.unexpected.message));
    expect(ui.getByRole('button', { name: 'Unlock provider names' })).toHaveProperty('disabled', false);
  });

  it('follows attribute and property changes after load', async () => {
    const { el, ui } = await mount({ pot: '100000' });
    await act(async () => el.setAttribute('pot', '600000'));
    expect((ui.getByLabelText('Your pension pot') as HTMLInputElement).value).toBe('600,000');
    await act(async () => {
      (el as HTMLElement & { view: string }).view = 'calculator';
    });
    expect(el.getAttribute('view')).toBe('calculator');
    expect(cards(el)).toHaveLength(0);
  });

  it('keeps two elements independent', async () => {
    const a = await mount({ pot: '100000' });
    const b = await mount({ pot: '500000' });
    const before = costs(b.el);
    await type(a.ui.getByLabelText('Your pension pot'), '20000');
    expect(costs(b.el)).toEqual(before);
    expect((b.ui.getByLabelText('Your pension pot') as HTMLInputElement).value).toBe('500,000');
  });

  it('shares one state between elements of the same group', async () => {
    const calc = await mount({ view: 'calculator', group: 'test-share' });
    const results = await mount({ view: 'results', group: 'test-share' });
    expect(calc.ui.queryAllByRole('article')).toHaveLength(0);
    expect(results.ui.queryByLabelText('Your pension pot')).toBeNull();
    const before = costs(results.el);
    await type(calc.ui.getByLabelText('Your pension pot'), '700000');
    expect(costs(results.el)).not.toEqual(before);
    await act(async () => fireEvent.click(calc.ui.getByRole('button', { name: TEXT.unlockDetails })));
    expect(results.el.shadowRoot?.activeElement).toBe(results.ui.getByLabelText('Your name'));
  });
});
