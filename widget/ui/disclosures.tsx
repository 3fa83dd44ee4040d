import { useSignals } from '@preact/signals-react/runtime';
import { ArrowRight, ChevronDown, Info } from 'lucide-react';
import { useId, useState } from 'react';
import { BRAND } from '../core/brand.ts';
import { COST_COVERS, EMBED_TEXT } from '../core/texts.ts';
import { sendBeacon } from './beacon.ts';
import { useWidget, withPartner } from './widget-context.ts';

/** The site's contact page, carrying the partner's id so a booking can be traced to the embed. */
export function consultationHref(siteUrl: string, partner: string | null): string {
  return `${siteUrl}/contact${partner ? `?partner=${encodeURIComponent(partner)}` : ''}`;
}

/**
 * What a financial promotion on someone else's page must say, always shown and not configurable
 * away: what the cost covers, guidance not advice, the firm and its FCA statement, how the site
 * is funded, and the free consultation. `brief` (a calculator grouped with a results element that
 * carries the full text) keeps the cost and guidance lines and the links. `compact` (the compact
 * and mini layouts) shows one short line, "Guidance only, not advice", that opens to the full text.
 */
export function Disclosures({ brief = false, compact = false }: { brief?: boolean; compact?: boolean }) {
  useSignals();
  const { config, emit } = useWidget();
  const { siteUrl, partner, apiBase } = config.value;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const link =
    'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand underline underline-offset-4 hover:text-accent-strong';

  const body = (
    <>
      <p className="flex gap-2 text-ink">
        {compact ? null : <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />}
        <span>
          {COST_COVERS} {EMBED_TEXT.guidance}
        </span>
      </p>
      {brief ? null : <p>{BRAND.tradingStyleStatement}</p>}
      <div className="flex flex-col gap-x-6 @lg:flex-row @lg:flex-wrap @lg:items-center">
        <a
          href={consultationHref(siteUrl, partner)}
          className={link}
          onClick={() => {
            emit('dc:consultation-click', withPartner({ version: 1 }, partner));
            sendBeacon(apiBase, partner, 'consultation');
          }}
        >
          {EMBED_TEXT.consultation}
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
        <a href={`${siteUrl}/how-it-works#how-we-are-funded`} className={link}>
          {EMBED_TEXT.funding}
        </a>
      </div>
    </>
  );

  if (compact) {
    return (
      <aside part="disclosures" aria-label={EMBED_TEXT.disclosuresLabel} className="text-sm text-muted">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg font-semibold text-ink underline underline-offset-4"
        >
          {EMBED_TEXT.disclosuresShort}
          <ChevronDown aria-hidden="true" className={`size-5 ${open ? 'rotate-180' : ''}`} />
        </button>
        {open ? (
          <div
            id={panelId}
            className="mt-1 flex flex-col gap-2 rounded-card border border-line bg-surface p-4"
          >
            {body}
          </div>
        ) : null}
      </aside>
    );
  }

  // One landmark per page: the brief copy sits beside a results element that carries the full one.
  const Box = brief ? 'div' : 'aside';
  return (
    <Box
      part="disclosures"
      aria-label={brief ? undefined : EMBED_TEXT.disclosuresLabel}
      className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 text-sm text-muted @md:p-5"
    >
      {body}
    </Box>
  );
}
