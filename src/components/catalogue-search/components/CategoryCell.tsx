import type { SearchHit } from '@/domain/catalogue/searchContract';
import { ColourDot } from './ColourDot';

export function CategoryCell({ category }: { category: SearchHit['category'] }) {
  if (!category) return <span className="catalogue-muted">No category</span>;
  return (
    <span className="catalogue-category">
      <ColourDot colour={category.color} />
      {category.name}
    </span>
  );
}
