import { describe, expect, it } from 'vitest';
import { FACTS_CHECKED_ON } from '../../content/pension-facts.ts';
import { formatGBP } from '../../widget/core/money.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { rankProviders } from '../../widget/core/rank.ts';
import { STANDARD_PLAN_WORDS } from '../../widget/core/scenario.ts';
import { type QuotesBody, quotesFor } from '../api/quotes.server.ts';
import { comparisonFor, renderSeriesEmail } from './render.server.ts';

const base = {
  name: 'Margaret Jones',
  email: 'margaret@example.co.uk',
  publicUrl: 'https://drawdowncompare.example',
  unsubscribeUrl: 'https://drawdowncompare.example/api/unsubscribe?token=t',
  reference: 'series-1',
  isTest: false,
};

/** The three cheapest priced providers for a pot, as the site ranks them. */
function topThree(pot: number) {
  return rankProviders(PROVIDERS, pot)
    .shown.filter((entry) => entry.cost !== null)
    .slice(0, 3);
}

describe('the first e-mail of the series', () => {
  it('prices the standard plan, so its top three are the API’s for the pot alone, figure for figure', () => {
    const mail = renderSeriesEmail({ ...base, step: 1, potSize: 180_000 });
    const api = quotesFor(new URLSearchParams('pot=180000')).body as QuotesBody;
    const priced = api.providers.filter((p) => p.yearOne.total !== null).slice(0, 3);
    for (const [index, p] of priced.entries())
      expect(mail.text).toContain(`${index + 1}. ${p.name}: ${formatGBP(p.yearOne.total as number)} a year`);
    expect(mail.text).toContain(STANDARD_PLAN_WORDS);
  });

  it("carries the visitor's own top three for their pot, in both parts", () => {
    const mail = renderSeriesEmail({ ...base, step: 1, potSize: 250_000 });
    const expected = topThree(250_000);
    expect(expected).toHaveLength(3);
    expect(mail.text).toContain('Your top three for a £250,000 pot');
    expect(mail.html).toContain('Your top three for a £250,000 pot');
    for (const [index, entry] of expected.entries()) {
      const line = `${index + 1}. ${entry.provider.name}: ${formatGBP(entry.cost as number)} a year`;
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(formatGBP(entry.cost as number));
    }
    // In ranking order in the HTML too.
    const positions = expected.map((entry) => mail.html.indexOf(entry.provider.name.replace(/&/g, '&amp;')));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The link opens the comparison for their pot, where each provider's receipt is.
    expect(mail.text).toContain(`See the comparison: ${base.publicUrl}/?pot=250000#compare`);
    expect(mail.html).toContain(`href="${base.publicUrl}/?pot=250000#compare"`);
  });

  it('says plainly when no pot was given, and links to the comparison', () => {
    const mail = renderSeriesEmail({ ...base, step: 1, potSize: null });
    expect(mail.text).toContain('You did not enter a pension pot');
    expect(mail.text).toContain(`${base.publicUrl}/#calculator`);
    expect(mail.html).toContain(`href="${base.publicUrl}/#calculator"`);
    expect(comparisonFor(0).kind).toBe('no-pot');
  });

  it('offers the consultation as a button, not a bare address', () => {
    const mail = renderSeriesEmail({ ...base, step: 1, potSize: 250_000 });
    expect(mail.html).toMatch(
      /<a href="https:\/\/drawdowncompare\.example\/contact" style="[^"]*display:inline-block[^"]*">Book a free 15-minute consultation<\/a>/,
    );
    // The address never stands alone as visible text in the HTML.
    expect(mail.html).not.toMatch(/>[^<]*https:\/\/drawdowncompare\.example\/contact[^<]*</);
    expect(mail.text).toContain(`Book a free 15-minute consultation: ${base.publicUrl}/contact`);
  });

  it('writes dates in words in both parts', () => {
    for (const step of [1, 2, 3, 4, 5]) {
      const mail = renderSeriesEmail({ ...base, step, potSize: 100_000 });
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain(FACTS_CHECKED_ON);
        expect(part).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
        expect(part).toMatch(/Figures checked on \d{1,2} [A-Z][a-z]+ \d{4}\./);
      }
    }
  });

  it('keeps the top three to the first e-mail', () => {
    const mail = renderSeriesEmail({ ...base, step: 2, potSize: 250_000 });
    expect(mail.text).not.toContain('Your top three');
  });
});

describe('the links that unlock the names in any browser (decision 043)', () => {
  const token = 'u1.abc.0123456789012345678901234567890123456789012';

  it('carries the token on every link that opens a ranking, and on no other link', () => {
    const first = renderSeriesEmail({ ...base, step: 1, potSize: 250_000, accessToken: token });
    expect(first.text).toContain(`See the comparison: ${base.publicUrl}/?pot=250000&access=${token}#compare`);
    expect(first.html).toContain(`href="${base.publicUrl}/?pot=250000&amp;access=${token}#compare"`);
    expect(first.text).toContain(`Compare providers again: ${base.publicUrl}/?access=${token}#calculator`);
    expect(first.text).toContain(`${base.publicUrl}/contact\n`);
    const calculator = renderSeriesEmail({ ...base, step: 4, accessToken: token });
    expect(calculator.text).toContain(`${base.publicUrl}/pension-drawdown-calculator?access=${token}`);
    const guide = renderSeriesEmail({ ...base, step: 2, accessToken: token });
    expect(guide.text).not.toContain(token);
    expect(guide.html).not.toContain(token);
  });

  it('puts nothing about the person in the links', () => {
    const mail = renderSeriesEmail({ ...base, step: 1, potSize: 250_000, accessToken: token });
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] as string);
    for (const link of links) {
      expect(link).not.toMatch(/margaret|jones/i);
    }
  });
});

describe('the firm’s e-mail about a new consultation request', () => {
  it('links to the request in the staff area, which staff and admins can both open', async () => {
    const { renderConsultationNotice } = await import('./render.server.ts');
    const mail = renderConsultationNotice(
      {
        id: 12,
        name: 'Cathy Caller',
        email: 'cathy@example.com',
        phone: '020 7946 0123',
        preferredTime: 'Morning',
        topic: 'Fees',
        message: '',
        publicUrl: base.publicUrl,
        replyDueAt: new Date('2026-11-26T09:27:00Z'),
      },
      'firm@example.com',
    );
    expect(mail.text).toContain(
      `Open the request in the staff area: ${base.publicUrl}/staff?request=12#requested`,
    );
    expect(mail.html).toContain(`href="${base.publicUrl}/staff?request=12#requested"`);
    expect(mail.text).not.toContain('/admin');
    expect(mail.text).toContain('Respond by 9:27 on Thursday 26 November (UK time)');
  });
});
