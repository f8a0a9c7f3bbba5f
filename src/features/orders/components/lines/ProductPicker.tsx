import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { AutoComplete, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useDebouncedValue } from '@/components/hooks/useDebouncedValue';
import { SEARCH_DELAY_MS } from '@/components/page/ListSearch';
import { productsApi } from '@/features/products/api';
import { lineFromProduct, type OrderLineValue } from './orderLines';
import { useProductSuggestions } from './useProductSuggestions';

interface ProductPickerProps {
  /** Called with a new line for the chosen product (quantity 1). */
  onPick: (line: OrderLineValue) => void;
  /** Id of the search box (for the field's label). */
  id: string;
  labelId: string;
}

/**
 * 'Add product': products suggested as you type (SKU, title, available); choosing one reads the
 * product's own record (stock per warehouse, cost price) and hands a line to the editor.
 */
export function ProductPicker({ onPick, id, labelId }: ProductPickerProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  const suggestions = useProductSuggestions(query);
  const [loadProduct, product] = productsApi.useLazyGetProductQuery();
  const [problem, setProblem] = useState<string | null>(null);
  const statusId = useId();

  const pick = async (value: string) => {
    setText('');
    setProblem(null);
    try {
      const detail = await loadProduct(Number(value), true).unwrap();
      onPick(lineFromProduct(detail));
    } catch {
      setProblem('That product could not be loaded. Try again.');
    }
  };

  const searching = query !== '' && suggestions.loading;
  const empty = query !== '' && !suggestions.loading && suggestions.hits.length === 0;
  const status = product.isFetching
    ? 'Adding the product…'
    : searching
      ? 'Searching…'
      : suggestions.failed
        ? 'Search is not available right now. Try again.'
        : empty
          ? `No products match “${query}”`
          : '';

  return (
    <div className="order-lines__picker">
      <AutoComplete
        value={text}
        options={suggestions.hits.map((hit) => ({
          value: String(hit.id),
          label: (
            <span>
              {hit.sku} · {hit.title}
              <Typography.Text type="secondary">
                {' '}
                · {hit.available_quantity} available
              </Typography.Text>
            </span>
          ),
        }))}
        onChange={(value: string) => setText(value ?? '')}
        onSelect={(value: string) => void pick(value)}
        style={{ width: '100%' }}
      >
        <Input
          id={id}
          type="search"
          aria-labelledby={labelId}
          aria-describedby={status || problem ? statusId : undefined}
          placeholder="Search by SKU or title"
          prefix={<SearchOutlined aria-hidden />}
          // Enter chooses a suggestion; it must never press the wizard's Next as well.
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
      </AutoComplete>
      <Typography.Text
        id={statusId}
        type={problem || suggestions.failed ? 'danger' : 'secondary'}
        role="status"
        className="order-lines__picker-status"
      >
        {problem ?? status}
      </Typography.Text>
    </div>
  );
}
