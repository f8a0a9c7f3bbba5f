import { formatAudAmount, roundCents } from '@/domain/format';
import { invoiceStatusOn } from '@/domain/billing/invoiceStatus';
import type { InvoiceRecord, OrganisationRecord } from '../db/schema';
import type { PdfInput, PdfLine } from '../lib/pdf';
import { taxInvoiceNumber } from './views';

/**
 * The two invoice documents, written from the store: the invoice (what the week cost, what was
 * received, what is owed) and the tax invoice (the same charges as the tax law wants them: the
 * supplier's and the merchant's tax ids, the GST apart). Amounts in AUD with two decimals.
 */

/** The warehouse operator that bills the merchants (the issuer on every invoice). */
export const ISSUER = {
  name: 'Portside Fulfilment Pty Ltd',
  abn: '51 824 753 556',
  address: '12 Quayside Drive, Port Melbourne VIC 3207, Australia',
  email: 'accounts@portsidefulfilment.com.au',
} as const;

const h1 = (text: string): PdfLine => ({ text, size: 16, bold: true });
const h2 = (text: string): PdfLine => ({ text, size: 12, bold: true });
const blank: PdfLine = { text: '' };
const money = (value: number) => `${formatAudAmount(value)} AUD`;

function billedTo(organisation: OrganisationRecord | undefined): PdfInput[] {
  if (!organisation) return [];
  const a = organisation.address;
  return [
    h2('Billed to'),
    organisation.legal_name,
    `${a.addressLine1}${a.addressLine2 ? `, ${a.addressLine2}` : ''}`,
    `${a.suburb} ${a.state} ${a.postcode}`,
    `Tax id: ${organisation.tax_id || '-'}`,
  ];
}

const breakdownRows = (invoice: InvoiceRecord): PdfInput[] =>
  invoice.breakdown.map((line) => `${line.description}:  ${money(line.amount)}`);

/** The invoice as a PDF; its status as of `today` (the day it is opened). */
export function invoicePdfLines(
  invoice: InvoiceRecord,
  organisation: OrganisationRecord | undefined,
  today: string,
): PdfInput[] {
  return [
    h1(`Invoice ${invoice.document_number}`),
    `${ISSUER.name}  ·  ABN ${ISSUER.abn}`,
    ISSUER.address,
    blank,
    ...billedTo(organisation),
    blank,
    `Invoice date: ${invoice.date}  ·  Due date: ${invoice.due_date}`,
    `Tax reference: ${invoice.tax_reference}  ·  Currency: ${invoice.currency}`,
    blank,
    h2('Charges for the week'),
    ...breakdownRows(invoice),
    blank,
    { text: `Amount: ${money(invoice.amount)}`, bold: true },
    `Received: ${money(invoice.received)}${invoice.received_at ? ` on ${invoice.received_at.slice(0, 10)}` : ''}`,
    { text: `Balance: ${money(invoice.balance)}`, bold: true },
    `Status: ${invoiceStatusOn(invoice, today)}`,
    blank,
    `Questions about this invoice: ${ISSUER.email}`,
  ];
}

/** GST is the breakdown's GST line; the rest is the taxable supply. */
function gstOf(invoice: InvoiceRecord): number {
  return invoice.breakdown.find((l) => /^GST/i.test(l.description))?.amount ?? 0;
}

export function taxInvoicePdfLines(
  invoice: InvoiceRecord,
  organisation: OrganisationRecord | undefined,
): PdfInput[] {
  const gst = gstOf(invoice);
  const charges = invoice.breakdown.filter((l) => !/^GST/i.test(l.description));
  return [
    h1(`Tax Invoice ${taxInvoiceNumber(invoice)}`),
    `${ISSUER.name}  ·  ABN ${ISSUER.abn}`,
    ISSUER.address,
    blank,
    ...billedTo(organisation),
    blank,
    `For invoice ${invoice.document_number} of ${invoice.date}  ·  Tax reference: ${invoice.tax_reference}`,
    blank,
    h2('Taxable supplies'),
    ...charges.map((line) => `${line.description}:  ${money(line.amount)}`),
    blank,
    `Total excluding GST: ${money(roundCents(invoice.amount - gst))}`,
    `GST (10%): ${money(gst)}`,
    { text: `Total including GST: ${money(invoice.amount)}`, bold: true },
  ];
}

/** File names: the document's own number, safe on every system. */
export const invoiceFilename = (invoice: InvoiceRecord) =>
  `${invoice.document_number.replace(/[^A-Za-z0-9-]+/g, '')}.pdf`;
export const taxInvoiceFilename = (invoice: InvoiceRecord) =>
  `${taxInvoiceNumber(invoice).replace(/[^A-Za-z0-9-]+/g, '')}.pdf`;
