import {
  DEFAULT_PAGE_SIZE,
  listRequest,
  listSearch,
  mergeListParams,
  PAGE_SIZES,
  readListParams,
  type ListParams,
  type ListParamsConfig,
} from './listParams';

const config: ListParamsConfig = { queryKey: 'query' };
const read = (search: string, with_: ListParamsConfig = config) =>
  readListParams(new URLSearchParams(search), with_);
const params = (over: Partial<ListParams> = {}): ListParams => ({
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
  query: '',
  sort: '',
  filters: {},
  ...over,
});

describe('the list URL', () => {
  it('offers one set of page sizes, the default among them', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
  });

  it('reads page, page size and search, falling back on anything odd', () => {
    expect(read('')).toEqual(params());
    expect(read('?page=3&per_page=50&query=%20stocktake%20')).toEqual(
      params({ page: 3, perPage: 50, query: 'stocktake' }),
    );
    expect(read('?page=-2&per_page=7')).toEqual(params());
    expect(read('?page=1.5&per_page=abc').page).toBe(1);
    expect(read('?per_page=100').perPage).toBe(100);
  });

  it('falls back on the list’s own default page size', () => {
    expect(read('', { defaultPageSize: 10 }).perPage).toBe(10);
    expect(read('?per_page=7', { defaultPageSize: 10 }).perPage).toBe(10);
    expect(listSearch(params({ perPage: 10 }), { defaultPageSize: 10 })).toEqual({});
    expect(listSearch(params({ perPage: 20 }), { defaultPageSize: 10 })).toEqual({
      per_page: '20',
    });
  });

  it('ignores a search when the list has none', () => {
    expect(read('?query=x', {}).query).toBe('');
    expect(listSearch(params({ page: 2, query: 'x' }), {})).toEqual({ page: '2' });
  });

  it('reads a sort only by a field the list sorts by, either way round', () => {
    const sortable: ListParamsConfig = { sorts: ['created_at', 'status'] };
    expect(read('?sort=-created_at', sortable).sort).toBe('-created_at');
    expect(read('?sort=status', sortable).sort).toBe('status');
    expect(read('?sort=price', sortable).sort).toBe('');
    expect(read('?sort=status', {}).sort).toBe('');
    expect(listSearch(params({ sort: '-status' }), sortable)).toEqual({ sort: '-status' });
  });

  it('reads and writes the named filters it knows, and only those', () => {
    const filtered: ListParamsConfig = { filters: ['status', 'warehouse'] };
    expect(read('?status=%20shipped%20&colour=red&warehouse=', filtered).filters).toEqual({
      status: 'shipped',
    });
    expect(listSearch(params({ filters: { status: 'shipped', colour: 'red' } }), filtered)).toEqual(
      { status: 'shipped' },
    );
  });

  it('writes only what differs from the defaults', () => {
    expect(listSearch(params(), config)).toEqual({});
    expect(listSearch(params({ page: 2, perPage: 10, query: 'po-1' }), config)).toEqual({
      page: '2',
      per_page: '10',
      query: 'po-1',
    });
  });

  it('goes back to page 1 for a new search, page size, sort or filter, not for paging', () => {
    const current = params({ page: 3, query: 'po', filters: { status: 'open' } });
    expect(mergeListParams(current, { page: 4 })).toEqual({ ...current, page: 4 });
    expect(mergeListParams(current, { query: ' po-1 ' })).toEqual({
      ...current,
      page: 1,
      query: 'po-1',
    });
    expect(mergeListParams(current, { page: 3, perPage: 50 }).page).toBe(1);
    expect(mergeListParams(current, { query: 'po ', page: 3 }).page).toBe(3);
    expect(mergeListParams(current, { sort: '-created_at' })).toMatchObject({
      page: 1,
      sort: '-created_at',
    });
    expect(mergeListParams(current, { filters: { status: 'open' } }).page).toBe(3);
    expect(mergeListParams(current, { filters: { warehouse: '4' } })).toMatchObject({
      page: 1,
      filters: { status: 'open', warehouse: '4' },
    });
    expect(mergeListParams(current, { filters: { status: undefined } })).toMatchObject({
      page: 1,
      filters: {},
    });
  });

  it('asks the server with its own names, leaving out what is not set', () => {
    expect(listRequest(params())).toEqual({ page: 1, per_page: 20 });
    expect(
      listRequest(params({ page: 2, query: 'po', sort: '-status', filters: { status: 'open' } })),
    ).toEqual({ page: 2, per_page: 20, query: 'po', sort: '-status', status: 'open' });
  });
});
