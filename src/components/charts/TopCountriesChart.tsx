import { HorizontalBarChart } from './HorizontalBarChart';

export interface CountryFigure {
  name: string;
  orders: number;
}

export interface TopCountriesChartProps {
  countries: readonly CountryFigure[];
  /** The chart's accessible name: what it shows, with its figures in words. */
  label: string;
}

/**
 * Orders per destination country as horizontal bars, largest on top, each with its figure. To a
 * screen reader it is one image named by `label`; the caller also gives the figures as a table.
 */
export function TopCountriesChart({ countries, label }: TopCountriesChartProps) {
  return (
    <HorizontalBarChart
      rows={countries}
      nameKey="name"
      valueKey="orders"
      valueName="Orders"
      label={label}
      rowHeight={40}
      barSize={24}
      className="top-countries-chart"
    />
  );
}

export default TopCountriesChart;
