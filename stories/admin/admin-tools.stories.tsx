import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { useRef } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ErrorSummary, SuccessNote } from '../../site/app/form-parts.tsx';
import { EmailFunnelTestPanel } from '../../site/pages/admin/email-funnel-test-panel.tsx';
import { EraseDialog } from '../../site/pages/admin/erase-dialog.tsx';
import { ErasePanel } from '../../site/pages/admin/erase-panel.tsx';
import GenerateEbookPage from '../../site/pages/admin/generate-ebook-page.tsx';
import { beforeEachAdmin, withAdmin } from '../support/admin-frame.tsx';
import { jsonResponse, mockFetch } from '../support/mock-fetch.ts';
import { mockAdminApi } from './admin-fixtures.ts';

/** The admin tools: erase a person's data, test the e-mail series, form messages, the ebook page. */
const meta = {
  title: 'Admin/Tools',
  decorators: [withAdmin],
  beforeEach: beforeEachAdmin,
  parameters: { layout: 'fullscreen', admin: { route: '/admin' } },
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

/** /admin/generate-ebook for a signed-in admin, in the admin layout. */
export const EbookPage: Story = {
  name: 'Ebook page',
  tags: ['page'],
  parameters: { admin: { route: '/admin/generate-ebook' } },
  beforeEach: () => mockAdminApi('full'),
  render: () => <GenerateEbookPage />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 15_000 });
  },
};

/** The ebook was made again: the time and size, and the download link. */
export const EbookRegenerated: Story = {
  name: 'Ebook page, regenerated',
  tags: ['page'],
  parameters: { admin: { route: '/admin/generate-ebook' } },
  beforeEach: () =>
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/auth/session')
        return jsonResponse(200, {
          user: { id: 1, email: 'staff@example.com', isAdmin: true, role: 'admin' },
        });
      return jsonResponse(200, { generatedAt: '2026-11-24T08:15:00Z', bytes: 493_812 });
    }),
  render: () => <GenerateEbookPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Regenerate the ebook' }, { timeout: 15_000 }),
    );
    await expect(await canvas.findByText(/The ebook was regenerated/)).toBeVisible();
  },
};

/** Making the ebook failed: the reason, and the page still works. */
export const EbookFailed: Story = {
  name: 'Ebook page, could not regenerate',
  tags: ['page'],
  parameters: { admin: { route: '/admin/generate-ebook' } },
  beforeEach: () => mockAdminApi('failing'),
  render: () => <GenerateEbookPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Regenerate the ebook' }, { timeout: 15_000 }),
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
