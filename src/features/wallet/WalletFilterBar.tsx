import { Button, Flex, Select } from 'antd';
import { WALLET_TRANSACTION_TYPES } from '@/api/contract';
import type { ListState } from '@/components/hooks/useListParams';
import { ListDateRange, ListFilterField } from '@/components/page/ListFilters';
import { ListSearch } from '@/components/page/ListSearch';
import { TRANSACTION_TYPE_LABEL } from './transactionTypes';

/** The wallet's search (id or description), type and date range, each in the URL. */
export function WalletFilterBar({ list }: { list: ListState }) {
  const { filters, query } = list.params;
  const anySet = Object.keys(filters).length > 0 || query !== '';
  return (
    <Flex wrap gap={12} align="end" role="group" aria-label="Filters">
      <ListSearch
        list={list}
        label="Search transactions"
        placeholder="ID or description"
        style={{ width: 260 }}
      />
      <ListFilterField id="wallet-filter-type" label="Type">
        <Select
          id="wallet-filter-type"
          allowClear
          placeholder="Any"
          style={{ width: 180 }}
          value={filters.type ?? null}
          onChange={(value: string | null | undefined) =>
            list.update({ filters: { type: value ?? undefined } })
          }
          options={WALLET_TRANSACTION_TYPES.map((t) => ({
            value: t,
            label: TRANSACTION_TYPE_LABEL[t],
          }))}
        />
      </ListFilterField>
      <ListDateRange list={list} id="wallet-filter-date" label="Date" />
      <Button
        disabled={!anySet}
        onClick={() =>
          list.update({
            query: '',
            filters: { type: undefined, date_from: undefined, date_to: undefined },
          })
        }
      >
        Clear filters
      </Button>
    </Flex>
  );
}
