import PDFDocument from 'pdfkit';
import {
  type GuideBlock,
  type InlinePart,
  inlineParts,
  plainText,
} from '../../content/guidance/guide-types.ts';
import { GUIDES } from '../../content/guidance/guides.ts';
import {
  CURRENT_TAX_YEAR,
  FACTS_CHECKED_ON,
  type FactSource,
  fcaRegister,
  PENSION_FACTS,
  PENSION_WISE_URL,
  type PensionFactKey,
  pensionWise,
  scamWarnings,
  sourcesFor,
} from '../../content/pension-facts.ts';
import { BRAND } from '../../widget/core/brand.ts';

/**
 * The free drawdown guide as a PDF, built from the site's own guidance text and the facts module,
 * so the ebook never says something the site does not. Pure: no I/O; the caller stores or sends it.
 */

export const EBOOK_TITLE = 'The Drawdown Compare guide to pension drawdown';
export const EBOOK_FILE_NAME = 'drawdown-guide.pdf';

/** A failure while building the PDF (pdfkit reports errors through the stream). */
export class EbookGenerationError extends Error {
  override name = 'EbookGenerationError';
}

/** The site's guidance-only line, said of the guide (a printed guide is not "this site"). */
const GUIDANCE_ONLY = BRAND.guidanceOnly.replace('on this site', 'in this guide');

const COLOURS = {
  navy: '#0b2545',
  text: '#102a43',
  muted: '#3e5166',
  teal: '#0f766e',
  tealSoft: '#e3f4f1',
  amberSoft: '#fdecc8',
  amberText: '#7a4a00',
  border: '#c9d3de',
  background: '#f4f6f9',
} as const;

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
/**
 * Type sizes in points. RNIB's clear print guidance: nothing below 12 pt, body text larger where
 * possible; the guide promises "large, clear type", so body text is 14 pt and nothing, not even a
 * page number or a source address, is smaller than 12 pt, however many pages that takes.
 */
const SIZE = { body: 14, small: 12, h1: 26, h2: 18, h3: 15 } as const;
const MARGIN = 60;
const LINE_GAP = 4;
const LIST_INDENT = 20;

type Doc = PDFKit.PDFDocument;

interface ContentsEntry {
  title: string;
  page: number;
  /** Named destination at the chapter start, so the contents line is a link. */
  destination: string;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

export interface EbookOptions {
  /** The site's address as visitors reach it (PUBLIC_URL), e.g. "https://drawdowncompare.co.uk". */
  siteUrl: string;
}

/** The site's address as printed: no scheme, no trailing slash ("drawdowncompare.co.uk"). */
const printedAddress = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/**
 * Inline parts as the printed guide shows them: a link to a page of the site keeps its words and
 * has the page's address written after it in brackets, since paper cannot be clicked.
 */
export function printParts(text: string, siteUrl: string): InlinePart[] {
  return inlineParts(text).flatMap((part): InlinePart[] => {
    if (part.kind !== 'link' || !part.href.startsWith('/')) return [part];
    const href = `${siteUrl}${part.href === '/' ? '' : part.href}`;
    const address = printedAddress(href);
    if (part.text === address) return [{ ...part, href }];
    return [
      { ...part, href },
      { kind: 'text', text: ' (' },
      { kind: 'link', text: address, href },
      { kind: 'text', text: ')' },
    ];
  });
}

class EbookWriter {
  readonly contents: ContentsEntry[] = [];

  constructor(
    readonly doc: Doc,
    readonly siteUrl: string,
  ) {}

  /** The site's address without its scheme, as printed on the cover and in the text. */
  get address() {
    return printedAddress(this.siteUrl);
  }

  get width() {
    return this.doc.page.width - MARGIN * 2;
  }

  get bottom() {
    return this.doc.page.height - MARGIN;
  }

  /** The words a paragraph shows once printed (links' addresses written out). */
  printedText(text: string) {
    return printParts(text, this.siteUrl)
      .map((part) => part.text)
      .join('');
  }

  /** Starts a new page unless `needed` points still fit on this one. */
  ensureSpace(needed: number) {
    if (this.doc.y + needed > this.bottom) this.doc.addPage();
  }

  body(text: string, options: PDFKit.Mixins.TextOptions = {}) {
    const parts = printParts(text, this.siteUrl);
    this.doc.fontSize(SIZE.body).fillColor(COLOURS.text);
    parts.forEach((part, index) => {
      const continued = index < parts.length - 1;
      const font = part.kind === 'bold' ? FONT.bold : FONT.regular;
      const colour = part.kind === 'link' ? COLOURS.teal : COLOURS.text;
      this.doc
        .font(font)
        .fillColor(colour)
        .text(part.text, {
          lineGap: LINE_GAP,
          ...options,
          continued,
          link: part.kind === 'link' ? part.href : null,
          underline: part.kind === 'link',
        });
    });
    this.doc.fillColor(COLOURS.text);
  }

