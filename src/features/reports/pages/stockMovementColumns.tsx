import type { ColumnsType } from 'antd/es/table/interface';
import type { StockMovementGroup, StockMovementReportRow } from '@/domain/contract';
import type { CsvColumn } from '@/domain/format/csv';
import { formatCount, formatWeekday } from '@/domain/format';

const signed = (n: number) => (n > 0 ? `+${formatCount(n)}` : formatCount(n));

const FIGURES: ColumnsType<StockMovementReportRow> = [
  {
    title: 'In',
    dataIndex: 'inbound',
    key: 'inbound',
    sorter: true,
    align: 'right',
    render: formatCount,
  },
  {
    title: 'Out',
    dataIndex: 'outbound',
    key: 'outbound',
    sorter: true,
    align: 'right',
    render: formatCount,
  },
  {
    title: 'Adjustments',
    dataIndex: 'adjustments',
    key: 'adjustments',
    sorter: true,
    align: 'right',
    render: signed,
  },
  {
    title: 'Net change',
    dataIndex: 'net',
    key: 'net',
    sorter: true,
    align: 'right',
    render: signed,
  },
  { title: 'Movements', dataIndex: 'movements', align: 'right', render: formatCount },
];

/** Per day: the day first; per product: SKU and title. */
export function stockMovementColumns(
  group: StockMovementGroup,
): ColumnsType<StockMovementReportRow> {
  const lead: ColumnsType<StockMovementReportRow> =
    group === 'day'
      ? [
          {
            title: 'Date',
            dataIndex: 'date',
            render: (d: string) => formatWeekday(d),
          },
        ]
      : [
          { title: 'SKU', dataIndex: 'sku' },
          { title: 'Title', dataIndex: 'title' },
        ];
  return [...lead, ...FIGURES];
}

const FIGURES_CSV: readonly CsvColumn<StockMovementReportRow>[] = [
  { header: 'In', value: (r) => r.inbound },
  { header: 'Out', value: (r) => r.outbound },
  { header: 'Adjustments', value: (r) => r.adjustments },
  { header: 'Net change', value: (r) => r.net },
  { header: 'Movements', value: (r) => r.movements },
];

/** The CSV of either grouping: quantities are BASE items, plain numbers. */
export function stockMovementCsv(
  group: StockMovementGroup,
): readonly CsvColumn<StockMovementReportRow>[] {
  return group === 'day'
    ? [{ header: 'Date', value: (r) => r.date, type: 'date' }, ...FIGURES_CSV]
    : [
        { header: 'SKU', value: (r) => r.sku ?? '' },
        { header: 'Title', value: (r) => r.title ?? '' },
        ...FIGURES_CSV,
      ];
}
