import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminGuard } from '../../app/admin-guard.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { AdminShell } from './admin-shell.tsx';
import { ConsultationsPanel } from './consultations-panel.tsx';
import { FigureReportsPanel } from './figure-reports-panel.tsx';
import { LeadsPanel } from './leads-panel.tsx';
import { OverdueSummary } from './overdue-summary.tsx';

function StaffArea() {
  const [summaryKey, setSummaryKey] = useState(0);
  // `/staff?request=12`: the link in the firm's "new consultation request" e-mail.
  const [search] = useSearchParams();
  const requested = search.get('request');
  return (
    <AdminShell
      title="Leads and consultations"
      intro="Call back consultation requests within 2 hours in phone hours, and keep their status and notes up to date. Check reports of a wrong figure. Everything here is personal data: handle it under the privacy policy."
    >
      <OverdueSummary refreshKey={summaryKey} />
      <ConsultationsPanel
        refreshKey={0}
        onChanged={() => setSummaryKey((n) => n + 1)}
        requestedId={requested && /^\d{1,12}$/.test(requested) ? requested : null}
      />
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
