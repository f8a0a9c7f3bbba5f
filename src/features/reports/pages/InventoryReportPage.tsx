import { Checkbox, Flex, Typography } from 'antd';
import { lazy, useMemo } from 'react';
import { INVENTORY_REPORT_FILTERS, INVENTORY_REPORT_SORTS } from '@/domain/contract';
import type { InventoryReportSummary } from '@/domain/contract';
import { useListParams } from '@/core/routing/urlState';
import { ListSearch } from '@/components/page/ListSearch';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { formatAudAmount, sumAmounts } from '@/domain/format';
import { useGetInventoryReportQuery } from '../api';
import { CategoryFilter, WarehouseFilter } from '../components/filters';
import { countFigure, moneyFigure } from '../components/ReportFigures';
import { ReportPage } from '../components/ReportPage';
import { INVENTORY_COLUMNS, INVENTORY_CSV } from './inventoryColumns';

const StockValueChart = lazy(() => import('../charts/StockValueChart'));

/** Page 1, 20 rows, sorted by SKU unless the URL says otherwise. */
const INVENTORY_LIST: ListParamsConfig = {
  queryKey: 'query',
  sorts: INVENTORY_REPORT_SORTS,
  filters: INVENTORY_REPORT_FILTERS,
};

/** The chart shows the largest categories; the rest are one bar, so it stays readable. */
const CHART_CATEGORIES = 10;

function chartCategories(summary: InventoryReportSummary) {
  const top = summary.by_category.slice(0, CHART_CATEGORIES);
  const rest = summary.by_category.slice(CHART_CATEGORIES);
  if (rest.length === 0) return top;
  const other = sumAmounts(rest.map((c) => c.stock_value));
  return [...top, { category: 'Other categories', stock_value: other }];
}

/**
 * Inventory: every active product with its stock and what it is worth at cost (AUD), filtered by
 * category, warehouse, low stock and search; the server pages and sorts.
 */
export function InventoryReportPage() {
  const list = useListParams(INVENTORY_LIST);
  const report = useGetInventoryReportQuery(list.request);
  const { data } = report;
  const categories = useMemo(() => (data ? chartCategories(data.summary) : []), [data]);
  const summary = data?.summary;

  return (
    <ReportPage
      id="inventory-report"
      views="reports.inventory"
      title="Inventory"
      description="Stock on hand per product and its value at cost price, in AUD."
      filters={
        <>
          <ListSearch
            list={list}
            label="Search products"
            placeholder="SKU or title"
            style={{ width: 280 }}
          />
          <CategoryFilter list={list} records={data?.options.categories} />
          <WarehouseFilter list={list} records={data?.options.warehouses} />
          <Checkbox
            checked={list.params.filters.low_stock === 'true'}
            onChange={(e) =>
              list.update({ filters: { low_stock: e.target.checked ? 'true' : undefined } })
            }
          >
            Low stock only
          </Checkbox>
        </>
      }
      figuresLabel="Inventory totals"
      figures={[
        { title: 'Products', value: countFigure(summary?.products) },
        { title: 'On hand', value: countFigure(summary?.on_hand) },
        { title: 'Available', value: countFigure(summary?.available) },
        { title: 'On hold', value: countFigure(summary?.on_hold) },
        { title: 'Stock value (AUD)', value: moneyFigure(summary?.stock_value) },
      ]}
      chartTitle="Stock value by category"
      chart={
        categories.length > 0 ? (
          <StockValueChart
            categories={categories}
            label={`Stock value by category: ${categories
              .map((c) => `${c.category} ${formatAudAmount(c.stock_value)}`)
              .join(', ')}`}
          />
        ) : (
          <Flex justify="center">
            <Typography.Text type="secondary">
              {data ? 'No stock in this selection.' : 'Loading…'}
            </Typography.Text>
          </Flex>
        )
      }
      list={list}
      query={report}
      noun="products"
      tableLabel="Inventory"
      columns={INVENTORY_COLUMNS}
      csv={{ name: 'Inventory report', columns: INVENTORY_CSV, report: 'inventory' }}
    />
  );
}
