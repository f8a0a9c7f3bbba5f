import { lazy, useMemo } from 'react';
import {
  STOCK_MOVEMENT_FILTERS,
  STOCK_MOVEMENT_SORTS,
  type StockMovementGroup,
  type StockMovementReportRow,
} from '@/api/contract';
import { useListParams } from '@/components/hooks/useListParams';
import { ListSearch } from '@/components/page/ListSearch';
import { ServerTable } from '@/components/page/ServerTable';
import type { ListParamsConfig } from '@/lib/listParams';
import { useGetStockMovementReportQuery } from '../api';
import { DateRangeFilter, FilterBar, optionsOf, SelectFilter } from '../components/filters';
import { formatCount, ReportFigures } from '../components/ReportFigures';
import { ReportPage } from '../components/ReportPage';
import { useReportCsv } from '../components/useReportFrame';
import { ExportCsv } from '../export/ExportCsv';
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
  const csv = useReportCsv<StockMovementReportRow>({
    name: 'Stock movement report',
    noun: group === 'day' ? 'days' : 'products',
    columns: csvColumns,
    report: 'stockMovement',
    request: list.request,
    // currentData: never the previous page while the next one loads.
    currentRows: report.currentData?.data,
  });
  const summary = data?.summary;
  const figure = (value: number | undefined) => (value === undefined ? '–' : formatCount(value));

  return (
    <ReportPage
      id="stock-movement-report"
      title="Stock Movement"
      description="Items received, dispatched and adjusted, in single items, over the days you choose (your time zone)."
      filters={
        <FilterBar>
          <DateRangeFilter list={list} shown={summary} />
          <ListSearch
            list={list}
            label="Search product"
            placeholder="SKU or title"
            style={{ width: 260 }}
          />
          <SelectFilter
            list={list}
            name="warehouse_id"
            label="Warehouse"
            options={optionsOf(data?.options.warehouses)}
            loading={!data}
          />
          <SelectFilter list={list} name="type" label="Movement type" options={TYPES} />
          <SelectFilter
            list={list}
            name="group_by"
            label="Rows"
            options={GROUPS}
            fallback="day"
            width={140}
          />
        </FilterBar>
      }
      exporter={
        <ExportCsv
          onCurrentPage={() => void csv.exportCurrent()}
          onAllRecords={() => void csv.exportAll()}
          onCancel={csv.cancel}
          progress={csv.progress}
          disabled={!report.currentData?.data.length}
        />
      }
      figures={
        <ReportFigures
          label="Stock movement totals"
          figures={[
            { title: 'In', value: figure(summary?.inbound) },
            { title: 'Out', value: figure(summary?.outbound) },
            { title: 'Adjustments', value: figure(summary?.adjustments) },
            { title: 'Net change', value: figure(summary?.net) },
          ]}
        />
      }
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
      table={
        <ServerTable<StockMovementReportRow>
          list={list}
          query={report}
          noun={group === 'day' ? 'days' : 'products'}
          aria-label="Stock movement"
          columns={columns}
          scroll={{ x: 'max-content' }}
        />
      }
    />
  );
}
