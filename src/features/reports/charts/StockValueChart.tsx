import { HorizontalBarChart } from '@/components/charts/HorizontalBarChart';
import { formatCompactAud as compactAud } from '@/domain/format';

export interface CategoryValue {
  category: string;
  stock_value: number;
}

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
  return (
    <HorizontalBarChart
      rows={categories}
      nameKey="category"
      valueKey="stock_value"
      valueName="Stock value"
      label={label}
      format={compactAud}
      nameWidth={140}
      figureRoom={72}
      axisHeight={40}
      initialWidth={560}
    />
  );
}

export default StockValueChart;
