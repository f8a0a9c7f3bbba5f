import { Card, Empty, Segmented } from 'antd';
import { useState } from 'react';
import type { TrendPoint } from '@/domain/contract';
import { StockTrendChart } from '@/components/charts/StockTrendChart';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetBundleTrendsQuery } from '../api';

const WINDOWS = [30, 90] as const;

/** Words for the chart, so the figure means something without seeing it. */
export function describeTrend(points: readonly TrendPoint[], days: number): string {
  if (!points.length) return `No stock history for the last ${days} days.`;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const inbound = points.reduce((sum, p) => sum + p.inbound, 0);
  const outbound = points.reduce((sum, p) => sum + p.outbound, 0);
  return `Over the last ${days} days stock went from ${first.stock} to ${last.stock}: ${inbound} in, ${outbound} out.`;
}

/** Stock, inbound and outbound per day over 30 or 90 days, drawn with recharts. */
export function BundleTrendsChart({ id }: { id: number }) {
  const [days, setDays] = useState<number>(WINDOWS[0]);
  const trends = useGetBundleTrendsQuery({ id, days });

  return (
    <Card
      title="Trends"
      extra={
        <Segmented
          aria-label="Trend period"
          value={days}
          onChange={(value) => setDays(Number(value))}
          options={WINDOWS.map((d) => ({ value: d, label: `${d} days` }))}
        />
      }
    >
      <QueryBoundary query={trends} noun="trends" skeletonRows={4}>
        {(points) =>
          points.length === 0 ? (
            <Empty description={describeTrend(points, days)} />
          ) : (
            <figure
              className="bundle-chart"
              aria-label={`Stock trend: ${describeTrend(points, days)}`}
            >
              <StockTrendChart points={points} height={260} />
              <figcaption className="bundle-chart__caption">
                {describeTrend(points, days)}
              </figcaption>
            </figure>
          )
        }
      </QueryBoundary>
    </Card>
  );
}
