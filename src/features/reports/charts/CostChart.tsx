import type { CostBreakdown } from '@/domain/contract';
import { ColumnChart } from '@/components/charts/ColumnChart';
import { formatAudAmount, formatCompactAud as compactAud } from '@/domain/format';

export interface CostBar extends CostBreakdown {
  name: string;
}

/** The four charges, in colours that keep 3:1 against white and apart from each other. */
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
    <ColumnChart
      rows={bars}
      series={CHARGES}
      stacked
      label={label}
      height={300}
      xAxis={{ dataKey: 'name' }}
      yAxis={{ tickFormatter: compactAud }}
      tooltip={{ formatter: (v) => formatAudAmount(Number(v)) }}
      leftMargin={16}
    />
  );
}

export default CostChart;
