import { describe, expect, it } from 'vitest';
import { checkFigureReport, FIGURE_REPORT_LIMITS, isFigureReportStatus } from './figure-report.ts';
import { PROVIDERS } from './providers.ts';

const SLUGS = new Set(PROVIDERS.map((provider) => provider.slug));
const GOOD = { provider: 'aj-bell', figure: 'Drawdown fee', correction: '£0', sourceUrl: '', email: '' };

describe('checkFigureReport', () => {
  it('accepts a report, trims it, lower-cases the address and turns empty optional fields into null', () => {
    expect(
      checkFigureReport(
        {
          ...GOOD,
          figure: '  Drawdown fee ',
          email: ' Ann@Example.COM ',
          sourceUrl: ' https://a.example/x ',
        },
        SLUGS,
      ),
    ).toEqual({
      ok: true,
      report: {
        provider: 'aj-bell',
        figure: 'Drawdown fee',
        correction: '£0',
        sourceUrl: 'https://a.example/x',
        email: 'ann@example.com',
      },
    });
    expect(checkFigureReport({ provider: 'aj-bell', figure: 'x', correction: 'y' }, SLUGS)).toMatchObject({
      ok: true,
      report: { sourceUrl: null, email: null },
    });
  });

  it('names each problem in the words of the form, the first per field', () => {
    expect(checkFigureReport({}, SLUGS)).toEqual({
      ok: false,
      errors: {
        provider: 'Choose the provider the figure is about.',
        figure: 'Say which figure is wrong.',
        correction: 'Say what you think the figure should be.',
      },
    });
    const bad = checkFigureReport(
      {
        provider: 'not-a-provider',
        figure: 'a\u0007b',
        correction: 'x'.repeat(FIGURE_REPORT_LIMITS.correction + 1),
        sourceUrl: 'ftp://files.example/x',
        email: 'a@b',
      },
      SLUGS,
    );
    expect(bad).toEqual({
      ok: false,
      errors: {
        provider: 'Choose one of the providers in the list.',
        figure: 'Write the figure on one line, as plain text.',
        correction: `Keep this under ${FIGURE_REPORT_LIMITS.correction} characters.`,
        sourceUrl: 'Enter a web address starting with https://, or leave this empty.',
        email: 'Enter a valid e-mail address, like name@example.com, or leave this empty.',
      },
    });
  });

  it('refuses what is not text, NUL characters and links a browser would run', () => {
    const result = checkFigureReport(
      { ...GOOD, figure: ['x'], correction: 'a\u0000b', sourceUrl: 'javascript:alert(1)//a.b' },
      SLUGS,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        figure: 'Send this field as text.',
        correction: 'Remove the hidden character (U+0000) from this field.',
        sourceUrl: 'Enter a web address starting with https://, or leave this empty.',
      },
    });
  });

  it('knows the four statuses and nothing else', () => {
    expect(['new', 'checked', 'fixed', 'not-a-mistake'].every(isFigureReportStatus)).toBe(true);
    expect(isFigureReportStatus('done')).toBe(false);
    expect(isFigureReportStatus('toString')).toBe(false);
  });
});
