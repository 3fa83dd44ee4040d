import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, fn, waitFor, within } from 'storybook/test';
import AdminDashboardPage from '../../site/pages/admin/admin-dashboard-page.tsx';
import { ConsultationsPanel } from '../../site/pages/admin/consultations-panel.tsx';
import { FigureReportsPanel } from '../../site/pages/admin/figure-reports-panel.tsx';
import { LeadsPanel } from '../../site/pages/admin/leads-panel.tsx';
import { OutboxPanel } from '../../site/pages/admin/outbox-panel.tsx';
import { beforeEachAdmin, withAdmin } from '../support/admin-frame.tsx';
import { PHONE } from '../support/site-frame.tsx';
import { mockAdminApi } from './admin-fixtures.ts';

/** Waits until the panel has its answer (a table, or the sentence for no rows). */
async function loaded(canvasElement: HTMLElement, done: RegExp) {
  await within(canvasElement).findAllByText(done, {}, { timeout: 10_000 });
}

/**
 * Admin tables with fixed data and empty, from a mocked API (no server, no network), inside the
 * admin layout.
 */
const meta = {
  title: 'Admin/Tables',
  decorators: [withAdmin],
  beforeEach: beforeEachAdmin,
  parameters: { layout: 'fullscreen', admin: { route: '/admin' } },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const LeadsWithData: Story = {
  name: 'Leads, with data',
  beforeEach: () => mockAdminApi('full'),
  render: () => <LeadsPanel refreshKey={0} onErase={fn()} />,
  play: ({ canvasElement }) => loaded(canvasElement, /Margaret Ellis/),
};
export const LeadsEmpty: Story = {
  name: 'Leads, empty',
  beforeEach: () => mockAdminApi('empty'),
  render: () => <LeadsPanel refreshKey={0} onErase={fn()} />,
  play: ({ canvasElement }) => loaded(canvasElement, /No leads yet/),
};
export const LeadsFailed: Story = {
  name: 'Leads, could not load',
  beforeEach: () => mockAdminApi('failing'),
  render: () => <LeadsPanel refreshKey={0} onErase={fn()} />,
  play: ({ canvasElement }) => loaded(canvasElement, /Could not load leads/),
};
export const LeadsOnPhone: Story = {
  name: 'Leads, with data, phone',
  tags: ['phone'],
  globals: PHONE,
  beforeEach: () => mockAdminApi('full'),
  render: () => <LeadsPanel refreshKey={0} onErase={fn()} />,
  play: ({ canvasElement }) => loaded(canvasElement, /Margaret Ellis/),
};
export const ConsultationsWithData: Story = {
  name: 'Consultation requests, with data',
  beforeEach: () => mockAdminApi('full'),
  render: () => <ConsultationsPanel refreshKey={0} onErase={fn()} />,
  play: ({ canvasElement }) => loaded(canvasElement, /Peter Hughes/),
};
export const ConsultationsEmpty: Story = {
  name: 'Consultation requests, empty',
  beforeEach: () => mockAdminApi('empty'),
  render: () => <ConsultationsPanel refreshKey={0} onErase={fn()} />,
  play: ({ canvasElement }) => loaded(canvasElement, /^No /),
};
/** Reports of a wrong figure: new first, each with its status; changing one saves it. */
export const FigureReportsWithData: Story = {
  name: 'Reports of a wrong figure, with data',
  beforeEach: () => mockAdminApi('full'),
  render: () => <FigureReportsPanel refreshKey={0} />,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, /Yearly drawdown fee/);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 new')).toBeVisible();
    await expect(canvas.getByText(/sent without JavaScript/)).toBeVisible();
    const status = canvas.getByRole('combobox', { name: 'Status of report 14' });
    await expect(status).toHaveValue('new');
    await userEvent.selectOptions(status, 'checked');
    await waitFor(() => expect(canvas.getAllByText('Saved.')[0]).toBeVisible());
  },
};
export const FigureReportsEmpty: Story = {
  name: 'Reports of a wrong figure, empty',
  beforeEach: () => mockAdminApi('empty'),
  render: () => <FigureReportsPanel refreshKey={0} />,
  play: ({ canvasElement }) => loaded(canvasElement, /No reports of a wrong figure yet/),
};
export const FigureReportsFailed: Story = {
  name: 'Reports of a wrong figure, could not load',
  beforeEach: () => mockAdminApi('failing'),
  render: () => <FigureReportsPanel refreshKey={0} />,
  play: ({ canvasElement }) => loaded(canvasElement, /Could not load reports/),
};
export const FigureReportsOnPhone: Story = {
  name: 'Reports of a wrong figure, with data, phone',
  tags: ['phone'],
  globals: PHONE,
  beforeEach: () => mockAdminApi('full'),
  render: () => <FigureReportsPanel refreshKey={0} />,
  play: ({ canvasElement }) => loaded(canvasElement, /Yearly drawdown fee/),
};
export const OutboxWithData: Story = {
  name: 'E-mail outbox, with data',
  beforeEach: () => mockAdminApi('full'),
  render: () => <OutboxPanel refreshKey={0} />,
  play: ({ canvasElement }) => loaded(canvasElement, /SMTP 550/),
};
export const OutboxEmpty: Story = {
  name: 'E-mail outbox, empty',
  beforeEach: () => mockAdminApi('empty'),
  render: () => <OutboxPanel refreshKey={0} />,
  play: ({ canvasElement }) => loaded(canvasElement, /^No /),
};

/** The whole dashboard for a signed-in admin, in the admin layout. */
export const Dashboard: Story = {
  name: 'Dashboard page, with data',
  tags: ['page'],
  beforeEach: () => mockAdminApi('full'),
  render: () => <AdminDashboardPage />,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, /Margaret Ellis/);
    await loaded(canvasElement, /1 overdue request/);
    await loaded(canvasElement, /Made an admin/);
  },
};

/** The dashboard on a phone: the menu, the overdue count and the first tables at 360 px. */
export const DashboardOnPhone: Story = {
  name: 'Dashboard page, phone',
  tags: ['page', 'phone'],
  globals: PHONE,
  beforeEach: () => mockAdminApi('full'),
  render: () => <AdminDashboardPage />,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, /Margaret Ellis/);
    await loaded(canvasElement, /1 overdue request/);
  },
};
