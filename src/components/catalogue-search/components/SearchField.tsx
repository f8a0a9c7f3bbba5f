import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';

/** Pause after the last key before asking the service: as-you-type, without a request per key. */
export const SEARCH_DEBOUNCE_MS = 200;

// One timer for the module: InstantSearch keeps the first queryHook it is given, and only one
// catalogue list is on screen at a time.
let timer: ReturnType<typeof setTimeout> | undefined;
function debouncedQuery(query: string, search: (value: string) => void) {
  clearTimeout(timer);
  // Clearing the box answers at once: nobody waits to see the full list again.
  if (query === '') search(query);
  else timer = setTimeout(() => search(query), SEARCH_DEBOUNCE_MS);
}

export function SearchField({ noun }: { noun: string }) {
  const { query, refine } = useSearchBox({ queryHook: debouncedQuery });
  // A search still waiting when the list is left must not run against the next one.
  useEffect(() => () => clearTimeout(timer), []);
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // The query can also change from outside (Back, a shared link): show it in the box.
  if (query !== shownQuery) {
    setShownQuery(query);
    setValue(query);
  }

  return (
    <Input
      type="search"
      allowClear
      value={value}
      aria-label={`Search ${noun}`}
      placeholder="Search by SKU, title or barcode"
      prefix={<SearchOutlined aria-hidden="true" />}
      onChange={(event) => {
        setValue(event.target.value);
        refine(event.target.value);
      }}
      className="catalogue-search-field"
    />
  );
}
