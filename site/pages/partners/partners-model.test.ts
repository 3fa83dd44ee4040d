import { describe, expect, it } from 'vitest';
import { PARTNER_SIGN_UP_TEXT, siteOrigin } from '../../../widget/core/partner-sign-up.ts';
import {
  configuratorView,
  copyMessage,
  faintAccentMessage,
  INITIAL_SIGN_UP,
  initialSignUp,
  SIGN_UP_FIELD_IDS,
  signUpBody,
  signUpErrors,
  signUpProblems,
  signUpRefused,
} from './partners-model.ts';
import { DEFAULT_OPTIONS } from './snippet.ts';

const GOOD = {
  name: 'Pension Pages',
  site: 'www.pension-pages.example/retire',
  email: 'Ed@Pension-Pages.example',
};

describe('the sign-up form', () => {
  it('normalises the site to an https origin, adding https:// and dropping the path', () => {
    expect(siteOrigin('www.example.co.uk/money/')).toBe('https://www.example.co.uk');
    expect(siteOrigin(' https://Example.co.uk:8443/x?y ')).toBe('https://example.co.uk:8443');
    expect(siteOrigin('http://example.co.uk')).toBeNull();
    expect(siteOrigin('localhost')).toBeNull();
    expect(siteOrigin('javascript:alert(1)')).toBeNull();
    expect(siteOrigin('https://user:pw@example.co.uk')).toBeNull();
    expect(siteOrigin('two words.example')).toBeNull();
  });

  it('says what to fix in each field, as the server does', () => {
    expect(signUpErrors({ name: ' ', site: '', email: '' })).toEqual({
      name: PARTNER_SIGN_UP_TEXT.nameMissing,
      site: PARTNER_SIGN_UP_TEXT.siteMissing,
      email: PARTNER_SIGN_UP_TEXT.emailMissing,
    });
    expect(signUpErrors({ ...GOOD, site: 'http://x.example', email: 'nope' })).toEqual({
      site: PARTNER_SIGN_UP_TEXT.siteInvalid,
      email: PARTNER_SIGN_UP_TEXT.emailInvalid,
    });
    expect(signUpErrors(GOOD)).toEqual({});
  });

  it('sends the values as the server stores them', () => {
    expect(signUpBody(GOOD, '')).toEqual({
      name: 'Pension Pages',
      site: 'https://www.pension-pages.example',
      email: 'ed@pension-pages.example',
      honeypot: '',
    });
  });

  it('lists field problems in the summary, linked to their fields, or the one message', () => {
    expect(signUpProblems({ errors: { email: 'E', name: 'N' }, message: null })).toEqual([
      { fieldId: SIGN_UP_FIELD_IDS.name, message: 'N' },
      { fieldId: SIGN_UP_FIELD_IDS.email, message: 'E' },
    ]);
    expect(signUpProblems({ errors: {}, message: 'Wait.' })).toEqual([{ message: 'Wait.' }]);
    expect(signUpProblems({ errors: {}, message: null })).toEqual([]);
  });

  it("turns the server's refusals into the form's state", () => {
    const sending = { ...INITIAL_SIGN_UP, status: 'sending' as const };
    const taken = signUpRefused(sending, 409, {
      error: { message: PARTNER_SIGN_UP_TEXT.siteTaken, fields: { site: PARTNER_SIGN_UP_TEXT.siteTaken } },
    });
    expect(taken).toMatchObject({
      status: 'idle',
      errors: { site: PARTNER_SIGN_UP_TEXT.siteTaken },
      message: null,
    });
    const limited = signUpRefused(sending, 429, { error: { message: 'Too many requests.' } });
    expect(limited).toMatchObject({ status: 'idle', errors: {}, message: 'Too many requests.' });
    expect(signUpRefused(sending, 503, null).message).toBe(
      'We could not send this just now. Please try again.',
    );
    expect(signUpRefused(sending, null, null).message).toMatch(/.+/);
  });

  it('starts empty, or as the server answered a form sent without script', () => {
    expect(initialSignUp(null)).toBe(INITIAL_SIGN_UP);
    const sent = initialSignUp({ form: 'partner-sign-up', values: GOOD, done: true });
    expect(sent).toMatchObject({ status: 'sent', sentSite: 'https://www.pension-pages.example' });
    const back = initialSignUp({
      form: 'partner-sign-up',
      values: { ...GOOD, name: '' },
      fields: { name: PARTNER_SIGN_UP_TEXT.nameMissing, body: 'ignored' },
    });
    expect(back).toMatchObject({
      status: 'idle',
      errors: { name: PARTNER_SIGN_UP_TEXT.nameMissing },
      message: null,
    });
    expect(back.values.site).toBe(GOOD.site);
    expect(initialSignUp({ form: 'partner-sign-up', values: GOOD, message: 'Wait.' }).message).toBe('Wait.');
  });
});

describe('the configurator', () => {
  const options = { ...DEFAULT_OPTIONS, origin: 'https://drawdowncompare.example', partner: 'pp' };

  it('derives the snippet, CSP lines, attributes and preview from the options', () => {
    const view = configuratorView(options);
    expect(view.snippet).toContain('partner="pp"');
    expect(view.csp).toBe(
      'script-src https://drawdowncompare.example;\nconnect-src https://drawdowncompare.example;',
    );
    expect(view.attributes).toMatchObject({ partner: 'pp' });
    expect(view.preview.width).toBeUndefined();
    expect(configuratorView({ ...options, layout: 'mini' }).preview.width).toBe('300px');
    expect(view.accentText).toMatch(/^Text on it: (white|black) \(\d+\.\d:1\)\./);
  });

  it('warns of an accent too faint for a theme, and says which way to go', () => {
    expect(faintAccentMessage('#0f766e', 'light')).toBeNull();
    expect(faintAccentMessage('#fefefe', 'light')).toMatch(/light background .* Choose a darker colour\.$/);
    expect(faintAccentMessage('#000000', 'dark')).toMatch(/dark background .* Choose a lighter colour\.$/);
  });

  it('says what copying did', () => {
    expect(copyMessage('idle')).toBe('');
    expect(copyMessage('done')).toBe('Copied.');
    expect(copyMessage('failed')).toMatch(/copy it yourself/);
  });
});
