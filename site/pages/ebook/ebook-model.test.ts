import { describe, expect, it } from 'vitest';
import { TOAST } from '../../../widget/core/texts.ts';
import { ebookFormErrors, failureOf, initialState, payloadOf } from './ebook-model.ts';

describe('ebook model', () => {
  it('asks for a name and an e-mail address, one message each', () => {
    expect(ebookFormErrors({ name: ' ', email: '' })).toEqual({
      name: 'Enter your name.',
      email: 'Enter your e-mail address.',
    });
    expect(ebookFormErrors({ name: 'Ann', email: 'not-an-address' })).toEqual({
      email: TOAST.invalidEmail.message,
    });
    expect(ebookFormErrors({ name: 'Ann', email: 'ann@example.com' })).toEqual({});
  });

  it('starts empty, or with what was sent without script', () => {
    expect(initialState(null)).toMatchObject({
      name: '',
      email: '',
      series: false,
      status: 'idle',
      problems: [],
    });
    const back = initialState({
      form: 'ebook',
      values: { name: '', email: 'x', seriesConsent: 'yes' },
      fields: { email: 'Enter a real address', name: 'Enter your name.' },
    });
    expect(back).toMatchObject({ email: 'x', series: true, joinedSeries: false });
    expect(back.problems).toEqual([
      { fieldId: 'ebook-name', message: 'Enter your name.' },
      { fieldId: 'ebook-email', message: 'Enter a real address' },
    ]);
    const done = initialState({ form: 'ebook', values: { seriesConsent: 'yes' }, done: true });
    expect(done).toMatchObject({ status: 'done', joinedSeries: true });
  });

  it('sends trimmed details and the series choice', () => {
    expect(payloadOf({ name: ' Ann ', email: ' a@b.co ', series: true, honeypot: '' })).toEqual({
      name: 'Ann',
      email: 'a@b.co',
      seriesConsent: true,
      honeypot: '',
      source: '/download-ebook',
    });
  });

  it('words each failure: too many tries first, then field errors, a refusal, no answer', () => {
    expect(failureOf({ status: 429, fields: { email: 'Bad' } })).toEqual({
      fields: {},
      message: 'Too many tries. Please wait a few minutes and try again.',
    });
    expect(failureOf({ status: 400, fields: { email: 'Bad' } }).fields).toEqual({ email: 'Bad' });
    expect(failureOf({ status: 500, fields: {} }).message).toBe(TOAST.leadFailed.message);
    expect(failureOf(null).message).toBe(TOAST.unexpected.message);
  });
});
