import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUIDES } from '../../content/guidance/guides.ts';
import {
  CURRENT_TAX_YEAR,
  lumpSumAllowance,
  moneyPurchaseAnnualAllowance,
} from '../../content/pension-facts.ts';
import { BRAND } from '../../widget/core/brand.ts';
import { EBOOK_TITLE, generateEbookPdf, printParts } from './generate-ebook.ts';

const SITE = 'https://example.test';

/**
 * The text a PDF shows, read the way a viewer would: inflate each content stream and decode the
 * hex strings of its TJ operators (pdfkit writes standard-font text as WinAnsi hex).
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream (fonts, images)
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
        Buffer.from(hex[1]!, 'hex').toString('latin1'),
      );
      lines.push(pieces.join(''));
    }
  }
  return lines.join('\n');
}

describe('generateEbookPdf', () => {
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await generateEbookPdf({ siteUrl: SITE });
    text = pdfText(pdf);
  }, 30_000);

  it('produces a complete PDF file: header, cross-reference and trailer', () => {
    expect(pdf.subarray(0, 8).toString('latin1')).toMatch(/^%PDF-1\.\d/);
    const tail = pdf.subarray(-64).toString('latin1');
    expect(tail).toContain('startxref');
    expect(tail.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.toString('latin1')).toContain('trailer');
  });

  it('is a real multi-page guide', () => {
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(5);
    expect(pdf.toString('latin1')).toContain(`(${EBOOK_TITLE})`);
  });

  it('has a cover, contents, the guidance chapters, sources and firm details', () => {
    for (const heading of [
      'Your guide to pension',
      'Contents',
      'Before you start',
      'Income drawdown explained',
      'Annuities explained',
      'How our comparison works',
      `Key figures for ${CURRENT_TAX_YEAR}`,
      'Staying safe and getting help',
      'Sources',
      `About ${BRAND.productName}`,
    ]) {
      expect(text, heading).toContain(heading);
    }
    expect(text).toContain(BRAND.firmName);
    expect(text).toContain(BRAND.contactEmail);
  });

  it('says it is guidance only and points to Pension Wise', () => {
    expect(text).toContain('guidance only and not financial advice');
    expect(text).toContain('Pension Wise');
  });

  it('quotes the figures from the facts module', () => {
    expect(text).toContain(lumpSumAllowance.display);
    expect(text).toContain(moneyPurchaseAnnualAllowance.display);
  });

  it('is the same file every time for the same content', async () => {
    const again = await generateEbookPdf({ siteUrl: SITE });
    expect(again.equals(pdf)).toBe(true);
  });
});

describe('clear print (RNIB)', () => {
  it('sets no text smaller than 12 pt, and body text at 14 pt', async () => {
    const pdf = await generateEbookPdf({ siteUrl: SITE });
    const raw = pdf.toString('latin1');
    const sizes: number[] = [];
    const streamPattern = /stream\r?\n/g;
    for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
      const start = match.index + match[0].length;
      const end = raw.indexOf('endstream', start);
      let content: string;
      try {
        content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      } catch {
        continue;
      }
      // "/F1 14 Tf" sets the font and its size for the text that follows.
      for (const tf of content.matchAll(/\/F\d+\s+([\d.]+)\s+Tf/g)) sizes.push(Number(tf[1]));
    }
    expect(sizes.length).toBeGreaterThan(100);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    // The most common size is the body text's.
    const counts = new Map<number, number>();
    for (const size of sizes) counts.set(size, (counts.get(size) ?? 0) + 1);
    const body = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(body).toBeGreaterThanOrEqual(14);
  }, 30_000);
});

describe('a printed guide, not a web page', () => {
  let raw: string;
  let text: string;
  beforeAll(async () => {
    const pdf = await generateEbookPdf({ siteUrl: SITE });
    raw = pdf.toString('latin1');
    text = pdfText(pdf);
  }, 30_000);

  it('has no lines left over from the web pages: "Read more", "click", "see below", "read [a blog post]"', () => {
    // The extracted runs break at line ends; join them so phrases split over two lines are found.
    const flowing = text.replace(/\s+/g, ' ');
    for (const leftover of [
      /read more/i,
      /\bclick/i,
      /\b(see|shown) (below|above)/i,
      /\bmenu\b/i,
      /\bthis (page|site)\b/i,
      /\bscroll/i,
      /\btap\b/i,
    ]) {
      expect(flowing, String(leftover)).not.toMatch(leftover);
    }
    // No blog post is in the guide, so none is pointed to.
    expect(flowing).not.toMatch(/example\.test\/blog\//);
    expect(raw).not.toMatch(/\/URI \([^)]*\/blog\//);
  });

  it('gives every guide paragraph that sends the reader to a web page a printed wording', () => {
    const pointing = /\b(read|see)\b[^.]*\]\(\/|read more/i;
    for (const guide of GUIDES)
      for (const section of guide.sections)
        for (const block of section.blocks)
          if (block.kind === 'p' && pointing.test(block.text)) {
            expect(block.print, block.text).toBeDefined();
            if (block.print) expect(block.print, block.print).not.toMatch(pointing);
          }
  });

  it('writes out the address of a site page after its link, from the address it was given', () => {
    expect(printParts('Our [comparison](/how-it-works) says', SITE).map((part) => part.text)).toEqual([
      'Our ',
      'comparison',
      ' (',
      'example.test/how-it-works',
      ')',
      ' says',
    ]);
    expect(text.replace(/\s+/g, '')).toContain('(example.test/pension-drawdown-calculator)');
    expect(raw).toContain('/URI (https://example.test/contact)');
  });

  it('takes every link to the site from the address it was given, never a built-in domain', async () => {
    expect(raw).not.toContain('drawdowncompare.co.uk/');
    expect(raw).not.toMatch(/\/URI \(https:\/\/drawdowncompare/);
    const other = (await generateEbookPdf({ siteUrl: 'https://other.example' })).toString('latin1');
    expect(other).toContain('/URI (https://other.example/contact)');
    expect(other).not.toContain('example.test');
  }, 30_000);
});
