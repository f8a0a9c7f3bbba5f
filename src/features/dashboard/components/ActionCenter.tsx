import { Badge, Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { DashboardStatistics } from '@/api/contract';
import { billingPaths } from '@/features/billing/paths';
import { orderPaths } from '@/features/orders/paths';
import { supportPaths } from '@/features/support/paths';

interface ActionItem {
  group: string;
  label: string;
  count: number;
  to: string;
}

/** The dashboard's action center: what needs the merchant's attention now, each a link to it. */
export function actionItems(s: DashboardStatistics): ActionItem[] {
  return [
    {
      group: 'Outbounds',
      label: 'No Stock',
      count: s.outbound_no_stock,
      to: `${orderPaths.list('outbound')}?status=no_stock`,
    },
    {
      group: 'Outbounds',
      label: 'Amending',
      count: s.outbound_amending,
      to: `${orderPaths.list('outbound')}?status=amending`,
    },
    {
      group: 'Outbounds',
      label: 'In Progress',
      count: s.outbound_in_progress,
      to: `${orderPaths.list('outbound')}?status=in_progress`,
    },
    {
      group: 'Invoices',
      label: 'Unpaid',
      count: s.unpaid_invoices,
      to: `${billingPaths.invoices}?status=unpaid`,
    },
    {
      group: 'Messages',
      label: 'Unread',
      count: s.unread_messages,
      to: `${supportPaths.chats}?status=unread`,
    },
  ];
}

export function ActionCenter({ statistics }: { statistics: DashboardStatistics }) {
  return (
    <section aria-labelledby="action-center-title" className="action-center">
      <Typography.Title level={2} id="action-center-title">
        Action center
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {actionItems(statistics).map((item) => (
          <Col key={`${item.group}-${item.label}`} xs={12} md={8} xl={4}>
            {/* Named by what it shows ('Outbounds No Stock 4'), so a spoken command matches it. */}
            <Link to={item.to}>
              <Card hoverable size="small">
                <Typography.Text type="secondary">{item.group}</Typography.Text>
                <div className="action-center-row">
                  <span>{item.label}</span>
                  <Badge count={item.count} showZero color={item.count > 0 ? 'orange' : 'green'} />
                </div>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </section>
  );
}
