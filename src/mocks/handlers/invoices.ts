import { http, HttpResponse } from 'msw';
import type { InvoiceDetailResponse, InvoiceStatus, InvoicesResponse } from '@/api/contract';
import { pageParams, paginate } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { withAuth, type Simulator } from '../server-rules/pipeline';
import { invoiceDetail, invoiceSummary } from './serializers';

const STATUSES: InvoiceStatus[] = ['paid', 'unpaid', 'overdue'];

/** Weekly invoices: the `finance` marker, so a MEMBER gets 403 Action Not Allowed!. */
export function invoiceHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.get(
      '*/v1/invoices',
      withAuth(sim, { permission: 'finance' }, ({ url, organisation }) => {
        const status = url.searchParams.get('status') as InvoiceStatus | null;
        const rows = store.invoices
          .filter((i) => i.organisation_id === organisation.id)
          .filter((i) => !status || !STATUSES.includes(status) || i.status === status)
          .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
          .map(invoiceSummary);
        const body: InvoicesResponse = paginate(rows, pageParams(url));
        return HttpResponse.json(body);
      }),
    ),

    http.get(
      '*/v1/invoices/:id',
      withAuth(sim, { permission: 'finance' }, ({ params, organisation }) => {
        // Lookups stay inside the current organisation: another one's id is simply not found.
        const invoice = store.invoices.find(
          (i) => String(i.id) === String(params.id) && i.organisation_id === organisation.id,
        );
        if (!invoice) return errors.notFound();
        const body: InvoiceDetailResponse = { data: invoiceDetail(invoice) };
        return HttpResponse.json(body);
      }),
    ),
  ];
}
