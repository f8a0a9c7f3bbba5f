import { Button } from 'antd';
import { useClearRefinements } from 'react-instantsearch';
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
