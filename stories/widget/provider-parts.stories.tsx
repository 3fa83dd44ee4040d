import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { HiddenName } from '../../widget/ui/hidden-name.tsx';
import { ProviderLogo } from '../../widget/ui/provider-logo.tsx';
import { QuickFacts } from '../../widget/ui/quick-facts.tsx';
import { beforeEachWidget, widgetCanvas, withWidget } from '../support/widget-frame.tsx';

const provider = PROVIDERS[0]!;

/** The small pieces of a provider card: logo (locked and not), hidden name, quick facts. */
const meta = {
  title: 'Widget/Provider parts',
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const LogoLocked: Story = {
  name: 'Logo, locked',
  render: () => <ProviderLogo provider={provider} unlocked={false} />,
};

export const LogosUnlocked: Story = {
  name: 'Logos, unlocked (all providers)',
  parameters: { widget: { unlocked: true } },
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0 }}>
      {PROVIDERS.map((p) => (
        <li key={p.id} style={{ display: 'flex', alignItems: 'center', gap: 8, width: 260 }}>
          <ProviderLogo provider={p} unlocked />
          <span>{p.name}</span>
        </li>
      ))}
    </ul>
  ),
};

export const HiddenProviderName: Story = {
  name: 'Hidden name',
  render: () => (
    <p style={{ fontSize: 22, fontWeight: 700 }}>
      <HiddenName />
    </p>
  ),
};

export const QuickFactsClosed: Story = {
  name: 'Quick facts, closed',
  render: () => <QuickFacts provider={provider} />,
};

/** Opened with a tap or click (it also opens on hover and on keyboard focus; Escape closes it). */
export const QuickFactsOpen: Story = {
  name: 'Quick facts, open',
  render: () => (
    <div style={{ minHeight: 260, maxWidth: 420, display: 'flex', justifyContent: 'flex-end' }}>
      <QuickFacts provider={provider} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    const button = widget.getByRole('button', { name: 'Quick facts' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(widget.getByText('Fee Type')).toBeVisible();
  },
};
