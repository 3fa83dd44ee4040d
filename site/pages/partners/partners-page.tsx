import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { WIDGET_CHANGELOG, WIDGET_MAJOR, WIDGET_VERSION } from '../../../widget/core/widget-release.ts';
import { ensureDrawdownCompareDefined } from '../../app/drawdown-compare-element.tsx';
import { PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { usePostedForm } from '../../app/posted-form.ts';
import { siteOrigin } from '../../app/site-origin.ts';
import { PartnerSignUpForm } from './partner-sign-up.tsx';
import {
  type CopyState,
  configuratorView,
  copyMessage,
  initialSignUp,
  LAYOUT_CHOICES,
  THEME_CHOICES,
} from './partners-model.ts';
import { DEFAULT_OPTIONS, type EmbedOptions, LATEST_RELEASE } from './snippet.ts';

const PATH = '/partners';

const control =
  'mt-2 block min-h-12 w-full rounded-xl border-2 border-line bg-white px-3 py-2 text-lg text-ink focus:border-brand focus:outline-none';
const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-tint';

function Choices<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-navy">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={choice}>
            <input
              type="radio"
              name={name}
              className="size-5"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type View = ReturnType<typeof configuratorView>;
type SetOption = <K extends keyof EmbedOptions>(key: K, value: EmbedOptions[K]) => void;

/** A text input with its label and hint, for the configurator's short fields. */
function OptionField({
  id,
  label,
  hint,
  value,
  onChange,
  numeric = false,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  numeric?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-navy">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-base text-muted">
        {hint}
      </p>
      <input
        id={id}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete={numeric ? undefined : 'off'}
        spellCheck={numeric ? undefined : false}
        aria-describedby={`${id}-hint`}
        className={control}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/** The accent colour picker, the text colour the widget will put on it, and a too-faint warning. */
function AccentField({ id, view, set }: { id: string; view: View; set: SetOption }) {
  return (
    <div>
      <label htmlFor={`${id}-accent`} className="font-semibold text-navy">
        Accent colour
      </label>
      <p id={`${id}-accent-hint`} className="text-base text-muted">
        Buttons, the best-value badge and outlines.
      </p>
      <div className="mt-2 flex items-center gap-3">
        <input
          id={`${id}-accent`}
          type="color"
          aria-describedby={`${id}-accent-hint`}
          className="h-12 w-20 cursor-pointer rounded-lg border-2 border-line bg-white"
          value={view.clean.accent}
          onChange={(event) => set('accent', event.currentTarget.value)}
        />
        <code className="text-lg">{view.clean.accent}</code>
      </div>
      <p className="mt-2 text-base" data-testid="accent-text">
        {view.accentText}
      </p>
      {view.faint ? (
        <p role="status" className="mt-2 font-semibold text-danger">
          {view.faint}
        </p>
      ) : null}
    </div>
  );
}

/** The configurator's choices: layout, limit, theme, colour, pot, partner id and script version. */
function OptionsForm({
  id,
  options,
  view,
  set,
}: {
  id: string;
  options: EmbedOptions;
  view: View;
  set: SetOption;
}) {
  return (
    <form
      aria-labelledby={`${id}-options`}
      className="flex flex-col gap-6"
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id={`${id}-options`} className="text-2xl">
        Your options
      </h2>
      <Choices
        legend="Layout"
        name={`${id}-layout`}
        value={options.layout}
        onChange={(value) => set('layout', value)}
        options={LAYOUT_CHOICES}
      />
      <OptionField
        id={`${id}-limit`}
        numeric
        label="Providers to show"
        hint={`The cheapest ones, then a link to all ${PROVIDERS.length}. Leave blank to show all.`}
        value={options.limit}
        onChange={(value) => set('limit', value)}
      />
      <Choices
        legend="Theme"
        name={`${id}-theme`}
        value={options.theme}
        onChange={(value) => set('theme', value)}
        options={THEME_CHOICES}
      />
      <AccentField id={id} view={view} set={set} />
      <OptionField
        id={`${id}-pot`}
        numeric
        label="Starting pot in pounds"
        hint="Readers can change it. Leave blank to let them type it."
        value={options.pot}
        onChange={(value) => set('pot', value)}
      />
      <div>
        <OptionField
          id={`${id}-partner`}
          label="Your partner id"
          hint="We e-mail it to you when we approve your site; it puts the readers you send into your report."
          value={options.partner}
          onChange={(value) => set('partner', value)}
        />
        <p className="mt-2 text-base">
          No partner id yet? <a href="#sign-up">Sign up below</a>.
        </p>
      </div>
      <Choices
        legend="Script version"
        name={`${id}-version`}
        value={options.pinned ? 'pinned' : 'evergreen'}
        onChange={(value) => set('pinned', value === 'pinned')}
        options={[
          { value: 'pinned', label: `Pinned ${LATEST_RELEASE.version}, with integrity hash` },
          { value: 'evergreen', label: `Latest ${WIDGET_MAJOR} (updates itself)` },
        ]}
      />
    </form>
  );
}

/** The snippet to paste, with its copy button and what copying did. */
function SnippetSection({ id, snippet }: { id: string; snippet: string }) {
  const [copied, setCopied] = useState<CopyState>('idle');
  // A changed snippet has not been copied yet.
  useEffect(() => setCopied('idle'), [snippet]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section aria-labelledby={`${id}-snippet`}>
      <h2 id={`${id}-snippet`} className="text-2xl">
        Your snippet
      </h2>
      <p className="mt-2">Paste it where the comparison should appear.</p>
      <pre
        data-testid="embed-snippet"
        className="mt-3 overflow-x-auto whitespace-pre-wrap break-all rounded-xl bg-navy p-4 text-base text-white"
      >
        <code>{snippet}</code>
      </pre>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className="dc-btn-primary" onClick={copy}>
          {copied === 'done' ? (
            <Check aria-hidden="true" className="size-5" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          Copy snippet
        </button>
        <p role="status" className="font-semibold">
          {copyMessage(copied)}
        </p>
      </div>
    </section>
  );
}

/** The real widget with the chosen options, at the width its layout is made for. */
function PreviewSection({ id, view, dark }: { id: string; view: View; dark: boolean }) {
  return (
    <section aria-labelledby={`${id}-preview`}>
      <h2 id={`${id}-preview`} className="text-2xl">
        Live preview
      </h2>
      <p className="mt-2">This is the real widget with your options, {view.preview.text} Try it.</p>
      <div
        data-testid="embed-preview-frame"
        className={`mt-3 rounded-xl border-2 border-dashed border-line p-3 ${dark ? 'bg-navy' : 'bg-white'}`}
      >
        <div style={{ maxWidth: view.preview.width }}>
          <drawdown-compare data-testid="embed-preview" style={view.previewStyle} {...view.attributes} />
        </div>
      </div>
    </section>
  );
}

/** The CSP lines to allow, the pinned release with its integrity hash, and the change log. */
function ReferenceSections({ id, csp }: { id: string; csp: string }) {
  return (
    <>
      <section aria-labelledby={`${id}-csp`}>
        <h2 id={`${id}-csp`} className="text-2xl">
          If your site has a Content-Security-Policy
        </h2>
        <p className="mt-2">
          Allow our origin for the script and for the requests it sends (its stylesheet, the comparison it
          first shows, and the unlock form). Without <code>connect-src</code> the widget cannot show the
          comparison: readers see a short apology and the link you put inside the element.
        </p>
        <pre className="mt-3 overflow-x-auto rounded-xl bg-canvas p-4 text-base ring-1 ring-line">
          <code>{csp}</code>
        </pre>
        <p className="mt-2">
          The widget needs no <code>unsafe-inline</code> or <code>unsafe-eval</code>. If your policy does not
          allow inline styles, put the <code>&lt;style&gt;</code> line of a custom colour, and the{' '}
          <code>display</code> and <code>min-height</code> the snippet gives a mini or compact widget (which
          keep your page from moving as it loads), into your own stylesheet instead.
        </p>
      </section>

      <section aria-labelledby={`${id}-versions`}>
        <h2 id={`${id}-versions`} className="text-2xl">
          Versions and integrity
        </h2>
        <ul className="mt-3 list-disc pl-6">
          <li>
            <code>/widget/{WIDGET_MAJOR}.js</code> always serves the newest {WIDGET_MAJOR} release (cached for
            5 minutes). This site runs {WIDGET_VERSION}.
          </li>
          <li>
            <code>{LATEST_RELEASE.path}</code> never changes. Its integrity hash:{' '}
            <code data-testid="release-integrity" className="break-all">
              {LATEST_RELEASE.integrity}
            </code>
          </li>
        </ul>
        <p className="mt-2">
          A pinned release keeps working after newer ones come out. Breaking changes would get a new major URL
          and a year&apos;s notice here.
        </p>
      </section>

      <section aria-labelledby={`${id}-changelog`} id="changelog">
        <h2 id={`${id}-changelog`} className="text-2xl">
          Change log
        </h2>
        <p className="mt-2">
          Changes to what your page can use: attributes, events, parts and colour tokens. The full reference
          is in our embed documentation.
        </p>
        {WIDGET_CHANGELOG.map((release) => (
          <div key={release.version} className="mt-4">
            <h3 className="text-xl">
              {release.version} <span className="text-base font-normal text-muted">({release.date})</span>
            </h3>
            <ul className="mt-2 list-disc pl-6">
              {release.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </div>
        ))}
        <p className="mt-4">
          Questions? <Link to="/contact">Contact us</Link>.
        </p>
      </section>
    </>
  );
}

/** The publisher's sign-up: how it works beside the form (or its thanks). */
export function SignUpSection() {
  // Without script the form POSTs here and the server answers with this page in that state (ADR 022).
  const posted = usePostedForm('partner-sign-up');
  const [initial] = useState(() => initialSignUp(posted));
  return (
    <section
      id="sign-up"
      aria-labelledby="partner-sign-up-title"
      className="dc-container grid gap-8 pb-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]"
    >
      <div className="grid content-start gap-4">
        <h2 id="partner-sign-up-title" className="text-2xl">
          Sign up as a partner
        </h2>
        <p>A partner id puts the readers you send into your own report. To get one:</p>
        <ol className="grid list-decimal gap-2 pl-6">
          <li>Tell us your site’s name and address, and where to e-mail you.</li>
          <li>We look at your site ourselves.</li>
          <li>
            Once we approve it, we e-mail you your partner id, the snippet to paste and the link to your
            private report.
          </li>
        </ol>
        <p className="text-base text-muted">
          The comparison works on your page without a partner id too; the id only counts what it does there.
        </p>
      </div>
      <div className="dc-card self-start p-5 md:p-6">
        <PartnerSignUpForm initial={initial} answered={posted !== null} />
      </div>
    </section>
  );
}

/**
 * /partners: the embed configurator. Every choice updates a live preview (the real element) and
 * the snippet; one button copies it. Below: the CSP lines, the pinned release with its integrity
 * hash, the change log of the widget's public surface, and the publisher's sign-up.
 */
export default function PartnersPage() {
  const [options, setOptions] = useState<EmbedOptions>(() => ({ ...DEFAULT_OPTIONS, origin: siteOrigin() }));
  const id = useId();
  const set: SetOption = (key, value) => setOptions((current) => ({ ...current, [key]: value }));

  // The snippet names the public site (PUBLIC_URL: the live site, or a test server), as the server
  // rendered it, whatever host this page was opened at.
  useEffect(() => {
    void ensureDrawdownCompareDefined();
  }, []);

  const view = configuratorView(options);
  return (
    <>
      <PageMeta
        title="Embed the comparison on your site"
        description={`Put the ${PROVIDERS.length}-provider drawdown cost comparison on your own pages: choose the layout, theme and colour, preview it live and copy one snippet.`}
        path={PATH}
      />
      <PageHeader
        title="Embed the comparison on your site"
        breadcrumbs={[{ label: 'For publishers', to: PATH }]}
        intro={
          <p>
            Show your readers UK drawdown providers ranked by annual cost, on your own page. Choose how it
            looks, check the preview, and copy one snippet. No build step and no cookies. To get a partner id
            and a report of what it does, <a href="#sign-up">sign up as a partner</a>.
          </p>
        }
      />
      <div className="dc-container grid gap-10 py-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <OptionsForm id={id} options={options} view={view} set={set} />
        <div className="flex min-w-0 flex-col gap-8">
          <SnippetSection id={id} snippet={view.snippet} />
          <PreviewSection id={id} view={view} dark={options.theme === 'dark'} />
          <ReferenceSections id={id} csp={view.csp} />
        </div>
      </div>
      <SignUpSection />
    </>
  );
}
