/**
 * An invoice as a PDF (A4), drawn with PDFKit in the customer's language: the seller, the
 * customer, the number, dates and service period, one row per line (a discount is a line with a
 * negative amount), then the total, what was paid and what is due. The local provider's invoices
 * use it; Stripe's come with Stripe's own PDF.
 *
 * Text is set in Inter (src/server/fonts.ts), embedded and subset by PDFKit: the Latin file for
 * the site's languages, the extended one, run by run, for the rest of Latin, so a customer named
 * Łukasz reads his name. PDFKit is imported on the first invoice drawn, not at start-up.
 */
import type { Locale } from '../../../shared/i18n/locales.ts';
import { readInterFont } from '../../fonts.ts';
import { serverCatalog } from '../../i18n/catalogs.ts';

export type InvoicePdfStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

export interface InvoicePdfLine {
  description: string;
  quantity: number;
  /** The line's total in minor units (cents); negative for a discount. */
  amount: number;
}

export interface InvoicePdfInput {
  number: string;
  status: InvoicePdfStatus;
  issuedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  /** ISO 4217 (`usd`, `EUR`). */
  currency: string;
  lines: InvoicePdfLine[];
  /** The invoice's total after discounts (Stripe's amount_due), in minor units. */
  amountDue: number;
  amountPaid: number;
  seller: { name: string; details: string[] };
  customer: { name: string; email: string };
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const MUTED = '#6b6b76';
const RULE = '#d9d9de';

/** Inter's Latin file covers these; anything else is drawn from the extended one. */
const inLatinSubset = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    code <= 0xff ||
    (code >= 0x2000 && code <= 0x206f) ||
    code === 0x20ac ||
    code === 0x2122 ||
    code === 0x2212
  );
};

/** Consecutive characters that one font file draws. */
function runsOf(text: string): Array<{ text: string; extended: boolean }> {
  const runs: Array<{ text: string; extended: boolean }> = [];
  for (const char of text) {
    const extended = !inLatinSubset(char);
    const last = runs.at(-1);
    if (last && last.extended === extended) last.text += char;
    else runs.push({ text: char, extended });
  }
  return runs;
}

type Words = (id: string) => string;

const STATUS_WORDS: Record<InvoicePdfStatus, string> = {
  draft: 'server-invoice.status.draft',
  open: 'server-invoice.status.open',
  paid: 'server-invoice.status.paid',
  void: 'server-invoice.status.void',
  uncollectible: 'server-invoice.status.uncollectible',
};

function wordsIn(locale: Locale): Words {
  const catalog = serverCatalog('server-invoice', locale);
  const english = serverCatalog('server-invoice', 'en');
  // `server-invoice.<key>`: the whole id in the code, as the catalog test looks for it.
  return (id) => {
    const key = id.slice('server-invoice.'.length);
    const word = catalog[key] ?? english[key];
    if (word === undefined) throw new Error(`No invoice text "${id}"`);
    return word;
  };
}

