import { Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { Page } from '@/domain/contract';
import type { ListState } from '@/core/routing/urlState';
import { ListEndpointExport, type ListEndpointExportProps } from '../export/ListEndpointExport';
import type { ListName } from '../list-views/listNames';
import { ListCard } from './ListCard';
import { PageSection } from './PageSection';
import type { QueryLike } from './QueryBoundary';
import { SearchSelectDateFilters, type SearchSelectDateConfig } from './SearchSelectDateFilters';
import { ServerTable } from './ServerTable';

/** The page query: `currentData` is never the previous page while the next one loads. */
export interface ListPageQuery<Row> extends QueryLike<Page<Row>> {
  currentData?: Page<Row>;
}

/** What tells one such page from another, declared once beside the page. */
export interface SearchSelectDateListConfig<Row extends object> {
  /** The heading's id and text. */
  id: string;
  title: string;
  /** Plural noun of the rows, for the table and the export ('invoices'). */
  noun: string;
  columns: ColumnsType<Row>;
  /** The list's name for saved views. */
  views: ListName;
  toolbar: SearchSelectDateConfig;
  /** The export's file name, columns and endpoint: it reads with the list's own request. */
  csv: Pick<ListEndpointExportProps<Row>, 'name' | 'columns' | 'endpoint'>;
}

export interface SearchSelectDateListPageProps<Row extends object> {
  page: SearchSelectDateListConfig<Row>;
  list: ListState;
  query: ListPageQuery<Row>;
  /** What stands between the heading and the list: a sentence, the account's figures. */
  children?: ReactNode;
}

/**
 * A page holding one searched, filtered, dated server list (the invoices, the wallet): its
 * heading with Export CSV beside it, what the page says first, then the list's card with saved
 * views, the toolbar and the table.
 */
export function SearchSelectDateListPage<Row extends object>({
  page,
  list,
  query,
  children,
}: SearchSelectDateListPageProps<Row>) {
  const { id, title, noun, columns, views, toolbar, csv } = page;
  return (
    <PageSection
      id={id}
      title={title}
      extra={
        <ListEndpointExport<Row>
          {...csv}
          noun={noun}
          request={list.request}
          currentRows={query.currentData?.data}
        />
      }
    >
      <Flex vertical gap={16}>
        {children}
        <ListCard views={views}>
          <SearchSelectDateFilters list={list} {...toolbar} />
          <ServerTable<Row> list={list} query={query} noun={noun} columns={columns} />
        </ListCard>
      </Flex>
    </PageSection>
  );
}
