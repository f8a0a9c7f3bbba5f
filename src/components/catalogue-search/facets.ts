import type { FacetAttribute } from '@/core/routing/urlState';

/** How each search facet is named in the refinement panel and how its raw values read. */
export const FACET_LABELS: Record<FacetAttribute, string> = {
  'category.name': 'Category',
  'category.color': 'Colour',
  type: 'Type',
  locations: 'Location',
  is_low_stock: 'Low stock',
  available: 'Availability',
};

const VALUE_LABELS: Partial<Record<FacetAttribute, Record<string, string>>> = {
  type: { product: 'Product', marketing: 'Marketing', bundle: 'Bundle' },
  is_low_stock: { true: 'Low stock', false: 'Stock OK' },
  available: { in_stock: 'In stock', out_of_stock: 'Out of stock' },
};

export function facetValueLabel(attribute: FacetAttribute, value: string): string {
  return VALUE_LABELS[attribute]?.[value] ?? value;
}

export const TYPE_LABELS = VALUE_LABELS.type as Record<string, string>;
