import { listSearch, mergeListParams, readListParams, type ListParamsConfig } from './listParams';

const config: ListParamsConfig = {
  pageSizes: [10, 20, 50],
  defaultPageSize: 20,
  queryKey: 'query',
};
const read = (search: string) => readListParams(new URLSearchParams(search), config);

describe('the list URL', () => {
  it('reads page, page size and search, falling back on anything odd', () => {
    expect(read('')).toEqual({ page: 1, perPage: 20, query: '' });
    expect(read('?page=3&per_page=50&query=%20stocktake%20')).toEqual({
      page: 3,
      perPage: 50,
      query: 'stocktake',
    });
    expect(read('?page=-2&per_page=7')).toEqual({ page: 1, perPage: 20, query: '' });
    expect(read('?page=1.5&per_page=abc').page).toBe(1);
  });

  it('ignores a search when the list has none', () => {
    const plain = { pageSizes: [10, 20], defaultPageSize: 10 };
    expect(readListParams(new URLSearchParams('?query=x'), plain).query).toBe('');
    expect(listSearch({ page: 2, perPage: 10, query: 'x' }, plain)).toEqual({ page: '2' });
  });

  it('writes only what differs from the defaults', () => {
    expect(listSearch({ page: 1, perPage: 20, query: '' }, config)).toEqual({});
    expect(listSearch({ page: 2, perPage: 10, query: 'po-1' }, config)).toEqual({
      page: '2',
      per_page: '10',
      query: 'po-1',
    });
  });

  it('goes back to page 1 for a new search or page size, not for paging', () => {
    const current = { page: 3, perPage: 20, query: 'po' };
    expect(mergeListParams(current, { page: 4 })).toEqual({ page: 4, perPage: 20, query: 'po' });
    expect(mergeListParams(current, { query: ' po-1 ' })).toEqual({
      page: 1,
      perPage: 20,
      query: 'po-1',
    });
    expect(mergeListParams(current, { page: 3, perPage: 50 }).page).toBe(1);
    expect(mergeListParams(current, { query: 'po ', page: 3 }).page).toBe(3);
  });
});
