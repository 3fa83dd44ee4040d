import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Where a form goes if the browser submits it natively: before the page has hydrated, or with
 * JavaScript turned off. Our forms are sent by script (JSON to /api/...), and their fields carry no
 * `name`, so a native submission has nothing to put in the address: it only reloads the page at
 * `?#<id>`, and the notice with that id appears through CSS `:target` (no script needed).
 */
export function notSentAction(id: string): string {
  return `#${id}`;
}

/** Shown only when the address ends in `#<id>`: tells the visitor nothing was sent and what to do. */
export function NotSentNotice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div
      id={id}
      tabIndex={-1}
      data-testid="not-sent-notice"
      className="hidden rounded-xl border-4 border-danger bg-white p-4 outline-none target:block sm:p-5"
    >
      <p className="flex items-center gap-2 text-xl font-bold text-danger">
        <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
        {title}
      </p>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}
