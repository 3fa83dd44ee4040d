import type { AppResponse } from '../http/http-types.server.ts';

/**
 * One CSV cell, always in double quotes (so a spreadsheet never splits or re-types it), with a
 * leading `=`, `+`, `-`, `@`, tab or carriage return prefixed by `'` so it is not run as a
 * formula (OWASP CSV injection).
 *
 * @example csvCell('=1+1') // "\"'=1+1\""
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
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
