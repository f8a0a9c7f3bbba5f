import { describe, expect, it } from 'vitest';
import type { PrintResult } from '@/domain/contract';
import { corsHeaders } from '@simulator/http/cors';
import { pdfText } from '@simulator/lib/pdf';
import { PRINT_RESULTS_HEADER } from '@simulator/handlers/orderPrints';
import { signedHeaders, SIMULATOR_TEST_BASE } from '@simulator/node';
import { signedIn } from './catalogueSupport';
import { runSimulatorServer } from '@simulator/testing/helpers';
import { orderIn, orderWhere } from './ordersSupport';

const getStore = runSimulatorServer();

/** A binary POST, as the portal's downloadPdf sends it. */
async function print(path: string, session: Awaited<ReturnType<typeof signedIn>>, body?: unknown) {
  const url = `${SIMULATOR_TEST_BASE}/${path}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...signedHeaders('POST', url, session.auth, session.org),
      Accept: 'application/pdf',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = String.fromCharCode(...bytes);
  return { response, status: response.status, text };
}

describe('order PDFs', () => {
  it('prints an order’s packaging list with its lines, as application/pdf', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const order = orderIn(store, session.organisationId, 'outbound', 'pending');
    const { response, text } = await print(`bookings/${order.id}/print-packaging-list`, session);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('Packaging list');
    expect(text).toContain(`Order ${order.reference}`);
    const sku = store.products.get(order.lines[0]!.product_id)!.sku;
    expect(text).toContain(sku);
  });

  it('refuses to print a draft or cancelled order', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const cancelled = orderWhere(store, session.organisationId, (o) => o.status === 'cancelled');
    const res = await print(`bookings/${cancelled.id}/print-packaging-list`, session);
    expect(res.status).toBe(422);
    expect(JSON.parse(res.text).errors.status[0]).toMatch(/cancelled/);
  });

  it('prints an inbound order’s shipment label and receiving report, not an outbound one’s', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const inbound = orderIn(store, session.organisationId, 'inbound', 'received');
    const label = await print(`bookings/${inbound.id}/shipments/print-label`, session);
    expect(label.text.startsWith('%PDF')).toBe(true);
    expect(label.text).toContain('Inbound shipment label');
    expect(label.text).toContain(inbound.barcode);
    const report = await print(`bookings/${inbound.id}/shipments/report`, session);
    expect(report.text).toContain('Receiving report');
    expect(report.text).toContain('No discrepancies.');
    const outbound = orderWhere(store, session.organisationId, (o) => o.type === 'outbound');
    expect((await print(`bookings/${outbound.id}/shipments/print-label`, session)).status).toBe(
      422,
    );
  });

  it('prints several packaging lists as one PDF, a page each, and says what became of each row', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const a = orderWhere(store, session.organisationId, (o) => o.status === 'pending');
    const b = orderWhere(store, session.organisationId, (o) => o.status === 'delivered');
    const draft = orderWhere(store, session.organisationId, (o) => o.status === 'draft');
    const foreign = store.orders.find((o) => o.organisation_id !== session.organisationId)!;
    const res = await print('bookings/print-packaging-list', session, {
      ids: [a.id, draft.id, b.id, foreign.id],
    });
    expect(res.status).toBe(200);
    expect(res.text.startsWith('%PDF')).toBe(true);
    expect(res.text).toContain('/Count 2');
    const results = JSON.parse(res.response.headers.get(PRINT_RESULTS_HEADER)!) as PrintResult[];
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      [a.id, true],
      [draft.id, false],
      [b.id, true],
      [foreign.id, false],
    ]);
    expect(results[1]!.message).toMatch(/draft/);
    const none = await print('bookings/print-packaging-list', session, { ids: [draft.id] });
    expect(none.status).toBe(422);
    expect(none.response.headers.get(PRINT_RESULTS_HEADER)).toBeTruthy();
  });

  it('exposes the results header to the browser through the HTTP simulator’s CORS', () => {
    expect(corsHeaders('http://localhost:5173')['Access-Control-Expose-Headers']).toContain(
      PRINT_RESULTS_HEADER,
    );
  });

  it('writes as many pages as the lines need, with a correct cross-reference table', () => {
    const pdf = pdfText(
      Array.from({ length: 130 }, (_, i) => `Line ${i + 1} (with brackets) – dash`),
    );
    expect(pdf).toContain('/Count 3');
    expect(pdf).toContain('(Line 130 \\(with brackets\\) - dash)');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((at, i) =>
      expect(pdf.slice(at, at + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`),
    );
  });
});
