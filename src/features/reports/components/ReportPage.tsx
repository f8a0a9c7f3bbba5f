import { Card, Flex, Skeleton } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Suspense, type ReactNode } from 'react';
import type { Page } from '@/domain/contract';
import type { ListState } from '@/core/routing/urlState';
import { ListFilterBar } from '@/components/page/ListFilters';
import { PageHeading } from '@/components/page/PageSection';
import type { QueryLike } from '@/components/page/QueryBoundary';
import { ServerTable } from '@/components/page/ServerTable';
import type { CsvColumn } from '@/domain/format/csv';
import { ExportCsv } from '@/components/export';
import type { ListName } from '@/components/list-views/listNames';
import { SavedViews } from '@/components/list-views/SavedViews';
import type { ReportName } from '../api';
import { ReportFigures, type ReportFigure } from './ReportFigures';
import { useReportCsv } from './useReportFrame';
import '../reports.css';

/** A report's page query: `currentData` is never the previous page while the next one loads. */
export interface ReportQuery<Row> extends QueryLike<Page<Row>> {
  currentData?: Page<Row>;
}

export interface ReportPageProps<Row extends object> {
  id: string;
  title: string;
  /** One sentence under the title: what the report counts, in which currency and days. */
  description: ReactNode;
  /** The filters, in the report's filter bar. */
  filters: ReactNode;
  /** The totals over every row the filters select, and the name of their group. */
  figures: readonly ReportFigure[];
  figuresLabel: string;
  /** The chart (a lazy chunk: the table does not wait for recharts). */
  chart: ReactNode;
  chartTitle: string;
  /** The report's URL state and its page query (made with `list.request`). */
  list: ListState;
  query: ReportQuery<Row>;
  /** Plural noun of the rows, for the table and the export ('products'). */
  noun: string;
  /** The table's accessible name. */
  tableLabel: string;
  columns: ColumnsType<Row>;
  /** The report's name for saved views: its filters, search and sort kept under a name. */
  views: ListName;
  /** The CSV file's name, its columns and the report whose /download it reads. */
  csv: { name: string; columns: readonly CsvColumn<Row>[]; report: ReportName };
}

/**
 * The frame every report shares: heading, filters and the CSV export of what the table shows,
 * the totals, the chart, then the table of server pages.
 */
export function ReportPage<Row extends object>(props: ReportPageProps<Row>) {
  const { id, title, description, filters, figures, figuresLabel, chart, chartTitle } = props;
  const { list, query, noun, tableLabel, columns, views } = props;
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="report-page">
      <PageHeading id={titleId} title={title} />
      <p className="report-description">{description}</p>
      <Flex vertical gap={16}>
        <Card>
          <Flex vertical gap={16}>
            <SavedViews list={views} />
            <Flex wrap gap={16} justify="space-between" align="end">
              <ListFilterBar list={list}>{filters}</ListFilterBar>
              <ReportExport {...props} />
            </Flex>
            <ReportFigures label={figuresLabel} figures={figures} />
          </Flex>
        </Card>
        <Card title={<h2 className="report-card-title">{chartTitle}</h2>}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>{chart}</Suspense>
        </Card>
        <Card>
          <ServerTable<Row>
            list={list}
            query={query}
            noun={noun}
            aria-label={tableLabel}
            columns={columns}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      </Flex>
    </section>
  );
}

/** The export menu, with the screen's own request: what is exported is what the table shows. */
function ReportExport<Row extends object>({ list, query, noun, csv }: ReportPageProps<Row>) {
  const rows = query.currentData?.data;
  const options = useReportCsv<Row>({ ...csv, noun, request: list.request, currentRows: rows });
  return <ExportCsv {...options} disabled={!rows?.length} />;
}
