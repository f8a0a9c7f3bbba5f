import { Card, Flex, Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { PageHeading } from '@/components/page/PageSection';
import '../reports.css';

export interface ReportPageProps {
  id: string;
  title: string;
  /** One sentence under the title: what the report counts, in which currency and days. */
  description: ReactNode;
  filters: ReactNode;
  exporter: ReactNode;
  figures: ReactNode;
  /** The chart (a lazy chunk: the table does not wait for recharts). */
  chart: ReactNode;
  chartTitle: string;
  table: ReactNode;
}

/**
 * The frame every report shares: heading, filters and export, the totals, the chart, then the
 * table of server pages.
 */
export function ReportPage({
  id,
  title,
  description,
  filters,
  exporter,
  figures,
  chart,
  chartTitle,
  table,
}: ReportPageProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="report-page">
      <PageHeading id={titleId} title={title} />
      <p className="report-description">{description}</p>
      <Flex vertical gap={16}>
        <Card>
          <Flex vertical gap={16}>
            <Flex wrap gap={16} justify="space-between" align="end">
              {filters}
              {exporter}
            </Flex>
            {figures}
          </Flex>
        </Card>
        <Card title={<h2 className="report-card-title">{chartTitle}</h2>}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>{chart}</Suspense>
        </Card>
        <Card>{table}</Card>
      </Flex>
    </section>
  );
}
