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
import type { TrendPoint } from '@/domain/contract';
import { DAY_AXIS, dayTooltipLabel, GRID_DASH } from './chartParts';

type Series = 'stock' | 'inbound' | 'outbound';

const COLOURS: Record<Series, string> = {
  stock: '#1677ff',
  inbound: '#52c41a',
  outbound: '#fa8c16',
};

const DEFAULT_NAMES: Record<Series, string> = {
  stock: 'Stock',
  inbound: 'Inbound',
  outbound: 'Outbound',
};

export interface StockTrendChartProps {
  points: readonly TrendPoint[];
  height: number;
  /** Legend and tooltip names of the three lines. */
  names?: Partial<Record<Series, string>>;
}

/**
 * Stock, inbound and outbound per day as three lines (products' and bundles' trends). The caller
 * wraps it in a <figure> with the chart in words, since a chart alone says nothing to a screen
 * reader. The initial size lets it draw before (or without) a measured layout.
 */
export function StockTrendChart({ points, height, names }: StockTrendChartProps) {
  const label = { ...DEFAULT_NAMES, ...names };
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
      <LineChart data={[...points]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray={GRID_DASH} />
        <XAxis {...DAY_AXIS} />
        <YAxis allowDecimals={false} />
        <Tooltip labelFormatter={dayTooltipLabel} />
        <Legend />
        {(Object.keys(COLOURS) as Series[]).map((series) => (
          <Line
            key={series}
            type="monotone"
            dataKey={series}
            name={label[series]}
            stroke={COLOURS[series]}
            dot={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
