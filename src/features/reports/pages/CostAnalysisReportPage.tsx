import { Flex, Segmented } from 'antd';
import { lazy, useMemo } from 'react';
import { useSearchParamState } from '@/core/routing/urlState';
import {
  COST_ANALYSIS_FILTERS,
  COST_ANALYSIS_SORTS,
  COST_ORDER_TYPES,
  type CostAnalysisSummary,
} from '@/domain/contract';
import { useListParams } from '@/core/routing/urlState';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { formatAudAmount, formatMonth } from '@/domain/format';
import { useGetCostAnalysisReportQuery } from '../api';
import type { CostBar } from '../charts/CostChart';
import { DateRangeFilter, SelectFilter, WarehouseFilter } from '../components/filters';
import { countFigure, moneyFigure } from '../components/ReportFigures';
import { ReportPage } from '../components/ReportPage';
import { COST_COLUMNS, COST_CSV, ORDER_TYPE_LABEL } from './costAnalysisColumns';

const CostChart = lazy(() => import('../charts/CostChart'));

const COST_LIST: ListParamsConfig = {
  sorts: COST_ANALYSIS_SORTS,
  filters: COST_ANALYSIS_FILTERS,
};

const ORDER_TYPES = COST_ORDER_TYPES.map((t) => ({ value: t, label: ORDER_TYPE_LABEL[t] }));

/** The chart's grouping lives in the URL (?chart=month) with the filters: a reload keeps it. */
type ChartGroup = 'type' | 'month';
const CHART_KEY = 'chart';

function barsOf(summary: CostAnalysisSummary, group: ChartGroup): CostBar[] {
  return group === 'type'
    ? summary.by_type.map((g) => ({ ...g, name: ORDER_TYPE_LABEL[g.order_type] }))
    : summary.by_month.map((g) => ({ ...g, name: formatMonth(`${g.month}-01`) }));
}

/**
 * Cost analysis: what each order's fulfilment cost (pick and pack, shipping, insurance,
 * receiving; the order's own pricing, AUD excluding GST) over a range of the merchant's days
 * (default the last 90), by order type or month, filtered by order type and warehouse.
 */
export function CostAnalysisReportPage() {
  const list = useListParams(COST_LIST);
  const report = useGetCostAnalysisReportQuery(list.request);
  const { data } = report;
  const [chartParam, setChartParam] = useSearchParamState(CHART_KEY);
  const chartGroup: ChartGroup = chartParam === 'month' ? 'month' : 'type';
  const summary = data?.summary;
  const bars = useMemo(() => (summary ? barsOf(summary, chartGroup) : []), [summary, chartGroup]);

  const setChartGroup = (group: ChartGroup) =>
    setChartParam(group === 'month' ? 'month' : undefined, { replace: true });

  return (
    <ReportPage
      id="cost-analysis-report"
      views="reports.cost-analysis"
      title="Cost Analysis"
      description="What your orders cost to fulfil, in AUD excluding GST, over the days you choose (your time zone). Drafts and cancelled orders are not charged."
      filters={
        <>
          <DateRangeFilter list={list} shown={summary} />
          <SelectFilter list={list} name="order_type" label="Order type" options={ORDER_TYPES} />
          <WarehouseFilter list={list} records={data?.options.warehouses} />
        </>
      }
      figuresLabel="Cost totals"
      figures={[
        { title: 'Orders', value: countFigure(summary?.orders) },
        { title: 'Pick and pack', value: moneyFigure(summary?.pick_pack) },
        { title: 'Shipping', value: moneyFigure(summary?.shipping) },
        { title: 'Insurance', value: moneyFigure(summary?.insurance) },
        { title: 'Receiving', value: moneyFigure(summary?.receiving) },
        { title: 'Total excl. GST', value: moneyFigure(summary?.total) },
      ]}
      chartTitle={chartGroup === 'type' ? 'Cost by order type' : 'Cost by month'}
      chart={
        <Flex vertical gap={12}>
          <Segmented<ChartGroup>
            aria-label="Chart grouping"
            value={chartGroup}
            onChange={setChartGroup}
            options={[
              { value: 'type', label: 'By order type' },
              { value: 'month', label: 'By month' },
            ]}
          />
          {summary && (
            <CostChart
              bars={bars}
              label={`Cost ${chartGroup === 'type' ? 'by order type' : 'by month'}, excluding GST: ${bars
                .map((b) => `${b.name} ${formatAudAmount(b.total)}`)
                .join(', ')}`}
            />
          )}
        </Flex>
      }
      list={list}
      query={report}
      noun="orders"
      tableLabel="Order costs"
      columns={COST_COLUMNS}
      csv={{ name: 'Cost analysis report', columns: COST_CSV, report: 'costAnalysis' }}
    />
  );
}
