/**
 * Debian's Chromium, as every browser run here uses it (Playwright cannot download its own
 * browsers on these machines): the e2e tests, the Storybook checks, the benchmarks and the
 * screenshot script. CHROMIUM_PATH points elsewhere if needed.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine with no network and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
