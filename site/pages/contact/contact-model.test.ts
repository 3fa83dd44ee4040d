import { describe, expect, it } from 'vitest';
import { TOAST } from '../../../widget/core/texts.ts';
import { checkPayload, EMPTY, failureOf, initialState, payloadOf, problemsOf } from './contact-model.ts';

describe('contact model', () => {
  it('starts empty without a posted form', () => {
    expect(initialState(null)).toEqual({ values: EMPTY, errors: {}, problems: [], done: null });
  });

  it('gives back what was sent without script, with its problems in the form’s order', () => {
    const state = initialState({
      form: 'contact',
      values: { name: 'Ann', email: 'bad', consent: 'yes' },
      fields: { consent: 'Tick the box', email: 'Enter a real address', unknown: 'ignored' },
    });
    expect(state.values).toMatchObject({ name: 'Ann', email: 'bad', consent: true, phone: '' });
    expect(state.errors).toEqual({ consent: 'Tick the box', email: 'Enter a real address' });
    expect(state.problems).toEqual([
      { fieldId: 'contact-email', message: 'Enter a real address' },
      { fieldId: 'contact-consent', message: 'Tick the box' },
    ]);
    expect(state.done).toBeNull();
  });

  it('shows a message not about a field on its own', () => {
    const state = initialState({ form: 'contact', values: {}, message: 'Too many tries' });
    expect(state.problems).toEqual([{ message: 'Too many tries' }]);
  });

  it('thanks by name once booked, with an empty form behind', () => {
    const state = initialState({
      form: 'contact',
      values: { name: ' Ann ', email: ' a@b.co ' },
      done: true,
      replyDueAt: '2026-11-26T09:27:00Z',
    });
    expect(state.values).toEqual(EMPTY);
    expect(state.done).toEqual({ name: 'Ann', email: 'a@b.co', replyDueAt: '2026-11-26T09:27:00Z' });
  });

  it('sends the consent only when ticked, and checks as the API does', () => {
    expect(payloadOf(EMPTY, '').consent).toBeUndefined();
    expect(payloadOf({ ...EMPTY, consent: true }, 'x')).toMatchObject({
      consent: true,
      honeypot: 'x',
      source: '/contact',
    });
    expect(Object.keys(checkPayload(payloadOf(EMPTY, '')))).toEqual(
      expect.arrayContaining(['name', 'email', 'consent']),
    );
  });

  it('words each failure: field errors, too many tries, a refusal, no answer', () => {
    expect(failureOf({ status: 400, fields: { email: 'Bad', other: 'x' } })).toEqual({
      fields: { email: 'Bad' },
      message: TOAST.unexpected.message,
    });
    expect(failureOf({ status: 429, message: 'Slow down', fields: {} }).message).toBe('Slow down');
    expect(failureOf({ status: 429, fields: {} }).message).toMatch(/several requests/);
    expect(failureOf({ status: 500, fields: {} }).message).toMatch(/could not send your request/);
    expect(failureOf(null).message).toMatch(/could not reach our server/);
    expect(problemsOf({}, '')).toEqual([]);
  });
});
