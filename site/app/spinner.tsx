import { LoaderCircle } from 'lucide-react';

/** Shown while a page or a part of one loads; announced politely to screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center gap-3 text-navy">
      <LoaderCircle aria-hidden="true" className="dc-spinner size-8 text-brand" />
      <span>{label}</span>
    </div>
  );
}
