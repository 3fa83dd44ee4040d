/**
 * The lazy part of the partner widget: React, the UI and the stylesheet. The loader (widget.js)
 * imports this content-hashed module when an element comes near the viewport.
 */
export { mountWidget } from './mount.tsx';
