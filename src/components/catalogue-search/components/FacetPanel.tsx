import { Button } from 'antd';
import { useClearRefinements, useInstantSearch, useRefinementList } from 'react-instantsearch';
import { FiltersDrawer } from '@/components/page/FiltersDrawer';
import type { FacetAttribute } from '@/core/routing/urlState';
import { FacetGroup } from './FacetGroup';

export function FacetPanel({ facets }: { facets: FacetAttribute[] }) {
  const { canRefine, refine } = useClearRefinements();
  return (
    <aside aria-label="Filters" className="catalogue-facets">
      {facets.map((attribute) => (
        <FacetGroup key={attribute} attribute={attribute} />
      ))}
      <Button onClick={refine} disabled={!canRefine} block>
        Clear filters
      </Button>
    </aside>
  );
}

/** The facets behind a 'Filters (n)' button that opens them in a drawer (a phone's layout). */
export function PhoneFacets({ facets }: { facets: FacetAttribute[] }) {
  // Every facet is a refinement list: its checked values are in the search's UI state (read
  // there rather than through another connector, which the list's first load would carry).
  const { indexUiState } = useInstantSearch();
  const active = Object.values(indexUiState.refinementList ?? {}).reduce(
    (sum, values) => sum + values.length,
    0,
  );
  return (
    <FiltersDrawer active={active}>
      <FacetPanel facets={facets} />
    </FiltersDrawer>
  );
}

function FacetKeeper({ attribute }: { attribute: FacetAttribute }) {
  useRefinementList({ attribute });
  return null;
}

/**
 * InstantSearch applies a facet's refinement only while a widget for it is mounted. On a phone
 * the facet checkboxes mount only once the drawer opens (and could unmount with it), so these
 * invisible widgets keep a refinement from the URL in force meanwhile.
 */
export function FacetKeepers({ facets }: { facets: FacetAttribute[] }) {
  return facets.map((attribute) => <FacetKeeper key={attribute} attribute={attribute} />);
}
