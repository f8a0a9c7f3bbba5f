import { useFormikContext } from 'formik';
import { OrderLinesField } from '../components/lines/OrderLinesField';
import type { InboundFormValues } from './values';

/**
 * Step 2: what comes in, each line counted in one of the product's packaging units (items,
 * boxes, cartons, pallets). Nothing is 'No Stock' on the way in.
 */
export function ProductsStep() {
  const { values } = useFormikContext<InboundFormValues>();
  return (
    <OrderLinesField
      name="products"
      warehouseId={values.warehouse_id}
      unitTypes
      markNoStock={false}
      label="Products to receive"
    />
  );
}
