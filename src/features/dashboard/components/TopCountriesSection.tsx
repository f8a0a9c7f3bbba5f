import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useRef } from 'react';
import type { TopCountries } from '@/domain/contract';
import { PageSection } from '@/components/page/PageSection';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetTopCountriesQuery } from '../api';
import { useNearViewport } from './useNearViewport';

/** recharts is the dashboard's largest piece: it loads only when the chart comes near the viewport. */
const TopCountriesChart = lazy(() => import('@/components/charts/TopCountriesChart'));

const share = (part: number, total: number) =>
  total === 0 ? '0%' : `${Math.round((part / total) * 100)}%`;

/** The chart in words: its accessible name. */
export function describeTopCountries(data: TopCountries): string {
  const figures = data.countries.map((c) => `${c.name} ${c.orders}`).join(', ');
  return `Outbound orders by destination country, last ${data.days} days: ${figures}.`;
}

/** The chart's place, its height; shimmering only while the chart is really on its way. */
function ChartSkeleton({ rows, loading }: { rows: number; loading: boolean }) {
  return (
    <Skeleton.Node
      active={loading}
      className="top-countries__placeholder"
      style={{ height: rows * 40 + 32 }}
    />
  );
}

function TopCountriesFigures({ data }: { data: TopCountries }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <>
      <div ref={slot}>
        {near ? (
          <Suspense fallback={<ChartSkeleton rows={data.countries.length} loading />}>
            <TopCountriesChart countries={data.countries} label={describeTopCountries(data)} />
          </Suspense>
        ) : (
          // Not loading: waiting to be scrolled near (nothing to wait for, to a page check).
          <ChartSkeleton rows={data.countries.length} loading={false} />
        )}
      </div>
      {/* The same figures for screen readers, which cannot read the bars. Hidden by a wrapper: a
          table is never narrower than its content, so hiding the table itself would leave a
          positioned box as wide as its rows sticking out of a phone's screen. */}
      <div className="visually-hidden">
        <table>
          <caption>Top destinations, last {data.days} days</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Orders</th>
              <th scope="col">Share of all {data.total} orders</th>
            </tr>
          </thead>
          <tbody>
            {data.countries.map((c) => (
              <tr key={c.iso2}>
                <th scope="row">{c.name}</th>
                <td>{c.orders}</td>
                <td>{share(c.orders, data.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Typography.Paragraph type="secondary" className="top-countries__note">
        {data.total} outbound orders in the last {data.days} days, drafts and cancelled ones left
        out.
      </Typography.Paragraph>
    </>
  );
}

/** Where the organisation's outbound orders went (dashboard/top-countries). */
export function TopCountriesSection() {
  const topCountries = useGetTopCountriesQuery();
  return (
    <PageSection
      id="top-countries-title"
      title="Top destinations"
      level={2}
      className="dashboard-section"
    >
      <Card size="small">
        <QueryBoundary
          query={topCountries}
          noun="top destinations"
          isEmpty={(data) => data.countries.length === 0}
          skeletonRows={5}
        >
          {(data) => <TopCountriesFigures data={data} />}
        </QueryBoundary>
      </Card>
    </PageSection>
  );
}