/** The invoice as PDF bytes. */
export async function drawInvoicePdf(invoice: InvoicePdfInput, locale: Locale): Promise<Buffer> {
  const [{ default: PDFDocument }, latin400, latin700, extended400, extended700] = await Promise.all([
    import('pdfkit'),
    readInterFont('latin', 400),
    readInterFont('latin', 700),
    readInterFont('latin-ext', 400),
    readInterFont('latin-ext', 700),
  ]);
  const word = wordsIn(locale);
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: invoice.currency.toUpperCase(),
  });
  const amount = (cents: number) => money.format(cents / 100);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const title = `${word('server-invoice.title')} ${invoice.number}`;

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: locale,
    // A fixed creation date: the same invoice gives the same bytes (an ETag, a test).
    info: { Title: title, Author: invoice.seller.name, CreationDate: invoice.issuedAt },
    displayTitle: true,
  });
  doc.registerFont('regular', latin400);
  doc.registerFont('bold', latin700);
  doc.registerFont('regular-ext', extended400);
  doc.registerFont('bold-ext', extended700);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  /** Text at (x, y), in runs of the font file that has its characters. */
  const text = (
    value: string,
    x: number,
    y: number,
    options: { bold?: boolean; size?: number; color?: string; width?: number; align?: 'left' | 'right' } = {},
  ) => {
    const weight = options.bold ? 'bold' : 'regular';
    doc.fontSize(options.size ?? 10).fillColor(options.color ?? '#111114');
    const runs = runsOf(value);
    // Right-aligned text is short (amounts, quantities): one run, in the Latin file.
    if (options.align === 'right' || runs.length <= 1) {
      doc.font(runs[0]?.extended ? `${weight}-ext` : weight);
      doc.text(value, x, y, { width: options.width, align: options.align ?? 'left', lineBreak: false });
      return;
    }
    runs.forEach((run, index) => {
      doc.font(run.extended ? `${weight}-ext` : weight);
      const continued = index < runs.length - 1;
      if (index === 0) doc.text(run.text, x, y, { continued, lineBreak: false });
      else doc.text(run.text, { continued, lineBreak: false });
    });
  };
  const rule = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(A4.width - MARGIN, y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();

  // Heading: the seller on the left, the title and status on the right.
  let y = MARGIN;
  text(invoice.seller.name, MARGIN, y, { bold: true, size: 14 });
  invoice.seller.details.forEach((line, index) => {
    text(line, MARGIN, y + 20 + index * 13, { color: MUTED, size: 9 });
  });
  text(word('server-invoice.title'), MARGIN, y, {
    bold: true,
    size: 20,
    width: CONTENT_WIDTH,
    align: 'right',
  });
  text(word(STATUS_WORDS[invoice.status]), MARGIN, y + 26, {
    color: MUTED,
    size: 10,
    width: CONTENT_WIDTH,
    align: 'right',
  });

  // Facts and the customer.
  y = MARGIN + 40 + Math.max(2, invoice.seller.details.length) * 13;
  const facts: Array<[string, string]> = [
    [word('server-invoice.number'), invoice.number],
    [word('server-invoice.issued'), date.format(invoice.issuedAt)],
    [
      word('server-invoice.period'),
      `${date.format(invoice.periodStart)} – ${date.format(invoice.periodEnd)}`,
    ],
  ];
  facts.forEach(([label, value], index) => {
    text(label, MARGIN, y + index * 15, { color: MUTED });
    text(value, MARGIN + 110, y + index * 15);
  });
  const customerX = MARGIN + CONTENT_WIDTH * 0.68;
  text(word('server-invoice.billedTo'), customerX, y, { color: MUTED });
  text(invoice.customer.name, customerX, y + 15, { bold: true });
  text(invoice.customer.email, customerX, y + 30);

  // Lines.
  y += facts.length * 15 + 30;
  const quantityX = MARGIN + CONTENT_WIDTH * 0.62;
  const columnWidth = CONTENT_WIDTH * 0.19;
  const amountX = A4.width - MARGIN - columnWidth;
  text(word('server-invoice.description'), MARGIN, y, { color: MUTED, size: 9 });
  text(word('server-invoice.quantity'), quantityX, y, {
    color: MUTED,
    size: 9,
    width: columnWidth,
    align: 'right',
  });
  text(word('server-invoice.amount'), amountX, y, {
    color: MUTED,
    size: 9,
    width: columnWidth,
    align: 'right',
  });
  y += 16;
  rule(y);
  for (const line of invoice.lines) {
    y += 10;
    if (y > A4.height - MARGIN - 120) {
      doc.addPage();
      y = MARGIN;
    }
    text(line.description, MARGIN, y, { width: quantityX - MARGIN - 12 });
    text(String(line.quantity), quantityX, y, { width: columnWidth, align: 'right' });
    text(amount(line.amount), amountX, y, { width: columnWidth, align: 'right' });
    y += 14;
  }
  y += 6;
  rule(y);

  // Totals: the invoice's total, what was paid, and what is still to pay.
  const totals: Array<[string, string, boolean]> = [
    [word('server-invoice.total'), amount(invoice.amountDue), false],
    [word('server-invoice.amountPaid'), amount(invoice.amountPaid), false],
    [word('server-invoice.balanceDue'), amount(Math.max(0, invoice.amountDue - invoice.amountPaid)), true],
  ];
  totals.forEach(([label, value, bold], index) => {
    const rowY = y + 12 + index * 16;
    text(label, quantityX - columnWidth, rowY, { bold, width: columnWidth * 2, align: 'right' });
    text(value, amountX, rowY, { bold, width: columnWidth, align: 'right' });
  });

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
