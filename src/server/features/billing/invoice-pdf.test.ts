/**
 * The invoice PDF as its reader gets it: the words in the customer's language, the amounts in
 * their currency and number format, every character of a name, the same bytes for the same invoice.
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text.ts';
import { drawInvoicePdf, type InvoicePdfInput } from './invoice-pdf.ts';

const invoice: InvoicePdfInput = {
  number: 'LOCAL-0042',
  status: 'paid',
  issuedAt: new Date('2026-11-01T09:30:00Z'),
  periodStart: new Date('2026-11-01T09:30:00Z'),
  periodEnd: new Date('2026-12-01T09:30:00Z'),
  currency: 'eur',
  lines: [
    { description: 'Pro, monthly', quantity: 1, amount: 1900 },
    { description: 'WELCOME20: 20% off', quantity: 1, amount: -380 },
  ],
  amountDue: 1520,
  amountPaid: 1520,
  seller: { name: 'SaaS Starter', details: ['billing@example.com'] },
  customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
};

const textOf = async (input: InvoicePdfInput, locale: 'en' | 'de' | 'fr' | 'es') => {
  const pdf = await drawInvoicePdf(input, locale);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = pdfText(pdf);
  expect(pages).toHaveLength(1);
  return pages[0]!;
};

describe('the invoice PDF', () => {
  it('says what was bought, for how much, and what was paid, in English', async () => {
    const text = await textOf(invoice, 'en');
    for (const expected of [
      'Invoice',
      'Paid',
      'Invoice number',
      'LOCAL-0042',
      'November 1, 2026 – December 1, 2026',
      'Billed to',
      'Ada Lovelace',
      'ada@example.com',
      'Pro, monthly',
      '€19.00',
      'WELCOME20: 20% off',
      '-€3.80',
      'Total',
      '€15.20',
      'Balance due',
      '€0.00',
    ])
      expect(text).toContain(expected);
  });

  it('is worded and formatted in the customer’s language', async () => {
    const text = await textOf({ ...invoice, status: 'open', amountPaid: 0 }, 'de');
    // German puts the sign after the amount, with a no-break space, as Intl writes it.
    const euros = (amount: number) =>
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(amount);
    expect(euros(19)).toMatch(/^19,00\s€$/);
    for (const expected of [
      'Rechnung',
      'Offen',
      'Rechnungsnummer',
      '1. November 2026',
      euros(19),
      'Offener Betrag',
      euros(15.2),
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Invoice number');
  });

  it('draws a name beyond the Latin subset from the extended font, every character readable', async () => {
    const text = await textOf(
      { ...invoice, customer: { name: 'Łukasz Żółć', email: 'l@example.com' } },
      'fr',
    );
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain('Facturé à');
    expect(text).not.toContain('\uFFFD');
  });

  it('gives the same bytes for the same invoice', async () => {
    const [first, second] = await Promise.all([drawInvoicePdf(invoice, 'es'), drawInvoicePdf(invoice, 'es')]);
    expect(first.equals(second)).toBe(true);
  });

  it('continues the lines on a second page when they do not fit on one', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      description: `Seat ${index + 1}`,
      quantity: 1,
      amount: 500,
    }));
    const pdf = await drawInvoicePdf({ ...invoice, lines, amountDue: 20_000, amountPaid: 20_000 }, 'en');
    const pages = pdfText(pdf);
    expect(pages.length).toBe(2);
    expect(pages[0]).toContain('Seat 1');
    expect(pages[0]).not.toContain('Seat 40');
    expect(pages[1]).toContain('Seat 40');
    expect(pages[1]).toContain('€200.00');
  });
});
