import { Col, Flex, Row } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Configure, InstantSearch, useInstantSearch } from 'react-instantsearch';
import { DEFAULT_SEARCH_INDEX } from '@/domain/catalogue/searchContract';
import { useAppContext } from '@/core/appContext';
import { useAppSelector } from '@/core/hooks';
import { usePhoneLayout } from '../hooks/usePhoneLayout';
import { SavedViews } from '../list-views/SavedViews';
import { CatalogueExport } from './components/CatalogueExport';
import { FacetKeepers, FacetPanel, PhoneFacets } from './components/FacetPanel';
import { ResultsTable } from './components/ResultsTable';
import { SelectionBar } from './components/SelectionBar';
import { SearchField } from './components/SearchField';
import { SortSelect } from './components/SortSelect';
import type { CatalogueListConfig } from './listConfig';
import type { CatalogueSelection } from './selection';
import { useListRouting } from './useListRouting';
import './catalogueSearch.css';

export interface CatalogueSearchProps {
  config: CatalogueListConfig;
  /**
   * Bump after a write made on this page while the list stays on screen (a CSV import): the
   * list asks the service again. The write's mutation has already cleared the client's cache.
   */
  refreshSignal?: number;
  /** Row checkboxes and a selection bar with this action; none: a list without selection. */
  selection?: CatalogueSelection;
}

/**
 * The searchable product and bundle list on the hosted search service: search as you type,
 * facets, sort, pages and page size, all kept in the URL (useListRouting) so a view can be
 * shared and survives a reload.
 */
export function CatalogueSearch({ config, refreshSignal = 0, selection }: CatalogueSearchProps) {
  const fetchKey = useAppSelector((s) => s.session.user?.fetch_key);
  const routing = useListRouting();
  // The routing re-renders this component on every change of the address, and typing writes the
  // query there at each key: the list below re-renders from its own search state, not again for
  // the address it has just written.
  return useMemo(
    () =>
      fetchKey ? (
        <CatalogueSearchView
          config={config}
          refreshSignal={refreshSignal}
          fetchKey={fetchKey}
          routing={routing}
          selection={selection}
        />
      ) : null,
    [config, refreshSignal, fetchKey, routing, selection],
  );
}

function CatalogueSearchView({
  config,
  refreshSignal,
  fetchKey,
  routing,
  selection,
}: Required<Omit<CatalogueSearchProps, 'selection'>> & {
  selection?: CatalogueSelection;
  fetchKey: string;
  routing: ReturnType<typeof useListRouting>;
}) {
  const { search } = useAppContext();
  const phone = usePhoneLayout();
  const toolbar = (
    <Toolbar>
      <SearchField noun={config.noun} />
      {phone && <PhoneFacets facets={config.facets} />}
      <SortSelect />
      <SavedViews list={config.views} />
      <CatalogueExport config={config} fetchKey={fetchKey} />
    </Toolbar>
  );
  const results = <SelectableResults config={config} fetchKey={fetchKey} selection={selection} />;
  return (
    <InstantSearch
      // The key is scoped to the organisation: a new key is a new catalogue, start afresh.
      key={fetchKey}
      searchClient={search.clientFor(fetchKey)}
      indexName={DEFAULT_SEARCH_INDEX}
      routing={routing}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure filters={config.filter} />
      <RefreshOn signal={refreshSignal} />
      {phone ? (
        // A phone shows the rows first: the facets wait behind the toolbar's 'Filters' button.
        <>
          <FacetKeepers facets={config.facets} />
          {toolbar}
          {results}
        </>
      ) : (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={6} xl={5}>
            <FacetPanel facets={config.facets} />
          </Col>
          <Col xs={24} lg={18} xl={19}>
            {toolbar}
            {results}
          </Col>
        </Row>
      )}
    </InstantSearch>
  );
}

/**
 * The table, with checkboxes and the selection bar when the list has a selection action. Inside
 * InstantSearch, whose key is the organisation: another organisation starts with nothing selected.
 */
function SelectableResults({
  config,
  fetchKey,
  selection,
}: {
  config: CatalogueListConfig;
  fetchKey: string;
  selection?: CatalogueSelection;
}) {
  const [selected, setSelected] = useState<number[]>([]);
  if (!selection) return <ResultsTable config={config} />;
  return (
    <>
      <SelectionBar
        config={config}
        fetchKey={fetchKey}
        selection={selection}
        selected={selected}
        onChange={setSelected}
      />
      <ResultsTable config={config} selection={{ selected, onChange: setSelected }} />
    </>
  );
}

function Toolbar({ children }: { children: ReactNode }) {
  return (
    <Flex gap={12} wrap align="center" className="catalogue-toolbar">
      {children}
    </Flex>
  );
}

/**
 * Searches again whenever `signal` changes after the first render. InstantSearch's refresh drops
 * its own and the client's cached answers first, so the new rows show.
 */
function RefreshOn({ signal }: { signal: number }) {
  const { refresh } = useInstantSearch();
  const first = useRef(signal);
  useEffect(() => {
    if (signal === first.current) return;
    first.current = signal;
    refresh();
  }, [signal, refresh]);
  return null;
}
