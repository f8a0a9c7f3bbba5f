import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardStatistics } from '@/domain/contract';
import { MaskedValue } from '@/components/MaskedValue';
import { PageSection } from '@/components/page/PageSection';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { productPaths } from '@/features/products/paths';
import { useGetDashboardStatisticsQuery } from '../api';

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const count = new Intl.NumberFormat('en-AU');

interface StatisticCard {
  title: string;
  value: ReactNode;
  link?: { to: string; label: string };
}

function statisticCards(s: DashboardStatistics): StatisticCard[] {
  return [
    {
      title: 'Active products',
      value: count.format(s.products),
      link: { to: productPaths.list, label: 'View products' },
    },
    { title: 'Low stock products', value: count.format(s.low_stock_products) },
    { title: 'Units in stock', value: count.format(s.stock_on_hand) },
    { title: 'Orders in the last 30 days', value: count.format(s.orders_last_30_days) },
    { title: 'Inbound orders open', value: count.format(s.inbound_open) },
    { title: 'Open support tickets', value: count.format(s.open_tickets) },
    {
      title: 'Amount unpaid',
      // Masked by the server ('***') for a role that may not see money.
      value:
        typeof s.unpaid_amount === 'number' ? (
          aud.format(s.unpaid_amount)
        ) : (
          <MaskedValue value={s.unpaid_amount} />
        ),
    },
  ];
}

/** The organisation's figures (dashboard/statistics). */
export function StatisticsSection() {
  const statistics = useGetDashboardStatisticsQuery();
  return (
    <PageSection id="statistics-title" title="Statistics" level={2} className="dashboard-section">
      <QueryBoundary query={statistics} noun="statistics" skeletonRows={4}>
        {(data) => (
          <div className="dashboard-statistics">
            {statisticCards(data).map((card) => (
              <Card key={card.title} size="small">
                {/* Plain markup rather than antd's Statistic: the home page's size budget is tight. */}
                <dl className="dashboard-figure">
                  <dt>{card.title}</dt>
                  <dd>{card.value}</dd>
                </dl>
                {card.link && <Link to={card.link.to}>{card.link.label}</Link>}
              </Card>
            ))}
          </div>
        )}
      </QueryBoundary>
    </PageSection>
  );
}
