// @vitest-environment happy-dom
import { http as mock, HttpResponse } from 'msw';
import { apiRoot } from './config';
import {
  dataUrlToBlob,
  downloadFile,
  downloadPdf,
  postMultipart,
  postMultipartWithProgress,
  saveBlob,
  toFormData,
} from './transfer';
import { localApiKit, spyConsole } from '@tests/support/api';

const { server, fakes } = localApiKit();
const PDF = '%PDF-1.4 fake';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('toFormData flattens records the Rails way', () => {
  const file = new File(['img'], 'logo.png', { type: 'image/png' });
  const form = toFormData({
    name: 'Acme',
    tags: ['a', 'b'],
    address: { city: 'Perth' },
    logo: file,
    none: null,
  });
  expect([...form.keys()]).toEqual(['name', 'tags[]', 'tags[]', 'address[city]', 'logo']);
  expect(form.get('address[city]')).toBe('Perth');
  expect((form.get('logo') as File).name).toBe('logo.png');
});

it('postMultipart sends multipart/form-data with a boundary and returns the data', async () => {
  fakes.install();
  let contentType = '';
  let fields: Record<string, unknown> = {};
  server.use(
    mock.post(`${apiRoot()}/support/tickets/t1/comment`, async ({ request }) => {
      contentType = request.headers.get('content-type') ?? '';
      const form = await request.clone().formData();
      fields = { body: form.get('body'), file: (form.get('attachment') as File | null)?.name };
      return HttpResponse.json({ data: { id: 1 } });
    }),
  );
  const data = await postMultipart(fakes.transport, 'support/tickets/t1/comment', {
    body: 'Hello',
    attachment: new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
  });
  expect(data).toEqual({ data: { id: 1 } });
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(fields).toEqual({ body: 'Hello', file: 'a.pdf' });
});

it('downloadPdf POSTs, asks for a PDF and returns an application/pdf Blob', async () => {
  fakes.install();
  let accept = '';
  server.use(
    mock.post(`${apiRoot()}/bookings/7/print-packaging-list`, ({ request }) => {
      accept = request.headers.get('accept') ?? '';
      return new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } });
    }),
  );
  const blob = await downloadPdf(fakes.transport, 'bookings/7/print-packaging-list', { copies: 1 });
  expect(accept).toBe('application/pdf');
  expect(blob.type).toBe('application/pdf');
  expect(await blob.text()).toBe(PDF);
});

it('downloadPdf with a filename saves the file; a failure still describes the JSON error', async () => {
  fakes.install();
  spyConsole();
  const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  server.use(
    mock.post(`${apiRoot()}/invoices/1/tax-invoice`, () => new HttpResponse(PDF)),
    mock.post(`${apiRoot()}/invoices/2/tax-invoice`, () =>
      HttpResponse.json({ errors: ['Invoice not found'] }, { status: 404 }),
    ),
  );
  await downloadPdf(fakes.transport, 'invoices/1/tax-invoice', {}, 'INV-1.pdf');
  expect(save).toHaveBeenCalledTimes(1);
  const { describeApiError } = await import('./apiError');
  const error = await downloadPdf(fakes.transport, 'invoices/2/tax-invoice', {}).catch(
    (e: unknown) => e,
  );
  expect(describeApiError(error).message).toBe('Invoice not found');
});

it('saveBlob clicks a temporary anchor with the filename and revokes the URL later', () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:abc');
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  saveBlob(new Blob(['x']), 'report.pdf');
  expect(clicked[0].download).toBe('report.pdf');
  expect(clicked[0].getAttribute('href')).toBe('blob:abc');
  expect(document.querySelector('a[download]')).toBeNull();
  vi.runAllTimers();
  expect(revoke).toHaveBeenCalledWith('blob:abc');
});

it('postMultipartWithProgress reports the upload from 0 to 1 and returns the data', async () => {
  fakes.install();
  server.use(
    mock.post(`${apiRoot()}/support/tickets/t1/comment`, () =>
      HttpResponse.json({ data: { id: 2 } }),
    ),
  );
  const seen: number[] = [];
  const data = await postMultipartWithProgress(
    fakes.transport,
    'support/tickets/t1/comment',
    { body: 'Hi', attachments: [new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' })] },
    (fraction) => seen.push(fraction),
  );
  expect(data).toEqual({ data: { id: 2 } });
  expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true);
});

it('dataUrlToBlob decodes base64 and plain data URLs with their type', async () => {
  const pdf = dataUrlToBlob(`data:application/pdf;base64,${btoa('%PDF-1.4')}`);
  expect(pdf.type).toBe('application/pdf');
  expect(await pdf.text()).toBe('%PDF-1.4');
  expect(await dataUrlToBlob('data:text/plain,a%20b').text()).toBe('a b');
  expect(() => dataUrlToBlob('https://example.com/a.pdf')).toThrow('Not a data URL');
});

it('downloadFile saves a data URL under its name and refuses other schemes', async () => {
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  await downloadFile(`data:application/pdf;base64,${btoa('%PDF')}`, 'slip.pdf');
  expect(clicked[0]!.download).toBe('slip.pdf');
  await expect(downloadFile('javascript:alert(1)', 'x.pdf')).rejects.toThrow(
    'Refusing to download from this address',
  );
});
