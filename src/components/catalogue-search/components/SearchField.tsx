import SearchOutlined from '@ant-design/icons/SearchOutlined';
// By module: antd's Input index also loads TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { focusFirstRow } from '@/components/page/rowNavigation';

/*
 * Every key asks the hosted search service at once, as the service is built for: an answer takes
 * milliseconds, InstantSearch drops answers that arrive out of order, and the client caches
 * repeated queries. A debounce would put its whole pause between a key and its hits.
 */
export function SearchField({ noun }: { noun: string }) {
  const { query, refine } = useSearchBox();
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
      onKeyDown={focusFirstRow}
      // The '/' shortcut finds the page's list search by this; ↓ goes to the first hit.
      data-shortcut="search"
      aria-keyshortcuts="/"
      className="catalogue-search-field"
    />
  );
}
