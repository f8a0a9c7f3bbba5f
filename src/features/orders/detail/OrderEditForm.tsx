import type { FormikValues } from 'formik';
import { useNavigate } from 'react-router-dom';
import { EditForm, type EditFormProps } from '@/components/form/EditForm';
import { orderPaths } from '../paths';
import type { OrderRecord } from './orderDetail';

export interface OrderEditFormProps<V extends FormikValues> extends Omit<
  EditFormProps<V>,
  'onCancel' | 'submitLabel' | 'cancelFirst' | 'footerClassName'
> {
  order: OrderRecord;
  /** What the form edits: its Save is 'Save <part>', and Cancel or a save goes back to its tab. */
  part: 'products' | 'shipment';
}

/**
 * The edit form of an order's part, as the order pages show it: Cancel before 'Save <part>', and
 * back to the part's tab on Cancel or once saved (after `onSaved`'s toast).
 */
export function OrderEditForm<V extends FormikValues>({
  order,
  part,
  onSaved,
  ...form
}: OrderEditFormProps<V>) {
  const navigate = useNavigate();
  const back = orderPaths[part](order.type, order.id);
  return (
    <EditForm<V>
      {...form}
      onSaved={async (result, values) => {
        await onSaved?.(result, values);
        await navigate(back);
      }}
      onCancel={() => void navigate(back)}
      submitLabel={`Save ${part}`}
      cancelFirst
      footerClassName="order-edit-actions"
    />
  );
}
