import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

/**
 * Only the story check (tests/e2e/storybook.spec.ts), without the product server the main config
 * starts: `npx playwright test -c .storybook/playwright.config.ts` after `npm run build-storybook`.
 * `npm test` runs the same spec under the main config.
 */
export default defineConfig({
  ...base,
  testDir: '../tests/e2e',
  testMatch: ['storybook.spec.ts', 'storybook-visual.spec.ts'],
  globalSetup: undefined,
  workers: 1,
});
