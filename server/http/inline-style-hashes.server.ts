import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by scripts/build-site.mjs; a dotfile, so the static server never serves it. */
export const INLINE_STYLE_HASHES_FILE = '.inline-style-hashes.json';

const SOURCE = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The CSP sources (`'sha256-…'`) of the `<style>` elements the build inlined into the pages of
 * `publicDir`. No file (no build yet, or tests with a fake public dir): none. Anything else than
 * hash sources is refused, so the file can never widen the policy.
 */
export function readInlineStyleHashes(publicDir: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(publicDir, INLINE_STYLE_HASHES_FILE), 'utf8');
  } catch {
    return [];
  }
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || !parsed.every((source) => typeof source === 'string' && SOURCE.test(source)))
    throw new Error(`${INLINE_STYLE_HASHES_FILE} must be a list of 'sha256-…' sources.`);
  return parsed;
}
