import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INLINE_STYLE_HASHES_FILE, readInlineStyleHashes } from './inline-style-hashes.server.ts';
import { API_CSP, siteCsp, withSecurityHeaders } from './security-headers.server.ts';

const HASH = "'sha256-IhgremjnDEGFzMtiI4At+D/rthHj+5iK2X08RRTr8Ts='";
const dirs: string[] = [];
function publicDir(content?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'dc-hashes-'));
  dirs.push(dir);
  if (content !== undefined) writeFileSync(join(dir, INLINE_STYLE_HASHES_FILE), content);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the site CSP', () => {
  it('allows the inlined <style> by its hash and nothing inline besides style attributes', () => {
    const csp = siteCsp([HASH]);
    expect(csp).toContain(`style-src 'self' ${HASH};`);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
  });

  it('gives pages the hashes and API answers the closed policy', () => {
    const page = withSecurityHeaders({ 'content-type': 'text/html; charset=utf-8' }, '/', [HASH]);
    expect(page['content-security-policy']).toBe(siteCsp([HASH]));
    const api = withSecurityHeaders({ 'content-type': 'application/json' }, '/api/leads', [HASH]);
    expect(api['content-security-policy']).toBe(API_CSP);
  });
});

describe('readInlineStyleHashes', () => {
  it('reads the hashes the build wrote', () => {
    expect(readInlineStyleHashes(publicDir(`${JSON.stringify([HASH])}\n`))).toEqual([HASH]);
  });

  it('is empty when there is no build', () => {
    expect(readInlineStyleHashes(publicDir())).toEqual([]);
  });

  it('refuses anything but sha256 sources, so the file cannot widen the policy', () => {
    expect(() => readInlineStyleHashes(publicDir(JSON.stringify(["'unsafe-inline'"])))).toThrow(/sha256/);
    expect(() => readInlineStyleHashes(publicDir(JSON.stringify([`${HASH}; script-src *`])))).toThrow();
  });
});
