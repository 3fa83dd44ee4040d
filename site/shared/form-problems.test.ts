import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { knownFields, problemsFor, readRefusal } from './form-problems.ts';

const IDS = { name: 'f-name', email: 'f-email' };

describe('form problems', () => {
  it('lists field problems in the form’s order, each linked to its field', () => {
    expect(problemsFor({ email: 'E', name: 'N' }, IDS, 'ignored')).toEqual([
      { fieldId: 'f-name', message: 'N' },
      { fieldId: 'f-email', message: 'E' },
    ]);
  });

  it('falls back to the one message, or nothing', () => {
    expect(problemsFor({}, IDS, 'Server down')).toEqual([{ message: 'Server down' }]);
    expect(problemsFor({}, IDS)).toEqual([]);
  });

  it('keeps only the fields the form has', () => {
    expect(knownFields({ name: 'N', toString: 'x', other: 'y', email: '' }, IDS)).toEqual({ name: 'N' });
    expect(knownFields(undefined, IDS)).toEqual({});
  });

  it('reads an API refusal, and knows no answer from one', async () => {
    const response = new Response(JSON.stringify({ error: { message: 'No', fields: { email: 'Bad' } } }), {
      status: 422,
    });
    const error = new HTTPError(response, new Request('http://x/api'), {} as never);
    expect(await readRefusal(error)).toEqual({ status: 422, message: 'No', fields: { email: 'Bad' } });
    expect(await readRefusal(new TypeError('fetch failed'))).toBeNull();
  });
});
