import type { SearchHit } from '@/domain/catalogue/searchContract';
import { toCsv } from '@/domain/format/csv';
import type { CatalogueListConfig } from '../listConfig';
import { catalogueCsvColumns } from './catalogueCsvColumns';

const CONFIG: CatalogueListConfig = {
  noun: 'products',
  views: 'products',
  exportName: 'Products',
  filter: 'type:product',
  facets: [],
  columns: ['sku', 'title', 'category', 'type', 'stock', 'available', 'locations', 'lowStock'],
  href: () => '/',
};

const hit = (over: Partial<SearchHit>): SearchHit => ({
  objectID: '1',
  id: 1,
  uid: 'u1',
  sku: 'TEA-1',
  title: 'Crème tea, 1,000 g',
  barcode: '',
  type: 'product',
  category: { name: 'Pantry', color: '#fff' },
  locations: ['SYD', 'MEL'],
  stock: 1234,
  available: 'in_stock',
  available_quantity: 1200,
  is_low_stock: false,
  low_stock_alert: 5,
  image: null,
  created_at: '2026-11-01T00:00:00Z',
  created_at_timestamp: 0,
  ...over,
});

describe('catalogueCsvColumns', () => {
  it('writes the table’s columns with plain numbers, and a masked count as the server sent it', () => {
    const masked = hit({ stock: '***' as unknown as number, available_quantity: '***' as never });
    const lines = toCsv(catalogueCsvColumns(CONFIG), [hit({}), masked])
      .slice(1)
      .split('\r\n');
    expect(lines[0]).toBe('SKU,Title,Category,Type,Stock,Available,Locations,Low stock');
    expect(lines[1]).toBe('TEA-1,"Crème tea, 1,000 g",Pantry,Product,1234,1200,SYD MEL,No');
    expect(lines[2]).toBe('TEA-1,"Crème tea, 1,000 g",Pantry,Product,***,***,SYD MEL,No');
  });
});
