import { lazy, useMemo } from 'react';
import {
  STOCK_MOVEMENT_FILTERS,
  STOCK_MOVEMENT_SORTS,
  type StockMovementGroup,
} from '@/domain/contract';
import { useListParams } from '@/core/routing/urlState';
import { ListSearch } from '@/components/page/ListSearch';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useGetStockMovementReportQuery } from '../api';
import { DateRangeFilter, SelectFilter, WarehouseFilter } from '../components/filters';
import { formatCount } from '@/domain/format';
import { countFigure } from '../components/ReportFigures';
import { ReportPage } from '../components/ReportPage';
import { stockMovementColumns, stockMovementCsv } from './stockMovementColumns';

const MovementChart = lazy(() => import('../charts/MovementChart'));

const MOVEMENT_LIST: ListParamsConfig = {
  queryKey: 'query',
  sorts: STOCK_MOVEMENT_SORTS,
  filters: STOCK_MOVEMENT_FILTERS,
};

const GROUPS = [
  { value: 'day', label: 'Per day' },
  { value: 'product', label: 'Per product' },
];
const TYPES = [
  { value: 'inbound', label: 'Inbound' },
  { value: 'outbound', label: 'Outbound' },
  { value: 'return', label: 'Return' },
  { value: 'adjustment', label: 'Adjustment' },
  { value: 'breakdown', label: 'Breakdown' },
  { value: 'hold', label: 'Hold' },
  { value: 'release', label: 'Release' },
];

/**
 * Stock movement: items in, out and adjusted over a range of the merchant's days (default the
 * last 30), per day or per product, filtered by product, warehouse and movement type.
 */
export function StockMovementReportPage() {
  const list = useListParams(MOVEMENT_LIST);
  const report = useGetStockMovementReportQuery(list.request);
  const { data } = report;
  const group: StockMovementGroup = list.params.filters.group_by === 'product' ? 'product' : 'day';
  const columns = useMemo(() => stockMovementColumns(group), [group]);
  const csvColumns = useMemo(() => stockMovementCsv(group), [group]);
  const summary = data?.summary;

  return (
    <ReportPage
      id="stock-movement-report"
      views="reports.stock-movement"
      title="Stock Movement"
      description="Items received, dispatched and adjusted, in single items, over the days you choose (your time zone)."
      filters={
        <>
          <DateRangeFilter list={list} shown={summary} />
          <ListSearch
            list={list}
            label="Search product"
            placeholder="SKU or title"
            style={{ width: 260 }}
          />
          <WarehouseFilter list={list} records={data?.options.warehouses} />
          <SelectFilter list={list} name="type" label="Movement type" options={TYPES} />
          <SelectFilter
            list={list}
            name="group_by"
            label="Rows"
            options={GROUPS}
            fallback="day"
            width={140}
          />
        </>
      }
      figuresLabel="Stock movement totals"
      figures={[
        { title: 'In', value: countFigure(summary?.inbound) },
        { title: 'Out', value: countFigure(summary?.outbound) },
        { title: 'Adjustments', value: countFigure(summary?.adjustments) },
        { title: 'Net change', value: countFigure(summary?.net) },
      ]}
      chartTitle="Items in and out per day"
      chart={
        summary ? (
          <MovementChart
            points={summary.by_day}
            label={`Items in and out per day from ${summary.from} to ${summary.to}: ${formatCount(
              summary.inbound,
            )} in, ${formatCount(summary.outbound)} out`}
          />
        ) : null
      }
      list={list}
      query={report}
      noun={group === 'day' ? 'days' : 'products'}
      tableLabel="Stock movement"
      columns={columns}
      csv={{ name: 'Stock movement report', columns: csvColumns, report: 'stockMovement' }}
    />
  );
}
