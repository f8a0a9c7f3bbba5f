import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Input, InputNumber, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { SearchHit } from '@/domain/contract';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';
import { FormField, useFieldError } from '@/components/form/FormField';
import { useDebouncedValue } from '@/components/hooks/useDebouncedValue';
import { useAppSelector } from '@/core/hooks';
import { BUNDLE_LINE_FIELDS } from '@/domain/catalogue/bundleFields';
import { useSearchBundleProductsQuery } from '../api';
import { emptyTableLocale } from '@/components/page/emptyState';
import type { BundleFormValues, BundleLineValue } from './values';
import { countOf } from '@/domain/format';

const SEARCH_DEBOUNCE_MS = 300;

/** Whole bundles the chosen lines make from what is available now (the server's rule). */
export function bundlesPossible(lines: readonly BundleLineValue[]): number | null {
  const valid = lines.filter((l) => Number.isInteger(l.quantity) && (l.quantity ?? 0) > 0);
  if (!valid.length || valid.length !== lines.length) return null;
  return Math.min(...valid.map((l) => Math.floor(Math.max(0, l.available) / (l.quantity ?? 1))));
}

/** Step 'Products': find products on the search service, add them, set quantities, remove. */
export function ProductPicker() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<BundleFormValues>();
  const lines = values.products;

  const add = (hit: SearchHit) => {
    if (lines.some((l) => l.product_id === hit.id)) return;
    const line: BundleLineValue = {
      product_id: hit.id,
      sku: hit.sku,
      title: hit.title,
      available: hit.available_quantity,
      quantity: BUNDLE_LINE_FIELDS.quantity.min,
    };
    void setFieldValue('products', [...lines, line]);
  };
  const remove = (productId: number) => {
    void setFieldValue(
      'products',
      lines.filter((l) => l.product_id !== productId),
    );
    void setFieldTouched('products', true, false);
  };

  return (
    <div className="bundle-picker">
      <ProductSearch added={new Set(lines.map((l) => l.product_id))} onAdd={add} />
      <Typography.Title level={3} className="bundle-section-title">
        In this bundle
      </Typography.Title>
      <BundleLines lines={lines} onRemove={remove} />
    </div>
  );
}

/** A product by its SKU and title, and how many are available: in the search and in the bundle. */
const productColumns = <Row extends { sku: string; title: string }>(
  available: keyof Row & string,
): ColumnsType<Row> => [
  { title: 'SKU', dataIndex: 'sku' },
  { title: 'Title', dataIndex: 'title' },
  { title: 'Available', dataIndex: available, align: 'right' },
];

function ProductSearch({ added, onAdd }: { added: Set<number>; onAdd: (hit: SearchHit) => void }) {
  const fetchKey = useAppSelector((s) => s.session.user?.fetch_key ?? '');
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchBundleProductsQuery({ fetchKey, query }, { skip: !fetchKey });

  const columns: ColumnsType<SearchHit> = [
    ...productColumns<SearchHit>('available_quantity'),
    {
      title: 'Add',
      key: 'add',
      render: (_v, hit) => {
        const isAdded = added.has(hit.id);
        return (
          <Button
            size="small"
            icon={isAdded ? undefined : <PlusOutlined aria-hidden />}
            disabled={isAdded}
            aria-label={isAdded ? `${hit.sku} added` : `Add ${hit.sku}`}
            onClick={() => onAdd(hit)}
          >
            {isAdded ? 'Added' : 'Add'}
          </Button>
        );
      },
    },
  ];

  return (
    <section aria-label="Find products">
      <Input.Search
        aria-label="Search products"
        placeholder="Search products by SKU, title or barcode"
        allowClear
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className="bundle-product-search"
      />
      {search.isError && (
        <LoadErrorAlert title={search.error.message} onRetry={() => void search.refetch()} />
      )}
      <Table<SearchHit>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={search.data ?? []}
        loading={search.isFetching}
        pagination={false}
        locale={emptyTableLocale()}
        aria-label="Products found"
      />
    </section>
  );
}

function BundleLines({
  lines,
  onRemove,
}: {
  lines: BundleLineValue[];
  onRemove: (productId: number) => void;
}) {
  const { setFieldValue, setFieldTouched } = useFormikContext<BundleFormValues>();
  const listError = useFieldError('products');
  const possible = bundlesPossible(lines);

  const columns: ColumnsType<BundleLineValue> = [
    ...productColumns<BundleLineValue>('available'),
    {
      title: 'Quantity',
      key: 'quantity',
      render: (_v, line, index) => {
        const name = `products[${index}].quantity`;
        return (
          <FormField name={name} label={`Quantity of ${line.sku}`} hideLabel>
            {(control) => (
              <InputNumber
                {...control}
                value={line.quantity}
                onChange={(value) => void setFieldValue(name, value ?? null)}
                onBlur={() => void setFieldTouched(name, true)}
              />
            )}
          </FormField>
        );
      },
    },
    {
      title: 'Remove',
      key: 'remove',
      render: (_v, line) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Remove ${line.sku}`}
          onClick={() => onRemove(line.product_id)}
        />
      ),
    },
  ];

  return (
    <>
      <Table<BundleLineValue>
        rowKey="product_id"
        size="small"
        columns={columns}
        dataSource={lines}
        pagination={false}
        locale={{ emptyText: 'No products yet: search above and add at least one.' }}
        aria-label="Products in this bundle"
        className="bundle-lines"
      />
      {listError && (
        <Typography.Text type="danger" role="alert" className="bundle-inline-error">
          {listError}
        </Typography.Text>
      )}
      {possible !== null && (
        <Typography.Paragraph type="secondary" className="bundle-possible">
          With the stock available now, this makes {countOf(possible, 'bundle')}.
        </Typography.Paragraph>
      )}
    </>
  );
}
