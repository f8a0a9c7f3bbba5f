import { Button, Checkbox, Typography } from 'antd';
import { useId } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { FACET_LABELS, facetValueLabel } from '../facets';
import type { FacetAttribute } from '@/core/routing/urlState';
import { ColourDot } from './ColourDot';

const SHOWN = 8;
const SHOWN_EXPANDED = 50;

/** One facet: its values with their counts as checkboxes (values of one facet are OR-ed). */
export function FacetGroup({ attribute }: { attribute: FacetAttribute }) {
  const headingId = useId();
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit: SHOWN,
    showMore: true,
    showMoreLimit: SHOWN_EXPANDED,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  const title = FACET_LABELS[attribute];

  return (
    <div role="group" aria-labelledby={headingId} className="catalogue-facet">
      <Typography.Title level={3} id={headingId} className="catalogue-facet-title">
        {title}
      </Typography.Title>
      {items.length === 0 && <span className="catalogue-muted">No values</span>}
      {items.map((item) => (
        <Checkbox
          key={item.value}
          checked={item.isRefined}
          onChange={() => refine(item.value)}
          className="catalogue-facet-value"
        >
          {attribute === 'category.color' && <ColourDot colour={item.value} />}
          {facetValueLabel(attribute, item.value)}{' '}
          <span className="catalogue-muted">({item.count})</span>
        </Checkbox>
      ))}
      {canToggleShowMore && (
        <Button type="link" size="small" onClick={toggleShowMore}>
          {isShowingMore ? 'Show fewer' : 'Show more'}
          <span className="visually-hidden"> {title.toLowerCase()} values</span>
        </Button>
      )}
    </div>
  );
}
