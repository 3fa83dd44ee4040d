import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SuccessNote } from '../../app/admin-form-parts.tsx';
import { AdminGuard } from '../../app/admin-guard.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import type { Erased } from './admin-api.ts';
import { AdminShell } from './admin-shell.tsx';
import { ConsultationsPanel } from './consultations-panel.tsx';
import { EmailFunnelTestPanel } from './email-funnel-test-panel.tsx';
import { EraseDialog, erasedText } from './erase-dialog.tsx';
import { ErasePanel } from './erase-panel.tsx';
import { LeadsPanel } from './leads-panel.tsx';
import { OutboxPanel } from './outbox-panel.tsx';

const SECTIONS = [
  { href: '#leads', label: 'Leads' },
  { href: '#consultations', label: 'Consultation requests' },
  { href: '#outbox', label: 'E-mail outbox' },
  { href: '#email-funnel-test', label: 'Test the e-mail series' },
  { href: '#erase', label: "Erase a person's data" },
] as const;

function Dashboard() {
  const [refreshKey, setRefreshKey] = useState(0);
  const [outboxKey, setOutboxKey] = useState(0);
  const [eraseEmail, setEraseEmail] = useState<string | null>(null);
  const [erasedNote, setErasedNote] = useState<string | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const askToErase = useCallback((email: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setErasedNote(null);
    setEraseEmail(email);
  }, []);

  function erased(email: string, result: Erased) {
    setEraseEmail(null);
    setErasedNote(`Erased ${erasedText(result)} for ${email}.`);
    setRefreshKey((n) => n + 1);
    setOutboxKey((n) => n + 1);
    // After the dialog has closed and given focus back, move it to the confirmation.
    setTimeout(() => noteRef.current?.focus(), 0);
  }

  return (
    <AdminShell
      title="Admin dashboard"
      intro="Leads, consultation requests and the e-mail series. Everything here is personal data: handle it under the privacy policy."
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
        {erasedNote ? <SuccessNote focusRef={noteRef}>{erasedNote}</SuccessNote> : null}
      </div>
      <LeadsPanel refreshKey={refreshKey} onErase={askToErase} />
      <ConsultationsPanel refreshKey={refreshKey} onErase={askToErase} />
      <OutboxPanel refreshKey={outboxKey} />
      <EmailFunnelTestPanel onQueued={() => setOutboxKey((n) => n + 1)} />
      <ErasePanel onErase={askToErase} />
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
