import { Segmented } from 'antd';
import { useState } from 'react';
import type { TrendPoint } from '@/domain/contract';
import { StockTrendChart } from '@/components/charts/StockTrendChart';
import { PageSection } from '@/components/page/PageSection';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetProductTrendsQuery, type TrendWindow } from '../../api';
import { formatCount, formatShortDate } from '@/domain/format';

const WINDOWS: { value: TrendWindow; label: string }[] = [
  { value: 30, label: '30 days' },
  { value: 90, label: '90 days' },
];

/** The chart in words, for screen readers and for anyone who prefers figures to lines. */
export function trendSummary(points: TrendPoint[], days: number): string {
  if (points.length === 0) return `No stock movement in the last ${days} days.`;
  const inbound = points.reduce((sum, p) => sum + p.inbound, 0);
  const outbound = points.reduce((sum, p) => sum + p.outbound, 0);
  const last = points[points.length - 1];
  return `Last ${days} days: ${formatCount(inbound)} in, ${formatCount(outbound)} out; stock on ${formatShortDate(last.date)} was ${formatCount(last.stock)}.`;
}

/** Stock, inbound and outbound per day over 30 or 90 days (items/{id}/trends). */
export function TrendsChart({ productId }: { productId: number }) {
  const [days, setDays] = useState<TrendWindow>(30);
  const trends = useGetProductTrendsQuery({ id: productId, days });

  return (
    <PageSection
      id="trends-title"
      title="Trends"
      level={3}
      gap={8}
      extra={
        <Segmented<TrendWindow>
          aria-label="Trend period"
          options={WINDOWS}
          value={days}
          onChange={setDays}
        />
      }
    >
      <QueryBoundary query={trends} noun="trends" skeletonRows={4}>
        {(points) => (
          <figure className="trends-figure" aria-busy={trends.isFetching || undefined}>
            <StockTrendChart
              points={points}
              height={280}
              names={{ inbound: 'In', outbound: 'Out' }}
            />
            <figcaption>{trendSummary(points, days)}</figcaption>
          </figure>
        )}
      </QueryBoundary>
    </PageSection>
  );
}
