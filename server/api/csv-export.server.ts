import type { AppResponse } from '../http/http-types.server.ts';

/**
 * Where a spreadsheet may start a new cell inside a quoted one: one that splits on `,` or `;`
 * (many European locales) ignores the quotes, and one that splits lines may break on a line
 * break. A piece after any of them that starts (after spaces) with `=`, `+`, `-`, `@`, tab or
 * carriage return would run as a formula.
 */
const FORMULA_PIECE = /(^|[,;\r\n])(?=[ ]*[=+\-@\t\r])/g;

/**
 * One CSV cell, always in double quotes, with `'` before every piece a spreadsheet could run as a
 * formula, whichever separator it splits on (OWASP CSV injection): quoting alone does not stop a
 * `;`-splitting spreadsheet from reading `"Bob;=1+1"` as `"Bob` and `=1+1"`.
 *
 * @example csvCell('=1+1') // "\"'=1+1\""
 * @example csvCell('Bob;=1+1') // "\"Bob;'=1+1\""
 */
export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replace(FORMULA_PIECE, "$1'").replace(/"/g, '""')}"`;
}

/** A whole CSV file as a download: UTF-8 with a byte-order mark (Excel), CRLF lines, every cell quoted. */
export function csvDownload(
  name: string,
  header: readonly string[],
  rows: Iterable<readonly unknown[]>,
): AppResponse {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${stamp}.csv"`,
      'cache-control': 'no-store',
    },
    body: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}
