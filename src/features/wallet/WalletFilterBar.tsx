import { WALLET_TRANSACTION_TYPES } from '@/domain/contract';
import type { ListState } from '@/core/routing/urlState';
import {
  ListClearFilters,
  ListDateRange,
  ListFilterBar,
  ListSelectFilter,
} from '@/components/page/ListFilters';
import { ListSearch } from '@/components/page/ListSearch';
import { TRANSACTION_TYPE_LABEL } from './transactionTypes';

const TYPE_OPTIONS = WALLET_TRANSACTION_TYPES.map((t) => ({
  value: t,
  label: TRANSACTION_TYPE_LABEL[t],
}));

/** The wallet's search (id or description), type and date range, each in the URL. */
export function WalletFilterBar({ list }: { list: ListState }) {
  return (
    <ListFilterBar>
      <ListSearch
        list={list}
        label="Search transactions"
        placeholder="ID or description"
        style={{ width: 260 }}
      />
      <ListSelectFilter
        list={list}
        name="type"
        id="wallet-filter-type"
        label="Type"
        options={TYPE_OPTIONS}
      />
      <ListDateRange list={list} id="wallet-filter-date" label="Date" />
      <ListClearFilters list={list} search />
    </ListFilterBar>
  );
}
