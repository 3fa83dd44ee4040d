import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminGuard } from '../../app/admin-guard.tsx';
import { SuccessNote } from '../../app/form-parts.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import type { Erased } from './admin-api.ts';
import { AdminShell } from './admin-shell.tsx';
import { AuditPanel } from './audit-panel.tsx';
import { ConsultationsPanel } from './consultations-panel.tsx';
import { EmailFunnelTestPanel } from './email-funnel-test-panel.tsx';
import { EraseDialog, erasureResultText, nothingWasHeld } from './erase-dialog.tsx';
import { ErasePanel, type ErasureOutcome } from './erase-panel.tsx';
import { FigureReportsPanel } from './figure-reports-panel.tsx';
import { LeadsPanel } from './leads-panel.tsx';
import { OutboxPanel } from './outbox-panel.tsx';
import { OverdueSummary } from './overdue-summary.tsx';
import { PartnersPanel } from './partners-panel.tsx';
import { SubjectPanel } from './subject-panel.tsx';
import { UsersPanel } from './users-panel.tsx';

const SECTIONS = [
  { href: '#consultations', label: 'Consultation requests' },
  { href: '#leads', label: 'Leads' },
  { href: '#figure-reports', label: 'Reports of a wrong figure' },
  { href: '#outbox', label: 'E-mail outbox' },
  { href: '#email-funnel-test', label: 'Test the e-mail series' },
  { href: '#subject-access', label: 'What we hold about a person' },
  { href: '#partners', label: 'Partners' },
  { href: '#erase', label: "Erase a person's data" },
  { href: '#staff', label: 'Staff accounts' },
  { href: '#audit', label: 'Audit log' },
] as const;

function Dashboard() {
  const [refreshKey, setRefreshKey] = useState(0);
  const [outboxKey, setOutboxKey] = useState(0);
  const [eraseEmail, setEraseEmail] = useState<string | null>(null);
  const [erasedNote, setErasedNote] = useState<ErasureOutcome | null>(null);
  /** Where the erasure was asked: its result is said there (the panel's form, or the lists). */
  const [eraseFrom, setEraseFrom] = useState<'panel' | 'list'>('list');
  const panelNoteRef = useRef<HTMLDivElement>(null);
  const [summaryKey, setSummaryKey] = useState(0);
  const [auditKey, setAuditKey] = useState(0);
  const noteRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const askToErase = useCallback((email: string, from: 'panel' | 'list' = 'list') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setErasedNote(null);
    setEraseFrom(from);
    setEraseEmail(email);
  }, []);

  function erased(email: string, result: Erased) {
    setEraseEmail(null);
    setErasedNote({ text: erasureResultText(email, result), nothingHeld: nothingWasHeld(result) });
    setRefreshKey((n) => n + 1);
    setOutboxKey((n) => n + 1);
    setSummaryKey((n) => n + 1);
    setAuditKey((n) => n + 1);
  }

  // Once the dialog is gone (a modal dialog hands focus back as it is removed), the result takes
  // the focus where it is shown: beside the erase form, or at the top for the lists' buttons.
  useEffect(() => {
    if (erasedNote) (eraseFrom === 'panel' ? panelNoteRef : noteRef).current?.focus();
  }, [erasedNote, eraseFrom]);

  return (
    <AdminShell
      title="Admin dashboard"
      intro="Consultation requests, leads, the e-mail series, staff accounts and the audit log. Everything here is personal data: handle it under the privacy policy."
    >
      <nav aria-label="On this page">
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <a href={section.href} className="inline-flex min-h-11 items-center">
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div role="status">
        {erasedNote && eraseFrom === 'list' ? (
          erasedNote.nothingHeld ? (
            <div
              ref={noteRef}
              tabIndex={-1}
              className="rounded-xl border-2 border-navy bg-white p-3 font-semibold"
            >
              {erasedNote.text}
            </div>
          ) : (
            <SuccessNote focusRef={noteRef}>{erasedNote.text}</SuccessNote>
          )
        ) : null}
      </div>
      <OverdueSummary refreshKey={summaryKey + refreshKey} />
      <ConsultationsPanel
        refreshKey={refreshKey}
        onErase={askToErase}
        onChanged={() => {
          setSummaryKey((n) => n + 1);
          setAuditKey((n) => n + 1);
        }}
      />
      <LeadsPanel refreshKey={refreshKey} onErase={askToErase} />
      <FigureReportsPanel refreshKey={refreshKey} />
      <OutboxPanel refreshKey={outboxKey} />
      <EmailFunnelTestPanel onQueued={() => setOutboxKey((n) => n + 1)} />
      <PartnersPanel />
      <SubjectPanel onDownloaded={() => setAuditKey((n) => n + 1)} />
      <ErasePanel
        onErase={(email) => askToErase(email, 'panel')}
        outcome={eraseFrom === 'panel' ? erasedNote : null}
        outcomeRef={panelNoteRef}
      />
      <UsersPanel />
      <AuditPanel refreshKey={auditKey} />
      <EraseDialog email={eraseEmail} onClose={() => setEraseEmail(null)} onErased={erased} opener={opener} />
    </AdminShell>
  );
}

/**
 * /admin and its sibling routes (/admin/enhance-blogs, /admin/blog-editor, /admin/generate-logo,
 * /admin/email-funnel-test): one dashboard behind the admin guard (spec §2, §4).
 */
export default function AdminDashboardPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Admin dashboard"
        description="Leads, consultation requests and the e-mail outbox for Drawdown Compare staff."
        path={pathname.replace(/\/$/, '') || '/admin'}
        noindex
      />
      <AdminGuard>
        <Dashboard />
      </AdminGuard>
    </>
  );
}
