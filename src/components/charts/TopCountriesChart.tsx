import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';

export interface CountryFigure {
  name: string;
  orders: number;
}

export interface TopCountriesChartProps {
  countries: readonly CountryFigure[];
  /** The chart's accessible name: what it shows, with its figures in words. */
  label: string;
}

const BAR_HEIGHT = 40;
/** Dark enough for the figures beside the bars to keep AA contrast on white. */
const BAR_COLOUR = '#1668dc';

/**
 * Orders per destination country as horizontal bars, largest on top, each with its figure. To a
 * screen reader it is one image named by `label`; the caller also gives the figures as a table.
 */
export function TopCountriesChart({ countries, label }: TopCountriesChartProps) {
  const height = countries.length * BAR_HEIGHT + 32;
  return (
    <div role="img" aria-label={label} className="top-countries-chart">
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 480, height }}>
        <BarChart
          data={[...countries]}
          layout="vertical"
          margin={{ top: 4, right: 48, bottom: 4, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={120} interval={0} />
          <Bar
            dataKey="orders"
            name="Orders"
            fill={BAR_COLOUR}
            barSize={24}
            isAnimationActive={false}
          >
            <LabelList dataKey="orders" position="right" fill="#1f1f1f" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export default TopCountriesChart;
