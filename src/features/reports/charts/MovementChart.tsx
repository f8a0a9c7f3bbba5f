import dayjs from 'dayjs';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { StockMovementPoint } from '@/api/contract';

/** Green in, orange-brown out: both keep 3:1 against white as graphics need. */
const COLOURS = { inbound: '#389e0d', outbound: '#d46b08' } as const;

/**
 * Items in and out per day, side by side, oldest day on the left. One image to a screen reader,
 * named by `label` (the totals in words).
 */
export function MovementChart({
  points,
  label,
}: {
  points: readonly StockMovementPoint[];
  label: string;
}) {
  const height = 280;
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
        <BarChart
          data={[...points]}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => dayjs(d).format('D MMM')}
            minTickGap={24}
          />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={(d) => dayjs(String(d)).format('D MMM YYYY')} />
          <Legend />
          <Bar dataKey="inbound" name="In" fill={COLOURS.inbound} isAnimationActive={false} />
          <Bar dataKey="outbound" name="Out" fill={COLOURS.outbound} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export default MovementChart;
