/**
 * Our own simple logo marks: a rounded square in a colour close to each provider's brand, with
 * its initials. They are not the providers' trademarks. Each provider's `logo` field is a key of
 * this table; an operator who has permission to use a real logo can drop a file named after the
 * key (for example `logos/vanguard.svg`) into the logo folder and the UI can prefer it.
 *
 * Every pair of colours keeps text contrast at 4.5:1 or more (WCAG AA), checked by the tests.
 * The UI adds `role="img"` and the accessible name; the SVG itself carries no ARIA.
 */
export interface LogoMark {
  initials: string;
  background: string;
  foreground: string;
}

const WHITE = '#ffffff';

export const LOGO_MARKS = {
  vanguard: { initials: 'V', background: '#96151d', foreground: WHITE },
  'interactive-investor': { initials: 'ii', background: '#4b1e78', foreground: WHITE },
  'aj-bell': { initials: 'AJB', background: '#1d2b59', foreground: WHITE },
  'hargreaves-lansdown': { initials: 'HL', background: '#002d62', foreground: WHITE },
  fidelity: { initials: 'F', background: '#00663d', foreground: WHITE },
  bestinvest: { initials: 'B', background: '#00548c', foreground: WHITE },
  'charles-stanley-direct': { initials: 'CSD', background: '#1b365d', foreground: WHITE },
  ig: { initials: 'IG', background: '#b0101f', foreground: WHITE },
  'legal-and-general': { initials: 'L&G', background: '#005a94', foreground: WHITE },
  prudential: { initials: 'P', background: '#a3121a', foreground: WHITE },
  'royal-london': { initials: 'RL', background: '#4f2d7f', foreground: WHITE },
  pensionbee: { initials: 'PB', background: '#ffc900', foreground: '#1a1a1a' },
  nutmeg: { initials: 'N', background: '#1f3c4a', foreground: WHITE },
  aegon: { initials: 'Ae', background: '#005eb8', foreground: WHITE },
  aviva: { initials: 'Av', background: '#ffd900', foreground: '#003a80' },
  quilter: { initials: 'Q', background: '#00454a', foreground: WHITE },
  'standard-life': { initials: 'SL', background: '#00338d', foreground: WHITE },
  'scottish-widows': { initials: 'SW', background: '#222222', foreground: WHITE },
  'st-james-place': { initials: 'SJP', background: '#14213d', foreground: '#e0b34b' },
  'true-potential': { initials: 'TP', background: '#00505c', foreground: WHITE },
  'james-hay': { initials: 'JH', background: '#7a1631', foreground: WHITE },
} as const satisfies Record<string, LogoMark>;

export type LogoKey = keyof typeof LOGO_MARKS;

/** A neutral mark for a key with no entry (a provider added before its mark). */
const FALLBACK: Omit<LogoMark, 'initials'> = { background: '#4a5568', foreground: WHITE };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function initialsFromKey(key: string): string {
  const letters = key
    .split(/[^a-z0-9]+/i)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase());
  return letters.slice(0, 3).join('') || '?';
}

/** The mark for a logo key; unknown keys get a neutral mark with initials from the key. */
export function logoMark(key: string): LogoMark {
  if (Object.hasOwn(LOGO_MARKS, key)) return LOGO_MARKS[key as LogoKey];
  return { ...FALLBACK, initials: initialsFromKey(key) };
}

const FONT_SIZE_BY_LENGTH = [30, 30, 26, 20] as const;

/**
 * A self-contained 64×64 SVG of the mark: rounded square, centred initials, system font.
 *
 * @example logoSvg('vanguard') // '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" …>'
 */
export function logoSvg(key: string): string {
  const mark = logoMark(key);
  const fontSize = FONT_SIZE_BY_LENGTH[Math.min(mark.initials.length, 3)];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<rect width="64" height="64" rx="14" fill="${mark.background}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="${mark.foreground}" font-size="${fontSize}" font-weight="700" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">${escapeXml(mark.initials)}</text>` +
    '</svg>'
  );
}
