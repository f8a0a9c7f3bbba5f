import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { SESSION_MESSAGES } from '../session/messages';

/** The options a list offers in its filter panel (warehouses, carriers, statuses…), per list. */
export type FilterOptions = Record<string, { label: string; value: string }[]>;

export interface ListFiltersState {
  listFilters: Record<string, FilterOptions>;
  isLoading: boolean;
  error: string | null;
}

const initialState: ListFiltersState = { listFilters: {}, isLoading: false, error: null };

/**
 * Loads a list's filter options. The loader is the feature's own request, so this slice stays
 * independent of any one endpoint; SPEC §4: pending, then fulfilled (stored) or rejected
 * ('Something went wrong').
 */
export const loadListFilters = createAsyncThunk<
  { list: string; filters: FilterOptions },
  { list: string; load: () => Promise<FilterOptions> }
>('listFilters/load', async ({ list, load }) => ({ list, filters: await load() }));

export const listFiltersSlice = createSlice({
  name: 'listFilters',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadListFilters.pending, (state) => {
        state.isLoading = true;
        state.error = null;
      })
      .addCase(loadListFilters.fulfilled, (state, action) => {
        state.isLoading = false;
        state.listFilters[action.payload.list] = action.payload.filters;
      })
      .addCase(loadListFilters.rejected, (state) => {
        state.isLoading = false;
        state.error = SESSION_MESSAGES.SOMETHING_WENT_WRONG;
      });
  },
});

export const selectListFilters = (state: { listFilters: ListFiltersState }, list: string) =>
  state.listFilters.listFilters[list];
