import { Card, Descriptions, Flex, Table } from 'antd';
import type { InvoiceDetail } from '@/domain/contract';
import { figureColumn } from '@/components/page/figureColumn';
import { detailTabPage } from '@/components/page/RecordDetail';
import { formatAudAmount, formatDate, formatDateTime } from '@/domain/format';
import { InvoiceDocuments } from './InvoiceDocuments';
import { invoiceDetail } from './invoiceDetail';
import './invoiceSummary.css';

type Line = InvoiceDetail['breakdown'][number];

/** What the week cost, line by line, and the total the lines add up to. */
function Breakdown({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Card title={<h2 className="invoice-card-title">Breakdown</h2>} size="small">
      <Table<Line>
        aria-label="Breakdown"
        size="small"
        pagination={false}
        rowKey="description"
        dataSource={invoice.breakdown}
        columns={[
          { title: 'Description', dataIndex: 'description', key: 'description' },
          figureColumn('Amount', 'amount', formatAudAmount),
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>Total</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{formatAudAmount(invoice.amount)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}

function Facts({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Card title={<h2 className="invoice-card-title">Invoice</h2>} size="small">
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="Date">{formatDate(invoice.date)}</Descriptions.Item>
        <Descriptions.Item label="Due date">{formatDate(invoice.due_date)}</Descriptions.Item>
        <Descriptions.Item label="Document number">{invoice.document_number}</Descriptions.Item>
        <Descriptions.Item label="Tax reference">{invoice.tax_reference}</Descriptions.Item>
        <Descriptions.Item label="Tax invoice">{invoice.tax_invoice}</Descriptions.Item>
        <Descriptions.Item label="Currency">{invoice.currency}</Descriptions.Item>
        <Descriptions.Item label="Amount">{formatAudAmount(invoice.amount)}</Descriptions.Item>
        <Descriptions.Item label="Received">{formatAudAmount(invoice.received)}</Descriptions.Item>
        <Descriptions.Item label="Received at">
          {formatDateTime(invoice.received_at)}
        </Descriptions.Item>
        <Descriptions.Item label="Balance">
          <strong>{formatAudAmount(invoice.balance)}</strong>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** One invoice: its facts, what it was for, what is received and owed, and its two PDFs. */
export const InvoiceSummaryPage = detailTabPage(invoiceDetail, 'summary', (invoice) => (
  <Flex vertical gap={16}>
    <Facts invoice={invoice} />
    <Breakdown invoice={invoice} />
    <InvoiceDocuments invoice={invoice} />
  </Flex>
));
