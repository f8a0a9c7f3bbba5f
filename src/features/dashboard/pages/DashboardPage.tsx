import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/core/hooks';
import { useGetDashboardStatisticsQuery } from '../api';
import { ActionCenter } from '../components/ActionCenter';

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

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
        <Alert
          type="error"
          showIcon
          title="The dashboard figures could not be loaded."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      )}
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && (
        <>
          <ActionCenter statistics={data} />
          <Typography.Title level={2}>Statistics</Typography.Title>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic title="Active products" value={data.products} />
                <Link to="/space/products">View products</Link>
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic title="Low stock products" value={data.low_stock_products} />
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic title="Units in stock" value={data.stock_on_hand} />
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic title="Orders in the last 30 days" value={data.orders_last_30_days} />
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic title="Inbound orders open" value={data.inbound_open} />
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic title="Open support tickets" value={data.open_tickets} />
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic
                  title="Amount unpaid"
                  value={aud.format(data.unpaid_amount)}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </section>
  );
}
