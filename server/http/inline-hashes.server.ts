import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by scripts/build-site.mjs; a dotfile, so the static server never serves it. */
export const INLINE_HASHES_FILE = '.inline-hashes.json';

/** The CSP hash sources of the elements the build inlined into every page. */
export interface InlineHashes {
  /** The `<style>` elements: the site's stylesheet and the widget's, in its declarative shadow roots. */
  style: string[];
  /** The one inline `<script>`: the module that starts the entry after the first paint (decision 054). */
  script: string[];
}

export const NO_INLINE_HASHES: InlineHashes = { style: [], script: [] };

const SOURCE = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;
const isSources = (list: unknown): list is string[] =>
  Array.isArray(list) && list.every((source) => typeof source === 'string' && SOURCE.test(source));

/**
 * The CSP sources (`'sha256-…'`) of the elements the build inlined into the pages of `publicDir`.
 * No file (no build yet, or tests with a fake public dir): none. Anything else than hash sources
 * is refused, so the file can never widen the policy.
 */
export function readInlineHashes(publicDir: string): InlineHashes {
  let text: string;
  try {
    text = readFileSync(join(publicDir, INLINE_HASHES_FILE), 'utf8');
  } catch {
    return NO_INLINE_HASHES;
  }
  const parsed = JSON.parse(text) as Partial<Record<keyof InlineHashes, unknown>> | null;
  if (!parsed || !isSources(parsed.style) || !isSources(parsed.script))
    throw new Error(`${INLINE_HASHES_FILE} must hold "style" and "script" lists of 'sha256-…' sources.`);
  return { style: parsed.style, script: parsed.script };
}
