import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, fn, within } from 'storybook/test';
import { ConsultationsPanel } from '../../site/pages/admin/consultations-panel.tsx';
import { OverdueSummary } from '../../site/pages/admin/overdue-summary.tsx';
import { beforeEachAdmin, withAdmin } from '../support/admin-frame.tsx';
import { jsonResponse, mockFetch, pendingResponse } from '../support/mock-fetch.ts';
import { PHONE } from '../support/site-frame.tsx';
import { mockAdminApi } from './admin-fixtures.ts';

/**
 * Working the consultation requests: statuses, owners, notes and the 2-hour reply promise (overdue
 * first and marked), from a mocked API inside the admin layout.
 */
const meta = {
  title: 'Admin/Consultation workflow',
  decorators: [withAdmin],
  beforeEach: beforeEachAdmin,
  parameters: { layout: 'fullscreen', admin: { route: '/admin' } },
  render: () => <ConsultationsPanel refreshKey={0} onErase={fn()} onChanged={fn()} />,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

async function rows(canvasElement: HTMLElement) {
  await within(canvasElement).findByText('Olive Overdue', {}, { timeout: 10_000 });
}

/** Every status, with and without an owner; the overdue request first, marked in red. */
export const Statuses: Story = {
  name: 'Statuses, owners and overdue',
  beforeEach: () => mockAdminApi('full'),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overdue', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByLabelText(/Status of Peter Hughes/)).toHaveValue('contacted');
    await expect(canvas.getByLabelText(/Owner of Olive Overdue/)).toHaveValue('');
  },
};

export const OverdueOnly: Story = {
  name: 'Filter: overdue only',
  beforeEach: () => mockAdminApi('full'),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Show'), 'overdue');
    await expect(await canvas.findByText(/1–1 of 1/)).toBeVisible();
    await expect(canvas.queryByText('Peter Hughes')).toBeNull();
  },
};

export const FilterNoMatch: Story = {
  name: 'Filter: nothing matches',
  beforeEach: () => mockAdminApi('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No consultation requests yet.', {}, { timeout: 10_000 });
    await userEvent.selectOptions(canvas.getByLabelText('Show'), 'booked');
    await expect(await canvas.findByText('No requests match this choice.')).toBeVisible();
  },
};

export const StatusSaved: Story = {
  name: 'Status changed and saved',
  beforeEach: () => mockAdminApi('full'),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/Status of Olive Overdue/), 'contacted');
    await expect(await canvas.findByText('Saved.')).toBeVisible();
  },
};

export const OwnerSaveFailed: Story = {
  name: 'Owner could not be saved',
  beforeEach: () => mockAdminApi({ data: 'full', saves: 'failing' }),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/Owner of Olive Overdue/), '2');
    await expect(await canvas.findByText(/Something went wrong on the server/)).toBeVisible();
  },
};

export const NotesOpen: Story = {
  name: 'Notes with author and time',
  beforeEach: () => mockAdminApi('full'),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Notes \(2\) on Peter Hughes/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(/Booked the consultation for Thursday/)).toBeVisible();
  },
};

export const NoNotesYet: Story = {
  name: 'Notes: none yet',
  beforeEach: () => mockAdminApi('full'),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Notes \(0\) on Olive Overdue/ }));
    await expect(await canvas.findByText('No notes yet.')).toBeVisible();
  },
};

export const NoteEmpty: Story = {
  name: 'Note: nothing written',
  beforeEach: () => mockAdminApi('full'),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Notes \(0\) on Olive Overdue/ }));
    await canvas.findByText('No notes yet.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    await expect(await canvas.findByText('Write a note.')).toBeVisible();
    await expect(canvas.getByLabelText('Add a note')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NoteSaved: Story = {
  name: 'Note saved',
  beforeEach: () => mockAdminApi('full'),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Notes \(0\) on Olive Overdue/ }));
    await canvas.findByText('No notes yet.');
    await userEvent.type(canvas.getByLabelText('Add a note'), 'Called at 9:35, booked for Tuesday.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    await expect(await canvas.findByText('Called at 9:35, booked for Tuesday.')).toBeVisible();
  },
};

/** What staff see at /staff: the same workflow, without erase buttons. */
export const StaffView: Story = {
  name: 'Staff view, no erase',
  beforeEach: () => mockAdminApi({ data: 'full', role: 'staff' }),
  parameters: { admin: { route: '/staff' } },
  render: () => <ConsultationsPanel refreshKey={0} onChanged={fn()} />,
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: /^Erase/ })).toBeNull();
  },
};

export const OnPhone: Story = {
  name: 'Statuses, owners and overdue, phone',
  tags: ['phone'],
  globals: PHONE,
  beforeEach: () => mockAdminApi('full'),
  play: ({ canvasElement }) => rows(canvasElement),
};

export const Loading: Story = {
  name: 'Loading',
  beforeEach: () =>
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/auth/session'
        ? jsonResponse(200, { user: { id: 1, email: 'staff@example.com', isAdmin: true, role: 'admin' } })
        : pendingResponse(),
    ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading consultation requests…')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Could not load',
  beforeEach: () => mockAdminApi('failing'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Could not load consultation requests/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The count at the top of /admin and /staff. */
export const SummaryNoneOverdue: Story = {
  name: 'Overdue summary: none overdue',
  beforeEach: () =>
    mockAdminApi({ data: 'full', summary: { overdue: 0, awaitingReply: 2, dueWithin30Minutes: 0 } }),
  render: () => <OverdueSummary refreshKey={0} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No overdue requests', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const SummaryOneOverdue: Story = {
  name: 'Overdue summary: one overdue',
  beforeEach: () =>
    mockAdminApi({ data: 'full', summary: { overdue: 1, awaitingReply: 1, dueWithin30Minutes: 0 } }),
  render: () => <OverdueSummary refreshKey={0} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('1 overdue request', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const SummarySeveral: Story = {
  name: 'Overdue summary: several overdue, some due soon',
  tags: ['phone'],
  globals: PHONE,
  beforeEach: () =>
    mockAdminApi({ data: 'full', summary: { overdue: 3, awaitingReply: 7, dueWithin30Minutes: 2 } }),
  render: () => <OverdueSummary refreshKey={0} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 overdue requests', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(/2 due within 30 minutes/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the requests' })).toBeVisible();
  },
};
