import { delay, http, HttpResponse } from 'msw';
import type {
  InvoiceDetailResponse,
  InvoicePdfUrlResponse,
  InvoicesResponse,
} from '@/domain/contract';
import { INVOICE_PDF_URL_TTL_MS } from '@/domain/contract';
import { signedPath } from '@/lib/signedPath';
import {
  invoiceFilename,
  invoicePdfLines,
  taxInvoiceFilename,
  taxInvoicePdfLines,
} from '../billing/documents';
import { invoiceTotals, newestInvoiceFirst, readInvoiceQuery } from '../billing/invoiceQuery';
import { checkPdfLink, signPdfLink } from '../billing/pdfLink';
import { callerToday, invoiceDetail, invoiceSummary } from '../billing/views';
import { COLLECTIONS_WITHOUT_LOGS, type InvoiceRecord } from '../db/schema';
import { pdfBytes, type PdfInput } from '../lib/pdf';
import { pageParams, paginate } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { withAuth, type Simulator } from '../server-rules/pipeline';

const FINANCE = { permission: 'finance' } as const;

export const LINK_EXPIRED = 'This link has expired: open the PDF again from the invoice.';

const pdf = (lines: PdfInput[], filename: string, disposition: 'inline' | 'attachment') =>
  new HttpResponse(pdfBytes(lines, filename.replace(/\.pdf$/, '')), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });

/**
 * Weekly invoices, all behind the `finance` marker (a MEMBER gets 403 Action Not Allowed!):
 * the list (filters, totals), one invoice, its PDF's signed address and the PDF behind it, and
 * the tax invoice (a binary POST). Lookups stay inside the organisation the request acts in:
 * another one's invoice is simply not found.
 */
export function invoiceHandlers(sim: Simulator) {
  const { store } = sim;
  const find = (id: unknown, organisationId: number): InvoiceRecord | undefined =>
    store.invoices.find((i) => String(i.id) === String(id) && i.organisation_id === organisationId);

  return [
    http.get(
      '*/v1/invoices',
      withAuth(sim, FINANCE, ({ url, request, organisation }) => {
        const today = callerToday(sim.now(), request);
        const query = readInvoiceQuery(url, request, today);
        if ('errors' in query) return errors.validation(query.errors);
        const mine = store.invoices.filter((i) => i.organisation_id === organisation.id);
        const rows = mine
          .filter(query.filter)
          .sort(newestInvoiceFirst)
          .map((i) => invoiceSummary(i, today));
        const body: InvoicesResponse = {
          ...paginate(rows, pageParams(url)),
          totals: invoiceTotals(mine, today),
        };
        return HttpResponse.json(body);
      }),
    ),

    http.get(
      '*/v1/invoices/:id',
      withAuth(sim, FINANCE, ({ params, organisation, request }) => {
        const invoice = find(params.id, organisation.id);
        if (!invoice) return errors.notFound();
        const body: InvoiceDetailResponse = {
          data: invoiceDetail(invoice, callerToday(sim.now(), request)),
        };
        return HttpResponse.json(body);
      }),
    ),

    http.get(
      '*/v1/invoices/:id/pdf-url',
      withAuth(sim, FINANCE, ({ params, url, auth, organisation }) => {
        const invoice = find(params.id, organisation.id);
        if (!invoice) return errors.notFound();
        const now = sim.now();
        const pdfPath = url.pathname.replace(/\/pdf-url$/, '/pdf');
        const link = signPdfLink(sim.hmacSecret, {
          base: `${url.origin}${pdfPath}`,
          path: signedPath(pdfPath),
          auth: auth.headers,
          organisationUid: organisation.uid,
          now,
        });
        const body: InvoicePdfUrlResponse = {
          data: {
            url: link,
            filename: invoiceFilename(invoice),
            expires_at: new Date(now + INVOICE_PDF_URL_TTL_MS).toISOString(),
          },
        };
        return HttpResponse.json(body);
      }),
    ),

    // The signed address itself: no API headers, its query parameters are the credentials.
    http.get('*/v1/invoices/:id/pdf', async ({ request, params }) => {
      await Promise.all([
        sim.latencyMs > 0 ? delay(sim.latencyMs) : null,
        store.ready(COLLECTIONS_WITHOUT_LOGS),
      ]);
      const url = new URL(request.url);
      const check = checkPdfLink(store, sim.hmacSecret, url, signedPath(url.pathname), sim.now());
      if (!check.ok) {
        if (check.reason === 'expired') return errors.coded(401, 'LINK_EXPIRED', LINK_EXPIRED);
        return errors[check.reason]();
      }
      const invoice = find(params.id, check.organisationId);
      if (!invoice) return errors.notFound();
      const organisation = store.organisations.get(invoice.organisation_id);
      // Opened from a link, without the API's headers: the day is UTC's.
      const lines = invoicePdfLines(invoice, organisation, callerToday(sim.now()));
      return pdf(lines, invoiceFilename(invoice), 'inline');
    }),

    http.post(
      '*/v1/invoices/:id/tax-invoice',
      withAuth(sim, FINANCE, ({ params, organisation }) => {
        const invoice = find(params.id, organisation.id);
        if (!invoice) return errors.notFound();
        return pdf(
          taxInvoicePdfLines(invoice, organisation),
          taxInvoiceFilename(invoice),
          'attachment',
        );
      }),
    ),
  ];
}
