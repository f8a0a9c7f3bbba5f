import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Input } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import type { ListState } from '@/core/routing/urlState';
import { focusFirstRow } from './rowNavigation';

/** How long typing settles before the list asks the server (no request per key). */
export const SEARCH_DELAY_MS = 300;

export interface ListSearchProps {
  list: ListState;
  /** The box's accessible name: 'Search movements'. */
  label: string;
  placeholder?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * The search box of a server list. Typing settles for a moment before the URL (and so the request)
 * changes, and goes back to page 1; Enter searches at once. A URL changed from outside (back,
 * forward, a link) shows its own search in the box. '/' focuses it (the shortcuts); ↓ goes to the
 * list's first row.
 */
export function ListSearch({ list, label, placeholder, className, style }: ListSearchProps) {
  const { params, update } = list;
  const [text, setText] = useState(params.query);
  const [shown, setShown] = useState(params.query);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const latest = useRef(params.query);
  // The search this box last put in the URL, until the URL next changes.
  const [written, setWritten] = useState<string | null>(null);

  // The URL's search changed elsewhere (not to what this box settled on): the box follows it.
  // A change this box made is not copied back, or typing on while the request goes out would
  // lose the keys typed since.
  if (params.query !== shown) {
    setShown(params.query);
    setWritten(null);
    // Only the very change this box wrote is its echo; any other, even to a text the box held
    // a moment ago (a saved view applied while the box still settled), is the URL's to show.
    if (params.query !== written && text.trim() !== params.query) setText(params.query);
  }

  const send = useRef(update);
  useEffect(() => {
    latest.current = params.query;
    send.current = update;
  }, [params.query, update]);

  // Only a newly settled text searches: a URL changed elsewhere must not be put back.
  useEffect(() => {
    const query = debounced.trim();
    if (query === latest.current) return;
    setWritten(query);
    send.current({ query });
  }, [debounced]);

  return (
    <Input
      type="search"
      allowClear
      aria-label={label}
      placeholder={placeholder}
      prefix={<SearchOutlined aria-hidden />}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onPressEnter={() => update({ query: text })}
      onKeyDown={focusFirstRow}
      // The '/' shortcut finds the page's list search by this.
      data-shortcut="search"
      aria-keyshortcuts="/"
      className={className}
      style={style}
    />
  );
}
