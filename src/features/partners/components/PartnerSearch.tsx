import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { AutoComplete, Input, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import type { PartnerKind } from '@/domain/contract';
import { partnerSearchProblem } from '@/domain/validation/rules';
import { useDebouncedValue } from '../../../components/hooks/useDebouncedValue';
import type { ListState } from '@/core/routing/urlState';
import { SEARCH_DELAY_MS } from '../../../components/page/ListSearch';
import { useSuggestPartnersQuery } from '../api';

export interface PartnerSearchProps {
  kind: PartnerKind;
  list: ListState;
  /** The box's accessible name: 'Search suppliers'. */
  label: string;
}

/**
 * The partner list's search: names suggested as you type (search-suggestions/<kind>-by-name) and
 * the list filtered by the settled text. More than 25 characters is refused here with the rule's
 * message, and nothing is sent (the server would refuse it too); the list keeps its last search.
 */
export function PartnerSearch({ kind, list, label }: PartnerSearchProps) {
  const { params, update } = list;
  const [text, setText] = useState(params.query);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  const problem = partnerSearchProblem(text);
  const settledProblem = partnerSearchProblem(debounced);
  const messageId = useId();
  const suggestions = useSuggestPartnersQuery(
    { kind, query: debounced },
    { skip: !!settledProblem || !!problem || debounced === '' },
  );

  // The URL's search changed elsewhere (back, a link): the box follows it.
  // Only the very change this box wrote is its echo (see ListSearch).
  const [shown, setShown] = useState(params.query);
  const [written, setWritten] = useState<string | null>(null);
  if (params.query !== shown) {
    setShown(params.query);
    setWritten(null);
    if (params.query !== written && text.trim() !== params.query) setText(params.query);
  }

  const latest = useRef({ query: params.query, update });
  useEffect(() => {
    latest.current = { query: params.query, update };
  }, [params.query, update]);
  useEffect(() => {
    if (settledProblem || debounced === latest.current.query) return;
    setWritten(debounced);
    latest.current.update({ query: debounced });
  }, [debounced, settledProblem]);

  const search = (value: string) => {
    if (!partnerSearchProblem(value)) update({ query: value.trim() });
  };
  const options =
    problem || debounced === ''
      ? []
      : (suggestions.data ?? []).map((s) => ({
          value: s.name,
          label: (
            <span>
              {s.name}
              <Typography.Text type="secondary"> · {s.company}</Typography.Text>
            </span>
          ),
        }));

  return (
    <div className="partner-search">
      <AutoComplete
        value={text}
        options={options}
        onChange={(value: string) => setText(value ?? '')}
        onSelect={(value: string) => {
          setText(value);
          search(value);
        }}
        style={{ width: '100%' }}
      >
        <Input
          type="search"
          allowClear
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
          status={problem ? 'error' : undefined}
          placeholder="Search by name"
          prefix={<SearchOutlined aria-hidden />}
          onPressEnter={() => search(text)}
        />
      </AutoComplete>
      {problem && (
        <Typography.Text type="danger" id={messageId} role="alert">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
