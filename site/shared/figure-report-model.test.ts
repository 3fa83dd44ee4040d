import { describe, expect, it } from 'vitest';
import { anotherReportHref, failureOf, fieldId, problemsOf, refusalOf } from './figure-report-model.ts';

describe('wrong-figure form model', () => {
  it('puts the problem not about a field first, then each field’s in order', () => {
    expect(problemsOf({ email: 'E', figure: 'F' }, 'Too many')).toEqual([
      { message: 'Too many' },
      { fieldId: 'figure-report-figure', message: 'F' },
      { fieldId: 'figure-report-email', message: 'E' },
    ]);
    expect(problemsOf({})).toEqual([]);
    expect(fieldId('provider')).toBe('figure-report-provider');
  });

  it('words each failure, always saying what was typed is kept', () => {
    expect(failureOf({ status: 400, fields: { figure: 'Say which', other: 'x' } })).toEqual({
      fields: { figure: 'Say which' },
    });
    expect(failureOf({ status: 429, fields: {} }).problem).toMatch(/several reports.*still in the form/);
    expect(failureOf({ status: 500, fields: {} }).problem).toMatch(/could not save.*still in the form/);
    expect(failureOf(null).problem).toMatch(/could not reach.*still in the form/);
  });

  it('links another report to the same provider and page', () => {
    expect(anotherReportHref('aj-bell', null)).toBe('/report-a-wrong-figure?provider=aj-bell');
    expect(anotherReportHref('aj-bell', '/provider/aj-bell')).toBe(
      '/report-a-wrong-figure?provider=aj-bell&page=%2Fprovider%2Faj-bell',
    );
  });

  it('reads a refusal from a response, with or without a JSON body', async () => {
    const json = new Response(JSON.stringify({ error: { message: 'No', fields: { email: 'Bad' } } }), {
      status: 400,
    });
    expect(await refusalOf(json)).toEqual({ status: 400, message: 'No', fields: { email: 'Bad' } });
    expect(await refusalOf(new Response('oops', { status: 502 }))).toEqual({
      status: 502,
      message: undefined,
      fields: {},
    });
  });
});