  paragraph(text: string) {
    this.body(text, { width: this.width });
    this.doc.moveDown(0.6);
  }

  chapter(title: string) {
    this.doc.addPage();
    const destination = `chapter-${this.contents.length + 1}`;
    this.contents.push({ title, page: this.doc.bufferedPageRange().count, destination });
    this.doc.addNamedDestination(destination);
    this.doc.outline.addItem(title);
    this.doc.rect(MARGIN, this.doc.y, 48, 5).fill(COLOURS.teal);
    this.doc.moveDown(0.8);
    this.doc.font(FONT.bold).fontSize(SIZE.h1).fillColor(COLOURS.navy).text(title, { width: this.width });
    this.doc.moveDown(0.6);
  }

  /** A section heading; `following` is what must fit under it on the same page. */
  heading(text: string, following = 50) {
    this.ensureSpace(40 + following);
    this.doc.moveDown(0.4);
    this.doc.font(FONT.bold).fontSize(SIZE.h2).fillColor(COLOURS.navy).text(text, { width: this.width });
    this.doc.moveDown(0.4);
  }

  /**
   * The height a list needs on the page it starts on: all of a short list (no step left alone at
   * the top of the next page), the first two items of a long one.
   */
  listStart(items: readonly string[]) {
    this.doc.font(FONT.bold).fontSize(SIZE.body);
    const heights = items.map(
      (item) =>
        this.doc.heightOfString(this.printedText(item), {
          width: this.width - LIST_INDENT,
          lineGap: LINE_GAP,
        }) +
        this.doc.currentLineHeight(true) * 0.3 +
        LINE_GAP,
    );
    const whole = heights.reduce((sum, height) => sum + height, 0);
    return whole <= (this.bottom - MARGIN) * 0.4 ? whole : (heights[0] ?? 0) + (heights[1] ?? 0);
  }

  list(items: readonly string[], ordered = false) {
    const indent = LIST_INDENT;
    this.ensureSpace(this.listStart(items));
    items.forEach((item, index) => {
      this.ensureSpace(30);
      const marker = ordered ? `${index + 1}.` : '\u2022';
      const y = this.doc.y;
      this.doc
        .font(FONT.bold)
        .fontSize(SIZE.body)
        .fillColor(COLOURS.teal)
        .text(marker, MARGIN, y, { width: indent });
      // The item's text starts at the indent, and its wrapped lines keep that left edge.
      this.doc.x = MARGIN + indent;
      this.doc.y = y;
      this.body(item, { width: this.width - indent });
      this.doc.moveDown(0.3);
    });
    this.doc.x = MARGIN;
    this.doc.moveDown(0.3);
  }

  table(caption: string, head: readonly string[], rows: readonly (readonly string[])[]) {
    const doc = this.doc;
    const columns = head.length;
    const widths = columnWidths(columns, this.width);
    const padding = 6;
    // Keep the caption with the header and the first rows.
    this.ensureSpace(130);
    doc
      .font(FONT.bold)
      .fontSize(SIZE.small + 1)
      .fillColor(COLOURS.muted)
      .text(caption, MARGIN, doc.y, { width: this.width });
    doc.moveDown(0.3);

    const drawRow = (cells: readonly string[], header: boolean) => {
      doc.font(header ? FONT.bold : FONT.regular).fontSize(SIZE.small + 1);
      const heights = cells.map((cell, i) =>
        doc.heightOfString(plainText(cell), { width: widths[i]! - padding * 2, lineGap: 2 }),
      );
      const rowHeight = Math.max(...heights) + padding * 2;
      if (doc.y + rowHeight > this.bottom) {
        doc.addPage();
        if (!header) drawRow(head, true);
      }
      const top = doc.y;
      doc.rect(MARGIN, top, this.width, rowHeight).fill(header ? COLOURS.navy : COLOURS.background);
      doc.rect(MARGIN, top, this.width, rowHeight).lineWidth(0.5).stroke(COLOURS.border);
      let x = MARGIN;
      cells.forEach((cell, i) => {
        doc
          .font(header || i === 0 ? FONT.bold : FONT.regular)
          .fillColor(header ? '#ffffff' : COLOURS.text)
          .text(plainText(cell), x + padding, top + padding, { width: widths[i]! - padding * 2, lineGap: 2 });
        x += widths[i]!;
      });
      doc.x = MARGIN;
      doc.y = top + rowHeight;
    };

    drawRow(head, true);
    for (const row of rows) drawRow(row, false);
    doc.moveDown(0.8);
  }

