import { Download, FileText, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, problemMessage } from '../../app/admin-form-parts.tsx';
import { AdminGuard } from '../../app/admin-guard.tsx';
import { ErrorSummary, SuccessNote } from '../../app/form-parts.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { adminApi, EBOOK_PDF_URL, type EbookGenerated } from './admin-api.ts';
import { AdminShell } from './admin-shell.tsx';

/** "482 KB" or "1.4 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('en-GB')} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB`;
}

function GenerateEbook() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<EbookGenerated | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);

  async function regenerate() {
    setBusy(true);
    setProblem(null);
    setResult(null);
    try {
      const generated = await adminApi.regenerateEbook();
      setResult(generated);
      setTimeout(() => noteRef.current?.focus(), 0);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminShell
      title="Ebook"
      intro="The free pension drawdown guide that visitors download. Regenerate it after the guides, facts or fees change."
    >
      <section aria-labelledby="ebook-regenerate-title" className="dc-card max-w-3xl space-y-5 p-5 sm:p-7">
        <h2 id="ebook-regenerate-title" className="flex items-center gap-2 text-2xl sm:text-3xl">
          <FileText aria-hidden="true" className="size-7 text-brand-dark" />
          Regenerate the ebook PDF
        </h2>
        <p>
          This builds the PDF again from the current content and replaces the copy visitors get from the{' '}
          <Link to="/download-ebook">ebook page</Link>. It takes a few seconds.
        </p>
        <ErrorSummary
          problems={problem ? [{ message: problem }] : []}
          title="The ebook was not regenerated"
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="dc-btn-primary"
            onClick={regenerate}
            disabled={busy}
            aria-busy={busy}
          >
            <RefreshCw aria-hidden="true" className={`size-5 ${busy ? 'dc-spinner' : ''}`} />
            {busy ? 'Regenerating…' : 'Regenerate the ebook'}
          </button>
          <a href={EBOOK_PDF_URL} download="drawdown-guide.pdf" className="dc-btn-secondary">
            <Download aria-hidden="true" className="size-5" />
            Download the current PDF
          </a>
        </div>
        <div role="status">
          {result ? (
            <SuccessNote focusRef={noteRef}>
              The ebook was regenerated on {formatDateTime(result.generatedAt)} ({sizeText(result.bytes)}).
              The download link above now gives the new copy.
            </SuccessNote>
          ) : null}
        </div>
      </section>
    </AdminShell>
  );
}

/** /admin/generate-ebook: regenerate the ebook PDF from the current content and download it. */
export default function GenerateEbookPage() {
  return (
    <>
      <PageMeta
        title="Regenerate the ebook"
        description="Regenerate and download the Drawdown Compare ebook."
        path="/admin/generate-ebook"
        noindex
      />
      <AdminGuard>
        <GenerateEbook />
      </AdminGuard>
    </>
  );
}
