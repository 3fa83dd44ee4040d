import { logoSvg } from '../core/logo-marks.ts';
import type { ComparedProvider } from '../core/provider-schema.ts';

/**
 * A provider's logo mark, decorative (the name is beside it). While locked, a neutral blurred
 * tile stands in: the real mark is not in the DOM.
 */
export function ProviderLogo({
  provider,
  unlocked,
  size = 56,
}: {
  provider: ComparedProvider;
  unlocked: boolean;
  size?: number;
}) {
  const box = size === 56 ? 'size-14' : 'size-12';
  if (!unlocked) {
    return (
      <span
        aria-hidden="true"
        className={`${box} shrink-0 rounded-xl bg-linear-to-br from-silver to-line blur-[3px]`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} shrink-0 overflow-hidden rounded-xl border border-line bg-surface [&>svg]:size-full`}
      // The marks are our own static SVG strings from widget/core, not user input.
      dangerouslySetInnerHTML={{ __html: logoSvg(provider.logo) }}
    />
  );
}
