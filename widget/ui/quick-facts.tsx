import { Info } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ComparedProvider } from '../core/provider-schema.ts';
import { NOT_KNOWN, TEXT } from '../core/texts.ts';
import { CATEGORY_LABEL } from './category.ts';

/**
 * The hover card of spec §2 (Category, Fee Type, Rating). It opens on hover, on keyboard focus
 * and on tap, and closes on Escape or when pointer and focus leave, so nothing needs a mouse.
 */
export function QuickFacts({ provider }: { provider: ComparedProvider }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const open = !dismissed && (hovered || focused || pinned);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus of the trigger and its card together; the control is the button
    <div
      ref={wrapper}
      className="relative"
      onMouseEnter={() => {
        setDismissed(false);
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setDismissed(false);
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) {
          setFocused(false);
          setPinned(false);
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setDismissed(true);
          setPinned(false);
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setDismissed(false);
          setPinned((value) => !value);
        }}
        className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand underline decoration-dotted underline-offset-4 hover:bg-page"
      >
        <Info aria-hidden="true" className="size-5" />
        Quick facts
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute left-0 z-20 mt-1 w-64 rounded-xl border border-line bg-surface p-4 text-left shadow-lg"
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
          <dt className="font-semibold text-muted">Category</dt>
          <dd>{CATEGORY_LABEL[provider.category]}</dd>
          <dt className="font-semibold text-muted">Fee Type</dt>
          <dd>{TEXT.feeType(provider.feeStructure)}</dd>
          <dt className="font-semibold text-muted">Rating</dt>
          <dd>
            {provider.trustpilotRating !== undefined
              ? `${provider.trustpilotRating} out of 5`
              : NOT_KNOWN.rating}
          </dd>
        </dl>
      </div>
    </div>
  );
}
