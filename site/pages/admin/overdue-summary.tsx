import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { adminApi, useAdminData } from './admin-api.ts';

/** The count at the top of the dashboard: requests past their reply-due time, and those waiting. */
export function OverdueSummary({ refreshKey }: { refreshKey: number }) {
  const summary = useAdminData(`summary|${refreshKey}`, () => adminApi.summary());
  const data = summary.data;
  if (!data) return null;
  const overdue = data.overdue;
  return (
    <section
      aria-label="Replies due"
      className={`flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl p-4 ring-2 ${overdue > 0 ? 'bg-white ring-danger' : 'bg-white ring-line'}`}
    >
      <p
        className={`flex items-center gap-2 text-xl font-semibold ${overdue > 0 ? 'text-danger' : 'text-navy'}`}
      >
        {overdue > 0 ? (
          <AlertTriangle aria-hidden="true" className="size-6" />
        ) : (
          <CheckCircle2 aria-hidden="true" className="size-6" />
        )}
        <span data-testid="overdue-count">
          {overdue === 0
            ? 'No overdue requests'
            : overdue === 1
              ? '1 overdue request'
              : `${overdue} overdue requests`}
        </span>
      </p>
      <p>
        {data.awaitingReply} waiting for a reply
        {data.dueWithin30Minutes > 0 ? `, ${data.dueWithin30Minutes} due within 30 minutes` : ''}
      </p>
      {overdue > 0 ? (
        <a href="#consultations" className="inline-flex min-h-11 items-center font-semibold">
          Go to the requests
        </a>
      ) : null}
    </section>
  );
}
