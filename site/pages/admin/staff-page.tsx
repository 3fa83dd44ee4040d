import { useState } from 'react';
import { AdminGuard } from '../../app/admin-guard.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { AdminShell } from './admin-shell.tsx';
import { ConsultationsPanel } from './consultations-panel.tsx';
import { FigureReportsPanel } from './figure-reports-panel.tsx';
import { LeadsPanel } from './leads-panel.tsx';
import { OverdueSummary } from './overdue-summary.tsx';

function StaffArea() {
  const [summaryKey, setSummaryKey] = useState(0);
  return (
    <AdminShell
      title="Leads and consultations"
      intro="Call back consultation requests within 2 hours in phone hours, and keep their status and notes up to date. Check reports of a wrong figure. Everything here is personal data: handle it under the privacy policy."
    >
      <OverdueSummary refreshKey={summaryKey} />
      <ConsultationsPanel refreshKey={0} onChanged={() => setSummaryKey((n) => n + 1)} />
      <LeadsPanel refreshKey={0} />
      <FigureReportsPanel refreshKey={0} />
    </AdminShell>
  );
}

/** /staff: the working area for staff and admins (docs/decisions/027). /admin stays admin-only (spec §4). */
export default function StaffPage() {
  return (
    <>
      <PageMeta
        title="Leads and consultations"
        description="Consultation requests and leads for Drawdown Compare staff."
        path="/staff"
        noindex
      />
      <AdminGuard allow="staff">
        <StaffArea />
      </AdminGuard>
    </>
  );
}
