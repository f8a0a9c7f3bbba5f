import { Alert, Button } from 'antd';
import { useFormikContext } from 'formik';
import { PartnerPicker } from '@/features/partners';
import { SourceOrderField } from './SourceOrderField';
import type { InboundFormValues } from './values';

const supplierName = (s: { name: string; company: string }) =>
  s.company && s.company !== s.name ? `${s.company} (${s.name})` : s.name;

/** Step 1: who sends the stock (a back order first names the order it follows). */
export function SupplierStep() {
  const { values } = useFormikContext<InboundFormValues>();
  return (
    <>
      {values.sub_type === 'back' && <SourceOrderField />}
      <SupplierField />
    </>
  );
}

/** The supplier: suggested by name as it is typed, or added in a modal (components/partners). */
function SupplierField() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<InboundFormValues>();

  const choose = (supplier: { id: number; name: string; company: string }) => {
    void setFieldValue('supplier_id', supplier.id);
    void setFieldValue('supplier_name', supplierName(supplier));
    void setFieldTouched('supplier_id', true, false);
  };

  return (
    <PartnerPicker
      kind="supplier"
      name="supplier_id"
      required={values.sub_type !== 'transfer'}
      extra={
        values.sub_type === 'transfer'
          ? 'Optional for a transfer between your own warehouses: the warehouse it comes from is asked under Shipping.'
          : "Type part of a supplier's name and pick it from the list."
      }
      optionLabel={supplierName}
      onPick={choose}
      onAdded={choose}
      addFormId="inbound-add-supplier"
    >
      {values.supplier_id !== null && (
        <Alert
          type="success"
          showIcon
          role="status"
          className="inbound-wizard__chosen"
          title={`Supplier: ${values.supplier_name || `#${values.supplier_id}`}`}
          action={
            <Button
              size="small"
              onClick={() => {
                void setFieldValue('supplier_id', null);
                void setFieldValue('supplier_name', '');
              }}
            >
              Clear supplier
            </Button>
          }
        />
      )}
    </PartnerPicker>
  );
}
