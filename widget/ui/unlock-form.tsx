import { useSignals } from '@preact/signals-react/runtime';
import { LockOpen } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type UnlockFormProblems,
  type UnlockFormValues,
  unlockFormProblems,
  validateUnlockForm,
} from '../core/lead.ts';
import { GATE_TEXT, TEXT, TOAST, type ToastText } from '../core/texts.ts';
import { grantAccess } from './access.ts';
import { submitLead } from './submit-lead.ts';
import { useWidget } from './widget-context.ts';
import { registerUnlockForm } from './widget-store.ts';

const input =
  'min-h-12 w-full rounded-xl border-2 border-line bg-surface px-4 py-2 text-lg text-ink focus:border-accent focus:outline-none focus:ring-4 focus:ring-accent/25 aria-invalid:border-danger aria-invalid:focus:border-danger aria-invalid:focus:ring-danger/25';

const FIELDS = ['name', 'email', 'consent'] as const;
type Field = (typeof FIELDS)[number];

function formValues(form: HTMLFormElement): UnlockFormValues {
  const data = new FormData(form);
  return {
    name: String(data.get('name') ?? ''),
    email: String(data.get('email') ?? ''),
    consent: data.get('consent') === 'yes',
  };
}

/** A field's message, beside it (GOV.UK: above the input, in red, prefixed for screen readers). */
function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} part="field-error" className="font-semibold text-danger">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

/** Path of the host page, sent with the lead as its source. */
function hostPath(): string {
  try {
    return globalThis.location?.pathname ?? '';
  } catch {
    return '';
  }
}

