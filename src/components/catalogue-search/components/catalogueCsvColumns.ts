import type { SearchHit } from '@/domain/catalogue/searchContract';
import type { CsvColumn, CsvValue } from '@/domain/format/csv';
import { TYPE_LABELS } from '../facets';
import type { CatalogueListConfig, ColumnKey } from '../listConfig';
import { columnsFor } from './columns';

/**
 * What each list column writes to the file: the value the search service sent (a count the
 * server masked for the role stays '***'), not its rendering.
 */
const CSV_VALUES: Record<ColumnKey, (hit: SearchHit) => CsvValue> = {
  sku: (hit) => hit.sku,
  title: (hit) => hit.title,
  category: (hit) => hit.category?.name ?? '',
  type: (hit) => TYPE_LABELS[hit.type] ?? hit.type,
  stock: (hit) => hit.stock,
  available: (hit) => hit.available_quantity,
  locations: (hit) => hit.locations.join(' '),
  lowStock: (hit) => (hit.is_low_stock ? 'Yes' : 'No'),
};

/** The CSV columns of a catalogue list: its table's columns, labels and order. */
export function catalogueCsvColumns(config: CatalogueListConfig): CsvColumn<SearchHit>[] {
  return columnsFor(config).map((column) => ({
    header: String(column.title),
    value: CSV_VALUES[column.key as ColumnKey],
  }));
}
