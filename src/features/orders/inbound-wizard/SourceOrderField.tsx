import { Alert, Select } from 'antd';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { FormField } from '@/components/form/FormField';
import { useDebouncedValue } from '@/components/hooks/useDebouncedValue';
import { SEARCH_DELAY_MS } from '@/components/page/ListSearch';
import { orderApi, useListOrdersQuery } from '../api';
import { BACK_ORDER_OF, outstandingLines } from './backOrder';
import type { InboundFormValues } from './values';
import { countOf } from '@/domain/format';

/**
 * A back order's first question: the inbound order it follows. Choosing one fills in its
 * supplier and the quantities not yet received (ordered less stored, per line).
 */
export function SourceOrderField() {
  const { values, setFieldValue } = useFormikContext<InboundFormValues>();
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const debounced = useDebouncedValue(query, SEARCH_DELAY_MS).trim();
  const orders = useListOrdersQuery({
    direction: 'inbound',
    page: 1,
    per_page: 10,
    status: BACK_ORDER_OF.join(','),
    sub_type: 'standard,back',
    ...(debounced ? { query: debounced } : {}),
  });
  const [loadOrder] = orderApi.useLazyGetOrderQuery();
  const [loadLines] = orderApi.useLazyGetOrderProductsQuery();
  const [loading, setLoading] = useState(false);

  const choose = async (id: number) => {
    setLoading(true);
    setNotice(null);
    try {
      const [order, lines] = await Promise.all([
        loadOrder(id, true).unwrap(),
        loadLines(id, true).unwrap(),
      ]);
      void setFieldValue('source_order_id', order.id);
      void setFieldValue('source_order_reference', order.reference);
      if (order.supplier) {
        void setFieldValue('supplier_id', order.supplier.id);
        void setFieldValue(
          'supplier_name',
          order.supplier.company && order.supplier.company !== order.supplier.name
            ? `${order.supplier.company} (${order.supplier.name})`
            : order.supplier.name,
        );
      }
      const owed = outstandingLines(lines);
      void setFieldValue('products', owed);
      setNotice(
        owed.length
          ? `${countOf(owed.length, 'line')} still owed by ${order.reference} will be on the Products step.`
          : `Everything on ${order.reference} has been received: add the products yourself.`,
      );
    } catch {
      setNotice('That order could not be loaded. Try again.');
    } finally {
      setLoading(false);
    }
  };

  const options = (orders.data?.data ?? []).map((o) => ({
    value: o.id,
    label: `${o.reference} · ${o.customer_name}`,
  }));
  if (values.source_order_id && !options.some((o) => o.value === values.source_order_id))
    options.unshift({ value: values.source_order_id, label: values.source_order_reference });

  return (
    <>
      <FormField
        name="source_order_id"
        label="Order it follows"
        required
        extra="The inbound order that arrived short: search by its reference or supplier."
      >
        {(control) => (
          <Select<number>
            {...control}
            showSearch={{ filterOption: false, onSearch: setQuery }}
            value={values.source_order_id ?? undefined}
            options={options}
            loading={orders.isFetching || loading}
            placeholder="Search inbound orders"
            notFoundContent={orders.isFetching ? 'Searching…' : 'No inbound order to follow'}
            onChange={(id) => void choose(id)}
          />
        )}
      </FormField>
      {notice && <Alert type="info" showIcon role="status" title={notice} />}
    </>
  );
}
