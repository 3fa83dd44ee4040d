import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INLINE_HASHES_FILE, NO_INLINE_HASHES, readInlineHashes } from './inline-hashes.server.ts';
import { API_CSP, siteCsp, withSecurityHeaders } from './security-headers.server.ts';

const STYLE = "'sha256-IhgremjnDEGFzMtiI4At+D/rthHj+5iK2X08RRTr8Ts='";
const SCRIPT = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const HASHES = { style: [STYLE], script: [SCRIPT] };
const dirs: string[] = [];
function publicDir(content?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'dc-hashes-'));
  dirs.push(dir);
  if (content !== undefined) writeFileSync(join(dir, INLINE_HASHES_FILE), content);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the site CSP', () => {
  it('allows the inlined <style> and the one inline module by their hashes, and nothing else inline but style attributes', () => {
    const csp = siteCsp(HASHES);
    expect(csp).toContain(`style-src 'self' ${STYLE};`);
    expect(csp).toContain(`script-src 'self' ${SCRIPT};`);
    expect(csp).not.toMatch(/(style|script)-src [^;]*unsafe-inline/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
  });

  it('allows no inline script or style at all without a build', () => {
    expect(siteCsp()).toContain("script-src 'self';");
    expect(siteCsp()).toContain("style-src 'self';");
  });

  it('gives pages the hashes and API answers the closed policy', () => {
    const page = withSecurityHeaders({ 'content-type': 'text/html; charset=utf-8' }, '/', HASHES);
    expect(page['content-security-policy']).toBe(siteCsp(HASHES));
    const api = withSecurityHeaders({ 'content-type': 'application/json' }, '/api/leads', HASHES);
    expect(api['content-security-policy']).toBe(API_CSP);
  });
});

describe('readInlineHashes', () => {
  it('reads the hashes the build wrote', () => {
    expect(readInlineHashes(publicDir(`${JSON.stringify(HASHES)}\n`))).toEqual(HASHES);
  });

  it('is empty when there is no build', () => {
    expect(readInlineHashes(publicDir())).toEqual(NO_INLINE_HASHES);
  });

  it('refuses anything but sha256 sources, so the file cannot widen the policy', () => {
    const write = (style: unknown, script: unknown) => publicDir(JSON.stringify({ style, script }));
    expect(() => readInlineHashes(write(["'unsafe-inline'"], []))).toThrow(/sha256/);
    expect(() => readInlineHashes(write([], [`${SCRIPT}; script-src *`]))).toThrow(/sha256/);
    expect(() => readInlineHashes(write([], ["'strict-dynamic'"]))).toThrow(/sha256/);
    // The earlier file's shape (a bare list) is not read as an empty policy.
    expect(() => readInlineHashes(publicDir(JSON.stringify([STYLE])))).toThrow(/sha256/);
  });
});
