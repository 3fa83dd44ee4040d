import type { Provider } from '../core/provider-schema.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every spelling of a provider's name that can appear in its texts (straight or curly apostrophe). */
function nameVariants(name: string): string[] {
  return [...new Set([name, name.replace(/'/g, '’'), name.replace(/’/g, "'")])];
}

/**
 * A provider text with every provider name replaced by "the provider", for the locked state:
 * fee and investment texts sometimes name the firm ("Vanguard's own funds"), and a locked card
 * must not give the name away.
 *
 * @example redactNames("Vanguard's own funds", providers) // "the provider's own funds"
 */
export function redactNames(text: string, providers: readonly Pick<Provider, 'name'>[]): string {
  const names = providers.flatMap((p) => nameVariants(p.name)).sort((a, b) => b.length - a.length);
  if (names.length === 0) return text;
  const pattern = new RegExp(
    `(?:\\bthe\\s+)?(?<![\\w])(?:${names.map(escapeRegExp).join('|')})(?![\\w])`,
    'gi',
  );
  return text.replace(pattern, 'the provider');
}
