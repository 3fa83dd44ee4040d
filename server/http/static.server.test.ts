import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { AppRequest } from './http-types.server.ts';
import { createStaticFiles } from './static.server.ts';

const request = (path: string): AppRequest => ({
  method: 'GET',
  path,
  query: new URLSearchParams(),
  headers: { 'accept-encoding': 'br, gzip' },
  ip: '127.0.0.1',
  body: null,
});

describe('precompressed copies', () => {
  const root = mkdtempSync(join(tmpdir(), 'dc-static-'));
  /** The file, and .br/.gz copies made from `copiedBody` `copiesAgeSeconds` before it. */
  const write = (name: string, body: string, copiesAgeSeconds: number, copiedBody = body) => {
    const file = join(root, name);
    writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(copiedBody)));
    writeFileSync(`${file}.gz`, gzipSync(Buffer.from(copiedBody)));
    writeFileSync(file, body);
    const now = Date.now() / 1000;
    for (const copy of [`${file}.br`, `${file}.gz`]) utimesSync(copy, now, now - copiesAgeSeconds);
    utimesSync(file, now, now);
  };

  it('are served when made from the file as it is', () => {
    write('fresh.js', `/* fresh */ ${'var a=1;'.repeat(100)}`, 0);
    const response = createStaticFiles(root, { revalidate: false }).serve(request('/fresh.js'), '/fresh.js');
    expect(response?.headers['content-encoding']).toBe('br');
  });

  it('are never served in place of a file rebuilt after them', () => {
    write('rebuilt.js', `/* new */ ${'var b=2;'.repeat(100)}`, 60, `/* old */ ${'var b=1;'.repeat(100)}`);
    const response = createStaticFiles(root, { revalidate: false }).serve(
      request('/rebuilt.js'),
      '/rebuilt.js',
    );
    expect(response?.headers['content-encoding']).toBeUndefined();
    expect(String(response?.body)).toContain('/* new */');
  });
});
