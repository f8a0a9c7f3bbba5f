import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { SearchHit } from '@/domain/catalogue/searchContract';
import { useAppContext } from '@/core/appContext';
import type { CatalogueListConfig } from '../listConfig';
import { currentSearchRequest } from '../searchRequest';
import { SELECT_ALL_HITS_PER_PAGE, type CatalogueSelection } from '../selection';

interface SelectionBarProps {
  config: CatalogueListConfig;
  fetchKey: string;
  selection: CatalogueSelection;
  selected: number[];
  onChange: (ids: number[]) => void;
}

/**
 * The selected rows of a catalogue list: how many, "Select all N matching" (every record the
 * current search and filters match, over all pages, fetched from the search service), the
 * list's action and Clear. The count is announced as it changes.
 */
export function SelectionBar({
  config,
  fetchKey,
  selection,
  selected,
  onChange,
}: SelectionBarProps) {
  const { indexUiState, results } = useInstantSearch();
  const { search } = useAppContext();
  const [selecting, setSelecting] = useState(false);
  const [failed, setFailed] = useState(false);
  const matching = results?.nbHits ?? 0;
  const count = selected.length;
  const tooMany = count > selection.max;

  const selectAllMatching = async () => {
    if (selecting) return;
    setSelecting(true);
    setFailed(false);
    try {
      const client = search.clientFor(fetchKey);
      const ids: number[] = [];
      for (let page = 0, pages = 1; page < pages; page += 1) {
        const request = currentSearchRequest(
          indexUiState,
          config.filter,
          page,
          SELECT_ALL_HITS_PER_PAGE,
        );
        const { results: answers } = await client.search<SearchHit>({ requests: [request] });
        const answer = answers[0];
        if (!answer || !('hits' in answer)) throw new Error('no answer');
        ids.push(...(answer.hits as SearchHit[]).map((hit) => hit.id));
        pages = answer.nbPages ?? 1;
      }
      onChange(ids);
    } catch {
      setFailed(true);
    } finally {
      setSelecting(false);
    }
  };

  return (
    <>
      <div role="status" className="visually-hidden">
        {count ? `${count} ${config.noun} selected` : ''}
      </div>
      {count > 0 && (
        <Flex
          gap={12}
          wrap
          align="center"
          className="catalogue-selection-bar"
          role="region"
          aria-label="Selection"
        >
          <Typography.Text strong>{count} selected</Typography.Text>
          {matching > count && matching <= selection.max && (
            <Button type="link" loading={selecting} onClick={() => void selectAllMatching()}>
              Select all {matching} matching
            </Button>
          )}
          {matching > selection.max && (
            <Typography.Text type="secondary">
              Narrow the search to {selection.max} or fewer {config.noun} to select them all.
            </Typography.Text>
          )}
          <Button
            type="primary"
            disabled={tooMany}
            onClick={() => selection.onAction(selected)}
            aria-describedby={tooMany ? 'catalogue-selection-limit' : undefined}
          >
            {selection.actionLabel}
          </Button>
          <Button onClick={() => onChange([])}>Clear</Button>
          {tooMany && (
            <Typography.Text id="catalogue-selection-limit" type="danger">
              At most {selection.max} {config.noun} at once: clear some first.
            </Typography.Text>
          )}
        </Flex>
      )}
      {failed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`Could not select every matching ${config.noun.replace(/s$/, '')}. Check your connection and try again.`}
        />
      )}
    </>
  );
}
