import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardStatistics } from '@/domain/contract';
import { MaskedValue } from '@/components/MaskedValue';
import { formatCount, formatMoney } from '@/domain/format';
import { PageSection } from '@/components/page/PageSection';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { productPaths } from '@/features/products/paths';
import { useGetDashboardStatisticsQuery } from '../api';

interface StatisticCard {
  title: string;
  value: ReactNode;
  link?: { to: string; label: string };
}

function statisticCards(s: DashboardStatistics): StatisticCard[] {
  return [
    {
      title: 'Active products',
      value: formatCount(s.products),
      link: { to: productPaths.list, label: 'View products' },
    },
    { title: 'Low stock products', value: formatCount(s.low_stock_products) },
    { title: 'Units in stock', value: formatCount(s.stock_on_hand) },
    { title: 'Orders in the last 30 days', value: formatCount(s.orders_last_30_days) },
    { title: 'Inbound orders open', value: formatCount(s.inbound_open) },
    { title: 'Open support tickets', value: formatCount(s.open_tickets) },
    {
      title: 'Amount unpaid',
      // Masked by the server ('***') for a role that may not see money.
      value: <MaskedValue value={formatMoney(s.unpaid_amount)} />,
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
