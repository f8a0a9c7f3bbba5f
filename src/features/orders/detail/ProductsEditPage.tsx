import { Button, Form, Space } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { notifier } from '@/components/feedback/notifier';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import { toFormStatus } from '@/components/form/serverErrors';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { LoadingButton } from '@/components/LoadingButton';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetOrderProductsQuery, useUpdateOrderProductsMutation } from '../api';
import { OrderLinesField } from '../components/lines/OrderLinesField';
import {
  orderLinesSchema,
  toLineInputs,
  type OrderLineValue,
} from '../components/lines/orderLines';
import { orderPaths, type OrderDirection } from '../paths';
import { EditSection } from './EditSection';
import { OrderDetailLayout, type OrderRecord } from './orderDetail';
import { toLineValues } from './productLines';

export const PRODUCTS_UPDATED_MESSAGE = 'Order products updated';

interface LinesForm {
  products: OrderLineValue[];
}

const LABELS = { products: 'Products' };

/** A 422 on `products[0].quantity` or `products` lands on the lines field. */
const fieldOf = (key: string) => (key.startsWith('products') ? 'products' : undefined);

/** /orders/<direction>/{id}/products/edit: change the lines while the order is editable. */
export function ProductsEditPage({ direction }: { direction: OrderDirection }) {
  return (
    <OrderDetailLayout direction={direction} tab="products">
      {(order) => <EditProducts order={order} />}
    </OrderDetailLayout>
  );
}

function EditProducts({ order }: { order: OrderRecord }) {
  const lines = useGetOrderProductsQuery(order.id);
  return (
    <EditSection order={order} part="products" backTo={orderPaths.products(order.type, order.id)}>
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
  const navigate = useNavigate();
  const [update] = useUpdateOrderProductsMutation();
  const unitTypes = order.type === 'inbound';
  const schema = useMemo(
    () => yup.object({ products: orderLinesSchema({ unitTypes }) }),
    [unitTypes],
  );
  const back = orderPaths.products(order.type, order.id);

  const submit = useSubmitOnce(async (values: LinesForm, helpers: FormikHelpers<LinesForm>) => {
    helpers.setStatus({});
    try {
      await update({ id: order.id, products: toLineInputs(values.products) }).unwrap();
      notifier.success({ message: PRODUCTS_UPDATED_MESSAGE });
      await navigate(back);
      return true;
    } catch (error) {
      helpers.setStatus(toFormStatus(error, LABELS, values, fieldOf));
      return false;
    }
  });

  return (
    <Formik<LinesForm>
      initialValues={{ products: initial }}
      validationSchema={schema}
      onSubmit={submit}
    >
      <FormFrameProvider idPrefix={`order-${order.id}-lines`} labels={LABELS}>
        <LinesBody order={order} back={back} />
      </FormFrameProvider>
    </Formik>
  );
}

function LinesBody({ order, back }: { order: OrderRecord; back: string }) {
  const navigate = useNavigate();
  const { handleSubmit, isSubmitting } = useFormikContext<LinesForm>();
  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label="Edit order products"
      onFinish={() => handleSubmit()}
    >
      <FormErrorAlert />
      <OrderLinesField
        name="products"
        warehouseId={order.warehouse.id}
        unitTypes={order.type === 'inbound'}
        markNoStock={order.type === 'outbound'}
      />
      <Space className="order-edit-actions">
        <Button onClick={() => void navigate(back)}>Cancel</Button>
        <LoadingButton type="primary" htmlType="submit" loading={isSubmitting}>
          Save products
        </LoadingButton>
      </Space>
    </Form>
  );
}
