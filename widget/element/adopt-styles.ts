/**
 * Puts the widget's stylesheet into a shadow root: a constructable sheet (shared by every element
 * on the page, and not subject to the page's `style-src` CSP), or, for engines without them, its
 * text in one `<style data-dc>`. Used by the site's build (styles.ts), the partner loader and the
 * partner bundle, which is handed the sheet its loader fetched.
 */
export function adoptStyles(root: ShadowRoot, styles: CSSStyleSheet | string): void {
  if (typeof styles !== 'string') {
    if (!root.adoptedStyleSheets.includes(styles))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles];
    return;
  }
  if (root.querySelector('style[data-dc]')) return;
  const style = document.createElement('style');
  style.dataset.dc = '';
  style.textContent = styles;
  root.prepend(style);
}
