import { Alert, Button, Card, Empty, Segmented, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TrendPoint } from '@/api/contract';
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

/** Stock, inbound and outbound per day (bundles/{id}/trends?days=), drawn with recharts. */
export function BundleTrendsChart({ id }: { id: number }) {
  const [days, setDays] = useState<number>(WINDOWS[0]);
  const trends = useGetBundleTrendsQuery({ id, days });
  const points = trends.data ?? [];
  const summary = describeTrend(points, days);

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
      {trends.isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
      {trends.isError && (
        <Alert
          type="error"
          showIcon
          title={trends.error.message}
          action={<Button onClick={() => void trends.refetch()}>Try again</Button>}
        />
      )}
      {trends.data && points.length === 0 && <Empty description={summary} />}
      {points.length > 0 && (
        <figure className="bundle-chart" aria-label={`Stock trend: ${summary}`}>
          <ResponsiveContainer
            width="100%"
            height={260}
            initialDimension={{ width: 600, height: 260 }}
          >
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis
                dataKey="date"
                tickFormatter={(d: string) => dayjs(d).format('D MMM')}
                minTickGap={24}
              />
              <YAxis allowDecimals={false} />
              <Tooltip labelFormatter={(d) => dayjs(String(d)).format('D MMM YYYY')} />
              <Legend />
              <Line type="monotone" dataKey="stock" name="Stock" stroke="#1677ff" dot={false} />
              <Line type="monotone" dataKey="inbound" name="Inbound" stroke="#52c41a" dot={false} />
              <Line
                type="monotone"
                dataKey="outbound"
                name="Outbound"
                stroke="#fa8c16"
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
          <figcaption className="bundle-chart__caption">{summary}</figcaption>
        </figure>
      )}
    </Card>
  );
}
