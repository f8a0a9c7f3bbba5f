import type { ComponentProps } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from './ChartFrame';
import { GRID_DASH } from './chartParts';

/** One series of columns: the row field it draws, its legend name and its colour. */
export interface ColumnSeries {
  key: string;
  name: string;
  /** Keeps 3:1 against white, as graphics need, and apart from the other series. */
  colour: string;
}

export interface ColumnChartProps<Row extends object> {
  /** Left to right: each row is one place on the x axis. */
  rows: readonly Row[];
  series: readonly ColumnSeries[];
  /** Stacks the series into one column a row; without it they stand side by side. */
  stacked?: boolean;
  /** The chart's accessible name, with its figures in words. */
  label: string;
  height: number;
  /** What the axes and the tooltip write (the x axis names the row field it reads). */
  xAxis: ComponentProps<typeof XAxis>;
  yAxis: ComponentProps<typeof YAxis>;
  tooltip: ComponentProps<typeof Tooltip>;
  /** Room left of the y axis, for wide figures. */
  leftMargin?: number;
}

const STACK = 'columns';

/** Figures as vertical columns under a legend, one series or several (a report's chart). */
export function ColumnChart<Row extends object>(props: ColumnChartProps<Row>) {
  const { rows, series, stacked = false, label, height, leftMargin = 0 } = props;
  return (
    <ChartFrame label={label} height={height} initialWidth={640}>
      <BarChart
        data={[...rows]}
        margin={{ top: 8, right: 16, bottom: 8, left: leftMargin }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray={GRID_DASH} vertical={false} />
        <XAxis {...props.xAxis} />
        <YAxis {...props.yAxis} />
        <Tooltip {...props.tooltip} />
        <Legend />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            stackId={stacked ? STACK : undefined}
            fill={s.colour}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
