import type { Preview } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { configure } from 'storybook/test';

// Stories run without the server: the partner report's beacon (widget/ui/beacon.ts) would only
// meet a 404, so it is accepted and dropped here.
if (typeof navigator !== 'undefined') navigator.sendBeacon = () => true;

/**
 * One user-event in the preview, the project's (@testing-library/user-event). Storybook prepares
 * the document with its bundled copy before every story (for the play context's `userEvent`);
 * each copy, on focus, wraps the input's `value` setter, so the two stack. The copy that wraps
 * first sits underneath: the one on top takes its value writes for a script's, so what it types
 * updates React's value tracker and React never sees the change (the field empties at the next
 * render). Which copy was on top used to depend on which stories the walk had shown since the
 * last page load: that was the "typed text lost after an in-place switch" (decision 045). Here the
 * project's copy always prepares the document right after Storybook's, before any play function,
 * so it is always on top; play functions get it from the context too, and stories import it
 * (biome forbids `userEvent` from storybook/test in stories).
 */
function projectUserEvent(context: { userEvent?: unknown }): void {
  context.userEvent = userEvent.setup();
}

/**
 * find* queries and waitFor wait up to 10 s, not testing-library's 1 s: the widget renders its
 * cards over several small tasks (decision 012), which on a loaded machine takes more than a
 * second; a story waits for what it needs, never for a set time.
 */
configure({ asyncUtilTimeout: 10_000 });

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
  beforeEach: projectUserEvent,
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
