import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { GATE_TEXT } from '../../widget/core/texts.ts';
import { HIDDEN_NAME_LABEL } from '../../widget/ui/hidden-name.tsx';
import { redactNames } from '../../widget/ui/redact-names.ts';
import { ACCESS_FLAG, NAMES_UNLOCKED_EVENT } from '../app/access-token.ts';

/**
 * Whether this visitor has unlocked the provider names: the same flag as the home ranking
 * (`drawdownCompareAccess`, set by the unlock form or an e-mail's signed link). False on the
 * server and in the first render, so hydration finds the prerendered (locked) tree; it follows
 * the flag from the first effect on, and when another tab unlocks.
 */
export function useNamesUnlocked(): boolean {
  const [unlocked, setUnlocked] = useState(false);
  useEffect(() => {
    const read = () => setUnlocked(storedUnlock());
    read();
    window.addEventListener('storage', read);
    window.addEventListener(NAMES_UNLOCKED_EVENT, read);
    return () => {
      window.removeEventListener('storage', read);
      window.removeEventListener(NAMES_UNLOCKED_EVENT, read);
    };
  }, []);
  return unlocked;
}

/** The widget's flag, read directly (storage may be blocked: then locked). */
function storedUnlock(): boolean {
  try {
    return localStorage.getItem(ACCESS_FLAG) === 'true';
  } catch {
    return false;
  }
}

/** A text with every provider name replaced while the names are locked. */
export function gatedText(text: string, unlocked: boolean): string {
  return unlocked ? text : redactNames(text, PROVIDERS);
}

/**
 * A provider's name in a ranking made for the visitor, or while locked a blurred shape for the
 * eye and a plain sentence for screen readers: the real name is not in the page.
 */
export function GatedName({ name, unlocked }: { name: string; unlocked: boolean }) {
  if (unlocked) return <>{name}</>;
  return (
    <span className="inline-block max-w-full overflow-hidden align-bottom" data-names-gated="">
      <span className="sr-only">{HIDDEN_NAME_LABEL}</span>
      <span aria-hidden="true" className="inline-block select-none whitespace-nowrap blur-[7px]">
        Hidden Provider
      </span>
    </span>
  );
}

/** The neutral tile that stands in for a logo mark while the names are locked. */
export function HiddenLogo({ className = 'size-12' }: { className?: string }) {
  return <span aria-hidden="true" className={`${className} shrink-0 rounded-xl bg-line blur-[3px]`} />;
}

/**
 * Beside a ranking whose names are hidden: says so, and links to the unlock form on the
 * comparison for the same pot.
 */
export function UnlockPrompt({ pot }: { pot: number | null }) {
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border-2 border-brand/40 bg-brand-tint p-4"
      data-names-gated=""
    >
      <Lock aria-hidden="true" className="size-5 shrink-0 text-brand-dark" />
      <span>{GATE_TEXT.hiddenHere}</span>
      <a
        href={pot ? `/?pot=${Math.round(pot)}#compare` : '/#compare'}
        className="inline-flex min-h-11 items-center font-semibold"
        data-testid="unlock-prompt-link"
      >
        {GATE_TEXT.unlockLink}
      </a>
    </p>
  );
}
