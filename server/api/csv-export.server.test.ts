import { describe, expect, it } from 'vitest';
import { csvCell, csvDownload } from './csv-export.server.ts';

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+44 20')).toBe(`"'+44 20"`);
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
  });

  it('quotes every cell, doubling quotes and keeping commas and line breaks inside', () => {
    expect(csvCell('Ann')).toBe('"Ann"');
    expect(csvCell('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });

  it('writes empty quoted cells for missing values, ISO dates and numbers as text', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('"2026-01-02T03:04:05.000Z"');
    expect(csvCell(250000)).toBe('"250000"');
  });
});

describe('csvDownload', () => {
  it('is an attachment with a BOM, CRLF lines and a quoted header', () => {
    const res = csvDownload('leads', ['id', 'name'], [[1, 'Ann']]);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.body).toBe('\uFEFF"id","name"\r\n"1","Ann"\r\n');
  });
});

describe('csvCell against a spreadsheet that splits inside the quotes', () => {
  it.each([
    ['Bob;=1+1', `"Bob;'=1+1"`],
    ['Ann, @SUM(A1)', `"Ann,' @SUM(A1)"`],
    ['a;b;-2', `"a;b;'-2"`],
    ['x,\t=1', `"x,'\t=1"`],
    ['line\n+cmd', `"line\n'+cmd"`],
  ])('marks every piece of %j that could run as text', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves text with separators and no formula as it was', () => {
    expect(csvCell('Smith; Ann, Jo')).toBe('"Smith; Ann, Jo"');
    expect(csvCell('/a;b')).toBe('"/a;b"');
  });
});
