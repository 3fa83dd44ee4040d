import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, fn, within } from 'storybook/test';
import { AuditPanel } from '../../site/pages/admin/audit-panel.tsx';
import { PartnersPanel } from '../../site/pages/admin/partners-panel.tsx';
import { SubjectPanel } from '../../site/pages/admin/subject-panel.tsx';
import { UsersPanel } from '../../site/pages/admin/users-panel.tsx';
import { beforeEachAdmin, withAdmin } from '../support/admin-frame.tsx';
import { PHONE } from '../support/site-frame.tsx';
import { mockAdminApi } from './admin-fixtures.ts';

/**
 * The admin's own panels: staff accounts and invitations, the audit log, subject access and
 * partners, from a mocked API inside the admin layout.
 */
const meta = {
  title: 'Admin/Accounts and data',
  decorators: [withAdmin],
  beforeEach: beforeEachAdmin,
  parameters: { layout: 'fullscreen', admin: { route: '/admin' } },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const find = (canvasElement: HTMLElement, text: string | RegExp) =>
  within(canvasElement).findByText(text, {}, { timeout: 10_000 });

async function invite(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await find(canvasElement, /Invited; link works until/);
  if (email) await userEvent.type(canvas.getByLabelText(/E-mail address of the new member of staff/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
}

/** Who has access: an admin (you), staff with a password, an invitation waiting and one expired. */
export const Users: Story = {
  name: 'Staff accounts',
  beforeEach: () => mockAdminApi('full'),
  render: () => <UsersPanel />,
  play: async ({ canvasElement }) => {
    await find(canvasElement, /Invited; link works until/);
    await expect(within(canvasElement).getByText(/Invitation expired: send it again/)).toBeVisible();
  },
};

export const UsersPhone: Story = {
  name: 'Staff accounts, phone',
  tags: ['phone'],
  globals: PHONE,
  beforeEach: () => mockAdminApi('full'),
  render: () => <UsersPanel />,
  play: ({ canvasElement }) => find(canvasElement, /Invited; link works until/).then(() => undefined),
};

export const InviteSent: Story = {
  name: 'Invitation sent',
  beforeEach: () => mockAdminApi('full'),
  render: () => <UsersPanel />,
  play: async ({ canvasElement }) => {
    await invite(canvasElement, 'jo.newcomer@example.com');
    await expect(await find(canvasElement, /Invitation sent to jo.newcomer@example.com/)).toBeVisible();
  },
};

export const InviteEmpty: Story = {
  name: 'Invite: no address',
  beforeEach: () => mockAdminApi('full'),
  render: () => <UsersPanel />,
  play: async ({ canvasElement }) => {
    await invite(canvasElement, '');
    await expect(await find(canvasElement, 'Enter an e-mail address')).toBeVisible();
  },
};

export const InviteNotAnAddress: Story = {
  name: 'Invite: not an e-mail address',
  beforeEach: () => mockAdminApi('full'),
  render: () => <UsersPanel />,
  play: async ({ canvasElement }) => {
    await invite(canvasElement, 'jo at example');
    await expect(await find(canvasElement, /in the correct format/)).toBeVisible();
    await expect(within(canvasElement).getByLabelText(/new member of staff/)).toHaveFocus();
  },
};

export const InviteExists: Story = {
  name: 'Invite: already has an account',
  beforeEach: () => mockAdminApi({ data: 'full', invite: 'exists' }),
  render: () => <UsersPanel />,
  play: async ({ canvasElement }) => {
    await invite(canvasElement, 'sam.staff@example.com');
    await expect(await find(canvasElement, 'This person already has an account.')).toBeVisible();
  },
};

export const UsersFailed: Story = {
  name: 'Staff accounts, could not load',
  beforeEach: () => mockAdminApi('failing'),
  render: () => <UsersPanel />,
  play: ({ canvasElement }) => find(canvasElement, /Could not load staff accounts/).then(() => undefined),
};

/** Sign-ins, reads of one person, exports, changes, erasure and account changes; people only as hashes. */
export const Audit: Story = {
  name: 'Audit log',
  beforeEach: () => mockAdminApi('full'),
  render: () => <AuditPanel refreshKey={0} />,
  play: async ({ canvasElement }) => {
    await find(canvasElement, "Erased a person's data");
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New → Contacted')).toBeVisible();
    await expect(canvas.getByText(/deleted 36 months after/)).toBeVisible();
  },
};

export const AuditPaged: Story = {
  name: 'Audit log, several pages',
  beforeEach: () => mockAdminApi({ data: 'full', auditTotal: 180 }),
  render: () => <AuditPanel refreshKey={0} />,
  play: async ({ canvasElement }) => {
    await find(canvasElement, 'Page 1 of 8');
  },
};

export const AuditPhone: Story = {
  name: 'Audit log, phone',
  tags: ['phone'],
  globals: PHONE,
  beforeEach: () => mockAdminApi('full'),
  render: () => <AuditPanel refreshKey={0} />,
  play: ({ canvasElement }) => find(canvasElement, "Erased a person's data").then(() => undefined),
};

export const AuditEmpty: Story = {
  name: 'Audit log, empty',
  beforeEach: () => mockAdminApi('empty'),
  render: () => <AuditPanel refreshKey={0} />,
  play: ({ canvasElement }) => find(canvasElement, /0 of 0/).then(() => undefined),
};

export const AuditFailed: Story = {
  name: 'Audit log, could not load',
  beforeEach: () => mockAdminApi('failing'),
  render: () => <AuditPanel refreshKey={0} />,
  play: ({ canvasElement }) => find(canvasElement, /Could not load the audit log/).then(() => undefined),
};

/** A subject access request: the person's address, then one JSON file. */
export const Subject: Story = {
  name: 'Subject access: form',
  render: () => <SubjectPanel onDownloaded={fn()} />,
};

/** Called when a subject access file is asked for (must not be, for a wrong address). */
const downloaded = fn();

export const SubjectNotAnAddress: Story = {
  name: 'Subject access: not an e-mail address',
  beforeEach: () => {
    downloaded.mockClear();
  },
  render: () => <SubjectPanel onDownloaded={downloaded} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail address of the person'), 'margaret.ellis');
    await userEvent.click(canvas.getByRole('button', { name: 'Download their data' }));
    await expect(await canvas.findByText(/in the correct format/)).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address of the person')).toHaveFocus();
    await expect(downloaded).not.toHaveBeenCalled();
  },
};

/** Partners who embed the widget: one with counts opened to its days, one with nothing yet. */
export const Partners: Story = {
  name: 'Partners',
  beforeEach: () => mockAdminApi('full'),
  render: () => <PartnersPanel />,
  play: async ({ canvasElement }) => {
    const summary = await find(canvasElement, /Money Weekly \(money-weekly\)/);
    await userEvent.click(summary);
    await expect(await find(canvasElement, /Money Weekly per day/)).toBeVisible();
  },
};

/** A publisher's sign-up waits apart from the active partners; approving moves it among them. */
export const PartnersPendingApprove: Story = {
  name: 'Partners, a sign-up approved',
  beforeEach: () => mockAdminApi('full'),
  render: () => <PartnersPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = await canvas.findByTestId('pending-partners', {}, { timeout: 10_000 });
    await expect(within(pending).getByText('editor@pension-pages.example')).toBeVisible();
    await userEvent.click(within(pending).getByRole('button', { name: 'Approve Pension Pages' }));
    await expect(await find(canvasElement, /Pension Pages is approved/)).toBeVisible();
    await expect(await find(canvasElement, 'No sign-ups are waiting.')).toBeVisible();
  },
};

export const PartnersPendingPhone: Story = {
  name: 'Partners, a sign-up waiting, phone',
  tags: ['phone'],
  globals: PHONE,
  beforeEach: () => mockAdminApi('full'),
  render: () => <PartnersPanel />,
  play: ({ canvasElement }) => find(canvasElement, 'Sign-ups waiting for approval (1)').then(() => undefined),
};

export const PartnersEmpty: Story = {
  name: 'Partners, none yet',
  beforeEach: () => mockAdminApi('empty'),
  render: () => <PartnersPanel />,
  play: ({ canvasElement }) => find(canvasElement, 'No partners yet.').then(() => undefined),
};

export const PartnersFailed: Story = {
  name: 'Partners, could not load',
  beforeEach: () => mockAdminApi('failing'),
  render: () => <PartnersPanel />,
  play: ({ canvasElement }) => find(canvasElement, /Could not load partners/).then(() => undefined),
};
