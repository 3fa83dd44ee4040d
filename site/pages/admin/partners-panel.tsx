import { Check, Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { problemMessage } from '../../app/admin-form-parts.tsx';
import { inputClass, SuccessNote } from '../../app/form-parts.tsx';
import { adminApi, type PartnerRow, useAdminData } from './admin-api.ts';
import { DataTable, LoadState, TD, TH } from './data-table.tsx';

/** One partner's counts per day, loaded when opened. */
function PartnerDays({ partner }: { partner: PartnerRow }) {
  const id = useId();
  const days = useAdminData(partner.id, () => adminApi.partnerDays(partner.id));
  return (
    <div className="space-y-2">
      <LoadState
        status={days.status}
        error={days.status === 'failed' ? days.error : undefined}
        what="the partner's days"
        onRetry={days.reload}
      />
      {days.data && days.data.items.length === 0 ? <p>Nothing counted yet.</p> : null}
      {days.data && days.data.items.length > 0 ? (
        <DataTable id={`${id}-days`} caption={`${partner.name} per day (UTC), newest first`}>
          <thead>
            <tr>
              <th className={TH}>Day</th>
              <th className={TH}>Widget loads</th>
              <th className={TH}>Pots entered</th>
              <th className={TH}>Unlocks</th>
              <th className={TH}>Consultation clicks</th>
            </tr>
          </thead>
          <tbody>
            {days.data.items.map((day) => (
              <tr key={day.day}>
                <th scope="row" className={TD}>
                  {day.day}
                </th>
                <td className={TD}>{day.loads}</td>
                <td className={TD}>{day.pots}</td>
                <td className={TD}>{day.unlocks}</td>
                <td className={TD}>{day.consultations}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </div>
  );
}

/** What the admin did to a sign-up, said after it. */
type Decision = { kind: 'approved' | 'declined'; partner: PartnerRow } | { kind: 'failed'; message: string };

function decisionText(decision: Decision): string {
  if (decision.kind === 'failed') return decision.message;
  const { name, contactEmail } = decision.partner;
  return decision.kind === 'approved'
    ? `${name} is approved: its id now counts. We are e-mailing ${contactEmail ?? 'the publisher'} their partner id, the snippet and their report link.`
    : `${name} is declined and removed. No e-mail is sent: write to ${contactEmail ?? 'the publisher'} yourself if you want to say why.`;
}

/**
 * Publishers' sign-ups waiting for approval, apart from the active partners: approve (the id starts
 * to count and the publisher is e-mailed its id, snippet and report link) or decline (removed, no
 * e-mail).
 */
export function PendingPartners({ pending, onDecided }: { pending: PartnerRow[]; onDecided: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);

  async function decide(partner: PartnerRow, kind: 'approved' | 'declined') {
    if (busy) return;
    setBusy(partner.id);
    setDecision(null);
    try {
      if (kind === 'approved') await adminApi.approvePartner(partner.id);
      else await adminApi.declinePartner(partner.id);
      setDecision({ kind, partner });
      onDecided();
    } catch (failure) {
      setDecision({ kind: 'failed', message: problemMessage(failure) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={`${id}-pending`} className="space-y-3" data-testid="pending-partners">
      <h3 id={`${id}-pending`} className="text-xl">
        Sign-ups waiting for approval ({pending.length})
      </h3>
      {pending.length === 0 ? <p>No sign-ups are waiting.</p> : null}
      <ul className="space-y-3">
        {pending.map((partner) => (
          <li key={partner.id} className="rounded-xl border-2 border-line bg-white p-4">
            <p className="text-lg font-semibold">{partner.name}</p>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">Site</dt>
              <dd className="break-all">
                <a href={partner.origins[0]} target="_blank" rel="noopener noreferrer">
                  {partner.origins[0]}
                </a>
              </dd>
              <dt className="font-semibold">E-mail</dt>
              <dd className="break-all">{partner.contactEmail}</dd>
              <dt className="font-semibold">Partner id if approved</dt>
              <dd className="break-all">{partner.id}</dd>
              <dt className="font-semibold">Signed up</dt>
              <dd>
                {new Date(partner.createdAt).toLocaleString('en-GB', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </dd>
            </dl>
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                type="button"
                className="dc-btn-primary"
                disabled={busy !== null}
                aria-busy={busy === partner.id}
                onClick={() => decide(partner, 'approved')}
              >
                <Check aria-hidden="true" className="size-5" />
                Approve {partner.name}
              </button>
              <button
                type="button"
                className="dc-btn-secondary"
                disabled={busy !== null}
                onClick={() => decide(partner, 'declined')}
              >
                <X aria-hidden="true" className="size-5" />
                Decline {partner.name}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div role="status">
        {decision && decision.kind !== 'failed' ? (
          <SuccessNote>
            <span className="[overflow-wrap:anywhere]">{decisionText(decision)}</span>
          </SuccessNote>
        ) : null}
      </div>
      <div role="alert">
        {decision?.kind === 'failed' ? <p className="font-semibold text-danger">{decision.message}</p> : null}
      </div>
    </section>
  );
}

/**
 * Partners who embed the widget: register one (name, id, the sites it runs on), see what the
 * widget did for each per day, and copy each partner's private report link.
 */
export function PartnersPanel() {
  const id = useId();
  const [tick, setTick] = useState(0);
  const partners = useAdminData(String(tick), () => adminApi.partners());
  const [form, setForm] = useState({ id: '', name: '', origins: '' });
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<PartnerRow | null>(null);
  const [busy, setBusy] = useState(false);
  const active = partners.data?.items.filter((partner) => partner.status !== 'pending') ?? [];
  const pending = partners.data?.items.filter((partner) => partner.status === 'pending') ?? [];

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const origins = form.origins
      .split(/[\s,]+/)
      .map((origin) => origin.trim())
      .filter(Boolean);
    if (!form.id.trim() || !form.name.trim() || origins.length === 0) {
      setError(
        'Give the partner a name, an id and at least one site (for example https://www.example.co.uk).',
      );
      return;
    }
    setBusy(true);
    setError(null);
    setCreated(null);
    try {
      const { item } = await adminApi.createPartner({ id: form.id.trim(), name: form.name.trim(), origins });
      setCreated(item);
      setForm({ id: '', name: '', origins: '' });
      setTick((n) => n + 1);
    } catch (failure) {
      setError(problemMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} id="partners" className="dc-card space-y-4 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        Partners
      </h2>
      <p className="max-w-3xl">
        Sites that embed the comparison. A lead names its partner only when it comes from one of the sites
        listed here. Counts are per day and hold no personal data. Publishers who sign up at /partners wait
        here until you approve them; until then their id counts nothing.
      </p>
      <LoadState
        status={partners.status}
        error={partners.status === 'failed' ? partners.error : undefined}
        what="partners"
        onRetry={partners.reload}
      />
      {partners.data ? <PendingPartners pending={pending} onDecided={() => setTick((n) => n + 1)} /> : null}
      {partners.data ? <h3 className="text-xl">Active partners ({active.length})</h3> : null}
      {partners.data && active.length === 0 ? <p>No partners yet.</p> : null}
      {active.map((partner) => (
        <details key={partner.id} className="rounded-xl border border-line p-4">
          <summary className="cursor-pointer font-semibold">
            {partner.name} ({partner.id}): last 30 days {partner.last30Days.loads} loads,{' '}
            {partner.last30Days.pots} pots, {partner.last30Days.unlocks} unlocks,{' '}
            {partner.last30Days.consultations} consultation clicks
          </summary>
          <div className="mt-3 space-y-3">
            <p>Sites: {partner.origins.join(', ')}</p>
            <p>
              Private report link (read-only, no personal data):{' '}
              <a href={partner.reportUrl} className="break-all">
                {partner.reportUrl}
              </a>
            </p>
            <PartnerDays partner={partner} />
          </div>
        </details>
      ))}

      <form noValidate onSubmit={create} className="space-y-4" aria-labelledby={`${id}-new`}>
        <h3 id={`${id}-new`} className="text-xl">
          Register a partner
        </h3>
        <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-name`} className="block font-semibold">
              Name
            </label>
            <input
              id={`${id}-name`}
              className={inputClass(false)}
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-id`} className="block font-semibold">
              Partner id (letters, digits, . _ -)
            </label>
            <input
              id={`${id}-id`}
              className={inputClass(false)}
              value={form.id}
              autoComplete="off"
              onChange={(event) => setForm({ ...form, id: event.currentTarget.value })}
            />
          </div>
        </div>
        <div className="max-w-3xl">
          <label htmlFor={`${id}-origins`} className="block font-semibold">
            Sites the widget runs on (one per line, like https://www.example.co.uk)
          </label>
          <textarea
            id={`${id}-origins`}
            rows={3}
            className={inputClass(false)}
            value={form.origins}
            onChange={(event) => setForm({ ...form, origins: event.currentTarget.value })}
          />
        </div>
        <button type="submit" className="dc-btn-primary" disabled={busy} aria-busy={busy}>
          <Plus aria-hidden="true" className="size-5" />
          {busy ? 'Registering…' : 'Register partner'}
        </button>
      </form>
      <div role="status">
        {created ? (
          <SuccessNote>
            {created.name} is registered. Their report link:{' '}
            <span className="break-all">{created.reportUrl}</span>
          </SuccessNote>
        ) : null}
      </div>
      <div role="alert">{error ? <p className="font-semibold text-danger">{error}</p> : null}</div>
    </section>
  );
}
