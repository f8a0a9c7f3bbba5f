import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENTS_MAX,
  DOCUMENT_TYPES,
  documentProblem,
} from '@/domain/orders/documents';
import { readDocuments, type Errors } from '@simulator/orders/input';
import { collectErrors } from '@simulator/server-rules/fields';
import { signedIn } from './catalogueSupport';
import { call, runSimulatorServer } from '@simulator/testing/helpers';
import { outboundBody, ownOrders } from './ordersSupport';

const getStore = runSimulatorServer();

/** A document as the wizard sends it: the file read as a data URL of `bytes` bytes. */
function documentOf(name: string, type: string, bytes: number) {
  const data = Buffer.alloc(bytes, 0x25).toString('base64');
  return { name, content_type: type, data_url: `data:${type};base64,${data}` };
}

const label = () => documentOf('label.pdf', 'application/pdf', 2_000);

describe('order documents on POST bookings/outbounds', () => {
  it('keeps documents the wizard takes: a PDF and an image', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const documents = [label(), documentOf('invoice.png', 'image/png', 5_000)];
    const body = outboundBody(store, session.organisationId, { byo_label: true, documents });
    const created = await call('POST', 'bookings/outbounds', { ...session, body });
    expect(created.status).toBe(201);
    expect(store.orders.get(created.body.data.id)!.documents.map((d) => d.name)).toEqual([
      'label.pdf',
      'invoice.png',
    ]);
  });

  it('refuses another type, a file over the limit and one document too many, as the browser words them', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const before = ownOrders(store, session.organisationId).length;
    const refused = async (documents: object[]) => {
      const body = outboundBody(store, session.organisationId, { documents });
      const res = await call('POST', 'bookings/outbounds', { ...session, body });
      expect(res.status).toBe(422);
      return res.body.errors as Record<string, string[]>;
    };

    expect(await refused([label(), documentOf('run.exe', 'application/x-msdownload', 10)])).toEqual(
      { 'documents.1': ['run.exe: only PDF, PNG, JPEG or WebP files can be attached'] },
    );
    expect(await refused([documentOf('scan.jpg', 'image/jpeg', DOCUMENT_MAX_BYTES + 1)])).toEqual({
      'documents.0': ['scan.jpg: a document must be at most 2 MB'],
    });
    expect(
      await refused(
        Array.from({ length: DOCUMENTS_MAX + 1 }, (_, i) =>
          documentOf(`l${i}.pdf`, 'application/pdf', 100),
        ),
      ),
    ).toEqual({ documents: [`At most ${DOCUMENTS_MAX} documents`] });
    // A declared type the data does not carry: an HTML page called a PDF.
    expect(
      await refused([{ ...documentOf('x.pdf', 'text/html', 50), content_type: 'application/pdf' }]),
    ).toEqual({ 'documents.0': ['x.pdf: only PDF, PNG, JPEG or WebP files can be attached'] });
    expect(
      await refused([{ name: 'x.pdf', content_type: 'application/pdf', data_url: 'https://x' }]),
    ).toEqual({
      'documents.0': ['Document must be a file (a data URL)'],
    });
    expect(ownOrders(store, session.organisationId)).toHaveLength(before);
  });
});

describe('the server reads documents by the browser’s rule (property)', () => {
  const file = fc.record({
    name: fc.stringMatching(/^[a-z]{1,8}\.(pdf|png|jpg|webp|exe|svg)$/),
    type: fc.constantFrom(...DOCUMENT_TYPES, 'image/svg+xml', 'text/html', 'application/zip'),
    // Around the limit, and small files.
    size: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 4_000 }), weight: 8 },
      {
        arbitrary: fc.integer({ min: DOCUMENT_MAX_BYTES - 3, max: DOCUMENT_MAX_BYTES + 3 }),
        weight: 1,
      },
    ),
  });

  it('refuses exactly the files and counts the picker refuses, with its messages', () => {
    fc.assert(
      fc.property(fc.array(file, { maxLength: DOCUMENTS_MAX + 2 }), (files) => {
        const found: Errors = collectErrors();
        const kept = readDocuments(
          files.map((f) => documentOf(f.name, f.type, f.size)),
          found,
        );
        const errors = found.result() ?? {};
        const browser = files.map(documentProblem);
        files.forEach((_, i) => {
          expect(errors[`documents.${i}`]?.[0] ?? null).toBe(browser[i]);
        });
        expect(kept).toHaveLength(browser.filter((p) => p === null).length);
        expect(errors.documents?.[0] ?? null).toBe(
          files.length > DOCUMENTS_MAX ? DOCUMENT_MESSAGES.tooMany : null,
        );
      }),
      { numRuns: 60 },
    );
  });
});
