import {
  DEFAULT_MOVEMENT_PAGE_SIZE,
  movementSearch,
  readMovementParams,
} from './useMovementParams';

const read = (search: string) => readMovementParams(new URLSearchParams(search));

describe('the movement URL', () => {
  it('reads page, page size and search, falling back on anything odd', () => {
    expect(read('')).toEqual({ page: 1, perPage: DEFAULT_MOVEMENT_PAGE_SIZE, query: '' });
    expect(read('?page=3&per_page=50&query=%20stocktake%20')).toEqual({
      page: 3,
      perPage: 50,
      query: 'stocktake',
    });
    expect(read('?page=-2&per_page=7')).toEqual({
      page: 1,
      perPage: DEFAULT_MOVEMENT_PAGE_SIZE,
      query: '',
    });
    expect(read('?page=1.5&per_page=abc').page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(movementSearch({ page: 1, perPage: DEFAULT_MOVEMENT_PAGE_SIZE, query: '' })).toEqual({});
    expect(movementSearch({ page: 2, perPage: 10, query: 'po-1' })).toEqual({
      page: '2',
      per_page: '10',
      query: 'po-1',
    });
  });
});
