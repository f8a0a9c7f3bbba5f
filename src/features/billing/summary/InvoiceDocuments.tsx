import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { Card, Flex, Typography } from 'antd';
import type { InvoiceDetail } from '@/domain/contract';
import { asApiError } from '@/api/fieldErrors';
import { downloadPdf } from '@/api/transfer';
import { notifier } from '@/components/feedback/notifier';
import { LoadingButton } from '@/components/LoadingButton';
import { taxInvoicePath, useRequestInvoicePdfUrlMutation } from '../api';
import { downloadTarget, fetchSignedPdf, openPdfTab, type PdfTarget } from '../components/pdfTab';
import { useAppContext } from '@/core/appContext';

type Where = 'open' | 'download';
const targetFor = (where: Where): PdfTarget => (where === 'open' ? openPdfTab() : downloadTarget);
const fileSafe = (name: string) => `${name.replace(/[^A-Za-z0-9-]+/g, '')}.pdf`;

/**
 * The invoice's two documents, each opened in a new tab or downloaded: the invoice PDF (the
 * server answers a signed, short-lived address, fetched at once) and the tax invoice (a binary
 * POST). A failure says why and leaves the page as it was.
 */
export function InvoiceDocuments({ invoice }: { invoice: InvoiceDetail }) {
  const [requestPdfUrl] = useRequestInvoicePdfUrlMutation();
  const { transport } = useAppContext();

  const run = async (what: string, where: Where, load: () => Promise<[Blob, string]>) => {
    const target = targetFor(where);
    try {
      const [pdf, filename] = await load();
      target.show(pdf, filename);
    } catch (error) {
      target.cancel();
      notifier.error({
        message: `The ${what} could not be opened.`,
        description: asApiError(error).message,
      });
    }
  };

  const invoicePdf = (where: Where) =>
    run('invoice PDF', where, async () => {
      const link = await requestPdfUrl(invoice.id).unwrap();
      return [await fetchSignedPdf(link.url), link.filename];
    });
  const taxInvoice = (where: Where) =>
    run('tax invoice', where, async () => [
      await downloadPdf(transport, taxInvoicePath(invoice.id)),
      fileSafe(invoice.tax_invoice),
    ]);

  // Each document's row is a group named for it ('Invoice PDF'), its buttons saying which it is.
  const documents = [
    { name: 'invoice PDF', heading: `Invoice ${invoice.document_number}`, get: invoicePdf },
    { name: 'tax invoice', heading: `Tax invoice ${invoice.tax_invoice}`, get: taxInvoice },
  ];

  return (
    <Card title={<h2 className="invoice-card-title">Documents</h2>} size="small">
      <Flex vertical gap={12}>
        {documents.map(({ name, heading, get }) => (
          <Flex
            key={name}
            wrap
            gap={8}
            align="center"
            role="group"
            aria-label={`${name[0]!.toUpperCase()}${name.slice(1)}`}
          >
            <Typography.Text strong className="invoice-doc-name">
              {heading}
            </Typography.Text>
            <LoadingButton icon={<FilePdfOutlined aria-hidden />} onClick={() => get('open')}>
              Open {name}
            </LoadingButton>
            <LoadingButton icon={<DownloadOutlined aria-hidden />} onClick={() => get('download')}>
              Download {name}
            </LoadingButton>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
