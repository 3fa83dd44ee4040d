/** What a screen reader hears instead of a locked provider's name. */
export const HIDDEN_NAME_LABEL = 'Provider name hidden until you unlock';

/**
 * A locked provider's name: a blurred shape of neutral letters for the eye, a plain sentence for
 * screen readers. The real name is never in the DOM while locked.
 */
export function HiddenName({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-block max-w-full overflow-hidden align-bottom ${className}`}>
      <span className="sr-only">{HIDDEN_NAME_LABEL}</span>
      <span aria-hidden="true" className="inline-block select-none whitespace-nowrap blur-[7px]">
        Hidden Provider
      </span>
    </span>
  );
}