/** Whether the widget is on our own site (the one flag opens every ranking there), not a partner's page. */
function onOurSite(siteUrl: string): boolean {
  // No origin: links relative to the page, as the site's own first view is rendered (decision 051).
  if (siteUrl === '') return true;
  try {
    return globalThis.location?.origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

/** The element that has focus inside the widget's shadow root (or the page), if any. */
function focusedIn(node: Node | null): Element | null {
  const root = node?.getRootNode();
  const active = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
  return active === document.body || active === document.documentElement ? null : active;
}

/**
 * The unlock form: name, e-mail, consent to 5 e-mails over 2 weeks and a hidden honeypot.
 * Checked in the order of spec §5; each failure is a toast. One request per submit.
 */
export function UnlockForm({ onUnlocked }: { onUnlocked: () => void }) {
  useSignals();
  const { store, toasts, config, emit } = useWidget();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<UnlockFormProblems>({});
  const problemToast = useRef<{ id: number; text: ToastText } | null>(null);
  /** The problems of a failed submit, until the render that marks them has committed. */
  const focusProblem = useRef<UnlockFormProblems | null>(null);
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // After a failed submit: focus the first field with a problem, so it is in view and its label
  // and message are read out; the toast then goes where it does not cover that field.
  // (An effect of an earlier render can run in between: it waits for the one with these problems.)
  useEffect(() => {
    if (!focusProblem.current || focusProblem.current !== problems) return;
    focusProblem.current = null;
    const first = FIELDS.find((field) => problems[field]);
    if (first) fieldRefs.current[first]?.focus();
    const shown = problemToast.current;
    if (shown)
      problemToast.current = { id: toasts.show(shown.text, 'destructive', inUse()), text: shown.text };
  });

  // Lets "Unlock Details" (here or in another element of the group) bring us into view, also when
  // it was pressed before this form registered.
  useEffect(() => {
    const focus = () => {
      sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      nameRef.current?.focus({ preventScroll: true });
    };
    return registerUnlockForm(store, focus);
  }, [store]);

  // A toast must not cover the control in use nor the submit button (a toast spans a phone's width).
  const inUse = () => [focusedIn(sectionRef.current), submitRef.current];

  /**
   * While the visitor corrects a marked field: its message goes once it is right (no new ones
   * appear while typing), and the toast goes once the problem it named is solved.
   */
  function recheck(form: HTMLFormElement) {
    if (Object.keys(problems).length === 0 && !problemToast.current) return;
    const values = formValues(form);
    const now = unlockFormProblems(values);
    const kept: UnlockFormProblems = {};
    for (const field of FIELDS) if (problems[field] && now[field]) kept[field] = now[field];
    if (FIELDS.some((field) => kept[field] !== problems[field])) setProblems(kept);
    const shown = problemToast.current;
    if (shown && validateUnlockForm(values) !== shown.text) {
      toasts.dismissIf(shown.id);
      problemToast.current = null;
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const data = new FormData(event.currentTarget);
    const values = formValues(event.currentTarget);
    const problem = validateUnlockForm(values);
    if (problem) {
      // Shown by the effect above once the fields are marked and the first one has focus.
      problemToast.current = { id: 0, text: problem };
      const found = unlockFormProblems(values);
      focusProblem.current = found;
      setProblems(found);
      return;
    }
    setProblems({});
    if (problemToast.current) toasts.dismissIf(problemToast.current.id);
    problemToast.current = null;
    sending.current = true;
    setBusy(true);
    const { apiBase, partner } = config.value;
    try {
      const outcome = await submitLead({
        apiBase,
        name: values.name,
        email: values.email,
        potRaw: store.potRaw.value,
        honeypot: String(data.get('website') ?? ''),
        partner,
        source: hostPath(),
      });
      if (outcome.ok) {
        grantAccess();
        emit('dc:unlock', partner ? { version: 1, partner } : { version: 1 });
        onUnlocked();
        // After onUnlocked has moved focus (to the count line), so the toast avoids where it went.
        toasts.show(TOAST.success, 'success', [focusedIn(sectionRef.current)]);
      } else {
        toasts.show(outcome.toast, 'destructive', inUse());
      }
    } catch {
      toasts.show(TOAST.unexpected, 'destructive', inUse());
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const siteUrl = config.value.siteUrl;
  return (
    <section
      part="unlock-form"
      ref={sectionRef}
      aria-labelledby={`${id}-title`}
      className="rounded-card border-2 border-accent/40 bg-accent-soft p-5 shadow-card @md:p-6"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-bold text-brand">
        <LockOpen aria-hidden="true" className="size-6 text-accent-strong" />
        See every provider's name
      </h3>
      <p className="mt-2 text-base text-ink">{onOurSite(siteUrl) ? GATE_TEXT.onSite : GATE_TEXT.onPartner}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        onInput={(event) => recheck(event.currentTarget)}
        onChange={(event) => recheck(event.currentTarget)}
        className="mt-4 grid gap-4 @md:grid-cols-2"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-name`} className="font-semibold text-brand">
            Your name
          </label>
          <FieldProblem id={`${id}-name-error`} message={problems.name} />
          <input
            ref={(node) => {
              nameRef.current = node;
              fieldRefs.current.name = node;
            }}
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            aria-invalid={problems.name ? true : undefined}
            aria-describedby={problems.name ? `${id}-name-error` : undefined}
            className={input}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-email`} className="font-semibold text-brand">
            Your e-mail address
          </label>
          <FieldProblem id={`${id}-email-error`} message={problems.email} />
          <input
            ref={(node) => {
              fieldRefs.current.email = node;
            }}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={problems.email ? `${id}-email-error` : undefined}
            className={input}
          />
        </div>
        <div className="flex flex-col gap-1.5 @md:col-span-2">
          <FieldProblem id={`${id}-consent-error`} message={problems.consent} />
          <label
            htmlFor={`${id}-consent`}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-surface p-3 ${
              problems.consent ? 'border-danger' : 'border-line'
            }`}
          >
            <input
              ref={(node) => {
                fieldRefs.current.consent = node;
              }}
              id={`${id}-consent`}
              name="consent"
              value="yes"
              type="checkbox"
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={problems.consent ? `${id}-consent-error` : undefined}
              className="mt-1 size-6 shrink-0 cursor-pointer accent-[var(--dc-accent)]"
            />
            <span>{TEXT.consent}</span>
          </label>
        </div>
        {/* Honeypot: people never see or reach it; bots that fill every field do. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-3 @md:col-span-2 @md:flex-row @md:items-center @md:justify-between">
          <p className="text-sm text-muted">
            We use your details only for these e-mails.{' '}
            <a
              href={`${siteUrl}/privacy-policy`}
              className="font-semibold text-brand underline underline-offset-4"
            >
              Privacy policy
            </a>
          </p>
          <button
            ref={submitRef}
            part="button-primary"
            type="submit"
            disabled={busy}
            aria-disabled={busy || undefined}
            className="inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl bg-accent px-6 py-3 text-lg font-bold text-on-accent shadow-sm hover:bg-accent-strong hover:text-on-accent-strong disabled:cursor-wait disabled:opacity-70"
          >
            {busy ? 'Unlocking…' : 'Unlock provider names'}
          </button>
        </div>
      </form>
    </section>
  );
}
