import widgetCss from '../ui/widget.css?inline';

let shared: CSSStyleSheet | null = null;

function supportsAdopted(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/**
 * Puts the widget's CSS into a shadow root as one constructable stylesheet shared by every
 * element on the page. Constructable sheets are not subject to a page's `style-src` CSP; the
 * `<style>` fallback is only for engines without them.
 */
export function adoptWidgetStyles(root: ShadowRoot): void {
  if (supportsAdopted(root)) {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(widgetCss);
    }
    if (!root.adoptedStyleSheets.includes(shared))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
    return;
  }
  if (root.querySelector('style[data-dc]')) return;
  const style = document.createElement('style');
  style.dataset.dc = '';
  style.textContent = widgetCss;
  root.prepend(style);
}
