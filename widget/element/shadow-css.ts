/**
 * Build-time rewrite of the widget's Tailwind CSS so that it works inside a shadow root and does
 * not follow the host page's root font size.
 *
 * 1. Browsers ignore `@property` inside shadow roots (tailwindcss#15005), so variables such as
 *    `--tw-shadow` or `--tw-ring-offset-width` would have no initial value and shadows, rings,
 *    borders and transforms would silently render as nothing. We copy each registered initial
 *    value onto `:host, *, ::before, ::after, ::backdrop` in the lowest layer (`properties`), so
 *    utilities still override them.
 * 2. `rem` means the host page's root font size (often 62.5%), so every rem becomes px (1rem = 16px).
 */

/** Thrown when the CSS no longer has the shape the rewrite expects: the build must stop. */
export class ShadowCssError extends Error {
  override name = 'ShadowCssError';
}

const PROPERTY_RULE = /@property\s+(--[\w-]+)\s*\{([^}]*)\}/g;
const INITIAL_VALUE = /initial-value\s*:\s*([^;]+?)\s*(?:;|$)/;
const REM = /(-?(?:\d+\.?\d*|\.\d+))rem\b/g;

/** The `--name: value` pairs of every `@property` rule; `initial` where none is registered. */
export function propertyInitialValues(css: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const match of css.matchAll(PROPERTY_RULE)) {
    const [, name, body] = match;
    const initial = INITIAL_VALUE.exec(body ?? '')?.[1];
    found.push([name as string, initial ?? 'initial']);
  }
  return found;
}

/** `0.25rem` → `4px`; keeps up to four decimals. */
export function remToPx(css: string): string {
  return css.replace(REM, (_, value: string) => `${Number((Number(value) * 16).toFixed(4))}px`);
}

/**
 * The CSS, rewritten for a shadow root. Throws ShadowCssError if `@property` rules are present but
 * could not be read, or if none are found at all (Tailwind always emits some for our utilities),
 * so a Tailwind upgrade that changes the output fails the build instead of shipping flat cards.
 *
 * @example shadowCss('@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000; }')
 */
export function shadowCss(css: string): string {
  const declared = css.match(/@property\s/g)?.length ?? 0;
  const values = propertyInitialValues(css);
  if (declared === 0 || values.length !== declared) {
    throw new ShadowCssError(
      `shadow CSS rewrite: found ${declared} @property rules but could read ${values.length}. ` +
        'Tailwind output changed; update widget/element/shadow-css.ts.',
    );
  }
  const block = values.map(([name, value]) => `${name}:${value};`).join('');
  const fallback = `@layer properties{:host,*,::before,::after,::backdrop{${block}}}`;
  const rewritten = remToPx(css);
  // The layer order is fixed where each layer is first named; "properties" must come first so the
  // values appended below stay the lowest priority (Tailwind emits it first, minified or not).
  const properties = rewritten.search(/@layer\s+properties\b/);
  const theme = rewritten.search(/@layer\s+theme\b/);
  if (properties === -1 || theme === -1 || properties > theme) {
    throw new ShadowCssError(
      'shadow CSS rewrite: "@layer properties" is not declared before "@layer theme"; layer order would break.',
    );
  }
  return `${rewritten}\n${fallback}\n`;
}
