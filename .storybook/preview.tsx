import type { Preview } from '@storybook/react-vite';

// Stories run without the server: the partner report's beacon (widget/ui/beacon.ts) would only
// meet a 404, so it is accepted and dropped here.
if (typeof navigator !== 'undefined') navigator.sendBeacon = () => true;

/** The widths designers check: the audience is often on a phone, staff on a desktop. */
export const VIEWPORTS = {
  phone: { name: 'Phone (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  phoneLarge: {
    name: 'Large phone (414 × 896)',
    styles: { width: '414px', height: '896px' },
    type: 'mobile',
  },
  tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** Backgrounds a partner page may have behind the embedded widget. */
export const BACKGROUNDS = {
  light: { name: 'Light page', value: '#f4f6f9' },
  white: { name: 'White page', value: '#ffffff' },
  dark: { name: 'Dark page', value: '#0f1b2d' },
} as const;

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    backgrounds: { options: BACKGROUNDS },
    controls: { expanded: true },
    // Violations show as failures in the Accessibility panel; the Playwright run fails on them too.
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Docs', 'Widget', 'Site', 'Pages', 'Admin'] },
    },
  },
  initialGlobals: {
    backgrounds: { value: 'light' },
  },
};

export default preview;
