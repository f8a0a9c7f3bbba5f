import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import { ChartFrame } from './ChartFrame';
import { BAR_COLOUR, FIGURE_COLOUR, GRID_DASH } from './chartParts';

export interface HorizontalBarChartProps<Row extends object> {
  /** Largest first: the first row is the top bar. */
  rows: readonly Row[];
  /** The field with each bar's name (the left axis) and the one with its figure. */
  nameKey: keyof Row & string;
  valueKey: keyof Row & string;
  /** The figure's name ('Orders'). */
  valueName: string;
  /** The chart's accessible name, with its figures in words. */
  label: string;
  /** A figure, short, on the axis and at the bar's end; without it the figures are counts. */
  format?: (value: number) => string;
  /** Each bar's row and the bar's own thickness. */
  rowHeight?: number;
  barSize?: number;
  /** Room for the names on the left and the figures on the right. */
  nameWidth?: number;
  figureRoom?: number;
  /** Height added to the rows, for the axis below them. */
  axisHeight?: number;
  initialWidth?: number;
  className?: string;
}

/** Named figures as horizontal bars, each with its figure at its end (a top-N chart). */
export function HorizontalBarChart<Row extends object>(props: HorizontalBarChartProps<Row>) {
  const { rows, nameKey, valueKey, valueName, label, format, className } = props;
  // A compact top-N chart unless the caller names what its chart draws otherwise.
  const { rowHeight = 32, barSize = 20, nameWidth = 120, figureRoom = 48 } = props;
  const { axisHeight = 32, initialWidth = 480 } = props;
  const height = rows.length * rowHeight + axisHeight;
  // recharts types a key by the rows it is drawn from; the props already tie both keys to Row.
  const [nameField, valueField]: string[] = [nameKey, valueKey];
  return (
    <ChartFrame label={label} height={height} initialWidth={initialWidth} className={className}>
      <BarChart
        data={[...rows]}
        layout="vertical"
        margin={{ top: 4, right: figureRoom, bottom: 4, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray={GRID_DASH} horizontal={false} />
        {/* Counts tick in whole numbers; a formatted amount may fall between them. */}
        <XAxis type="number" tickFormatter={format} allowDecimals={format !== undefined} />
        <YAxis type="category" dataKey={nameField} width={nameWidth} interval={0} />
        <Bar
          dataKey={valueField}
          name={valueName}
          fill={BAR_COLOUR}
          barSize={barSize}
          isAnimationActive={false}
        >
          <LabelList
            dataKey={valueField}
            position="right"
            fill={FIGURE_COLOUR}
            formatter={format && ((v: unknown) => format(Number(v)))}
          />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
