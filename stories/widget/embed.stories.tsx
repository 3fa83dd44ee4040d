import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, createElement, useEffect } from 'react';
import { defineDrawdownCompare } from '../../widget/element/define.ts';
import { beforeEachWidget } from '../support/widget-frame.tsx';

interface EmbedArgs {
  view: 'all' | 'calculator' | 'results';
  pot: string;
  partner: string;
  theme?: CSSProperties;
}

/**
 * The real `<drawdown-compare>` element, as a partner pastes it: its own shadow root, the
 * production stylesheet, attributes and `--dc-*` overrides. Switch the background to see it on a
 * light or a dark partner page.
 */
function Embed({ view, pot, partner, theme }: EmbedArgs) {
  useEffect(() => defineDrawdownCompare(), []);
  // React 19 sets these as attributes on the custom element; the style carries the --dc-* overrides.
  return createElement('drawdown-compare', {
    view,
    pot,
    'site-url': 'https://drawdowncompare.co.uk',
    'api-base': window.location.origin,
    ...(partner ? { partner } : {}),
    style: theme,
  });
}

const meta = {
  title: 'Widget/Embed on a partner page',
  component: Embed,
  beforeEach: beforeEachWidget,
  args: { view: 'all', pot: '250000', partner: 'example-partner' },
  argTypes: { view: { control: 'inline-radio', options: ['all', 'calculator', 'results'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Embed>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LightPage: Story = { name: 'Light page' };
export const DarkPage: Story = { name: 'Dark page', globals: { backgrounds: { value: 'dark' } } };
export const WhitePage: Story = {
  name: 'White page, calculator only',
  args: { view: 'calculator' },
  globals: { backgrounds: { value: 'white' } },
};
export const DarkPhone: Story = {
  name: 'Dark page, phone',
  tags: ['phone'],
  globals: { backgrounds: { value: 'dark' }, viewport: { value: 'phone', isRotated: false } },
};
/** A partner's brand: navy-purple, a different green, square corners and a serif font. */
export const Themed: Story = {
  name: 'Partner theme (--dc-* overrides)',
  args: {
    theme: {
      '--dc-brand': '#3b1f5c',
      '--dc-accent': '#1b6e3a',
      '--dc-accent-strong': '#134f29',
      '--dc-radius': '4px',
      '--dc-font-family': 'Georgia, "Times New Roman", serif',
    } as CSSProperties,
  },
};
export const Unlocked: Story = {
  name: 'Unlocked visitor',
  parameters: { widget: { unlocked: true } },
};
