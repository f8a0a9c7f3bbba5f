import type { StockMovementPoint } from '@/domain/contract';
import { ColumnChart } from '@/components/charts/ColumnChart';
import { DAY_AXIS, dayTooltipLabel } from '@/components/charts/chartParts';

/** Green in, orange-brown out: both keep 3:1 against white as graphics need. */
const SERIES = [
  { key: 'inbound', name: 'In', colour: '#389e0d' },
  { key: 'outbound', name: 'Out', colour: '#d46b08' },
] as const;

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
    <ColumnChart
      rows={points}
      series={SERIES}
      label={label}
      height={280}
      xAxis={DAY_AXIS}
      yAxis={{ allowDecimals: false }}
      tooltip={{ labelFormatter: dayTooltipLabel }}
    />
  );
}

export default MovementChart;
