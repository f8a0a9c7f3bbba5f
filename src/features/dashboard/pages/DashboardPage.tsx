import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { DashboardStatistics } from '@/api/contract';
import { useAppSelector } from '@/core/hooks';
import { useGetDashboardStatisticsQuery } from '../api';
import { ActionCenter } from '../components/ActionCenter';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';
import { productPaths } from '@/features/products/paths';

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

interface StatisticCard {
  title: string;
  value: number | string;
  link?: { to: string; label: string };
}

function statisticCards(s: DashboardStatistics): StatisticCard[] {
  return [
    {
      title: 'Active products',
      value: s.products,
      link: { to: productPaths.list, label: 'View products' },
    },
    { title: 'Low stock products', value: s.low_stock_products },
    { title: 'Units in stock', value: s.stock_on_hand },
    { title: 'Orders in the last 30 days', value: s.orders_last_30_days },
    { title: 'Inbound orders open', value: s.inbound_open },
    { title: 'Open support tickets', value: s.open_tickets },
    { title: 'Amount unpaid', value: aud.format(s.unpaid_amount) },
  ];
}

/** /dashboard: the home page with the action center and the organisation's live figures. */
export function DashboardPage() {
  const user = useAppSelector((s) => s.session.user);
  const { data, isLoading, isError, refetch } = useGetDashboardStatisticsQuery();
  const organisation = user?.organisations.find((o) => o.uid === user.x_organisation_uid);

  return (
    <section aria-labelledby="dashboard-title">
      <Typography.Title level={1} id="dashboard-title">
        Welcome back{user?.first_name ? `, ${user.first_name}` : ''}
      </Typography.Title>
      {organisation && (
        <Typography.Paragraph type="secondary">
          You are working in <strong>{organisation.name}</strong>.
        </Typography.Paragraph>
      )}
      {user && !user.user_verified && (
        <Alert
          type="warning"
          showIcon
          title="Please verify your e-mail address to start using the portal."
          className="dashboard-alert"
        />
      )}
      {isError && (
        <LoadErrorAlert
          title="The dashboard figures could not be loaded."
          onRetry={() => void refetch()}
        />
      )}
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && (
        <>
          <ActionCenter statistics={data} />
          <Typography.Title level={2}>Statistics</Typography.Title>
          <Row gutter={[16, 16]}>
            {statisticCards(data).map((card) => (
              <Col key={card.title} xs={24} sm={12} lg={6}>
                <Card>
                  <Statistic title={card.title} value={card.value} />
                  {card.link && <Link to={card.link.to}>{card.link.label}</Link>}
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </section>
  );
}
