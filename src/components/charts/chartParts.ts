import { formatDate, formatShortDate } from '@/domain/format';

/** The grid's dashes, the same in every chart. */
export const GRID_DASH = '3 3';

/** Dark enough for bars with their figures beside them to keep AA contrast on white. */
export const BAR_COLOUR = '#1668dc';
/** A figure written at the end of a bar. */
export const FIGURE_COLOUR = '#1f1f1f';

/** A day on the axis, short: '3 Mar'. */
export const dayTick = (date: string) => formatShortDate(date);
/** The day a tooltip is about, with its year: '3 Mar 2026'. */
export const dayTooltipLabel = (date: unknown) => formatDate(String(date));

/** An x axis of days (`date`, oldest on the left) that drops labels rather than crowd them. */
export const DAY_AXIS = { dataKey: 'date', tickFormatter: dayTick, minTickGap: 24 } as const;
