import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { CostBreakdown } from '@/domain/contract';
import { ChartFrame } from '@/components/charts/ChartFrame';
import { GRID_DASH } from '@/components/charts/chartParts';
import { formatAudAmount, formatCompactAud as compactAud } from '@/domain/format';

export interface CostBar extends CostBreakdown {
  name: string;
}

/** The four charges, stacked, in colours that keep 3:1 against white and apart from each other. */
const CHARGES = [
  { key: 'pick_pack', name: 'Pick and pack', colour: '#1668dc' },
  { key: 'shipping', name: 'Shipping', colour: '#d46b08' },
  { key: 'insurance', name: 'Insurance', colour: '#722ed1' },
  { key: 'receiving', name: 'Receiving', colour: '#389e0d' },
] as const;

/**
 * Fulfilment cost (AUD, excluding GST) per order type or per month, each bar the four charges
 * stacked. One image to a screen reader, named by `label`.
 */
export function CostChart({ bars, label }: { bars: readonly CostBar[]; label: string }) {
  return (
    <ChartFrame label={label} height={300} initialWidth={640}>
      <BarChart
        data={[...bars]}
        margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray={GRID_DASH} vertical={false} />
        <XAxis dataKey="name" />
        <YAxis tickFormatter={compactAud} />
        <Tooltip formatter={(v) => formatAudAmount(Number(v))} />
        <Legend />
        {CHARGES.map((c) => (
          <Bar
            key={c.key}
            dataKey={c.key}
            name={c.name}
            stackId="cost"
            fill={c.colour}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}

export default CostChart;
