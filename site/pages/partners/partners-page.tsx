import { Check, Copy } from 'lucide-react';
import { type CSSProperties, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { WIDGET_CHANGELOG, WIDGET_MAJOR, WIDGET_VERSION } from '../../../widget/core/widget-release.ts';
import { ensureDrawdownCompareDefined } from '../../app/drawdown-compare-element.tsx';
import { PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { siteOrigin } from '../../app/site-origin.ts';
import {
  accentTooFaint,
  cleanOptions,
  cspLines,
  DEFAULT_OPTIONS,
  type EmbedOptions,
  embedAttributes,
  embedSnippet,
  LATEST_RELEASE,
  textOnAccent,
} from './snippet.ts';

const PATH = '/partners';

/** Each layout's preview at the width it is made for, said in words beside it. */
const PREVIEW_SIZE: Record<EmbedOptions['layout'], { width: string | undefined; text: string }> = {
  full: { width: undefined, text: 'as wide as this column (it fits any width from 280 px).' },
  compact: { width: '320px', text: 'at 320 px wide, a phone or a sidebar (five providers fit in 900 px).' },
  mini: { width: '300px', text: 'at 300 px wide (about 200 px tall).' },
};

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

/**
 * /partners: the embed configurator. Every choice updates a live preview (the real element) and
 * the snippet; one button copies it. Below: the CSP lines, the pinned release with its integrity
 * hash, and the change log of the widget's public surface.
 */
export default function PartnersPage() {
  const [options, setOptions] = useState<EmbedOptions>({ ...DEFAULT_OPTIONS, origin: siteOrigin() });
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const id = useId();
  const set = <K extends keyof EmbedOptions>(key: K, value: EmbedOptions[K]) => {
    setOptions((current) => ({ ...current, [key]: value }));
    setCopied('idle');
  };

  // The snippet names the origin this page is served from (the live site, or a test server).
  useEffect(() => {
    setOptions((current) => ({ ...current, origin: window.location.origin }));
    void ensureDrawdownCompareDefined();
  }, []);

  const clean = cleanOptions(options);
  const snippet = embedSnippet(options);
  const attributes = Object.fromEntries(embedAttributes(options));
  const onAccent = textOnAccent(clean.accent);
  const faint = accentTooFaint(clean.accent, clean.theme);
  const previewStyle = { '--dc-accent': clean.accent } as CSSProperties;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };

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
            looks, check the preview, and copy one snippet. No build step and no cookies.
          </p>
        }
      />
      <div className="dc-container grid gap-10 py-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
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
            options={[
              { value: 'full', label: 'Full cards' },
              { value: 'compact', label: 'Compact (one line each)' },
              { value: 'mini', label: 'Mini (pot box and one button)' },
            ]}
          />
          <div>
            <label htmlFor={`${id}-limit`} className="font-semibold text-navy">
              Providers to show
            </label>
            <p id={`${id}-limit-hint`} className="text-base text-muted">
              The cheapest ones, then a link to all {PROVIDERS.length}. Leave blank to show all.
            </p>
            <input
              id={`${id}-limit`}
              inputMode="numeric"
              aria-describedby={`${id}-limit-hint`}
              className={control}
              value={options.limit}
              onChange={(event) => set('limit', event.currentTarget.value)}
            />
          </div>
          <Choices
            legend="Theme"
            name={`${id}-theme`}
            value={options.theme}
            onChange={(value) => set('theme', value)}
            options={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
              { value: 'auto', label: "Follow the reader's setting" },
            ]}
          />
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
                value={clean.accent}
                onChange={(event) => set('accent', event.currentTarget.value)}
              />
              <code className="text-lg">{clean.accent}</code>
            </div>
            <p className="mt-2 text-base" data-testid="accent-text">
              Text on it: {onAccent.colour === '#ffffff' ? 'white' : 'black'} ({onAccent.ratio.toFixed(1)}:1).
              The widget picks black or white, whichever is easier to read.
            </p>
            {faint.length > 0 ? (
              <p role="status" className="mt-2 font-semibold text-danger">
                This colour is hard to see against the widget’s{' '}
                {faint
                  .map((found) => `${found.theme} background (${found.ratio.toFixed(1)}:1)`)
                  .join(' and ')}
                : outlines such as “See all” and the focused field need 3:1.{' '}
                {faint.some((found) => found.theme === 'light')
                  ? 'Choose a darker colour.'
                  : 'Choose a lighter colour.'}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-pot`} className="font-semibold text-navy">
              Starting pot in pounds
            </label>
            <p id={`${id}-pot-hint`} className="text-base text-muted">
              Readers can change it. Leave blank to let them type it.
            </p>
            <input
              id={`${id}-pot`}
              inputMode="numeric"
              aria-describedby={`${id}-pot-hint`}
              className={control}
              value={options.pot}
              onChange={(event) => set('pot', event.currentTarget.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-partner`} className="font-semibold text-navy">
              Your partner id
            </label>
            <p id={`${id}-partner-hint`} className="text-base text-muted">
              We give you this when we register your site; it puts the readers you send into your report.
            </p>
            <input
              id={`${id}-partner`}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-partner-hint`}
              className={control}
              value={options.partner}
              onChange={(event) => set('partner', event.currentTarget.value)}
            />
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

        <div className="flex min-w-0 flex-col gap-8">
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
                {copied === 'done'
                  ? 'Copied.'
                  : copied === 'failed'
                    ? 'Your browser did not allow copying: select the snippet and copy it yourself.'
                    : ''}
              </p>
            </div>
          </section>

          <section aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`} className="text-2xl">
              Live preview
            </h2>
            <p className="mt-2">
              This is the real widget with your options, {PREVIEW_SIZE[clean.layout].text} Try it.
            </p>
            <div
              data-testid="embed-preview-frame"
              className={`mt-3 rounded-xl border-2 border-dashed border-line p-3 ${
                options.theme === 'dark' ? 'bg-navy' : 'bg-white'
              }`}
            >
              <div style={{ maxWidth: PREVIEW_SIZE[clean.layout].width }}>
                <drawdown-compare data-testid="embed-preview" style={previewStyle} {...attributes} />
              </div>
            </div>
          </section>

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
              <code>{cspLines(options).join('\n')}</code>
            </pre>
            <p className="mt-2">
              The widget needs no <code>unsafe-inline</code> or <code>unsafe-eval</code>. If your policy does
              not allow inline styles, put the <code>&lt;style&gt;</code> line of a custom colour into your
              own stylesheet instead.
            </p>
          </section>

          <section aria-labelledby={`${id}-versions`}>
            <h2 id={`${id}-versions`} className="text-2xl">
              Versions and integrity
            </h2>
            <ul className="mt-3 list-disc pl-6">
              <li>
                <code>/widget/{WIDGET_MAJOR}.js</code> always serves the newest {WIDGET_MAJOR} release (cached
                for 5 minutes). This site runs {WIDGET_VERSION}.
              </li>
              <li>
                <code>{LATEST_RELEASE.path}</code> never changes. Its integrity hash:{' '}
                <code data-testid="release-integrity" className="break-all">
                  {LATEST_RELEASE.integrity}
                </code>
              </li>
            </ul>
            <p className="mt-2">
              A pinned release keeps working after newer ones come out. Breaking changes would get a new major
              URL and a year&apos;s notice here.
            </p>
          </section>

          <section aria-labelledby={`${id}-changelog`} id="changelog">
            <h2 id={`${id}-changelog`} className="text-2xl">
              Change log
            </h2>
            <p className="mt-2">
              Changes to what your page can use: attributes, events, parts and colour tokens. The full
              reference is in our embed documentation.
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
        </div>
      </div>
    </>
  );
}
