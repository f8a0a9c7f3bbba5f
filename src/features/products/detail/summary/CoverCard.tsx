import { Alert, Statistic, Typography } from 'antd';
import type { BurnRate } from '@/domain/contract';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import {
  COVER_CRITICAL_DAYS,
  COVER_WARNING_DAYS,
  coverLevel,
  type CoverLevel,
} from '@/domain/catalogue/rules';
import { useGetBurnRateQuery } from '../../api';
import { formatDecimal } from '@/domain/format';

/** The burn-rate window (days) the summary uses. */
export const BURN_RATE_DAYS = 30;

const COVER_MESSAGES: Record<
  CoverLevel,
  { type: 'error' | 'warning' | 'success' | 'info'; text: string }
> = {
  critical: {
    type: 'error',
    text: `Less than ${COVER_CRITICAL_DAYS} days of cover: reorder now.`,
  },
  warning: {
    type: 'warning',
    text: `Less than ${COVER_WARNING_DAYS} days of cover: reorder soon.`,
  },
  ok: { type: 'success', text: `At least ${COVER_WARNING_DAYS} days of cover.` },
  unknown: {
    type: 'info',
    text: `Nothing went out in the last ${BURN_RATE_DAYS} days, so days of cover cannot be estimated.`,
  },
};

export const formatCover = (days: number | null): string =>
  days === null ? 'Not enough data' : `${formatDecimal(days)} days`;

/**
 * Burn rate (units out per day over the last 30 days, movements/burn-rate) and days of cover
 * (stock ÷ daily burn rate) with its warning level (domain/catalogue/rules coverLevel).
 */
export function CoverCard({ productId }: { productId: number }) {
  const burnRate = useGetBurnRateQuery({ id: productId, days: BURN_RATE_DAYS });
  return (
    <QueryBoundary query={burnRate} noun="burn rate" skeletonRows={3}>
      {(data) => <Cover data={data} />}
    </QueryBoundary>
  );
}

function Cover({ data }: { data: BurnRate }) {
  // The server's figure (stock ÷ the unrounded daily rate, domain/catalogue/rules daysOfCover).
  const cover = data.days_of_cover;
  const level = COVER_MESSAGES[coverLevel(cover)];
  return (
    <>
      <Statistic
        title={`Burn rate (last ${data.days} days)`}
        value={`${formatDecimal(data.daily_burn_rate)} per day`}
      />
      <Typography.Paragraph type="secondary">
        {data.units_out} units went out in {data.days} days.
      </Typography.Paragraph>
      <Statistic title="Days of cover" value={formatCover(cover)} />
      <Alert type={level.type} showIcon title={level.text} className="cover-state" />
    </>
  );
}
