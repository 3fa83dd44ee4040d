import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three tiers: `unit` (pure code and server handlers in Node), `dom` (React components and the
 * custom element in happy-dom), `integration` (real HTTP against a real database).
 * End-to-end tests run in Chromium through Playwright (playwright.config.ts).
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { 'process.env.NODE_ENV': '"test"' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'widget/core/**/*.test.ts',
            'server/**/*.test.ts',
            'site/**/*.test.ts',
            'content/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          css: true,
          include: [
            'widget/ui/**/*.test.ts',
            'widget/ui/**/*.test.tsx',
            'widget/element/**/*.test.ts',
            'widget/element/**/*.test.tsx',
            'site/**/*.test.tsx',
            'stories/**/*.test.tsx',
          ],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
