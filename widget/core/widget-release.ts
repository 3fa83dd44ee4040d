/**
 * The partner widget's release number and the change log of its public surface (attributes,
 * events, parts, tokens). A release is frozen into `widget/releases/<version>/` by
 * `npm run release:widget`, and stays served at `/widget/<version>.js` for good.
 */
export const WIDGET_VERSION = '1.4.1';

/** The evergreen URL's major version: `/widget/v1.js` follows every 1.x release. */
export const WIDGET_MAJOR = `v${WIDGET_VERSION.split('.')[0]}`;

export interface WidgetChange {
  version: string;
  date: string;
  /** Plain-English lines, each naming the attribute, event, part or token it changes. */
  changes: readonly string[];
}

/** Newest first. Only the public surface is listed; internal changes are not. */
export const WIDGET_CHANGELOG: readonly WidgetChange[] = [
  {
    version: '1.4.1',
    date: '2026-11-29',
    changes: [
      'Lighter on your page: a reader who unlocked the names is remembered also in a small IndexedDB database on your origin, named drawdown-compare, beside drawdownCompareAccess in localStorage. The loader reads that copy, which answers without holding up your page, instead of localStorage. Nothing is stored for a reader who has not unlocked. A reader who unlocked under 1.4.0 or earlier sees the names from their first touch of the widget on their next visit, and at once after that.',
      'layout="mini" shows its first view to every reader, those who unlocked before included: it names no provider, so the unlock changes nothing in it, and its interface loads only when touched.',
      'An element your page takes out while its interface is being built, and puts back, never shows the build that was undone.',
      'Served as /widget/1.4.1.js (never changes; use with its integrity hash) and /widget/v1.js. /widget/1.4.0.js and earlier stay as they were.',
    ],
  },
  {
    version: '1.4.0',
    date: '2026-11-25',
    changes: [
      'Sizes for sidebars and phones: layout="compact" with limit="5" fits in 900 px on a 320 px phone (the unlock form, "How you\'ll take your money" and the disclosures wait behind their buttons); the new layout="mini" is the pot box and one "Compare providers" button that opens the ranking for that pot on our site with your partner id (about 200 px tall at 300 px wide).',
      'Text on the accent looks after itself: without --dc-accent-contrast the widget puts black or white on your --dc-accent, whichever reads at 4.5:1 or more, in light and dark themes. The configurator warns when an accent is too faint for outlines.',
      'Events carry no pot amount or text the reader typed. Breaking: dc:pot-change now says only what the field holds ("amount", "empty" or "problem"), never the amount. Every event, dc:pot-change and dc:filter-change included, carries version and, with a partner attribute, partner.',
      'Costs as each provider states them: a provider whose charge on part of the reader\'s holdings is not in our data is listed apart, not ranked; a card with a charge we do not hold says "+ 1 charge not in our data" and its receipt names it, never counting it as £0.',
      "The configurator's fallback link (shown where your page blocks scripts) opens the ranking with the reader's pot and your partner id.",
      'A press on Unlock Details before the interface has loaded is answered once it has, on any CPU; every card is in the accessibility tree.',
      'Served as /widget/1.4.0.js (never changes; use with its integrity hash) and /widget/v1.js. /widget/1.3.0.js and earlier stay as they were.',
    ],
  },
  {
    version: '1.3.0',
    date: '2026-11-24',
    changes: [
      'Faster on your page: the ranking a reader first sees is HTML from our server, shown as soon as it arrives. The interface (about 44 KB) downloads only when the reader first touches the widget, and takes over with whatever they had typed, ticked or pressed.',
      'The stylesheet is its own file, /widget/drawdown-compare-<hash>.css, fetched by the loader with its integrity hash. Your CSP needs connect-src for our origin for the widget to show at all (it was already needed for the unlock form); no style-src is needed.',
      'dc:ready now fires when the first view is shown. dc:pot-entered comes after the reader’s first touch of the widget, with the pot they typed or the one your pot attribute set; before, a pot attribute alone sent it on load.',
      'Elements with group, and readers who unlocked the names before, get the whole interface at once, as in 1.2.0.',
      'Served as /widget/1.3.0.js (never changes; use with its integrity hash) and /widget/v1.js. /widget/1.2.0.js and earlier stay as they were.',
    ],
  },
  {
    version: '1.2.0',
    date: '2026-11-24',
    changes: [
      'New: "How you’ll take your money", an optional step above the list (how the pot is held, trades, income or lump sums, tax-free cash, fund charge, years); every cost then covers those years, and "How we worked out this cost" under each provider shows the sum.',
      'New attributes to start that step with answers: funds, shares, trusts (percent of the pot), trades (a year), income (pounds a year), income-frequency (monthly, quarterly, yearly), lump-sums (a year), tax-free-cash (start, none), ocf (fund charge in percent), years (1 to 40); and url-state, which reads and writes the answers in your page’s address.',
      'New parts: refine, receipt, pot-error, field-error, empty-state, not-known, ineligible.',
      'The pot field puts in thousands separators as the reader types (250,000) and reads back amounts such as 250k in pounds; dc:pot-change’s raw is the field as shown.',
      'theme sets the element’s colour scheme: theme="light" (the default) now stays light on a page whose own colour scheme is dark. Browsers without CSS light-dark() (before Safari 17.5) show the light theme.',
      'A message (toast) moves to the other edge of the screen rather than cover the field the reader is on.',
      'The disclosures part says fund charges and dealing costs are counted once the reader fills in "How you’ll take your money"; the sentence under the list names the filters it cannot answer as a list in words ("shares trading, ETFs and flat fee").',
      'Smaller: about 50 KB gzip with the loader, down from 62 KB.',
      'Served as /widget/1.2.0.js (never changes; use with its integrity hash) and /widget/v1.js. /widget/1.1.0.js stays as it was.',
    ],
  },
  {
    version: '1.1.0',
    date: '2026-11-24',
    changes: [
      'New attributes: layout (full, compact), limit (show the cheapest N, then a link to all), theme (light, dark, auto).',
      'New events, each with version: 1 in its detail and no personal data: dc:ready, dc:pot-entered, dc:refined, dc:consultation-click. dc:unlock now carries version: 1 too.',
      'New parts: disclosures (what the cost covers, guidance not advice, the firm, funding and the consultation link; always shown) and see-all.',
      'A plain link inside the element is shown where script cannot run, and replaced when it does.',
      'Served as /widget/v1.js (follows 1.x) and /widget/1.1.0.js (never changes; use with its integrity hash). /widget.js keeps working.',
    ],
  },
  {
    version: '1.0.0',
    date: '2026-11-24',
    changes: [
      'Attributes: pot, partner, api-base, site-url, view (all, calculator, results), group.',
      'Events: dc:pot-change, dc:filter-change, dc:unlock.',
      'Parts: root, pot-input, best-value, card, top-badge, unlock-form, button-primary, toast.',
      'Tokens: --dc-brand, --dc-text, --dc-muted-text, --dc-accent, --dc-accent-strong, --dc-accent-soft, --dc-accent-contrast, --dc-background, --dc-surface, --dc-border, --dc-focus, --dc-font-family, --dc-font-size, --dc-radius.',
    ],
  },
];
