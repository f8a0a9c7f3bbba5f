import { Card, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ActionCenterSummary } from '@/domain/dashboard/contract';
import { QueryFailure } from '@/components/page/QueryFailure';
import { PageSection } from '@/components/page/PageSection';
import { useIsAllowed } from '@/components/Restricted';
import { ACCESS_RESTRICTED_TOOLTIP } from '@/domain/permissions/accessControl';
import { useGetActionCenterQuery } from '../api';
import { ACTION_CARDS, ITEMS_SHOWN, type ActionCard } from './actionCards';
import { formatShortDate } from '@/domain/format';

/** The figure and what it counts, as one line a screen reader reads as 'Outbounds No Stock 4'. */
function CardHeading({ card, count }: { card: ActionCard; count?: number }) {
  return (
    <>
      <Typography.Text type="secondary" className="action-card__group">
        {card.group}
      </Typography.Text>{' '}
      <span className="action-card__label">{card.label}</span>{' '}
      {count !== undefined && <span className="action-card__count">{count}</span>}
    </>
  );
}

function CardItems({ card, summary }: { card: ActionCard; summary: ActionCenterSummary }) {
  const shown = summary.items.slice(0, ITEMS_SHOWN);
  if (summary.count === 0)
    return <Typography.Paragraph className="action-card__zero">{card.zero}</Typography.Paragraph>;
  return (
    <ul
      className="action-card__items"
      aria-label={`${card.group} ${card.label}, ${shown.length} of ${summary.count}`}
    >
      {shown.map((item) => (
        <li key={item.id}>
          <Link to={card.itemPath(item)}>{item.reference}</Link>
          <Typography.Text type="secondary" className="action-card__meta">
            {item.name} · {formatShortDate(item.date)}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** One card: its own request, skeleton, error with retry and zero state, so one failure stays its own. */
function ActionCenterCard({ card }: { card: ActionCard }) {
  const allowed = useIsAllowed(card.rule);
  const query = useGetActionCenterQuery(card.kind, { skip: !allowed });
  // The edge says waiting or clear once the figure is known; neutral until then.
  const state = query.data ? (query.data.count > 0 ? 'waiting' : 'clear') : 'loading';

  if (!allowed)
    return (
      <Card size="small" className="action-card">
        <p className="action-card__head">
          <CardHeading card={card} />
        </p>
        <Typography.Paragraph type="secondary">{ACCESS_RESTRICTED_TOOLTIP}</Typography.Paragraph>
      </Card>
    );

  return (
    <Card size="small" className={`action-card action-card--${state}`} aria-busy={query.isFetching}>
      <Link to={card.to} className="action-card__head">
        <CardHeading card={card} count={query.data?.count} />
      </Link>
      {query.isError ? (
        <QueryFailure
          query={query}
          noun=""
          title={`${card.group} ${card.label} could not be loaded.`}
        />
      ) : query.data ? (
        <CardItems card={card} summary={query.data} />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}

/** The dashboard's action center: what needs the merchant's attention now. */
export function ActionCenter() {
  return (
    <PageSection id="action-center-title" title="Action center" level={2} className="action-center">
      <div className="action-center__cards">
        {ACTION_CARDS.map((card) => (
          <ActionCenterCard key={card.kind} card={card} />
        ))}
      </div>
    </PageSection>
  );
}