  note(tone: 'info' | 'warning' | 'help', title: string, text: string) {
    const doc = this.doc;
    const padding = 12;
    const innerWidth = this.width - padding * 2 - 4;
    doc.font(FONT.bold).fontSize(SIZE.h3);
    const titleHeight = doc.heightOfString(title, { width: innerWidth });
    doc.font(FONT.regular).fontSize(SIZE.body);
    const textHeight = doc.heightOfString(this.printedText(text), { width: innerWidth, lineGap: LINE_GAP });
    const height = titleHeight + textHeight + padding * 2 + 6;
    this.ensureSpace(height + 10);
    const top = doc.y;
    const fill = tone === 'warning' ? COLOURS.amberSoft : COLOURS.tealSoft;
    const bar = tone === 'warning' ? COLOURS.amberText : COLOURS.teal;
    doc.rect(MARGIN, top, this.width, height).fill(fill);
    doc.rect(MARGIN, top, 4, height).fill(bar);
    doc
      .font(FONT.bold)
      .fontSize(SIZE.h3)
      .fillColor(COLOURS.navy)
      .text(title, MARGIN + 4 + padding, top + padding, { width: innerWidth });
    doc.moveDown(0.2);
    this.body(text, { width: innerWidth });
    doc.x = MARGIN;
    doc.y = top + height;
    doc.moveDown(0.8);
  }

  /**
   * The height a block needs on the page it starts on, so a heading is not left at the foot of a
   * page and a list's lead-in ("… does not include:") stays with the list.
   */
  startHeight(block: GuideBlock | undefined, next?: GuideBlock): number {
    if (block?.kind === 'list') return this.listStart(block.items);
    if (block?.kind === 'table') return 130;
    if (block?.kind !== 'p') return 90;
    const text = block.print === false ? '' : (block.print ?? block.text);
    if (next?.kind !== 'list' || !text.trimEnd().endsWith(':')) return 40;
    this.doc.font(FONT.regular).fontSize(SIZE.body);
    const lead = this.doc.heightOfString(this.printedText(text), { width: this.width, lineGap: LINE_GAP });
    return lead + this.doc.currentLineHeight(true) * 0.6 + this.listStart(next.items);
  }

