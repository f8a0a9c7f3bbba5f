import { useMemo } from 'react';
import * as yup from 'yup';
import { notifier } from '@/components/feedback/notifier';
import { OrderEditForm } from './OrderEditForm';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetOrderProductsQuery, useUpdateOrderProductsMutation } from '../api';
import { OrderLinesField } from '../components/lines/OrderLinesField';
import {
  orderLinesSchema,
  toLineInputs,
  type OrderLineValue,
} from '../components/lines/orderLines';
import { EditSection } from './EditSection';
import { orderTabPage, type OrderRecord } from './orderDetail';
import { toLineValues } from './productLines';

export const PRODUCTS_UPDATED_MESSAGE = 'Order products updated';

interface LinesForm {
  products: OrderLineValue[];
}

const LABELS = { products: 'Products' };

/** A 422 on `products[0].quantity` or `products` lands on the lines field. */
const fieldOf = (key: string) => (key.startsWith('products') ? 'products' : undefined);

/** /orders/<direction>/{id}/products/edit: change the lines while the order is editable. */
export const ProductsEditPage = orderTabPage('products', EditProducts);

function EditProducts({ order }: { order: OrderRecord }) {
  const lines = useGetOrderProductsQuery(order.id);
  return (
    <EditSection order={order} part="products">
      <QueryBoundary query={lines} noun="order's products">
        {(rows) => (
          <LinesEditor
            key={order.id}
            order={order}
            initial={toLineValues(rows, order.type === 'inbound')}
          />
        )}
      </QueryBoundary>
    </EditSection>
  );
}

function LinesEditor({ order, initial }: { order: OrderRecord; initial: OrderLineValue[] }) {
  const [update] = useUpdateOrderProductsMutation();
  const unitTypes = order.type === 'inbound';
  const schema = useMemo(
    () => yup.object({ products: orderLinesSchema({ unitTypes }) }),
    [unitTypes],
  );

  const submit = async (values: LinesForm) => {
    await update({ id: order.id, products: toLineInputs(values.products) }).unwrap();
  };
  // Only while the merchant is still on this form: a save that ends after they left stays quiet.
  const saved = () => notifier.success({ message: PRODUCTS_UPDATED_MESSAGE });

  return (
    <OrderEditForm<LinesForm>
      order={order}
      part="products"
      name="Edit order products"
      idPrefix={`order-${order.id}-lines`}
      initialValues={{ products: initial }}
      labels={LABELS}
      validationSchema={schema}
      fieldOf={fieldOf}
      onSubmit={submit}
      onSaved={saved}
    >
      <OrderLinesField
        name="products"
        warehouseId={order.warehouse.id}
        unitTypes={unitTypes}
        markNoStock={order.type === 'outbound'}
      />
    </OrderEditForm>
  );
}
