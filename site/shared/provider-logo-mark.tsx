import { logoMark } from '../../widget/core/logo-marks.ts';

const FONT_SIZE_BY_LENGTH = [30, 30, 26, 20] as const;

/** A provider's logo mark (our own initials mark, not their trademark), with its name for screen readers. */
export function ProviderLogoMark({
  logo,
  name,
  className = 'size-16',
}: {
  logo: string;
  name: string;
  className?: string;
}) {
  const mark = logoMark(logo);
  const fontSize = FONT_SIZE_BY_LENGTH[Math.min(mark.initials.length, 3)];
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={`${name} logo mark`} className={`shrink-0 ${className}`}>
      <rect width="64" height="64" rx="14" fill={mark.background} />
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        fill={mark.foreground}
        fontSize={fontSize}
        fontWeight="700"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      >
        {mark.initials}
      </text>
    </svg>
  );
}