  /** One block of a guide; `next` is the block after it. */
  block(block: GuideBlock, next?: GuideBlock) {
    switch (block.kind) {
      case 'p':
        if (block.print === false) return;
        this.ensureSpace(this.startHeight(block, next));
        this.paragraph(block.print ?? block.text);
        return;
      case 'list':
        this.list(block.items, block.ordered);
        return;
      case 'table':
        this.table(block.caption, block.head, block.rows);
        return;
      case 'note':
        this.note(block.tone, block.title, block.text);
        return;
    }
  }
}

function columnWidths(columns: number, total: number): number[] {
  if (columns === 2) return [total * 0.4, total * 0.6];
  if (columns === 3) return [total * 0.3, total * 0.35, total * 0.35];
  return Array.from({ length: columns }, () => total / columns);
}

function cover(writer: EbookWriter) {
  const { doc } = writer;
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill(COLOURS.navy);
  doc.rect(0, height * 0.62, width, 8).fill(COLOURS.teal);
  doc
    .font(FONT.bold)
    .fontSize(14)
    .fillColor('#ffffff')
    .text(BRAND.productName.toUpperCase(), MARGIN, 90, { characterSpacing: 2 });
  doc
    .font(FONT.bold)
    .fontSize(34)
    .fillColor('#ffffff')
    .text('Your guide to pension drawdown', MARGIN, 190, {
      width: width - MARGIN * 2,
      lineGap: 6,
    });
  doc
    .moveDown(0.6)
    .font(FONT.regular)
    .fontSize(16)
    .fillColor('#dbe7f3')
    .text(
      'How drawdown and annuities work, how withdrawals are taxed, what the charges mean, and where to get free, impartial help. In plain English.',
      { width: width - MARGIN * 2, lineGap: 4 },
    );
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor('#ffffff')
    .text(
      `Figures for the ${CURRENT_TAX_YEAR} tax year. Checked ${longDate(FACTS_CHECKED_ON)}.`,
      MARGIN,
      height * 0.62 + 40,
      {
        width: width - MARGIN * 2,
      },
    );
  doc
    .moveDown(0.5)
    .font(FONT.regular)
    .fontSize(12)
    .fillColor('#dbe7f3')
    .text(`${GUIDANCE_ONLY} ${BRAND.tradingStyleStatement}`, { width: width - MARGIN * 2, lineGap: 3 });
  doc
    .font(FONT.regular)
    .fontSize(12)
    .fillColor('#ffffff')
    .text(
      `${writer.address}  \u00b7  ${BRAND.phoneDisplay}  \u00b7  ${BRAND.contactEmail}`,
      MARGIN,
      height - 90,
      {
        width: width - MARGIN * 2,
      },
    );
}

function guidanceStatement(writer: EbookWriter) {
  writer.chapter('Before you start');
  writer.paragraph(
    `This guide explains how pension drawdown and annuities work in the UK. It is **guidance only and not financial advice**: it does not know your circumstances and does not recommend what you should do. ${GUIDANCE_ONLY}`,
  );
  writer.paragraph(
    `Every rule and figure in it comes from a source listed at the back, with the tax year or date it applies to. The figures are for the ${CURRENT_TAX_YEAR} tax year (6 April 2026 to 5 April 2027) and were checked on ${longDate(FACTS_CHECKED_ON)}. Tax rules can change, and how they affect you depends on your circumstances.`,
  );
  writer.paragraph(
    'The value of investments can go down as well as up, and you may get back less than you put in. Once bought, an annuity normally cannot be changed.',
  );
  writer.note(
    'help',
    'Free, impartial help: Pension Wise',
    `${pensionWise.summary} Book at [moneyhelper.org.uk/pensionwise](${PENSION_WISE_URL}).`,
  );
}

function keyFigures(writer: EbookWriter) {
  writer.chapter(`Key figures for ${CURRENT_TAX_YEAR}`);
  writer.paragraph(
    'The rules and figures this guide relies on, each with the tax year or date it applies to.',
  );
  const keys: PensionFactKey[] = [
    'minimumPensionAge',
    'minimumPensionAgeFrom2028',
    'taxFreeCashShare',
    'lumpSumAllowance',
    'lumpSumAndDeathBenefitAllowance',
    'personalAllowance',
    'incomeTaxBands',
    'scottishIncomeTaxBands',
    'annualAllowance',
    'moneyPurchaseAnnualAllowance',
    'statePensionWeekly',
    'statePensionAge',
    'inheritanceTaxOnPensions',
    'inheritanceTaxThresholds',
    'fscsInvestmentLimit',
  ];
  writer.table(
    'Key pension figures',
    ['Rule', 'Figure', 'Applies'],
    keys.map((key) => [PENSION_FACTS[key].label, PENSION_FACTS[key].display, PENSION_FACTS[key].appliesTo]),
  );
  for (const key of keys) {
    const fact = PENSION_FACTS[key];
    writer.heading(fact.label);
    writer.paragraph(fact.summary);
    if (fact.caveat) writer.paragraph(`**Please note:** ${fact.caveat}`);
  }
}

function staySafe(writer: EbookWriter) {
  writer.chapter('Staying safe and getting help');
  writer.heading('Pension scams: the warning signs');
  writer.list(scamWarnings.value);
  writer.paragraph(scamWarnings.summary);
  writer.heading('Check a firm before you deal with it');
  writer.paragraph(fcaRegister.summary);
  writer.heading('Free, impartial guidance');
  writer.paragraph(`${pensionWise.summary} Book at [moneyhelper.org.uk/pensionwise](${PENSION_WISE_URL}).`);
  writer.heading('Talk to us');
  writer.paragraph(
    `Our specialists offer a free ${BRAND.consultation.minutes}-minute consultation with no obligation. We reply within ${BRAND.consultation.responseWithinHours} hours. Call ${BRAND.phoneDisplay} (${BRAND.phoneHours}), e-mail ${BRAND.contactEmail}, or book at [${writer.address}/contact](/contact).`,
  );
}

function sources(writer: EbookWriter) {
  writer.chapter('Sources');
  writer.paragraph(
    'Each figure in this guide comes from one of these sources. The date in brackets is the date or tax year the source itself shows.',
  );
  const all = new Map<string, FactSource>();
  for (const source of sourcesFor(...(Object.keys(PENSION_FACTS) as PensionFactKey[])))
    all.set(source.url, source);
  for (const guide of GUIDES) for (const source of guide.extraSources ?? []) all.set(source.url, source);
  const { doc } = writer;
  for (const source of all.values()) {
    writer.ensureSpace(40);
    doc
      .font(FONT.bold)
      .fontSize(SIZE.small + 1)
      .fillColor(COLOURS.text)
      .text(`${source.title} (${source.dated})`, {
        width: writer.width,
      });
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOURS.teal).text(source.url, {
      width: writer.width,
      link: source.url,
    });
    doc.moveDown(0.5);
  }
}

