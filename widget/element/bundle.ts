/**
 * The lazy part of the partner widget: Preact (as React) and the UI. The loader (widget.js)
 * imports this content-hashed module and hands it the stylesheet it fetched (the CSS is its own
 * file, which the first view needs before this module runs: decision 031).
 */
// Emitted as its own file (widget/drawdown-compare-<hash>.css), which the loader fetches.
import '../ui/widget.css';
import { createMount } from './mount.tsx';

export const mountWidget = createMount();
