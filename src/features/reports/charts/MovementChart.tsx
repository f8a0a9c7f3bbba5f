import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { StockMovementPoint } from '@/domain/contract';
import { ChartFrame } from '@/components/charts/ChartFrame';
import { DAY_AXIS, dayTooltipLabel, GRID_DASH } from '@/components/charts/chartParts';

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
  return (
    <ChartFrame label={label} height={280} initialWidth={640}>
      <BarChart
        data={[...points]}
        margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray={GRID_DASH} vertical={false} />
        <XAxis {...DAY_AXIS} />
        <YAxis allowDecimals={false} />
        <Tooltip labelFormatter={dayTooltipLabel} />
        <Legend />
        <Bar dataKey="inbound" name="In" fill={COLOURS.inbound} isAnimationActive={false} />
        <Bar dataKey="outbound" name="Out" fill={COLOURS.outbound} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

export default MovementChart;
