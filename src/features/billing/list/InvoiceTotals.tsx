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
  return (
    <Row gutter={[16, 16]} role="group" aria-label="Account totals">
      <Col xs={24} sm={12}>
        <Card size="small">
          <Statistic title="Outstanding balance" value={formatAudAmount(totals.outstanding)} />
          <Link to={`${billingPaths.invoices}?status=unpaid`}>
            {countOf(totals.outstanding_count, 'invoice')} unpaid
          </Link>
        </Card>
      </Col>
      <Col xs={24} sm={12}>
        <Card size="small">
          <Statistic title="Overdue" value={formatAudAmount(totals.overdue)} />
          <Link to={`${billingPaths.invoices}?status=overdue`}>
            {countOf(totals.overdue_count, 'invoice')} overdue
          </Link>
        </Card>
      </Col>
    </Row>
  );
}
