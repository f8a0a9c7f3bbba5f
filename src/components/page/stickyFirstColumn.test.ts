import { stickyFirstColumn } from './stickyFirstColumn';

describe('stickyFirstColumn', () => {
  it('fixes the first column to the left and leaves the others as they were', () => {
    const columns = [{ key: 'sku' }, { key: 'title' }, { key: 'stock', fixed: 'right' as const }];
    expect(stickyFirstColumn(columns)).toEqual([
      { key: 'sku', fixed: 'left' },
      { key: 'title' },
      { key: 'stock', fixed: 'right' },
    ]);
    expect(columns[0]).toEqual({ key: 'sku' });
  });

  it('keeps a first column that already says where it sits, and an empty list', () => {
    const columns = [{ key: 'sku', fixed: 'right' as const }];
    expect(stickyFirstColumn(columns)).toBe(columns);
    expect(stickyFirstColumn([])).toEqual([]);
  });
});
