import { Alert } from 'antd';
import { useFormikContext } from 'formik';
import type { OrderFormOptionsResponse } from '@/domain/contract';
import { SelectField } from '@/components/form/SelectField';
import { OrderLinesField } from '../components/lines/OrderLinesField';
import type { OutboundValues } from './values';

type Options = OrderFormOptionsResponse['data'];

/**
 * Step 3, Products: the warehouse the order ships from (the organisation's active warehouse by
 * default; the stock shown and No Stock follow it), then the lines.
 */
export function ProductsStep({ options }: { options: Options }) {
  const { values } = useFormikContext<OutboundValues>();
  return (
    <>
      {values.sub_type === 'split' && (
        <Alert
          type="info"
          showIcon
          className="outbound-wizard__split"
          title="Split order"
          description={options.split_explanation}
        />
      )}
      <SelectField
        name="warehouse_id"
        required
        options={options.warehouses.map((w) => ({ value: w.id, label: `${w.name} (${w.code})` }))}
        extra={
          options.warehouses.find((w) => w.id === options.default_warehouse_id)
            ? `Your organisation's active warehouse is ${
                options.warehouses.find((w) => w.id === options.default_warehouse_id)!.name
              }.`
            : undefined
        }
      />
      <OrderLinesField name="products" warehouseId={values.warehouse_id} />
    </>
  );
}
