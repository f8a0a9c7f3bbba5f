import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import type { InvoiceTotals as Totals } from '@/domain/contract';
import { countOf, formatAudAmount } from '@/domain/format';
import { billingPaths } from '../paths';

/**
 * The account at a glance, whatever the list's filters: what is owed, and how much of it is late.
 * Each figure links to the list of the invoices behind it.
 */
export function InvoiceTotals({ totals }: { totals: Totals }) {
  const figures = [
    {
      title: 'Outstanding balance',
      amount: totals.outstanding,
      count: totals.outstanding_count,
      status: 'unpaid',
    },
    { title: 'Overdue', amount: totals.overdue, count: totals.overdue_count, status: 'overdue' },
  ] as const;
  return (
    <Row gutter={[16, 16]} role="group" aria-label="Account totals">
      {figures.map(({ title, amount, count, status }) => (
        <Col key={status} xs={24} sm={12}>
          <Card size="small">
            <Statistic title={title} value={formatAudAmount(amount)} />
            <Link to={billingPaths.invoicesWith({ status })}>
              {countOf(count, 'invoice')} {status}
            </Link>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
