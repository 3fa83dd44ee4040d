import type { Plugin } from 'vite';
import { shadowCss } from './shadow-css.ts';

/** Which CSS files get the shadow-root rewrite: the widget stylesheet, with or without `?inline`. */
const WIDGET_CSS = /[\\/]widget[\\/]ui[\\/]widget\.css(?:\?.*)?$/;

/**
 * Vite plugin: rewrites the widget stylesheet after Tailwind has generated it (see shadow-css.ts).
 * Put it AFTER `tailwindcss()` in `plugins`. The site's Vite config needs it too, because the
 * site mounts the same element with the same stylesheet.
 *
 * With `required`, a build that never saw the stylesheet fails.
 *
 * @example plugins: [react(), tailwindcss(), shadowCssPlugin()]
 */
export function shadowCssPlugin(options: { required?: boolean } = {}): Plugin {
  let rewritten = 0;
  return {
    name: 'drawdown-compare:shadow-css',
    enforce: 'pre',
    // Tells widget/element/styles.ts that the stylesheet was rewritten here, so the bundle does not
    // rewrite it again on every page (and the rewrite's code is left out of the bundle).
    config: () => ({ define: { __DC_SHADOW_CSS_AT_BUILD__: 'true' } }),
    buildStart() {
      rewritten = 0;
    },
    transform(code, id) {
      if (!WIDGET_CSS.test(id)) return null;
      if (code.includes('@layer properties{:host')) return null;
      rewritten++;
      return { code: shadowCss(code), map: null };
    },
    buildEnd(error) {
      if (!error && options.required && rewritten === 0) {
        this.error(
          'drawdown-compare:shadow-css did not see widget/ui/widget.css; the widget would ship without its fixes.',
        );
      }
    },
  };
}
