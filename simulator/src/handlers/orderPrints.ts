import { http, HttpResponse } from 'msw';
import type { PrintResult } from '@/domain/contract';
import type { OrderRecord } from '../db/schema';
import { pdfBytes, type PdfInput } from '../lib/pdf';
import { packagingListLines, receivingReportLines, shipmentLabelLines } from '../orders/documents';
import { withOrder } from '../orders/scope';
import { errors } from '../server-rules/errors';
import { CAN_VIEW, withAuth, type Simulator } from '../server-rules/pipeline';

/** The bulk print's per-row results (JSON of PrintResult[]); exposed by the HTTP server's CORS. */
export const PRINT_RESULTS_HEADER = 'X-Print-Results';

export const PRINT_MESSAGES = {
  notPrintable: (order: OrderRecord) =>
    `${order.reference} is ${order.status === 'draft' ? 'a draft' : 'cancelled'}: there is nothing to pack`,
  notFound: 'Order was not found',
  nothing: 'None of the selected orders can be printed',
  inboundOnly: 'Only inbound orders have a shipment label and report',
  noIds: 'Select at least one order',
} as const;

const pdf = (lines: PdfInput[], filename: string, headers: Record<string, string> = {}) =>
  new HttpResponse(pdfBytes(lines, filename.replace(/\.pdf$/, '')), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      ...headers,
    },
  });

/** A packaging list needs something to pack: not a draft, not cancelled. */
const printable = (order: OrderRecord) => order.status !== 'draft' && order.status !== 'cancelled';
const fileName = (kind: string, order: OrderRecord) =>
  `${kind}-${order.reference.replace(/[^A-Za-z0-9-]+/g, '')}.pdf`;

/**
 * The binary POSTs answering application/pdf: the packaging list of one order or of several
 * (one PDF, a page per order, what became of each row in X-Print-Results), and an inbound
 * order's shipment label and receiving report. Printing changes nothing: `view` is enough.
 */
export function orderPrintHandlers(sim: Simulator) {
  const { store } = sim;

  const bulk = withAuth(sim, CAN_VIEW, ({ body, organisation }) => {
    const ids = Array.isArray(body.ids) ? body.ids.map(Number).filter(Number.isInteger) : [];
    if (ids.length === 0) return errors.validation({ ids: [PRINT_MESSAGES.noIds] });
    const results: PrintResult[] = [];
    const pages: PdfInput[][] = [];
    for (const id of ids) {
      const order = store.orders.get(id);
      if (!order || order.organisation_id !== organisation.id)
        results.push({ id, ok: false, message: PRINT_MESSAGES.notFound });
      else if (!printable(order))
        results.push({ id, ok: false, message: PRINT_MESSAGES.notPrintable(order) });
      else {
        results.push({ id, ok: true });
        pages.push(packagingListLines(store, order));
      }
    }
    const header = { [PRINT_RESULTS_HEADER]: JSON.stringify(results) };
    if (pages.length === 0)
      return HttpResponse.json(
        { message: PRINT_MESSAGES.nothing, errors: { ids: [PRINT_MESSAGES.nothing] } },
        { status: 422, headers: header },
      );
    // Each order starts a page of its own.
    const lines = pages.flatMap((page, i) =>
      i === 0 ? page : [{ text: '', pageBreak: true }, ...page],
    );
    return pdf(lines, 'packaging-lists.pdf', header);
  });

  const one = withOrder(sim, CAN_VIEW, (order) =>
    printable(order)
      ? pdf(packagingListLines(store, order), fileName('packaging-list', order))
      : errors.validation({ status: [PRINT_MESSAGES.notPrintable(order)] }),
  );
  const inbound = (kind: 'label' | 'report') =>
    withOrder(sim, CAN_VIEW, (order) => {
      if (order.type !== 'inbound')
        return errors.validation({ type: [PRINT_MESSAGES.inboundOnly] });
      return kind === 'label'
        ? pdf(shipmentLabelLines(store, order), fileName('shipment-label', order))
        : pdf(receivingReportLines(store, order), fileName('receiving-report', order));
    });

  return [
    http.post('*/v1/bookings/print-packaging-list', bulk),
    http.post('*/v1/bookings/:id/print-packaging-list', one),
    http.post('*/v1/bookings/:id/shipments/print-label', inbound('label')),
    http.post('*/v1/bookings/:id/shipments/report', inbound('report')),
  ];
}
