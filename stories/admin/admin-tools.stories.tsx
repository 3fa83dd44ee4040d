import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { App } from '../../site/app/app.tsx';
import { ErrorSummary, SuccessNote } from '../../site/app/form-parts.tsx';
import { EmailFunnelTestPanel } from '../../site/pages/admin/email-funnel-test-panel.tsx';
import { EraseDialog } from '../../site/pages/admin/erase-dialog.tsx';
import { ErasePanel } from '../../site/pages/admin/erase-panel.tsx';
import { beforeEachSite, withSite } from '../support/site-frame.tsx';
import { mockAdminApi } from './admin-fixtures.ts';

/** The admin tools: erase a person's data, test the e-mail series, form messages, the ebook page. */
const meta = {
  title: 'Admin/Tools',
  decorators: [withSite],
  beforeEach: beforeEachSite,
  parameters: { site: { route: '/admin' } },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

function OpenEraseDialog() {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <div style={{ minHeight: 420 }}>
      <EraseDialog email="margaret.ellis@example.com" onClose={fn()} onErased={fn()} opener={opener} />
    </div>
  );
}

/** Asks before erasing everything held about one address. */
export const EraseConfirm: Story = {
  name: 'Erase: confirmation dialog',
  render: () => <OpenEraseDialog />,
  play: async () => {
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

export const EraseForm: Story = {
  name: 'Erase: form',
  render: () => <ErasePanel onErase={fn()} />,
};

export const EraseFormError: Story = {
  name: 'Erase: not an e-mail address',
  render: () => <ErasePanel onErase={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'not an address');
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findAllByText(/e-mail/i)).not.toHaveLength(0);
  },
};

export const TestSeries: Story = {
  name: 'Test the e-mail series',
  render: () => <EmailFunnelTestPanel onQueued={fn()} />,
};

export const Messages: Story = {
  name: 'Form messages',
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <ErrorSummary
        problems={[
          { fieldId: 'story-email', message: 'Enter your e-mail address' },
          { message: 'Too many attempts. Try again in 5 minutes.' },
        ]}
      />
      <SuccessNote>
        Erased 1 lead, 2 consultation requests and 5 e-mails for margaret.ellis@example.com.
      </SuccessNote>
      <input id="story-email" aria-label="E-mail address" />
    </div>
  ),
};

/** /admin/generate-ebook for a signed-in admin, in the site's shell. */
export const EbookPage: Story = {
  name: 'Ebook page',
  tags: ['page'],
  parameters: { layout: 'fullscreen', site: { route: '/admin/generate-ebook' } },
  beforeEach: () => mockAdminApi('full'),
  render: () => <App />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 15_000 });
  },
};