function aboutUs(writer: EbookWriter) {
  writer.chapter(`About ${BRAND.productName}`);
  writer.paragraph(
    `${BRAND.productName} compares the yearly cost of UK pension drawdown providers, in pounds, for the pot you enter. The ranking is by calculated cost only: no provider pays for its place. ${BRAND.since}.`,
  );
  writer.paragraph(BRAND.tradingStyleStatement);
  writer.table(
    'How to reach us',
    ['', 'Details'],
    [
      ['Firm', BRAND.firmName],
      ['Website', writer.address],
      ['Phone', `${BRAND.phoneDisplay}, ${BRAND.phoneHours}`],
      ['E-mail', BRAND.contactEmail],
      [
        'Consultation',
        `Free, ${BRAND.consultation.minutes} minutes, no obligation, reply within ${BRAND.consultation.responseWithinHours} hours`,
      ],
    ],
  );
  writer.paragraph(
    `${GUIDANCE_ONLY} This guide is for people in the UK. It does not take account of your personal circumstances. If you are unsure what to do, take regulated financial advice.`,
  );
}

function writeContents(writer: EbookWriter, contentsPageIndex: number) {
  const { doc } = writer;
  doc.switchToPage(contentsPageIndex);
  doc.x = MARGIN;
  doc.y = MARGIN;
  doc.rect(MARGIN, doc.y, 48, 5).fill(COLOURS.teal);
  doc.moveDown(0.8);
  doc.font(FONT.bold).fontSize(SIZE.h1).fillColor(COLOURS.navy).text('Contents', MARGIN, doc.y);
  doc.moveDown(1);
  for (const entry of writer.contents) {
    const y = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(14)
      .fillColor(COLOURS.text)
      .text(entry.title, MARGIN, y, {
        width: writer.width - 50,
        goTo: entry.destination,
      });
    doc.text(String(entry.page), MARGIN + writer.width - 40, y, { width: 40, align: 'right' });
    doc.x = MARGIN;
    doc.moveDown(0.7);
  }
}

function footers(writer: EbookWriter) {
  const { doc } = writer;
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 38;
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOURS.muted);
    doc.text(`Guidance only, not financial advice. Figures for ${CURRENT_TAX_YEAR}.`, MARGIN, y, {
      width: writer.width - 100,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN + writer.width - 100, y, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}

/**
 * Builds the free drawdown guide: cover, contents, a guidance-only statement, one chapter per
 * guidance page, key figures, staying safe, sources and firm details.
 *
 * @example const pdf = await generateEbookPdf({ siteUrl: 'https://example.test' }); pdf.subarray(0, 5).toString() // "%PDF-"
 */
export function generateEbookPdf(options: EbookOptions): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      displayTitle: true,
      lang: 'en-GB',
      info: {
        Title: EBOOK_TITLE,
        Author: BRAND.productName,
        Subject: `Pension drawdown and annuities in the UK, ${CURRENT_TAX_YEAR}. Guidance only, not financial advice.`,
        Keywords: 'pension drawdown, annuity, tax-free cash, UK pensions',
        Creator: BRAND.firmName,
        // A fixed date keeps the file identical for the same content, so caches and ETags hold.
        CreationDate: new Date(`${FACTS_CHECKED_ON}T00:00:00Z`),
        ModDate: new Date(`${FACTS_CHECKED_ON}T00:00:00Z`),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', (error: unknown) =>
      reject(
        new EbookGenerationError(
          `The guide could not be built: ${error instanceof Error ? error.message : String(error)}`,
        ),
      ),
    );

    try {
      const writer = new EbookWriter(doc, options.siteUrl.replace(/\/+$/, ''));
      cover(writer);
      doc.addPage();
      const contentsPageIndex = doc.bufferedPageRange().count - 1;
      guidanceStatement(writer);
      for (const guide of GUIDES) {
        writer.chapter(guide.title);
        writer.paragraph(guide.intro);
        for (const section of guide.sections) {
          writer.heading(section.heading, writer.startHeight(section.blocks[0], section.blocks[1]));
          section.blocks.forEach((block, index) => {
            writer.block(block, section.blocks[index + 1]);
          });
        }
      }
      keyFigures(writer);
      staySafe(writer);
      sources(writer);
      aboutUs(writer);
      writeContents(writer, contentsPageIndex);
      footers(writer);
      doc.end();
    } catch (error) {
      reject(
        new EbookGenerationError(
          `The guide could not be built: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }
  });
}
