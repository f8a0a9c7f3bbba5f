import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { compactAud } from './compactAud';

export interface CategoryValue {
  category: string;
  stock_value: number;
}

const BAR_HEIGHT = 32;
/** Dark enough for the figures beside the bars to keep AA contrast on white. */
const BAR_COLOUR = '#1668dc';

/**
 * Stock value (AUD) per category as horizontal bars, largest on top. To a screen reader it is
 * one image named by `label`, the figures in words.
 */
export function StockValueChart({
  categories,
  label,
}: {
  categories: readonly CategoryValue[];
  label: string;
}) {
  const height = categories.length * BAR_HEIGHT + 40;
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 560, height }}>
        <BarChart
          data={[...categories]}
          layout="vertical"
          margin={{ top: 4, right: 72, bottom: 4, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={compactAud} />
          <YAxis type="category" dataKey="category" width={140} interval={0} />
          <Bar
            dataKey="stock_value"
            name="Stock value"
            fill={BAR_COLOUR}
            barSize={20}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="stock_value"
              position="right"
              fill="#1f1f1f"
              formatter={(v: unknown) => compactAud(Number(v))}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export default StockValueChart;
