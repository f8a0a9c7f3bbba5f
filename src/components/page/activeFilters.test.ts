import fc from 'fast-check';
import { activeFilterCount, filtersButtonText } from './activeFilters';

describe('activeFilterCount', () => {
  it('counts each set filter once, a date range once whichever ends are set', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ status: 'no_stock' })).toBe(1);
    expect(activeFilterCount({ status: 'no_stock', created_from: '2026-01-01' })).toBe(2);
    expect(
      activeFilterCount({ created_from: '2026-01-01', created_to: '2026-02-01', carrier: 'DHL' }),
    ).toBe(2);
    expect(activeFilterCount({ date_to: '2026-02-01' })).toBe(1);
    expect(activeFilterCount({ from: '2026-01-01', to: '2026-02-01' })).toBe(2);
  });

  it('leaves out empty values', () => {
    expect(activeFilterCount({ status: '', carrier: undefined, country: 'AU' })).toBe(1);
  });

  it('is never more than the filters set, and never less than a third of them', () => {
    const name = fc.stringMatching(/^[a-c]{1,2}(_from|_to)?$/);
    const value = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(fc.dictionary(name, value), (filters) => {
        const set = Object.keys(filters).filter((k) => filters[k]);
        const count = activeFilterCount(filters);
        expect(count).toBeLessThanOrEqual(set.length);
        // 'x', 'x_from' and 'x_to' are at most three names for one filter.
        expect(count).toBeGreaterThanOrEqual(Math.ceil(set.length / 3));
        expect(count === 0).toBe(set.length === 0);
      }),
    );
  });
});

describe('filtersButtonText', () => {
  it('shows the count only while something is set', () => {
    expect(filtersButtonText(0)).toBe('Filters');
    expect(filtersButtonText(3)).toBe('Filters (3)');
  });
});
