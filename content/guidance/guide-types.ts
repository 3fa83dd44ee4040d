import type { FactSource, PensionFactKey } from '../pension-facts.ts';

/**
 * Guidance text as plain data, so the web pages and the PDF guide render the same words.
 * Inline text may use `**bold**` and `[label](/path or https://…)`; nothing else.
 */
export type GuideBlock =
  /**
   * `print` is the paragraph as the printed guide says it, where the web text points to pages the
   * guide does not hold ("Read more in …"); `false` leaves the paragraph out of the guide.
   */
  | { kind: 'p'; text: string; print?: string | false }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  /** A highlighted note: a warning, a key point, or where to get free help. */
  | { kind: 'note'; tone: 'info' | 'warning' | 'help'; title: string; text: string };

export interface GuideSection {
  /** Anchor id, kebab-case. */
  id: string;
  heading: string;
  blocks: readonly GuideBlock[];
}

export interface Guide {
  /** The site path, e.g. "/income-drawdown". */
  path: string;
  /** The page title (h1). */
  title: string;
  /** Short title for the PDF contents and breadcrumbs. */
  shortTitle: string;
  description: string;
  intro: string;
  /** ISO date the page was last checked. */
  updated: string;
  /** The tax year the figures apply to. */
  taxYear: string;
  sections: readonly GuideSection[];
  /** Facts this guide quotes: their sources are listed under it. */
  factKeys: readonly PensionFactKey[];
  /** Further sources cited by this guide beyond its facts. */
  extraSources?: readonly FactSource[];
}

/** Strips the inline markup for plain-text outputs (the PDF, meta descriptions). */
export function plainText(text: string): string {
  return text.replace(/\*\*(.+?)\*\*/g, '$1').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
}

export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; text: string; href: string };

/**
 * Splits inline text into plain, bold and link parts.
 *
 * @example inlineParts('See **this** [page](/x)') // text, bold, text, link
 */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)]+)\)/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ kind: 'bold', text: match[1] });
    else parts.push({ kind: 'link', text: match[2]!, href: match[3]! });
    last = pattern.lastIndex;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
